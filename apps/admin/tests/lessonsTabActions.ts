/**
 * What the Lessons tab's tests do again and again: open a dialog from its button, delete an item
 * through its question, and type a quiz's question in both languages.
 */
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'
import { fill } from './lessons'

// The tab is a lazy route: its module (and micromark) is loaded once, here, so a test's first
// screen does not spend its wait on the import.
await import('../src/features/lessons/LessonsTab')

/** The dialog the button `button` opens (named `dialog`, e.g. 'Edit quiz'), with the view. */
export async function openDialog<V extends { user: UserEvent }>(
  view: V,
  button: string,
  dialog = button,
) {
  await view.user.click(await screen.findByRole('button', { name: button }))
  return { ...view, dialog: await screen.findByRole('dialog', { name: dialog }) }
}

/**
 * Deletes the list's item `title` (a `noun`: 'project') after its dialog asks "Delete this
 * project?" (and says `about`, where given); the notification says it is deleted.
 */
export async function deleteAfterAsking<V extends { user: UserEvent }>(
  view: V,
  noun: string,
  title: string,
  about?: string,
) {
  const { dialog } = await openDialog(view, `Delete "${title}"`, `Delete ${noun}`)
  expect(dialog).toHaveTextContent(`Delete this ${noun}?`)
  if (about) expect(dialog).toHaveTextContent(about)
  await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }))
  const Noun = `${noun[0]!.toUpperCase()}${noun.slice(1)}`
  expect(await screen.findByText(`${Noun} "${title}" deleted.`)).toBeVisible()
  return view
}

/** An English and a Bangla text. */
export type Words = readonly [en: string, bn: string]

/** Types a quiz question and its options (A, B, …), each in English and Bangla, into its box. */
export async function fillQuestion(
  user: UserEvent,
  box: HTMLElement,
  [question, questionBn]: Words,
  options: readonly Words[],
) {
  const optionFields = options.flatMap(([en, bn], i) => {
    const option = `Option ${String.fromCharCode(65 + i)}`
    return [
      [option, en],
      [`${option} in Bangla`, bn],
    ]
  })
  await fill(user, box, {
    Question: question,
    'Question in Bangla': questionBn,
    ...Object.fromEntries(optionFields),
  })
}

/** A quiz question as a test types it: its words and its options' (A, B, …), each in both languages. */
export interface TypedQuestion {
  question: Words
  options: readonly Words[]
}

/** What the editor saves of a typed question: its options a, b, … in the order typed. */
export function savedQuestion(
  { question: [prompt, promptBn], options }: TypedQuestion,
  multiple: boolean,
  right: string[],
) {
  const saved = options.map(([label, labelBn], i) => ({
    id: String.fromCharCode(97 + i),
    label,
    labelBn,
  }))
  return { prompt, promptBn, multiple, options: saved, right }
}
