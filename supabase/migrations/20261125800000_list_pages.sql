-- The console's other lists a page at a time (issue 24, docs/decisions/0058-list-pages.md):
-- Active Users, the Lessons tab's enrolled learners, Failed mails and Leads, and the learner's
-- notifications on the site. Each is read in an indexed order, each page after the last row of
-- the one before (keyset, never offset), at most 1,000 rows a call (max_rows), and counted by
-- one function: exact up to 10,000 rows, the planner's estimate above, marked (as
-- admin_pending_count and admin_decisions_count, 0056).

-- ---------------------------------------------------------------- the orders' indexes
-- Active Users: last seen, newest first, the user id breaking ties (scanned backwards).
create index user_activity_last_seen_user_id_idx on public.user_activity (last_seen, user_id);
-- The Lessons tab's learners of a course: enrolled, newest first, then the user id.
create index enrollments_course_id_created_at_user_id_idx
  on public.enrollments (course_id, created_at, user_id);
-- Failed mails: newest first, then the notification id.
create index notification_deliveries_failed_order_idx
  on public.notification_deliveries (created_at, notification_id) where state = 'failed';
-- The learner's notifications: their own, newest first, then the id.
create index notifications_user_id_created_at_id_idx
  on public.notifications (user_id, created_at, id);

-- ---------------------------------------------------------------- Active Users
-- A page of everyone seen, most recent first (last_seen desc, user_id desc), after the position
-- (after_last_seen, after_user_id) when given: the page's rows are taken from the index first and
-- only they are joined to auth.users and counted. security definer because auth.users is not
-- readable by the API roles; it checks the caller is an admin before answering anything.
create function public.admin_active_users_page(
  after_last_seen timestamptz default null,
  after_user_id uuid default null,
  page_size integer default 50
)
returns table (
  user_id uuid,
  email text,
  full_name text,
  last_seen timestamptz,
  enrolled_courses integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if page_size is null or page_size < 1 or page_size > 1000 then
    raise exception 'A page holds 1 to 1,000 rows.' using errcode = '22023';
  end if;
  if (after_last_seen is null) <> (after_user_id is null) then
    raise exception 'A position is a time and an id.' using errcode = '22023';
  end if;
  return query
    select
      a.user_id,
      u.email::text,
      coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), p.name),
      a.last_seen,
      (select count(*)::integer from public.enrollments e where e.user_id = a.user_id)
    from (
      select ua.user_id, ua.last_seen
      from public.user_activity ua
      where (ua.last_seen, ua.user_id) < (
        coalesce(after_last_seen, 'infinity'::timestamptz),
        coalesce(after_user_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)
      )
      order by ua.last_seen desc, ua.user_id desc
      limit page_size
    ) a
    join auth.users u on u.id = a.user_id
    left join public.profiles p on p.id = a.user_id
    order by a.last_seen desc, a.user_id desc;
end;
$$;

comment on function public.admin_active_users_page(timestamptz, uuid, integer) is
  'Admin: a page of users by last activity, after a position (email, full name, last_seen, enrolled course count).';

revoke all on function public.admin_active_users_page(timestamptz, uuid, integer) from public, anon;
grant execute on function public.admin_active_users_page(timestamptz, uuid, integer) to authenticated;

-- ---------------------------------------------------------------- a course's learners
-- A page of the learners enrolled in a course, newest first (enrolled_at desc, user_id desc),
-- with what admin_course_learners gives (email, name, completed/total lessons, certificate).
-- security definer because the email is in auth.users; admins only.
create function public.admin_course_learners_page(
  course_id text,
  after_enrolled_at timestamptz default null,
  after_user_id uuid default null,
  page_size integer default 50
)
returns table (
  user_id uuid,
  email text,
  full_name text,
  enrolled_at timestamptz,
  completed integer,
  total integer,
  certificate_id text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if page_size is null or page_size < 1 or page_size > 1000 then
    raise exception 'A page holds 1 to 1,000 rows.' using errcode = '22023';
  end if;
  if (after_enrolled_at is null) <> (after_user_id is null) then
    raise exception 'A position is a time and an id.' using errcode = '22023';
  end if;
  return query
    select
      e.user_id,
      u.email::text,
      coalesce(nullif(btrim(p.name), ''), nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '')),
      e.created_at,
      (
        select count(*)::integer
        from public.lesson_progress lp
        join public.lessons l on l.id = lp.lesson_id
        where lp.user_id = e.user_id and l.course_id = e.course_id and l.kind <> 'live'
      ),
      (
        select count(*)::integer from public.lessons l
        where l.course_id = e.course_id and l.kind <> 'live'
      ),
      c.id
    from (
      select en.user_id, en.course_id, en.created_at
      from public.enrollments en
      where en.course_id = admin_course_learners_page.course_id
        and (en.created_at, en.user_id) < (
          coalesce(after_enrolled_at, 'infinity'::timestamptz),
          coalesce(after_user_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)
        )
      order by en.created_at desc, en.user_id desc
      limit page_size
    ) e
    join auth.users u on u.id = e.user_id
    left join public.profiles p on p.id = e.user_id
    left join public.certificates c on c.user_id = e.user_id and c.course_id = e.course_id
    order by e.created_at desc, e.user_id desc;
end;
$$;

comment on function public.admin_course_learners_page(text, timestamptz, uuid, integer) is
  'Admin: a page of a course''s learners, newest first, after a position (email, name, completed/total lessons, certificate).';

revoke all on function public.admin_course_learners_page(text, timestamptz, uuid, integer) from public, anon;
grant execute on function public.admin_course_learners_page(text, timestamptz, uuid, integer) to authenticated;

-- ---------------------------------------------------------------- how many
-- {"total": n, "estimated": bool} for one of the console's lists: 'active_users', 'leads',
-- 'failed_mails' or 'course_learners' (of `course_id`). Each list's rows are a fixed query
-- chosen here (the only value written into it is the course id, quoted by %L). Counted exactly
-- up to `exact_up_to` (at most 10,000: the count reads no more rows than that), above it the
-- planner's estimate, marked as one. Admins only; security invoker, so row-level security
-- applies as well. Volatile only because Postgres allows EXPLAIN in no other function.
create function public.admin_list_count(
  list text,
  course_id text default null,
  exact_up_to integer default 10000
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  rows_matching text;
  counted bigint;
  plan jsonb;
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if exact_up_to is null or exact_up_to < 1 or exact_up_to > 10000 then
    raise exception 'An exact count goes up to 1 to 10,000 rows.' using errcode = '22023';
  end if;
  rows_matching := case list
    when 'active_users' then 'from public.user_activity'
    when 'leads' then 'from public.leads'
    when 'failed_mails' then 'from public.notification_deliveries where state = ''failed'''
    when 'course_learners' then
      format('from public.enrollments where course_id = %L', admin_list_count.course_id)
  end;
  if rows_matching is null then
    raise exception 'No such list.' using errcode = '22023';
  end if;
  if list = 'course_learners' and admin_list_count.course_id is null then
    raise exception 'Which course?' using errcode = '22023';
  end if;
  execute 'select count(*) from (select 1 ' || rows_matching || ' limit ' || (exact_up_to + 1) || ') s'
    into counted;
  if counted <= exact_up_to then
    return jsonb_build_object('total', counted, 'estimated', false);
  end if;
  execute 'explain (format json) select 1 ' || rows_matching into plan;
  return jsonb_build_object(
    'total', greatest(counted, (plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric::bigint),
    'estimated', true
  );
end;
$$;

revoke all on function public.admin_list_count(text, text, integer) from public, anon;
grant execute on function public.admin_list_count(text, text, integer) to authenticated;
