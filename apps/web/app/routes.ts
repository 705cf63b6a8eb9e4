import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('courses', 'routes/courses.tsx'),
  route('courses/:courseId', 'routes/course-detail.tsx'),
  route('about', 'routes/about.tsx'),
  route('success-stories', 'routes/success-stories.tsx'),
  route('join-now', 'routes/join-now.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('form', 'routes/form.tsx'),
  // Learner accounts and paid enrolment: rendered on the client, never prerendered.
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('enroll/:courseId', 'routes/enroll.tsx'),
  // The classroom (client-rendered, like the account pages) and the certificates (a page
  // prerendered per course, which the host serves for every certificate id of that course).
  route('learn/:courseId', 'routes/learn.tsx'),
  route('learn/:courseId/:lessonId', 'routes/lesson.tsx'),
  route('certificates/:id', 'routes/certificate.tsx'),
  // The same pages in Bangla under /bn (docs/decisions/0012-bangla.md). The layout route loads
  // the Bangla catalogue; each page module is shared with its English route.
  route('bn', 'routes/bn.tsx', [
    index('routes/home.tsx', { id: 'bn/home' }),
    route('courses', 'routes/courses.tsx', { id: 'bn/courses' }),
    route('courses/:courseId', 'routes/course-detail.tsx', { id: 'bn/course-detail' }),
    route('about', 'routes/about.tsx', { id: 'bn/about' }),
    route('success-stories', 'routes/success-stories.tsx', { id: 'bn/success-stories' }),
    route('join-now', 'routes/join-now.tsx', { id: 'bn/join-now' }),
    route('contact', 'routes/contact.tsx', { id: 'bn/contact' }),
    route('form', 'routes/form.tsx', { id: 'bn/form' }),
    // Rendered on the client, like their English routes.
    route('login', 'routes/login.tsx', { id: 'bn/login' }),
    route('signup', 'routes/signup.tsx', { id: 'bn/signup' }),
    route('forgot-password', 'routes/forgot-password.tsx', { id: 'bn/forgot-password' }),
    route('reset-password', 'routes/reset-password.tsx', { id: 'bn/reset-password' }),
    route('profile', 'routes/profile.tsx', { id: 'bn/profile' }),
    route('enroll/:courseId', 'routes/enroll.tsx', { id: 'bn/enroll' }),
    route('learn/:courseId', 'routes/learn.tsx', { id: 'bn/learn' }),
    route('learn/:courseId/:lessonId', 'routes/lesson.tsx', { id: 'bn/lesson' }),
    route('certificates/:id', 'routes/certificate.tsx', { id: 'bn/certificate' }),
    route('*', 'routes/not-found.tsx', { id: 'bn/not-found' }),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
