// Pages a route may name as `page.component`: only screens a schema cannot express. The page
// registry in src/app is typed against this list so the schema check needs no React.
export const pageNames = [
  'login',
  'register',
  'user-dashboard',
  'card-detail',
  'public-card',
  'stats',
  'pending',
  'schema-admin',
] as const;

export type PageName = (typeof pageNames)[number];
