// The one module lib/supabase.ts loads on demand. A dynamic import of '@repo/api' itself would
// keep every export of the package (the console's supabase-js among them); a static named import
// here lets the bundler keep only the learner's client.
export { createLearnerClient } from '@repo/api'
