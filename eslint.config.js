// One ESLint config for the whole workspace (each package's `lint` runs it on its own files).
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The one-way dependency rule (docs/product.md#architecture), as import restrictions per folder:
 * no app imports another app, packages never import apps, no deep imports into a package,
 * and each package only imports the packages below it.
 */
const appMessage = 'An app is never imported by a package or by another app.'
const appImports = { group: ['web/*', 'admin/*', '**/apps/*', '**/apps/*/**'] }
function importRules(forbiddenPackages, message, apps = appImports) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: ['web', 'admin'].map((name) => ({ name, message: appMessage })),
        patterns: [
          { ...apps, message: appMessage },
          {
            group: ['@repo/*/src', '@repo/*/src/*'],
            message: 'Import a package through its public entry, not its files.',
          },
          ...(forbiddenPackages.length
            ? [{ group: forbiddenPackages.map((n) => `@repo/${n}`), message }]
            : []),
        ],
      },
    ],
  }
}
/** Test and build tooling may start the local backend; app and package code may not. */
const tooling = ['**/tests/**', '**/scripts/**', '**/*.test.{ts,tsx}', '**/*.config.ts']
const layers = [
  [
    'apps/web/**',
    ['payments', 'devstack'],
    'The devstack is a tool for development and tests, not app code; wallet messages are read only by the admin console.',
  ],
  [
    'apps/admin/**',
    ['ui', 'devstack'],
    "The admin console uses Mantine; packages/ui is the learner site's design system.",
  ],
  [
    'packages/courses/**',
    ['api', 'ui', 'markdown', 'payments', 'devstack'],
    'packages/courses is the bottom layer: it imports no other package.',
  ],
  [
    'packages/markdown/**',
    ['courses', 'api', 'ui', 'payments', 'devstack'],
    'packages/markdown is a bottom layer: it imports no other package.',
  ],
  [
    'packages/payments/**',
    ['api', 'ui', 'markdown', 'devstack'],
    'packages/payments is pure: it depends only on packages/courses.',
  ],
  [
    'packages/api/**',
    ['ui', 'markdown', 'payments', 'devstack'],
    'packages/api depends only on packages/courses.',
  ],
  [
    'packages/ui/**',
    ['api', 'payments', 'devstack'],
    'packages/ui depends only on packages/courses (formatting).',
  ],
  ['packages/devstack/**', [], ''],
  ['supabase/**', [], ''],
  ['e2e/**', [], ''],
  ['tools/**', [], ''],
]
const layerConfigs = layers.flatMap(([files, forbidden, message]) => [
  { files: [files], rules: importRules(forbidden, message) },
  {
    files: tooling.map((t) => `${files.replace('/**', '')}/${t}`),
    rules: importRules(
      forbidden.filter((n) => n !== 'devstack'),
      message,
    ),
  },
])

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/paraglide/',
      '**/dist/',
      '**/build/',
      '**/build-e2e/',
      '**/storybook-static/',
      '**/.react-router/',
      '**/.islands/',
      '**/.turbo/',
      '.local/',
      '**/coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // OneSignal's service worker: runs in the worker scope (importScripts), not the page.
    files: ['apps/web/public/OneSignalSDKWorker.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...layerConfigs,
  // The end-to-end tests and `pnpm perf` read the learner site's list of pages (apps/web/app/pages.ts),
  // so no page is listed twice; `pnpm bench:photo` reads the site's photo options and its CSP, so
  // it times what the site runs; nothing else of an app.
  {
    files: ['e2e/**', 'tools/perf/**'],
    rules: importRules([], '', {
      regex:
        '^(web|admin)/|(^|/)apps/(?!web/app/pages$|web/app/features/projects/photoOptions$|web/scripts/hosting$)',
    }),
  },
)
