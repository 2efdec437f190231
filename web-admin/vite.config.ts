import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// Served by the API at /admin (same origin as /v1), so every asset URL starts with /admin/.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // The workflows the API enforces, so the console offers only the moves allowed; the gazetteer's LGAs (loaded
    // on demand by the appeal form) are the ones the API accepts.
    alias: {
      '@app/domain': fileURLToPath(new URL('../libs/domain/src/index.ts', import.meta.url)),
      '@app/geo/places': fileURLToPath(new URL('../libs/geo/src/places.ts', import.meta.url)),
      '@app/geo/map-tiles': fileURLToPath(new URL('../libs/geo/src/map-tiles.ts', import.meta.url)),
    },
  },
  server: {
    port: 5174,
    proxy: { '/v1': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // react-admin and MUI make one large vendor chunk; the rich-text editor is split off (lazy article forms).
    chunkSizeWarningLimit: 1500,
  },
});
