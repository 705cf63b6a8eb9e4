import {
  courseListFor,
  footerCourseLinksFor,
  joinNowCourseOptionsFor,
} from '@repo/courses'
import { bn } from './bn'
import type { Catalogue } from './index'

/** Everything a Bangla page needs; registered by the `/bn` layout route (routes/bn.tsx). */
export const bnCatalogue: Catalogue = {
  locale: 'bn',
  messages: bn,
  courseList: courseListFor('bn'),
  footerCourseLinks: footerCourseLinksFor('bn'),
  joinNowCourseOptions: joinNowCourseOptionsFor('bn'),
}
