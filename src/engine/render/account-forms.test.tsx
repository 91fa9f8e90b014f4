// @vitest-environment jsdom
// The account screens (修改账号, 修改密码, 密保问题) are form files rendered by SettingsView: a form
// with `save` and no `load` saves, says its own success text, stays and empties itself. Calls go
// to the stub server (jsdom keeps Node's fetch).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FeedbackProvider } from '../state/feedback';
import { setupStubApi } from '../../api/stub-server';
import { waitSecondsOf } from '../components/sms-code-input/sms-code-box';
import { forms } from '../../testing/all-schemas';
import { setupValidation } from '../setup-validation';
import { SettingsView } from './settings-view';

const api = setupStubApi();
beforeAll(() => setupValidation());
afterEach(cleanup);

/** Renders the page and waits for the form (its components load on first use). */
const show = async (name: string) => {
  render(
    <FeedbackProvider>
      <RouterProvider
        router={createMemoryRouter([{ path: '/', element: <SettingsView form={forms[name]} /> }])}
      />
    </FeedbackProvider>,
  );
  await screen.findByRole('button', { name: '保 存' });
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: '保 存' }));
const writes = () => api.server.requests.filter((r) => r.method !== 'GET');

describe('account forms in SettingsView', () => {
  it('修改密码 refuses a confirmation that differs, naming it, and sends nothing', async () => {
    await show('account-passwd');
    type('原密码', 'Lawyer@2026');
    type('新密码', 'Newpass@2026');
    type('确认新密码', 'Newpass@2027');
    save();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(writes()).toHaveLength(0);
  });

  it('修改密码 saves the three fields, says so, and empties the form', async () => {
    api.ok('PUT /api/lawyer/updatePassword', null);
    await show('account-passwd');
    type('原密码', 'Lawyer@2026');
    type('新密码', 'Newpass@2026');
    type('确认新密码', 'Newpass@2026');
    save();
    expect(await screen.findByText('密码已修改，其他设备需重新登录')).toBeTruthy();
    expect(JSON.parse(writes()[0].body)).toMatchObject({
      oldPassword: 'Lawyer@2026',
      newPassword: 'Newpass@2026',
      confirmPassword: 'Newpass@2026',
    });
    await waitFor(() => expect(input('原密码').value).toBe(''));
    expect(input('确认新密码').value).toBe('');
  });

  it('修改密码 keeps what was typed when the server refuses', async () => {
    api.server.stub('PUT /api/lawyer/updatePassword', {
      json: { code: '400', data: null, message: '原密码不正确' },
    });
    await show('account-passwd');
    type('原密码', 'Wrong@2026');
    type('新密码', 'Newpass@2026');
    type('确认新密码', 'Newpass@2026');
    save();
    await waitFor(() => expect(api.notify).toHaveBeenCalledWith('原密码不正确', '400'));
    expect(input('原密码').value).toBe('Wrong@2026');
    expect(input('确认新密码').value).toBe('Newpass@2026');
  });

  it('修改账号: 获取验证码 checks the new number first, then texts it and counts down', async () => {
    api.ok('GET /api/auth/account', {
      name: '张伟',
      username: '',
      mobile: '13800000001',
      question: '',
    });
    await show('account-settings');
    expect(await screen.findByText('13800000001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入新手机号')).toBeTruthy();
    type('新手机号', '1391234');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的11位手机号')).toBeTruthy();
    expect(writes()).toHaveLength(0);

    api.ok('POST /api/cardSelf/getCardCode', null);
    type('新手机号', '13912345678');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const countdown = await screen.findByRole('button', { name: /60 秒后重新获取/ });
    expect((countdown as HTMLButtonElement).disabled).toBe(true);
    const sent = new URLSearchParams(writes()[0].body);
    expect([sent.get('mobile'), sent.get('purpose')]).toEqual(['13912345678', 'mobile']);
  });

  it('修改账号 sends the number and code, then shows the new number', async () => {
    api.ok('GET /api/auth/account', {
      name: '张伟',
      username: '',
      mobile: '13800000001',
      question: '',
    });
    api.ok('PUT /api/lawyer/updateMobile', null);
    await show('account-settings');
    await screen.findByText('13800000001');
    type('新手机号', '13912345678');
    type('验证码', '12345');
    save();
    expect(await screen.findByText('请输入6位数字验证码')).toBeTruthy();
    expect(writes()).toHaveLength(0);
    type('验证码', '123456');
    api.ok('GET /api/auth/account', {
      name: '张伟',
      username: '',
      mobile: '13912345678',
      question: '',
    });
    save();
    expect(await screen.findByText('手机号已修改')).toBeTruthy();
    expect(JSON.parse(writes()[0].body)).toMatchObject({ mobile: '13912345678', code: '123456' });
    // The form is remounted after the save, so the current number is fetched again.
    expect(await screen.findByText('13912345678')).toBeTruthy();
    expect(input('新手机号').value).toBe('');
  });

  it('reads the wait the server asks for', () => {
    expect(waitSecondsOf('验证码发送过于频繁，请 42 秒后再试')).toBe(42);
    expect(waitSecondsOf('验证码错误')).toBeUndefined();
  });
});
