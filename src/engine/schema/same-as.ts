import { formatMessage, validateMessages } from './messages';
import type { FieldSchema } from './types';

/**
 * The cross-field rule of a form file: `"x-validator": [{ "sameAs": "newPassword", "message":
 * "两次输入的密码不一致" }]` says the field must equal its sibling `newPassword` (确认密码). The
 * console runs it as a Formily rule (setup-validation.ts), the server as the ajv keyword
 * `x-same-as` that toJsonSchema emits, so both refuse the same payload with the same words.
 */
export interface SameAsRule {
  /** The sibling field whose value this one must repeat. */
  field: string;
  /** The Chinese message when they differ. */
  message: string;
}

/** The sibling a field's x-validator names with `sameAs`, if any. */
export const sameAsTarget = (field: FieldSchema): string | undefined => {
  const v = field['x-validator'];
  if (!Array.isArray(v)) return undefined;
  const rule = v.find((r) => typeof r.sameAs === 'string');
  return rule?.sameAs as string | undefined;
};

/**
 * The rule of `field` among `siblings`, with its message: the rule's own, else
 * 「{label}与{other}不一致」 from the two titles.
 *
 * @example sameAsRule(confirm, { newPassword }) // { field: 'newPassword', message: '…' }
 */
export const sameAsRule = (
  field: FieldSchema,
  siblings: Record<string, FieldSchema>,
): SameAsRule | undefined => {
  const target = sameAsTarget(field);
  if (!target) return undefined;
  const rules = field['x-validator'] as Array<Record<string, unknown>>;
  const own = rules.find((r) => r.sameAs === target)?.message;
  const message =
    typeof own === 'string' && own
      ? own
      : formatMessage(validateMessages.sameAs, {
          label: field.title ?? '该字段',
          other: siblings[target]?.title ?? target,
        });
  return { field: target, message };
};

/** Whether a value repeats its sibling's; an empty value is the required rule's business. */
export const sameAsHolds = (value: unknown, other: unknown): boolean =>
  value === undefined || value === null || value === '' || value === other;
