import { parseSync, Visitor, type ESTree, type Plugin } from 'vite';

/**
 * What the server reads of an endpoint declaration and the web client never does: the zod schemas
 * (the server validates requests and serializes answers) and the OpenAPI text. `callApi` reads only
 * the method, the path and the auth (lib/call-api.ts); answers are typed from the declaration at
 * compile time, not parsed at run time.
 */
const SERVER_ONLY_KEYS = new Set([
  'query',
  'body',
  'params',
  'response',
  'summary',
  'description',
  'tags',
  'errors',
]);
const DECLARERS = new Set(['endpoint', 'endpointGroup']);
/**
 * The English text of a failure, for API clients: the web app words every failure from its code
 * and params (architecture.md, Errors) and reads only the code's status.
 */
const SERVER_ONLY_ERROR_KEYS = new Set(['message']);
const PURE = '/* @__PURE__ */ ';

interface Edit {
  start: number;
  end: number;
  text: string;
}

const keyName = (property: ESTree.ObjectProperty): string | undefined =>
  property.computed
    ? undefined
    : property.key.type === 'Identifier'
      ? property.key.name
      : property.key.type === 'Literal' && typeof property.key.value === 'string'
        ? property.key.value
        : undefined;

/** An expression without its TypeScript wrappers (`{ … } as const`, `x satisfies T`, `x!`). */
function unwrapped(node: ESTree.Expression | null | undefined): ESTree.Expression | null | undefined {
  let expression = node;
  while (
    expression?.type === 'TSAsExpression' ||
    expression?.type === 'TSSatisfiesExpression' ||
    expression?.type === 'TSNonNullExpression' ||
    expression?.type === 'ParenthesizedExpression'
  )
    expression = expression.expression;
  return expression;
}

function* topLevelDeclarators(program: ESTree.Program): Generator<ESTree.VariableDeclarator> {
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : (statement as ESTree.Statement);
    if (declaration?.type === 'VariableDeclaration') yield* declaration.declarations;
  }
}

/** The module's top-level `const name = { … }` object literals, by name. */
function topLevelObjects(program: ESTree.Program): Map<string, ESTree.ObjectExpression> {
  const objects = new Map<string, ESTree.ObjectExpression>();
  for (const declarator of topLevelDeclarators(program)) {
    const init = unwrapped(declarator.init);
    if (declarator.id.type === 'Identifier' && init?.type === 'ObjectExpression')
      objects.set(declarator.id.name, init);
  }
  return objects;
}

const applyEdits = (code: string, edits: readonly Edit[]): string => {
  let result = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
};

/** Removes the server-only properties of the declarations' object literals. */
function withoutServerOnlyProperties(code: string, filename: string): string {
  const { program } = parseSync(filename, code);
  const objects = topLevelObjects(program);
  const edits: Edit[] = [];
  const pruned = new Set<ESTree.ObjectExpression>();
  const prune = (
    node: ESTree.Expression | ESTree.SpreadElement | undefined,
    serverOnly: ReadonlySet<string> = SERVER_ONLY_KEYS,
  ) => {
    if (node?.type !== 'ObjectExpression' || pruned.has(node)) return;
    pruned.add(node);
    const kept = node.properties.filter(
      (property) => property.type !== 'Property' || !serverOnly.has(keyName(property) ?? ''),
    );
    for (const property of kept) {
      if (property.type === 'SpreadElement' && property.argument.type === 'Identifier')
        prune(objects.get(property.argument.name), serverOnly);
    }
    if (kept.length === node.properties.length) return;
    const text = `{ ${kept.map((property) => code.slice(property.start, property.end)).join(', ')} }`;
    edits.push({ start: node.start, end: node.end, text });
  };
  new Visitor({
    CallExpression(call) {
      if (call.callee.type !== 'Identifier') return;
      const [definitions] = call.arguments;
      if (call.callee.name === 'defineErrors' && definitions?.type === 'ObjectExpression') {
        for (const code of definitions.properties)
          if (code.type === 'Property') prune(code.value, SERVER_ONLY_ERROR_KEYS);
        return;
      }
      if (!DECLARERS.has(call.callee.name)) return;
      const [declaration, members] = call.arguments;
      prune(declaration);
      if (call.callee.name === 'endpointGroup' && members?.type === 'ObjectExpression') {
        for (const member of members.properties) if (member.type === 'Property') prune(member.value);
      }
    },
  }).visit(program);
  return applyEdits(code, edits);
}

/** The start of every call made while `node` is evaluated (not those inside functions it defines). */
function collectCalls(node: unknown, starts: Set<number>): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const child of node) collectCalls(child, starts);
    return;
  }
  const { type, start } = node as { type?: unknown; start?: unknown };
  if (type === 'ArrowFunctionExpression' || type === 'FunctionExpression' || type === 'ClassExpression')
    return;
  if ((type === 'CallExpression' || type === 'NewExpression') && typeof start === 'number') starts.add(start);
  for (const child of Object.values(node)) collectCalls(child, starts);
}

/** Marks every call made by a module-level `const` initializer pure. */
function withPureDefinitions(code: string, filename: string): string {
  const { program } = parseSync(filename, code);
  const starts = new Set<number>();
  for (const { init } of topLevelDeclarators(program)) collectCalls(init, starts);
  return applyEdits(
    code,
    [...starts].map((start) => ({ start, end: start, text: PURE })),
  );
}

/**
 * `code` (a module of the domain package, TypeScript) as the web client needs it:
 * - the server-only properties are removed from the object literals given to `endpoint(…)` and to
 *   `endpointGroup(shared, { name: {…} })`, and from a module-level object spread into them;
 * - each failure given to `defineErrors({ CODE: { status, message } })` keeps its status only;
 * - every call a module-level `const` makes to build its value is marked pure. The package is side-effect free
 *   (package.json `sideEffects: false`): building a schema or a declaration does nothing but make the
 *   value, so an unused one may be dropped. Without the mark the bundler keeps every zod call of a
 *   module as soon as one export of it is used.
 * The schemas only the server reads are then unused, so the bundler leaves them, and zod with them,
 * out of every chunk that only calls endpoints.
 */
export const stripServerOnlyDeclarations = (code: string, filename: string): string =>
  withPureDefinitions(withoutServerOnlyProperties(code, filename), filename);

/** Applies `stripServerOnlyDeclarations` to the domain package's modules in the production build. */
export const clientEndpoints = (): Plugin => ({
  name: 'chokdee:client-endpoints',
  apply: 'build',
  enforce: 'pre',
  transform: {
    filter: { id: /\/packages\/domain\/src\/.*\.ts$/ },
    handler(code, id) {
      return { code: stripServerOnlyDeclarations(code, id), map: null };
    },
  },
});
