import { SiteHeader } from '../features/shell/SiteHeader'
import { SiteToaster } from '../features/shell/SiteToaster'

/**
 * Every island of the prerendered pages: its name in the HTML (`data-island`) and how the
 * islands script loads its component. The header and the toasts are on every page, so they
 * come with the script; the others load on the pages that show them, and only there.
 */
export const islands = {
  header: () => Promise.resolve(SiteHeader),
  toaster: () => Promise.resolve(SiteToaster),
  stats: () => import('../features/home/components/Stats').then((m) => m.Stats),
  testimonials: () =>
    import('../features/home/components/Testimonials').then((m) => m.Testimonials),
  'course-catalogue': () =>
    import('../features/courses/CourseCatalogue').then((m) => m.CourseCatalogue),
  'enroll-button': () => import('../features/enrollment/EnrollButton').then((m) => m.EnrollButton),
  'contact-form': () => import('../features/contact/ContactForm').then((m) => m.ContactForm),
  map: () => import('../features/contact/MapFacade').then((m) => m.MapFacade),
  'join-now-form': () => import('../features/join-now/JoinNowForm').then((m) => m.JoinNowForm),
  'watch-story': () =>
    import('../features/success-stories/WatchStoryButton').then((m) => m.WatchStoryButton),
  'enroll-page': () => import('../features/enrollment/EnrollPage').then((m) => m.EnrollPage),
  classroom: () => import('../features/classroom/ClassroomPage').then((m) => m.ClassroomPage),
  lesson: () => import('../features/classroom/LessonPage').then((m) => m.LessonPage),
  certificate: () =>
    import('../features/certificate/CertificateView').then((m) => m.CertificateView),
  login: () => import('../features/auth/LoginPage').then((m) => m.LoginPage),
  signup: () => import('../features/auth/SignupPage').then((m) => m.SignupPage),
  'forgot-password': () =>
    import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  'reset-password': () =>
    import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  profile: () => import('../features/profile/ProfilePage').then((m) => m.ProfilePage),
  'workshop-form': () => import('../features/workshop/WorkshopForm').then((m) => m.WorkshopForm),
}

export type IslandName = keyof typeof islands
