import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint-rules/feature-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Served to browsers as they are, or minified (apps/web/src/start-app.js).
    files: ['apps/web/public/**/*.js', 'apps/web/src/start-app.js'],
    languageOptions: { globals: globals.browser, sourceType: 'module' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other, by alias or by relative path, and shared code never imports a
      // feature; they meet in src/app (bulletproof-react's rule).
      'boundaries/feature-boundaries': [
        'error',
        {
          featuresDir: 'apps/web/src/features',
          alias: { '@/': 'apps/web/src/' },
          sharedMayImportFrom: ['apps/web/src/app'],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { boundaries },
    rules: {
      // A module never uses another module's routes, service or repository directly: app.ts hands it the
      // service (type imports only). Reading another module's table for a display field is allowed
      // (docs/decisions/005-cross-module-joins.md).
      'boundaries/feature-boundaries': [
        'error',
        {
          featuresDir: 'apps/api/src/modules',
          restrictedFiles: '\\.(routes|service|repository)\\.ts$',
          allowTypeImports: true,
        },
      ],
    },
  },
);
