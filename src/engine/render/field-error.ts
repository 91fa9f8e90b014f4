import { isField, type Form } from '@formily/core';
import { ApiError } from '../../api/errors';
import { scrollToFirstError } from './scroll-to-error';

// A dotted body path (`name`, `lawyers.2.mobile`); anything else is not looked up, since Formily
// would read `*` or `~` as a pattern matching other fields.
const PATH = /^[A-Za-z_$][\w$]*(\.[\w$]+)*$/;

/**
 * A server refusal that names a field (the envelope's `field`: 机构名称已存在 → `name`) is shown
 * under that field too, as its validation message: the next edit of the field, or the next submit,
 * validates it again and so clears it. The toast is the caller's. Returns whether a field took it.
 *
 * @example if (showAtField(model, error)) … // 原密码不正确 under 原密码
 */
export const showAtField = (model: Form, error: unknown): boolean => {
  if (!(error instanceof ApiError) || !error.field || !PATH.test(error.field)) return false;
  const field = model.query(error.field).take();
  if (!field || !isField(field)) return false;
  field.setFeedback({
    triggerType: 'onInput',
    type: 'error',
    code: 'ValidateError',
    messages: [error.message],
  });
  scrollToFirstError();
  return true;
};
