import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { hostingFiles } from './hosting'

export default defineConfig({
  plugins: [react(), hostingFiles()],
  server: { port: 5174, strictPort: true },
})
