import { SiteHeader } from '../features/shell/SiteHeader'
import { SiteToaster } from '../features/shell/SiteToaster'
import type { IslandLoad } from './whenDue'

export type { IslandLoad }

const island = <C>(when: IslandLoad, load: () => Promise<C>) => ({ when, load })

/**
 * Every island of the prerendered pages: its name in the HTML (`data-island`), when it loads
 * (one directive each, here) and how the islands script loads its component. The header and the
 * toasts are on every page, so they come with the script; the others load on the pages that
 * show them, and only there.
 */
export const islands = {
  header: island('eager', () => Promise.resolve(SiteHeader)),
  // Its toasts wait in the store until it renders; a handed-over toast shows a moment later.
  toaster: island('idle', () => Promise.resolve(SiteToaster)),
  // Below the fold, but idle rather than visible: rendered before the learner scrolls there, so
  // the count-up and the carousel's timer start on their own observer, as they always did.
  stats: island('idle', () => import('../features/home/components/Stats').then((m) => m.Stats)),
  testimonials: island('idle', () =>
    import('../features/home/components/Testimonials').then((m) => m.Testimonials),
  ),
  'course-catalogue': island('eager', () =>
    import('../features/courses/CourseCatalogue').then((m) => m.CourseCatalogue),
  ),
  // It asks for the learner's enrolment at once: the button says so above the fold.
  'enroll-button': island('eager', () =>
    import('../features/enrollment/EnrollButton').then((m) => m.EnrollButton),
  ),
  // Forms render at once, so nothing typed before is overwritten by a late render.
  'contact-form': island('eager', () =>
    import('../features/contact/ContactForm').then((m) => m.ContactForm),
  ),
  map: island('idle', () => import('../features/contact/MapFacade').then((m) => m.MapFacade)),
  'join-now-form': island('eager', () =>
    import('../features/join-now/JoinNowForm').then((m) => m.JoinNowForm),
  ),
  'watch-story': island('visible', () =>
    import('../features/success-stories/WatchStoryButton').then((m) => m.WatchStoryButton),
  ),
  'enroll-page': island('eager', () =>
    import('../features/enrollment/EnrollPage').then((m) => m.EnrollPage),
  ),
  classroom: island('eager', () =>
    import('../features/classroom/ClassroomPage').then((m) => m.ClassroomPage),
  ),
  lesson: island('eager', () =>
    import('../features/classroom/LessonPage').then((m) => m.LessonPage),
  ),
  project: island('eager', () =>
    import('../features/projects/ProjectPage').then((m) => m.ProjectPage),
  ),
  quiz: island('eager', () => import('../features/quiz/QuizPage').then((m) => m.QuizPage)),
  certificate: island('eager', () =>
    import('../features/certificate/CertificateView').then((m) => m.CertificateView),
  ),
  login: island('eager', () => import('../features/auth/LoginPage').then((m) => m.LoginPage)),
  signup: island('eager', () => import('../features/auth/SignupPage').then((m) => m.SignupPage)),
  'forgot-password': island('eager', () =>
    import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  ),
  'reset-password': island('eager', () =>
    import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  ),
  profile: island('eager', () =>
    import('../features/profile/ProfilePage').then((m) => m.ProfilePage),
  ),
  'workshop-form': island('eager', () =>
    import('../features/workshop/WorkshopForm').then((m) => m.WorkshopForm),
  ),
}

export type IslandName = keyof typeof islands
