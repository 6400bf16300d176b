// ESLint flat config: typescript-eslint for all TypeScript, React hooks rules for the web app,
// Prettier owns formatting (eslint-config-prettier switches off the stylistic rules).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { boundaryZones } from './eslint.boundaries.js';

/**
 * `import { z } from 'zod'` is a namespace object esbuild cannot tree-shake: it carries every locale (about
 * 260 KB minified) into each bundle. `import * as z from 'zod'` keeps only what is used.
 */
const ZOD_NAMESPACE_ONLY = {
  selector:
    "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
  message: "Use `import * as z from 'zod'`: the named `z` export drags every zod locale into the bundle.",
};

export default tseslint.config(
  { ignores: ['node_modules', '.local', 'cdk.out', '**/dist', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', ZOD_NAMESPACE_ONLY],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // shared/ is the contract package: it may not import any other part of the repository.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/services/**', '**/web/**', '**/infra/**', '**/test/**'] },
      ],
    },
  },
  {
    // Boundaries (docs/architecture.md, "Boundaries"): who may import what, and no import cycle anywhere.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  prettier,
);
