import addonA11y from '@storybook/addon-a11y'
import { definePreview } from '@storybook/react-vite'
import '../src/styles.css'

// CSF Next: each stories file builds its meta and stories from this preview (preview.meta, meta.story).
export default definePreview({
  addons: [addonA11y()],
  parameters: { a11y: { test: 'error' } },
})
