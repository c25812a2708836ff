import fs from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import layers from '../layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const ROOT = path.resolve(import.meta.dirname, '../..');
const { rules } = layers[0]!.plugins!['mawadda-layers']!;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

// Paths in a real service: the rule resolves imports against the files on disk.
const at = (file: string) => path.join(ROOT, 'services', file);

tester.run('layer-edges', rules!['layer-edges']!, {
  valid: [
    {
      filename: at('auth/src/app/probe.ts'),
      code: "import { findAccountById } from '../store/accounts-store.js';",
    },
    {
      filename: at('auth/src/domain/probe.ts'),
      code: "import type { AccountRow } from '../store/schema.js';",
    },
    { filename: at('auth/src/events/probe.ts'), code: "import { platform } from '../store/schema.js';" },
    {
      filename: at('auth/src/events/probe.ts'),
      code: "import { mailNotification } from '../app/mail-notification.js';",
    },
    {
      filename: at('auth/src/app/probe.ts'),
      code: "import { memberVerified } from '../events/auth-events.js';",
    },
    { filename: at('chat/src/socket/probe.ts'), code: "import { problemFor } from '../http/problems.js';" },
    { filename: at('auth/src/probe.ts'), code: "import { authRoutes } from './http/account-routes.js';" },
  ],
  invalid: [
    // A consumer querying a table itself (it calls a use case instead).
    {
      filename: at('auth/src/events/probe.ts'),
      code: "import { accounts } from '../store/schema.js';",
      errors: [{ messageId: 'edge' }],
    },
    {
      filename: at('auth/src/domain/probe.ts'),
      code: "import { accounts } from '../store/schema.js';",
      errors: [{ messageId: 'edge' }],
    },
    {
      filename: at('auth/src/domain/probe.ts'),
      code: "import type { AuthApp } from '../app/context.js';",
      errors: [{ messageId: 'edge' }],
    },
    {
      filename: at('auth/src/app/probe.ts'),
      code: "import { subscribeToEvents } from '../events/consumers.js';",
      errors: [{ messageId: 'edge' }],
    },
    {
      filename: at('chat/src/app/probe.ts'),
      code: "import { problemFor } from '../http/problems.js';",
      errors: [{ messageId: 'edge' }],
    },
    {
      filename: at('auth/src/http/probe.ts'),
      code: "import { findAccountById } from '../store/accounts-store.js';",
      errors: [{ messageId: 'edge' }],
    },
    {
      filename: at('auth/src/app/probe.ts'),
      code: "const m = import('../http/problems.js');",
      errors: [{ messageId: 'edge' }],
    },
    {
      filename: at('auth/src/app/probe.ts'),
      code: "import '../../../profile/src/domain/refusals.js';",
      errors: [{ messageId: 'otherService' }],
    },
    {
      filename: at('auth/src/helpers/probe.ts'),
      code: 'export const x = 1;',
      errors: [{ messageId: 'unknown' }],
    },
  ],
});

const fixture = (file: string) => {
  const filename = path.join(import.meta.dirname, 'fixtures', file);
  return { filename, code: fs.readFileSync(filename, 'utf8') };
};

tester.run('no-cycle', rules!['no-cycle']!, {
  valid: [fixture('line/form.ts'), fixture('line/field.ts')],
  // Type-only imports count: the review's cycles were of this kind.
  invalid: [
    {
      ...fixture('cycle/form.ts'),
      errors: [{ messageId: 'cycle', data: { route: 'form.ts → field.ts → form.ts' } }],
    },
    {
      ...fixture('cycle/field.ts'),
      errors: [{ messageId: 'cycle', data: { route: 'field.ts → form.ts → field.ts' } }],
    },
  ],
});
