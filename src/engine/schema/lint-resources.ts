import { missingRef, unknownName, type Problem } from './lint-problem';
import { resourceCalls, resourceFieldNames, systemColumns, type ResourceSchema } from './resource';
import { checkFilters, checkListQuery } from './lint-list-query';
import { checkReadOnly } from './lint-resources-read-only';
import { permissions, type FormSchema, type ListSchema, type Permission } from './types';

// Cross-checks of a resource file (schemas/resources/<name>.json) against the forms, lists and
// call table: what the meta-schema cannot say. The server refuses to start on the same findings
// (server/src/resources/schema-dir.ts), so a field the server could not honour is never dropped
// silently.

export interface ResourceRefs {
  forms: Record<string, FormSchema | undefined>;
  lists: Record<string, ListSchema | undefined>;
  callNames: readonly string[];
}

const problem = (file: string, pointer: string, message: string, hint: string): Problem => ({
  file,
  pointer,
  message,
  hint,
});

const authNames: readonly string[] = [...permissions, 'owner'];

export const checkResource = (file: string, r: ResourceSchema, refs: ResourceRefs): Problem[] => {
  const out: Problem[] = [];
  const columns = Object.keys(r.columns);
  const known = [...columns, ...systemColumns];
  const forms = r.forms.flatMap((name, i) => {
    const f = refs.forms[name];
    if (!f) {
      out.push(
        missingRef(
          file,
          `/forms/${i}`,
          `表单 "${name}" 不存在`,
          name,
          Object.keys(refs.forms),
          '写 schemas/forms 下的文件名（不含 .json）',
        ),
      );
    }
    return f ? [f] : [];
  });
  const fields = resourceFieldNames(forms);
  const colHint = `可用的列：${known.join('、')}（在 columns 中声明后才能用于筛选、排序与范围）`;

  const scoped = [
    ['office', r.scope.office],
    ['owner', r.scope.owner],
    ['user/type', r.scope.user?.type],
    ['user/id', r.scope.user?.id],
  ] as const;
  for (const [key, name] of scoped) {
    if (name !== undefined && !known.includes(name)) {
      out.push(problem(file, `/scope/${key}`, `范围字段 "${name}" 不是本资源的列`, colHint));
    }
  }
  for (const [op, access] of Object.entries(r.access)) {
    access?.auth.forEach((a, i) => {
      if (!authNames.includes(a)) {
        out.push(unknownName(file, `/access/${op}/auth/${i}`, '权限', a, authNames));
      } else if (a === 'owner' && !r.scope.owner) {
        out.push(
          problem(
            file,
            `/access/${op}/auth/${i}`,
            '权限 "owner" 需要在 scope.owner 中指明所属律师的字段',
            '在 scope 中写 "owner": "lawyerId"，或删去 owner',
          ),
        );
      }
    });
  }
  (r.sort ?? []).forEach((key, i) => {
    if (!known.includes(key)) {
      out.push(problem(file, `/sort/${i}`, `排序字段 "${key}" 不是本资源的列`, colHint));
    }
  });
  out.push(...checkFilters(file, r, known, fields, colHint));
  out.push(...checkReadOnly(file, r, fields, known, refs.lists));
  if (r.document !== undefined && columns.includes(r.document)) {
    out.push(
      problem(
        file,
        '/document',
        `文档列 "${r.document}" 与 columns 中的列同名`,
        '给 jsonb 文档列另起一个名字，如 content',
      ),
    );
  }
  for (const [op, call] of Object.entries(resourceCalls(r))) {
    if (call && !refs.callNames.includes(call)) {
      out.push(unknownName(file, `/calls/${op}`, '接口', call, refs.callNames));
    }
  }
  if (r.list !== undefined) {
    const list = refs.lists[r.list];
    if (!list) {
      out.push(
        missingRef(
          file,
          '/list',
          `列表 "${r.list}" 不存在`,
          r.list,
          Object.keys(refs.lists),
          '写 schemas/lists 下的文件名（不含 .json）',
        ),
      );
    } else {
      const listFile = file.replace(/resources\/[^/]+\.json$/, `lists/${r.list}.json`);
      const exportable = [...fields, ...columns];
      (['toolbar', 'rowActions'] as const).forEach((where) =>
        (list[where] ?? []).forEach((a, i) =>
          (a.type === 'download' ? (a.fields ?? []) : []).forEach((c, k) => {
            if (exportable.includes(c.field)) return;
            out.push(
              problem(
                listFile,
                `/${where}/${i}/fields/${k}/field`,
                `导出列 "${c.field}" 不是资源 ${r.name} 的字段，导出表格中无法填写`,
                `写 ${r.forms.map((f) => `forms/${f}.json`).join('、')} 中的字段名，或删去该列`,
              ),
            );
          }),
        ),
      );
      out.push(...checkListQuery(listFile, list, r));
    }
  }
  out.push(...checkSettings(file, r), ...checkHooks(file, r));
  (r.writeOnly ?? []).forEach((name, i) => {
    if (fields.includes(name) && !columns.includes(name)) return;
    out.push(
      problem(
        file,
        `/writeOnly/${i}`,
        `"${name}" 不是表单中保存在文档里的字段，不能设为只写`,
        `写 ${r.forms.map((f) => `forms/${f}.json`).join('、')} 中不属于 columns 的字段名`,
      ),
    );
  });
  return out;
};

/** A settings resource names its sections, each with one of its forms; others have none. */
const checkSettings = (file: string, r: ResourceSchema): Problem[] => {
  const sections = Object.entries(r.sections ?? {});
  if (r.kind !== 'settings') {
    return sections.length
      ? [
          problem(
            file,
            '/sections',
            '只有 kind 为 settings 的资源才有 sections',
            '删去 sections，或写 "kind": "settings"',
          ),
        ]
      : [];
  }
  if (!sections.length) {
    return [
      problem(
        file,
        '/sections',
        'kind 为 settings 的资源至少要有一节',
        '在 sections 中写 节名 → { form, access }',
      ),
    ];
  }
  return sections.flatMap(([name, section]) => [
    ...(r.forms.includes(section.form)
      ? []
      : [
          problem(
            file,
            `/sections/${name}/form`,
            `节 "${name}" 的表单 "${section.form}" 不在 forms 中`,
            `把 "${section.form}" 加入 forms，或改写为 forms 中的表单：${r.forms.join('、')}`,
          ),
        ]),
    ...section.access.auth.flatMap((a, i) =>
      permissions.includes(a as Permission)
        ? []
        : [unknownName(file, `/sections/${name}/access/auth/${i}`, '权限', a, permissions)],
    ),
  ]);
};

/** Hooks are code: a resource served from its file alone has none to run. */
const checkHooks = (file: string, r: ResourceSchema): Problem[] =>
  (r.hooks?.length || r.writeOnly?.length) && !r.code
    ? [
        problem(
          file,
          '/hooks',
          '钩子由服务器代码实现，没有 code 的资源不能声明钩子',
          '写 code 指明实现钩子的服务器代码位置，或删去 hooks',
        ),
      ]
    : [];

/** Calls a resource without code adds to the call table (its derived `<name>.<verb>`). */
export const derivedCallNames = (resources: Array<ResourceSchema | undefined>): string[] =>
  resources.flatMap((r) => (r && !r.code ? Object.values(resourceCalls(r)) : []));
