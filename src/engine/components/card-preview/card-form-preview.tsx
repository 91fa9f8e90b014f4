import { observer, useForm } from '@formily/react';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { useSession } from '../../../api/session-store';
import { CardPreview } from './card-preview';
import { previewOfValues } from './form-values';

type Named = { id: number; name: string };

const toMap = (rows: unknown): Map<number, string> =>
  new Map(Array.isArray(rows) ? (rows as Named[]).map((r) => [r.id, r.name]) : []);

/** An id → name list from a call without parameters; a failure leaves it empty (shows less). */
const useNames = (name: 'profession.wxList' | 'organization.validList' | null) => {
  const [names, setNames] = useState<Map<number, string>>(new Map());
  useEffect(() => {
    if (!name) return;
    let alive = true;
    call(name, { silent: true })
      .then((rows) => alive && setNames(toMap(rows)))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [name]);
  return names;
};

/**
 * Form `aside` "CardFormPreview": the phone preview of the card being edited, following the form's
 * values as they are typed. Practice-area names come from the firm's list every signed-in user
 * may read; office names from the admins' office list (a lawyer cannot change their office, so
 * the loaded record's name serves them).
 */
export const CardFormPreview = observer(() => {
  const form = useForm();
  const { user } = useSession();
  const professions = useNames('profession.wxList');
  const offices = useNames(user?.auth.includes('ADMIN') ? 'organization.validList' : null);
  const values = form.values as Record<string, unknown>;
  return (
    // Stays in view as the form scrolls, below the console's sticky 48 px header.
    <div style={{ position: 'sticky', top: 48 + 16 }}>
      <CardPreview card={previewOfValues(values, professions, offices)} />
    </div>
  );
});
