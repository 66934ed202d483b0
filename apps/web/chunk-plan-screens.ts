// The screens the features' manifests declare, read from their source as the build transforms
// them (chunk-plan-plugin.ts): which address needs which module, its boot bar title's keys, its
// early requests and the area whose roles may see it.
import { childNodes, isNode, type AstNode } from './estree';

/** A screen a manifest declares: the address pattern and the module its `load` imports. */
export interface DeclaredScreen {
  path: string;
  module: string;
  /** Its title's key in its feature's strings (for every role `titleKeyByRole` leaves out). */
  titleKey?: string;
  /** The title's key for the roles that read the screen under a title of their own. */
  titleKeyByRole?: Record<string, string>;
  /** The API addresses it asks for first, when its address has no query (`earlyRequests`). */
  earlyRequests?: string[];
  /** The area whose roles may see it (`access: { kind: 'area', area }`), if it names one. */
  area?: string;
}

function propertyNamed(object: AstNode, name: string): AstNode | undefined {
  const properties = (object.properties ?? []) as AstNode[];
  const found = properties.find(
    (property) =>
      property.type === 'Property' && isNode(property.key) && property.key.name === name,
  );
  return found && isNode(found.value) ? found.value : undefined;
}

/** The strings of an array literal of string literals (`['a', 'b']`); undefined otherwise. */
function stringsOf(node: AstNode | undefined): string[] | undefined {
  if (node?.type !== 'ArrayExpression') return undefined;
  const elements = (node.elements ?? []) as AstNode[];
  const strings = elements.map((element) =>
    isNode(element) && element.type === 'Literal' && typeof element.value === 'string'
      ? element.value
      : undefined,
  );
  return strings.every((value): value is string => value !== undefined) ? strings : undefined;
}

/** The strings of an object literal of string literals (`{ A: 'a' }`); undefined otherwise. */
function stringMapOf(node: AstNode | undefined): Record<string, string> | undefined {
  if (node?.type !== 'ObjectExpression') return undefined;
  const map: Record<string, string> = {};
  for (const property of (node.properties ?? []) as AstNode[]) {
    const key = isNode(property.key) ? (property.key.name ?? property.key.value) : undefined;
    const value = isNode(property.value) ? property.value : undefined;
    if (
      property.type !== 'Property' ||
      typeof key !== 'string' ||
      value?.type !== 'Literal' ||
      typeof value.value !== 'string'
    )
      return undefined;
    map[key] = value.value;
  }
  return map;
}

/** The module imported by `() => import('<specifier>')`, if that is what `node` is. */
function lazyImportOf(node: AstNode | undefined): string | undefined {
  const imported = node?.type === 'ArrowFunctionExpression' ? node.body : undefined;
  const source =
    isNode(imported) && imported.type === 'ImportExpression' && isNode(imported.source)
      ? imported.source.value
      : undefined;
  return typeof source === 'string' ? source : undefined;
}

/** The module's top-level `const name = () => import('<specifier>')`: name -> specifier. */
function lazyImportConstants(program: AstNode): Map<string, string> {
  const constants = new Map<string, string>();
  for (const statement of (program.body ?? []) as AstNode[]) {
    if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue;
    for (const declarator of (statement.declarations ?? []) as AstNode[]) {
      const specifier = isNode(declarator.init) ? lazyImportOf(declarator.init) : undefined;
      if (isNode(declarator.id) && declarator.id.type === 'Identifier' && specifier) {
        constants.set(String(declarator.id.name), specifier);
      }
    }
  }
  return constants;
}

/** The module's top-level `const name = { ... }` (`as const` allowed): name -> the object. */
function objectConstants(program: AstNode): Map<string, AstNode> {
  const constants = new Map<string, AstNode>();
  for (const statement of (program.body ?? []) as AstNode[]) {
    if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue;
    for (const declarator of (statement.declarations ?? []) as AstNode[]) {
      const object = objectOf(declarator.init);
      if (isNode(declarator.id) && declarator.id.type === 'Identifier' && object) {
        constants.set(String(declarator.id.name), object);
      }
    }
  }
  return constants;
}

