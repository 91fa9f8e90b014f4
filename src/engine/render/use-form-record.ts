import { createForm, type Form as FormModel } from '@formily/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CallName } from '../../api/calls';
import { resolveRecord } from '../schema/template';
import type { FormMode, FormSchema } from '../schema/types';
import type { FormHost } from './form-host';

export type LoadState = 'loading' | 'ready' | 'failed';

interface RecordOptions {
  form: FormSchema;
  host: FormHost;
  mode: FormMode;
  /** The route's id (an own record's id is only known once loaded). */
  routeId?: number;
  /** Values without a load call (a row opened in a dialog). */
  record?: Record<string, unknown>;
  /** The signed-in user's own record: null from the load call means there is none yet. */
  own: boolean;
  /** `{params.x}` and `{id}` for the load call. */
  ctx: Record<string, unknown>;
}

/**
 * The form model and the record behind it: loads the record when editing, turns an own-record
 * page without a record into a create form, and reads the current record again on demand (a
 * 409's 对比 and 重新加载).
 */
export const useFormRecord = ({
  form,
  host,
  routeId,
  record,
  own,
  ctx,
  ...props
}: RecordOptions) => {
  const [mode, setMode] = useState<FormMode>(props.mode);
  const [recordId, setRecordId] = useState(routeId);
  const model: FormModel = useMemo(
    () => createForm({ initialValues: mode === 'update' ? record : undefined }),
    [mode, record],
  );
  const needsLoad = mode === 'update' && !record && Boolean(form.load);
  const [state, setState] = useState<LoadState>(needsLoad ? 'loading' : 'ready');
  const [version, setVersion] = useState<unknown>(record?.version);

  const readRecord = useCallback(
    (silent: boolean) =>
      form.load
        ? host.call(form.load.call as CallName, {
            params: resolveRecord(form.load.params, ctx) as
              Record<string, string | number> | undefined,
            query: resolveRecord(form.load.query, ctx),
            silent,
          })
        : Promise.resolve(null),
    [form.load, ctx, host],
  );

  // Loaded once per model: a new host (the route's location state, a refreshed session) must not
  // load the record again over the user's edits.
  const read = useRef(readRecord);
  read.current = readRecord;
  useEffect(() => {
    if (!needsLoad) return;
    let alive = true;
    read
      .current(false)
      .then((data) => {
        if (!alive) return;
        if (own && data === null) {
          setMode('create');
          setState('ready');
          return;
        }
        const values = data as Record<string, unknown>;
        if (own && typeof values.id === 'number') setRecordId(values.id);
        model.setInitialValues(values);
        setVersion(values.version);
        setState('ready');
      })
      .catch(() => alive && setState('failed'));
    return () => {
      alive = false;
    };
  }, [needsLoad, model, own]);

  // Forms without a load call have no current record to compare with.
  const loadCurrent = useCallback(
    () => readRecord(true).catch(() => null) as Promise<Record<string, unknown> | null>,
    [readRecord],
  );

  return { mode, recordId, model, state, version, setVersion, loadCurrent };
};
