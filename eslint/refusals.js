/**
 * Refusals are values (DESIGN §2): the use cases, rules, stores and event handlers say why they
 * refuse as a value, and each service's http layer alone turns it into a status and a problem.
 * This rule keeps HTTP out of those layers, so a refusal reaches a route, a consumer or a job
 * alike, and the one table of statuses per service stays the only one.
 */

const PROBLEM_NAMES = new Set(['problems', 'ProblemError']);
/** Modules that are the HTTP problem types themselves: the kit's, or a service's http table. */
const PROBLEM_MODULE = /(?:^|\/)(?:problem-error|http\/problems)(?:\.[cm]?[jt]s)?$/;
const STATUS_KEYS = new Set(['status', 'statusCode']);
const STATUS_CALLS = new Set(['status', 'sendStatus', 'writeHead']);

const isHttpStatus = (node) =>
  node?.type === 'Literal' && typeof node.value === 'number' && node.value >= 100 && node.value <= 599;
const keyName = (node) =>
  node?.type === 'Identifier' ? node.name : node?.type === 'Literal' ? String(node.value) : undefined;
const isStatusMember = (node) =>
  node?.type === 'MemberExpression' && !node.computed && STATUS_KEYS.has(keyName(node.property));

const noHttp = {
  meta: {
    type: 'problem',
    docs: { description: 'No HTTP problems or statuses outside the http layer: refusals are values.' },
    messages: {
      problem:
        '`{{name}}` is HTTP: return a refusal value (domain/refusals.ts) and let http/problems.ts turn it into a problem.',
      module: '"{{source}}" holds HTTP problems: return a refusal value and let the http layer map it.',
      status:
        'HTTP status {{status}} outside the http layer: return a refusal value; http/problems.ts gives it its status.',
    },
    schema: [],
  },
  create(context) {
    const fromKitOrRelative = (source) => source === '@mawadda/kit' || source.startsWith('.');
    const namespaces = new Set();
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (PROBLEM_MODULE.test(source)) {
          context.report({ node, messageId: 'module', data: { source } });
          return;
        }
        if (!fromKitOrRelative(source)) return;
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportNamespaceSpecifier') namespaces.add(spec.local.name);
          const imported = spec.type === 'ImportSpecifier' ? keyName(spec.imported) : undefined;
          if (imported && PROBLEM_NAMES.has(imported))
            context.report({ node: spec, messageId: 'problem', data: { name: imported } });
        }
      },
      ImportExpression(node) {
        const source = node.source.type === 'Literal' ? String(node.source.value) : '';
        if (PROBLEM_MODULE.test(source)) context.report({ node, messageId: 'module', data: { source } });
      },
      // `kit.problems.x`, `kit.ProblemError` through a namespace import.
      MemberExpression(node) {
        const name = !node.computed ? keyName(node.property) : undefined;
        if (name && PROBLEM_NAMES.has(name) && namespaces.has(node.object.name))
          context.report({ node, messageId: 'problem', data: { name } });
      },
      // `{ status: 404 }`, `{ statusCode: 500 }`
      Property(node) {
        if (STATUS_KEYS.has(keyName(node.key)) && isHttpStatus(node.value))
          context.report({ node: node.value, messageId: 'status', data: { status: node.value.value } });
      },
      // `res.status(404)`, `res.sendStatus(204)`, `res.writeHead(200)`
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          STATUS_CALLS.has(keyName(callee.property)) &&
          isHttpStatus(node.arguments[0])
        )
          context.report({
            node: node.arguments[0],
            messageId: 'status',
            data: { status: node.arguments[0].value },
          });
      },
      // `err.status = 409`, `res.statusCode = 503`
      AssignmentExpression(node) {
        if (isStatusMember(node.left) && isHttpStatus(node.right))
          context.report({ node: node.right, messageId: 'status', data: { status: node.right.value } });
      },
      // `err.status === 409`: deciding by a status is deciding by HTTP.
      BinaryExpression(node) {
        const status = isStatusMember(node.left)
          ? node.right
          : isStatusMember(node.right)
            ? node.left
            : undefined;
        if (isHttpStatus(status))
          context.report({ node: status, messageId: 'status', data: { status: status.value } });
      },
    };
  },
};

const plugin = { rules: { 'no-http': noHttp } };
const SOURCE = '**/*.{ts,tsx,js,mjs}';

export default [
  {
    // jobs/ too: a job runs use cases as a consumer does, with no caller to answer over HTTP.
    files: ['domain', 'app', 'store', 'events', 'jobs'].map((layer) => `services/*/src/${layer}/${SOURCE}`),
    plugins: { 'mawadda-refusals': plugin },
    rules: { 'mawadda-refusals/no-http': 'error' },
  },
  {
    // The kit's own ports and adapters (counters, events, jobs, storage, messaging, staff-list
    // queries, kept Idempotency-Key claims) answer values too. Left out: its http layer, the test
    // helpers that drive the API, and the token check, which still throws its 401/403 problems.
    files: [`packages/kit/src/${SOURCE}`],
    ignores: [
      'packages/kit/src/http/**',
      'packages/kit/src/auth/token-verifier.ts',
      'packages/kit/src/testing/**',
    ],
    plugins: { 'mawadda-refusals': plugin },
    rules: { 'mawadda-refusals/no-http': 'error' },
  },
];
