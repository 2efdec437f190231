/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The built catalogue file of each language (`assets/locales/<language>-<hash>.json`), written by vite.config.ts. */
declare const __CATALOGUE_FILES__: Record<string, string>;
