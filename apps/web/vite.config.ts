import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server the dev server forwards to (apps/api listens on PORT 3000 by default). */
const API_ORIGIN = process.env.ANKUR_API_ORIGIN ?? `http://localhost:${process.env.PORT || 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Vite names every emitted file dist/assets/[name]-[hash].[ext] by default.
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN },
      '/oidc': { target: API_ORIGIN },
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
  preview: {
    port: 4173,
  },
});
