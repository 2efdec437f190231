// One shape per use case in the API (STYLE.md): a folder under `commands/` or `queries/` holds its command or query
// class, its handler, and optionally its controller, DTOs, specs and readers; every controller sits in such a folder
// and touches no data.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const SOURCE = 'apps/api/src';
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DATA_ACCESS = [
  /^@mikro-orm\//,
  /^@app\/persistence(\/|$)/,
  /^pg(\/|$)/,
  /\.handler(\.js)?$/,
  /(^|\/)read-[^/]*$/,
];

const posix = (path) => path.split(sep).join('/');
const isSpec = (file) => file.endsWith('.spec.ts');

function walk(dir, files = []) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, files);
    else if (name.endsWith('.ts')) files.push(path);
  }
  return files;
}

const parse = (path) => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
const decoratorNames = (node) =>
  (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []).map((decorator) => {
    const call = decorator.expression;
    return ts.isCallExpression(call) ? { name: call.expression.getText(), args: call.arguments } : { name: '' };
  });
const isExported = (node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a file imports from each module specifier. */
function importsOf(source) {
  const imports = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const names = [];
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.map((e) => e.name.text));
    imports.push({ from: statement.moduleSpecifier.text, names });
  }
  return imports;
}

const isControllerClass = (node) =>
  (ts.isClassDeclaration(node) || ts.isClassExpression(node)) &&
  decoratorNames(node).some((d) => d.name === 'Controller');

/** Whether `node` declares a controller class anywhere inside it: at a file's top, or in a function that makes one. */
function declaresController(node) {
  return isControllerClass(node) || (ts.forEachChild(node, (child) => declaresController(child) || undefined) ?? false);
}

/**
 * An exported function whose body declares a controller class: the one way to make several controllers from
 * declarations (decorator arguments such as paths and reply schemas differ). It counts as the file's controller.
 */
function isControllerFactory(statement) {
  if (!isExported(statement)) return false;
  if (ts.isFunctionDeclaration(statement)) return declaresController(statement);
  if (!ts.isVariableStatement(statement)) return false;
  const [declaration, ...more] = statement.declarationList.declarations;
  const made = declaration?.initializer;
  return (
    more.length === 0 &&
    made !== undefined &&
    (ts.isArrowFunction(made) || ts.isFunctionExpression(made)) &&
    declaresController(made)
  );
}

/** A class extending `Command<…>` or `Query<…>` imported from @nestjs/cqrs. */
function declaresMessageClass(path, base) {
  const source = parse(path);
  const fromCqrs = importsOf(source).some((i) => i.from === '@nestjs/cqrs' && i.names.includes(base));
  const extendsBase = source.statements.some(
    (statement) =>
      ts.isClassDeclaration(statement) &&
      isExported(statement) &&
      (statement.heritageClauses ?? []).some(
        (clause) =>
          clause.token === ts.SyntaxKind.ExtendsKeyword &&
          clause.types.some((type) => type.expression.getText() === base && (type.typeArguments?.length ?? 0) === 1),
      ),
  );
  return fromCqrs && extendsBase;
}

/** A class decorated `@CommandHandler(X)` / `@QueryHandler(X)` with X imported from the folder's message file. */
function handlesMessage(path, decorator, messageModule) {
  const source = parse(path);
  const imported = importsOf(source)
    .filter((i) => i.from === `./${messageModule}.js`)
    .flatMap((i) => i.names);
  return source.statements.some(
    (statement) =>
      ts.isClassDeclaration(statement) &&
      decoratorNames(statement).some(
        (d) => d.name === decorator && d.args?.length === 1 && imported.includes(d.args[0].getText()),
      ),
  );
}

/** Rule 4: a controller imports no data access and exports its controller class (or its factory) only. */
function controllerOffences(path) {
  const source = parse(path);
  const offences = [];
  for (const { from } of importsOf(source)) {
    if (DATA_ACCESS.some((pattern) => pattern.test(from)))
      offences.push(`a controller touches data: it imports ${from} (dispatch a command or query instead)`);
  }
  for (const statement of source.statements) {
    const exported =
      ts.isExportDeclaration(statement) ||
      ts.isExportAssignment(statement) ||
      (isExported(statement) && !isControllerClass(statement) && !isControllerFactory(statement));
    if (exported) {
      const what = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.map((d) => d.name.getText()).join(', ')
        : (statement.name?.getText() ?? statement.getText().slice(0, 40));
      offences.push(
        `a controller file exports only its controller class, not ${what} (move it to a handler/reader/dto)`,
      );
    }
  }
  return offences;
}

