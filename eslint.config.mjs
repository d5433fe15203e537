import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importDirection from './tools/eslint/importDirection.cjs';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'coverage/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      '.bench-data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'react-hooks': reactHooks,
      tims: { rules: { 'import-direction': importDirection } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'tims/import-direction': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: [
      'webpack.config.ts',
      'jest.config.ts',
      'playwright.config.ts',
      '**/*.d.ts',
      'test/support/*Mock.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
