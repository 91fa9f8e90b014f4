import type { ReactNode } from 'react';
import './stats.css';

export interface Column<R> {
  title: string;
  render: (row: R) => ReactNode;
  numeric?: boolean;
}

/**
 * A small read-only table in antd's look: the stats tables have at most ten rows and no paging,
 * sorting or selection, so antd's Table (and its 23 kB) would only add weight to the route.
 */
export function StatsTable<R>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Array<Column<R>>;
  rows: R[];
  rowKey: (row: R) => string | number;
}) {
  return (
    <div className="stats-table-frame">
      <table className="stats-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.title} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="empty">
                暂无数据
              </td>
            </tr>
          )}
          {rows.map((r) => (
            <tr key={rowKey(r)}>
              {columns.map((c) => (
                <td key={c.title} className={c.numeric ? 'num' : undefined}>
                  {c.render(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
