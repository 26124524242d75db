// ESLint for the whole repository: typescript-eslint (type-aware off, fast), react-hooks, and the
// architecture rules: features never import each other, and only src/oms talks to ky.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = ['users', 'user-details', 'create-user', 'quick-setup', 'permissions', 'settings'];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'dist-shell/**', 'coverage/**', 'test-results/**', 'shell-dev/oms/data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'react/no-danger': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'dangerouslySetInnerHTML is not allowed.' },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'ky', message: 'Only src/oms talks to ky: call an oms/<area> function instead.' }] },
      ],
    },
  },
  {
    files: ['src/oms/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'ky', message: 'Only src/oms talks to ky: call an oms/<area> function instead.' }],
          patterns: [
            {
              group: features.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]),
              message: 'Features do not import each other: compose them in src/app or src/expose.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.test.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
