/*
 * What a learner is writing under a lesson (a question, an answer) survives a reload and a lost
 * signal (issue 35): kept in local storage per learner and place as it is typed, forgotten once
 * it is sent.
 */

const DRAFT_KEY = 'skill-courses_question-draft'

/** Where a draft is kept: the learner, and the lesson (a question) or the question (an answer). */
export const draftKey = (userId: string, place: string) => `${DRAFT_KEY}:${userId}:${place}`

/** The text kept under `key` ('' when none, or when storage cannot be read). */
export function readDraft(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? ''
  } catch {
    return ''
  }
}

/** Keeps the text at once (synchronous: nothing typed is lost); blank text is forgotten. */
export function saveDraft(key: string, text: string): void {
  try {
    if (text.trim()) window.localStorage.setItem(key, text)
    else window.localStorage.removeItem(key)
  } catch (error) {
    // Storage full or off (a private window): the text lives as long as the page.
    console.warn('The draft could not be kept on this phone:', error)
  }
}

/** Forgets the draft (once it is sent). */
export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key)
    window.localStorage.removeItem(`${key}:cut`)
  } catch {
    // Nothing kept to forget.
  }
}

/**
 * Marks that a send of the kept text was cut by the signal (it may have landed, its answer lost),
 * or clears the mark: the send after a reload checks before sending it twice.
 */
export function markCut(key: string, cut: boolean): void {
  try {
    if (cut) window.localStorage.setItem(`${key}:cut`, '1')
    else window.localStorage.removeItem(`${key}:cut`)
  } catch {
    // The page remembers it as long as it is open.
  }
}

/** Whether a send of the kept text was cut by the signal. */
export function wasCut(key: string): boolean {
  try {
    return window.localStorage.getItem(`${key}:cut`) === '1'
  } catch {
    return false
  }
}
