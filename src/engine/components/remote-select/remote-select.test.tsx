// @vitest-environment jsdom
// jsdom keeps Node's fetch, so the api layer talks to a real stub server (happy-dom's fetch
// cannot: see installCookieJar in stub-server.ts).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createForm } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
import { setupStubApi } from '../../../api/stub-server';
import { RemoteSelect } from './remote-select';

const api = setupStubApi();
afterEach(cleanup);

const openList = async (name: string) => {
  const box = screen.getByRole('combobox', { name });
  fireEvent.mouseDown(box);
  return box;
};

const optionTexts = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

describe('RemoteSelect', () => {
  it('shows the records of a page call, asking for one page of 100 with the query', async () => {
    api.ok('GET /api/firmOrganization/pageList', {
      records: [
        { id: 1, name: '总所' },
        { id: 2, name: '上海分所' },
      ],
      total: 2,
    });
    render(
      <RemoteSelect
        call="organization.pageList"
        paged
        query={{ status: 1 }}
        aria-label="所属机构"
      />,
    );
    await openList('所属机构');
    await waitFor(() => expect(optionTexts()).toEqual(['总所', '上海分所']));
    const query = Object.fromEntries(api.single().query);
    expect(query).toMatchObject({ current: '1', size: '100', status: '1' });
  });

  it('shows the rows of a list call with other fields, and emits the chosen value', async () => {
    api.ok('GET /api/selfProfessional/wx/list', [
      { id: 7, name: '刑事辩护', top: 1 },
      { id: 8, name: '婚姻家事', top: 0 },
    ]);
    let chosen: unknown;
    render(
      <RemoteSelect
        call="profession.wxList"
        labelField="name"
        valueField="id"
        aria-label="专业领域"
        onChange={(v) => (chosen = v)}
      />,
    );
    await openList('专业领域');
    await waitFor(() => expect(optionTexts()).toEqual(['刑事辩护', '婚姻家事']));
    fireEvent.click(screen.getByTitle('婚姻家事'));
    expect(chosen).toBe(8);
    // A list call declares no paging keys, and the server refuses keys a call does not declare.
    expect(Object.keys(Object.fromEntries(api.single().query))).not.toContain('current');
  });

  it('keeps a chosen value while its options load again, and when they no longer list it', async () => {
    // What a form dialog remounted after a re-login would do: the value comes from the form, the
    // options from a fresh call. The select never changes the value on its own.
    api.ok('GET /api/lawyer/pageList', { records: [{ id: 7, name: '张律师' }], total: 1 });
    const onChange = vi.fn();
    const chosen = () =>
      [...document.querySelectorAll('.ant-select-selection-item')].map((t) => t.textContent);
    const { rerender } = render(
      <RemoteSelect
        key="first"
        call="lawyer.pageList"
        paged
        mode="multiple"
        value={[7]}
        onChange={onChange}
        aria-label="接收律师"
      />,
    );
    // Before the options arrive the value is already there (by its id), not dropped.
    expect(chosen()).toEqual(['7']);
    await waitFor(() => expect(chosen()).toEqual(['张律师']));

    api.ok('GET /api/lawyer/pageList', { records: [{ id: 8, name: '李律师' }], total: 1 });
    rerender(
      <RemoteSelect
        key="second"
        call="lawyer.pageList"
        paged
        mode="multiple"
        value={[7]}
        onChange={onChange}
        aria-label="接收律师"
      />,
    );
    await waitFor(() => expect(api.server.requests).toHaveLength(2));
    await openList('接收律师');
    await waitFor(() => expect(optionTexts()).toEqual(['李律师']));
    expect(chosen()).toEqual(['7']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('fills the fields `fill` names from the chosen row, leaving what the user typed', async () => {
    api.ok('GET /api/lawyer/pageList', {
      records: [
        { id: 7, name: '张律师', mobile: '13800000007', organizationId: 2 },
        { id: 8, name: '李律师', mobile: '13800000008', organizationId: 3 },
      ],
      total: 2,
    });
    const form = createForm({ values: { mobile: '13900000000' } });
    render(
      <FormProvider form={form}>
        <Field
          name="lawyerId"
          component={[
            RemoteSelect,
            {
              call: 'lawyer.pageList',
              paged: true,
              'aria-label': '律师账号',
              fill: { name: 'name', mobile: 'mobile', organizationId: 'organizationId' },
            },
          ]}
        />
        <Field name="name" />
        <Field name="mobile" />
        <Field name="organizationId" />
      </FormProvider>,
    );
    await openList('律师账号');
    await waitFor(() => expect(optionTexts()).toEqual(['张律师', '李律师']));
    fireEvent.click(screen.getByTitle('张律师'));
    expect(form.values).toEqual({
      lawyerId: 7,
      name: '张律师',
      // Typed before the choice: kept.
      mobile: '13900000000',
      organizationId: 2,
    });
    // Another choice replaces what the first one filled.
    await openList('律师账号');
    fireEvent.click(screen.getAllByTitle('李律师')[0]);
    expect(form.values).toMatchObject({ lawyerId: 8, name: '李律师', organizationId: 3 });
    expect(form.values.mobile).toBe('13900000000');
  });

  it('offers a taken row greyed out with its hint, unless it is the chosen one', async () => {
    const records = [
      { id: 7, name: '张律师', cardId: 31 },
      { id: 8, name: '李律师', cardId: null },
    ];
    api.ok('GET /api/lawyer/pageList', { records, total: 2 });
    const onChange = vi.fn();
    const taken = { field: 'cardId', hint: '已有名片' };
    const { unmount } = render(
      <RemoteSelect
        call="lawyer.pageList"
        paged
        taken={taken}
        onChange={onChange}
        aria-label="律师"
      />,
    );
    await openList('律师');
    await waitFor(() => expect(optionTexts()).toEqual(['张律师（已有名片）', '李律师']));
    fireEvent.click(screen.getByTitle('张律师（已有名片）'));
    expect(onChange).not.toHaveBeenCalled();
    unmount();

    // A card's own lawyer, on its edit page: shown as chosen, without the hint.
    api.ok('GET /api/lawyer/pageList', { records, total: 2 });
    render(<RemoteSelect call="lawyer.pageList" paged taken={taken} value={7} aria-label="律师" />);
    await waitFor(() =>
      expect(document.querySelector('.ant-select-selection-item')?.textContent).toBe('张律师'),
    );
  });

  it('says 暂无数据 when the call fails (the api layer shows the error)', async () => {
    api.server.stub('GET /api/firmOrganization/validList', {
      json: { code: '500', message: '服务器错误' },
    });
    render(<RemoteSelect call="organization.validList" aria-label="机构" />);
    await openList('机构');
    await screen.findByText('暂无数据');
    expect(api.notify).toHaveBeenCalledWith('服务器错误', '500');
  });
});
