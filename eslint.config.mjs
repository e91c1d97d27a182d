// Lint for the whole repository. Type-aware rules are left out to keep lint fast on 2 cores;
// `npm run typecheck` covers types. Architecture boundaries (CONVENTIONS.md "Layout shows the
// architecture") are checked here through no-restricted-imports and, without ESLint, by
// scripts/check-boundaries.mjs.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVICES = ['identity', 'catalog', 'orders', 'payments'];
const SOURCES = '*.{ts,tsx,mts,cts}';

// no-restricted-imports sees the import string, not the file it resolves to, so a relative path
// that leaves a package ('../../../catalog/src/x') is caught by counting the '../' against how
// deep the importing file sits: one config per depth below the package root.
const MAX_DEPTH = 12;
const climbs = (n) => `^(\\./)?(\\.\\./){${n}}`;

function boundary(root, { packages, message, climbOut }) {
  // Deeper than MAX_DEPTH: the package names are still checked.
  const deepest = {
    files: [`${root}/**/${SOURCES}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: packages, message }] }] },
  };
  return [
    deepest,
    ...Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
      files: [`${root}/${'*/'.repeat(depth)}${SOURCES}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: packages, message },
              { regex: climbOut(depth), message },
            ],
          },
        ],
      },
    })),
  ];
}

// The browser bundle holds no server code: the shared validation file comes through its alias.
const WEB_BOUNDARY = {
  packages: ['@shop/*', '!@shop/validation'],
  message: 'The web app imports no server code; shared validation rules come from @shop/validation (libs/contracts/src/validation.ts).',
};

const servicePackages = (except) => SERVICES.filter((s) => s !== except).map((s) => `@shop/${s}`);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/test-dist/**',
      'web/dist/**',
      'web/dist-server/**',
      'var/**',
      'test-results/**',
      '.secrets/**',
      '**/drizzle/meta/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      // Server code logs through pino (@shop/config) so every line is JSON with a correlation id.
      'no-console': 'error',
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.spec.ts', '**/*.int-spec.ts', '**/print-schema.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },

  // A service imports only libs/, through their @shop/* packages.
  ...SERVICES.flatMap((own) =>
    boundary(`services/${own}`, {
      packages: [...servicePackages(own), '@shop/gateway', '@shop/web'],
      message: 'A service never imports another service, the gateway or the web app; shared code lives in libs/ and is imported as @shop/<lib>.',
      climbOut: (depth) => climbs(depth + 1),
    }),
  ),
  // libs/ are shared by everyone, so they depend on no service, the gateway or the web app.
  ...boundary('libs/*', {
    packages: [...servicePackages(), '@shop/gateway', '@shop/web'],
    message: 'libs/ never depend on a service, the gateway or the web app.',
    climbOut: (depth) => `${climbs(depth + 2)}(services|gateway|web)(/|$)`,
  }),
  // The gateway reaches the services over the network only.
  ...boundary('gateway', {
    packages: [...servicePackages(), '@shop/web'],
    message: 'The gateway talks to the services over HTTP; it imports only libs/, as @shop/<lib>.',
    climbOut: (depth) => climbs(depth + 1),
  }),
  ...boundary('web', { ...WEB_BOUNDARY, climbOut: (depth) => climbs(depth + 1) }),
  // The one web file that reaches into libs/contracts by path, for the import-free rules it
  // re-exports (scripts/check-boundaries.mjs checks that those files import nothing).
  {
    files: ['web/src/lib/shop-rules.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: WEB_BOUNDARY.packages, message: WEB_BOUNDARY.message }] }] },
  },
  prettier,
);
