import type { Form } from '@formily/core';
import { useRef, useState } from 'react';
import type { CallName } from '../../api/calls';
import type { ConflictInfo } from '../schema/conflict';
import { pickBySchema } from '../schema/form-mode';
import { resolveRecord } from '../schema/template';
import type { JsonSchema } from '../schema/to-json-schema';
import type { FormMode, FormSchema } from '../schema/types';
import { showAtField } from './field-error';
import type { FormHost } from './form-host';

type Plain = Record<string, unknown>;

interface SaveOptions {
  form: FormSchema;
  host: FormHost;
  /** The Formily form, where a refusal naming a field is shown at that field. */
  model: Form;
  mode: FormMode;
  recordId?: number;
  ctx: Record<string, unknown>;
  /** What the server accepts: only those fields are sent. */
  accepted: JsonSchema;
  /** The loaded record's version, sent back so a stale save is refused (409). */
  version: unknown;
  /** The action's own success text (管理员已添加) wins over the form's. */
  successMessage?: string;
  /** At once after a successful save: the edits are kept now (the draft goes). */
  onSaved: () => void;
  /** After the save and its follow-up call: close the dialog or leave the page. */
  onDone: () => void;
  /** A stale save: the conflict dialog takes over, the form keeps what was typed. */
  onConflict: (info: ConflictInfo, mine: Plain) => Promise<void>;
}

/**
 * Saving a form: only the accepted fields plus `extra`, the id and version when updating; one save
 * at a time (a double-clicked 提交 must not create the record twice); `saveAndThen` saves and runs
 * the form's follow-up call (保存并提交审核).
 */
export const useFormSave = (options: SaveOptions) => {
  const { form, host, mode, recordId, ctx, accepted, successMessage } = options;
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const save = async (values: Plain, follow: boolean, seen: unknown) => {
    const callName = (mode === 'create' ? form.submit.create : form.submit.update) as CallName;
    const body: Plain = {
      ...(pickBySchema(values, accepted) as Plain),
      ...resolveRecord(form.extra, ctx),
      ...(mode === 'update'
        ? {
            id: recordId,
            ...(seen !== undefined && form.sendVersion !== false ? { version: seen } : {}),
          }
        : {}),
    };
    // Update URLs may carry the id (PUT /firmContent/{id}); unused params are ignored. Quiet, so
    // a 409 opens the conflict dialog instead of a toast; anything else is shown as before.
    let answer: unknown;
    try {
      answer = await host.call(callName, {
        body,
        params: mode === 'update' && recordId !== undefined ? { id: recordId } : undefined,
        silent: true,
      });
    } catch (error) {
      // Loaded with the dialog's chunk: most forms never meet a conflict.
      const { conflictOf } = await import('../schema/conflict');
      const info = mode === 'update' ? conflictOf(error) : null;
      if (info) return await options.onConflict(info, body);
      showAtField(options.model, error);
      host.reportError(error);
      throw error;
    }
    options.onSaved();
    const then = follow ? form.then : undefined;
    if (!then) host.notify(successMessage ?? form.success ?? '保存成功');
    else {
      // The record is saved either way; a refused follow-up (its message shown by the host)
      // must not leave a create page that would create it a second time.
      const id = recordId ?? (answer as { id?: number } | null)?.id;
      await host
        .call(then.call as CallName, { body: resolveRecord(then.body, { ...ctx, id }) })
        .then(() => host.notify(then.success ?? '操作成功'))
        .catch(() => undefined);
    }
    options.onDone();
  };

  const submit = async (values: Plain, follow = false, seen = options.version) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await save(values, follow, seen);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const saveAndThen = async (values: Plain) => {
    const question = form.then?.confirm;
    if (question && !(await host.confirm(question))) return;
    await submit(values, true);
  };

  return { busy, submit, saveAndThen };
};
