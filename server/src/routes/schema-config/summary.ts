// The 重要日志 detail of a publish, rollback or reset: the version, the note and the diff in words,
// permission changes marked 【权限】 so a reader of the log sees them first.
import type { SchemaChange } from '../../../../src/engine/schema/diff';

const MAX_CHANGES = 30;
const MAX_VALUE = 60;

const kinds = { added: '新增', removed: '删除', changed: '修改' } as const;

const show = (v: unknown): string => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
};

/** A field's title when the changed value is a field (what a reader recognises). */
const titled = (v: unknown): string => {
  const t = (v as { title?: unknown } | null)?.title;
  return typeof v === 'object' && typeof t === 'string' ? `（${t}）` : '';
};

const line = (c: SchemaChange): string => {
  const head = `${c.auth ? '【权限】' : ''}${kinds[c.kind]} ${c.pointer || '/'}`;
  if (c.kind === 'added') return `${head}${titled(c.after) || `：${show(c.after)}`}`;
  if (c.kind === 'removed') return `${head}${titled(c.before) || `：原为 ${show(c.before)}`}`;
  return `${head}：${show(c.before)} → ${show(c.after)}`;
};

export const changeSummary = (version: number, note: string, changes: SchemaChange[]): string => {
  // Permission changes first: they are what a reviewer of the log looks for.
  const ordered = [...changes.filter((c) => c.auth), ...changes.filter((c) => !c.auth)];
  const shown = ordered.slice(0, MAX_CHANGES).map(line);
  const more = ordered.length > MAX_CHANGES ? `；等共 ${ordered.length} 处` : '';
  const diff = changes.length
    ? `改动 ${changes.length} 处：${shown.join('；')}${more}`
    : '内容无改动';
  return `第 ${version} 版${note ? `，备注：${note}` : ''}。${diff}`;
};
