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
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
