import { calls } from '../api/calls';
import { followPublished, pollPublished } from '../engine/published-files';
import { setRouteTable } from '../engine/live-routes';
import { routes as bundled } from '../engine/route-table';
import type { PublishedState } from '../engine/schema/published';
import { pageNames } from '../pages/names';

// The console's side of 页面配置 (docs/schemas.md): the route table follows the firm's published
// `routes` once it passed the schema check here too, and every navigation inside /app asks the
// server whether anything newer was published (the router's /app loader calls syncPublished).

/** How often a navigation may ask: clicks through the menu do not each cost a request. */
export const POLL_GAP_MS = 3000;
/** A navigation waits no longer than this for the answer; the next one picks it up. */
const POLL_WAIT_MS = 2000;

let applied: PublishedState['files'][string] | undefined;
let turn = 0;

const followRoutes = async (state: PublishedState) => {
  const file = state.files.routes;
  if (file === applied) return;
  applied = file;
  const mine = ++turn;
  if (!file) return setRouteTable();
  let table;
  try {
    // The check carries ajv and the meta-schemas: loaded only by a firm that published a table.
    const [{ guardedRouteTable }, { bundledNames }] = await Promise.all([
      import('../engine/schema/check-route-table'),
      import('../engine/schemas'),
    ]);
    const names = (kind: 'lists' | 'forms') =>
      Object.fromEntries(
        [
          ...bundledNames(kind),
          ...Object.keys(state.files)
            .filter((k) => k.startsWith(`${kind}/`))
            .map((k) => k.slice(kind.length + 1)),
        ].map((n) => [n, true]),
      );
    const refs = {
      lists: names('lists'),
      forms: names('forms'),
      callNames: Object.keys(calls),
      pageNames,
    };
    table = guardedRouteTable(bundled, file, refs);
  } catch {
    table = {
      routes: bundled,
      version: 0,
      warning: `路由表第 ${file.version} 版未能在此浏览器中检查，已使用默认路由表，请刷新页面重试。`,
    };
  }
  // A newer table arrived while this one was checked: that one wins.
  if (mine === turn) setRouteTable(table);
};

followPublished(followRoutes);

/** The /app loader's read: never fails, and never holds a navigation long. */
export const syncPublished = async (): Promise<null> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    pollPublished(POLL_GAP_MS),
    new Promise<void>((done) => {
      timer = setTimeout(done, POLL_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  return null;
};
