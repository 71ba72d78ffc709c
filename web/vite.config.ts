import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const gateway = `http://localhost:${process.env.GATEWAY_PORT || 4000}`;
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': { target: gateway, changeOrigin: false },
      '/captcha': { target: gateway, changeOrigin: false },
      '/healthz': { target: gateway, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The GraphiQL entry (playground) is one large chunk by nature; the app's routes are split.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        playground: fileURLToPath(new URL('./playground.html', import.meta.url)),
      },
    },
  },
});
