// The card forms: request bodies are derived with toJsonSchema from the console's own form files
// (the firm's forms/card, card-reject.json), so client and server can never disagree on a rule.
import cardRejectJson from '../../../../schemas/forms/card-reject.json';
import { toJsonSchema, type JsonSchema } from '../../../../src/engine/schema/to-json-schema';
import type { FormSchema, Permission } from '../../../../src/engine/schema/types';
import { updateKeys } from '../../lib/forms';
import { viewerFormBody } from '../../lib/viewer-body';
import { FILES_PREFIX } from '../upload/policy';

// JSON imports widen literal unions; the files are checked against schemas/meta by the build.
export const cardRejectForm = cardRejectJson as unknown as FormSchema;

/**
 * The reject dialog's reason field, optional here: the same call approves without a reason, and
 * the handler answers a missing one with 请输入驳回原因.
 */
export const reasonField = (): JsonSchema => {
  const reason = { ...toJsonSchema(cardRejectForm, 'update').properties?.reason };
  delete reason.minLength;
  return { ...reason, type: ['string', 'null'] };
};

/**
 * Media fields (avatar, video) hold either an uploaded file's path or an http(s) address; the
 * form's upload components give no pattern, so anything else (javascript:, data:…) is refused here.
 */
export const isMediaUrl = (v: string) =>
  v.startsWith(FILES_PREFIX) ? !/[\s<>"]/.test(v) : /^https?:\/\/[^\s<>"]+$/.test(v);

/**
 * The card form's bodies per kind of caller (x-auth in card.json): admins send every field; a
 * lawyer editing their own card may not send lawyerId, organizationId or sort (排序权重), whose
 * stored values are kept.
 */
export const ADMIN_AUTH: Permission[] = ['ADMIN'];
export const LAWYER_AUTH: Permission[] = ['LAWYER'];
export const authOfCaller = (type: 'admin' | 'lawyer') =>
  type === 'admin' ? ADMIN_AUTH : LAWYER_AUTH;

const bodies = (cardForm: FormSchema) => ({
  create: {
    admin: viewerFormBody(cardForm, 'create', ADMIN_AUTH, {}),
    lawyer: viewerFormBody(cardForm, 'create', LAWYER_AUTH, {}),
  },
  update: {
    admin: viewerFormBody(cardForm, 'update', ADMIN_AUTH, updateKeys, ['id']),
    lawyer: viewerFormBody(cardForm, 'update', LAWYER_AUTH, updateKeys, ['id']),
  },
});
// One set per form object (a firm's revision): the validators compiled from them are reused.
const known = new WeakMap<FormSchema, ReturnType<typeof bodies>>();

/** The card form's bodies per kind of caller, from a firm's card form (its published version). */
export const cardBodiesOf = (cardForm: FormSchema): ReturnType<typeof bodies> => {
  const hit = known.get(cardForm);
  if (hit) return hit;
  const made = bodies(cardForm);
  known.set(cardForm, made);
  return made;
};
