import { handInLinkFields } from '@repo/courses'

/** The form's values, all blank: the note and every link field. */
export const blankValues = (): Record<string, string> =>
  Object.fromEntries(['note', ...handInLinkFields].map((name) => [name, '']))
