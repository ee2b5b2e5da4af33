import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API server (Fastify, one port for /qis and /identity). */
const serverUrl = process.env.QIS_SERVER_URL ?? 'http://localhost:8080';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The silent-renew page is its own small entry (the iframe must not boot the whole app).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        'silent-renew-oidc': fileURLToPath(new URL('./silent-renew-oidc.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // Higher priority groups claim their modules first (a group also takes its modules' dependencies).
          groups: [
            {
              name: 'react',
              priority: 30,
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            { name: 'oidc', priority: 10, test: /[\\/]node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // Host is kept (no changeOrigin) so the server can build its own links for the dev origin.
      '/qis': { target: serverUrl, ws: true },
      '/identity': { target: serverUrl },
    },
  },
});
