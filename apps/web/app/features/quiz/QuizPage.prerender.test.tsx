// What a quiz's shell shows before any script runs: rendered on the server as the build
// prerenders it (no session yet), in both languages.
import { courseIds, getCourse } from '@repo/courses'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LocaleContext, m } from '../../i18n'
import { loadPage, NavigationProvider, setPageQuery } from '../../islands/navigation'
import { QuizPage } from './QuizPage'

describe.each(['en', 'bn'] as const)('the prerendered quiz shell in %s', (locale) => {
  it.each(courseIds)('/learn/%s/quizzes/quiz: the course and "Loading the quiz…"', (id) => {
    const prefix = locale === 'bn' ? '/bn' : ''
    const location = { pathname: `${prefix}/learn/${id}/quizzes/quiz`, search: '', hash: '' }
    const html = renderToString(
      <NavigationProvider value={{ location, load: loadPage, setQuery: setPageQuery }}>
        <LocaleContext value={locale}>
          <QuizPage courseId={id} />
        </LocaleContext>
      </NavigationProvider>,
    )
    expect(html).toContain(getCourse(id, locale)!.title.replace(/&/g, '&amp;'))
    expect(html).toContain(`href="${prefix}/learn/${id}"`)
    expect(html).toContain(m.quiz_loading({}, { locale }))
  })
})
