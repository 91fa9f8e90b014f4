import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { History, Location } from './history';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A path (pushed, or replacing with `replace`), or a step back/forward; 0 reloads the page. */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

interface BlockerEntry {
  shouldBlock: (args: { currentLocation: Location; nextLocation: Location }) => boolean;
  /** Holds the navigation: `go` performs it later, past every blocker. */
  block: (go: () => void) => void;
}

interface Navigator {
  navigate: NavigateFunction;
  addBlocker: (entry: BlockerEntry) => () => void;
}

const LocationContext = createContext<Location | null>(null);
const NavigatorContext = createContext<Navigator | null>(null);

const nextLocationOf = (to: string, from: Location, state: unknown): Location => {
  const url = new URL(to, `http://x${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: '' };
};

/**
 * Follows `history` and gives its location to everything below. Location changes render as a
 * transition, so a screen whose chunk is still loading keeps the previous one on view instead of
 * flashing a spinner.
 */
export const Router = ({ history, children }: { history: History; children: ReactNode }) => {
  const [location, setLocation] = useState(history.location);
  const current = useRef(history.location);
  const blockers = useRef(new Set<BlockerEntry>());
  const pop = useRef({ reverting: false, passing: false });

  const blockerFor = (nextLocation: Location) =>
    [...blockers.current].find((b) =>
      b.shouldBlock({ currentLocation: current.current, nextLocation }),
    );

  // A layout effect: children's plain effects (a <Navigate>) run after it, so no move is missed.
  useLayoutEffect(() => {
    const show = (next: Location) => {
      current.current = next;
      startTransition(() => setLocation(next));
    };
    const stop = history.listen((next, delta) => {
      if (delta === null) return show(next);
      // Back/forward has already moved the address bar: a blocker puts it back, and its go()
      // repeats the move with the blockers passed.
      if (pop.current.reverting) {
        pop.current.reverting = false;
        return;
      }
      const blocker = pop.current.passing ? undefined : blockerFor(next);
      pop.current.passing = false;
      if (!blocker) return show(next);
      pop.current.reverting = true;
      history.go(-delta);
      blocker.block(() => {
        pop.current.passing = true;
        history.go(delta);
      });
    });
    if (history.location !== current.current) show(history.location);
    return stop;
  }, [history]);

  const navigator = useMemo<Navigator>(
    () => ({
      navigate: (to, options = {}) => {
        if (typeof to === 'number') return history.go(to);
        const move = () =>
          options.replace ? history.replace(to, options.state) : history.push(to, options.state);
        const blocker = blockerFor(nextLocationOf(to, current.current, options.state));
        if (blocker) blocker.block(move);
        else move();
      },
      addBlocker: (entry) => {
        blockers.current.add(entry);
        return () => blockers.current.delete(entry);
      },
    }),
    // blockerFor reads refs only.
    [history],
  );

  return (
    <NavigatorContext.Provider value={navigator}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </NavigatorContext.Provider>
  );
};

const useNavigator = () => {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new Error('useNavigate() is used outside <Router>');
  return navigator;
};

export const useLocation = (): Location => {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation() is used outside <Router>');
  return location;
};

/** Stable for the router's lifetime, so effects may depend on it. */
export const useNavigate = (): NavigateFunction => useNavigator().navigate;

/** Navigates once rendered: a guard's redirect. */
export const Navigate = ({ to, replace, state }: { to: string } & NavigateOptions) => {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
};

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
} & NavigateOptions;

/** An <a> with a real href: a plain click navigates in the page; ctrl/shift/middle click opens a tab. */
export const Link = ({ to, replace, state, onClick, target, ...rest }: LinkProps) => {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain =
      event.button === 0 &&
      !event.metaKey &&
      !event.ctrlKey &&
      !event.shiftKey &&
      !event.altKey &&
      (!target || target === '_self');
    if (event.defaultPrevented || !plain) return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...rest} href={to} target={target} onClick={follow} />;
};

export const useSearchParams = (): [
  URLSearchParams,
  (
    next: URLSearchParams | ((prev: URLSearchParams) => URLSearchParams),
    options?: NavigateOptions,
  ) => void,
] => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const latest = useRef(search);
  latest.current = search;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useMemo(
    () =>
      (
        next: URLSearchParams | ((prev: URLSearchParams) => URLSearchParams),
        options?: NavigateOptions,
      ) => {
        const value = typeof next === 'function' ? next(new URLSearchParams(latest.current)) : next;
        const query = value.toString();
        navigate(query ? `?${query}` : '?', options);
      },
    [navigate],
  );
  return [params, set];
};

export type BlockerState = 'unblocked' | 'blocked';

export interface Blocker {
  state: BlockerState;
  /** Goes where the user was going. */
  proceed: () => void;
  /** Stays. */
  reset: () => void;
}

/**
 * Holds navigations `shouldBlock` returns true for (links, back/forward, navigate()) until the
 * caller proceeds or resets: the leave-page confirmation. Closing the tab is beforeunload's job.
 */
export const useBlocker = (
  shouldBlock: (args: { currentLocation: Location; nextLocation: Location }) => boolean,
): Blocker => {
  const { addBlocker } = useNavigator();
  const test = useRef(shouldBlock);
  test.current = shouldBlock;
  const [held, setHeld] = useState<{ go: () => void } | null>(null);
  useEffect(
    () =>
      addBlocker({
        shouldBlock: (args) => test.current(args),
        block: (go) => setHeld({ go }),
      }),
    [addBlocker],
  );
  return useMemo(
    () => ({
      state: held ? 'blocked' : 'unblocked',
      proceed: () => {
        setHeld(null);
        held?.go();
      },
      reset: () => setHeld(null),
    }),
    [held],
  );
};
