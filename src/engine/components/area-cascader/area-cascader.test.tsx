// @vitest-environment jsdom
// jsdom keeps Node's fetch, so the component talks to a real stub server (remote-select.test.tsx).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupStubApi } from '../../../api/stub-server';
import { AreaCascader } from './area-cascader';
import { labelsOf, type AreaOption } from './area-options';

const api = setupStubApi();
afterEach(cleanup);

const real = (container: HTMLElement) => container.querySelector('.ant-cascader');
const place = (id: string, name: string, leaf = false) => ({ id, name, parentId: '', leaf });

describe('labelsOf', () => {
  const options: AreaOption[] = [
    {
      value: '110000',
      label: '北京市',
      isLeaf: false,
      children: [{ value: '110100', label: '北京市', isLeaf: false }],
    },
  ];
  it('names each code along the value, or gives up on a code it does not have', () => {
    expect(labelsOf(options, ['110000', '110100'])).toEqual(['北京市', '北京市']);
    expect(labelsOf(options, ['110000', '999999'])).toBeUndefined();
    expect(labelsOf([], ['110000'])).toBeUndefined();
  });
});

// The first antd render under jsdom builds its styles, which takes seconds on a loaded machine.
describe('AreaCascader stand-in', { timeout: 15_000 }, () => {
  // In this order: once loaded, the real cascader stays for the page (the module's cache).
  it('shows its placeholder when empty and asks the server for nothing until used', async () => {
    render(<AreaCascader />);
    expect(screen.getByText('请选择省/市/区')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(api.server.requests).toEqual([]);
  });
  it('shows a saved place by name without the cascader, then hands over the places it loaded', async () => {
    api.ok('GET /api/system/city/0', [place('110000', '北京市')]);
    api.ok('GET /api/system/city/110000', [place('110100', '北京市')]);
    api.ok('GET /api/system/city/110100', [place('110105', '朝阳区', true)]);
    const { container } = render(<AreaCascader value={['110000', '110100', '110105']} />);
    expect(await screen.findByText('北京市 / 北京市 / 朝阳区')).toBeTruthy();
    expect(real(container)).toBeNull();

    fireEvent.focus(screen.getByRole('combobox'));
    await waitFor(() => expect(real(container)).not.toBeNull());
    expect(container.textContent).toContain('北京市 / 北京市 / 朝阳区');
    expect(document.activeElement).toBe(container.querySelector('.ant-cascader input'));
    // Each level was asked for once: the real one took the stand-in's.
    const asked = api.server.requests.map((r) => r.path);
    expect(asked.filter((p) => p === '/api/system/city/110000')).toHaveLength(1);
  });
});
