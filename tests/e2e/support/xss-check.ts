/**
 * Watching a page for the XSS corpus (tests/xss/corpus.ts): `__xss(n)` records its calls,
 * every dialog (alert/confirm/prompt) is recorded and dismissed, and liveMarkup lists what in
 * the DOM could run: handler attributes, script-capable elements the console does not make
 * itself, and URLs with a dangerous scheme. A page is checked after it showed the payloads.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

export interface XssWatch {
  dialogs: string[];
  /** Pages checked, with what was found (empty = clean). */
  pages: Array<{ url: string; live: string[] }>;
}

/** Arms a context: every page in it gets the recorder before any of its scripts run. */
export async function watchXss(context: BrowserContext, watch: XssWatch): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __xss: (n: number) => void; __xssCalls: number[] };
    w.__xssCalls = [];
    w.__xss = (n) => w.__xssCalls.push(n);
  });
  const onDialogs = (page: Page) =>
    page.on('dialog', async (d) => {
      watch.dialogs.push(`${d.type()}: ${d.message()} (${page.url()})`);
      await d.dismiss();
    });
  // The pages the context already has (a test's `page` fixture) and those it opens later.
  context.pages().forEach(onDialogs);
  context.on('page', onDialogs);
}

/** Everything in the page that could run (see the module comment). */
export const liveMarkup = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = [];
    const calls = (window as unknown as { __xssCalls?: number[] }).__xssCalls ?? [];
    for (const n of calls) found.push(`__xss(${n}) ran`);
    // eslint-disable-next-line no-control-regex
    const noise = /[\u0000-\u0020]/g;
    // (An <img> of data:image/svg+xml is the console's own QR code; images run no script.)
    const bad = /^(javascript|vbscript|data:text\/html)/i;
    const urlAttrs = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster'];
    for (const el of document.querySelectorAll('*')) {
      const tag = el.localName;
      for (const a of el.attributes) {
        if (/^on/i.test(a.name)) found.push(`${tag}[${a.name}=${a.value}]`);
        if (a.name === 'srcdoc') found.push(`${tag}[srcdoc]`);
        if (urlAttrs.includes(a.name) && bad.test(a.value.replace(noise, '')))
          found.push(`${tag}[${a.name}=${a.value}]`);
      }
      if (['iframe', 'frame', 'object', 'embed', 'base', 'math', 'noscript'].includes(tag))
        found.push(`<${tag}>`);
      if (tag === 'meta' && el.getAttribute('http-equiv')) found.push('<meta http-equiv>');
      // The console's own scripts are the bundle's modules; anything else came from data.
      // A JSON data block (the card page's data, put in by the server) never runs: the browser
      // executes no script of that type; a payload breaking out of it would be caught as markup.
      const dataBlock = (): boolean => {
        if (el.getAttribute('type') !== 'application/json' || el.getAttribute('src')) return false;
        try {
          JSON.parse(el.textContent ?? '');
          return true;
        } catch {
          return false;
        }
      };
      if (tag === 'script' && !dataBlock()) {
        const src = el.getAttribute('src') ?? '';
        if (!/^\/assets\/[\w.-]+\.js$/.test(src) || el.textContent) found.push(el.outerHTML);
      }
      // antd draws its icons as inline <svg>; a payload's <svg> has a handler or a script,
      // which the checks above and below catch, so svg itself is allowed.
      if (tag === 'svg' && el.querySelector('script, foreignObject, animate, set'))
        found.push(el.outerHTML.slice(0, 120));
    }
    return found.map((f) => f.slice(0, 200));
  });

/** The page's visible text plus the values of its inputs (where stored text shows), whitespace runs as one space. */
export const shownText = (page: Page): Promise<string> =>
  page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('input, textarea')].map(
        (e) => (e as HTMLInputElement).value,
      ),
    ].join('\n'),
  );

/**
 * Opens a console route without reloading the app (React Router follows popstate), waits until
 * the page shows `expected` (stored text), lets images fail and handlers fire, then records
 * what is live. `act` runs after loading (e.g. opening a dialog) and before the check.
 */
export async function checkRoute(
  page: Page,
  watch: XssWatch,
  url: string,
  expected: string[],
  act?: () => Promise<void>,
): Promise<void> {
  if (page.url() === 'about:blank') await page.goto(url);
  else
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  try {
    await expect
      .poll(
        async () => {
          const text = (await shownText(page)).replace(/\s+/g, ' ');
          return expected.filter((e) => !text.includes(e));
        },
        { message: `${url} shows the stored payloads`, intervals: [50, 100, 200] },
      )
      .toEqual([]);
  } catch (error) {
    // Text that does not show may have become markup: say what is live, if anything.
    const live = await liveMarkup(page);
    watch.pages.push({ url, live });
    if (live.length) throw new Error(`${url} runs stored payloads: ${live.join('; ')}`);
    throw error;
  }
  if (act) await act();
  // A broken image's error event and a focus handler fire within a frame or two.
  await page.waitForTimeout(50);
  watch.pages.push({ url, live: await liveMarkup(page) });
}
