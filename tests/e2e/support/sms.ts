/**
 * SMS codes in the demo server: no SMS provider, so each code sent also lands in an outbox that
 * only a demo-mode server has (GET /api/demo/sms-outbox); the tests read codes from there.
 */
import { expect, type APIRequestContext } from '@playwright/test';
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
