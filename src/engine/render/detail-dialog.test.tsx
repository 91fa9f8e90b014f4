// @vitest-environment jsdom
// jsdom keeps Node's fetch, so the dialog's load talks to a real stub server (remote-select.test.tsx).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupStubApi } from '../../api/stub-server';
import type { ColumnDef } from '../schema/types';
import { DetailDialog } from './detail-dialog';

const api = setupStubApi();
afterEach(cleanup);

const fields: ColumnDef[] = [
  { field: 'title', title: '标题' },
  {
    field: 'status',
    title: '状态',
    format: 'enum',
    enum: [
      { label: '未读', value: 0 },
      { label: '已读', value: 1 },
    ],
  },
  { field: 'content', title: '内容' },
];
const row = { id: 7, title: '名片被驳回：请补充执业证号', status: 0 };

describe('DetailDialog', () => {
  it('shows the row itself when the action names no call', async () => {
    render(<DetailDialog title="详情" fields={fields} row={row} onClose={() => undefined} />);
    expect(await screen.findByText('名片被驳回：请补充执业证号')).toBeTruthy();
    expect(screen.getByText('未读')).toBeTruthy();
    expect(api.server.requests).toEqual([]);
  });

  it('shows the record its call answers and tells the list once, across re-renders', async () => {
    api.ok('GET /api/message/7', { ...row, status: 1, content: '驳回原因：请补充执业证号' });
    const onLoaded = vi.fn();
    const view = (loaded: () => void) => (
      <DetailDialog
        title="查看"
        fields={fields}
        row={row}
        load={{ call: 'message.info', params: { id: 7 } }}
        onLoaded={loaded}
        onClose={() => undefined}
      />
    );
    const { rerender } = render(view(onLoaded));
    expect(await screen.findByText('驳回原因：请补充执业证号')).toBeTruthy();
    // The loaded status, not the row's.
    expect(screen.getByText('已读')).toBeTruthy();
    expect(screen.queryByText('未读')).toBeNull();
    expect(onLoaded).toHaveBeenCalledTimes(1);
    // The list re-renders with new callbacks: no second load.
    const later = vi.fn();
    rerender(view(later));
    expect(api.single().path).toBe('/api/message/7');
    expect(later).not.toHaveBeenCalled();
  });

  it('closes when the load fails (the api layer has shown the error)', async () => {
    api.server.stub('GET /api/message/8', { json: { code: '403', message: '无权查看该消息' } });
    const onClose = vi.fn();
    const onLoaded = vi.fn();
    render(
      <DetailDialog
        title="查看"
        fields={fields}
        row={{ id: 8 }}
        load={{ call: 'message.info', params: { id: 8 } }}
        onLoaded={onLoaded}
        onClose={onClose}
      />,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.notify).toHaveBeenCalledWith('无权查看该消息', '403');
    expect(onLoaded).not.toHaveBeenCalled();
  });
});
