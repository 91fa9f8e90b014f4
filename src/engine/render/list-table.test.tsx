import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Key } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CellDisplay } from '../schema/to-columns';
import { Cell } from './cell';
import { ListTable, type ListRow, type ListTableColumns, type ListTableProps } from './list-table';

afterEach(cleanup);

const status: CellDisplay = {
  kind: 'enum',
  options: [
    { label: '启用', value: 1, color: 'green' },
    { label: '停用', value: 0 },
  ],
};
/** Columns as list-view builds them: values through Cell, the row actions pinned last. */
const columns = (onEdit = vi.fn()): ListTableColumns => [
  {
    key: 'name',
    dataIndex: 'name',
    title: '机构名称',
    sorter: true,
    sortOrder: null,
  },
  {
    key: 'status',
    dataIndex: 'status',
    title: '状态',
    render: (v: unknown) => <Cell value={v} display={status} />,
  },
  {
    key: 'area',
    dataIndex: 'area',
    title: '所在地区',
    ellipsis: { showTitle: false },
    onCell: (row: ListRow) => ({ title: (row.area as string[]).join('、') }),
    render: (v: unknown) => <Cell value={v} display={{ kind: 'list' }} />,
  },
  {
    key: '__actions',
    title: '操作',
    fixed: 'right',
    render: (_: unknown, row: ListRow) => (
      <button type="button" onClick={() => onEdit(row)}>
        编辑
      </button>
    ),
  },
];
const rows: ListRow[] = [
  { id: 1, name: '北京总所', status: 1, area: ['北京市', '北京市', '朝阳区'] },
  { id: 2, name: '上海分所', status: 0, area: ['上海市', '上海市', '浦东新区'] },
];

/** The two rows above, settled, unless told otherwise. */
const renderTable = (props: Partial<ListTableProps> = {}) =>
  render(
    <ListTable
      label="机构列表"
      columns={columns()}
      rows={rows}
      rowKey="id"
      loading={false}
      empty="暂无机构"
      {...props}
    />,
  );
