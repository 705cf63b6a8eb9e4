import { createContext, useContext } from 'react'

/**
 * Says something in the questions' live region (a saved edit, an accepted answer): what happened
 * where the part that did it is gone, or where nothing else on the screen changes in words.
 */
export const AnnounceContext = createContext<(text: string) => void>(() => {})

export const useAnnounce = () => useContext(AnnounceContext)
