import { Space, Spin, theme } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { call } from '../../api/call';
import type { CallName } from '../../api/calls';
import { getUserinfo } from '../../api/session';
import { actionAllowed, parsePaging, parseSearch, toQuery } from '../schema/actions';
import { resolveRecord, typedParams } from '../schema/template';
import { actionApplies, formatCell, toColumns } from '../schema/to-columns';
import type { ActionDef, ListSchema } from '../schema/types';
import { batchActionsOf } from '../schema/batch';
import { visibleColumns } from '../schema/column-settings';
import { readSchemas, schemaName } from '../schemas';
import { useShellRefresh } from '../state/shell-refresh';
import { Cell } from './cell';
import type { DetailLoad } from './detail-dialog';
import type { FormDialogProps } from './form-dialog';
import { ActionButtons, useRunAction } from './list-actions';
import { BatchBar, type Selection } from './list-batch';
import { ColumnSettings, useColumnSettings } from './list-columns';
import { ImportButton } from './import-button';
import { ListSearch } from './list-search';
import { ListTable, type ListRow, type ListTableColumns } from './list-table';
import { PageFrame } from './page-frame';
import { useListChanges } from './list-changes';
import { useApplySearch, useListPage, useListSort } from './use-list-page';

export { preloadSearch } from './list-search';

// Opened by a row or toolbar action, never on arrival: their windows (a Modal, Descriptions, the
// form renderer) load on the first click rather than with the list.
const FormDialog = lazy(() => import('./form-dialog').then((m) => ({ default: m.FormDialog })));

/** The dialog of a `form` action, once its schema file and code are here (the Suspense below). */
const SchemaFormDialog = ({ name, ...props }: { name: string } & Omit<FormDialogProps, 'form'>) => {
  const [form] = readSchemas('forms', [name]);
  return <FormDialog form={form} {...props} />;
};
const DetailDialog = lazy(() =>
  import('./detail-dialog').then((m) => ({ default: m.DetailDialog })),
);

/** A detail action that names a call reads the record through it, with params from the row. */
const detailLoad = (
  action: ActionDef,
  row: Record<string, unknown>,
  routeParams: Record<string, string | undefined>,
): DetailLoad | undefined => {
  if (!action.call) return undefined;
  const ctx = { ...row, params: routeParams };
  return {
    call: action.call as CallName,
    params: resolveRecord(action.params, ctx) as Record<string, string | number> | undefined,
    query: resolveRecord(action.query, ctx),
  };
};

const NO_SELECTION: Selection = { keys: [], rows: [] };

/**
 * Renders a list schema: search form, table, paging and actions. Filters and paging live in the
 * URL so that coming back from an edit page restores the same view.
 *
 * @example <ListView list={lists.office} />
 */
