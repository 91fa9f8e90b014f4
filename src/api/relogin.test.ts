import { describe, expect, it, vi } from 'vitest';
import { createReloginQueue, sameAccount, waitsForLogin } from './relogin';

// The pure rules of suite 8: which calls wait for a re-login, and the queue they wait in.
describe('which calls wait for a re-login and are replayed', () => {
  it.each(['POST', 'PUT', 'DELETE'])('%s saves refused with 4003, 4004 or 4008', (method) => {
    for (const code of ['4003', '4004', '4008']) {
      expect(waitsForLogin(method, 'content.add', code, true)).toBe(true);
    }
  });

  it('not reads, other codes, the sign-ins themselves, or without the dialog', () => {
    expect(waitsForLogin('GET', 'content.info', '4003', true)).toBe(false);
    for (const code of ['200', '400', '403', '409', '429', '500', '-1']) {
      expect(waitsForLogin('POST', 'content.add', code, true)).toBe(false);
    }
    for (const name of [
      'auth.adminLogin',
      'auth.lawyerLogin',
      'auth.loginByQuestion',
      'auth.logout',
    ]) {
      expect(waitsForLogin('POST', name, '4003', true)).toBe(false);
    }
    // Outside the shell (the login page, tests without it) today's rules apply.
    expect(waitsForLogin('POST', 'content.add', '4003', false)).toBe(false);
  });

  it('the same account is the same type and id, whatever the name says', () => {
    expect(sameAccount({ type: 'lawyer', id: 7 }, { type: 'lawyer', id: 7 })).toBe(true);
    expect(sameAccount({ type: 'lawyer', id: 7 }, { type: 'lawyer', id: 8 })).toBe(false);
    expect(sameAccount({ type: 'lawyer', id: 7 }, { type: 'admin', id: 7 })).toBe(false);
    expect(sameAccount(null, { type: 'admin', id: 1 })).toBe(false);
    expect(sameAccount({ type: 'admin' }, { type: 'admin', id: 1 })).toBe(false);
  });
});

describe('the queue of saves waiting for login', () => {
  it('holds saves until replayAll, then sends each again in order and settles its caller', async () => {
    const q = createReloginQueue();
    const sent: string[] = [];
    const listener = vi.fn();
    q.subscribe(listener);
    const first = q.wait('content.add', '4004', async () => {
      sent.push('content.add');
      return { id: 1 };
    });
    const second = q.wait('card.update', '4003', async () => {
      sent.push('card.update');
      return true;
    });
    // The first refusal names the reason; both wait, nothing has been sent again.
    expect(q.getSnapshot()).toEqual({
      pending: 2,
      code: '4004',
      names: ['content.add', 'card.update'],
    });
    expect(q.open).toBe(true);
    expect(sent).toEqual([]);
    await q.replayAll();
    await expect(first).resolves.toEqual({ id: 1 });
    await expect(second).resolves.toBe(true);
    expect(sent).toEqual(['content.add', 'card.update']);
    expect(q.getSnapshot()).toEqual({ pending: 0, code: null, names: [] });
    expect(q.open).toBe(false);
    expect(listener).toHaveBeenCalled();
  });

  it('a replay that fails rejects only its own caller; the rest still go', async () => {
    const q = createReloginQueue();
    const bad = q.wait('content.add', '4003', () => Promise.reject(new Error('409')));
    const good = q.wait('content.update', '4003', () => Promise.resolve('ok'));
    await q.replayAll();
    await expect(bad).rejects.toThrow('409');
    await expect(good).resolves.toBe('ok');
  });

  it('a replay refused again waits again (the queue is empty while it runs)', async () => {
    const q = createReloginQueue();
    let again: Promise<unknown> | undefined;
    const outer = q.wait('content.add', '4003', () => {
      again = q.wait('content.add', '4008', () => Promise.resolve('second try'));
      return again;
    });
    const replaying = q.replayAll();
    await Promise.resolve();
    expect(q.getSnapshot()).toMatchObject({ pending: 1, code: '4008' });
    await q.replayAll();
    await replaying;
    await expect(outer).resolves.toBe('second try');
  });

  it('abandon (dialog closed, another account) rejects every waiting save, sends none', async () => {
    const q = createReloginQueue();
    const replay = vi.fn(() => Promise.resolve(1));
    const a = q.wait('content.add', '4003', replay);
    const b = q.wait('card.update', '4003', replay);
    q.abandon(new Error('closed'));
    await expect(a).rejects.toThrow('closed');
    await expect(b).rejects.toThrow('closed');
    expect(replay).not.toHaveBeenCalled();
    expect(q.open).toBe(false);
  });

  it('is attached while a dialog is mounted', () => {
    const q = createReloginQueue();
    expect(q.attached).toBe(false);
    const detach = q.attach();
    expect(q.attached).toBe(true);
    detach();
    expect(q.attached).toBe(false);
  });

  it('switchingAccount is set only around the navigation to the other account', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const q = createReloginQueue();
      let during = false;
      q.leaveAsAnotherAccount(() => {
        during = q.switchingAccount;
      });
      expect(during).toBe(true);
      vi.advanceTimersByTime(1);
      expect(q.switchingAccount).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
