// One ESLint config for the whole workspace (each package's `lint` runs it on its own files).
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The one-way dependency rule of DESIGN.md section 1, as import restrictions per folder. */
const deepImports = { group: ['@repo/*/src/*', '@repo/*/src'], message: 'Import a package through its public entry, not its files.' }
const appImports = (allowed) => ({
  group: ['web', 'web/*', 'admin', 'admin/*', '**/apps/*'].filter((g) => !allowed.includes(g)),
  message: 'An app is never imported by a package or by another app.',
})
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
const repoPackages = (names, message) => ({ group: names.map((n) => `@repo/${n}`), message })

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/build/', '**/storybook-static/', '**/.react-router/', '**/.turbo/', '.local/', '**/coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['apps/web/**'], rules: restrict(deepImports, appImports([]), repoPackages(['devstack'], 'The devstack is a tool for development and tests, not app code.')) },
  { files: ['apps/admin/**'], rules: restrict(deepImports, appImports([]), repoPackages(['ui', 'devstack'], 'The admin console uses Mantine; packages/ui is the learner site\'s design system.')) },
  { files: ['packages/courses/**'], rules: restrict(deepImports, appImports([]), repoPackages(['api', 'ui', 'devstack'], 'packages/courses is the bottom layer: it imports no other package.')) },
  { files: ['packages/api/**'], rules: restrict(deepImports, appImports([]), repoPackages(['ui', 'devstack'], 'packages/api depends only on packages/courses.')) },
  { files: ['packages/ui/**'], rules: restrict(deepImports, appImports([]), repoPackages(['api', 'devstack'], 'packages/ui depends only on packages/courses (formatting).')) },
  { files: ['packages/devstack/**', 'supabase/**'], rules: restrict(deepImports, appImports([])) },
)
