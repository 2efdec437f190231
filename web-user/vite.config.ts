import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin, type Rollup } from 'vite';
import { findFirstLoadLibraries } from './build/first-load-libraries.plugin';
import { muiThemeWithoutCssVariables } from './build/mui-theme-without-css-variables.plugin';
import { serviceWorker } from './build/service-worker.plugin';
import type { PrerenderAudience } from './src/lib/prerender-audience';

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

/** How many script tags and preloads the page adds to its head in one task (each starts a request). */
const TAGS_PER_TASK = 4;

/**
 * The pages people land on: a shared link to the home page, the login page, the installed app's start page. Their
 * route chunks are preloaded from index.html next to the entry, instead of one round trip later when the router
 * asks for them, which on a 150 ms mobile connection is the difference that shows.
 */
const QUERY_CACHE = 'src/lib/query-client.tsx';
const LANDING_ROUTES: Record<string, string[]> = {
  '/': ['src/app/routes/home.tsx'],
  '/login': ['src/app/routes/login.tsx', QUERY_CACHE],
  '/app': ['src/app/routes/app/layout.tsx', 'src/app/routes/app/dashboard.tsx', QUERY_CACHE],
  '/app/dashboard': ['src/app/routes/app/layout.tsx', 'src/app/routes/app/dashboard.tsx', QUERY_CACHE],
  '/app/dashboard/find-donor': ['src/app/routes/app/layout.tsx', 'src/app/routes/app/find-donor.tsx', QUERY_CACHE],
  '/app/your-requests': ['src/app/routes/app/layout.tsx', 'src/app/routes/app/your-requests.tsx', QUERY_CACHE],
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
        // A few links per task: starting each request costs the main thread a few milliseconds on a slow phone, and
        // the dashboard's fifty-odd at once made one of its longest tasks (Lighthouse's TBT, docs/benchmarks.md).
        const script = `(function(r){var f=r[location.pathname.replace(/\\/+$/,'')||'/']||[],i=0;(function n(){for(var k=0;k<${TAGS_PER_TASK}&&i<f.length;k++,i++){var l=document.createElement('link');l.rel='modulepreload';l.href=f[i];document.head.appendChild(l)}if(i<f.length)setTimeout(n,0)})()})(${JSON.stringify(routes)})`;
        return [{ tag: 'script', attrs: { id: 'landing-preloads' }, children: script, injectTo: 'head' }];
      },
    },
  };
};

const CATALOGUES = fileURLToPath(new URL('../libs/i18n/catalogues', import.meta.url));

/** Every namespace of one language in one JSON object, named by a hash of its content. */
const languageCatalogues = () =>
  readdirSync(CATALOGUES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name: language }) => {
      const namespaces = readdirSync(join(CATALOGUES, language))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => [
          file.slice(0, -'.json'.length),
          JSON.parse(readFileSync(join(CATALOGUES, language, file), 'utf8')),
        ]);
      const source = JSON.stringify(Object.fromEntries(namespaces));
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      return { language, fileName: `assets/locales/${language}-${hash}.json`, source };
    });

/**
 * The catalogues as one hashed JSON file per language (cached for a year like the scripts) instead of a JavaScript
 * chunk per namespace: lib/i18n.ts fetches the visitor's language and English, and index.html preloads English so
 * it downloads alongside the entry script.
 */
