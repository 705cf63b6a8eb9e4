import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      treeshake: {
        // @repo/courses builds its zod form schemas at module level. Calls to zod and to the
        // schema factory have no side effects, so pages that use only the catalogue (home,
        // courses) do not ship zod; the form pages still get it through their own imports.
        manualPureFunctions: ['z', 'createFormSchemas'],
        moduleSideEffects: (id) => (/[\\/]packages[\\/]courses[\\/]src[\\/]/.test(id) ? false : undefined),
      },
      output: {
        // zod (form validation) in a chunk of its own, loaded only by the pages with forms.
        codeSplitting: { groups: [{ name: 'zod', test: /[\\/]zod[\\/]/ }] },
      },
    },
  },
})
