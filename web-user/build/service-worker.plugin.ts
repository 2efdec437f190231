import { build, type Plugin } from 'vite';

/**
 * The service worker (service-worker/sw.js, written with Workbox's modules) bundled into one classic script,
 * dist/sw.js: a worker registered without `type: 'module'` runs in every browser the app supports, and Workbox's
 * modules are then part of the file rather than fetched from anywhere at run time. Written before the precompression
 * (closeBundle), so it gets its compressed copies like every other file.
 */
export const serviceWorker = (entry: string): Plugin => {
  let outDir = '';
  return {
    name: 'blood-match:service-worker',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : `${config.root}/${config.build.outDir}`;
    },
    writeBundle: async () => {
      await build({
        configFile: false,
        logLevel: 'warn',
        mode: 'production',
        // Workbox logs its routing in development builds only, chosen by this.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          lib: { entry, formats: ['iife'], name: 'bloodMatchServiceWorker', fileName: () => 'sw.js' },
        },
      });
    },
  };
};
