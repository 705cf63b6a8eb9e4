import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { headScriptsPlugin } from './scripts/headScripts.ts'
import { islandsPlugin } from './scripts/islands.ts'

export default defineConfig({
  plugins: [tailwindcss(), headScriptsPlugin(), islandsPlugin(), reactRouter()],
})
