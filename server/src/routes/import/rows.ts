// One sheet row → the values the form would send, and every problem of the row by column. Cells
// are turned into values as the form's components would (an option's label → its value, an
// office's name → its id) and then checked with the form's own JSON Schema and Chinese messages
// (lib/validation-messages.ts), so a row reads 请输入正确的11位手机号 exactly where the form does.
import type { ValidateFunction } from 'ajv';
import {
  choiceRequired,
  formatMessage,
  validateMessages,
} from '../../../../src/engine/schema/messages';
import type { ImportColumn } from '../../../../src/engine/schema/import-columns';
import { toJsonSchema } from '../../../../src/engine/schema/to-json-schema';
import type { FormSchema } from '../../../../src/engine/schema/types';
import type { JsonSchema } from '../../lib/envelope';
import { messageFor } from '../../lib/validation-messages';
import { makeAjv } from '../../plugins/validation';
import type { SheetRow } from './sheet';

export interface RowError {
  /** The row number as Excel shows it (the header is row 1). */
  row: number;
  /** The column's header (the field's title). */
  column: string;
  message: string;
}

/** The records a `choice` column names, for the caller: all of the firm's, and which they may use. */
export interface Choices {
  options: Array<{ value: number; label: string }>;
  /** Absent = every option may be used. */
  allowed?: (value: number) => boolean;
  /** Why an option out of the caller's reach is refused. */
  outOfScope?: string;
}

export interface ReadRow {
  row: number;
  /** The fields whose column the sheet has, as the form would send them. */
  values: Record<string, unknown>;
  errors: RowError[];
  /** The row's cells as typed, by header (the key column, a masked mobile). */
  cells: Map<string, string>;
}

const NUMBER = /^[-+]?\d+(\.\d+)?$/;
const SEPARATORS = /[、,，;；\n]+/;

/**
 * The reader of one import's rows: `present` are the headers the sheet has (a column it lacks is
 * left out of the values, so an update keeps the stored value).
 */
export const rowReader = (
  form: FormSchema,
  columns: ImportColumn[],
  choices: Map<string, Choices>,
) => {
  const ajv = makeAjv(false);
  const props = toJsonSchema(form, 'create').properties ?? {};
  const checks = new Map<string, { root: JsonSchema; validate: ValidateFunction }>(
    columns.map((c) => {
      const root: JsonSchema = {
        type: 'object',
        properties: { [c.field]: props[c.field] },
        required: c.required ? [c.field] : [],
      };
      return [c.field, { root, validate: ajv.compile(root) }];
    }),
  );

  /** One option by its name; an error message when it is unknown or out of reach. */
  const pick = (c: ImportColumn, name: string): number | string => {
    const source = choices.get(c.call ?? '');
    const found = source?.options.find((o) => o.label === name);
    if (!found) return `${c.title}「${name}」不存在`;
    if (source?.allowed && !source.allowed(found.value)) {
      return source.outOfScope ?? `${c.title}「${name}」不在您的管理范围内`;
    }
    return found.value;
  };

  /** The cell as a value, or the reason it cannot be one. */
  const convert = (c: ImportColumn, text: string): { value: unknown } | { error: string } => {
    if (text === '') {
      if (c.required && c.kind === 'number') {
        return { error: formatMessage(validateMessages.required, { label: c.title }) };
      }
      if (c.required && c.kind !== 'text') {
        return { error: formatMessage(choiceRequired, { label: c.title }) };
      }
      if (c.kind === 'choices') return { value: [] };
      // An empty required text is answered by the schema (请输入姓名); an optional one is cleared.
      return { value: c.required ? '' : null };
    }
    switch (c.kind) {
      case 'number':
        return { value: NUMBER.test(text) ? Number(text) : text };
      case 'enum': {
        const o = c.options?.find((x) => x.label === text || String(x.value) === text);
        return o
          ? { value: o.value }
          : { error: formatMessage(validateMessages.enum, { label: c.title }) };
      }
      case 'choice': {
        const v = pick(c, text);
        return typeof v === 'number' ? { value: v } : { error: v };
      }
      case 'choices': {
        const picked = text
          .split(SEPARATORS)
          .map((s) => s.trim())
          .filter(Boolean)
          .map((n) => pick(c, n));
        const bad = picked.find((v) => typeof v === 'string');
        return bad === undefined ? { value: [...new Set(picked)] } : { error: String(bad) };
      }
      default:
        return { value: text };
    }
  };

  return (r: SheetRow, present: ReadonlySet<string>): ReadRow => {
    const values: Record<string, unknown> = {};
    const errors: RowError[] = [];
    for (const c of columns) {
      if (!present.has(c.title)) continue;
      const out = convert(c, r.cells.get(c.title) ?? '');
      if ('error' in out) {
        errors.push({ row: r.row, column: c.title, message: out.error });
        continue;
      }
      values[c.field] = out.value;
      const check = checks.get(c.field);
      if (check && !check.validate({ [c.field]: out.value })) {
        const [err] = check.validate.errors ?? [];
        if (err)
          errors.push({
            row: r.row,
            column: c.title,
            message: messageFor(err, check.root, 'body'),
          });
      }
    }
    return { row: r.row, values, errors, cells: r.cells };
  };
};
