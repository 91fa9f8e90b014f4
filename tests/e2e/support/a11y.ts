/**
 * The accessibility scan behind the e2e guard (fixture in ./test.ts): axe-core through
 * @axe-core/playwright, WCAG 2.0/2.1 A and AA rules, and only serious or critical findings count.
 *
 * What is scanned is keyed, so each distinct screen costs one scan per worker:
 * - a page is its route pattern from schemas/routes.json (/app/card/edit/12 → /app/card/edit/:id;
 *   the query string, i.e. list filters, is not part of it);
 * - a dialog or drawer is the page's key plus the dialog's title (digits folded, so
 *   "编辑 #12" and "编辑 #13" are one dialog).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const COUNTED = new Set(['serious', 'critical']);

/**
 * Findings we cannot fix in the app (they come from a library's own markup), dropped per rule,
 * element and message only: a node is dropped when it matches `selector` and every failed check
 * on it reads like `message`. docs/accessibility.md lists them.
 */
export const EXCLUSIONS: { rule: string; selector: string; message: RegExp; why: string }[] = [
  {
    rule: 'aria-allowed-attr',
    selector: '.ant-select:has(input[role="combobox"][aria-required="true"])',
    message: /^ARIA attribute is not allowed: aria-required="true"$/,
    why:
      "antd's Form.Item marks a required Select with aria-required, and rc-select copies every " +
      'prop onto its outer <div> as well as onto the combobox <input>, where it is valid and ' +
      'announced; no prop moves it off the <div>.',
  },
];

interface RouteRow {
  path: string;
}
const routesFile = fileURLToPath(new URL('../../../schemas/routes.json', import.meta.url));
const routePatterns = (
  JSON.parse(readFileSync(routesFile, 'utf8')) as { routes: RouteRow[] }
).routes
  .map((r) => r.path)
  .map((p) => ({ p, re: new RegExp(`^${p.replace(/:[^/]+/g, '[^/]+')}/?$`) }));

/** The route pattern a URL shows, e.g. /app/card/edit/:id; unknown paths fold their id-like parts. */
export function pageKey(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return url;
  }
  const route = routePatterns.find(({ re }) => re.test(pathname));
  if (route) return route.p;
  return pathname.replace(/\/(\d+|[0-9a-f-]{16,})(?=\/|$)/gi, '/:id');
}

export const DIALOG_SELECTOR = '[role="dialog"], [role="alertdialog"]';

/**
 * True when the screen is still arriving or moving: a spinner, skeleton or loading button is
 * shown, rc-motion is between steps, or a finite animation (antd's modal zoom, menu collapse,
 * toast slide) runs. A scan mid-animation would read half-faded colours as contrast failures, so
 * such a state is not scanned. Endless animations (the spinner's own) are left to the selector
 * check. With `scope` only what is inside those elements counts: a dialog over a page whose save
 * button still spins (the re-login dialog) is settled.
 */
export async function isBusy(page: Page, scope?: string): Promise<boolean> {
  return page
    .evaluate((scope) => {
      if (document.readyState !== 'complete') return true;
      const roots = scope ? [...document.querySelectorAll(scope)] : [document.documentElement];
      const inScope = (el: Element | null | undefined) =>
        !!el && roots.some((root) => root.contains(el) || el.contains(root));
      // A loading button is an operation under way (and antd fades it to 65 %, below contrast).
      const loading = '.ant-spin-spinning, .ant-skeleton-active, .ant-btn-loading';
      if (roots.some((root) => root.querySelector(loading))) return true;
      // rc-motion's steps (a dialog closing, a toast leaving) fade before any animation runs.
      const motion = /(^|\s)[\w-]+-(appear|enter|leave)(-(prepare|start|active))?(\s|$)/;
      const moving = (el: Element) =>
        motion.test(el.getAttribute('class') ?? '') && el.getClientRects().length > 0;
      if (roots.some((root) => moving(root) || [...root.querySelectorAll('[class]')].some(moving)))
        return true;
      return document.getAnimations().some((a) => {
        const effect = a.effect as KeyframeEffect | null;
        const timing = effect?.getComputedTiming();
        return (
          a.playState === 'running' && timing?.iterations !== Infinity && inScope(effect?.target)
        );
      });
    }, scope)
    .catch(() => true); // navigating away: not a state to scan
}

