import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { responsivePhotos } from './scripts/photos/responsive-photos.js';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), responsivePhotos()],
  // The Express sub-app is the server build's entry so it shares module instances (database, sessions) with routes.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : undefined,
  server: { port: 3000 },
}));
