// FormCore through a host that records what the form asks of the page around it: loading the
// record, saving it, a 409, drafts kept across visits and the leave guard.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../state/feedback';
import type { FormSchema } from '../schema/types';
import { FormCore } from './form-core';
import type { FormHost } from './form-host';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const form: FormSchema = {
  title: '名片',
  draft: true,
  load: { call: 'card.info', params: { id: '{id}' } },
  submit: { create: 'card.add', update: 'card.update' },
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: '姓名', 'x-decorator': 'FormItem', 'x-component': 'Input' },
      bio: {
        type: 'string',
        title: '个人简介',
        'x-decorator': 'FormItem',
        'x-component': 'Input.TextArea',
      },
    },
  },
};

const hostWith = (call: FormHost['call'], changes: Partial<FormHost> = {}): FormHost => ({
  user: { id: 7, type: 'lawyer', name: '张伟', auth: [] },
  call,
  reportError: vi.fn(),
  navigate: vi.fn(),
  notify: vi.fn(),
  confirm: () => Promise.resolve(true),
  ...changes,
});

const show = (host: FormHost, withDraft = true) =>
  render(
    <FeedbackProvider>
      <FormCore
        form={withDraft ? form : { ...form, draft: false }}
        formName="card"
        mode="update"
        recordId={3}
        params={{}}
        host={host}
      />
    </FeedbackProvider>,
  );

const field = async (label: string) => (await screen.findByLabelText(label)) as HTMLInputElement;
// A fresh object per answer, as from the network: Formily keeps the one it is given.
const record = () => ({ id: 3, version: 4, name: '张伟', bio: '初版简介' });

describe('FormCore', () => {
  it('loads the record, saves what the server accepts with the version, then leaves', async () => {
    const call = vi.fn((name: string) => Promise.resolve(name === 'card.info' ? record() : null));
    const host = hostWith(call, { from: '/app/card?current=2' });
    show(host, false);
    expect((await field('个人简介')).value).toBe('初版简介');
    fireEvent.change(await field('个人简介'), { target: { value: '新的简介' } });
    fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    await waitFor(() => expect(host.navigate).toHaveBeenCalledWith('/app/card?current=2'));
    expect(call).toHaveBeenCalledWith('card.update', {
      body: { name: '张伟', bio: '新的简介', id: 3, version: 4 },
      params: { id: 3 },
      silent: true,
    });
    expect(host.notify).toHaveBeenCalledWith('保存成功');
  });

  it('offers edits left unsaved as a draft when the page opens again', async () => {
    const call = vi.fn(() => Promise.resolve(record()));
    show(hostWith(call));
    fireEvent.change(await field('个人简介'), { target: { value: '没保存的简介' } });
    cleanup();
    show(hostWith(call));
    // The confirm's title is also the dialog's accessible name, so it is there twice.
    expect((await screen.findAllByText('发现未保存的草稿')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '恢复草稿' }));
    await waitFor(async () => expect((await field('个人简介')).value).toBe('没保存的简介'));
  });

  it('opens the conflict dialog on a 409 and keeps what was typed', async () => {
    const stale = Object.assign(new Error('内容已被他人修改'), {
      code: '409',
      data: { version: 5, updatedBy: '李娜', updateTime: '2026-05-01 10:00:00' },
    });
    const call = vi.fn((name: string) =>
      name === 'card.update' ? Promise.reject(stale) : Promise.resolve(record()),
    );
    const host = hostWith(call);
    show(host, false);
    fireEvent.change(await field('姓名'), { target: { value: '张伟律师' } });
    fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    expect((await screen.findAllByText('内容已被他人修改')).length).toBeGreaterThan(0);
    expect(screen.getByText(/李娜/)).toBeTruthy();
    expect(host.reportError).not.toHaveBeenCalled();
    expect((await field('姓名')).value).toBe('张伟律师');
  });

  it('asks the host to guard leaving a form without drafts, and reports when it is dirty', async () => {
    const dirty: Array<() => boolean> = [];
    const LeaveGuard = ({ dirty: isDirty }: { dirty: () => boolean }) => {
      dirty.push(isDirty);
      return null;
    };
    show(
      hostWith(() => Promise.resolve(record()), { LeaveGuard }),
      false,
    );
    fireEvent.change(await field('姓名'), { target: { value: '改过' } });
    await waitFor(() => expect(dirty.at(-1)?.()).toBe(true));
  });
});
