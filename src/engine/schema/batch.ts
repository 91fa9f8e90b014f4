import { actionApplies } from './to-columns';
import type { BatchActionDef, ListSchema } from './types';

/** What a batch call answers: how many rows succeeded and, per failed row, why. */
export interface BatchOutcome {
  succeeded: number;
  failed: Array<{ id: number; name: string; reason: string }>;
}

/**
 * The selected rows a batch action sends (those its `when` admits) and how many it skips.
 *
 * @example batchTargets(action, rows, 'id') // { ids: [3, 5], skipped: 1 }
 */
export const batchTargets = (
  action: Pick<BatchActionDef, 'when'>,
  rows: ReadonlyArray<Record<string, unknown>>,
  rowKey: string,
) => {
  const ids = rows.filter((r) => actionApplies(action.when, r)).map((r) => r[rowKey]);
  return { ids, skipped: rows.length - ids.length };
};

/** The confirm question: the action's, with `{count}`, or a plain one naming the action. */
export const batchQuestion = (action: BatchActionDef, count: number, skipped: number) => {
  const asked = (
    action.confirm ?? `确定对所选的 {count} ${action.unit ?? '项'}执行${action.label}吗？`
  )
    .split('{count}')
    .join(String(count));
  return skipped ? `${asked}（另有 ${skipped} ${action.unit ?? '项'}不适用，将跳过）` : asked;
};

/**
 * One line saying what a batch did, as the server words it: 3 张已通过，1 张失败：状态已变更
 * (the reasons once each).
 */
export const batchSummary = (action: BatchActionDef, out: BatchOutcome) => {
  const unit = action.unit ?? '项';
  const done = `${out.succeeded} ${unit}${action.success ?? '操作成功'}`;
  if (!out.failed.length) return done;
  const reasons = [...new Set(out.failed.map((f) => f.reason))].join('；');
  return `${done}，${out.failed.length} ${unit}失败：${reasons}`;
};

/**
 * A list's batch actions: those its file declares, then 导出所选 for its export (a `download`
 * toolbar action), so every list that exports and has checkboxes exports its selection too, the
 * same sheet for the ticked rows only. Shown to whoever sees the export.
 *
 * @example batchActionsOf(lawyerList).map((a) => a.label) // ['批量停用', '批量启用', '导出所选']
 */
export const batchActionsOf = (list: ListSchema): BatchActionDef[] => {
  const exports = (list.toolbar ?? []).filter((a) => a.type === 'download' && a.call);
  return [
    ...(list.batchActions ?? []),
    ...exports.map((a): BatchActionDef => ({
      // One export is 导出所选; a list with several names each after its own button.
      label: exports.length === 1 ? '导出所选' : `${a.label}（所选）`,
      call: a.call as string,
      download: { options: a.options },
      confirm: '将导出所选的 {count} 条记录（.xlsx）。',
      unit: '条',
      icon: 'export',
      auth: a.auth,
      levels: a.levels,
    })),
  ];
};
