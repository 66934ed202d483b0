// Architecture rules the linter keeps (docs/architecture.md "Rules of the road"):
// - web: a feature never imports another feature; shared code (components, lib, config) never
//   imports a feature or the app shell.
// - API: lib and plugins never import a module; a module reaches another module only through
//   that module's index.ts or its service.
// Imports are resolved relative to the importing file; package imports are not checked.
import path from 'node:path';

const WEB_SRC = 'apps/web/src/';
const API_SRC = 'apps/api/src/';

/** "apps/web/src/features/places/x.tsx" -> { app: 'web', layer: 'features', unit: 'places', rest: 'x.tsx' } */
function locate(file) {
  const relative = path.relative(process.cwd(), file).split(path.sep).join('/');
  for (const [app, root] of [
    ['web', WEB_SRC],
    ['api', API_SRC],
  ]) {
    if (!relative.startsWith(root)) continue;
    const [layer, unit, ...rest] = relative.slice(root.length).split('/');
    return { app, layer, unit, rest: rest.join('/') };
  }
  return null;
}

function isTest(file) {
  return /\.(test|spec)\.tsx?$/.test(file) || file.includes('/test/');
}

function refusal(from, to) {
  if (from.app !== to.app) return null;
  if (from.app === 'web') {
    if (from.layer === 'features' && to.layer === 'features' && from.unit !== to.unit) {
      return `features never import each other (${from.unit} -> ${to.unit}): share it through components/ or lib/`;
    }
    if (
      ['components', 'lib', 'config'].includes(from.layer) &&
      ['features', 'app'].includes(to.layer)
    ) {
      return `${from.layer}/ never imports ${to.layer}/`;
    }
    return null;
  }
  if (['lib', 'plugins'].includes(from.layer) && to.layer === 'modules') {
    return `${from.layer}/ never imports a module: move the shared piece to lib/`;
  }
  if (from.layer === 'modules' && to.layer === 'modules' && from.unit !== to.unit) {
    const isPublic = to.rest === 'index.ts' || to.rest === '' || /\.service\.ts$/.test(to.rest);
    if (!isPublic) {
      return `a module reaches another (${to.unit}) only through its index.ts or service`;
    }
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the layering of features, modules, lib and plugins' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = locate(file);
    if (!from || isTest(file)) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      let target = path.resolve(path.dirname(file), source);
      if (!/\.(ts|tsx|js|json)$/.test(target)) {
        target = /\/index$/.test(target) ? `${target}.ts` : target;
      }
      const to = locate(
        target.endsWith('.ts') || target.endsWith('.tsx') ? target : `${target}.ts`,
      );
      if (!to) return;
      const message = refusal(from, to);
      if (message) context.report({ node: node.source, message });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** A file named by the language it holds keeps the tag's case: en-US.json, es-CO.ts. */
const LANGUAGE_FILE = /^[a-z]{2}-[A-Z]{2}\.[a-z]+$/;

/** File names are kebab-case (dots separate roles: students.repo.ts; language files excepted). */
const kebabCase = {
  meta: { type: 'suggestion', docs: { description: 'File names are kebab-case' }, schema: [] },
  create(context) {
    const name = path.basename(context.filename);
    if (
      !LANGUAGE_FILE.test(name) &&
      !/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(name)
    ) {
      return {
        Program(node) {
          context.report({ node, message: `File name "${name}" is not kebab-case` });
        },
      };
    }
    return {};
  },
};

const BOOLEAN_PREFIX = /^(is|has|can|should|was|did|may|needs|are)[A-Z0-9_]|^(IS|HAS|CAN)_/;
const COMPARISON = new Set(['===', '!==', '==', '!=', '<', '<=', '>', '>=', 'in', 'instanceof']);

/** Whether an expression is plainly a boolean, without type information. */
function isBooleanExpression(node) {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'boolean';
  if (node.type === 'UnaryExpression') return node.operator === '!';
  if (node.type === 'BinaryExpression') return COMPARISON.has(node.operator);
  return false;
}

/** Boolean variables read as questions: isOpen, hasPhoto, canWrite (syntactic check). */
const booleanNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Boolean names start with is/has/can' },
    schema: [],
  },
  create(context) {
    return {
      VariableDeclarator(node) {
        if (node.id.type !== 'Identifier') return;
        const annotated = node.id.typeAnnotation?.typeAnnotation?.type === 'TSBooleanKeyword';
        if (!annotated && !isBooleanExpression(node.init)) return;
        if (BOOLEAN_PREFIX.test(node.id.name)) return;
        context.report({
          node: node.id,
          message: `Boolean "${node.id.name}" should read as a question (is/has/can...)`,
        });
      },
    };
  },
};

export default {
  rules: { boundaries: rule, 'kebab-case-files': kebabCase, 'boolean-names': booleanNames },
};
