import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SchemaField } from '../../render/schema-field';
import { forms, routes } from '../../../testing/all-schemas';
import { MenuSwitches } from './menu-switches';
import { switchMap, switchRows } from './switch-rows';

afterEach(cleanup);

const named = routes.filter((r) => r.name);

describe('switchRows', () => {
  it('lists every named route of routes.json with its title, in table order', () => {
    const rows = switchRows(routes);
    expect(rows.map((r) => r.name)).toEqual(named.map((r) => r.name));
    expect(rows.find((r) => r.name === 'office')).toEqual({ name: 'office', title: '机构管理' });
  });

  it('names the menu group a route sits in', () => {
    const rows = switchRows([
      { path: '/app/conf', title: '运营管理', menu: {} },
      { path: '/app/conf/share', title: '分享封面', name: 'share', menu: {} },
      { path: '/app/logs', title: '重要日志', name: 'logs', menu: {} },
    ]);
    expect(rows).toEqual([
      { name: 'share', title: '分享封面', group: '运营管理' },
      { name: 'logs', title: '重要日志' },
    ]);
  });
});

describe('switchMap', () => {
  const rows = [
    { name: 'office', title: '机构管理' },
    { name: 'card', title: '名片管理' },
  ];

  it('reads a missing name as on and drops names that are not routes', () => {
    expect(switchMap(rows, { card: false, gone: false })).toEqual({ office: true, card: false });
    expect(switchMap(rows, null)).toEqual({ office: true, card: true });
  });
});

describe('MenuSwitches', () => {
  it('shows a switch per named route; a missing key is on', () => {
    render(<MenuSwitches value={{ card: false }} />);
    for (const r of named) {
      const sw = screen.getByRole('switch', { name: r.title });
      expect(sw.getAttribute('aria-checked')).toBe(r.name === 'card' ? 'false' : 'true');
    }
  });

  it('is a table with a header row and one row per named route, in table order', () => {
    render(<MenuSwitches value={{}} />);
    const grouped = switchRows(routes).some((r) => r.group);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '菜单',
      ...(grouped ? ['所属分组'] : []),
      '显示',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(named.map((r) => r.title));
  });

  it('emits the complete map when one switch changes', () => {
    let emitted: Record<string, boolean> | undefined;
    render(<MenuSwitches value={{}} onChange={(v) => (emitted = v)} />);
    fireEvent.click(screen.getByRole('switch', { name: '专业领域' }));
    expect(emitted).toEqual(
      Object.fromEntries(named.map((r) => [r.name, r.name !== 'profession'])),
    );
  });

  it('edits adminFuncSwitch.global through the 管理后台 settings form', async () => {
    const form = createForm({ initialValues: { global: { logs: false } } });
    render(
      <FormProvider form={form}>
        <SchemaField schema={forms['setting-admin'].schema} />
      </FormProvider>,
    );
    expect(await screen.findByText('菜单开关')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: '重要日志' }));
    await waitFor(() => expect((form.values.global as Record<string, boolean>).logs).toBe(true));
    fireEvent.click(screen.getByRole('switch', { name: '机构管理' }));
    await waitFor(() => expect((form.values.global as Record<string, boolean>).office).toBe(false));
  });
});
