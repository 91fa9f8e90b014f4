import { useEffect } from 'react';
import type { Userinfo } from '../../api/session';
import { draftKey } from '../state/form-drafts';
import { useFormDraft, type FormDraftOptions } from './use-form-draft';

export interface DraftKeeperProps extends Omit<FormDraftOptions, 'storageKey'> {
  user: Userinfo;
  formName: string;
  /** The record id, 'new' for a create page or 'own' for the user's own record. */
  record: string | number;
  /** Receives `clear`, for after a successful save. */
  onClear: (clear: () => void) => void;
}

/**
 * A page form's draft (form-drafts.ts) as a component, so forms that keep none never load it:
 * form-core.tsx renders it lazily for `draft` forms only.
 */
export default function DraftKeeper({
  user,
  formName,
  record,
  onClear,
  ...rest
}: DraftKeeperProps) {
  const clear = useFormDraft({ ...rest, storageKey: draftKey(user, formName, record) });
  useEffect(() => {
    onClear(clear);
  }, [clear, onClear]);
  return null;
}
