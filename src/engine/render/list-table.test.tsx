import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCell, type CellDisplay } from '../schema/to-columns';
import { Cell } from './cell';
import { ListTable, type ListRow, type ListTableColumn, type ListTableProps } from './list-table';

afterEach(cleanup);

const status: CellDisplay = {
  kind: 'enum',
  options: [
    { label: '启用', value: 1, color: 'green' },
    { label: '停用', value: 0 },
  ],
};
/** Columns as list-view builds them: values through Cell, the row actions pinned last. */
const columns = (onEdit = vi.fn()): ListTableColumn[] => [
  ...[
    { key: 'name', title: '机构名称', display: { kind: 'text' } as CellDisplay, ellipsis: false },
    { key: 'status', title: '状态', display: status, ellipsis: false },
    { key: 'area', title: '所在地区', display: { kind: 'list' } as CellDisplay, ellipsis: true },
  ].map((c) => ({
    key: c.key,
    title: c.title,
    ellipsis: c.ellipsis,
    render: (row: ListRow) => <Cell value={row[c.key]} display={c.display} />,
    text: (row: ListRow) => formatCell(row[c.key], c.display).text,
  })),
  {
    key: '__actions',
    title: '操作',
    fixed: 'right',
    render: (row: ListRow) => (
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

// The first antd render under happy-dom builds its styles, which takes seconds on a loaded machine.
describe('ListTable', { timeout: 15_000 }, () => {
  it('names the table, heads its columns and shows each row through Cell', () => {
    renderTable();
    const heads = within(table()).getAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual(['机构名称', '状态', '所在地区', '操作']);
    expect(heads.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    expect(bodyRows().map(texts)).toEqual([
      ['北京总所', '启用', '北京市、北京市、朝阳区', '编辑'],
      ['上海分所', '停用', '上海市、上海市、浦东新区', '编辑'],
    ]);
    // An enum value is a Tag, as in antd's Table.
    expect(screen.getByText('启用').closest('.ant-tag')).not.toBeNull();
    expect(screen.queryByText('暂无机构')).toBeNull();
    expect(table().getAttribute('aria-busy')).toBe('false');
  });

  it('shows the empty text in one full-width row once nothing is loading', () => {
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
    // Not while the first rows are on their way.
    expect(screen.queryByText('暂无机构')).toBeNull();
    rerender(view(false));
    const cell = screen.getByText('暂无机构').closest('td');
    expect(cell?.getAttribute('colspan')).toBe('4');
    expect(bodyRows()).toHaveLength(1);
  });

  it('keeps the rows shown while new ones load, marked busy under a spinner', () => {
    const { container } = render(
      <ListTable label="机构列表" columns={columns()} rows={rows} rowKey="id" loading empty="-" />,
    );
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(bodyRows().map((r) => texts(r)[0])).toEqual(['北京总所', '上海分所']);
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    // antd dims what is under the spinner.
    expect(container.querySelector('.ant-spin-blur')?.contains(table())).toBe(true);
  });

  it('cuts an ellipsis column to one line and keeps its whole text in the title', () => {
    renderTable();
    const [name, , area] = within(bodyRows()[0]).getAllByRole('cell');
    expect(area.className).toContain('list-table-ellipsis');
    expect(area.getAttribute('title')).toBe('北京市、北京市、朝阳区');
    expect(name.className).not.toContain('list-table-ellipsis');
    expect(name.hasAttribute('title')).toBe(false);
  });

  it('pins the action column at the right, its shadow showing while columns hide under it', () => {
    const onEdit = vi.fn();
    const { container } = render(
      <ListTable
        label="机构列表"
        columns={columns(onEdit)}
        rows={rows}
        rowKey="id"
        loading={false}
        empty="-"
      />,
    );
    const actions = within(table()).getByRole('columnheader', { name: '操作' });
    expect(actions.className).toContain('list-table-fixed');
    const lastCells = bodyRows().map((r) => within(r).getAllByRole('cell').at(-1));
    expect(lastCells.every((c) => c?.className.includes('list-table-fixed'))).toBe(true);
    fireEvent.click(within(bodyRows()[1]).getByRole('button', { name: '编辑' }));
    expect(onEdit).toHaveBeenCalledWith(rows[1]);

    // happy-dom lays nothing out: give the frame a table twice its width, then scroll it.
    const scroller = container.querySelector<HTMLElement>('.list-table-scroll');
    const frame = container.querySelector('.list-table-frame');
    if (!scroller || !frame) throw new Error('no scrolling frame');
    const size = { scrollWidth: 1000, clientWidth: 500, scrollLeft: 0 };
    for (const key of Object.keys(size) as Array<keyof typeof size>)
      Object.defineProperty(scroller, key, { configurable: true, get: () => size[key] });
    expect(frame.className).not.toContain('list-table-ping-right');
    fireEvent.scroll(scroller);
    expect(frame.className).toContain('list-table-ping-right');
    expect(frame.className).not.toContain('list-table-ping-left');
    expect(scroller.tabIndex).toBe(0);
    size.scrollLeft = 500;
    fireEvent.scroll(scroller);
    expect(frame.className).not.toContain('list-table-ping-right');
    expect(frame.className).toContain('list-table-ping-left');
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