const table = () => screen.getByRole('table', { name: '机构列表' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const texts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('ListTable', () => {
  it('names the table, heads its columns and shows each row through Cell', () => {
    renderTable();
    const heads = within(table()).getAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual(['机构名称', '状态', '所在地区', '操作']);
    expect(bodyRows().map(texts)).toEqual([
      ['北京总所', '启用', '北京市、北京市、朝阳区', '编辑'],
      ['上海分所', '停用', '上海市、上海市、浦东新区', '编辑'],
    ]);
    expect(screen.getByText('启用').closest('.ant-tag')).not.toBeNull();
    expect(screen.queryByText('暂无机构')).toBeNull();
    expect(table().getAttribute('aria-busy')).toBe('false');
  });

  it('shows the empty text, readable, once nothing is loading', () => {
    const view = (loading: boolean) => (
      <ListTable
        label="机构列表"
        columns={columns()}
        rows={[]}
        rowKey="id"
        loading={loading}
        empty="暂无机构"
      />
    );
    const { rerender } = render(view(true));
    expect(screen.queryByText('暂无机构')).toBeNull();
    rerender(view(false));
    const text = screen.getByText('暂无机构');
    // antd's own grey (colorTextDisabled, rgba(0,0,0,0.25)) fails WCAG contrast; ours is 0.45.
    expect(text.style.color).toBe('rgba(0, 0, 0, 0.45)');
  });

  it('keeps the rows shown while new ones load, marked busy under a spinner', () => {
    const { container } = renderTable({ loading: true });
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(bodyRows().map((r) => texts(r)[0])).toEqual(['北京总所', '上海分所']);
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
  });

  it('cuts an ellipsis column to one line and keeps its whole text in the title', () => {
    renderTable();
    const [name, , area] = within(bodyRows()[0]).getAllByRole('cell');
    expect(area.className).toContain('ant-table-cell-ellipsis');
    expect(area.getAttribute('title')).toBe('北京市、北京市、朝阳区');
    expect(name.className).not.toContain('ant-table-cell-ellipsis');
  });

  it('pins the action column at the right, and its buttons act on their row', () => {
    const onEdit = vi.fn();
    renderTable({ columns: columns(onEdit) });
    const actions = within(table()).getByRole('columnheader', { name: '操作' });
    expect(actions.className).toContain('ant-table-cell-fix-right');
    fireEvent.click(within(bodyRows()[1]).getByRole('button', { name: '编辑' }));
    expect(onEdit).toHaveBeenCalledWith(rows[1]);
  });

  it('asks for a sort on a header click, shows the order it is given, and leaves rows as they are', () => {
    const onSort = vi.fn();
    const sortedBy = (sortOrder: 'ascend' | 'descend' | null) =>
      columns().map((c) => (c.key === 'name' ? { ...c, sortOrder } : c));
    const { rerender } = renderTable({ onSort });
    const name = () => within(table()).getByRole('columnheader', { name: /机构名称/ });
    fireEvent.click(name());
    expect(onSort).toHaveBeenLastCalledWith('name', 'ascend');
    // The server sorts: the rows stay in the order given until new ones come.
    expect(bodyRows().map((r) => texts(r)[0])).toEqual(['北京总所', '上海分所']);
    const props = {
      label: '机构列表',
      rows,
      rowKey: 'id',
      loading: false,
      empty: '暂无机构',
      onSort,
    };
    rerender(<ListTable {...props} columns={sortedBy('ascend')} />);
    expect(name().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(name());
    expect(onSort).toHaveBeenLastCalledWith('name', 'descend');
    rerender(<ListTable {...props} columns={sortedBy('descend')} />);
    expect(name().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(name());
    expect(onSort).toHaveBeenLastCalledWith(undefined, undefined);
  });

  it('offers a checkbox per row with a selection, and selects all from the header', () => {
    const onChange = vi.fn();
    renderTable({ selection: { keys: [], onChange, rowName: (r) => String(r.name) } });
    const boxes = within(table()).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(3);
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual([
      '全选本页',
      '选择「北京总所」',
      '选择「上海分所」',
    ]);
    fireEvent.click(boxes[0]);
    expect(onChange).toHaveBeenCalledWith([1, 2], rows, expect.anything());
  });

  it('keeps rows selected on another page when one on this page is ticked', () => {
    const onChange = vi.fn();
    const page2: ListRow[] = [{ id: 3, name: '深圳分所', status: 1, area: [] }];
    const view = (shown: ListRow[], keys: Key[]) => (
      <ListTable
        label="机构列表"
        columns={columns()}
        rows={shown}
        rowKey="id"
        loading={false}
        empty="-"
        selection={{ keys, onChange, rowName: (r) => String(r.name) }}
      />
    );
    const { rerender } = render(view(rows, []));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择「北京总所」' }));
    expect(onChange).toHaveBeenLastCalledWith([1], [rows[0]], expect.anything());
    // The list moved to page 2 with the key still selected.
    rerender(view(page2, [1]));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择「深圳分所」' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 3], [rows[0], page2[0]], expect.anything());
  });

  it('shows 加载失败 with 重试 in place of the rows, not the empty text, and no pager', () => {
    const onRetry = vi.fn();
    const { container } = renderTable({
      rows: [],
      problem: { kind: 'failed', onRetry },
      pagination: { current: 1, pageSize: 10, total: 30 },
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('加载失败');
    expect(screen.queryByText('暂无机构')).toBeNull();
    expect(container.querySelector('.ant-pagination')).toBeNull();
    // Outside the app's ConfigProvider antd spaces two-character labels (重 试).
    fireEvent.click(within(alert).getByRole('button', { name: /^重\s?试$/ }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says 无权访问 for a refused list, with the server’s reason', () => {
    renderTable({
      rows: [],
      problem: { kind: 'forbidden', message: '无权访问该机构', onRetry: vi.fn() },
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('无权访问无权访问该机构');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it("puts antd's Pagination under the table when there is something to page", () => {
    const onChange = vi.fn();
    const view = (total: number) => (
      <ListTable
        label="机构列表"
        columns={columns()}
        rows={total ? rows : []}
        rowKey="id"
        loading={false}
        empty="-"
        pagination={{ current: 1, pageSize: 2, total, showTotal: (n) => `共 ${n} 条`, onChange }}
      />
    );
    const { rerender, container } = render(view(5));
    expect(screen.getByText('共 5 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(2, 2);
    rerender(view(0));
    expect(container.querySelector('.ant-pagination')).toBeNull();
  });
});
