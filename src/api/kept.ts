import { getToken } from './session';

// Answers the call table marks `keep: 'session'` (a list's 列设置) are fetched once per signed-in
// session and url, not on every visit of the list: they change only when this user saves them,
// and a save forgets the kept answer (the row's `forgets`), so the next visit reads it again. A
// new token (another sign-in) starts empty; a reload of the page too, so another browser's change
// shows after one.

const kept = new Map<string, Promise<unknown>>();
let keptFor: string | undefined;

const current = () => {
  const token = getToken() ?? '';
  if (token !== keptFor) {
    kept.clear();
    keptFor = token;
  }
  return kept;
};

/**
 * The kept answer of `key`, or `fetch`'s, kept once it is asked for; a failed fetch is not kept.
 *
 * @example keptAnswer('/listColumns/lawyer?', () => send()) // one request per session
 */
export const keptAnswer = <T>(key: string, fetch: () => Promise<T>): Promise<T> => {
  const answers = current();
  const hit = answers.get(key);
  if (hit) return hit as Promise<T>;
  const answer = fetch();
  answers.set(key, answer);
  answer.catch(() => {
    if (answers.get(key) === answer) answers.delete(key);
  });
  return answer;
};

/** Forgets the kept answer of `key` (its record was just saved). */
export const forgetKept = (key: string): void => {
  current().delete(key);
};
