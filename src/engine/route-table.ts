import type { RoutesFile } from './schema/types';
import routesFile from '../../schemas/routes.json';

// The route table on its own: the router and the layout need it on every page, the list and form
// schemas (schemas.ts) only where a list or form renders, so they stay out of the entry chunk.
export const routes = (routesFile as unknown as RoutesFile).routes;
