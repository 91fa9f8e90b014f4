// @vitest-environment jsdom
// jsdom keeps Node's fetch, so the component talks to a real stub server (remote-select.test.tsx).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../state/feedback';
import { setupStubApi } from '../../../api/stub-server';
import { CallValue } from './call-value';

const api = setupStubApi();
afterEach(cleanup);

const auditCode = (
  <FeedbackProvider>
    <CallValue
      call="audit.queryCode"
      field="code"
      timeField="updateTime"
      hint="审核人员在小程序中输入此审核码即可审核名片"
      action={{
        label: '重新生成',
        call: 'audit.updateCode',
        confirm: '重新生成后旧审核码立即失效，确定吗？',
        success: '审核码已更新',
      }}
    />
  </FeedbackProvider>
);

describe('CallValue', () => {
  it('shows the loaded value with its time and hint', async () => {
    api.ok('GET /api/audit/queryAuditCode', { code: '123456', updateTime: '2026-03-01T08:00:00Z' });
    render(auditCode);
    expect(await screen.findByText('123456')).toBeTruthy();
    expect(screen.getByText(/^更新于 2026-03-01/)).toBeTruthy();
    expect(screen.getByText('审核人员在小程序中输入此审核码即可审核名片')).toBeTruthy();
  });

  it('replaces the value only after the confirm, and says so', async () => {
    api.ok('GET /api/audit/queryAuditCode', { code: '123456', updateTime: null });
    api.ok('POST /api/audit/updateAuditCode', { code: '654321', updateTime: null });
    render(auditCode);
    await screen.findByText('123456');
    fireEvent.click(screen.getByRole('button', { name: '重新生成' }));
    expect(await screen.findByText('重新生成后旧审核码立即失效，确定吗？')).toBeTruthy();
    expect(api.server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('654321')).toBeTruthy();
    expect(await screen.findByText('审核码已更新')).toBeTruthy();
    expect(screen.queryByText('123456')).toBeNull();
  });

  it('keeps the old value when the action fails (the api layer shows why)', async () => {
    api.ok('GET /api/audit/queryAuditCode', { code: '123456' });
    api.server.stub('POST /api/audit/updateAuditCode', {
      json: { code: '403', message: '无权访问' },
    });
    render(auditCode);
    await screen.findByText('123456');
    fireEvent.click(screen.getByRole('button', { name: '重新生成' }));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.notify).toHaveBeenCalledWith('无权访问', '403'));
    expect(screen.getByText('123456')).toBeTruthy();
  });

  it('shows a failed load in place, in Chinese, and retries', async () => {
    api.server.stub('GET /api/audit/queryAuditCode', {
      json: { code: '500', message: '服务器错误' },
    });
    render(auditCode);
    expect(await screen.findByText('服务器错误')).toBeTruthy();
    // Shown here, not as a toast as well.
    expect(api.notify).not.toHaveBeenCalled();
    api.ok('GET /api/audit/queryAuditCode', { code: '777777' });
    fireEvent.click(screen.getByRole('button', { name: '重 试' }));
    expect(await screen.findByText('777777')).toBeTruthy();
  });

  it('copies the code and says so for a moment', async () => {
    api.ok('GET /api/audit/queryAuditCode', { code: '123456' });
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      render(auditCode);
      await screen.findByText('123456');
      fireEvent.click(screen.getByRole('button', { name: '复制' }));
      expect(await screen.findByRole('button', { name: '已复制' })).toBeTruthy();
      expect(writeText).toHaveBeenCalledWith('123456');
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });
});
