-- admin_pending_count (20261125500000_pending_pages.sql) and admin_decisions_count
-- (20261125700000_history_count.sql) as security definer (docs/decisions/0056), as
-- admin_list_count is (20261125810000): as security invoker, the planner's estimate above 10,000
-- rows counts the row-level security policies as a filter and answers a fraction of the rows.
-- Both still answer admins only (their first statement), and only counts of what an admin reads
-- anyway; as the tables' owner they count and estimate the rows themselves.
alter function public.admin_pending_count(text, integer) security definer;
alter function public.admin_decisions_count(text, text, text, timestamptz, timestamptz, uuid, integer)
  security definer;
