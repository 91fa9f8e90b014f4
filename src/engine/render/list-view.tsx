import { createForm } from '@formily/core';
import { Form, Reset, Submit } from '@formily/antd-v5';
import { Space, Spin, Table, theme } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from '../router';
import { call } from '../../api/call';
import type { CallName } from '../../api/calls';
import { getUserinfo } from '../../api/session';
import { actionAllowed, parsePaging, parseSearch, toQuery } from '../schema/actions';
import { resolveRecord, typedParams } from '../schema/template';
import { actionApplies, toColumns } from '../schema/to-columns';
import { searchGridOf } from '../schema/search-grid';
import type { ActionDef, ListSchema } from '../schema/types';
import { loadComponents, useComponents } from '../registry/load-components';
import { componentsOf } from '../registry/used-components';
import { readSchemas } from '../schemas';
import { useShellRefresh } from '../state/shell-refresh';
import { Cell } from './cell';
import { ComponentsLoading } from './components-loading';
import type { DetailLoad } from './detail-dialog';
import type { FormDialogProps } from './form-dialog';
import { ActionButtons, useRunAction } from './list-actions';
import { PageFrame } from './page-frame';
import { SchemaField } from './schema-field';

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

/** Starts loading the components of a list's search form (the route's start-up preload). */
export const preloadSearch = (list: ListSchema | undefined): Promise<void> =>
  list?.search ? loadComponents(componentsOf(searchGridOf(list.search))) : Promise.resolve();

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

interface Page {
  records: Array<Record<string, unknown>>;
  total: number;
}

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
  const filters = useMemo(
    () => parseSearch(list.search, searchParams),
    [list.search, searchParams],
  );
  const { current, size } = parsePaging(searchParams, list.pageSize);
  const [page, setPage] = useState<Page>({ records: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const [dialog, setDialog] = useState<{ action: ActionDef; row?: Record<string, unknown> } | null>(
    null,
  );
  const searchForm = useMemo(() => createForm({ initialValues: filters }), [filters]);
  const searchGrid = useMemo(() => searchGridOf(list.search), [list.search]);
  // The search fields' components load with the list; until then the card holds a spinner.
  const searchComponents = useComponents(useMemo(() => componentsOf(searchGrid), [searchGrid]));
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

  useEffect(() => {
    let alive = true;
    setLoading(true);
    call(list.call as CallName, { query: paged ? { ...query, current, size } : query })
      .then((data) => {
        if (!alive) return;
        // An unpaged call returns the whole array.
        const p: Page = Array.isArray(data)
          ? { records: data as Page['records'], total: (data as unknown[]).length }
          : (data as Page);
        // After deleting the last row of the last page, step back instead of showing nothing.
        if (p.records.length === 0 && p.total > 0 && current > 1) {
          setSearchParams((s) => {
            s.set('current', String(Math.ceil(p.total / size)));
            return s;
          });
          return;
        }
        setPage(p);
      })
      .catch(() => alive && setPage({ records: [], total: 0 }))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [list.call, paged, query, current, size, reloads, setSearchParams]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const refreshShell = useShellRefresh();
  const runAction = useRunAction(
    reload,
    (action, row) => setDialog({ action, row }),
    () => query,
  );

  const applySearch = (values: Record<string, unknown>) => {
    const next = new URLSearchParams();
    for (const [k, v] of Object.entries(values)) {
      if (v !== undefined && v !== null && v !== '') next.set(k, String(v));
    }
    next.set('current', '1');
    next.set('size', String(size));
    // Same filters again: the URL does not change, so ask for fresh data explicitly.
    if (next.toString() === searchParams.toString()) reload();
    else setSearchParams(next);
  };

  const rowActions = (list.rowActions ?? []).filter((a) => actionAllowed(a, viewer));
  const toolbar = (list.toolbar ?? []).filter((a) => actionAllowed(a, viewer));
  const columns = [
    ...toColumns(list.columns).map((c) => ({
      key: c.key,
      dataIndex: c.key,
      title: c.title,
      width: c.width,
      ellipsis: c.ellipsis,
      render: (value: unknown) => <Cell value={value} display={c.display} />,
    })),
    ...(rowActions.length
      ? [
          {
            key: '__actions',
            title: '操作',
            fixed: 'right' as const,
            render: (_: unknown, row: Record<string, unknown>) => (
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
      {list.search && (
        <PageFrame style={{ marginBottom: 16 }} bodyStyle={{ paddingBottom: 0 }}>
          {searchComponents.state === 'ready' ? (
            <Form form={searchForm} layout="horizontal" onAutoSubmit={applySearch}>
              <SchemaField schema={searchGrid} />
              {/* FormButtonGroup align="right" is this Space; it would bring react-sticky-box. */}
              <Space style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
                <Submit>查询</Submit>
                <Reset onClick={() => applySearch({})}>重置</Reset>
              </Space>
            </Form>
          ) : (
            <ComponentsLoading state={searchComponents.state} retry={searchComponents.retry} />
          )}
        </PageFrame>
      )}
      <PageFrame
        label={list.title}
        title={
          <Space size={12}>
            {list.title}
            {list.summary && summary !== null && (
              <span style={{ fontWeight: 'normal', fontSize: 14, color: token.colorTextSecondary }}>
                {list.summary.label}：{summary}
              </span>
            )}
          </Space>
        }
        extra={
          toolbar.length ? (
            <ActionButtons actions={toolbar} onRun={(a) => runAction(a, { params: routeParams })} />
          ) : undefined
        }
      >
        <Table
          rowKey={list.rowKey ?? 'id'}
          loading={loading}
          dataSource={page.records}
          columns={columns}
          scroll={{ x: 'max-content' }}
          // antd greys the empty text out (colorTextDisabled), below WCAG contrast on white.
          locale={{
            emptyText: (
              <span style={{ color: token.colorTextDescription }}>{list.empty ?? '暂无数据'}</span>
            ),
          }}
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
              reload();
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
