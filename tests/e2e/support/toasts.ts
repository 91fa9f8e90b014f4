/**
 * Toasts (antd message) as the user saw them, recorded by the page itself. A toast shows for 3 s;
 * `expect(toast).toBeVisible()` looks for it only between the accessibility guard's locator
 * handlers (support/test.ts), which run before every retry of an assertion while a dialog is
 * open and can take seconds each on a loaded machine: the toast could come and go in between
 * (a save that succeeded, then failed on 保存成功 never being seen). The recorder notes each toast
 * as it is added, and `expectToastShown` polls that list, which no locator handler delays.
 */
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** Texts of the toasts shown since the page loaded, oldest first. */
    __e2eToasts?: string[];
    /** How many of them `expectToastShown` has already matched. */
    __e2eToastsRead?: number;
  }
}

/** Starts recording toasts on every document the page loads from now on. */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    window.__e2eToasts = shown;
    window.__e2eToastsRead = 0;
    const NOTICE = '.ant-message-notice';
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const notices = node.matches(NOTICE) ? [node] : [...node.querySelectorAll(NOTICE)];
          for (const notice of notices) shown.push(notice.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Waits until a toast containing `text` has been shown since the last one this matched (so two
 * saves need two toasts). The page must be recording (`recordToasts` before its first load).
 */
export async function expectToastShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const shown = window.__e2eToasts;
          if (!shown) return 'not recording';
          const from = window.__e2eToastsRead ?? 0;
          const at = shown.findIndex((t, i) => i >= from && t.includes(wanted));
          if (at < 0) return 'not shown';
          window.__e2eToastsRead = at + 1;
          return 'shown';
        }, text),
      { message: `toast 「${text}」` },
    )
    .toBe('shown');
}
