import { Button, Table, theme, type TableColumnsType, type TablePaginationConfig } from 'antd';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  type HTMLAttributes,
  type Key,
  type ReactNode,
} from 'react';

export type ListRow = Record<string, unknown>;
export type ListTableColumns = TableColumnsType<ListRow>;

export interface ListTableProps {
  /** The table's accessible name (the list's title). */
  label?: string;
  /** antd Table's columns, as list-view builds them from the list file. */
  columns: ListTableColumns;
  rows: ListRow[];
  /** The field whose value tells rows apart. */
  rowKey: string;
  /** Rows are on their way: antd's spinner over the table, the rows already shown stay. */
  loading: boolean;
  /** Shown in the table's body when there are no rows (and none are on their way). */
  empty: string;
  /** antd's Pagination under the table; left out while there is nothing to page. */
  pagination?: TablePaginationConfig | false;
  /** The header stays in view as the page scrolls. */
  sticky?: boolean;
  /** A checkbox per row, the selection kept across pages (the list holds it). */
  selection?: {
    keys: Key[];
    onChange: (keys: Key[], rows: ListRow[]) => void;
    /** Names a row's checkbox (选择「张三」), so each box says which row it ticks. */
    rowName: (row: ListRow) => string;
  };
  /**
   * Why there are no rows when it is not that the list is empty: the load failed (加载失败 with
   * 重试) or the server refused it (无权访问). Shown in place of the rows, never the empty text.
   */
  problem?: { kind: 'failed' | 'forbidden'; message?: string; onRetry: () => void };
  /**
   * A sortable column's header was clicked: the column's key and the order asked for (none when
   * the sort is cleared). The columns' `sortOrder` says what is shown; the caller sorts.
   */
  onSort?: (key: string | undefined, order: 'ascend' | 'descend' | undefined) => void;
}

/**
 * A selection checkbox's accessible name. antd's Checkbox hands `aria-label` to its <input> (its
 * own header box is named so), but CheckboxProps does not declare it: the props are built apart
 * from the call, with the declared `title` (the same words on hover) beside it, so TypeScript accepts the object as they are.
 */
const named = (label: string) => {
  const props = { title: label, 'aria-label': label };
  return props;
};

/**
 * The header's select-all box. rc-table draws every column title a second time in a hidden
 * measuring row (aria-hidden, for the widths of a scrolling table); there the box would be a
 * focusable control no one can see (axe: aria-hidden-focus), so that copy is made inert.
 */
const SelectAll = ({ children }: { children: ReactNode }) => {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current?.closest('[aria-hidden="true"]')) ref.current.setAttribute('inert', '');
  }, []);
  return <span ref={ref}>{children}</span>;
};

/** What takes the rows' place when there are none: the problem, or the empty text. */
const EmptyBody = ({
  problem,
  loading,
  empty,
}: Pick<ListTableProps, 'problem' | 'loading' | 'empty'>): ReactNode => {
  const { token } = theme.useToken();
  // antd greys the empty text out (colorTextDisabled), below WCAG contrast on white; while the
  // first rows load the spinner sits over an empty row.
  const grey = { color: token.colorTextDescription };
  if (loading) return <span style={grey}>{'\u00a0'}</span>;
  if (!problem) return <span style={grey}>{empty}</span>;
  const failed = problem.kind === 'failed';
  return (
    <div role="alert" style={{ padding: '16px 0' }}>
      <div style={{ color: token.colorText, fontSize: token.fontSizeLG, marginBottom: 4 }}>
        {failed ? '加载失败' : '无权访问'}
      </div>
      <div style={{ ...grey, marginBottom: failed ? 12 : 0 }}>
        {failed
          ? (problem.message ?? '列表未能加载，请重试')
          : (problem.message ?? '您没有查看该列表的权限')}
      </div>
      {failed && <Button onClick={problem.onRetry}>重试</Button>}
    </div>
  );
};

// The <table> element's name and busy state: antd Table takes them through its `components`,
// which must stay the same component from render to render, so they travel by context.
const TableState = createContext<{ label?: string; busy: boolean }>({ busy: false });
const NamedTable = (props: HTMLAttributes<HTMLTableElement>) => {
  const { label, busy } = useContext(TableState);
  return <table {...props} aria-label={label} aria-busy={busy} />;
};
const components = { table: NamedTable };

/**
 * A list's table: antd's Table, as wide as its content (columns scroll sideways, a `fixed` one
 * stays), with antd's Pagination under it.
 *
 * @example <ListTable label="机构列表" columns={columns} rows={records} rowKey="id" loading={false} empty="暂无机构" />
 */
export const ListTable = ({
  label,
  columns,
  rows,
  rowKey,
  loading,
  empty,
  pagination,
  sticky,
  selection,
  problem,
  onSort,
}: ListTableProps) => {
  const paged = !problem && pagination && (pagination.total ?? 0) > 0 ? pagination : false;
  return (
    <TableState.Provider value={{ label, busy: loading }}>
      <Table<ListRow>
        components={components}
        columns={columns}
        dataSource={rows}
        rowKey={rowKey}
        loading={loading}
        sticky={sticky}
        scroll={{ x: 'max-content' }}
        pagination={paged}
        onChange={(_page, _filters, sorter, extra) => {
          if (extra.action !== 'sort' || !onSort) return;
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          onSort(s?.order ? String(s.columnKey) : undefined, s?.order ?? undefined);
        }}
        rowSelection={
          selection
            ? {
                selectedRowKeys: selection.keys,
                onChange: selection.onChange,
                preserveSelectedRowKeys: true,
                // antd names the header's box in English (Select all).
                getTitleCheckboxProps: () => named('全选本页'),
                columnTitle: (box: ReactNode) => <SelectAll>{box}</SelectAll>,
                getCheckboxProps: (row: ListRow) => named(`选择「${selection.rowName(row)}」`),
              }
            : undefined
        }
        locale={{
          emptyText: <EmptyBody problem={problem} loading={loading} empty={empty} />,
        }}
      />
    </TableState.Provider>
  );
};
