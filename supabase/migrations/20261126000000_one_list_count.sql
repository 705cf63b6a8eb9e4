-- One way to count a console list (issue 26; docs/decisions/0056, 0058): the three count
-- functions (admin_pending_count, admin_decisions_count, admin_list_count) each wrote the same
-- "exact up to a threshold, the planner's estimate above it" logic. It is now
-- private.count_rows, and each public function only checks its caller and builds its rows'
-- query. Their signatures, answers, errors and grants are unchanged; each stays security definer
-- (20261125810000, 20261125950000), which `create or replace` would otherwise drop.

-- {"total": n, "estimated": bool} for the rows of `rows_matching` (a "from … where …" clause
-- built by the caller from quoted values only). Counted exactly up to `exact_up_to` (1 to
-- 10,000: the count reads no more rows than that), above it the planner's estimate, marked as
-- one and never below what was counted. Volatile only because Postgres allows EXPLAIN in no
-- other function; it writes nothing. Not callable through the API (private schema, no grant).
create function private.count_rows(rows_matching text, exact_up_to integer)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  counted bigint;
  plan jsonb;
begin
  if exact_up_to is null or exact_up_to < 1 or exact_up_to > 10000 then
    raise exception 'An exact count goes up to 1 to 10,000 rows.' using errcode = '22023';
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

revoke all on function private.count_rows(text, integer) from public, anon, authenticated;

create or replace function public.admin_pending_count(
  search text default null,
  exact_up_to integer default 10000
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  return private.count_rows(
    'from public.pending_enrollments p where ' || private.pending_search_clause(search),
    exact_up_to
  );
end;
$$;

create or replace function public.admin_decisions_count(
  decision text default null,
  course_id text default null,
  payment_method text default null,
  decided_from timestamptz default null,
  decided_before timestamptz default null,
  request_id uuid default null,
  exact_up_to integer default 10000
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  rows_matching text := 'from public.enrollment_decisions d'
    ' join public.pending_enrollments p on p.id = d.request_id where true';
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if admin_decisions_count.decision is not null then
    rows_matching := rows_matching || format(' and d.decision = %L', admin_decisions_count.decision);
  end if;
  if admin_decisions_count.request_id is not null then
    rows_matching := rows_matching || format(' and d.request_id = %L::uuid', admin_decisions_count.request_id);
  end if;
  if decided_from is not null then
    rows_matching := rows_matching || format(' and d.decided_at >= %L::timestamptz', decided_from);
  end if;
  if decided_before is not null then
    rows_matching := rows_matching || format(' and d.decided_at < %L::timestamptz', decided_before);
  end if;
  if admin_decisions_count.course_id is not null then
    rows_matching := rows_matching || format(' and p.course_id = %L', admin_decisions_count.course_id);
  end if;
  if admin_decisions_count.payment_method is not null then
    rows_matching := rows_matching || format(' and p.payment_method = %L', admin_decisions_count.payment_method);
  end if;
  return private.count_rows(rows_matching, exact_up_to);
end;
$$;

create or replace function public.admin_list_count(
  list text,
  course_id text default null,
  exact_up_to integer default 10000
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  rows_matching text;
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
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
  return private.count_rows(rows_matching, exact_up_to);
end;
$$;
