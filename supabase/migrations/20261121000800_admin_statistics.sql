-- The admin's Statistics tab in one call. security invoker: RLS already limits what a
-- learner could count to their own rows; the explicit check makes a learner's call an error
-- rather than a misleading set of small numbers.
--
-- Returns a JSON object:
--   { "pending_count": int, "approved_today": int, "course_count": int,
--     "courses": [ { "course_id", "title", "approved_enrollments", "taka_received" } ] }
-- "today" is the calendar day in Bangladesh (Asia/Dhaka); approved_today counts requests
-- approved (decided) today; taka_received sums amount_due of approved requests.

create function public.admin_statistics()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  today_start timestamptz := date_trunc('day', now() at time zone 'Asia/Dhaka') at time zone 'Asia/Dhaka';
begin
  if not private.is_admin() then
    raise exception 'Admins only' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'pending_count',
      (select count(*) from public.pending_enrollments p where p.status = 'pending'),
    'approved_today',
      (select count(*) from public.pending_enrollments p
        where p.status = 'approved' and p.decided_at >= today_start),
    'course_count',
      (select count(*) from public.courses),
    'courses',
      (select coalesce(jsonb_agg(jsonb_build_object(
          'course_id', c.id,
          'title', c.title,
          'approved_enrollments', coalesce(s.approved, 0),
          'taka_received', coalesce(s.taka, 0)
        ) order by c.id), '[]'::jsonb)
       from public.courses c
       left join (
         select p.course_id, count(*) as approved, sum(p.amount_due) as taka
         from public.pending_enrollments p
         where p.status = 'approved'
         group by p.course_id
       ) s on s.course_id = c.id)
  );
end;
$$;

comment on function public.admin_statistics() is
  'Admin: pending count, approved today (Asia/Dhaka), course count, approved enrolments and taka per course.';

revoke all on function public.admin_statistics() from public, anon, authenticated;
grant execute on function public.admin_statistics() to authenticated, service_role;