const catalogueFiles = (): Plugin => {
  const catalogues = languageCatalogues();
  return {
    name: 'blood-match:catalogue-files',
    config: () => ({
      define: {
        __CATALOGUE_FILES__: JSON.stringify(
          Object.fromEntries(catalogues.map((item) => [item.language, item.fileName])),
        ),
      },
    }),
    generateBundle() {
      for (const { fileName, source } of catalogues) this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const english = catalogues.find((item) => item.language === 'en');
        if (!bundle || !english) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: `/${english.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
};

/** The routes whose libraries are part of the first load (see build/first-load-libraries.plugin.ts). */
const FIRST_LOAD_ROUTES = ['src/app/routes/home.tsx'];
const firstLoadLibraries = new Set<string>();

/**
 * Pages rendered to HTML at build time, each with its own file (the API sends `<path>/index.html` for its path, and
 * shell.html, the app without a prerendered page, for every other): a phone on a slow connection paints them from
 * the HTML alone. The public pages are drawn for a signed-out visitor; the dashboard, where login and the installed
 * app lead, for every signed-in donor at once (with no one's data in it, see src/lib/prerender-audience.ts).
 */
const PRERENDERED_PAGES: {
  path: string;
  file: string;
  audience: PrerenderAudience;
  signedOutOnly?: boolean;
  /** The app loads only once the visitor needs it (see loadAppOnDemandScript), not after the first paint. */
  appOnDemand?: boolean;
  /** Its text fields work before the app: what is typed there is kept for the app's form (KEEP_TYPING_SCRIPT). */
  keepsTyping?: boolean;
  /** Drawn only for its bare address: a query or the router's state (an earlier request to copy) changes the page. */
  bareAddressOnly?: boolean;
}[] = [
  { path: '/', file: 'index.html', audience: 'visitor', appOnDemand: true },
  // A signed-in visitor is sent on to the dashboard. The first touch of the form loads the app, and the visitor can
  // type meanwhile: the app's form starts from what they typed, in the field they were in.
  {
    path: '/login',
    file: 'login/index.html',
    audience: 'visitor',
    signedOutOnly: true,
    appOnDemand: true,
    keepsTyping: true,
  },
  { path: '/app/dashboard', file: 'app/dashboard/index.html', audience: 'donor' },
  { path: '/app', file: 'app/index.html', audience: 'donor' },
  // The recipient's two pages, where their dashboard's buttons lead, for every signed-in recipient at once.
  {
    path: '/app/dashboard/find-donor',
    file: 'app/dashboard/find-donor/index.html',
    audience: 'recipient',
    bareAddressOnly: true,
  },
  { path: '/app/your-requests', file: 'app/your-requests/index.html', audience: 'recipient', bareAddressOnly: true },
];

/**
 * Whether the stored session (`u`, the stored user, read only when needed) is one the page was drawn for: the
 * donors' dashboard is for a signed-in donor (the stored role; lib/storage.ts reads anything else as donor) whose
 * alerts are not paused (the availability card differs then), the recipients' pages for a signed-in recipient; both
 * on a phone (the layout differs on wider screens).
 */
const sessionCheck = (page: (typeof PRERENDERED_PAGES)[number], mobileQuery: string) => {
  const address = page.bareAddressOnly ? `&&!location.search&&!(history.state&&history.state.usr)` : '';
  const onPhone = `&&matchMedia(${JSON.stringify(mobileQuery)}).matches${address}`;
  if (page.audience === 'donor')
    return {
      readsUser: true,
      fits: `u&&u.id&&!u.paused_until&&localStorage.getItem('role')!=='recipient'${onPhone}`,
    };
  if (page.audience === 'recipient')
    return { readsUser: true, fits: `u&&u.id&&localStorage.getItem('role')==='recipient'${onPhone}` };
  return page.signedOutOnly ? { readsUser: true, fits: '!(u&&u.id)' } : { readsUser: false, fits: 'true' };
};

/**
 * Before any script runs: a prerendered page is for a visitor of its path reading English, with the session it was
 * drawn for. Anyone else (another path given the same HTML, as the service worker does offline; a visitor whose
 * language is another; a signed-in visitor of a page that sends them on; a recipient on the dashboard) must not see
 * it flash before the app draws their page, so it is hidden at once and main.tsx removes it. The language is found
 * as lib/i18n.ts finds it: the stored choice, else the first of the browser's languages the app speaks.
 */
const hidePrerenderedScript = (page: (typeof PRERENDERED_PAGES)[number], languages: string[], mobileQuery: string) => {
  const { readsUser, fits } = sessionCheck(page, mobileQuery);
  return `(function(d){try{var p=location.pathname.replace(/\\/+$/,'')||'/',l=localStorage.getItem('language'),u=${readsUser}&&JSON.parse(localStorage.getItem('user')||'null'),k=${JSON.stringify(languages)},n=navigator.languages||[navigator.language];for(var i=0;!l&&i<n.length;i++){var c=String(n[i]).toLowerCase().split(/[-_;]/)[0];if(k.indexOf(c)>=0)l=c}if(p!==${JSON.stringify(page.path)}||(l&&l!=='en')||!(${fits}))d.setAttribute('data-hide-prerendered','')}catch(e){d.setAttribute('data-hide-prerendered','')}})(document.documentElement)`;
};

/**
 * On a prerendered page the scripts are not needed for the first paint, only to make the page work: they are
 * fetched at low priority, so nothing the page shows waits behind them, and Lighthouse does not count them as
 * blocking the paint (they would be, on a page that has only an empty #root).
 */
const lowerScriptPriority = (html: string) =>
  html
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
    .replace("l.rel='modulepreload';", "l.rel='modulepreload';l.fetchPriority='low';");

/** What the built page's head loads the app with: the entry, its preloads, the catalogue's, the landing routes'. */
const APP_LOADING_TAGS =
  /[ \t]*(?:<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|preload)"[^>]*>|<script id="landing-preloads">[\s\S]*?<\/script>)\n?/g;

/**
 * Adds the tags in `template` (below) to the head, a few per task (as the landing preloads): after the next frame has
 * been painted, or at once when nothing is painted for this visitor (the prerendered page hidden from them, or the
 * tab in the background).
 */
/** Adds the next few of the <template>'s tags `c` (from `i`) to the head, and the rest in later tasks. */
const addTagsFunction = `function a(){for(var k=0;k<${TAGS_PER_TASK}&&i<c.length;k++,i++){var x=c[i],e=d.createElement(x.tagName);for(var j=0;j<x.attributes.length;j++)e.setAttribute(x.attributes[j].name,x.attributes[j].value);e.textContent=x.textContent;d.head.appendChild(e)}if(i<c.length)setTimeout(a,0)}`;

const addAfterFirstPaintScript = `(function(t,d){var c=t.content.children,i=0;${addTagsFunction}if(d.visibilityState==='hidden'||d.documentElement.hasAttribute('data-hide-prerendered'))a();else requestAnimationFrame(function(){setTimeout(a,0)})})(document.getElementById('app-loading'),document)`;

/**
 * On a prerendered page the app's scripts, preloads and catalogue are requested once the page has painted: the
 * first paint needs none of them, so nothing shares the phone's connection and main thread with the HTML until it
 * shows. (Lighthouse's simulation also counts every request that finished before the largest paint as holding that
 * paint up; on its fast local run that was all of them, so the prerendered pages were scored as if they waited for
 * the app.) The tags wait in a <template>, inert, where the service worker still finds the files to keep for an
 * offline start (service-worker/sw.js reads the HTML's src and href attributes).
 */
const loadAppAfterFirstPaint = (html: string, onDemand = false) => {
  const tags = (html.match(APP_LOADING_TAGS) ?? []).map((tag) => tag.trim()).join('');
  return html
    .replace(APP_LOADING_TAGS, '')
    .replace(
      '</body>',
      `<template id="app-loading">${tags}</template><script>${onDemand ? loadAppOnDemandScript : addAfterFirstPaintScript}</script></body>`,
    );
};

/**
 * On a page whose fields work before the app: the value of each named field of the prerendered page as typed, and
 * the field last focused, for the app's form to start from (src/lib/typed-before-app.ts takes them once). Listening
 * on the document, so it is there before the fields are parsed; it stops once the app has taken them.
 */
const KEEP_TYPING_SCRIPT = `(function(w,d){var k=w.__typedBeforeApp={values:{},focus:null};function f(e){var t=e.target;if(w.__typedBeforeApp!==k||!t||!t.name||!t.closest||!t.closest('#root'))return;if(e.type==='focusin')k.focus=t.name;else k.values[t.name]=t.value}d.addEventListener('input',f,true);d.addEventListener('focusin',f,true)})(window,document);`;

/** The buttons the prerendering disabled (src/app/prerender.tsx) until the app draws its own. */
const INERT_CONTROL = 'button:disabled';

/**
 * A public page read by someone who has never been here is all in its HTML: its text, its links (each loads the page
 * it points to, prerendered or not). The app, whose scripts would cost a slow phone seconds of its main thread, is
 * needed only for what the HTML cannot do: a control pressed (the menu, the language, the FAQ's questions),
 * or a part read from the API coming near the screen (`data-needs-app`, the home page's testimonials and figures).
 * So the app's tags are added when the visitor first touches, clicks, types, hovers with a mouse, or scrolls near
 * such a part, and at once when the page is hidden from this visitor (another language, a signed-in visitor). When
 * the first press was on a (disabled) prerendered button, the app's button at that point is pressed once the app has
 * drawn its page in place of the prerendered one, so that first tap does what the visitor meant.
 */
const loadAppOnDemandScript = `(function(t,d,w){var c=t.content.children,i=0,s=0,E=['pointerdown','touchstart','keydown','focusin','pointerover'],o;${addTagsFunction}function go(){if(s)return;s=1;for(var k=0;k<E.length;k++)w.removeEventListener(E[k],on,true);if(o)o.disconnect();a()}function on(e){if(e.type!=='pointerover'||e.pointerType==='mouse')go()}function tap(e){var b=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(INERT_CONTROL)}),x=e.clientX,y=e.clientY,m;if(!b)return;w.removeEventListener('pointerdown',tap,true);m=new MutationObserver(function(){if(b.isConnected)return;m.disconnect();requestAnimationFrame(function(){var n=d.elementFromPoint(x,y),f=n&&n.closest('button,[role="button"]');if(f)f.click()})});m.observe(d.getElementById('root'),{childList:true})}if(d.documentElement.hasAttribute('data-hide-prerendered'))return a();w.addEventListener('pointerdown',tap,true);for(var k=0;k<E.length;k++)w.addEventListener(E[k],on,{capture:true,passive:true});if('IntersectionObserver' in w){o=new IntersectionObserver(function(n){for(var k=0;k<n.length;k++)if(n[k].isIntersecting)go()},{rootMargin:'200px 0px'});d.querySelectorAll('[data-needs-app]').forEach(function(n){o.observe(n)})}})(document.getElementById('app-loading'),document,window)`;

/**
 * The signed-in pages are hydrated by the app (src/main.tsx): React takes over their markup instead of drawing them
 * again, its first pass drawing them as the build did, for everyone of the role. The public pages, loaded on demand,
 * are drawn anew (the first tap on them is replayed on the app's page).
 */
const hydrated = (page: (typeof PRERENDERED_PAGES)[number]) =>
  page.appOnDemand || page.audience === 'visitor' ? '' : ` data-prerendered-for="${page.audience}"`;

/**
 * Renders PRERENDERED_PAGES (src/app/prerender.tsx through Vite's SSR loader) into copies of index.html with their
 * styles inlined; the app then hydrates the signed-in ones and draws the public ones anew once its scripts have run.
 */
const prerenderPages = (): Plugin => {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  return {
    name: 'blood-match:prerender-pages',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    // writeBundle runs before every closeBundle, so the compressed copies are made of the prerendered pages.
    writeBundle: async () => {
      const server = await createServer({
        root,
        configFile,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { prerender, MOBILE_QUERY } = (await server.ssrLoadModule(
          '/src/app/prerender.tsx',
        )) as typeof import('./src/app/prerender');
        const shell = await readFile(join(outDir, 'index.html'), 'utf8');
        // Every other path gets the page without a prerendered one in it (the API sends shell.html for them).
        await writeFile(join(outDir, 'shell.html'), shell);
        const languages = languageCatalogues().map((item) => item.language);
        for (const page of PRERENDERED_PAGES) {
          const { html, styleTag } = await prerender(page.path, page.audience, { keepsTyping: page.keepsTyping });
          const file = join(outDir, page.file);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(
            file,
            loadAppAfterFirstPaint(lowerScriptPriority(shell), page.appOnDemand)
              .replace(
                '</head>',
                `<script>${hidePrerenderedScript(page, languages, MOBILE_QUERY)};${page.keepsTyping ? KEEP_TYPING_SCRIPT : ''}</script><style>[data-hide-prerendered] #root{display:none}</style>${styleTag}</head>`,
              )
              .replace('<div id="root"></div>', `<div id="root"${hydrated(page)}>${html}</div>`),
          );
        }
      } finally {
        await server.close();
      }
    },
  };
};

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

