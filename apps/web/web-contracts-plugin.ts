// The shared package as the browser's build reads it. The web calls an endpoint by its method
// and path only (src/lib/call-endpoint.ts): the contracts' schemas type its calls at compile
// time, and the server validates every request and answer. So, in the web's build only:
// - each `defineEndpoint({...})` keeps the fields the browser reads, not the schemas it names;
// - each top-level `const` of the package that calls something (a schema) is marked pure, so the
//   bundler drops what nothing uses (it cannot tell by itself that a chain of zod calls has no
//   side effect; the package is declarations only, its modules side-effect free in the build).
// A screen that only reads an area then loads neither its schemas nor zod: the students list
// paints without the validator (docs/decisions/028-validator-off-the-first-paint.md).
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { childNodes, type AstNode } from './estree';

/** What the web reads of an endpoint definition at run time. */
export const ENDPOINT_FIELDS_READ_BY_THE_WEB = ['method', 'path', 'upload', 'download'] as const;

function keyName(property: AstNode): string | undefined {
  if (property.type !== 'Property' || property.computed) return undefined;
  const key = property.key as AstNode & { name?: string; value?: unknown };
  if (key.type === 'Identifier') return key.name;
  return typeof key.value === 'string' ? key.value : undefined;
}

/**
 * Reduces each `defineEndpoint({...})`'s object to the fields the web reads; true when there was
 * one. An object the rewrite cannot read field by field (a spread, a computed key) is an error:
 * left whole, it would bring every schema back without anyone noticing.
 */
export function endpointsForTheWeb(
  source: string,
  program: AstNode,
  id: string,
  code: MagicString,
): boolean {
  let changed = false;
  const pending: AstNode[] = [program];
  while (pending.length > 0) {
    const node = pending.pop()!;
    const callee = node.callee as (AstNode & { name?: string }) | undefined;
    const [definition] = (node.arguments ?? []) as AstNode[];
    if (
      node.type === 'CallExpression' &&
      callee?.type === 'Identifier' &&
      callee.name === 'defineEndpoint' &&
      definition
    ) {
      if (definition.type !== 'ObjectExpression') {
        throw new Error(`web contracts: ${id}: defineEndpoint's argument is not an object`);
      }
      const kept: string[] = [];
      for (const property of definition.properties as AstNode[]) {
        const name = keyName(property);
        if (name === undefined) {
          throw new Error(`web contracts: ${id}: a field of defineEndpoint cannot be read`);
        }
        if ((ENDPOINT_FIELDS_READ_BY_THE_WEB as readonly string[]).includes(name)) {
          kept.push(source.slice(property.start, property.end));
        }
      }
      code.overwrite(definition.start, definition.end, `{ ${kept.join(', ')} }`);
      changed = true;
      continue;
    }
    pending.push(...childNodes(node));
  }
  return changed;
}

/** Initializers that build nothing when evaluated: no need to mark them. */
const INERT = new Set([
  'Literal',
  'Identifier',
  'ArrowFunctionExpression',
  'FunctionExpression',
  'TemplateLiteral',
]);

/**
 * Marks each top-level `const` initializer that is more than a name, a literal or a function (a
 * schema: `z.object(...)...`) as pure, wrapped in a function called at once; true when there was
 * one.
 */
export function markInitializersPure(program: AstNode, code: MagicString): boolean {
  let changed = false;
  for (const statement of program.body as AstNode[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? (statement.declaration as AstNode | null)
        : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as AstNode[]) {
      const init = declarator.init as AstNode | null;
      if (!init || INERT.has(init.type)) continue;
      // Inserted around the initializer, so the endpoints' rewrites inside it stay.
      code.prependLeft(init.start, '/* @__PURE__ */ (() => (');
      code.appendRight(init.end, '))()');
      changed = true;
    }
  }
  return changed;
}

/** The rewrites above, for the modules under `sharedSource` (not their tests). */
export function webContracts(sharedSource: string): Plugin {
  return {
    name: 'web-contracts',
    apply: 'build',
    // After TypeScript is stripped: the rewrite reads JavaScript.
    enforce: 'post',
    transform(source, id) {
      if (!id.startsWith(sharedSource) || /\.test\.[jt]s$/.test(id)) return null;
      const program = this.parse(source) as unknown as AstNode;
      const code = new MagicString(source);
      const endpoints = endpointsForTheWeb(source, program, id, code);
      const pure = markInitializersPure(program, code);
      if (!endpoints && !pure) return null;
      return { code: code.toString(), map: code.generateMap({ hires: true }) };
    },
  };
}
