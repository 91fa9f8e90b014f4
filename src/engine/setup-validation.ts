import {
  registerValidateFormats,
  registerValidateLocale,
  registerValidateRules,
  registerValidateMessageTemplateEngine,
  setValidateLanguage,
} from '@formily/core';
import { choiceRequired, formatMessage, validateMessages } from './schema/messages';
import { checks } from './schema/checks';
import { sameAsHolds } from './schema/same-as';
import { validators, type NamedValidator } from './schema/validators';

// Formily speaks the same Chinese templates as the server: the locale carries our templates, the
// named validators become formats, and the template engine fills `{label}` from the field title.
let done = false;

/** What the sameAs rule needs of a Formily field (GeneralField's query, value and title). */
interface SiblingQuery {
  title?: unknown;
  query(pattern: string): { take(): { value?: unknown; title?: unknown } | undefined };
}

export const setupValidation = (): void => {
  if (done) return;
  done = true;
  setValidateLanguage('zh-CN');
  registerValidateFormats(
    Object.fromEntries(
      Object.entries(validators).map(([name, v]) => [name, new RegExp(v.pattern)]),
    ),
  );
  // Checks beyond a pattern run as rules named after them (see schema/checked-validators.ts).
  registerValidateRules(
    Object.fromEntries(
      Object.entries(checks).map(([name, check]) => {
        const message =
          (Object.values(validators) as NamedValidator[]).find((v) => v.check === name)?.message ??
          '格式不正确';
        const rule = (value: unknown, description: Record<string, unknown>) =>
          !description[name] || value === undefined || value === null || value === ''
            ? ''
            : check(String(value))
              ? ''
              : message;
        return [name, rule];
      }),
    ),
  );
  // `{ sameAs: 'newPassword' }` (schema/same-as.ts): the field repeats its sibling. Formily hands
  // rules the field in their context, so the sibling is found relative to it.
  registerValidateRules({
    sameAs: (value, rule, ctx: { field?: SiblingQuery }) => {
      const name = String(rule.sameAs);
      const other = ctx.field?.query(`.${name}`).take();
      if (sameAsHolds(value, other?.value)) return '';
      return formatMessage(rule.message || validateMessages.sameAs, {
        label: ctx.field?.title || '该字段',
        other: other?.title || name,
      });
    },
  });
  registerValidateLocale({
    'zh-CN': {
      ...validateMessages,
      ...Object.fromEntries(Object.entries(validators).map(([name, v]) => [name, v.message])),
    },
  });
  registerValidateMessageTemplateEngine((message, context: Record<string, unknown>) => {
    if (typeof message !== 'string') return message;
    const field = context.field as
      { title?: unknown; data?: { choice?: boolean }; props?: { name?: unknown } } | undefined;
    const label = typeof field?.title === 'string' && field.title ? field.title : '该字段';
    // A picked value (schema/choice-fields.ts) is chosen, not typed: 请选择, not 请输入.
    const template =
      message === validateMessages.required && field?.data?.choice ? choiceRequired : message;
    return formatMessage(template, { ...context, label });
  });
};
