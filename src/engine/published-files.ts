import { call } from '../api/call';
import { getToken, getUserinfo } from '../api/session';
import { subscribeSession } from '../api/session-store';
import {
  applyPublished,
  NOTHING_PUBLISHED,
  versionOf,
  type PublishedAnswer,
  type PublishedState,
} from './schema/published';

// The firm's published files (页面配置, docs/schemas.md), as the signed-in console last read them.
// Small and free of the schema files themselves: the router reads it on every navigation, and the
// public card page, which never signs in, carries it in its entry chunk.

let published: PublishedState = NOTHING_PUBLISHED;
/** Whose files they are (`admin-1`): another account signing in must not see this firm's files. */
let owner: string | undefined;
const listeners = new Set<() => void>();
type Follower = (state: PublishedState) => Promise<void> | void;
const followers = new Set<Follower>();

type Peek = (kind: 'lists' | 'forms', name: string) => unknown;
let peekLoaded: Peek = () => undefined;

/** schemas.ts lends its cache of loaded bundled files (it loads with the first list or form). */
export const lendLoadedSchemas = (peek: Peek): void => {
  peekLoaded = peek;
};

/** A list or form as a render would get it now, without loading it (undefined when not here). */
export const schemaIfLoaded = (kind: 'lists' | 'forms', name: string): unknown =>
  published.files[`${kind}/${name}`]?.content ?? peekLoaded(kind, name);

/** The published version in use for a file key (`forms/card`), 0 when the bundled file is. */
export const publishedVersion = (file: string): number => versionOf(published, file);

/** The published files in use (for useSyncExternalStore: the same object until one changes). */
export const publishedState = (): PublishedState => published;

export const subscribePublished = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Runs `follower` after every change of the published files, before refreshPublished resolves
 * (the shell's route table follows the published `routes` this way).
 */
export const followPublished = (follower: Follower): (() => void) => {
  followers.add(follower);
  return () => followers.delete(follower);
};

const setPublished = async (next: PublishedState) => {
  if (next === published) return;
  published = next;
  await Promise.all([...followers].map((f) => f(next)));
  listeners.forEach((l) => l());
};

let inFlight: Promise<void> | undefined;
let lastRead = 0;

/** Forgets the published files: the bundled ones apply again (sign-out, another account). */
export const clearPublished = (): Promise<void> => {
  owner = undefined;
  lastRead = 0;
  return setPublished(NOTHING_PUBLISHED);
};

const userKey = () => {
  const user = getToken() ? getUserinfo() : null;
  return user ? `${user.type}-${user.id}` : undefined;
};

/**
 * Reads the firm's published files now (C2's 页面配置 calls it after a publish) and applies them;
 * asks with `since` once it has them, so an unchanged answer is cheap. Without a session it
 * forgets them instead. Fails quietly: the console goes on with what it has.
 */
export const refreshPublished = async (): Promise<void> => {
  const who = userKey();
  if (!who) return clearPublished();
  if (who !== owner) {
    owner = who;
    await setPublished(NOTHING_PUBLISHED);
  }
  const since = published.revision;
  const read = call<PublishedAnswer>('schema.published', {
    query: since === undefined ? {} : { since },
    silent: true,
  })
    // Another account may have signed in meanwhile: its own read applies, not this one.
    .then((answer) => (owner === who ? setPublished(applyPublished(published, answer)) : undefined))
    .catch(() => undefined)
    .finally(() => {
      if (inFlight === read) inFlight = undefined;
    });
  inFlight = read;
  lastRead = Date.now();
  return read;
};

/**
 * The navigation's read: asks the server when it has not for `gapMs` (or never for this account),
 * otherwise waits for a read already under way, if any.
 */
export const pollPublished = (gapMs: number): Promise<void> => {
  const who = userKey();
  if (who === owner && inFlight) return inFlight;
  if (who !== owner || published.revision === undefined || Date.now() - lastRead >= gapMs)
    return refreshPublished();
  return Promise.resolve();
};

// Signing out, or in as someone else (the re-login dialog can), forgets the files at once: the
// next account reads its own firm's at its first navigation.
subscribeSession(() => {
  if (owner !== undefined && userKey() !== owner) void clearPublished();
});
