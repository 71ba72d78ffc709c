import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { routeManifest } from './scripts/routeManifest';

const gateway = `http://localhost:${process.env.GATEWAY_PORT || 4000}`;
const root = fileURLToPath(new URL('.', import.meta.url));

// `isSsrBuild`: the prerender's server entry (src/prerender.tsx), run at build time only; it ships nothing.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    // `dist/.vite/routes.json`: what each route loads on arrival, for the JavaScript budget (e2e/budget.spec.ts) and the benches.
    routeManifest(),
    // Brotli and gzip copies of every text file and of the WebAssembly, made once here and served by the gateway as the browser accepts.
    !isSsrBuild &&
      compression({
        algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
        // The text files, and the barcode reader's WebAssembly (1 MB, a third of it in brotli).
        include: /\.(html|xml|css|json|js|mjs|svg|wasm)$/,
        // The build's own records (the route manifest) are read from disk, never served.
        exclude: /^\.vite\//,
        logLevel: 'silent',
      }),
  ],
  resolve: {
    // rxjs's ES2015 build: classes instead of ES5 prototypes and tslib helpers, a fifth smaller (Apollo Client uses it).
    conditions: ['es2015', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': { target: gateway, changeOrigin: false },
      '/captcha': { target: gateway, changeOrigin: false },
      '/healthz': { target: gateway, changeOrigin: false },
      // Uploads, downloads and pictures go through the gateway too (decision 011).
      '/files': { target: gateway, changeOrigin: false },
      '/media': { target: gateway, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    copyPublicDir: !isSsrBuild,
    // No preload helper: a chunk's own `import` statements already name every chunk it needs (Rollup hoists them), and
    // the helper's `<link rel="modulepreload">`, added one by one for each chunk of the app and of the arriving page,
    // were two long tasks of main-thread work on a phone while the page started.
    modulePreload: false,
    emptyOutDir: true,
    // The GraphiQL entry (playground) is one large chunk by nature; the app's routes are split.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      // Chakra's theme module builds its full default config (every recipe) in a call the bundler cannot prove pure;
      // the app builds its own slim one (components/ui/theme.ts), so that call and the recipes only it uses are dropped. Its
      // anatomy module likewise makes the parts' names of every component; a page keeps those of the ones it draws.
      treeshake: { manualPureFunctions: ['defineConfig', 'createAnatomy'] },
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        playground: fileURLToPath(new URL('./playground.html', import.meta.url)),
      },
    },
  },
}));
