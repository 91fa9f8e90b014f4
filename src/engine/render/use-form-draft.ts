import type { Form as FormModel } from '@formily/core';
import { toJS } from '@formily/reactive';
import { useCallback, useEffect, useRef } from 'react';
import { formatDate } from '../schema/to-columns';
import { pickBySchema } from '../schema/form-mode';
import type { JsonSchema } from '../schema/to-json-schema';
import {
  clearDraft,
  differsFromLoaded,
  isBehind,
  readDraft,
  writeDraft,
} from '../state/form-drafts';
import { useFeedback } from '../state/feedback';

type Plain = Record<string, unknown>;

export interface FormDraftOptions {
  model: FormModel;
  /** The full storage key (form-drafts.ts draftKey); null = this form keeps no draft. */
  storageKey: string | null;
  /** What the server accepts: only that is kept, never Formily's bookkeeping. */
  accepted: JsonSchema;
  /** The record is loaded (or there is none to load): only then can a draft be compared. */
  ready: boolean;
  /** The loaded record's version, kept with the draft to tell when someone saved meanwhile. */
  version: unknown;
}

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * Keeps a form's unsaved values as a draft while the user types, offers it back when the page
 * opens again (恢复草稿 / 丢弃: a choice must be made, so nothing is dropped by a stray click) and
 * returns `clear` for after a successful save.
 */
export const useFormDraft = ({ model, storageKey, accepted, ready, version }: FormDraftOptions) => {
  const { modal, message } = useFeedback();
  const offered = useRef<string | null>(null);
  const warned = useRef(false);
  const caughtUp = useRef(false);

  // Offer a stored draft once per page and key, after the record has been loaded.
  useEffect(() => {
    const store = storage();
    if (!store || !storageKey || !ready || offered.current === storageKey) return;
    offered.current = storageKey;
    const draft = readDraft(store, storageKey);
    if (!draft) return;
    const loaded = pickBySchema(toJS(model.values), accepted) as Plain;
    if (!differsFromLoaded(draft, loaded)) {
      clearDraft(store, storageKey);
      return;
    }
    const behind = isBehind(draft, version);
    modal.confirm({
      title: '发现未保存的草稿',
      content: `上次编辑的内容尚未保存（草稿保存于 ${formatDate(draft.savedAt, 'YYYY-MM-DD HH:mm')}）。${
        behind ? '此后该记录已被修改，恢复后将以草稿内容为准。' : ''
      }是否恢复？`,
      okText: '恢复草稿',
      cancelText: '丢弃',
      closable: false,
      keyboard: false,
      maskClosable: false,
      onOk: () => {
        // Every accepted field takes the draft's value (absent = emptied), the rest of the record
        // (id, names for display) stays as loaded.
        const next: Plain = { ...toJS(model.values) };
        for (const name of Object.keys(accepted.properties ?? {})) next[name] = draft.values[name];
        model.setValues(next, 'overwrite');
        message.success('已恢复草稿');
      },
      onCancel: () => clearDraft(store, storageKey),
    });
  }, [storageKey, ready, model, accepted, version, modal, message]);

  // Every edit by the user (typing, adding or removing a row) rewrites the draft.
  useEffect(() => {
    const store = storage();
    if (!store || !storageKey || !ready) return;
    const write = () => {
      const values = pickBySchema(toJS(model.values), accepted) as Plain;
      const kept = writeDraft(
        store,
        storageKey,
        values,
        typeof version === 'number' ? version : undefined,
      );
      if (!kept && !warned.current) {
        warned.current = true;
        message.warning('浏览器无法保存草稿，离开本页前请先保存');
      }
    };
    const id = model.subscribe(({ type }) => {
      if (type === 'onFieldInputValueChange') write();
    });
    // Edits made before this hook first ran (it loads in its own chunk) are kept too.
    if (!caughtUp.current && model.modified) write();
    caughtUp.current = true;
    return () => model.unsubscribe(id);
  }, [storageKey, ready, model, accepted, version, message]);

  return useCallback(() => {
    const store = storage();
    if (store && storageKey) clearDraft(store, storageKey);
  }, [storageKey]);
};
