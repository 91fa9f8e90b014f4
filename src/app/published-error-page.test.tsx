// The error page of a page broken by a published file: it names the file and version; a `system`
// admin rolls back to the version before it (after confirming), anyone else is told whom to ask.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Userinfo } from '../api/session';
import { signIn, signOut } from '../api/session-store';
import { FeedbackProvider } from '../engine/state/feedback';
import { renderInRouter } from '../testing/render-in-router';
import { PublishedErrorPage } from './published-error-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../api/call', () => ({ call }));

const system: Userinfo = { id: 1, type: 'admin', name: '王明德', auth: ['ADMIN', 'system'] };
const branch: Userinfo = { id: 2, type: 'admin', name: '李华', auth: ['ADMIN'] };
const files = [{ file: 'forms/card', version: 3, title: '名片' }];

const show = (user: Userinfo) => {
  act(() => signIn('token', user, false));
  return renderInRouter(
    <FeedbackProvider>
      <PublishedErrorPage files={files} />
    </FeedbackProvider>,
    '/app/user/card',
  );
};

afterEach(() => {
  cleanup();
  act(() => signOut());
  call.mockReset();
});

describe('PublishedErrorPage', () => {
  it('lets a system admin roll the file back to the version before it', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'schema.rollback') return { version: 4 };
      if (name === 'schema.published') return { revision: 9, files: {} };
      throw new Error(`${name} is not stubbed`);
    });
    show(system);
    expect(screen.getByText('页面配置「名片」第 3 版无法显示')).toBeTruthy();
    expect(screen.getByRole('link', { name: '打开页面配置' }).getAttribute('href')).toBe(
      '/app/setting/schemas',
    );

    fireEvent.click(screen.getByRole('button', { name: '回滚到上一版' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('回滚为第 2 版的内容');
    // Nothing is rolled back before the admin confirms.
    expect(call).not.toHaveBeenCalledWith('schema.rollback', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: '回 滚' }));

    await screen.findByText('已回滚「名片」，现为第 4 版');
    expect(call).toHaveBeenCalledWith('schema.rollback', {
      body: expect.objectContaining({ file: 'forms/card', version: 2, baseVersion: 3 }),
    });
    // The page reads the published files again before it renders anew.
    await waitFor(() => expect(call).toHaveBeenCalledWith('schema.published', expect.anything()));
  });

  it('tells anyone else to contact the system admin and offers only 重试', () => {
    show(branch);
    expect(screen.getByText('页面配置「名片」第 3 版无法显示')).toBeTruthy();
    expect(screen.getByText(/请联系系统管理员处理/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s?试/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '回滚到上一版' })).toBeNull();
    expect(screen.queryByRole('link', { name: '打开页面配置' })).toBeNull();
  });
});
