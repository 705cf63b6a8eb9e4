-- admin_list_count (20261125800000_list_pages.sql) as security definer (docs/decisions/0058):
-- as security invoker, the planner's estimate above 10,000 rows counted the row-level security
-- policy's `user_id = auth.uid() or is_admin()` as a filter and answered about half of the
-- table (15,012 of 30,022 seen learners, analysed). The function still answers admins only (its
-- first statement) and only these four lists, each of which an admin reads whole anyway; as the
-- tables' owner it counts and estimates the rows themselves, and no policy runs per row.
alter function public.admin_list_count(text, text, integer) security definer;
