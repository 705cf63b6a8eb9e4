import { en, type Messages } from './en'

export type { Messages }

/** The catalogue of the site's language. Only English exists today; Bangla is another `Messages`. */
export const messages: Messages = en
