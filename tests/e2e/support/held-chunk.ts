import type { Page } from '@playwright/test';

/**
 * Holds back the build's chunk named `name` (assets/<name>-<hash>.js), as on a slow line, until
 * `release()`; `asked` lists each request for it, so a test can check it was not fetched on arrival.
 *
 * @example const editor = await holdChunk(page, 'rich-text-editor'); … editor.release();
 */
export const holdChunk = async (page: Page, name: string) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  const pattern = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  await page.route(pattern, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { asked, release, pattern };
};
