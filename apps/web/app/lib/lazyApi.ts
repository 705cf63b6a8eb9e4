// What the site loads from '@repo/api' on demand (the learner's client; the certificate,
// enrolment and last-seen calls of public pages; join-now has its own, joinNowApi.ts). A dynamic import of '@repo/api' itself would
// keep every export of the package, the console's functions and their zod schemas among them;
// named re-exports here let the bundler keep only these (decision 0046).
export {
  browserActivityEnvironment,
  createBrowserClient,
  getEnrollmentStatus,
  startActivityTracker,
  touchLastSeen,
  verifyCertificate,
} from '@repo/api'
