import { useEffect, useState } from 'react';
import { call as callApi } from '../../../api/call';
import type { CallName } from '../../../api/calls';
import { PAGE_QUERY, rowsOf, toOptions, type RemoteOption, type TakenRule } from './remote-options';

/** Where a component's options come from: a named call and how to read its rows. */
export interface RemoteOptionsSource {
  /** The call that lists the options, e.g. 'organization.validList'. */
  call?: CallName;
  /** Extra query for the call (filters). */
  query?: Record<string, unknown>;
  /**
   * The call is paged (pageList): ask for one page of 100. Off by default, because the server
   * refuses query keys a call does not declare.
   */
  paged?: boolean;
  labelField?: string;
  valueField?: string;
  /** Rows offered but not choosable, e.g. `{ "field": "cardId", "hint": "已有名片" }`. */
  taken?: TakenRule;
}

/**
 * The options a named call answers, for RemoteSelect and a Checkbox.Group with a `call`. Without
 * a call nothing is asked. A failed call has been shown by the api layer; the options are then
 * simply empty.
 */
export function useRemoteOptions({
  call,
  query,
  paged = false,
  labelField = 'name',
  valueField = 'id',
  taken,
}: RemoteOptionsSource): {
  options: RemoteOption[];
  loading: boolean;
  /** The rows the options came from (RemoteSelect's `fill` reads the chosen one). */
  rows: Record<string, unknown>[];
} {
  const [options, setOptions] = useState<RemoteOption[]>([]);
  const [rows, setRows] = useState<Record<string, unknown>[]>([]);
  const [loading, setLoading] = useState(Boolean(call));
  // A schema's query object is a new object on every render; its content is what matters.
  const queryKey = JSON.stringify(query ?? {});
  const takenKey = JSON.stringify(taken ?? null);

  useEffect(() => {
    if (!call) return;
    let alive = true;
    setLoading(true);
    const filters = JSON.parse(queryKey) as Record<string, unknown>;
    callApi(call, { query: paged ? { ...PAGE_QUERY, ...filters } : filters })
      .then((result) => {
        if (!alive) return;
        setOptions(
          toOptions(
            result,
            labelField,
            valueField,
            (JSON.parse(takenKey) as TakenRule | null) ?? undefined,
          ),
        );
        setRows(rowsOf(result));
      })
      .catch(() => alive && setOptions([]))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [call, paged, queryKey, labelField, valueField, takenKey]);

  return { options, loading, rows };
}
