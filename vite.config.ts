import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { schemaCheck } from './scripts/vite-schema-check';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [schemaCheck(), react()],
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 1200 },
});
