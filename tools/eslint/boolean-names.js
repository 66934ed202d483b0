// The one rule of the project's own that no maintained plugin does without type information:
// boolean variables read as questions (isOpen, hasPhoto, canWrite). The layers, cycles, names and
// sizes are kept by maintained plugins (architecture.js).
const BOOLEAN_PREFIX = /^(is|has|can|should|was|did|needs|are)[A-Z0-9_]|^(IS|HAS|CAN)_/;
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

export default { rules: { 'boolean-names': booleanNames } };
