/**
 * The form schemas (zod) the functions check their input with before the server sees it. Loaded
 * on the first call, not with the module: a learner page that shows a form does not pay for zod
 * until the learner sends it (the web's forms load the same module when first focused).
 */
export const formSchemas = () => import('@repo/courses/forms')
