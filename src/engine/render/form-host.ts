import type { ComponentType, ReactNode } from 'react';
import type { CallName } from '../../api/calls';
import type { Userinfo } from '../../api/session';

/** The arguments a form passes to a call (api/call.ts reads the same shape). */
export interface FormCallArgs {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  /** A refusal is the form's to show (a 409 opens the conflict dialog), not a toast. */
  silent?: boolean;
}

/**
 * What a form needs from the page around it, so the engine itself carries no router, API client
 * or session: the console's host (console-host.tsx) wires the router, api/call and the session;
 * a page holding just a form (the bench's engine page) gives one that never saves.
 */
export interface FormHost {
  /** The viewer: fields whose x-auth they lack are neither shown nor sent; drafts are theirs. */
  user: Userinfo | null;
  call: (name: CallName, args: FormCallArgs) => Promise<unknown>;
  /** Shows a refused call's message (a 409 is shown by the conflict dialog instead). */
  reportError: (error: unknown) => void;
  /** A path, or a history step (-1 back, 0 reload). */
  navigate: (to: string | number) => void;
  /** The list the user came from (with its filters), to return to after saving. */
  from?: string;
  /** A success toast (保存成功). */
  notify: (text: string) => void;
  /** A yes/no question (确定 / 取消), answered true for 确定. */
  confirm: (question: string) => Promise<boolean>;
  /** What shows while the record or the form's components load (the console's spinner). */
  loading?: ReactNode;
  /** Asks before leaving a page with unsaved edits; rendered only where the form asks for it. */
  LeaveGuard?: ComponentType<{ dirty: () => boolean }>;
}
