import { Button, Space, Spin, theme } from 'antd';
import { lazy, Suspense, useCallback, useRef, useState, type Key } from 'react';
import { call } from '../../api/call';
import type { CallName } from '../../api/calls';
import { batchQuestion, batchSummary, batchTargets, type BatchOutcome } from '../schema/batch';
import type { BatchActionDef, ListSchema } from '../schema/types';
import { readSchemas } from '../schemas';
import { useFeedback } from '../state/feedback';
import { useShellRefresh } from '../state/shell-refresh';
import type { BatchFormDialogProps } from './batch-form-dialog';
import { ActionButtons, useRunAction } from './list-actions';
import type { ListRow } from './list-table';

// Opened by 批量驳回 and the like only: the form renderer loads on the first click.
const BatchFormDialog = lazy(() =>
  import('./batch-form-dialog').then((m) => ({ default: m.BatchFormDialog })),
);
const SchemaBatchDialog = ({
  name,
  ...props
}: { name: string } & Omit<BatchFormDialogProps, 'form'>) => {
  const [form] = readSchemas('forms', [name]);
  return <BatchFormDialog form={form} {...props} />;
};

/** The rows ticked in a list (keys and rows: the rows of other pages stay with their keys). */
export interface Selection {
  keys: Key[];
  rows: ListRow[];
}

/**
 * The bar above a list with checkboxes: how many rows are selected, the list's batch actions
 * (one request each, `{ ids, ...body }`) and 取消选择. A batch that left rows unchanged says which
 * and why in a dialog that stays until read; one that changed every row says so in a toast.
 */
export const BatchBar = ({
  list,
  actions,
  selection,
  onClear,
  onDone,
}: {
  list: ListSchema;
  actions: BatchActionDef[];
  selection: Selection;
  onClear: () => void;
  /** After a batch that reached the server: the list reloads, the selection goes. */
  onDone: () => void;
}) => {
  const { modal, message } = useFeedback();
  const { token } = theme.useToken();
  const refreshShell = useShellRefresh();
  const [asking, setAsking] = useState<{ action: BatchActionDef; ids: unknown[] } | null>(null);
  // 导出所选 is the list's own export (its dialog, options and file) with the ids as its query.
  const selectedQuery = useRef<Record<string, unknown>>({});
  const runExport = useRunAction(
    () => undefined,
    () => undefined,
    () => selectedQuery.current,
  );

  const send = useCallback(
    async (action: BatchActionDef, ids: unknown[], values: Record<string, unknown> = {}) => {
      const out = await call<BatchOutcome>(action.call as CallName, {
        body: { ...values, ...action.body, ids },
        silent: Boolean(action.form),
      });
      const text = batchSummary(action, out);
      if (out.failed.length) {
        modal.warning({
          title: text,
          okText: '知道了',
          content: (
            <ul aria-label="未成功的记录" style={{ paddingInlineStart: 20, margin: 0 }}>
              {out.failed.map((f) => (
                <li key={f.id}>
                  「{f.name}」：{f.reason}
                </li>
              ))}
            </ul>
          ),
        });
      } else message.success(text);
      onDone();
      refreshShell(action.refresh);
      return out;
    },
    [modal, message, onDone, refreshShell],
  );

  const run = (action: BatchActionDef) => {
    const { ids, skipped } = batchTargets(action, selection.rows, list.rowKey ?? 'id');
    if (!ids.length) {
      void message.warning(`所选记录均不适用${action.label}`);
      return;
    }
    if (action.download) {
      selectedQuery.current = { ids: ids.join(',') };
      runExport(
        {
          type: 'download',
          label: action.label,
          call: action.call,
          options: action.download.options,
          confirm: batchQuestion(action, ids.length, skipped),
        },
        { params: {} },
      );
      return;
    }
    if (action.form) {
      setAsking({ action, ids });
      return;
    }
    modal.confirm({
      title: action.label,
      content: batchQuestion(action, ids.length, skipped),
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: action.danger },
      // A refused batch keeps the dialog open; the api layer has shown why.
      onOk: () => send(action, ids),
    });
  };

  const count = selection.keys.length;
  return (
    <div
      role="group"
      aria-label="批量操作"
      style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12, flexWrap: 'wrap' }}
    >
      <span style={{ color: token.colorTextSecondary }} aria-live="polite">
        {count ? `已选择 ${count} 项` : '勾选行后可批量操作'}
      </span>
      <Space size={8} wrap>
        <ActionButtons
          actions={actions.map((a) => ({ ...a, type: 'call' as const }))}
          disabled={!count}
          onRun={(a) => run(actions.find((b) => b.label === a.label) as BatchActionDef)}
        />
        {count > 0 && (
          <Button type="link" onClick={onClear}>
            取消选择
          </Button>
        )}
      </Space>
      <Suspense fallback={<Spin fullscreen delay={300} />}>
        {asking?.action.form && (
          <SchemaBatchDialog
            name={asking.action.form}
            title={asking.action.label}
            send={(values) => send(asking.action, asking.ids, values)}
            onClose={() => setAsking(null)}
          />
        )}
      </Suspense>
    </div>
  );
};
