-- Issue 26: the whole-list admin functions have no caller. The console reads Active Users and a
-- course's learners a page at a time (admin_active_users_page, admin_course_learners_page,
-- docs/decisions/0058-list-pages.md), and the benchmark times the pages; the whole lists were
-- kept only for that comparison. Dropped so no one calls a list cut at max_rows again.
drop function public.admin_active_users();
drop function public.admin_course_learners(text);
