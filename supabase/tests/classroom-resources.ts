/**
 * The tables and functions of the classroom (issue 13). Their security matrix lives in
 * classroom.test.ts, with a fifth caller (a learner enrolled in the course); matrix.test.ts
 * covers everything else the API exposes and leaves exactly these to it.
 */
export const classroomTables = [
  'lessons',
  'lesson_contents',
  'lesson_progress',
  'certificates',
] as const
export const classroomFunctions = [
  'issue_certificate',
  'verify_certificate',
  'reorder_lessons',
] as const

export const classroomResources: readonly string[] = [...classroomTables, ...classroomFunctions]
