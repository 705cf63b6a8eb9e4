import { defineConfig } from 'vitest/config'
import { appUnitTests } from '../../vitest.apps'
import { headScriptsPlugin } from './scripts/headScripts.ts'

// The React Router plugin is for the app build; unit tests render components directly. The
// inline <head> scripts (`?head`) are compiled as the build compiles them.
export default defineConfig({
  plugins: [headScriptsPlugin()],
  test: appUnitTests('app'),
})
