// One lint setup for every workspace: typescript-eslint's recommended rules, React hooks and accessibility
// (jsx-a11y, strict) rules for web, and prettier owning formatting (eslint-config-prettier turns off the rules that would fight it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import keyedServerText from './infra/lint/eslint-rules/keyed-server-text.mjs';

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
  {
    // No user-visible English written into the markup: JSX text and the attributes people read or hear
    // (labels, titles, placeholders, descriptions) come from the catalogue (issue 28 item 5). Keys used but
    // missing are type errors (t() is typed by the catalogue); keys unused are npm run lint:i18n's.
    files: ['web/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              '^(aria-label|aria-description|aria-valuetext|title|subTitle|placeholder|alt|label|okText|cancelText|description|tooltip|content|message|emptyText|extra|help|addonBefore|addonAfter|checkedChildren|unCheckedChildren)$',
            ],
          },
          // Arguments and object properties inside markup are keys, codes and options, not text.
          callees: { exclude: ['.*'] },
          'object-properties': { exclude: ['.*'] },
          // The plugin's defaults (punctuation, CONSTANTS, entities, emoji) and example addresses.
          words: {
            exclude: [
              '[0-9!-/:-@[-`{-~]+',
              '[A-Z_-]+',
              /^[\p{P}\p{S}\p{N}\s]+$/u,
              /^\p{Emoji}+$/u,
              '^https?://\\S+$',
            ],
          },
        },
      ],
    },
  },
  {
    // No server-written user text outside the catalogue (issue 28 item 5): a notification's, activity's,
    // timeline entry's or e-mail's words given as a literal name their catalogue key beside them.
    files: ['db/src/domain/**/*.ts', 'workers/src/**/*.ts'],
    plugins: { tradehub: { rules: { 'keyed-server-text': keyedServerText } } },
    rules: { 'tradehub/keyed-server-text': 'error' },
  },
  prettier,
);
