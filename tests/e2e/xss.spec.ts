/**
 * docs/security.md, suite 4: the XSS corpus (tests/xss/corpus.ts) stored in every free-text and
 * rich-text field a user sees again (support/xss-seed.ts), then every page that shows those fields
 * visited in Chromium as the admin, the office's admin (named with a payload, so the header shows
 * one), the lawyer and an anonymous visitor: no payload runs (no `__xss` call, no dialog) and
 * nothing live reaches the DOM (support/xss-check.ts). Rich text is sanitised; everything else is
 * text. Settings fields are covered by xss-settings.spec.ts in the settings project.
 */
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { ALL_PAYLOADS, packPayloads } from '../xss/corpus';
import { storageStateOf, USERINFO_KEY } from './support/accounts';
import { tokenOf } from './support/api';
import { rowAction, dialog } from './support/screens';
import { checkRoute, watchXss, type XssWatch } from './support/xss-check';
import { tableRow } from './support/ui';
import { seedCorpus, type Seeded, type Session } from './support/xss-seed';
import { ensureSignedIn } from './support/signed-in';

// Serial for the seed, not for each other: the corpus can be stored once per run (office names
// are unique per firm), and a failed test's worker is replaced, whose beforeAll would seed again.
test.describe.configure({ mode: 'serial' });

const watch: XssWatch = { dialogs: [], pages: [] };
let seeded: Seeded;

/** Stored text as a page shows it: runs of whitespace read as one space. */
const shown = (values: string[]) => values.map((v) => v.replace(/\s+/g, ' ').trim());
const packed = (max: number) => shown(packPayloads(max, ALL_PAYLOADS));

async function contextFor(browser: Browser, info: TestInfo, session: Session | 'admin' | null) {
  if (session === 'admin') return browser.newContext({ storageState: storageStateOf('admin') });
  if (!session) return browser.newContext();
  const origin = info.project.use.baseURL as string;
  return browser.newContext({
    storageState: {
      cookies: [
        {
          name: 'token',
          value: session.token,
          domain: new URL(origin).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Strict',
        },
      ],
      origins: [
        {
          origin,
          localStorage: [{ name: USERINFO_KEY, value: JSON.stringify(session.userinfo) }],
        },
      ],
    },
  });
}

type Check = (url: string, expected: string[], act?: () => Promise<void>) => Promise<void>;

/** Runs `visit` in a fresh context of `who`, watched for the corpus. */
async function as(
  browser: Browser,
  info: TestInfo,
  who: Session | 'admin' | null,
  visit: (check: Check, page: Page) => Promise<void>,
) {
  const context = await contextFor(browser, info, who);
  await watchXss(context, watch);
  const page = await context.newPage();
  const from = watch.pages.length;
  try {
    await visit((url, expected, act) => checkRoute(page, watch, url, shown(expected), act), page);
  } finally {
    await context.close();
  }
  expect(watch.dialogs, 'dialogs opened').toEqual([]);
  expect(watch.pages.slice(from).filter((p) => p.live.length > 0)).toEqual([]);
}

test.beforeAll(async ({ browser, request }, info) => {
  test.setTimeout(60_000);
  await ensureSignedIn(browser, info);
  const started = Date.now();
  seeded = await seedCorpus(request, tokenOf('admin'));
  console.log(`xss seed: ${Date.now() - started} ms`);
});

test('the admin’s lists and records show the corpus as text', async ({ browser }, info) => {
  const { officeId, cardIds } = seeded;
  const [names20, names50, addresses, bios] = [packed(20), packed(50), packed(100), packed(2000)];
  await as(browser, info, 'admin', async (check) => {
    await check('/app/office?size=100', [names50[0], names50.at(-1) as string]);
    await check(`/app/office/${officeId}/detail`, [names50[0], addresses[0]]);
    await check(`/app/office/${officeId}/admins`, names20);
    await check('/app/lawyer?size=100', names20);
    await check('/app/card?size=100', names20);
    await check('/app/profession?size=100', names20);
    await check('/app/logs?size=100', [names20[0]]);
    await check(`/app/card/edit/${cardIds[0]}`, [bios[0], addresses[0]]);
  });
});

test('every card’s detail page (phone preview) and the public page', async ({ browser }, info) => {
  const [addresses, wechats, bios] = [packed(100), packed(40), packed(2000)];
  await as(browser, info, 'admin', async (check) => {
    for (const [i, id] of seeded.cardIds.entries())
      await check(`/app/card/detail/${id}`, [
        addresses[i % addresses.length],
        wechats[i % wechats.length],
      ]);
    await check(`/card/${seeded.publishedCardId}`, [bios[0]]);
  });
});

test('the office admin’s header, articles and article editor', async ({ browser }, info) => {
  const [names20, titles, summaries] = [packed(20), packed(100), packed(300)];
  await as(browser, info, seeded.officeAdmin, async (check) => {
    await check('/app/office', [names20[0]]);
    await check('/app/cms?size=100', [titles[0], titles.at(-1) as string]);
    await check(`/app/cms/${seeded.contentIds[0]}`, [titles[0], summaries[0], '正文']);
  });
});

test('the lawyer’s dashboard, card, messages, logs and admins', async ({ browser }, info) => {
  const [names20, names50, reasons, notices, noticeBodies] = [
    packed(20),
    packed(50),
    packed(200),
    packed(50),
    packed(1000),
  ];
  await as(browser, info, seeded.lawyer, async (check, page) => {
    await check('/app/user/dashboard', [reasons.at(-1) as string]);
    await check('/app/user/card', [names20[1]]);
    const last = notices.length - 1;
    await check('/app/user/logs/msg?size=100', [notices[0], notices[last]], async () => {
      // The newest notice (the last title) opens in the detail dialog with its whole content.
      await rowAction(tableRow(page, notices[last]), '查看').click();
      await expect(dialog(page, '查看')).toContainText(noticeBodies[last % noticeBodies.length]);
    });
    await check('/app/user/logs/logs?size=100', [names20[1]]);
    await check('/app/user/admin', [names20[0], names50[0]]);
  });
});

test('an anonymous visitor’s public card page', async ({ browser }, info) => {
  await as(browser, info, null, async (check) => {
    await check(`/card/${seeded.publishedCardId}`, [packed(2000)[0]]);
  });
});

// The count line; each test above already failed on what it found.
test.afterAll(() => {
  if (!seeded) return;
  const live = watch.pages.flatMap((p) => p.live);
  const calls = live.filter((l) => l.endsWith(' ran')).length;
  const handlers = live.filter((l) => /\[on[a-z]+=/i.test(l)).length;
  const pairs = [...seeded.stored.values()].reduce((n, ids) => n + ids.size, 0);
  console.log(
    `xss corpus: ${ALL_PAYLOADS.length} payloads × ${seeded.stored.size} fields, ` +
      `${watch.pages.length} pages checked, ${calls + watch.dialogs.length} executed, ` +
      `${handlers} live handlers (${pairs} payload-field pairs stored)`,
  );
});
