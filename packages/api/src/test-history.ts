/**
 * Test data: History's filters, every one set, and the arguments admin_decisions_page and
 * admin_decisions_count take for them (the days as Bangladesh midnights, the last day included).
 * The page's and the count's tests send the same filters.
 */
import type { DecisionFilters } from './decisions'

export const historyFilters: DecisionFilters = {
  decision: 'approved',
  courseId: 'video-editing',
  paymentMethod: 'Nagad',
  from: '2026-11-01',
  to: '2026-11-30',
}

export const historyFilterArguments = {
  decision: 'approved',
  course_id: 'video-editing',
  payment_method: 'Nagad',
  decided_from: '2026-11-01T00:00:00+06:00',
  decided_before: '2026-12-01T00:00:00+06:00',
}
