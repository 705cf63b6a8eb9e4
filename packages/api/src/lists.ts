/**
 * The console's other lists a page at a time (issue 24, docs/decisions/0058-list-pages.md):
 * Active Users and a course's enrolled learners (database functions: their emails are in
 * auth.users), and the one count of those lists, Leads and Failed mails (public.admin_list_count:
 * exact up to 10,000, the planner's estimate above, marked). Leads' pages are `listLeadsPage`
 * (admin.ts), Failed mails' `listFailedDeliveriesPage` (notifications.ts).
 */
import type { ActiveUser } from './admin'
import type { CourseLearner } from './classroom'
import type { ApiClient } from './client'
import type { Operation } from './errors'
import { functionPage } from './functionPage'
import { countTotal, type KeysetPage, type KeysetQuery, type ListTotal } from './keyset'
import { orNull } from './rows'

/** Rows per page of the console's lists when not told. */
export const LIST_PAGE_SIZE = 50

/** A list function's page size when not told, and its own limit (under PostgREST's max_rows). */
const listPageSizes = { pageSize: LIST_PAGE_SIZE, maxPageSize: 999 }

/** The lists `countList` counts, each with the operation its failure names. */
const countOperation = {
  active_users: 'users.list',
  leads: 'leads.list',
  failed_mails: 'deliveries.list',
  course_learners: 'learners.list',
} satisfies Record<string, Operation>

/** The lists `countList` counts. */
export type CountedList = keyof typeof countOperation

/**
 * How many rows one of the console's lists holds (public.admin_list_count): exact up to 10,000,
 * above that the planner's estimate, marked `estimated`. A tab counts once per list and per
 * Refresh, beside its first page, never per page. `courseId` for 'course_learners'.
 */
export async function countList(
  client: ApiClient,
  list: CountedList,
  courseId?: string,
): Promise<ListTotal> {
  return countTotal(
    client.rpc('admin_list_count', { list, ...(courseId ? { course_id: courseId } : {}) }),
    countOperation[list],
  )
}

/**
 * One page of everyone seen, most recent first (last_seen desc, user id desc, on
 * user_activity_last_seen_user_id_idx), after `query.after` (the last row of the page before).
 */
export async function listActiveUsersPage(
  client: ApiClient,
  query: KeysetQuery = {},
): Promise<KeysetPage<ActiveUser>> {
  return functionPage({
    operation: 'users.list',
    query,
    ...listPageSizes,
    afterAt: 'after_last_seen',
    idColumn: 'user_id',
    call: (page) => client.rpc('admin_active_users_page', page),
    count: () => countList(client, 'active_users'),
    at: (r) => r.last_seen,
    toRow: (r): ActiveUser => ({
      userId: r.user_id,
      email: orNull(r.email),
      fullName: orNull(r.full_name),
      lastSeen: r.last_seen,
      enrolledCourses: r.enrolled_courses ?? 0,
    }),
  })
}

/**
 * One page of the learners enrolled in a course, newest first (enrolled desc, user id desc, on
 * enrollments_course_id_created_at_user_id_idx), with progress and certificate.
 */
export async function listCourseLearnersPage(
  client: ApiClient,
  courseId: string,
  query: KeysetQuery = {},
): Promise<KeysetPage<CourseLearner>> {
  return functionPage({
    operation: 'learners.list',
    query,
    ...listPageSizes,
    afterAt: 'after_enrolled_at',
    idColumn: 'user_id',
    call: (page) => client.rpc('admin_course_learners_page', { course_id: courseId, ...page }),
    count: () => countList(client, 'course_learners', courseId),
    at: (r) => r.enrolled_at,
    toRow: (r): CourseLearner => ({
      userId: r.user_id,
      name: orNull(r.full_name),
      email: orNull(r.email),
      enrolledAt: r.enrolled_at,
      completed: r.completed,
      total: r.total,
      certificateId: orNull(r.certificate_id),
    }),
  })
}
