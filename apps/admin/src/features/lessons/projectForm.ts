import {
  projectCodeOf,
  projectSchema,
  type CourseId,
  type HandInKind,
  type ProjectFacts,
} from '@repo/courses'
import type { Project } from '@repo/api'
import type { z } from 'zod'
import { codedFormSchema } from '../../lib/codedSchema'

/*
 * The project editor's schema: @repo/courses' projectSchema, the rules @repo/api refuses with
 * too, on what the editor holds; each issue on the field at fault, in the console's words for
 * its code (lib/errorWords), as the lesson editor does (lessonForm.ts).
 */

/**
 * What the project editor holds while the admin types: the project's facts, with the number
 * inputs holding '' until a number is typed (blank due days: no due date).
 */
export type ProjectForm = Omit<ProjectFacts, 'courseId' | 'position' | 'dueDays'> & {
  courseId: CourseId
  position: number | ''
  dueDays: number | ''
}

export const projectFormSchema = codedFormSchema(
  (form: ProjectForm): z.ZodSafeParseResult<ProjectFacts> =>
    projectSchema.safeParse({ ...form, dueDays: form.dueDays === '' ? null : form.dueDays }),
  projectCodeOf,
)

/** The editor's start: the stored project, or a new one at `position` taking photos. */
export function projectFormOf(
  courseId: CourseId,
  project: Project | null,
  position: number,
): ProjectForm {
  if (!project)
    return {
      courseId,
      position,
      title: '',
      titleBn: '',
      brief: '',
      briefBn: '',
      checklist: [],
      handIn: ['images'],
      required: true,
      dueDays: '',
    }
  return {
    courseId,
    position: project.position,
    title: project.title,
    titleBn: project.titleBn,
    brief: project.brief,
    briefBn: project.briefBn,
    checklist: project.checklist.map((item) => ({ ...item })),
    handIn: [...project.handIn],
    required: project.required,
    dueDays: project.dueDays ?? '',
  }
}

/** What each kind of hand-in is called in the console. */
export const handInLabels: Record<HandInKind, string> = {
  images: 'Photos',
  link: 'Link',
  text: 'Written answer',
}
