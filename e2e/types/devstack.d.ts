// The part of @repo/devstack these tests use. The devstack's source is type-checked by its
// own package for Node; type-checking it again here, with the DOM library the browser-side
// test code needs, reports clashes between Node's and the DOM's fetch types that are not
// real errors. So e2e sees the devstack through this contract (see tsconfig.check.json).
declare module '@repo/devstack' {
  export interface StackOptions {
    dataDir?: string
    apiPort?: number
    dbPort?: number
    reset?: boolean
    quiet?: boolean
  }
  export interface Stack {
    apiUrl: string
    anonKey: string
    serviceRoleKey: string
    stop(): Promise<void>
  }
  export function startStack(options?: StackOptions): Promise<Stack>
  export const ANON_KEY: string
  export const SERVICE_ROLE_KEY: string
}
