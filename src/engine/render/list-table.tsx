import { Table, theme, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { createContext, useContext, useState, type HTMLAttributes, type Key } from 'react';

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
  /** A checkbox per row, the selection kept across pages. */
  selectable?: boolean;
}

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
  selectable,
}: ListTableProps) => {
  const { token } = theme.useToken();
  const [selected, setSelected] = useState<Key[]>([]);
  const paged = pagination && (pagination.total ?? 0) > 0 ? pagination : false;
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
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selected,
                onChange: setSelected,
                preserveSelectedRowKeys: true,
              }
            : undefined
        }
        locale={{
          // antd greys the empty text out (colorTextDisabled), below WCAG contrast on white; while
          // the first rows load the spinner sits over an empty row.
          emptyText: (
            <span style={{ color: token.colorTextDescription }}>{loading ? '\u00a0' : empty}</span>
          ),
        }}
      />
    </TableState.Provider>
  );
};
