import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { appUnitTests } from '../../vitest.apps'

export default defineConfig({
  plugins: [react()],
  test: appUnitTests('src'),
})
