import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the one pg-core schema and committed; the server runs them at
// boot with the PGlite or node-postgres migrator (`migrate()` in server/src/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/migrations',
});
