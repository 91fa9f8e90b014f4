import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { call } from '../../api/call';

/** The firm's app configuration (conf.app → GET /firm/appconf). */
export interface AppConf {
  assets?: { imgs?: { logo?: string; loginBg?: string } };
  adminFuncSwitch?: { global?: Record<string, boolean> };
  /** The buttons of a card in the mini-program (名片按钮). */
  cardMenu?: { buttons?: string[] };
  icp?: string;
  /** The lawyer login page: whether 注册 shows and which login methods it offers. */
  login?: { selfRegister?: boolean; methods?: Array<'password' | 'sms'> };
  /** The card page look (名片页): template, theme colour and the fields shown. */
  card?: { template?: 'classic' | 'simple' | 'business'; themeColor?: string; fields?: string[] };
  /** The stored configuration could not be read; these are defaults. */
  corrupt?: boolean;
  version?: number;
  [key: string]: unknown;
}

interface AppConfState {
  conf: AppConf;
  /** The refresh signal: settings pages call it after saving so every screen sees the change. */
  refresh: () => void;
}

const Ctx = createContext<AppConfState>({ conf: {}, refresh: () => undefined });

export const useAppConf = () => useContext(Ctx);

// Every screen waits for the configuration, so its request leaves at start-up (app/router.tsx), ahead
// of the route's chunks that would otherwise hold the browser's connections, and not only once
// React has rendered the provider.
let early: Promise<AppConf> | undefined;

/** Sends the configuration's request now; the provider's first load takes its answer. */
export const prefetchAppConf = (): void => {
  early ??= call<AppConf>('conf.app', { silent: true });
  // Taken by the provider, which handles a failure; never an unhandled rejection meanwhile.
  early.catch(() => undefined);
};

const takeEarly = () => {
  const answer = early;
  early = undefined;
  return answer;
};

/**
 * Provides conf.app to its children once it has arrived; `fallback` shows until then. The console's
 * shell passes antd's Spin; the public card page, which loads no antd (docs/architecture.md), a
 * plain one.
 */
export const AppConfProvider = ({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) => {
  const [conf, setConf] = useState<AppConf | null>(null);
  const [signal, setSignal] = useState(0);

  useEffect(() => {
    let alive = true;
    ((signal === 0 && takeEarly()) || call<AppConf>('conf.app', { silent: signal === 0 }))
      .then((c) => alive && setConf(c ?? {}))
      // Without the configuration the console still works with defaults (all switches off
      // would hide every named menu, so keep the last good value if there is one).
      .catch(() => alive && setConf((prev) => prev ?? {}));
    return () => {
      alive = false;
    };
  }, [signal]);

  const refresh = useCallback(() => setSignal((n) => n + 1), []);

  if (!conf) return <>{fallback}</>;
  return <Ctx.Provider value={{ conf, refresh }}>{children}</Ctx.Provider>;
};
