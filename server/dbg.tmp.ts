import { buildApp } from './src/app';
import { openPglite } from './src/db/client';
const d = await openPglite();
await d.migrate();
const app = await buildApp({ db: d.db, demo: true });
await app.ready();
console.log(app.printRoutes({ commonPrefix: false }));
await d.close();
