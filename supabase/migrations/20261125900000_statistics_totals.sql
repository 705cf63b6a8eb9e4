-- The Statistics tab at volume (issue 24: "each statistics call under 200 ms at 100,000
-- requests"; docs/decisions/0059-statistics-totals-and-history-export.md). admin_statistics and
-- admin_money_statistics read every request (and, for money per day, joined every decision to
-- its request) on each call: 130-600 ms at 100,000 requests. Now they read a small table of
-- totals per Bangladesh day and course, kept by triggers in the same transaction as the rows it
-- counts, and an index for "approved today". What they answer is unchanged, to the row;
-- supabase/tests/statistics.test.ts compares both with the queries they ran before.

-- ---------------------------------------------------------------- approved today
-- status = 'approved' and decided_at >= today's Dhaka midnight: a range of this index, the
-- requester (row-level security's own-rows test) included so no row is read from the table.
create index pending_enrollments_status_decided_at_idx
  on public.pending_enrollments (status, decided_at) include (user_id);

-- ---------------------------------------------------------------- the totals
-- One row per Asia/Dhaka day and course with something to count. The request columns count the
-- requests by their status now, on the day they were submitted (created_at); the confirmed
-- columns count the approvals (+ amount due) and refunds (- amount due) in the History, on the
-- day they were decided. Totals per course are sums over the days (a few hundred rows a year a
-- course). Rows whose counts fall back to 0 stay (0 everywhere): the readers skip them.
create table private.request_totals (
  day date not null,
  course_id text not null,
  -- requests whose status is 'pending' now, and their amount due
  pending_requests bigint not null default 0,
  pending_taka bigint not null default 0,
  -- requests whose status is 'approved' now, and their amount due
  approved_requests bigint not null default 0,
  approved_taka bigint not null default 0,
  -- History rows 'approved' or 'refunded' decided this day, and their taka (refunds negative)
  confirmed_decisions bigint not null default 0,
  confirmed_taka bigint not null default 0,
  primary key (day, course_id)
);

comment on table private.request_totals is
  'Statistics: requests pending/approved per day submitted, taka confirmed per day decided, per course (Asia/Dhaka days); kept by triggers on pending_enrollments and enrollment_decisions.';

-- Admins read it (through the statistics functions, security invoker); only the triggers write.
alter table private.request_totals enable row level security;
revoke all on table private.request_totals from public, anon, authenticated;
grant select on table private.request_totals to authenticated;
create policy "request_totals: admins read" on private.request_totals
  for select to authenticated
  using ((select private.is_admin()));

-- Adds to one day's row (made on the first count). Concurrent writers wait for each other on the
-- row, each adding to what the other committed: totals never lose an update.
create function private.add_request_totals(
  day date,
  course_id text,
  pending_requests bigint,
  pending_taka bigint,
  approved_requests bigint,
  approved_taka bigint,
  confirmed_decisions bigint,
  confirmed_taka bigint
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.request_totals as t (
    day, course_id, pending_requests, pending_taka, approved_requests, approved_taka,
    confirmed_decisions, confirmed_taka
  )
  select add_request_totals.day, add_request_totals.course_id,
         add_request_totals.pending_requests, add_request_totals.pending_taka,
         add_request_totals.approved_requests, add_request_totals.approved_taka,
         add_request_totals.confirmed_decisions, add_request_totals.confirmed_taka
  where (add_request_totals.pending_requests, add_request_totals.pending_taka,
         add_request_totals.approved_requests, add_request_totals.approved_taka,
         add_request_totals.confirmed_decisions, add_request_totals.confirmed_taka)
        is distinct from (0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint)
  on conflict on constraint request_totals_pkey do update set
    pending_requests = t.pending_requests + excluded.pending_requests,
    pending_taka = t.pending_taka + excluded.pending_taka,
    approved_requests = t.approved_requests + excluded.approved_requests,
    approved_taka = t.approved_taka + excluded.approved_taka,
    confirmed_decisions = t.confirmed_decisions + excluded.confirmed_decisions,
    confirmed_taka = t.confirmed_taka + excluded.confirmed_taka;
$$;

revoke all on function private.add_request_totals(date, text, bigint, bigint, bigint, bigint, bigint, bigint)
  from public;

-- A request's own counts (by its status, on the day submitted) leave the old row's day and
-- course and join the new one's. When its course or amount changes, or it is deleted, its
-- History rows' confirmed taka move with it (a delete is counted before the row goes: the
-- cascade then deletes its History rows, whose trigger finds no request and counts nothing).
create function private.track_request_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  d record;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.add_request_totals(
      (old.created_at at time zone 'Asia/Dhaka')::date, old.course_id,
      -(old.status = 'pending')::int, -(case when old.status = 'pending' then old.amount_due else 0 end),
      -(old.status = 'approved')::int, -(case when old.status = 'approved' then old.amount_due else 0 end),
      0, 0);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.add_request_totals(
      (new.created_at at time zone 'Asia/Dhaka')::date, new.course_id,
      (new.status = 'pending')::int, case when new.status = 'pending' then new.amount_due else 0 end,
      (new.status = 'approved')::int, case when new.status = 'approved' then new.amount_due else 0 end,
      0, 0);
  end if;
  if tg_op = 'DELETE'
     or (tg_op = 'UPDATE'
         and (old.course_id, old.amount_due) is distinct from (new.course_id, new.amount_due)) then
    for d in
      select (e.decided_at at time zone 'Asia/Dhaka')::date as day,
             count(*) as decisions,
             sum(case e.decision when 'approved' then 1 else -1 end) as sign
      from public.enrollment_decisions e
      where e.request_id = old.id and e.decision in ('approved', 'refunded')
      group by 1
    loop
      perform private.add_request_totals(d.day, old.course_id, 0, 0, 0, 0,
        -d.decisions, -d.sign * old.amount_due);
      if tg_op = 'UPDATE' then
        perform private.add_request_totals(d.day, new.course_id, 0, 0, 0, 0,
          d.decisions, d.sign * new.amount_due);
      end if;
    end loop;
  end if;
  return case tg_op when 'DELETE' then old else null end;
end;
$$;

-- A History row's confirmed taka (approved: + the request's amount due, refunded: -), on the
-- day decided. The request is read with a share lock: a concurrent change of its amount or
-- course waits for this transaction (or this one for it), so neither misses the other.
create function private.track_decision_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  request record;
begin
  if tg_op in ('UPDATE', 'DELETE') and old.decision in ('approved', 'refunded') then
    select p.course_id, p.amount_due into request
    from public.pending_enrollments p where p.id = old.request_id for share;
    -- not found: the request itself is being deleted, and counted its History rows out
    if found then
      perform private.add_request_totals(
        (old.decided_at at time zone 'Asia/Dhaka')::date, request.course_id, 0, 0, 0, 0,
        -1, -(case old.decision when 'approved' then 1 else -1 end) * request.amount_due);
    end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.decision in ('approved', 'refunded') then
    select p.course_id, p.amount_due into request
    from public.pending_enrollments p where p.id = new.request_id for share;
    if found then
      perform private.add_request_totals(
        (new.decided_at at time zone 'Asia/Dhaka')::date, request.course_id, 0, 0, 0, 0,
        1, (case new.decision when 'approved' then 1 else -1 end) * request.amount_due);
    end if;
  end if;
  return null;
end;
$$;

-- After a truncate (tests, never the product) the totals follow.
create function private.truncate_request_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'pending_enrollments' then
    delete from private.request_totals;
  else
    update private.request_totals set confirmed_decisions = 0, confirmed_taka = 0;
  end if;
  return null;
end;
$$;

revoke all on function private.track_request_totals() from public;
revoke all on function private.track_decision_totals() from public;
revoke all on function private.truncate_request_totals() from public;

-- Named "a_…" to run before the other row triggers (they fire by name); the counts are sums of
-- each version's going and coming, so the order does not change them.
create trigger pending_enrollments_a_totals_insert
  after insert on public.pending_enrollments
  for each row execute function private.track_request_totals();
create trigger pending_enrollments_a_totals_update
  after update on public.pending_enrollments
  for each row
  when ((old.status, old.created_at, old.course_id, old.amount_due)
        is distinct from (new.status, new.created_at, new.course_id, new.amount_due))
  execute function private.track_request_totals();
create trigger pending_enrollments_a_totals_delete
  before delete on public.pending_enrollments
  for each row execute function private.track_request_totals();
create trigger pending_enrollments_a_totals_truncate
  after truncate on public.pending_enrollments
  for each statement execute function private.truncate_request_totals();

create trigger enrollment_decisions_a_totals
  after insert or update or delete on public.enrollment_decisions
  for each row execute function private.track_decision_totals();
create trigger enrollment_decisions_a_totals_truncate
  after truncate on public.enrollment_decisions
  for each statement execute function private.truncate_request_totals();

-- What the database holds now.
insert into private.request_totals (
  day, course_id, pending_requests, pending_taka, approved_requests, approved_taka,
  confirmed_decisions, confirmed_taka
)
select x.day, x.course_id, sum(x.pending_requests), sum(x.pending_taka),
       sum(x.approved_requests), sum(x.approved_taka),
       sum(x.confirmed_decisions), sum(x.confirmed_taka)
from (
  select (p.created_at at time zone 'Asia/Dhaka')::date as day, p.course_id,
         (p.status = 'pending')::int as pending_requests,
         case when p.status = 'pending' then p.amount_due else 0 end as pending_taka,
         (p.status = 'approved')::int as approved_requests,
         case when p.status = 'approved' then p.amount_due else 0 end as approved_taka,
         0 as confirmed_decisions, 0 as confirmed_taka
  from public.pending_enrollments p
  union all
  select (d.decided_at at time zone 'Asia/Dhaka')::date, p.course_id, 0, 0, 0, 0, 1,
         case d.decision when 'approved' then p.amount_due else -p.amount_due end
  from public.enrollment_decisions d
  join public.pending_enrollments p on p.id = d.request_id
  where d.decision in ('approved', 'refunded')
) x
group by x.day, x.course_id;

-- ---------------------------------------------------------------- the readers
-- Same answers as before (20261121000800_admin_statistics.sql), from the totals.
create or replace function public.admin_statistics()
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
      (select coalesce(sum(t.pending_requests), 0)::bigint from private.request_totals t),
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
         select t.course_id, sum(t.approved_requests) as approved, sum(t.approved_taka) as taka
         from private.request_totals t
         group by t.course_id
       ) s on s.course_id = c.id)
  );
end;
$$;

-- Same answers as before (20261123200000_payment_decisions.sql), from the totals: a day and
-- course is listed when a History approval or refund, or a pending request, counts there.
create or replace function public.admin_money_statistics()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  return jsonb_build_object(
    'courses',
      (select coalesce(jsonb_agg(jsonb_build_object(
          'course_id', c.id,
          'title', c.title,
          'taka_confirmed', coalesce(s.confirmed, 0),
          'taka_awaiting', coalesce(s.awaiting, 0)
        ) order by c.id), '[]'::jsonb)
       from public.courses c
       left join (
         select t.course_id, sum(t.approved_taka) as confirmed, sum(t.pending_taka) as awaiting
         from private.request_totals t
         group by t.course_id
       ) s on s.course_id = c.id),
    'days',
      (select coalesce(jsonb_agg(jsonb_build_object(
          'day', to_char(t.day, 'YYYY-MM-DD'),
          'course_id', t.course_id,
          'taka_confirmed', t.confirmed_taka,
          'taka_awaiting', t.pending_taka
        ) order by t.day desc, t.course_id), '[]'::jsonb)
       from private.request_totals t
       where t.confirmed_decisions <> 0 or t.pending_requests <> 0)
  );
end;
$$;
