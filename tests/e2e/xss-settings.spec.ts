/**
 * docs/security.md, suite 4, the settings half: the XSS corpus in the firm's free-text settings
 * (小程序首页 律所简介 and banner links and images, 分享标题 and cover, 公众号名称 and its QR image, 小程序名称),
 * saved through the API and shown by their settings pages. It runs in the `settings` project
 * (alone, after every other spec) because these values are the firm's, and puts the values it
 * found back at the end.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { ensureSignedIn } from './support/signed-in';
import { ALL_PAYLOADS, packPayloads, payloadsIn, URL_PAYLOADS } from '../xss/corpus';
import { storageStateOf } from './support/accounts';
import { api, tokenOf } from './support/api';
import { checkRoute, watchXss, type XssWatch } from './support/xss-check';

test.use({ storageState: storageStateOf('admin') });

// Run as a teardown (playwright.config.ts), so without setup when run on its own.
test.beforeAll(async ({ browser }, info) => ensureSignedIn(browser, info));

type Values = Record<string, unknown>;

const pack = (max: number) => packPayloads(max, ALL_PAYLOADS);
const shown = (v: string) => v.replace(/\s+/g, ' ').trim();
const urls = URL_PAYLOADS.map((p) => p.text);
/** A section as it is saved again: without the answer's own fields. */
const values = ({ version: _v, corrupt: _c, ...rest }: Values) => rest;

async function read(request: APIRequestContext, token: string) {
  const [share, qrcode, mpconf, appConf] = await Promise.all(
    ['/firmConf/shareCover', '/firmConf/qrcode', '/firm/mpconf', '/firmConf/appConf'].map((url) =>
      api<Values>(request, token, 'GET', url),
    ),
  );
  return { share, qrcode, mpName: mpconf.mpName as string, appConfSet: appConf.appConfSet };
}

test('free-text settings with the corpus are shown as text on their pages', async ({
  page,
  context,
  request,
}) => {
  const token = tokenOf('admin');
  const before = await read(request, token);
  const index = JSON.parse(String(before.appConfSet || '{}')) as { index?: Values };
  const watch: XssWatch = { dialogs: [], pages: [] };
  const stored = new Map<string, Set<number>>();
  const note = (field: string, value: string) => {
    const ids = stored.get(field) ?? new Set<number>();
    for (const p of payloadsIn(value)) ids.add(p.id);
    stored.set(field, ids);
  };
  await watchXss(context, watch);

  const [titles, intros] = [pack(30), pack(2000)];
  try {
    for (const [i, title] of titles.entries()) {
      const image = urls[i % urls.length];
      const intro = intros[i % intros.length];
      await api(request, token, 'PUT', '/firmConf/shareCover', { body: { title, image } });
      await api(request, token, 'PUT', '/firmConf/qrcode', { body: { name: title, image } });
      await api(request, token, 'PUT', '/firmConf/mpName', { body: { mpName: title } });
      const banners = urls.map((link) => ({ image, link }));
      await api(request, token, 'PUT', '/firmConf/appConf', {
        body: { appConfSet: JSON.stringify({ index: { ...index.index, banners, intro } }) },
      });
      for (const [field, v] of [
        ['shareCover.title', title],
        ['shareCover.image', image],
        ['qrcode.name', title],
        ['qrcode.image', image],
        ['mpconf.mpName', title],
        ['index.intro', intro],
        ['index.banners.image', image],
        ['index.banners.link', urls.join(' ')],
      ])
        note(field, v);

      await checkRoute(page, watch, '/app/conf/miniprogram-share', [shown(title)]);
      await checkRoute(page, watch, '/app/conf/firm-qrcode', [shown(title)]);
      await checkRoute(page, watch, '/app/setting/miniprogram', [shown(title)]);
      await checkRoute(page, watch, '/app/conf/miniprogram-index', [shown(intro), urls[0]]);
    }
  } finally {
    // The firm's own values back, whatever happened above.
    await api(request, token, 'PUT', '/firmConf/shareCover', { body: values(before.share) });
    await api(request, token, 'PUT', '/firmConf/qrcode', { body: values(before.qrcode) });
    await api(request, token, 'PUT', '/firmConf/mpName', { body: { mpName: before.mpName } });
    await api(request, token, 'PUT', '/firmConf/appConf', {
      body: { appConfSet: JSON.stringify({ index: index.index ?? {} }) },
    });
  }

  const live = watch.pages.flatMap((p) => p.live.map((l) => `${p.url}: ${l}`));
  const pairs = [...stored.values()].reduce((n, ids) => n + ids.size, 0);
  console.log(
    `xss corpus (settings): ${ALL_PAYLOADS.length} payloads × ${stored.size} fields, ` +
      `${watch.pages.length} pages checked, ${watch.dialogs.length + live.filter((l) => l.endsWith(' ran')).length} executed, ` +
      `${live.filter((l) => /\[on[a-z]+=/i.test(l)).length} live handlers (${pairs} payload-field pairs stored)`,
  );
  expect(watch.dialogs).toEqual([]);
  expect(live).toEqual([]);
  const after = await read(request, token);
  expect(after.share.title).toBe(before.share.title);
  expect(after.mpName).toBe(before.mpName);
  const restored = JSON.parse(String(after.appConfSet || '{}')) as { index?: Values };
  expect(restored.index?.intro ?? '').toBe(index.index?.intro ?? '');
});