export const ListView = ({ list }: { list: ListSchema }) => {
  const routeParams = useParams();
  const { token } = theme.useToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const user = getUserinfo();
  const viewer = { auth: user?.auth ?? [], level: user?.level };
  // By value: paging changes the URL but not the filters, and must not re-render the search form.
  const filtersKey = JSON.stringify(parseSearch(list.search, searchParams));
  const filters = useMemo(() => JSON.parse(filtersKey) as Record<string, unknown>, [filtersKey]);
  const { current, size } = parsePaging(searchParams, list.pageSize);
  const [reloads, setReloads] = useState(0);
  const [dialog, setDialog] = useState<{ action: ActionDef; row?: Record<string, unknown> } | null>(
    null,
  );
  const fixedQuery = useMemo(
    () => resolveRecord(list.query, { params: typedParams(routeParams) }),
    [list.query, routeParams],
  );

  const paged = list.paged !== false;
  const query = useMemo(
    () => ({ ...fixedQuery, ...toQuery(list.search, filters) }),
    [fixedQuery, list.search, filters],
  );
  const [summary, setSummary] = useState<number | null>(null);

  useEffect(() => {
    if (!list.summary) return;
    let alive = true;
    call<number>(list.summary.call as CallName, { query, silent: true })
      .then((n) => alive && setSummary(Number(n)))
      .catch(() => alive && setSummary(null));
    return () => {
      alive = false;
    };
  }, [list.summary, query, reloads]);

  const columnSettings = useColumnSettings(schemaName('lists', list));
  // The server sorts (a column's `sorter`); the summary and 导出 take the filters alone.
  const sort = useListSort({ columns: list.columns, searchParams, setSearchParams, query });
  const { page, loading, problem } = useListPage({
    call: list.call,
    paged,
    query: sort.pageQuery,
    current,
    size,
    reloads,
    setSearchParams,
  });

  // Kept across pages of the same filter (antd's preserveSelectedRowKeys); a new filter starts
  // afresh, since rows it no longer shows would be acted on unseen.
  const [picked, setPicked] = useState<Selection & { filters: string }>({
    ...NO_SELECTION,
    filters: filtersKey,
  });
  const selection: Selection = picked.filters === filtersKey ? picked : NO_SELECTION;
  const setSelection = useCallback(
    (s: Selection) => setPicked({ ...s, filters: filtersKey }),
    [filtersKey],
  );
  const clearSelection = useCallback(() => setSelection(NO_SELECTION), [setSelection]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  // After an action: this list and the page's other lists of the same resource ask again.
  const changed = useListChanges(list.call, reload);
  const refreshShell = useShellRefresh();
  const runAction = useRunAction(
    changed,
    (action, row) => setDialog({ action, row }),
    () => query,
  );

  const applySearch = useApplySearch({ size, searchParams, setSearchParams, reload });

  // The first text column names a row (its checkbox's label).
  const nameField = list.columns.find((c) => !c.format || c.format === 'text')?.field ?? 'id';
  const rowActions = (list.rowActions ?? []).filter((a) => actionAllowed(a, viewer));
  const toolbar = (list.toolbar ?? []).filter((a) => actionAllowed(a, viewer));
  // The file's batch actions and 导出所选 for its export (schema/batch.ts).
  const batchActions = batchActionsOf(list).filter((a) => actionAllowed(a, viewer));
  const columns: ListTableColumns = [
    ...toColumns(visibleColumns(list.columns, columnSettings.settings)).map((c) => ({
      key: c.key,
      dataIndex: c.key,
      title: c.title,
      width: c.width,
      fixed: c.fixed,
      align: c.align,
      // The cell is a component, so antd cannot title it: the whole text goes in the cell's title.
      ellipsis: c.ellipsis ? { showTitle: false } : false,
      onCell: c.ellipsis
        ? (row: ListRow) => ({ title: formatCell(row[c.key], c.display).text })
        : undefined,
      // true: antd leaves the rows as they are and reports the click (onSort) for the server.
      sorter: c.sorter || undefined,
      sortOrder: c.sorter ? (sort.field === c.key ? sort.order : null) : undefined,
      render: (value: unknown) => <Cell value={value} display={c.display} />,
    })),
    ...(rowActions.length
      ? [
          {
            key: '__actions',
            title: '操作',
            fixed: 'right' as const,
            render: (_: unknown, row: ListRow) => (
              <ActionButtons
                link
                actions={rowActions.filter((a) => actionApplies(a.when, row))}
                onRun={(a) => runAction(a, { row, params: routeParams })}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      {list.search && <ListSearch search={list.search} filters={filters} onSearch={applySearch} />}
      <PageFrame
        label={list.title}
        title={
          <Space size={12}>
            {list.title}
            {list.summary && summary !== null && !problem && (
              <span style={{ fontWeight: 'normal', fontSize: 14, color: token.colorTextSecondary }}>
                {list.summary.label}：{summary}
              </span>
            )}
          </Space>
        }
        extra={
          <Space size={8} wrap>
            {toolbar.length > 0 && (
              <ActionButtons
                actions={toolbar}
                onRun={(a) => runAction(a, { params: routeParams })}
              />
            )}
            {list.import && actionAllowed(list.import, viewer) && (
              <ImportButton def={list.import} onImported={reload} />
            )}
            <ColumnSettings
              columns={list.columns}
              settings={columnSettings.settings}
              onChange={columnSettings.save}
            />
          </Space>
        }
      >
        {list.rowSelection && batchActions.length > 0 && (
          <BatchBar
            list={list}
            actions={batchActions}
            selection={selection}
            onClear={clearSelection}
            onDone={() => {
              clearSelection();
              changed();
            }}
          />
        )}
        <ListTable
          label={list.title}
          rowKey={list.rowKey ?? 'id'}
          loading={loading || !columnSettings.ready}
          rows={page.records}
          columns={columns}
          empty={list.empty ?? '暂无数据'}
          sticky={list.sticky}
          selection={
            list.rowSelection
              ? {
                  keys: selection.keys,
                  onChange: (keys, rows) => setSelection({ keys, rows }),
                  rowName: (row) => String(row[nameField] ?? row[list.rowKey ?? 'id'] ?? ''),
                }
              : undefined
          }
          problem={problem ? { ...problem, onRetry: reload } : undefined}
          onSort={sort.onSort}
          pagination={
            paged && {
              current,
              pageSize: size,
              total: page.total,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100],
              showQuickJumper: page.total > size * 5,
              showTotal: (total) => `共 ${total} 条`,
              onChange: (c, s) =>
                setSearchParams((p) => {
                  p.set('current', String(s !== size ? 1 : c));
                  p.set('size', String(s));
                  return p;
                }),
            }
          }
        />
      </PageFrame>
      {/* A slow line shows a spinner while the dialog's code arrives; a fast one nothing. */}
      <Suspense fallback={<Spin fullscreen delay={300} />}>
        {dialog?.action.type === 'form' && dialog.action.form && (
          <SchemaFormDialog
            name={dialog.action.form}
            record={dialog.row}
            params={routeParams}
            successMessage={dialog.action.success}
            title={dialog.action.label}
            onClose={(saved) => {
              setDialog(null);
              if (!saved) return;
              changed();
              refreshShell(dialog.action.refresh);
            }}
          />
        )}
        {dialog?.action.type === 'detail' && dialog.row && (
          <DetailDialog
            title={dialog.action.label}
            fields={dialog.action.fields ?? []}
            row={dialog.row}
            load={detailLoad(dialog.action, dialog.row, routeParams)}
            // Loading may change the record (a message becomes 已读): show it in the list too.
            onLoaded={() => {
              reload();
              refreshShell(dialog.action.refresh);
            }}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </>
  );
};
