export { startStack, stackDetails, type Stack, type StackOptions, type StackDetails } from './stack'
export { ANON_KEY, SERVICE_ROLE_KEY, JWT_SECRET } from './keys'
export { PortInUseError } from './ports'
export { IncompatibleDataDirError } from './postgres'