function useCaseOffences(folder, kind) {
  const name = basename(folder);
  const offences = [];
  if (!KEBAB.test(name)) offences.push(`a use-case folder is named in kebab-case, not ${name}`);
  const files = readdirSync(folder).filter((f) => f.endsWith('.ts'));
  const base = kind === 'command' ? 'Command' : 'Query';
  const other = kind === 'command' ? 'query' : 'command';
  const message = `${name}.${kind}`;
  const messagePath = join(folder, `${message}.ts`);
  if (!existsSync(messagePath)) offences.push(`missing ${message}.ts (a class extending ${base}<Result>)`);
  else if (!declaresMessageClass(messagePath, base))
    offences.push(`${message}.ts exports no class extending ${base}<Result> from @nestjs/cqrs`);
  const handlerPath = join(folder, `${name}.handler.ts`);
  const decorator = `${base}Handler`;
  if (!existsSync(handlerPath)) offences.push(`missing ${name}.handler.ts (an @${decorator})`);
  else if (!handlesMessage(handlerPath, decorator, message))
    offences.push(`${name}.handler.ts has no @${decorator}(…) of the class in ${message}.ts`);
  for (const file of files) {
    if (file.endsWith(`.${other}.ts`)) offences.push(`${file}: a ${kind} folder holds no ${other}`);
    else if (file.endsWith(`.${kind}.ts`) && file !== `${message}.ts`)
      offences.push(`${file}: one use case per folder (its ${kind} is ${message}.ts)`);
    else if (file.endsWith('.handler.ts') && file !== `${name}.handler.ts`)
      offences.push(`${file}: one use case per folder (its handler is ${name}.handler.ts)`);
    else if (file.endsWith('controller.ts') && file !== `${name}.http.controller.ts`)
      offences.push(`${file}: the folder's controller is named ${name}.http.controller.ts`);
  }
  return offences;
}

/** Every offence under `root` (a repository), each with the folder or file it belongs to. */
export function findOffences(root) {
  const offences = [];
  const add = (path, message) => offences.push({ path: posix(relative(root, path)), message });
  const src = join(root, SOURCE);
  const useCases = new Map();
  for (const context of readdirSync(src).filter((name) => statSync(join(src, name)).isDirectory())) {
    (function visit(dir) {
      for (const name of readdirSync(dir).sort()) {
        const path = join(dir, name);
        if (!statSync(path).isDirectory()) continue;
        if (name === 'commands' || name === 'queries') {
          for (const entry of readdirSync(path).sort()) {
            const inner = join(path, entry);
            if (statSync(inner).isDirectory()) useCases.set(inner, name === 'commands' ? 'command' : 'query');
            else if (!isSpec(entry))
              add(inner, `a file directly in ${name}/: give its use case a folder (or move it out of ${name}/)`);
          }
        } else visit(path);
      }
    })(join(src, context));
  }
  for (const [folder, kind] of useCases) for (const message of useCaseOffences(folder, kind)) add(folder, message);
  for (const file of walk(src)) {
    if (isSpec(file)) continue;
    const named = basename(file).endsWith('controller.ts');
    if (!named && !declaresController(parse(file))) continue;
    const folder = dirname(file);
    const inUseCase = useCases.has(folder);
    if (inUseCase && basename(file) === `${basename(folder)}.http.controller.ts`) {
      for (const message of controllerOffences(file)) add(folder, `${basename(file)}: ${message}`);
    } else if (!inUseCase) {
      add(file, 'a controller sits in a use-case folder (commands/<use-case>/ or queries/<use-case>/)');
      for (const message of controllerOffences(file)) add(file, message);
    }
  }
  return offences;
}

/** The lines to print, one per offence. */
export const checkUseCaseShape = (root) => findOffences(root).map((o) => `${o.path}: ${o.message}`);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(import.meta.dirname, '..');
  const lines = checkUseCaseShape(root);
  for (const line of lines) console.error(line);
  if (lines.length > 0) {
    console.error(`${lines.length} use-case shape offence(s): see STYLE.md ("one folder per use case")`);
    process.exit(1);
  }
}
