import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

const TEXT_FILE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli and gzip copies of every text file in dist/, made once at build time at the highest levels (too slow to
 * do per request); the API sends the one the browser accepts. Tiny files are left alone: the headers would cost more.
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'blood-match:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const files = (await readdir(outDir, { recursive: true })).filter(
        (file) => TEXT_FILE.test(file) && !file.startsWith('.vite'),
      );
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          if ((await stat(path)).size < 1024) return;
          const content = await readFile(path);
          await writeFile(
            `${path}.br`,
            await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
          );
          await writeFile(`${path}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    },
  };
};

/**
 * The pages people land on: a shared link to the home page, the login page, the installed app's start page. Their
 * route chunks are preloaded from index.html next to the entry, instead of one round trip later when the router
 * asks for them, which on a 150 ms mobile connection is the difference that shows.
 */
const LANDING_ROUTES: Record<string, string[]> = {
  '/': ['src/app/routes/home.tsx'],
  '/login': ['src/app/routes/login.tsx'],
  '/app': ['src/app/routes/app/layout.tsx', 'src/app/routes/app/dashboard.tsx'],
  '/app/dashboard': ['src/app/routes/app/layout.tsx', 'src/app/routes/app/dashboard.tsx'],
};

const preloadLandingRoutes = (): Plugin => {
  let root = '';
  return {
    name: 'blood-match:preload-landing-routes',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (chunk: Rollup.OutputChunk | undefined, into = new Set<string>()): Set<string> => {
          if (!chunk || into.has(chunk.fileName)) return into;
          into.add(chunk.fileName);
          chunk.imports.forEach((file) => withImports(byFile.get(file), into));
          return into;
        };
        const entry = withImports(chunks.find((chunk) => chunk.isEntry));
        const byModule = new Map(
          chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [relative(root, chunk.facadeModuleId!), chunk]),
        );
        const routes = Object.fromEntries(
          Object.entries(LANDING_ROUTES).map(([path, modules]) => {
            const files = new Set(modules.flatMap((module) => [...withImports(byModule.get(module))]));
            return [path, [...files].filter((file) => !entry.has(file)).map((file) => `/${file}`)];
          }),
        );
        const script = `(function(r){var f=r[location.pathname.replace(/\\/+$/,'')||'/']||[];f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})(${JSON.stringify(routes)})`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
};

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), preloadLandingRoutes(), precompress()],
  resolve: {
    alias: {
      '@app/domain': fileURLToPath(new URL('../libs/domain/src/index.ts', import.meta.url)),
      '@app/i18n': fileURLToPath(new URL('../libs/i18n/src/index.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { '/v1': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries every page needs, in chunks of their own: a release that changes only the app's code leaves
        // them cached on the phone. MUI's components are not grouped, so each page loads only the ones it uses.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 30 },
            { name: 'i18n', test: /node_modules[\\/](i18next[^\\/]*|react-i18next)[\\/]/, priority: 30 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
            {
              name: 'mui-core',
              test: /node_modules[\\/](@emotion|stylis|@mui[\\/](system|styled-engine|utils|private-theming)|@mui[\\/]material[\\/](styles|colors|CssBaseline))[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
