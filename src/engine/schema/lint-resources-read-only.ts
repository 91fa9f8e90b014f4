import type { Problem } from './lint-problem';
import { systemColumns, type ResourceSchema } from './resource';
import type { ListSchema } from './types';

// The checks of a resource's document and of a resource without forms (a read-only built-in
// entity that other features write, such as 重要日志 and 站内消息): what it answers is its
// `fields`, so its list may show only those, and a form field that is no column needs a document.
// Part of checkResource (lint-resources.ts).

const problem = (file: string, pointer: string, message: string, hint: string): Problem => ({
  file,
  pointer,
  message,
  hint,
});

export const checkReadOnly = (
  file: string,
  r: ResourceSchema,
  formFields: string[],
  known: string[],
  lists: Record<string, ListSchema | undefined>,
): Problem[] => {
  const out: Problem[] = [];
  if (r.document === undefined) {
    const loose = formFields.filter((f) => !(f in r.columns));
    if (!r.code || loose.length) {
      out.push(
        problem(
          file,
          '/document',
          loose.length
            ? `表单字段 "${loose.join('、')}" 不是本资源的列，没有 document 文档列保存它们`
            : '没有代码的资源需要 document 文档列',
          '写 "document": "content"（保存表单中不是列的字段的 jsonb 列）',
        ),
      );
    }
  }
  if (r.forms.length) {
    if (r.fields) {
      out.push(
        problem(
          file,
          '/fields',
          'fields 只用于没有表单的资源',
          '有表单时字段来自表单，删去 fields',
        ),
      );
    }
    return out;
  }
  if (!r.code) {
    out.push(
      problem(
        file,
        '/forms',
        '没有表单的资源只能是内置实体（写 code）：服务器无法从它派生接口',
        '在 forms 中写表单文件名',
      ),
    );
  }
  for (const op of ['create', 'update'] as const) {
    if (r.access[op]) {
      out.push(
        problem(
          file,
          `/access/${op}`,
          `没有表单的资源不能${op === 'create' ? '新增' : '修改'}：没有表单校验它的字段`,
          '删去该权限，或在 forms 中写表单文件名',
        ),
      );
    }
  }
  if (!r.fields) {
    out.push(
      problem(file, '/fields', '没有表单的资源需要 fields 列出记录应答的字段', '写列名的数组'),
    );
    return out;
  }
  r.fields.forEach((f, i) => {
    if (!known.includes(f)) {
      out.push(
        problem(
          file,
          `/fields/${i}`,
          `字段 "${f}" 不是本资源的列`,
          `可用的列：${known.join('、')}`,
        ),
      );
    }
  });
  const list = r.list === undefined ? undefined : lists[r.list];
  if (!list) return out;
  const answered = [...r.fields, ...systemColumns];
  const listFile = file.replace(/resources\/[^/]+\.json$/, `lists/${r.list}.json`);
  const shown = [
    ...list.columns.map((c, i) => [c.field, `/columns/${i}/field`] as const),
    ...(list.rowActions ?? []).flatMap((a, i) =>
      a.type === 'detail'
        ? (a.fields ?? []).map((c, k) => [c.field, `/rowActions/${i}/fields/${k}/field`] as const)
        : [],
    ),
  ];
  for (const [field, pointer] of shown) {
    if (answered.includes(field)) continue;
    out.push(
      problem(
        listFile,
        pointer,
        `列 "${field}" 不是资源 ${r.name} 应答的字段（fields），列表中会是空白`,
        `在 resources/${r.name}.json 的 fields 中写 "${field}"，或删去该列`,
      ),
    );
  }
  return out;
};
