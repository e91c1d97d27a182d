// Lint for the whole repository. Type-aware rules are left out to keep lint fast on 2 cores;
// `npm run typecheck` covers types. Architecture boundaries: see also scripts/check-boundaries.mjs.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVICES = ['identity', 'catalog', 'orders', 'payments'];

const serviceBoundary = (own) => ({
  files: [`services/${own}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...SERVICES.filter((s) => s !== own).flatMap((s) => [`@shop/${s}`, `**/services/${s}/**`]), '@shop/gateway', '**/gateway/**'],
            message: 'A service never imports another service or the gateway: share through libs/ (CONVENTIONS.md).',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/test-dist/**', 'web/dist/**', 'var/**', '**/drizzle/meta/**', '**/*.d.ts', '**/*.tsbuildinfo'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-console': 'error',
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.spec.ts', '**/*.int-spec.ts', '**/print-schema.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shop/*', '!@shop/validation', '**/services/**', '**/gateway/**', '**/libs/**'],
              message: 'The web app imports no server code; shared rules come from @shop/validation.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: SERVICES.map((s) => `@shop/${s}`).concat(['@shop/gateway', '**/services/**', '**/gateway/**']), message: 'libs/ never depend on services or the gateway.' }] },
      ],
    },
  },
  ...SERVICES.map(serviceBoundary),
  prettier,
);
