// The looks of the site's links, one place for each (shared by the features).

/** The look of the site's main call to action as a link (Enroll Now, Continue, Log In). */
export const primaryLink =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
export const secondaryLink =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-white dark:hover:bg-slate-800'

/** A link inside text: underlined, in the brand's colour. */ export const linkClass =
  'font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-50'
