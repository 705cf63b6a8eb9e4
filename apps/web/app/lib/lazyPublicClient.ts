// The public client on demand, in a chunk of its own: postgrest-js without the auth and storage
// clients lazyApi.ts brings (docs/decisions/0082-classroom-and-account-bytes.md).
export { createPublicClient } from '@repo/api'
