/**
 * SMS codes in the demo server: no SMS provider, so each code sent also lands in an outbox that
 * only a demo-mode server has (GET /api/demo/sms-outbox); the tests read codes from there.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { api } from './api';

interface OutboxEntry {
  mobile: string;
  purpose: string;
  code: string;
  sentAt: string;
}

/** The newest code sent to `mobile` for `purpose`, waiting briefly for it to arrive. */
export async function smsCodeFor(
  request: APIRequestContext,
  mobile: string,
  purpose: 'register' | 'login' | 'mobile',
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const entries = await api<OutboxEntry[]>(request, null, 'GET', '/demo/sms-outbox', {
        query: { mobile },
      });
      code = entries.find((e) => e.purpose === purpose)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * 获取验证码 for a register or login code: clicks it, answers the 图形验证码 it shows (the demo
 * server started with DEMO_CAPTCHA_ANSWERS=1 tells the answer of the picture shown, which a test
 * cannot read) and clicks 发送验证码.
 */
export async function askForSmsCode(scope: Page | Locator, request: APIRequestContext) {
  const picture = scope.locator('img[data-captcha-id]');
  // 获取验证码 brings a new picture even when one is shown: answer the new one, not the old one
  // that is still on screen until the new one arrives.
  const shown = (await picture.isVisible()) ? await picture.getAttribute('data-captcha-id') : null;
  await scope.getByRole('button', { name: '获取验证码' }).click();
  if (shown) await expect(picture).not.toHaveAttribute('data-captcha-id', shown);
  else await expect(picture).toBeVisible();
  const captchaId = (await picture.getAttribute('data-captcha-id')) ?? '';
  const answer = await api<string>(request, null, 'GET', '/demo/captcha-answer', {
    query: { captchaId },
  });
  expect(answer, 'the demo server needs DEMO_CAPTCHA_ANSWERS=1').toMatch(/^\w{4}$/);
  await scope.getByRole('textbox', { name: '图形验证码' }).fill(answer);
  await scope.getByRole('button', { name: '发送验证码' }).click();
}
