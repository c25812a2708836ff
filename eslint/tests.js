/**
 * Tests do not sleep. A fixed pause is either too short on a busy machine (a flaky failure) or
 * longer than needed (a slow suite), and a test that sleeps then asserts "nothing happened"
 * passes whether or not the thing ever ran. Wait for the signal instead: `expect.poll`,
 * `vi.waitFor`, an event, an inbox row, a promise the code resolves, or fake timers where time
 * itself is under test. A polling helper's own interval may opt out on its line, saying why.
 */

/** Test files and the support code only tests use. */
const TEST_FILES = [
  '**/*.test.{ts,tsx,js,mjs}',
  '**/*.e2e.{ts,tsx}',
  '**/test/**/*.{ts,tsx,js,mjs}',
  '**/e2e/**/*.{ts,tsx,js,mjs}',
  'packages/kit/src/testing/**/*.{ts,tsx}',
];

const SLEEPY_NAMES = new Set(['sleep', 'delay', 'wait', 'pause']);
const TIMER_NAMES = new Set(['setTimeout', 'setInterval']);
const HINT =
  'wait for the signal the test needs (expect.poll, vi.waitFor, an event, an inbox row) or use fake timers';

/** `setTimeout(…)`, `globalThis.setTimeout(…)`, `window.setTimeout(…)`. */
function isTimerCall(node) {
  if (node?.type !== 'CallExpression') return false;
  const callee = node.callee;
  if (callee.type === 'Identifier') return TIMER_NAMES.has(callee.name);
  return callee.type === 'MemberExpression' && !callee.computed && TIMER_NAMES.has(callee.property.name);
}

/** An executor whose whole body is one timer call: `(r) => setTimeout(r, n)` and its block forms. */
function onlySetsATimer(fn) {
  if (fn?.type !== 'ArrowFunctionExpression' && fn?.type !== 'FunctionExpression') return false;
  if (fn.body.type !== 'BlockStatement') return isTimerCall(fn.body);
  const [only, ...rest] = fn.body.body;
  if (rest.length || !only) return false;
  if (only.type === 'ExpressionStatement') return isTimerCall(only.expression);
  return only.type === 'ReturnStatement' && isTimerCall(only.argument);
}

const isTimersPromises = (source) => source === 'timers/promises' || source === 'node:timers/promises';

const noSleep = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid fixed sleeps in tests and test support code.' },
    schema: [],
    messages: {
      promise: `A Promise that only sets a timer is a fixed sleep: ${HINT}.`,
      timersImport: `'{{name}}' from timers/promises is a fixed sleep: ${HINT}.`,
      named: `'{{name}}' reads as a fixed sleep: ${HINT}. (A helper that is not a sleep needs another name.)`,
      waitForTimeout: `page.waitForTimeout is a fixed sleep: wait for a locator, a response or a URL instead.`,
      schedulerWait: `scheduler.wait is a fixed sleep: ${HINT}.`,
    },
  },
  create(context) {
    return {
      NewExpression(node) {
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'Promise' &&
          onlySetsATimer(node.arguments[0])
        ) {
          context.report({ node, messageId: 'promise' });
        }
      },
      ImportDeclaration(node) {
        if (!isTimersPromises(node.source.value)) return;
        for (const spec of node.specifiers) {
          const name = spec.type === 'ImportSpecifier' ? (spec.imported.name ?? spec.imported.value) : '*';
          if (name === 'setImmediate') continue;
          context.report({ node: spec, messageId: 'timersImport', data: { name } });
        }
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && isTimersPromises(node.source.value)) {
          context.report({ node, messageId: 'timersImport', data: { name: 'import()' } });
        }
      },
      FunctionDeclaration(node) {
        if (node.id && SLEEPY_NAMES.has(node.id.name)) {
          context.report({ node: node.id, messageId: 'named', data: { name: node.id.name } });
        }
      },
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && SLEEPY_NAMES.has(node.id.name)) {
          context.report({ node: node.id, messageId: 'named', data: { name: node.id.name } });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'Identifier' && SLEEPY_NAMES.has(callee.name)) {
          context.report({ node, messageId: 'named', data: { name: callee.name } });
        }
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        if (callee.property.name === 'waitForTimeout') context.report({ node, messageId: 'waitForTimeout' });
        if (
          callee.property.name === 'wait' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'scheduler'
        ) {
          context.report({ node, messageId: 'schedulerWait' });
        }
      },
    };
  },
};

export default [
  {
    files: TEST_FILES,
    plugins: { 'mawadda-tests': { rules: { 'no-sleep': noSleep } } },
    rules: { 'mawadda-tests/no-sleep': 'error' },
  },
];
