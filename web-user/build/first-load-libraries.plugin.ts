import type { Plugin, Rollup } from 'vite';

const LIBRARY = /[\\/]node_modules[\\/]/;
/** A package's index: it re-exports the whole package, of which a module importing it uses a few names. */
const PACKAGE_INDEX = /[\\/]index\.m?js$/;
const SOURCE = /\.(m?[jt]sx?)$/;

type Context = Rollup.PluginContext;
type ProgramBody = ReturnType<Context['parse']>['body'];

const parseLanguage = (id: string) => {
  const extension = SOURCE.exec(id)?.[1];
  if (extension === 'tsx' || extension === 'jsx') return extension;
  return extension === 'ts' || extension === 'mts' ? 'ts' : 'js';
};

const moduleBody = (context: Context, id: string): ProgramBody => {
  const code = context.getModuleInfo(id)?.code;
  if (!code || !SOURCE.test(id)) return [];
  return context.parse(code, { lang: parseLanguage(id) }).body;
};

const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
  node.type === 'Identifier' ? (node.name ?? '') : String(node.value);

/** Where each module `importer` imports from `target` comes from: the names it imports, or '*' for all of them. */
const namesImported = async (context: Context, importer: string, target: string): Promise<Set<string>> => {
  const names = new Set<string>();
  for (const statement of moduleBody(context, importer)) {
    const isImport = statement.type === 'ImportDeclaration';
    const isReexport =
      (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') && statement.source;
    if (!isImport && !isReexport) continue;
    const source = statement.source?.value;
    if (typeof source !== 'string' || (await context.resolve(source, importer))?.id !== target) continue;
    if (statement.type === 'ImportDeclaration') {
      if (statement.importKind === 'type') continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportSpecifier') {
          if (specifier.importKind !== 'type') names.add(nameOf(specifier.imported));
        } else names.add(specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*');
      }
    } else if (statement.type === 'ExportNamedDeclaration') {
      statement.specifiers.forEach((specifier) => names.add(nameOf(specifier.local)));
    } else names.add('*');
  }
  return names;
};

/**
 * The modules behind `names` of a package index: the one re-exporting module for each name, followed through
 * further indexes. A name the index defines itself (or '*') means the index and all it imports.
 */
const modulesBehind = async (context: Context, index: string, names: Set<string>): Promise<string[]> => {
  if (names.has('*')) return [index];
  const found = new Set<string>();
  const remaining = new Set(names);
  for (const statement of moduleBody(context, index)) {
    if (!remaining.size) break;
    if (statement.type !== 'ExportNamedDeclaration' && statement.type !== 'ExportAllDeclaration') continue;
    const source = statement.source?.value;
    if (typeof source !== 'string') continue;
    const target = (await context.resolve(source, index))?.id;
    if (!target) continue;
    const wanted = new Set<string>();
    if (statement.type === 'ExportNamedDeclaration') {
      for (const specifier of statement.specifiers) {
        const exported = nameOf(specifier.exported);
        if (!remaining.has(exported)) continue;
        remaining.delete(exported);
        wanted.add(nameOf(specifier.local));
      }
    } else if (statement.exported) {
      const exported = nameOf(statement.exported);
      if (remaining.delete(exported)) wanted.add('*');
    } else {
      const exports = context.getModuleInfo(target)?.exports ?? [];
      for (const name of remaining) {
        if (!exports.includes(name)) continue;
        remaining.delete(name);
        wanted.add(name);
      }
    }
    if (!wanted.size) continue;
    if (PACKAGE_INDEX.test(target)) (await modulesBehind(context, target, wanted)).forEach((id) => found.add(id));
    else found.add(target);
  }
  // Names the index defines itself: the index is needed as a whole.
  if (remaining.size) found.add(index);
  return [...found];
};

/**
 * The libraries the home page needs before it can show anything: what index.html's entry and the first-load routes
 * import statically, found from the module graph once it is built. They go into one chunk (`firstLoadLibraries`,
 * read by the build's code splitting) that a release changing only the app's code leaves cached; libraries only
 * other pages use are split with those pages, so the first visit on a slow connection does not download them.
 *
 * Through a package's index only the modules behind the names imported are followed: the index re-exports the whole
 * package (zod's core, react-i18next's `Trans` and its HTML parser), and what other pages use of it would otherwise
 * be counted as the home page's and downloaded by every first visit.
 */
export const findFirstLoadLibraries = (firstLoadRoutes: string[], firstLoadLibraries: Set<string>): Plugin => ({
  name: 'blood-match:first-load-libraries',
  apply: 'build',
  async buildEnd() {
    firstLoadLibraries.clear();
    const seen = new Set<string>();
    const visit = async (id: string): Promise<void> => {
      if (seen.has(id)) return;
      seen.add(id);
      if (LIBRARY.test(id)) firstLoadLibraries.add(id);
      for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
        if (!LIBRARY.test(next) || !PACKAGE_INDEX.test(next)) await visit(next);
        // A library reaching into another part's index (MUI's classes modules do) is left out: what it really
        // needs is found through the modules that use it.
        else if (!LIBRARY.test(id))
          for (const behind of await modulesBehind(this, next, await namesImported(this, id, next)))
            await visit(behind);
      }
    };
    for (const id of this.getModuleIds()) {
      const info = this.getModuleInfo(id);
      if (info?.isEntry || firstLoadRoutes.some((route) => id.endsWith(route))) await visit(id);
    }
  },
});
