// @vitest-environment node
// Node, for its fetch: see installCookieJar in stub-server.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './call';
import { ApiError, SESSION_REDIRECT_DELAY_MS } from './errors';
import { relogin } from './relogin';
import { logOut } from './session-store';
import { getToken, setToken } from './session';
import { setupStubApi } from './stub-server';

// Saves refused because the session is over wait for the re-login dialog and are replayed with
// the new token and the same body; reads keep today's rules unless a save is waiting.
const api = setupStubApi();
let detach: (() => void) | undefined;
afterEach(() => {
  relogin.abandon(new Error('test over'));
  detach?.();
  detach = undefined;
  vi.useRealTimers();
});

const envelope = (code: string, data: unknown = null) => ({ json: { code, message: '', data } });

/** Resolves once the queue holds `n` saves. */
const waitingFor = (n: number) => vi.waitFor(() => expect(relogin.getSnapshot().pending).toBe(n));

describe('a save refused with a session code, the dialog attached', () => {
  it.each(['4003', '4004', '4008'])(
    '%s: waits without a message or redirect, then is replayed with the new token',
    async (code) => {
      detach = relogin.attach();
      setToken('old-token', false);
      api.server.stub('POST /api/firmContent', envelope(code));
      const saving = call('content.add', { body: { title: '标题', body: '<p>正文</p>' } });
      await waitingFor(1);
      expect(relogin.getSnapshot()).toMatchObject({ code, names: ['content.add'] });
      expect(api.notify).not.toHaveBeenCalled();
      expect(api.redirect).not.toHaveBeenCalled();
      expect(getToken()).toBeUndefined();

      // The dialog signs in again (a new token) and replays.
      setToken('new-token', false);
      api.server.stub('POST /api/firmContent', envelope('200', { id: 42 }));
      await relogin.replayAll();
      await expect(saving).resolves.toEqual({ id: 42 });
      const [refused, replayed] = api.server.requests;
      expect(refused.headers.token).toBe('old-token');
      expect(replayed.headers.token).toBe('new-token');
      expect(JSON.parse(replayed.body)).toEqual(JSON.parse(refused.body));
      expect(JSON.parse(replayed.body)).toMatchObject({ title: '标题', body: '<p>正文</p>' });
      expect(api.notify).not.toHaveBeenCalled();
    },
  );

  it('form bodies are replayed as sent (the encoding is redone from the arguments)', async () => {
    detach = relogin.attach();
    api.server.stub('POST /api/cardSelf/getAdminInfo', envelope('4008'));
    const saving = call('cardSelf.getAdminInfo', { body: { name: '王五', ids: [1, 2] } });
    await waitingFor(1);
    api.server.stub('POST /api/cardSelf/getAdminInfo', envelope('200', true));
    await relogin.replayAll();
    await expect(saving).resolves.toBe(true);
    const [refused, replayed] = api.server.requests;
    expect(replayed.body).toBe(refused.body);
    expect(new URLSearchParams(replayed.body).getAll('ids')).toEqual(['1', '2']);
  });

  it('closing the dialog rejects the save; nothing is sent again and the page is not left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    detach = relogin.attach();
    api.server.stub('PUT /api/lawyer/card/update', envelope('4003'));
    const saving = call('card.update', { body: { id: 1, name: '张伟' } });
    await waitingFor(1);
    relogin.abandon(new ApiError('登录超时，请重新登录', '4003'));
    await expect(saving).rejects.toMatchObject({ code: '4003' });
    vi.advanceTimersByTime(SESSION_REDIRECT_DELAY_MS * 2);
    expect(api.redirect).not.toHaveBeenCalled();
    expect(api.server.requests).toHaveLength(1);
  });

  it('a read refused while a save waits is quiet and stays; afterwards 4003 leaves as today', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    detach = relogin.attach();
    api.server.stub('POST /api/firmContent', envelope('4003'));
    api.server.stub('GET /api/auth/self', envelope('4003'));
    const saving = call('content.add', { body: { title: 'x' } });
    await waitingFor(1);
    await expect(call('auth.self')).rejects.toMatchObject({ code: '4003' });
    vi.advanceTimersByTime(SESSION_REDIRECT_DELAY_MS * 2);
    expect(api.notify).not.toHaveBeenCalled();
    expect(api.redirect).not.toHaveBeenCalled();

    relogin.abandon(new ApiError('closed', '4003'));
    await saving.catch(() => undefined);
    await expect(call('auth.self')).rejects.toMatchObject({ code: '4003' });
    expect(api.notify).toHaveBeenCalledExactlyOnceWith('登录超时，请重新登录', '4003');
    vi.advanceTimersByTime(SESSION_REDIRECT_DELAY_MS);
    expect(api.redirect).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('a save refused after a read started the redirect keeps the page (the dialog wins)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    detach = relogin.attach();
    api.server.stub('GET /api/auth/self', envelope('4003'));
    api.server.stub('POST /api/firmContent', envelope('4003'));
    await expect(call('auth.self')).rejects.toMatchObject({ code: '4003' });
    const saving = call('content.add', { body: { title: 'x' } });
    await waitingFor(1);
    vi.advanceTimersByTime(SESSION_REDIRECT_DELAY_MS * 2);
    expect(api.redirect).not.toHaveBeenCalled();
    relogin.abandon(new ApiError('closed', '4003'));
    await saving.catch(() => undefined);
  });
});

describe('退出登录', () => {
  it('ends the session on the server with its token, then forgets it', async () => {
    setToken('live-token', false);
    api.ok('POST /api/auth/logout', true);
    await logOut();
    const [sent] = api.server.requests;
    expect(sent.headers.token).toBe('live-token');
    expect(getToken()).toBeUndefined();
  });

  it('a session already over (4003) is no obstacle: no message, no redirect, no dialog', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
    detach = relogin.attach();
    setToken('dead-token', false);
    api.server.stub('POST /api/auth/logout', envelope('4003'));
    await logOut();
    vi.advanceTimersByTime(SESSION_REDIRECT_DELAY_MS * 2);
    expect(relogin.getSnapshot().pending).toBe(0);
    expect(api.notify).not.toHaveBeenCalled();
    expect(api.redirect).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
  });
});

describe('without the dialog (login page, other shells): today’s rules', () => {
  it('a save refused with 4003 rejects, shows 登录超时 and leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    api.server.stub('POST /api/firmContent', envelope('4003'));
    await expect(call('content.add', { body: { title: 'x' } })).rejects.toMatchObject({
      code: '4003',
    });
    expect(relogin.getSnapshot().pending).toBe(0);
    expect(api.notify).toHaveBeenCalledExactlyOnceWith('登录超时，请重新登录', '4003');
    vi.advanceTimersByTime(SESSION_REDIRECT_DELAY_MS);
    expect(api.redirect).toHaveBeenCalledExactlyOnceWith('/');
  });
});
