import { describe, expect, it } from 'vitest';
import lawyerJson from '../../../schemas/lists/lawyer.json';
import { batchActionsOf, batchQuestion, batchSummary, batchTargets } from './batch';
import type { BatchActionDef, ListSchema } from './types';

const approve: BatchActionDef = {
  label: '批量通过',
  call: 'card.batchAudit',
  unit: '张',
  success: '已通过',
  confirm: '确定通过所选的 {count} 张名片吗？',
  when: { field: 'status', in: [1] },
};

describe('batch actions', () => {
  it('sends only the selected rows its `when` admits, and counts the others as skipped', () => {
    const rows = [
      { id: 1, status: 1 },
      { id: 2, status: 2 },
      { id: 3, status: 1 },
    ];
    expect(batchTargets(approve, rows, 'id')).toEqual({ ids: [1, 3], skipped: 1 });
    expect(batchTargets({}, rows, 'id')).toEqual({ ids: [1, 2, 3], skipped: 0 });
  });

  it('asks with the count, and says how many rows it skips', () => {
    expect(batchQuestion(approve, 3, 0)).toBe('确定通过所选的 3 张名片吗？');
    expect(batchQuestion(approve, 2, 1)).toBe(
      '确定通过所选的 2 张名片吗？（另有 1 张不适用，将跳过）',
    );
    expect(batchQuestion({ label: '批量发布', call: 'content.batchStatus' }, 4, 0)).toBe(
      '确定对所选的 4 项执行批量发布吗？',
    );
  });

  it('sums up what happened, each reason once', () => {
    expect(batchSummary(approve, { succeeded: 3, failed: [] })).toBe('3 张已通过');
    expect(
      batchSummary(approve, {
        succeeded: 3,
        failed: [{ id: 9, name: '张三', reason: '状态已变更' }],
      }),
    ).toBe('3 张已通过，1 张失败：状态已变更');
    expect(
      batchSummary(approve, {
        succeeded: 0,
        failed: [
          { id: 1, name: 'a', reason: '状态已变更' },
          { id: 2, name: 'b', reason: '状态已变更' },
          { id: 3, name: 'c', reason: '已是停用状态' },
        ],
      }),
    ).toBe('0 张已通过，3 张失败：状态已变更；已是停用状态');
  });
});

describe('导出所选', () => {
  const lawyerList = lawyerJson as unknown as ListSchema;

  it("is added after a list's own batch actions, as its export with that export's options", () => {
    const actions = batchActionsOf(lawyerList);
    expect(actions.map((a) => a.label)).toEqual(['批量停用', '批量启用', '通知所选', '导出所选']);
    const selected = actions[3];
    expect(selected).toMatchObject({ call: 'lawyer.export', unit: '条' });
    expect(selected.download?.options?.map((o) => o.name)).toEqual(['maskMobile']);
    expect(batchQuestion(selected, 2, 0)).toBe('将导出所选的 2 条记录（.xlsx）。');
  });

  it('is shown to whoever sees the export, and absent from a list that exports nothing', () => {
    const guarded: ListSchema = {
      ...lawyerList,
      batchActions: [],
      toolbar: [{ label: '导出', type: 'download', call: 'lawyer.export', levels: [1] }],
    };
    expect(batchActionsOf(guarded)).toMatchObject([{ label: '导出所选', levels: [1] }]);
    expect(batchActionsOf({ ...lawyerList, toolbar: [] }).map((a) => a.label)).not.toContain(
      '导出所选',
    );
  });
});
