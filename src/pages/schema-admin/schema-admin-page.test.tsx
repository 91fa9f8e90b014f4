// @vitest-environment jsdom
// jsdom keeps Node's fetch, so the page talks to a real stub server (stub-server.ts).
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { setupStubApi } from '../../api/stub-server';
import { renderInRouter } from '../../testing/render-in-router';
import SchemaAdminPage from './schema-admin-page';

// 页面配置's list of files: loading, a refusal and an empty answer look different, and a refusal
// can be tried again.

const api = setupStubApi();
afterEach(cleanup);

const show = () =>
  renderInRouter(
    // As the console's providers do: no space inserted into two-character button labels.
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <SchemaAdminPage />
      </App>
    </ConfigProvider>,
    '/app/setting/schemas',
  );

const card = {
  file: 'forms/card',
  kind: 'forms',
  name: 'card',
  title: '名片',
  version: 3,
  author: '王明德',
  updatedAt: '2026-11-27 10:00:00',
};

describe('页面配置', () => {
  it('lists the files with their version and author', async () => {
    api.ok('GET /api/schema/files', [
      card,
      { file: 'routes', kind: 'routes', name: 'routes', title: '路由表', version: 0 },
    ]);
    show();
    expect(await screen.findByRole('button', { name: '名片' })).toBeTruthy();
    expect(screen.getByText('第 3 版')).toBeTruthy();
    expect(screen.getByText('王明德')).toBeTruthy();
    expect(screen.getByText('2026-11-27 10:00:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: '路由表' })).toBeTruthy();
    expect(screen.getByText('默认')).toBeTruthy();
  });

  it('says when there is nothing to configure', async () => {
    api.ok('GET /api/schema/files', []);
    show();
    expect(await screen.findByText('没有可配置的文件')).toBeTruthy();
  });

  it('shows a refusal with its reason, and 重试 asks again', async () => {
    api.server.stub('GET /api/schema/files', {
      json: { code: '403', message: '无权进行页面配置', data: null },
    });
    show();
    expect(await screen.findByText('页面配置加载失败')).toBeTruthy();
    expect(screen.getByText('无权进行页面配置')).toBeTruthy();
    api.ok('GET /api/schema/files', [card]);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '名片' })).toBeTruthy();
    expect(api.notify).not.toHaveBeenCalled();
  });
});
