import { FastColor } from '@ant-design/fast-color';
import { Pagination, Spin, theme, type PaginationProps } from 'antd';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import './list-table.css';

export type ListRow = Record<string, unknown>;

export interface ListTableColumn {
  key: string;
  title: string;
  width?: number;
  /** One line cut with …; the cell's `title` attribute carries the whole text. */
  ellipsis?: boolean;
  /**
   * Pinned to the frame's right edge while the other columns scroll under it (antd's
   * `fixed: 'right'`). Only the last column may be pinned.
   */
  fixed?: 'right';
  render: (row: ListRow) => ReactNode;
  /** The cell's text in full, for an ellipsis cell's title. */
  text?: (row: ListRow) => string;
}

export interface ListTableProps {
  /** The table's accessible name (the list's title). */
  label?: string;
  columns: ListTableColumn[];
  rows: ListRow[];
  /** The field whose value tells rows apart. */
  rowKey: string;
  /** Rows are on their way: a spinner over the table, the rows already shown stay, dimmed. */
  loading: boolean;
  /** Shown in one full-width row when there are no rows (and none are on their way). */
  empty: string;
  /** antd's Pagination below the table, on its right, when there is anything to page. */
  pagination?: PaginationProps | false;
}

// A colour laid over the container's background as one opaque colour, as antd's Table does for
// its header: a pinned cell must hide what passes under it.
const solid = (color: string, background: string) =>
  new FastColor(color).onBackground(background).toHexString();

const classOf = (c: ListTableColumn) =>
  [c.ellipsis && 'list-table-ellipsis', c.fixed && 'list-table-fixed'].filter(Boolean).join(' ') ||
  undefined;

/**
 * How the table sits in its frame, kept up to date as it scrolls and resizes: the frame's width,
 * whether it scrolls sideways, and whether columns lie hidden to its left or right (which the
 * shadows at its edges show).
 */
const useHorizontalScroll = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ width: 0, scrolls: false, left: false, right: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = {
      width: el.clientWidth,
      scrolls: el.scrollWidth > el.clientWidth,
      left: el.scrollLeft > 0,
      // Zoomed pages scroll by fractions of a pixel: the last one does not count as hidden.
      right: Math.ceil(el.scrollLeft) + el.clientWidth < el.scrollWidth - 1,
    };
    setState((s) =>
      (Object.keys(next) as Array<keyof typeof next>).every((k) => s[k] === next[k]) ? s : next,
    );
  }, []);
  useLayoutEffect(() => {
    const el = ref.current;
    measure();
    if (!el || typeof ResizeObserver === 'undefined') return;
    // The frame resizes with the window, the table inside it as rows come and go.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, ...state, measure };
};

/**
 * A list's table, drawn as antd's default-size Table draws it (list-table.css), with antd's
 * Pagination under it. antd's Table would bring rc-table, its hooks and resize observers to
 * every list (about 23 kB gzipped) for a plain table.
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
}: ListTableProps) => {
  const { token } = theme.useToken();
  const scroll = useHorizontalScroll();
  const fill = solid(token.colorFillAlter, token.colorBgContainer);
  const vars = {
    '--list-table-bg': token.colorBgContainer,
    '--list-table-header-bg': fill,
    '--list-table-hover': fill,
    '--list-table-heading': token.colorTextHeading,
    '--list-table-heading-weight': token.fontWeightStrong,
    '--list-table-border': token.colorBorderSecondary,
    '--list-table-split': token.colorBorderSecondary,
    '--list-table-shadow': token.colorSplit,
    '--list-table-line': `${token.lineWidth}px`,
    '--list-table-radius': `${token.borderRadiusLG}px`,
    '--list-table-padding': `${token.padding}px`,
    // antd greys the empty text out (colorTextDisabled), below WCAG contrast on white.
    '--list-table-empty': token.colorTextDescription,
    '--list-table-focus': token.colorPrimaryBorder,
    '--list-table-focus-width': `${token.lineWidthFocus}px`,
    '--list-table-motion': token.motionDurationMid,
    '--list-table-motion-slow': token.motionDurationSlow,
  } as CSSProperties;

  // The rows are built once per set of rows: the frame's scroll state (measured after each commit,
  // and as the table resizes) re-renders the table, and must not re-render every cell with it.
  const body = useMemo(
    () =>
      rows.map((row, i) => (
        <tr key={String(row[rowKey] ?? i)} className="list-table-row">
          {columns.map((c) => (
            <td key={c.key} className={classOf(c)} title={c.ellipsis ? c.text?.(row) : undefined}>
              {c.render(row)}
            </td>
          ))}
        </tr>
      )),
    [rows, columns, rowKey],
  );

  return (
    <div className="list-table" style={vars}>
      <Spin spinning={loading}>
        <div
          className={[
            'list-table-frame',
            scroll.left && 'list-table-ping-left',
            scroll.right && 'list-table-ping-right',
            columns.at(-1)?.fixed && 'list-table-has-fixed',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <div
            ref={scroll.ref}
            className="list-table-scroll"
            onScroll={scroll.measure}
            // A table wider than its frame: keyboard users scroll it with the arrow keys.
            tabIndex={scroll.scrolls ? 0 : undefined}
          >
            <table className="list-table-table" aria-label={label} aria-busy={loading}>
              {columns.some((c) => c.width !== undefined) && (
                <colgroup>
                  {columns.map((c) => (
                    <col
                      key={c.key}
                      style={c.width === undefined ? undefined : { width: c.width }}
                    />
                  ))}
                </colgroup>
              )}
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.key} scope="col" className={classOf(c)}>
                      {c.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {body}
                {rows.length === 0 && (
                  <tr className="list-table-placeholder">
                    <td colSpan={columns.length}>
                      {/* As wide as the frame and held in it: centred in view however wide the table. */}
                      <div
                        className="list-table-placeholder-text"
                        style={scroll.width ? { width: scroll.width } : undefined}
                      >
                        {/* While the first rows load the spinner sits here, over an empty row. */}
                        {loading ? '\u00a0' : empty}
                      </div>
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </div>
        {pagination && (pagination.total ?? 0) > 0 && (
          <Pagination
            align="end"
            {...pagination}
            style={{ margin: `${token.margin}px 0`, ...pagination.style }}
          />
        )}
      </Spin>
    </div>
  );
};
