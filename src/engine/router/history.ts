/** Where the console is: the parts of the URL the router reads, plus the state a push carried. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry. */
  key: string;
}

/** `delta` is how many entries a back/forward moved (null for push and replace). */
export type HistoryListener = (location: Location, delta: number | null) => void;

/** The browser's session history, or an in-memory one for tests: the router needs only this. */
export interface History {
  readonly location: Location;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  /** Back/forward by `delta` entries; the move arrives through the listeners. 0 reloads. */
  go(delta: number): void;
  listen(listener: HistoryListener): () => void;
}

let keys = 0;
const newKey = () => `${Date.now().toString(36)}${(keys++).toString(36)}`;

const parse = (to: string, base: string) => {
  const url = new URL(to, `http://x${base}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

/** What each entry keeps in `history.state`: its index lets a back/forward say how far it went. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const isEntryState = (s: unknown): s is EntryState =>
  typeof s === 'object' && s !== null && typeof (s as EntryState).idx === 'number';

export const createBrowserHistory = (win: Window = window): History => {
  const listeners = new Set<HistoryListener>();
  const read = (): { location: Location; idx: number } => {
    const s = win.history.state as unknown;
    const { pathname, search, hash } = win.location;
    return isEntryState(s)
      ? { location: { pathname, search, hash, state: s.usr, key: s.key }, idx: s.idx }
      : { location: { pathname, search, hash, state: null, key: 'default' }, idx: 0 };
  };
  // The first entry gets an index, so that going back to it later says how far it was.
  if (!isEntryState(win.history.state)) {
    win.history.replaceState({ usr: null, key: 'default', idx: 0 } satisfies EntryState, '');
  }
  let current = read();
  const emit = (delta: number | null) => listeners.forEach((l) => l(current.location, delta));
  const write = (method: 'pushState' | 'replaceState', to: string, state: unknown) => {
    const idx = method === 'pushState' ? current.idx + 1 : current.idx;
    const url = parse(to, current.location.pathname);
    const entry: EntryState = { usr: state ?? null, key: newKey(), idx };
    win.history[method](entry, '', `${url.pathname}${url.search}${url.hash}`);
    current = read();
    emit(null);
  };
  win.addEventListener('popstate', () => {
    const before = current.idx;
    const foreign = !isEntryState(win.history.state);
    current = read();
    // An entry someone else made (an in-page #anchor) has no index: keep counting from here.
    if (foreign) current.idx = before;
    emit(foreign ? null : current.idx - before);
  });
  return {
    get location() {
      return current.location;
    },
    push: (to, state) => write('pushState', to, state),
    replace: (to, state) => write('replaceState', to, state),
    go: (delta) => win.history.go(delta),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** A history that lives in memory: for tests, which have no address bar to change. */
export const createMemoryHistory = (initial = '/'): History => {
  const listeners = new Set<HistoryListener>();
  const at = (to: string, state: unknown, base = '/'): Location => ({
    ...parse(to, base),
    state: state ?? null,
    key: newKey(),
  });
  const entries: Location[] = [at(initial, null)];
  let index = 0;
  const emit = (delta: number | null) => listeners.forEach((l) => l(entries[index], delta));
  return {
    get location() {
      return entries[index];
    },
    push: (to, state) => {
      entries.splice(index + 1, entries.length, at(to, state, entries[index].pathname));
      index += 1;
      emit(null);
    },
    replace: (to, state) => {
      entries[index] = at(to, state, entries[index].pathname);
      emit(null);
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      const moved = next - index;
      index = next;
      emit(moved);
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
