import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { SetURLSearchParams } from 'react-router-dom';
import { call } from '../../api/call';
import type { CallName } from '../../api/calls';
import { ApiError, LOGIN_TIMEOUT_CODES, TOKEN_EXPIRED_CODE } from '../../api/errors';

export interface Page {
  records: Array<Record<string, unknown>>;
  total: number;
}

/** Why a list shows no rows although it may have some: it failed to load, or was refused. */
export interface ListProblem {
  kind: 'failed' | 'forbidden';
  message?: string;
}

// A refusal (403) or a session the server no longer accepts: retrying as is cannot help.
const REFUSED = ['403', TOKEN_EXPIRED_CODE, ...LOGIN_TIMEOUT_CODES];

/** What a failed load tells the user in place of the rows (not the empty text). */
export const problemOf = (error: unknown): ListProblem =>
  error instanceof ApiError && REFUSED.includes(error.code)
    ? { kind: 'forbidden', message: error.code === '403' ? error.message : undefined }
    : { kind: 'failed' };

/**
 * One page of a list from its call: the rows, whether they are on their way, and the problem
 * when the call failed. `reloads` asks again (重试, or after an action).
 */
export const useListPage = (args: {
  call: string;
  paged: boolean;
  query: Record<string, unknown>;
  current: number;
  size: number;
  reloads: number;
  setSearchParams: SetURLSearchParams;
}) => {
  const { paged, query, current, size, reloads, setSearchParams } = args;
  const [page, setPage] = useState<Page>({ records: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<ListProblem | null>(null);

  useEffect(() => {
    let alive = true;
    setLoading(true);
    call(args.call as CallName, { query: paged ? { ...query, current, size } : query })
      .then((data) => {
        if (!alive) return;
        // An unpaged call returns the whole array.
        const p: Page = Array.isArray(data)
          ? { records: data as Page['records'], total: (data as unknown[]).length }
          : (data as Page);
        // After deleting the last row of the last page, step back instead of showing nothing.
        if (p.records.length === 0 && p.total > 0 && current > 1) {
          setSearchParams((s) => {
            s.set('current', String(Math.ceil(p.total / size)));
            return s;
          });
          return;
        }
        // Rows are a transition: React renders them in slices the browser can interrupt.
        startTransition(() => {
          setProblem(null);
          setPage(p);
        });
      })
      .catch(
        (error: unknown) =>
          alive &&
          startTransition(() => {
            setProblem(problemOf(error));
            setPage({ records: [], total: 0 });
          }),
      )
      .finally(() => alive && startTransition(() => setLoading(false)));
    return () => {
      alive = false;
    };
  }, [args.call, paged, query, current, size, reloads, setSearchParams]);

  return { page, loading, problem };
};

export type SortOrder = 'ascend' | 'descend';

/**
 * The server sort of a list, kept in the URL like its filters (sortField, sortOrder): what the
 * URL asks for when the list has that sortable column (`sorter`, a sort key of its resource), the
 * query of the page call with it, and the handler of a header click (back to page 1).
 */
export const useListSort = (args: {
  columns: ReadonlyArray<{ field: string; sorter?: boolean }>;
  searchParams: URLSearchParams;
  setSearchParams: SetURLSearchParams;
  query: Record<string, unknown>;
}) => {
  const { columns, searchParams, setSearchParams, query } = args;
  const asked = searchParams.get('sortField');
  const way = searchParams.get('sortOrder');
  const ok =
    columns.some((c) => c.sorter && c.field === asked) && (way === 'ascend' || way === 'descend');
  const field = ok ? asked! : undefined;
  const order = ok ? (way as SortOrder) : undefined;
  const pageQuery = useMemo(
    () => (field ? { ...query, sortField: field, sortOrder: order } : query),
    [query, field, order],
  );
  const onSort = useCallback(
    (f: string | undefined, o: SortOrder | undefined) =>
      setSearchParams((p) => {
        if (f && o) {
          p.set('sortField', f);
          p.set('sortOrder', o);
        } else {
          p.delete('sortField');
          p.delete('sortOrder');
        }
        p.set('current', '1');
        return p;
      }),
    [setSearchParams],
  );
  return { field, order, pageQuery, onSort };
};

/**
 * Runs a search from the search form: the values into the URL, page 1, the sort kept. Kept
 * across renders that leave the URL alone, so the memoised search form skips them.
 */
export const useApplySearch = (args: {
  size: number;
  searchParams: URLSearchParams;
  setSearchParams: SetURLSearchParams;
  reload: () => void;
}) => {
  const { size, searchParams, setSearchParams, reload } = args;
  return useCallback(
    (values: Record<string, unknown>) => {
      const next = new URLSearchParams();
      for (const [k, v] of Object.entries(values)) {
        if (v !== undefined && v !== null && v !== '') next.set(k, String(v));
      }
      next.set('current', '1');
      next.set('size', String(size));
      // A new search keeps the order the list is sorted in.
      for (const k of ['sortField', 'sortOrder']) {
        const v = searchParams.get(k);
        if (v) next.set(k, v);
      }
      // Same filters again: the URL does not change, so ask for fresh data explicitly.
      if (next.toString() === searchParams.toString()) reload();
      else setSearchParams(next);
    },
    [size, searchParams, reload, setSearchParams],
  );
};