/** Titles of the dialogs and drawers open now (antd keeps closed ones mounted but hidden). */
export async function openDialogTitles(page: Page): Promise<string[]> {
  return page
    .evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)]
          .filter(
            (el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0,
          )
          .map((el) => {
            const title = el.querySelector(
              '.ant-modal-title, .ant-drawer-title, .ant-modal-confirm-title',
            );
            return (title?.textContent ?? el.getAttribute('aria-label') ?? '').trim();
          }),
      DIALOG_SELECTOR,
    )
    .catch(() => []);
}

export const dialogKey = (page: string, title: string) =>
  `${page} [对话框 ${title.replace(/\d+/g, '#').slice(0, 40) || '(无标题)'}]`;

export interface A11yFinding {
  key: string;
  url: string;
  violations: Result[];
}

/** Runs axe on the page (or only inside `include`) and keeps the serious and critical results. */
// AxeBuilder evaluates axe-core's 550 kB source in every frame on every analyze (twice in the
// main frame in legacy mode), which costs more than the scan itself. An SPA keeps its document
// across routes, so once every frame has axe the builder is handed a no-op source instead.
const ALREADY_INJECTED = 'void 0';

/** Runs axe on the page (or only inside `include`) and keeps the serious and critical results. */
export async function scan(page: Page, include?: string): Promise<Result[]> {
  const injected = await Promise.all(
    page.frames().map((f) => f.evaluate(() => 'axe' in window).catch(() => false)),
  );
  let builder = new AxeBuilder({
    page,
    axeSource: injected.every(Boolean) ? ALREADY_INJECTED : undefined,
  })
    .withTags(A11Y_TAGS)
    .options({ resultTypes: ['violations'] })
    // The default mode opens a blank page in the context to merge frame results; specs that wait
    // for the context's next page (or count pages) would see it.
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const counted = violations.filter((v) => COUNTED.has(v.impact ?? ''));
  return EXCLUSIONS.length ? dropExcluded(page, counted) : counted;
}

async function dropExcluded(page: Page, violations: Result[]): Promise<Result[]> {
  const kept: Result[] = [];
  for (const v of violations) {
    const rules = EXCLUSIONS.filter((e) => e.rule === v.id);
    if (!rules.length) {
      kept.push(v);
      continue;
    }
    const targets = v.nodes
      .map((n) => n.target.at(-1))
      .map((t) => (typeof t === 'string' ? t : ''));
    const matched = await page
      .evaluate(
        ([sels, selectors]) =>
          sels.map((sel) => {
            const el = sel ? document.querySelector(sel) : null;
            return selectors.map((c) => !!el && el.matches(c));
          }),
        [targets, rules.map((r) => r.selector)] as const,
      )
      .catch(() => targets.map(() => rules.map(() => false)));
    const nodes = v.nodes.filter((node, i) => {
      // A violation node lists only its failed checks.
      const failed = [...node.any, ...node.all, ...node.none].map((c) => c.message);
      return !rules.some(
        (r, j) => matched[i][j] && failed.length > 0 && failed.every((m) => r.message.test(m)),
      );
    });
    if (nodes.length) kept.push({ ...v, nodes });
  }
  return kept;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** One readable block per screen: rule, impact, help, where to read more, the offending nodes. */
export function formatFindings(findings: A11yFinding[]): string {
  const count = findings.reduce((n, f) => n + f.violations.length, 0);
  const lines = [
    `Accessibility guard: ${count} serious/critical axe violation(s) on ${findings.length} screen(s)`,
  ];
  for (const f of findings) {
    lines.push('', `${f.key}  (${f.url})`);
    for (const v of f.violations) {
      lines.push(`  [${v.impact}] ${v.id}: ${v.help}`, `    ${v.helpUrl}`);
      for (const node of v.nodes.slice(0, 8)) {
        lines.push(
          `    - ${node.target.join(' ')}`,
          `      ${clip(node.html.replace(/\s+/g, ' '), 160)}`,
        );
      }
      if (v.nodes.length > 8) lines.push(`    … and ${v.nodes.length - 8} more`);
    }
  }
  return lines.join('\n');
}
