import type { Lesson } from '@repo/api'

/** A lesson's kind as the console shows it (the list, the editor and the preview). */
export const kindLabels: Record<Lesson['kind'], string> = {
  video: 'Video',
  reading: 'Reading',
  live: 'Live class',
}
