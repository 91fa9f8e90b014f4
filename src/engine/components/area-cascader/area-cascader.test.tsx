// @vitest-environment jsdom
// jsdom keeps Node's fetch, so the component talks to a real stub server (remote-select.test.tsx).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupStubApi } from '../../../api/stub-server';
import { AreaCascader } from './area-cascader';

const api = setupStubApi();
afterEach(cleanup);

const place = (id: string, name: string, leaf = false) => ({ id, name, parentId: '', leaf });

describe('AreaCascader', () => {
  it('shows its placeholder when empty', async () => {
    api.ok('GET /api/system/city/0', [place('110000', '北京市')]);
    render(<AreaCascader />);
    expect(await screen.findByText('请选择省/市/区')).toBeTruthy();
  });

  it('shows a saved place by name, each level of its chain asked for once', async () => {
    api.ok('GET /api/system/city/0', [place('110000', '北京市')]);
    api.ok('GET /api/system/city/110000', [place('110100', '北京市')]);
    api.ok('GET /api/system/city/110100', [place('110105', '朝阳区', true)]);
    const { container } = render(<AreaCascader value={['110000', '110100', '110105']} />);
    await screen.findByText('北京市 / 北京市 / 朝阳区');
    expect(container.querySelector('.ant-cascader')).not.toBeNull();
    const asked = api.server.requests.map((r) => r.path);
    expect(asked.filter((p) => p === '/api/system/city/110000')).toHaveLength(1);
  });
});
