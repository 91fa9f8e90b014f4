import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors';
import { SmsCodeBox } from './sms-code-box';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/call', () => ({ call }));

const picture = (id: string) => ({ captchaId: id, image: 'data:image/svg+xml;base64,PHN2Zy8+' });
const mobile = async () => '13900000001';

beforeEach(() => call.mockReset());
afterEach(cleanup);

const answerBox = () => screen.getByRole('textbox', { name: '图形验证码' });

describe('SmsCodeBox', () => {
  it('asks for the picture captcha before a login code and sends its answer with the number', async () => {
    call.mockResolvedValueOnce(picture('c1')).mockResolvedValueOnce(null);
    render(<SmsCodeBox purpose="login" resolveMobile={mobile} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await vi.waitFor(() => expect(answerBox()).toBeTruthy());
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('auth.code');

    // Nothing is sent without an answer.
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(1);

    fireEvent.change(answerBox(), { target: { value: ' ab3d ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('textbox', { name: '图形验证码' })).toBeNull(),
    );
    expect(call).toHaveBeenLastCalledWith('cardSelf.getCardCode', {
      body: { mobile: '13900000001', purpose: 'login', captchaId: 'c1', captcha: 'ab3d' },
    });
    expect(screen.getByRole('button', { name: /秒后重新获取/ })).toBeTruthy();
  });

  it('brings a new picture after a refused answer, which the server used up', async () => {
    call
      .mockResolvedValueOnce(picture('c1'))
      .mockRejectedValueOnce(new ApiError('请输入正确的图形验证码', '400'))
      .mockResolvedValueOnce(picture('c2'));
    render(<SmsCodeBox purpose="register" resolveMobile={mobile} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    fireEvent.change(await screen.findByRole('textbox', { name: '图形验证码' }), {
      target: { value: '0000' },
    });
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await vi.waitFor(() =>
      expect(screen.getByAltText('图形验证码图片').getAttribute('data-captcha-id')).toBe('c2'),
    );
    expect((answerBox() as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });

  it('sends a mobile-change code at once: the signed-in lawyer needs no captcha', async () => {
    call.mockResolvedValueOnce(null);
    render(<SmsCodeBox purpose="mobile" resolveMobile={mobile} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await vi.waitFor(() =>
      expect(call).toHaveBeenCalledWith('cardSelf.getCardCode', {
        body: { mobile: '13900000001', purpose: 'mobile' },
      }),
    );
    expect(screen.queryByRole('textbox', { name: '图形验证码' })).toBeNull();
  });
});
