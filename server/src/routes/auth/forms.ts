// The request bodies of the account screens, derived from the form files the console renders
// (schemas/forms/account-*.json), so both sides refuse the same input with the same words.
import accountAdminPasswdJson from '../../../../schemas/forms/account-admin-passwd.json';
import accountPasswdJson from '../../../../schemas/forms/account-passwd.json';
import accountQuestionJson from '../../../../schemas/forms/account-question.json';
import accountSettingsJson from '../../../../schemas/forms/account-settings.json';
import type { FormSchema } from '../../../../src/engine/schema/types';
import { formBody } from '../../lib/forms';

// JSON imports widen literal unions; the files are checked against schemas/meta by the project's
// schema check, so the casts are safe.
export const accountSettingsForm = accountSettingsJson as unknown as FormSchema;
export const accountPasswdForm = accountPasswdJson as unknown as FormSchema;
export const accountAdminPasswdForm = accountAdminPasswdJson as unknown as FormSchema;
export const accountQuestionForm = accountQuestionJson as unknown as FormSchema;

/** 修改账号: { mobile, code }. */
export const mobileBody = formBody(accountSettingsForm, 'settings', {});
/** 修改密码 (lawyers): { oldPassword, newPassword, confirmPassword }. */
export const lawyerPasswordBody = formBody(accountPasswdForm, 'settings', {});
/** 修改密码 (admins): the same fields. */
export const adminPasswordBody = formBody(accountAdminPasswdForm, 'settings', {});
/** 密保问题: { question, answer, password }. */
export const questionBody = formBody(accountQuestionForm, 'settings', {});

/** The preset questions an admin may pick (the form's options). */
export const presetQuestions: string[] = (
  accountQuestionForm.schema.properties.question.enum ?? []
).map((o) => String(o.value));

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
