import { createContext } from 'preact'

/** The prefix of the ids an island hands out (see react.js): `i3-` for the page's fourth island. */
export const IslandIdPrefix = createContext('')
