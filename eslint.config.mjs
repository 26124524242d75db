// ESLint for the whole repository: typescript-eslint (type-aware off, fast), react-hooks, and the
// architecture rules: only src/oms talks to ky; icons come one by one; features never import each other; src/reference
// imports no feature; src/session imports no component; components (.tsx) import only types from
// src/oms (their OMS calls live in atoms and hooks).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = ['users', 'user-details', 'app-access', 'create-user', 'quick-setup', 'import-users', 'permissions', 'settings'];

const onlyOmsTalksToKy = { name: 'ky', message: 'Only src/oms talks to ky: call an oms/<area> function instead.' };

// The package's root re-exports every icon: importing from it puts the whole icon library's
// modules into the chunk's graph (and source maps); one icon's own entry holds only that icon.
const iconsOneByOne = {
  name: '@fluentui/react-icons',
  message: "Import each icon from its own entry: '@fluentui/react-icons/svg/<kebab-name>' (PeopleRegular -> svg/people).",
};

/**
 * `no-restricted-imports` for a folder. Flat config replaces a rule's options rather than merging
 * them, so every folder-specific setting repeats the ky and icon restrictions.
 */
const restrictedImports = (...patterns) => ['error', { paths: [onlyOmsTalksToKy, iconsOneByOne], ...(patterns.length > 0 && { patterns }) }];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'dist-shell/**', 'dist-shell-foreign/**', 'coverage/**', 'test-results/**', 'shell-dev/oms/data/**'] },
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
      'no-restricted-imports': restrictedImports(),
    },
  },
  {
    files: ['src/oms/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrictedImports(
        {
          group: features.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]),
          message: 'Features do not import each other: compose them in src/app or src/expose.',
        },
        { group: ['**/app', '**/app/**'], message: 'No import runs upward: src/app composes features, not the other way round (tests may render the app).' },
      ),
    },
  })),
  ...features.map((feature) => ({
    // Tests may render the whole app; they still import no other feature.
    files: [`src/features/${feature}/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrictedImports({
        group: features.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]),
        message: 'Features do not import each other: compose them in src/app or src/expose.',
      }),
    },
  })),
  {
    // The setup domain (create-user form, templates, the quick-setup planner and runner) serves
    // quick setup and imports alike, so it cannot belong to either.
    files: ['src/setup/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictedImports({
        group: ['**/features', '**/features/**'],
        message: 'The setup domain imports no feature: quick setup and imports both import src/setup.',
      }),
    },
  },
  {
    files: ['src/reference/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictedImports({
        group: ['**/features', '**/features/**'],
        message: 'Reference data imports no feature: features import src/reference, not the other way round.',
      }),
    },
  },
  {
    files: ['src/session/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictedImports({
        group: ['**/components', '**/components/**'],
        message: 'The session knows no components: a flow that needs one (e.g. the toaster) lives in src/app.',
      }),
    },
  },
  {
    // The bottom layer: shared utilities (src/lib, with the host contract's types) and the party
    // rules (src/party) import nothing of the app above them.
    files: ['src/lib/**/*.{ts,tsx}', 'src/party/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictedImports({
        group: ['app', 'session', 'features', 'oms', 'setup', 'catalog', 'components', 'reference', 'expose', 'standalone'].flatMap((layer) => [`**/${layer}`, `**/${layer}/**`]),
        message: 'src/lib and src/party import nothing above them: move the shared piece down, or pass it in.',
      }),
    },
  },
  {
    // The one permission evaluator (this app's gates included) sits just above src/lib: the session,
    // the guards and the features ask it; it asks none of them.
    files: ['src/catalog/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictedImports({
        group: ['app', 'session', 'features', 'oms', 'setup', 'components', 'reference', 'expose', 'standalone', 'party'].flatMap((layer) => [`**/${layer}`, `**/${layer}/**`]),
        message: 'src/catalog imports only src/lib: the session and the features ask it, not the other way round.',
      }),
    },
  },
  {
    // The change policy (who may change whom) decides on facts passed in: it asks the catalog and
    // the party rules, and nothing that reads, writes or renders.
    files: ['src/policy/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictedImports({
        group: ['app', 'session', 'features', 'oms', 'setup', 'components', 'reference', 'expose', 'standalone', 'react', 'jotai'].flatMap((layer) => [`**/${layer}`, `**/${layer}/**`, layer]),
        message: 'src/policy imports only src/catalog, src/party and src/lib: the facts are read elsewhere and passed in.',
      }),
    },
  },
  {
    // A separate rule name, so it adds to the folder rules above instead of replacing them.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.test-utils.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/oms/*', '**/oms'],
              allowTypeImports: true,
              message: "Components never call the OMS: use the feature's atoms or a use-*.ts hook (type imports are fine).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.test-utils.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