/** The object literal `node` is, seen through `as const` and `satisfies`. */
function objectOf(node: unknown): AstNode | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'ObjectExpression') return node;
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') {
    return objectOf(node.expression);
  }
  return undefined;
}

/** The area a screen's `access` names (`{ kind: 'area', area: '<name>' }`, or a constant). */
function areaOf(access: AstNode | undefined, objects: Map<string, AstNode>): string | undefined {
  const object =
    access?.type === 'Identifier' ? objects.get(String(access.name)) : objectOf(access);
  const kind = object ? propertyNamed(object, 'kind') : undefined;
  const area = object ? propertyNamed(object, 'area') : undefined;
  return kind?.type === 'Literal' &&
    kind.value === 'area' &&
    area?.type === 'Literal' &&
    typeof area.value === 'string'
    ? area.value
    : undefined;
}

/**
 * The screens of a manifest's source: object literals with `path: PATHS.<name>` and
 * `load: () => import('<specifier>')` (or `load: <name>`, a constant of the module holding such
 * a function, which screens sharing their code use), with their `titleKey` when it is a literal
 * (and their `titleKeyByRole` when they have one, an object of literals or a constant of the
 * module holding one; a screen whose by-role titles cannot be read is not titled), their
 * `earlyRequests` (an array of string literals) and
 * the area their `access` names (an object literal or a constant of the module holding one).
 * A screen written another way is simply not preloaded by the start-up script (the app loads it
 * as always), nor titled in the boot bar.
 */
export function screensOf(program: AstNode, paths: Readonly<Record<string, string>>) {
  const screens: Array<{
    path: string;
    specifier: string;
    titleKey?: string;
    titleKeyByRole?: Record<string, string>;
    earlyRequests?: string[];
    area?: string;
  }> = [];
  const loaders = lazyImportConstants(program);
  const objects = objectConstants(program);
  const pending = [program];
  while (pending.length > 0) {
    const node = pending.pop()!;
    pending.push(...childNodes(node));
    if (node.type !== 'ObjectExpression') continue;
    const pathValue = propertyNamed(node, 'path');
    const load = propertyNamed(node, 'load');
    const pathName =
      pathValue?.type === 'MemberExpression' && isNode(pathValue.property)
        ? String(pathValue.property.name)
        : undefined;
    const source =
      load?.type === 'Identifier' ? loaders.get(String(load.name)) : lazyImportOf(load);
    const path = pathName ? paths[pathName] : undefined;
    if (!path || typeof source !== 'string') continue;
    // The app bar's title (a literal key), and the roles' own where a role reads another one.
    const titleKey = propertyNamed(node, 'titleKey');
    const byRoleNode = propertyNamed(node, 'titleKeyByRole');
    const titleKeyByRole =
      byRoleNode?.type === 'Identifier'
        ? stringMapOf(objects.get(String(byRoleNode.name)))
        : stringMapOf(objectOf(byRoleNode));
    const title =
      titleKey?.type === 'Literal' &&
      typeof titleKey.value === 'string' &&
      (!byRoleNode || titleKeyByRole)
        ? { titleKey: titleKey.value, ...(titleKeyByRole ? { titleKeyByRole } : {}) }
        : {};
    const earlyRequests = stringsOf(propertyNamed(node, 'earlyRequests'));
    const area = areaOf(propertyNamed(node, 'access'), objects);
    screens.push({
      path,
      specifier: source,
      ...title,
      ...(earlyRequests ? { earlyRequests } : {}),
      ...(area ? { area } : {}),
    });
  }
  return screens;
}

/**
 * A React Router path as a regular expression's source: `:param` is one segment, `:param?` an
 * optional one; a trailing slash is allowed.
 */
export function pathPattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escaped(segment)}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    });
  return `^${segments.join('')}/?$`;
}

/** The text as a regular expression's source that matches it literally. */
export function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
