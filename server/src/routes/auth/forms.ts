// The request bodies of the account screens, derived from the firm's form files (its published
// forms/account-*, else the files; resources/live-schemas.ts), so both sides refuse the same input
// with the same words, and a rule changed in a form is the rule the server applies.
import type { FastifyInstance } from 'fastify';
import accountQuestionJson from '../../../../schemas/forms/account-question.json';
import type { FormSchema } from '../../../../src/engine/schema/types';
import type { JsonSchema } from '../../lib/envelope';
import { formBody } from '../../lib/forms';
import { liveBody } from '../../plugins/validation';

/** The preset questions a 密保问题 form offers (its options). */
export const questionsOf = (form: FormSchema): string[] =>
  (form.schema.properties.question?.enum ?? []).map((o) => String(o.value));

// JSON imports widen literal unions; the file is checked against schemas/meta by the project's
// schema check, so the cast is safe.
/** The repository's own preset questions (for code that runs without an app, e.g. tests). */
export const presetQuestions: string[] = questionsOf(accountQuestionJson as unknown as FormSchema);

export interface AccountBodies {
  /** 修改账号: { mobile, code }. */
  mobile: JsonSchema;
  /** 修改密码 (lawyers): { oldPassword, newPassword, confirmPassword }. */
  lawyerPassword: JsonSchema;
  /** 修改密码 (admins): the same fields. */
  adminPassword: JsonSchema;
  /** 密保问题: { question, answer, password }. */
  question: JsonSchema;
}

/** The account bodies, each validated against the request's firm's form. */
export const accountBodies = (app: FastifyInstance): AccountBodies => ({
  mobile: liveBody(app, (s) => formBody(s.forms['account-settings'], 'settings', {})),
  lawyerPassword: liveBody(app, (s) => formBody(s.forms['account-passwd'], 'settings', {})),
  adminPassword: liveBody(app, (s) => formBody(s.forms['account-admin-passwd'], 'settings', {})),
  question: liveBody(app, (s) => formBody(s.forms['account-question'], 'settings', {})),
});

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
