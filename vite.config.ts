import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, searchForWorkspaceRoot } from 'vite';
import { schemaCheck } from './scripts/vite-schema-check';
import { schemaLab } from './scripts/vite-schema-lab';
import { precompress } from './scripts/vite-precompress';
import { pagePreloads } from './scripts/vite-page-preloads';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
// SCHEMAS_DIR: another copy of schemas/ for the dev server (the schema lab's e2e test edits a
// throwaway copy); the check, the lab's save and the console's schema imports all use it.
const schemasDir = resolve(process.env.SCHEMAS_DIR ?? 'schemas');

export default defineConfig({
  // precompress: .br/.gz beside each built file, which the server sends to browsers that take them.
  plugins: [
    schemaCheck(schemasDir),
    schemaLab(schemasDir),
    react(),
    pagePreloads({ 'public-card': 'src/pages/public-card/public-card-page.tsx' }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget },
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), schemasDir] },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
    // Every route loads all the entry's static imports, yet rolldown splits them into some forty
    // chunks (react, react-dom, antd's pieces…) because lazy chunks share them: one chunk for the
    // lot is 40 requests fewer on a first visit and about 16 kB less gzipped (one compression
    // window). Lazy chunks keep their own splitting, so a route still loads only what it uses.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // The same for the console's shell (src/app/shell.tsx: antd's ConfigProvider and App),
            // which every route but the public card page loads: one chunk with its static imports.
            { name: 'shell', test: /[\\/]src[\\/]app[\\/]shell\.tsx$/ },
            // And for the /app layout (sider, header, breadcrumb: antd's Menu, Dropdown, Badge…),
            // which every /app route loads: measured on /app/lawyer, 25 requests fewer and 14 kB
            // less gzipped; a first visit over HTTP/1.1's six connections waits on requests more
            // than on bytes. /login loads some of the same antd modules, so it takes this chunk too
            // (17 requests fewer, 18 kB more).
            { name: 'app-layout', test: /[\\/]src[\\/]app[\\/]layout[\\/]app-layout\.tsx$/ },
          ],
        },
      },
    },
  },
});
