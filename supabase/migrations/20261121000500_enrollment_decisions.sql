-- Approve and reject, each one transaction. security invoker: they run with the caller's
-- rights, so RLS decides who may. A learner cannot lock (FOR UPDATE needs the admins-only
-- update policy), so for them the request does not exist and nothing changes.

create function public.approve_enrollment(request_id uuid)
returns public.enrollments
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  request public.pending_enrollments;
  enrolment public.enrollments;
begin
  -- The row lock serialises concurrent approvals of the same request: the second waits,
  -- then sees the first one's enrolment and stops.
  select * into request
  from public.pending_enrollments p
  where p.id = approve_enrollment.request_id
  for update;

  if not found then
    raise exception 'Error fetching enrollment' using
      errcode = 'P0002',
      detail = 'No enrollment request with this id that you may decide.';
  end if;

  if exists (
    select 1 from public.enrollments e
    where e.user_id = request.user_id and e.course_id = request.course_id
  ) then
    raise exception 'User already enrolled' using errcode = '23505';
  end if;

  if request.status <> 'pending' then
    raise exception 'Enrollment request is already %.', request.status using errcode = '55000';
  end if;

  update public.pending_enrollments p
  set status = 'approved'
  where p.id = request.id;

  insert into public.enrollments (user_id, course_id)
  values (request.user_id, request.course_id)
  returning * into enrolment;

  return enrolment;
end;
$$;

create function public.reject_enrollment(request_id uuid)
returns public.pending_enrollments
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  request public.pending_enrollments;
begin
  select * into request
  from public.pending_enrollments p
  where p.id = reject_enrollment.request_id
  for update;

  if not found then
    raise exception 'Error fetching enrollment' using
      errcode = 'P0002',
      detail = 'No enrollment request with this id that you may decide.';
  end if;

  if request.status <> 'pending' then
    raise exception 'Enrollment request is already %.', request.status using errcode = '55000';
  end if;

  update public.pending_enrollments p
  set status = 'rejected'
  where p.id = request.id
  returning * into request;

  return request;
end;
$$;

comment on function public.approve_enrollment(uuid) is
  'Admin: approve a pending request and enrol the learner. Raises ''User already enrolled'' when the enrolment exists.';
comment on function public.reject_enrollment(uuid) is
  'Admin: reject a pending request.';

-- Signed-in users may call them (RLS then decides); anonymous visitors may not.
revoke all on function public.approve_enrollment(uuid) from public, anon, authenticated;
revoke all on function public.reject_enrollment(uuid) from public, anon, authenticated;
grant execute on function public.approve_enrollment(uuid) to authenticated, service_role;
grant execute on function public.reject_enrollment(uuid) to authenticated, service_role;
