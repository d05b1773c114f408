// ESLint with typescript-eslint's type-checked rules: the defects this code can have that the
// compiler lets through (a promise nobody awaits, an `any` spread into typed data, a key looked
// up on Object.prototype). Formatting is Prettier's (.prettierrc.json); no rule here is about layout.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
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
  ...tseslint.configs.recommendedTypeChecked,
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
    },
  },
  {
    // The plain JavaScript (bench/, scripts/, test helpers): no type information, Node's globals.
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
);
