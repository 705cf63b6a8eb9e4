// What the enrol, classroom, lesson, project and quiz pages show before any script runs: rendered on the server
// as the build prerenders them (no session yet), in both languages.
import { courseIds, getCourse, lessonPlan } from '@repo/courses'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ClassroomPage } from '../app/features/classroom/ClassroomPage'
import { LessonPage } from '../app/features/classroom/LessonPage'
import { EnrollPage } from '../app/features/enrollment/EnrollPage'
import { ProjectPage } from '../app/features/projects/ProjectPage'
import { QuizPage } from '../app/features/quiz/QuizPage'
import { formatPrice, LocaleContext, m, type Locale } from '../app/i18n'
import { loadPage, NavigationProvider, setPageQuery } from '../app/islands/navigation'

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')

/** As the root layout renders a page of islands at build time: its language and its address. */
function prerender(path: string, locale: Locale, page: React.ReactElement) {
  const location = { pathname: path, search: '', hash: '' }
  return renderToString(
    <NavigationProvider value={{ location, load: loadPage, setQuery: setPageQuery }}>
      <LocaleContext value={locale}>{page}</LocaleContext>
    </NavigationProvider>,
  )
}

/** The shells of a course's project and quiz pages: their address under the course, and what they say while loading. */
const shells = [
  ['projects/project', ProjectPage, m.project_loading],
  ['quizzes/quiz', QuizPage, m.quiz_loading],
] as const

describe.each(['en', 'bn'] as const)('the prerendered learner pages in %s', (locale) => {
  const prefix = locale === 'bn' ? '/bn' : ''
  it.each(courseIds)(
    '/enroll/%s: the course, its price, the form and a login that returns here',
    (id) => {
      const course = getCourse(id, locale)!
      const html = prerender(`${prefix}/enroll/${id}`, locale, <EnrollPage courseId={id} />)
      const shown = text(html)
      expect(shown).toContain(m.enroll_heading({ course: course.title }, { locale }))
      expect(shown).toContain(formatPrice(course.price, locale))
      for (const label of [
        m.enroll_name,
        m.enroll_phone,
        m.enroll_transactionId,
        m.enroll_paymentMethod,
      ])
        expect(shown).toContain(label({}, { locale }))
      expect(html).toContain('name="transactionId"')
      expect(shown).toContain(m.enroll_loginRequiredText({}, { locale }))
      const next = encodeURIComponent(`${prefix}/enroll/${id}`)
      expect(html).toContain(`href="${prefix}/login?next=${next}"`)
      // Nothing can be sent before the session is known.
      expect(html).toMatch(/<button type="submit"[^>]*disabled/)
    },
  )

  it.each(courseIds)(
    '/learn/%s and its lesson shell: the course and its syllabus from the plan',
    (id) => {
      const course = getCourse(id, locale)!
      const room = text(prerender(`${prefix}/learn/${id}`, locale, <ClassroomPage courseId={id} />))
      expect(room).toContain(course.title)
      expect(room).toContain(m.classroom_loading({}, { locale }))
      const lesson = text(
        prerender(`${prefix}/learn/${id}/lesson`, locale, <LessonPage courseId={id} />),
      )
      expect(lesson).toContain(m.lesson_loading({}, { locale }))
      for (const planned of lessonPlan[id]) {
        const title = locale === 'bn' ? planned.titleBn : planned.title
        expect(room).toContain(title)
        expect(lesson).toContain(title)
      }
    },
  )

  it.each(shells)(
    '/learn/<course>/%s of each course: the course, a link back and "Loading…"',
    (page, Page, loading) => {
      for (const id of courseIds) {
        const html = prerender(`${prefix}/learn/${id}/${page}`, locale, <Page courseId={id} />)
        expect(html).toContain(getCourse(id, locale)!.title.replace(/&/g, '&amp;'))
        expect(html).toContain(`href="${prefix}/learn/${id}"`)
        expect(html).toContain(loading({}, { locale }))
      }
    },
  )

  it('an unknown course: the invalid course and course not found pages', () => {
    expect(
      text(prerender(`${prefix}/enroll/cooking`, locale, <EnrollPage courseId="cooking" />)),
    ).toContain(m.enroll_invalidCourse({}, { locale }))
    expect(
      text(prerender(`${prefix}/learn/cooking`, locale, <ClassroomPage courseId="cooking" />)),
    ).toContain(m.classroom_notFoundTitle({}, { locale }))
  })
})
