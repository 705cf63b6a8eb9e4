// What join-now loads from '@repo/api' when the form is sent: its own chunk, so functions-js
// reaches only this page (decision 0054), as lazyApi.ts does for the other public calls.
export { createJoinNowCaller, submitLead } from '@repo/api'
