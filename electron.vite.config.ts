import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY_DIRECTIVES } from './src/shared/csp';
import WORKER_ENTRIES from './src/core/workers/worker-entries.json';

/**
 * The CSP is written once (src/shared/csp.ts) and injected as a meta tag here. The dev
 * server's hot reload needs inline scripts and a websocket, so only `dev` loosens it.
 */
function contentSecurityPolicy(): Plugin {
  let serving = false;
  return {
    name: 'coachdesk-csp',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transformIndexHtml() {
      const directives = serving
        ? CONTENT_SECURITY_POLICY_DIRECTIVES.map((d) =>
            d.startsWith('script-src') ? `${d} 'unsafe-inline'` : d.startsWith('connect-src') ? `${d} ws://localhost:*` : d,
          )
        : CONTENT_SECURITY_POLICY_DIRECTIVES;
      return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: directives.join('; ') }, injectTo: 'head-prepend' }];
    },
  };
}

export default defineConfig({
  main: {
    build: {
      // The backup check, whole-practice exports and the demo's checkpoints run in worker threads, each from a file of its own.
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          ...Object.fromEntries(Object.entries(WORKER_ENTRIES).map(([name, source]) => [name, resolve(__dirname, source)])),
        },
      },
    },
  },
  preload: {},
  renderer: {
    plugins: [react(), contentSecurityPolicy()],
    build: {
      minify: true,
      chunkSizeWarningLimit: 4096,
      // gallery.html shows the shared components alone, for the end-to-end tests.
      rollupOptions: { input: { index: resolve(__dirname, 'src/renderer/index.html'), gallery: resolve(__dirname, 'src/renderer/gallery.html') } },
    },
  },
});