const SHARED_RULES = /[\\/]libs[\\/](domain|i18n)[\\/]src[\\/]/;

/** MUI's modules that many of its components share: its utilities, transitions, style helpers and class names. */
const MUI_SHARED_PARTS =
  /node_modules[\\/]@mui[\\/](?:utils[\\/]|material[\\/](?:utils|internal|transitions|styles)[\\/]|material[\\/]\w+[\\/]\w+Classes\.js$)/;

export default defineConfig({
  plugins: [
    muiThemeWithoutCssVariables(),
    react(),
    findFirstLoadLibraries(FIRST_LOAD_ROUTES, firstLoadLibraries),
    catalogueFiles(),
    preloadLandingRoutes(),
    prerenderPages(),
    serviceWorker(fileURLToPath(new URL('./service-worker/sw.js', import.meta.url))),
    precompress(),
  ],
  resolve: {
    alias: {
      '@app/domain': fileURLToPath(new URL('../libs/domain/src/index.ts', import.meta.url)),
      '@app/i18n': fileURLToPath(new URL('../libs/i18n/src/index.ts', import.meta.url)),
      '@app/geo/places': fileURLToPath(new URL('../libs/geo/src/places.ts', import.meta.url)),
      '@app/geo/map-tiles': fileURLToPath(new URL('../libs/geo/src/map-tiles.ts', import.meta.url)),
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
      // The shared rules and texts (libs/domain, libs/i18n) only define things: a page that imports none of a module's
      // exports does not need the module at all. Without this every page that read one rule from the barrel also built
      // every form schema at start-up (zod builds each when its module runs), a long task on a slow phone.
      treeshake: { moduleSideEffects: (id: string) => !SHARED_RULES.test(id) },
      output: {
        // Libraries every page needs, in chunks of their own: a release that changes only the app's code leaves
        // them cached on the phone. Vite's preload helper goes with the first-load libraries rather than in a chunk of its own (one request
        // less for every first visit). The query library, which every page reading the API needs but the home
        // page's first paint does not, is one chunk instead of five: each chunk costs its file name in the entry's
        // preload lists and a request. So are MUI's small shared parts (utilities, class names, transitions), which
        // were a dozen files of 2 KiB each: over HTTP/1.1's six connections every six files are a round trip.
        // MUI's components are not grouped, so each page loads only the ones it uses.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
            {
              name: 'vendor',
              test: (id) => firstLoadLibraries.has(id) || id === '\0vite/preload-helper.js',
              priority: 30,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: 'mui-parts', test: MUI_SHARED_PARTS, priority: 10 },
          ],
        },
      },
    },
  },
});
