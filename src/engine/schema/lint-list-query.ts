import { rangeNames } from './actions';
import type { Problem } from './lint-problem';
import type { ContainsFilter, ResourceFilter, ResourceSchema } from './resource';
import type { ListSchema } from './types';

// The checks of what a list asks its server for: a resource's filters and sort keys are its
// columns, a list's search fields are filters of its resource, and a column marked `sorter` is
// one of its resource's sort keys (the server sorts, server/src/resources/list-query.ts). Part of
// checkResource (lint-resources.ts); lists of no resource are checked by checkUnownedSorters.

const problem = (file: string, pointer: string, message: string, hint: string): Problem => ({
  file,
  pointer,
  message,
  hint,
});

const isContains = (f: ResourceFilter): f is ContainsFilter =>
  typeof f === 'object' && 'field' in f;

/** The query parameter names a resource's list accepts as filters. */
export const filterParams = (r: ResourceSchema): string[] =>
  (r.filters ?? []).map((f) => (typeof f === 'string' ? f : f.param));

const timeColumns = ['createTime', 'updateTime'];

/** Filters name columns (a range end a time column); contains-filters a document list field. */
export const checkFilters = (
  file: string,
  r: ResourceSchema,
  known: string[],
  fields: string[],
  colHint: string,
): Problem[] =>
  (r.filters ?? []).flatMap((f, i) => {
    if (isContains(f)) {
      return fields.includes(f.field) && !(f.field in r.columns)
        ? []
        : [
            problem(
              file,
              `/filters/${i}/field`,
              `"${f.field}" 不是表单中保存在文档里的列表字段`,
              '包含筛选只能用于表单中的列表字段（如 professions）',
            ),
          ];
    }
    const columns = typeof f === 'string' ? [f] : [f.column].flat();
    const at = typeof f === 'string' ? `/filters/${i}` : `/filters/${i}/column`;
    const out = columns.flatMap((c, k) =>
      known.includes(c)
        ? []
        : [
            problem(
              file,
              Array.isArray(typeof f === 'object' && f.column) ? `${at}/${k}` : at,
              `筛选字段 "${c}" 不是本资源的列`,
              colHint,
            ),
          ],
    );
    if (typeof f === 'object' && f.match && out.length === 0) {
      const c = columns[0];
      const isTime = timeColumns.includes(c) || ['timestamp', 'date'].includes(r.columns[c]);
      if (columns.length > 1 || !isTime) {
        out.push(
          problem(
            file,
            `/filters/${i}/match`,
            `时间范围筛选 "${f.param}" 只能按一个时间列（timestamp、date、createTime、updateTime）`,
            '把 column 改为一个时间列，或删去 match',
          ),
        );
      }
    }
    return out;
  });

/** The list's search fields are the resource's filters; its sortable columns its sort keys. */
export const checkListQuery = (
  listFile: string,
  list: ListSchema,
  r: ResourceSchema,
): Problem[] => {
  const out: Problem[] = [];
  const params = filterParams(r);
  for (const name of Object.keys(list.search?.properties ?? {})) {
    const missing = (rangeNames(name) ?? [name]).filter((p) => !params.includes(p));
    if (!missing.length) continue;
    out.push(
      problem(
        listFile,
        `/search/properties/${name}`,
        `筛选字段 "${missing.join('、')}" 不是资源 ${r.name} 声明的筛选（filters），服务器无法按它筛选`,
        `在 resources/${r.name}.json 的 columns 与 filters 中声明 "${missing[0]}"，或删去该筛选`,
      ),
    );
  }
  const keys = r.sort ?? [];
  list.columns.forEach((c, i) => {
    if (!c.sorter || keys.includes(c.field)) return;
    out.push(
      problem(
        listFile,
        `/columns/${i}/sorter`,
        `列 "${c.field}" 不是资源 ${r.name} 的排序列（sort），服务器无法按它排序`,
        keys.length
          ? `可排序的列：${keys.join('、')}；或在 resources/${r.name}.json 的 sort 中加入该列（须是 columns 中的列）`
          : `在 resources/${r.name}.json 的 sort 中加入该列（须是 columns 中的列），或删去 sorter`,
      ),
    );
  });
  return out;
};

/**
 * A list no resource shows (its `list`) has no sort keys: a `sorter` there could not be served.
 * `file` maps a list name to its file path.
 */
export const checkUnownedSorters = (
  lists: Record<string, ListSchema | undefined>,
  resources: Array<ResourceSchema | undefined>,
  file: (name: string) => string,
): Problem[] =>
  Object.entries(lists).flatMap(([name, list]) =>
    !list || resources.some((r) => r?.list === name)
      ? []
      : list.columns.flatMap((c, i) =>
          c.sorter
            ? [
                problem(
                  file(name),
                  `/columns/${i}/sorter`,
                  `列表 ${name} 不属于任何资源（resources/*.json 的 list），服务器无法按列 "${c.field}" 排序`,
                  '删去 sorter，或在显示该列表的资源文件中写 "list": "' + name + '" 与 sort',
                ),
              ]
            : [],
        ),
  );
