import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { RegisterForm } from './register-form';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../api/call', () => ({ call }));

const offices = [
  { id: 1, name: '北京总所' },
  { id: 2, name: '上海分所' },
];
const typed = {
  手机号: '13600001234',
  验证码: '123456',
  姓名: '新律师',
  密码: 'Regist3r2026',
  确认密码: 'Regist3r2026',
};

/** The server: the number is free, and lawyer.register is refused with `refusal`. */
const server = (refusal: ApiError) =>
  call.mockImplementation(async (name: string) => {
    if (name === 'lawyer.checkMobile') return { registered: false };
    if (name === 'lawyer.register') throw refusal;
    throw new Error(`${name} is not stubbed`);
  });

const input = (label: string) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
/** The error antd shows under a field (the help its input points at). */
const errorAt = (label: string) =>
  document.getElementById(input(label).getAttribute('aria-describedby') ?? '')?.textContent ?? '';

/** Fills every field as a user would, picks 上海分所 and presses 注册. */
const fillAndSubmit = async () => {
  for (const [label, value] of Object.entries(typed))
    fireEvent.change(input(label), { target: { value } });
  fireEvent.mouseDown(input('所属机构'));
  fireEvent.click(await screen.findByText('上海分所', { selector: '.ant-select-item-option *' }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /注\s?册/ }));
  });
  await waitFor(() => expect(call).toHaveBeenCalledWith('lawyer.register', expect.anything()));
};

beforeEach(() => {
  call.mockReset();
});
afterEach(cleanup);

describe('RegisterForm on a refusal', () => {
  it('shows it under the field the envelope names, whatever its text says', async () => {
    // A message about the code that names the mobile: the envelope decides, not the words.
    server(new ApiError('验证码已发往该号码以外的手机', '400', null, 'mobile'));
    render(<RegisterForm offices={offices} onRegistered={vi.fn()} />);
    await fillAndSubmit();
    await waitFor(() => expect(errorAt('手机号')).toBe('验证码已发往该号码以外的手机'));
    expect(input('手机号').getAttribute('aria-invalid')).toBe('true');
    expect(input('验证码').getAttribute('aria-invalid')).toBeNull();
    expect(call).toHaveBeenCalledWith('lawyer.register', {
      body: {
        mobile: typed.手机号,
        code: typed.验证码,
        name: typed.姓名,
        organizationId: 2,
        password: typed.密码,
      },
    });
  });

  it('puts organizationId under 所属机构 and keeps everything typed', async () => {
    server(new ApiError('所属机构不存在或已停用', '400', null, 'organizationId'));
    const onRegistered = vi.fn();
    render(<RegisterForm offices={offices} onRegistered={onRegistered} />);
    await fillAndSubmit();
    await waitFor(() => expect(errorAt('所属机构')).toBe('所属机构不存在或已停用'));
    for (const [label, value] of Object.entries(typed)) expect(input(label).value).toBe(value);
    expect(document.querySelector('.ant-select-selection-item')?.textContent).toBe('上海分所');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('puts a refusal without a field (or with one the form lacks) under no field', async () => {
    for (const refusal of [
      new ApiError('本所暂未开放律师自助注册，验证码与密码均未使用', '403'),
      new ApiError('不支持的字段：nickname', '400', null, 'nickname'),
    ]) {
      server(refusal);
      render(<RegisterForm offices={offices} onRegistered={vi.fn()} />);
      await fillAndSubmit();
      // Once the submit has ended (the button leaves its loading state), nothing is marked.
      await waitFor(() => expect(document.querySelector('.ant-btn-loading')).toBeNull());
      expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
      expect(document.querySelector('.ant-form-item-explain-error')).toBeNull();
      cleanup();
      call.mockReset();
    }
  });
});
