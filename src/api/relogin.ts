import { ApiError, LOGIN_TIMEOUT_CODES, TOKEN_EXPIRED_CODE } from './errors';

/**
 * Saves that wait for a re-login (docs/security.md, suite 8). A save (any non-GET call) answered
 * 4003, 4004 or 4008 does not reject and does not leave the page: it is parked here, the shell's
 * re-login dialog opens, and after the same user signs in again each parked save is sent again
 * (with the new token; the dialog is modal, so its body is still what the form holds). Closing
 * the dialog, or signing in as someone else, rejects them instead. Framework-free, so the rules
 * are unit-tested without a browser; the shell attaches the dialog with `attach()`.
 */

/** The codes that mean "this session is over, sign in again" (docs/product.md, Codes). */
export const SESSION_CODES: readonly string[] = [TOKEN_EXPIRED_CODE, ...LOGIN_TIMEOUT_CODES];

/**
 * The sign-ins never wait for a sign-in (and never see these codes); nor does the sign-out, whose
 * session being over already is what it wanted.
 */
const NEVER_REPLAYED = new Set([
  'auth.adminLogin',
  'auth.lawyerLogin',
  'auth.loginByQuestion',
  'auth.logout',
]);

/**
 * Whether a call that came back with `code` waits for a re-login and is replayed: a write (not a
 * GET), refused because the session is over, while a re-login dialog is there to answer it.
 */
export const waitsForLogin = (
  method: string,
  name: string,
  code: string,
  attached: boolean,
): boolean =>
  attached && method !== 'GET' && SESSION_CODES.includes(code) && !NEVER_REPLAYED.has(name);

/** What the parked call rejects with inside the api layer (call.ts parks it; nobody shows it). */
export class AwaitingLogin extends ApiError {
  constructor(code: string, message: string) {
    super(message, code);
    this.name = 'AwaitingLogin';
  }
}

export interface ReloginSnapshot {
  /** Saves waiting; the dialog is open while this is above 0. */
  pending: number;
  /** The code that opened it (4003, 4004 or 4008). */
  code: string | null;
  /** Names of the waiting calls, oldest first (for tests and the dialog's wording). */
  names: readonly string[];
}

interface Entry {
  name: string;
  replay: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export const createReloginQueue = () => {
  let entries: Entry[] = [];
  let code: string | null = null;
  let attachments = 0;
  let switching = false;
  const listeners = new Set<() => void>();
  let snapshot: ReloginSnapshot = { pending: 0, code: null, names: [] };
  const emit = () => {
    snapshot = { pending: entries.length, code, names: entries.map((e) => e.name) };
    listeners.forEach((l) => l());
  };
  /** Takes every waiting entry out (later failures of their replays park new ones). */
  const drain = () => {
    const taken = entries;
    entries = [];
    code = null;
    emit();
    return taken;
  };

  return {
    /** The shell's dialog is mounted; returns the detach for its unmount. */
    attach(): () => void {
      attachments += 1;
      return () => {
        attachments -= 1;
      };
    },
    get attached(): boolean {
      return attachments > 0;
    },
    /**
     * True for the moment the console leaves a page because another account signed in: the
     * page's unsaved edits belong to the previous account, so its leave guard must not ask.
     */
    get switchingAccount(): boolean {
      return switching;
    },
    /** Runs `leave` (a navigation) with switchingAccount set. */
    leaveAsAnotherAccount(leave: () => void): void {
      switching = true;
      try {
        leave();
      } finally {
        // The router checks its blockers before its first await; a tick later is after that.
        setTimeout(() => {
          switching = false;
        }, 0);
      }
    },
    /** True while saves wait: reads refused meanwhile must not navigate away. */
    get open(): boolean {
      return entries.length > 0;
    },
    /** Parks a call; the promise settles with its replay, or rejects if it is given up. */
    wait<T>(name: string, refusedWith: string, replay: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        entries.push({
          name,
          replay,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        code ??= refusedWith;
        emit();
      });
    },
    /**
     * Signed in again as the same user: sends every waiting call again, oldest first and one at
     * a time (a later save may depend on an earlier one), each settling its own caller.
     */
    async replayAll(): Promise<void> {
      for (const entry of drain()) {
        try {
          entry.resolve(await entry.replay());
        } catch (error) {
          entry.reject(error);
        }
      }
    },
    /** Closed, or someone else signed in: every waiting call fails with `error`. */
    abandon(error: unknown): void {
      for (const entry of drain()) entry.reject(error);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): ReloginSnapshot => snapshot,
  };
};

export type ReloginQueue = ReturnType<typeof createReloginQueue>;

/** The console's one queue (client.ts and call.ts use it; the shell's dialog shows it). */
export const relogin = createReloginQueue();

/** The account that signs in again is the one whose saves wait (same type and id). */
export const sameAccount = (
  before: { type?: string; id?: number } | null,
  after: { type?: string; id?: number },
): boolean =>
  before !== null &&
  before.id !== undefined &&
  before.type === after.type &&
  before.id === after.id;
