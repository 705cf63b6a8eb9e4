-- Batch approvals no longer deadlock on the statistics totals (20261125900000). Each approval
-- adds to private.request_totals' row of its request's day and course, then to today's row of
-- its course; a batch did so request by request, in id order, so two batches whose requests
-- crossed days and courses in opposite orders could each hold a row the other waited for, and
-- Postgres aborted one ("deadlock detected"; supabase/tests/concurrency.test.ts reproduces it).
--
-- Now a batch locks every totals row it will add to before adding to any, in one order (day,
-- then course). A single decision (approve, reject, refund, a wallet's settlement) adds to at
-- most its request's day and then today, which is the same order, so no two writers ever take
-- the same rows in opposite orders. The batch's own work is unchanged: the function moves, as it
-- is, to private.approve_enrollments_in_order, and public.approve_enrollments (same signature,
-- grants and answers) locks the batch's requests (by id, as before), then their totals rows, then
-- calls it.

alter function public.approve_enrollments(uuid[], jsonb) rename to approve_enrollments_in_order;
alter function public.approve_enrollments_in_order(uuid[], jsonb) set schema private;
revoke all on function private.approve_enrollments_in_order(uuid[], jsonb) from public, anon, service_role;
-- security invoker: it runs as the admin who called public.approve_enrollments
grant execute on function private.approve_enrollments_in_order(uuid[], jsonb) to authenticated;

-- Locks the totals rows that approving `request_ids` adds to (each pending request's day and
-- course, and today's row of each course), one at a time in (day, course) order, making the
-- missing ones (all zeros: the readers skip such rows). Admins only, as the approval itself;
-- security definer because only the triggers and this function write the totals.
create function private.lock_request_totals(request_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  k record;
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  for k in
    select distinct t.day, t.course_id
    from public.pending_enrollments p
    cross join lateral (
      values ((p.created_at at time zone 'Asia/Dhaka')::date, p.course_id),
             ((now() at time zone 'Asia/Dhaka')::date, p.course_id)
    ) as t (day, course_id)
    where p.id = any (request_ids) and p.status = 'pending'
    order by t.day, t.course_id
  loop
    insert into private.request_totals (day, course_id) values (k.day, k.course_id)
      on conflict on constraint request_totals_pkey do nothing;
    perform 1 from private.request_totals r
      where r.day = k.day and r.course_id = k.course_id
      for update;
  end loop;
end;
$$;

revoke all on function private.lock_request_totals(uuid[]) from public, anon;
grant execute on function private.lock_request_totals(uuid[]) to authenticated;

create function public.approve_enrollments(request_ids uuid[], payments jsonb default '[]'::jsonb)
returns table (request_id uuid, enrollment_id uuid, approved_now boolean)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if request_ids is not null then
    -- the requests first, by id, as every decision takes its request before the totals
    perform 1 from public.pending_enrollments p where p.id = any (request_ids) order by p.id for update;
    perform private.lock_request_totals(request_ids);
  end if;
  return query select * from private.approve_enrollments_in_order(request_ids, payments);
end;
$$;

comment on function public.approve_enrollments(uuid[], jsonb) is
  'Admin: approves a batch of requests with their wallet payments, all or nothing (private.approve_enrollments_in_order), its statistics rows locked in one order first.';

revoke all on function public.approve_enrollments(uuid[], jsonb) from public, anon, authenticated;
grant execute on function public.approve_enrollments(uuid[], jsonb) to authenticated, service_role;
