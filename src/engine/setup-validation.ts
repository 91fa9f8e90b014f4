import {
  registerValidateFormats,
  registerValidateLocale,
  registerValidateMessageTemplateEngine,
  setValidateLanguage,
} from '@formily/core';
import { formatMessage, validateMessages } from './schema/messages';
import { validators } from './schema/validators';

// Formily speaks the same Chinese templates as the server: the locale carries our templates, the
// named validators become formats, and the template engine fills `{label}` from the field title.
let done = false;

export const setupValidation = (): void => {
  if (done) return;
  done = true;
  setValidateLanguage('zh-CN');
  registerValidateFormats(
    Object.fromEntries(
      Object.entries(validators).map(([name, v]) => [name, new RegExp(v.pattern)]),
    ),
  );
  registerValidateLocale({
    'zh-CN': {
      ...validateMessages,
      ...Object.fromEntries(Object.entries(validators).map(([name, v]) => [name, v.message])),
    },
  });
  registerValidateMessageTemplateEngine((message, context: Record<string, unknown>) => {
    if (typeof message !== 'string') return message;
    const field = context.field as { title?: unknown; props?: { name?: unknown } } | undefined;
    const label = typeof field?.title === 'string' && field.title ? field.title : '该字段';
    return formatMessage(message, { ...context, label });
  });
};
