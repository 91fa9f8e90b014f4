import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { call } from '../../api/call';
import { useSession } from '../../api/session-store';

interface UnreadState {
  count: number;
  /** Screens that read or receive messages call this so the badge follows at once. */
  refresh: () => void;
}

const Ctx = createContext<UnreadState>({ count: 0, refresh: () => undefined });

export const useUnread = () => useContext(Ctx);

/** The unread count in global state, fetched with logs.msg.count for status 0 (未读). */
export const UnreadProvider = ({ children }: { children: ReactNode }) => {
  const { user } = useSession();
  const [count, setCount] = useState(0);
  const [signal, setSignal] = useState(0);
  const isLawyer = user?.auth.includes('LAWYER') ?? false;

  useEffect(() => {
    if (!isLawyer) return;
    let alive = true;
    call<number>('logs.msg.count', { query: { status: 0 }, silent: true })
      .then((n) => alive && setCount(Number(n) || 0))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [isLawyer, signal]);

  const refresh = useCallback(() => setSignal((n) => n + 1), []);

  // Messages also arrive from others (an admin's audit or notice): look again whenever the
  // lawyer comes back to the window, rather than only on their own actions.
  useEffect(() => {
    if (!isLawyer) return;
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [isLawyer, refresh]);
  return <Ctx.Provider value={{ count: isLawyer ? count : 0, refresh }}>{children}</Ctx.Provider>;
};
