// ESLint rule `pauta/contract-literals`: the data contract's values are written once, in
// @pauta/model, and imported everywhere else. Outside the model (tests and rules files aside) it
// fails on
//   - a collection name or a document path spelled out: a string argument of collection(), doc(),
//     collectionGroup() or a Firestore trigger, or a `<collection>/{wildcard}` path ('articles/{id}');
//   - a role name used as a role: compared with, assigned to or listed for something named *role*
//     (`session.role === 'admin'`, `role: 'editor'`, where('role', 'in', ['admin', 'editor']));
//   - a reader URL prefix ('/artigo/', '/categoria/', '/tag/', '/visitante/') inside a string;
//   - a list page size: a constant named *PAGE_SIZE(S) given a number.
// The values come from the model itself (eslint.config.js passes them as options).

const FIRESTORE_PATH_CALLS = new Set([
  'collection',
  'doc',
  'collectionGroup',
  'onDocumentWritten',
  'onDocumentCreated',
  'onDocumentUpdated',
  'onDocumentDeleted',
]);
const ROLE_WORD = /role/i;
const PAGE_SIZE_NAME = /PAGE_SIZES?$/;

/** @type {import('eslint').Rule.RuleModule} */
export const contractLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'Contract values (collections, roles, reader paths, page sizes) come from @pauta/model' },
    messages: {
      collection:
        'Caminho do Firestore escrito à mão ("{{value}}"): use COLLECTIONS, TRIGGER_DOCUMENTS ou outra constante de @pauta/model.',
      role: 'Função escrita à mão ("{{value}}"): use ROLE, isStaff ou STAFF_ROLES de @pauta/model.',
      path: 'Endereço de leitura escrito à mão ("{{value}}"): use articlePath, categoryPath, tagPath, visitorPath ou READER_ROUTES de @pauta/model.',
      pageSize:
        'Tamanho de página definido fora do modelo ({{name}}): use LIST_PAGE_SIZES ou ADMIN_LIST_PAGE_SIZES de @pauta/model.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          collections: { type: 'array', items: { type: 'string' } },
          roles: { type: 'array', items: { type: 'string' } },
          pathPrefixes: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { collections = [], roles = [], pathPrefixes = [] } = context.options[0] ?? {};
    const collectionSet = new Set(collections);
    const roleSet = new Set(roles);
    const source = context.sourceCode;
    const mentionsRole = (node) => !!node && ROLE_WORD.test(source.getText(node));

    const calleeName = (call) =>
      call.callee.type === 'Identifier'
        ? call.callee.name
        : call.callee.type === 'MemberExpression' && call.callee.property.type === 'Identifier'
          ? call.callee.property.name
          : null;

    /** 'articles/{id}': a document path with a wildcard (not an admin route such as 'articles/new'). */
    const isDocumentPattern = (text) => {
      const slash = text.indexOf('/');
      return slash > 0 && collectionSet.has(text.slice(0, slash)) && /\{[^}]+\}/.test(text);
    };

    /**
     * A string's static text: `text` whole (a template literal's parts joined), `head` what it
     * starts with before any expression.
     */
    function checkString(node, text, head) {
      const prefix = pathPrefixes.find((p) => text.includes(p));
      if (prefix) context.report({ node, messageId: 'path', data: { value: prefix } });
      if (isDocumentPattern(text)) {
        context.report({ node, messageId: 'collection', data: { value: text } });
        return;
      }
      const parent = node.parent;
      if (
        head &&
        parent?.type === 'CallExpression' &&
        parent.arguments.includes(node) &&
        FIRESTORE_PATH_CALLS.has(calleeName(parent) ?? '')
      )
        context.report({ node, messageId: 'collection', data: { value: head } });
    }

    /** Whether a role name literal is used as a role (see the header). */
    function usedAsRole(node) {
      let child = node;
      let parent = node.parent;
      // Climb through lists, ||/&&, casts and the branches of a ?: to the expression that uses it.
      while (parent) {
        if (parent.type === 'ArrayExpression' || parent.type === 'LogicalExpression') {
          child = parent;
          parent = parent.parent;
        } else if (parent.type === 'TSAsExpression' || parent.type === 'TSSatisfiesExpression') {
          child = parent;
          parent = parent.parent;
        } else if (parent.type === 'ConditionalExpression' && parent.test !== child) {
          if (mentionsRole(parent.test)) return true;
          child = parent;
          parent = parent.parent;
        } else break;
      }
      if (!parent) return false;
      switch (parent.type) {
        case 'BinaryExpression':
          return mentionsRole(parent.left === child ? parent.right : parent.left);
        case 'Property':
          return parent.value === child && mentionsRole(parent.key);
        case 'VariableDeclarator':
          return mentionsRole(parent.id);
        case 'AssignmentPattern':
        case 'AssignmentExpression':
          return mentionsRole(parent.left);
        case 'CallExpression':
          return (
            mentionsRole(parent.callee) ||
            parent.arguments.some((a) => a.type === 'Literal' && typeof a.value === 'string' && ROLE_WORD.test(a.value))
          );
        case 'SwitchCase':
          return mentionsRole(parent.parent.discriminant);
        default:
          return false;
      }
    }

    return {
      Literal(node) {
        if (typeof node.value !== 'string' || node.parent?.type === 'TSLiteralType') return;
        if (node.parent?.type === 'ImportDeclaration' || node.parent?.type === 'ExportNamedDeclaration') return;
        if (node.parent?.type === 'ImportExpression' || node.parent?.type === 'ExportAllDeclaration') return;
        checkString(node, node.value, node.value);
        if (roleSet.has(node.value) && usedAsRole(node))
          context.report({ node, messageId: 'role', data: { value: node.value } });
      },
      TemplateLiteral(node) {
        if (node.parent?.type === 'TaggedTemplateExpression') return;
        const parts = node.quasis.map((q) => q.value.cooked ?? '');
        checkString(node, parts.join('${}'), parts[0]);
      },
      VariableDeclarator(node) {
        if (node.id.type !== 'Identifier' || !PAGE_SIZE_NAME.test(node.id.name) || !node.init) return;
        const init = node.init.type === 'TSAsExpression' ? node.init.expression : node.init;
        const numeric = (n) => n?.type === 'Literal' && typeof n.value === 'number';
        if (numeric(init) || (init.type === 'ObjectExpression' && init.properties.some((p) => numeric(p.value))))
          context.report({ node, messageId: 'pageSize', data: { name: node.id.name } });
      },
    };
  },
};
