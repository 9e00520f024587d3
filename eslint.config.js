// One lint setup for every workspace: typescript-eslint's recommended rules, React hooks and accessibility
// (jsx-a11y, strict) rules for web, and prettier owning formatting (eslint-config-prettier turns off the rules that would fight it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '.test-artifacts/**',
      'loadtests/k6/**',
      // Generated from the gateway's OpenAPI document (npm run api:types).
      'web/src/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['web/src/**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  {
    files: ['web/src/**/*.tsx'],
    rules: {
      // A component's autoFocus (antd Dropdown, Modal) moves focus into a popup the person just opened, as the
      // WAI-ARIA menu and dialog patterns ask; autoFocus on a plain element (focus stolen on load) still fails.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  prettier,
);
