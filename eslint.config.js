import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint/layers.js';
import refusals from './eslint/refusals.js';
import tests from './eslint/tests.js';

/**
 * The member site's boundaries (DESIGN §6): a feature never reaches into another feature, and
 * `lib/` never reaches into features. What two features both need
 * lives in `src/lib/`; a page that shows several features is composed in `src/pages/`. The list
 * of features is read from the folder, so a new feature is fenced in from its first file.
 */
const MEMBER_SRC = 'web/member/src';
const FEATURES = fs
  .readdirSync(new URL(`./${MEMBER_SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * An import path that lands in one of `names` from anywhere inside `features/<feature>/…`: `../`
 * up to the features folder, or through `src/` (`../../features/x`). A folder inside a feature
 * must not share a feature's name, or this would read it as that feature.
 */
const into = (names) => `^(?:\\.\\./)+(?:features/)?(?:${names.join('|')})(?:/|$)`;

const fence = (files, names, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: into(names), message }] }],
    // `import()` is not an import declaration: the same fence for lazily loaded modules.
    'no-restricted-syntax': [
      'error',
      { selector: `ImportExpression[source.value=/${into(names).replaceAll('/', '\\/')}/]`, message },
    ],
  },
});

const featureFences = FEATURES.flatMap((feature) => {
  const others = FEATURES.filter((other) => other !== feature);
  const message = `features/${feature} may not import another feature: move what is shared to src/lib, or compose the features in a page (src/pages).`;
  return [
    fence([`${MEMBER_SRC}/features/${feature}/**/*.{ts,tsx}`], [...others, 'pages'], message),
    // A feature's test may render the page that shows it (the page is what members use); the
    // fixtures several features' tests share live in src/test.
    fence(
      [`${MEMBER_SRC}/features/${feature}/**/*.test.{ts,tsx}`, `${MEMBER_SRC}/features/${feature}/test/**`],
      others,
      message,
    ),
  ];
});
const libFence = fence(
  [`${MEMBER_SRC}/lib/**/*.{ts,tsx}`],
  ['features', 'pages'],
  'src/lib is shared by every feature: it may not import a feature or a page.',
);

/**
 * The console shows dates in its own language: react-admin's DateField takes the browser's, so an
 * Arabic console showed "11/29/2026, 10:27 PM". Its screens use `src/shared/DateField`.
 */
const consoleDates = {
  files: ['web/admin/src/**/*.tsx'],
  ignores: ['web/admin/src/shared/DateField.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-admin',
            importNames: ['DateField'],
            message:
              "Use src/shared/DateField: react-admin's shows the browser's language, not the console's.",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'data/**', '**/drizzle/**', 'web/**/build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: globals.node } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...featureFences,
  libFence,
  consoleDates,
  ...layers,
  ...refusals,
  ...tests,
);
