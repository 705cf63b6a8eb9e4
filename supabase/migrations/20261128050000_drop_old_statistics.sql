-- The Statistics tab reads the four range reports (docs/decisions/0073-statistics-reports.md);
-- the four functions of the tab before them have no caller left in the apps, the Edge
-- Functions or @repo/api. Dropped, with what only they read: the "approved today" index and the
-- admins' read of private.request_totals.
--
-- private.request_totals and its triggers stay: every writer of a request or a decision locks
-- its row of the day and course first (a batch approval all of them in one order,
-- private.lock_request_totals), and the reports' own totals are taken in that order after it,
-- so no two writers wait for each other's rows in opposite orders (docs/decisions/0073).
drop function public.admin_statistics();
drop function public.admin_money_statistics();
drop function public.admin_review_statistics();
drop function public.admin_question_statistics();

drop index public.pending_enrollments_status_decided_at_idx;

drop policy "request_totals: admins read" on private.request_totals;
revoke select on table private.request_totals from authenticated;

comment on table private.request_totals is
  'Requests pending/approved per day submitted, taka confirmed per day decided, per course (Asia/Dhaka days); kept by triggers on pending_enrollments and enrollment_decisions, locked first by every writer (the reports'' totals are taken after it, in the same order). No API role reads it.';
