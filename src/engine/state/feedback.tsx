import type { ModalFuncProps } from 'antd';
import { ConfigProvider } from 'antd';
// Deep imports, both small: antd's `App` would bring its modal and notification hooks with it
// (rc-dialog, rc-field-form and its validator through the modal's form context, Skeleton, the
// notification panel: 30 kB gzipped of the entry every route loads), and `message` from the
// package index its static methods, which nothing here uses.
import useAppStyle from 'antd/es/app/style';
import useMessage from 'antd/es/message/useMessage';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useSession } from '../../api/session-store';
import type { ModalHostProps } from './modal-host';

/** What antd's `App.useApp()` gave the console, less `notification`, which nothing used. */
export interface Feedback {
  /** Toasts; ready at once, since API errors use them (offline too). */
  message: MessageInstance;
  /**
   * antd's modal hook API. The first call loads antd's modal code; the handle it returns works
   * at once all the same (`destroy`, `update`, `then`/`await` reach the dialog once it opens).
   */
  modal: ModalApi;
}

const Ctx = createContext<Feedback | null>(null);

export const useFeedback = (): Feedback => {
  const value = useContext(Ctx);
  if (!value) throw new Error('useFeedback needs <FeedbackProvider> above it');
  return value;
};

type Kind = keyof ModalApi;
type Handle = ReturnType<ModalApi['confirm']>;
type Update = Parameters<Handle['update']>[0];

/** A ModalApi whose dialogs open once `load` has answered with antd's own. */
const lazyModal = (load: () => Promise<ModalApi>, failed: () => void): ModalApi => {
  const open =
    (kind: Kind) =>
    (config: ModalFuncProps): Handle => {
      let handle: Handle | undefined;
      let destroyed = false;
      const updates: Update[] = [];
      // Wrapped: a handle is itself a thenable, which a promise would adopt (and so await).
      const opened: Promise<{ handle?: Handle }> = load().then(
        (api) => {
          if (destroyed) return {};
          handle = api[kind](config);
          updates.forEach((u) => handle?.update(u));
          return { handle };
        },
        () => {
          failed();
          return {};
        },
      );
      return {
        destroy: () => {
          destroyed = true;
          handle?.destroy();
        },
        update: (u) => {
          if (handle) handle.update(u);
          else updates.push(u);
        },
        // antd's `then` makes the dialog "silent" (a rejected onOk keeps it open without an
        // unhandled rejection), so it is passed on only when the caller awaits. A dialog that
        // never opened (destroyed first, or its code failed to load) answers false: not confirmed.
        then: (resolve, reject) =>
          opened.then(({ handle: h }) => (h ? h.then(resolve, reject) : resolve(false))),
      };
    };
  return {
    confirm: open('confirm'),
    info: open('info'),
    success: open('success'),
    error: open('error'),
    warning: open('warning'),
  };
};

// The signed-in screens all have confirms (leaving with unsaved edits, row actions, drafts): once
// the user first touches one, its modal code starts loading, so the first dialog opens without
// waiting for the network. Not at start-up: it would queue behind or ahead of the route's chunks.
const WARM_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * antd's `App` for this console: its `.ant-app` root (font and text colour for everything below)
 * and its message holder, themed by the ConfigProvider above, with the modal holder mounted only
 * once a dialog is first asked for.
 */
export const FeedbackProvider = ({ children }: { children: ReactNode }) => {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [wrapCSSVar, hashId, cssVarCls] = useAppStyle(prefixCls);
  const [message, messageHolder] = useMessage();
  const [Host, setHost] = useState<ComponentType<ModalHostProps> | null>(null);
  const pending = useRef<{ promise: Promise<ModalApi>; resolve: (api: ModalApi) => void } | null>(
    null,
  );

  const load = useCallback(() => {
    if (!pending.current) {
      let resolve!: (api: ModalApi) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<ModalApi>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      pending.current = { promise, resolve };
      import('./modal-host').then(
        ({ ModalHost }) => setHost(() => ModalHost),
        (error: unknown) => {
          // Asked again later, the import is tried again (the network may be back).
          pending.current = null;
          reject(error);
        },
      );
    }
    return pending.current.promise;
  }, []);

  const { user } = useSession();
  useEffect(() => {
    if (!user || Host) return;
    const warm = () => void load().catch(() => undefined);
    WARM_EVENTS.forEach((e) => window.addEventListener(e, warm, { capture: true, once: true }));
    return () => WARM_EVENTS.forEach((e) => window.removeEventListener(e, warm, true));
  }, [user, Host, load]);

  const onReady = useCallback((api: ModalApi) => pending.current?.resolve(api), []);
  const value = useMemo(
    () => ({
      message,
      modal: lazyModal(load, () => void message.error('网络异常，请稍后重试')),
    }),
    [message, load],
  );

  return wrapCSSVar(
    <Ctx.Provider value={value}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        {Host && <Host onReady={onReady} />}
        {messageHolder}
        {children}
      </div>
    </Ctx.Provider>,
  );
};
