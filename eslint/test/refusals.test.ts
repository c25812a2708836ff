import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import refusals from '../refusals.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const { rules } = refusals[0]!.plugins!['mawadda-refusals']!;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('no-http', rules!['no-http']!, {
  valid: [
    "import { ok, refused, type Outcome } from '@mawadda/kit';",
    "import type { RateLimited } from '@mawadda/kit';",
    "export const r = { refusal: 'rate_limited', retryAfterSeconds: 60 };",
    // Statuses of other things than HTTP, and numbers that are not statuses.
    "export const row = { status: 'active' };",
    'export const page = { limit: 404 };',
    'export const q = { status: 42 };',
    'export const ok = (o: { status: string }) => o.status === "open";',
    // `problems` of another library is not the kit's.
    "import { problems } from 'some-linter';",
  ],
  invalid: [
    { code: "import { problems } from '@mawadda/kit';", errors: [{ messageId: 'problem' }] },
    { code: "import { ok, ProblemError } from '@mawadda/kit';", errors: [{ messageId: 'problem' }] },
    {
      code: "import { ProblemError } from '../../../packages/kit/src/http/problem-error.js';",
      errors: [{ messageId: 'module' }],
    },
    { code: "import { problemFor } from '../http/problems.js';", errors: [{ messageId: 'module' }] },
    { code: "export const load = () => import('../http/problems.js');", errors: [{ messageId: 'module' }] },
    {
      code: "import * as kit from '@mawadda/kit';\nexport const e = () => kit.problems.notFound();",
      errors: [{ messageId: 'problem' }],
    },
    { code: 'export const answer = { status: 404 };', errors: [{ messageId: 'status' }] },
    { code: 'export const answer = { statusCode: 503 };', errors: [{ messageId: 'status' }] },
    {
      code: 'export const f = (res: { status(n: number): void }) => res.status(429);',
      errors: [{ messageId: 'status' }],
    },
    {
      code: 'export const f = (err: { status: number }) => { err.status = 409; };',
      errors: [{ messageId: 'status' }],
    },
    {
      code: 'export const f = (err: { status: number }) => err.status === 409;',
      errors: [{ messageId: 'status' }],
    },
  ],
});
