// ESLint with typescript-eslint's type-checked rules: the defects this code can have that the
// compiler lets through (a promise nobody awaits, an `any` spread into typed data, a key looked
// up on Object.prototype). Formatting is Prettier's (.prettierrc.json); no rule here is about layout.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    // What the build, the generators and the tools write, and data that is not code.
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'tmp/**',
      '.citegate/**',
      'examples/**',
      'schema/**',
      'src/text/casefold-table.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Promises: one nobody awaits loses its rejection and races the exit; `void` marks the
      // intended fire-and-forget (with a comment saying why).
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Keys an input chooses are data: never read through Object.prototype.
      'no-prototype-builtins': 'error',
      'prefer-object-has-own': 'error',
      'guard-for-in': 'error',
      'no-proto': 'error',
      // A parameter or binding named with a leading underscore is unused on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // The JSON scanner's control flow throws a small sentinel (src/report/syntax-error.ts), not an Error.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'file', name: 'Found' }] }],
      // Passing a rejection on as it came (its type is unknown) is not a new non-Error rejection.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // Node's global URLSearchParams (from @types/node, not lib) prints as a query string.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        {
          allow: [
            { from: 'lib', name: ['Error', 'URL', 'URLSearchParams'] },
            { from: 'package', package: 'url', name: 'URLSearchParams' },
          ],
        },
      ],
      // Off: noise here, no defect found (the reasons are in docs/development.md).
      'no-useless-assignment': 'off',
      'preserve-caught-error': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    // Tests read the JSON the command writes (JSON.parse: any) and assert its shape, which is the
    // check; the unsafe-any rules there flag every such read and nothing else.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      'no-regex-spaces': 'off',
    },
  },
  {
    // The plain JavaScript (bench/, scripts/, test helpers): no type information, Node's globals.
    files: ['**/*.mjs', '**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
