export {
  startStack,
  stackDetails,
  onStackFailure,
  type Stack,
  type StackOptions,
  type StackDetails,
} from './stack'
export { ANON_KEY, SERVICE_ROLE_KEY, JWT_SECRET } from './keys'
export { PortInUseError } from './ports'
export { IncompatibleDataDirError } from './postgres'
export { readMailbox, latestMail, clearMailbox, runSql } from './client'
export type { MailMessage } from './mailbox'
export { denoBinary, denoEnv, functionConfig, functionNames } from './functions'
