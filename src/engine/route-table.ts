import type { RoutesFile } from './schema/types';
import routesFile from '../../schemas/routes.json';

// The route table on its own: the router and the layout need it on every page, the list and form
// schemas (schemas.ts) only where a list or form renders, so they stay out of the entry chunk.
// This is the bundled table, what every page uses before sign-in; the table a signed-in console
// uses (the firm's published one, 页面配置) is live-routes.ts's.
export const routes = (routesFile as unknown as RoutesFile).routes;
