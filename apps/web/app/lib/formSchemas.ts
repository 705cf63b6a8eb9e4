import type { Locale } from '@repo/courses'

// The form schemas are zod (~24 KB, and building them is work for a slow phone's main thread):
// a public page loads them when the learner starts on its form, not with the page.
const importForms = () => import('@repo/courses/forms')
type Forms = Awaited<ReturnType<typeof importForms>>
let loading: Promise<Forms> | undefined

/** Starts loading the schemas (the form's first focus); safe to call again. */
export function preloadFormSchemas(): void {
  void loadForms().catch(() => {
    // Reported when the form is sent; a later call tries again.
  })
}

function loadForms() {
  loading ??= importForms().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** The schemas in the page's language, and the form helpers that come with them. */
export async function formSchemas(locale: Locale) {
  const forms = await loadForms()
  return { schemas: forms.formSchemasFor(locale), toJoinNowRecord: forms.toJoinNowRecord }
}
