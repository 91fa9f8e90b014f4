// The schemas a firm's requests are served with: the deployed files (schema-dir.ts, version 0 of
// every file) overlaid with the versions the firm published in 页面配置. The storage and the
// publishing routes own the versions and call setOverlay when a firm's set changes (at start,
// after a publish, and when another server on the same database published); every route that
// validates, stores, returns, lists or exports form fields reads forFirm(request.firmId) at
// request time. Only forms, lists and the route table are editable: resource files (tables,
// scope, permissions) stay the deployed ones, which is why some code still reads `app.schemas`.
import type { CheckInput, Problem, SchemaFile } from '../../../src/engine/schema/check';
import { metaValidators, toProblems } from '../../../src/engine/schema/lint-meta';
import { toJsonSchema, type JsonSchema } from '../../../src/engine/schema/to-json-schema';
import type { FormSchema } from '../../../src/engine/schema/types';
import { checkSchemaSet, SchemaDirError, toSchemaDir, type SchemaDir } from './schema-dir';

export interface LiveSchemas {
  /** The firm's effective schemas: files overlaid with its published versions. */
  forFirm(firmId: number): SchemaDir;
  /** Lint of the firm's set with `file` replaced by `content` (same check as npm run check). */
  check(firmId: number, file: string, content: unknown): Problem[];
  /** Replace the firm's overlay (file key → content; a missing key = the deployed file). */
  setOverlay(firmId: number, files: Record<string, unknown>, revision: number): void;
  /** The revision of the firm's installed overlay; 0 while it uses the deployed files. */
  revisionOf(firmId: number): number;
}

/** A file key (`forms/card`, `lists/lawyer`, `routes`) as the part of the set it replaces. */
export const parseFileKey = (
  key: string,
): { kind: 'routes' } | { kind: 'forms' | 'lists'; name: string } | undefined => {
  if (key === 'routes') return { kind: 'routes' };
  const m = /^(forms|lists)\/([a-z0-9][a-z0-9-]*)$/.exec(key);
  return m ? { kind: m[1] as 'forms' | 'lists', name: m[2] } : undefined;
};

const unknownFile = (key: string): Problem => ({
  file: key,
  pointer: '',
  message: `文件 ${key} 不能在页面配置中修改`,
  hint: '可修改的文件：forms/<表单名>、lists/<列表名> 与 routes（路由表）',
});

/** `base` with each file of `files` replaced; content null or undefined keeps the deployed file. */
const overlaid = (
  base: CheckInput,
  files: Record<string, unknown>,
): { input: CheckInput; problems: Problem[] } => {
  // Problems name a published file by the path its deployed twin has (schemas/forms/card.json).
  const root = base.routes.file.replace(/routes\.json$/, '');
  const input: CheckInput = { ...base, forms: { ...base.forms }, lists: { ...base.lists } };
  const problems: Problem[] = [];
  for (const [key, data] of Object.entries(files)) {
    if (data === null || data === undefined) continue;
    const at = parseFileKey(key);
    if (!at) problems.push(unknownFile(key));
    else if (at.kind === 'routes') input.routes = { file: base.routes.file, data };
    else {
      const file: SchemaFile = {
        file: base[at.kind][at.name]?.file ?? `${root}${at.kind}/${at.name}.json`,
        data,
      };
      input[at.kind][at.name] = file;
    }
  }
  return { input, problems };
};

/**
 * The server stores a resource's columns itself and its code reads them (a card's office, an
 * office's name): a firm's form may not drop a column field the deployed form requires, nor make
 * it optional, or a save would reach the database without it.
 */
const keptColumns = (deployed: SchemaDir, input: CheckInput): Problem[] =>
  Object.values(deployed.resources).flatMap((r) =>
    r.forms.flatMap((name) => {
      const published = input.forms[name];
      const before = deployed.forms[name];
      if (!published || !before || published.data === before) return [];
      const was = toJsonSchema(before, 'create');
      let now: JsonSchema;
      try {
        now = toJsonSchema(published.data as FormSchema, 'create');
      } catch {
        return []; // A form of the wrong shape: the check has named it already.
      }
      return Object.keys(r.columns)
        .filter((k) => was.required?.includes(k) && !now.required?.includes(k))
        .map((k) => ({
          file: published.file,
          pointer: `/schema/properties/${k}`,
          message: `字段 "${k}"（${was.properties?.[k]?.title ?? k}）是服务器保存的数据列，必须保留且必填`,
          hint: '恢复该字段及其 required，或只修改它的标题、提示等显示内容',
        }));
    }),
  );

const metaOf = { forms: 'form', lists: 'list', routes: 'routes' } as const;

/**
 * The check of the set; should a cross-check trip over a published file of the wrong shape (it
 * reads what another file names in it), the meta-schema's findings for the published files, so a
 * malformed publish is refused in Chinese rather than failing.
 */
const checkedOrShape = (input: CheckInput, files: Record<string, unknown>): Problem[] => {
  try {
    return checkSchemaSet(input);
  } catch {
    const v = metaValidators();
    const found = Object.entries(files).flatMap(([key, data]) => {
      const at = parseFileKey(key);
      if (!at || data === null || data === undefined) return [];
      const validate = v[metaOf[at.kind]];
      const file = at.kind === 'routes' ? input.routes.file : input[at.kind][at.name].file;
      return validate(data) ? [] : toProblems(file, validate.errors);
    });
    return found.length
      ? found
      : [{ file: '', pointer: '', message: '页面配置的结构不正确，无法完成检查' }];
  }
};

interface Installed {
  revision: number;
  files: Record<string, unknown>;
  dir: SchemaDir;
}

/** The live schemas over a checked deployed set (its directory and the check's input). */
export const liveSchemas = (base: { dir: SchemaDir; input: CheckInput }): LiveSchemas => {
  const firms = new Map<number, Installed>();
  const filesOf = (firmId: number) => firms.get(firmId)?.files ?? {};
  const lint = (files: Record<string, unknown>) => {
    const { input, problems } = overlaid(base.input, files);
    const found = [...problems, ...checkedOrShape(input, files)];
    return { input, problems: [...found, ...(found.length ? [] : keptColumns(base.dir, input))] };
  };
  return {
    // One object per firm and revision, so whatever is derived from it can be cached by identity.
    forFirm: (firmId) => firms.get(firmId)?.dir ?? base.dir,
    check: (firmId, file, content) => {
      if (!parseFileKey(file)) return [unknownFile(file)];
      return lint({ ...filesOf(firmId), [file]: content }).problems;
    },
    setOverlay: (firmId, files, revision) => {
      const current = firms.get(firmId);
      if (current?.revision === revision) return;
      const published = Object.fromEntries(
        Object.entries(files).filter(([, v]) => v !== null && v !== undefined),
      );
      if (!Object.keys(published).length) {
        firms.delete(firmId);
        return;
      }
      const { input, problems } = lint(published);
      // A set the check refuses is never served: the firm keeps what it had.
      if (problems.length) throw new SchemaDirError(problems, '未启用该版本');
      firms.set(firmId, { revision, files: published, dir: toSchemaDir(base.dir.dir, input) });
    },
    revisionOf: (firmId) => firms.get(firmId)?.revision ?? 0,
  };
};
