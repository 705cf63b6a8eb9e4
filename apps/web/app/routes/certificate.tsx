import { CertificateView } from '../features/certificate/CertificateView'
import { certificatePageCourse } from '../features/certificate/certificateId'
import { localeOfPath, m } from '../i18n'
import { courseFor } from '../i18n/courses'
import { Island } from '../islands/Island'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/certificate'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

/**
 * Prerendered once per course and language (/certificates/web-development); the host serves
 * that page for every certificate of the course, so a shared link's preview names the course.
 * The certificate itself is checked in the browser (docs/decisions/0019-classroom-pages.md).
 */
export function meta({ params, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  const id = certificatePageCourse(params.id)
  const course = id ? courseFor(id, locale) : null
  const tags = pageMeta({
    title: course
      ? m.certificate_title({ course: course.title }, { locale })
      : m.certificate_titleGeneric({}, { locale }),
    description: course
      ? m.certificate_description({ course: course.title }, { locale })
      : m.certificate_descriptionGeneric({}, { locale }),
    locale,
    path: `/certificates/${params.id}`,
    ...(course
      ? {
          image: `/og/${course.id}.jpg`,
          imageAlt: m.certificate_imageAlt({ course: course.title }, { locale }),
        }
      : {}),
    // A learner's name: shared by them, not listed by search engines.
    noindex: true,
  })
  // The page serves many certificates: no canonical or og:url naming the shared page, so a
  // link preview keeps the certificate's own address.
  return tags.filter(
    (t) => !('rel' in t && t.rel === 'canonical') && !('property' in t && t.property === 'og:url'),
  )
}

export default function Certificate() {
  return <Island name="certificate" component={CertificateView} props={{}} />
}
