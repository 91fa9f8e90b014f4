import {
  act,
  cleanup,
  fireEvent,
  render as renderNode,
  screen,
  waitFor,
} from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLoginForm } from './admin-login-form';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../api/call', () => ({ call }));

const signedIn = { token: 't', userinfo: { name: '管理员', auth: ['ADMIN'] } };
const captcha = { captchaId: 'c1', image: 'data:image/png;base64,AA==' };

/** The server: refuses every sign-in in `refuse`, asks for a captcha once `due`. */
const server = ({ refuse = false, due = false } = {}) =>
  call.mockImplementation(async (name: string) => {
    if (name === 'auth.adminLogin') {
      if (refuse) throw new Error('账号或密码错误');
      return signedIn;
    }
    if (name === 'auth.queryCode') return { required: due };
    if (name === 'auth.code') return captcha;
    throw new Error(`unexpected call ${name}`);
  });

// As the app's providers: 登录, not antd's spaced 登 录 for two-character buttons.
const render = (node: ReactNode) =>
  renderNode(<ConfigProvider button={{ autoInsertSpace: false }}>{node}</ConfigProvider>);

const sent = () => call.mock.calls.filter(([name]) => name === 'auth.adminLogin');
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
/**
 * Clicks 登录 once a sign-in under way has ended (antd ignores clicks while it spins). Its name
 * may keep the spinner's "loading": happy-dom never ends the icon's leave animation.
 */
const submit = async () => {
  const button = screen.getByRole('button', { name: /^(loading )?登录$/ });
  await waitFor(() => expect(button.classList.contains('ant-btn-loading')).toBe(false));
  await act(async () => {
    fireEvent.click(button);
  });
};

// A block: beforeEach would run a function it returns (the mock) as a cleanup.
beforeEach(() => {
  call.mockReset();
});
afterEach(cleanup);

describe('AdminLoginForm', () => {
  it('sends nothing while 账号 or 密码 is empty, and says so at each field', async () => {
    server();
    render(<AdminLoginForm onLoggedIn={vi.fn()} />);
    expect(input('账号').getAttribute('aria-required')).toBe('true');
    expect(input('账号').getAttribute('aria-invalid')).toBeNull();
    await submit();
    await screen.findByText('请输入密码');
    expect(sent()).toHaveLength(0);
    for (const [label, message] of [
      ['账号', '请输入账号'],
      ['密码', '请输入密码'],
    ]) {
      expect(input(label).getAttribute('aria-invalid')).toBe('true');
      const help = document.getElementById(input(label).getAttribute('aria-describedby') ?? '');
      expect(help?.textContent).toBe(message);
    }
  });

  it('checks a field as it is typed in: a blank 账号 is empty, a blank 密码 is not', async () => {
    server();
    render(<AdminLoginForm onLoggedIn={vi.fn()} />);
    type('账号', '   ');
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    type('账号', 'admin');
    await waitFor(() => expect(screen.queryByText('请输入账号')).toBeNull());
    expect(input('账号').getAttribute('aria-invalid')).toBeNull();
    // An untouched field stays quiet until the form is submitted.
    expect(screen.queryByText('请输入密码')).toBeNull();
    type('密码', ' ');
    type('密码', '');
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    type('密码', ' ');
    await waitFor(() => expect(screen.queryByText('请输入密码')).toBeNull());
  });

  it('signs in with the trimmed 账号 and the password as typed when the form is submitted (Enter)', async () => {
    server();
    const onLoggedIn = vi.fn();
    const { container } = render(<AdminLoginForm onLoggedIn={onLoggedIn} />);
    type('账号', '  admin ');
    type('密码', ' Admin@2026 ');
    fireEvent.click(screen.getByRole('checkbox', { name: '记住我' }));
    await act(async () => {
      fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    });
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(sent()).toEqual([
      ['auth.adminLogin', { body: { username: 'admin', password: ' Admin@2026 ' } }],
    ]);
    expect(onLoggedIn).toHaveBeenCalledWith(signedIn, true);
  });

  it('after a refusal shows the captcha the server asks for, and sends it with the next try', async () => {
    server({ refuse: true, due: true });
    const onLoggedIn = vi.fn();
    render(<AdminLoginForm onLoggedIn={onLoggedIn} />);
    type('账号', 'admin');
    type('密码', 'wrong');
    await submit();
    expect(await screen.findByAltText('验证码')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('auth.queryCode', {
      query: { username: 'admin' },
      silent: true,
    });
    // What was typed stays.
    expect((input('密码') as HTMLInputElement).value).toBe('wrong');

    await submit();
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(sent()).toHaveLength(1);

    // A new picture empties the box and its message.
    type('验证码', 'x');
    await act(async () => {
      fireEvent.click(screen.getByAltText('验证码'));
    });
    await waitFor(() => expect((input('验证码') as HTMLInputElement).value).toBe(''));
    await waitFor(() => expect(screen.queryByText('请输入验证码')).toBeNull());

    server({ due: true });
    type('验证码', 'ab12');
    await submit();
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent().at(-1)).toEqual([
      'auth.adminLogin',
      { body: { username: 'admin', password: 'wrong', captchaId: 'c1', captcha: 'ab12' } },
    ]);
    expect(onLoggedIn).toHaveBeenCalledWith(signedIn, false);
  });

  it('offers 密保登录 as a button only when the page handles it', () => {
    server();
    const onQuestionLogin = vi.fn();
    render(<AdminLoginForm onLoggedIn={vi.fn()} onQuestionLogin={onQuestionLogin} />);
    fireEvent.click(screen.getByRole('button', { name: '密保登录' }));
    expect(onQuestionLogin).toHaveBeenCalledOnce();
    expect(sent()).toHaveLength(0);
    cleanup();
    render(<AdminLoginForm onLoggedIn={vi.fn()} />);
    expect(screen.queryByRole('button', { name: '密保登录' })).toBeNull();
  });
});
