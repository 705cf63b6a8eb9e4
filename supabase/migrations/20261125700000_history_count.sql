-- History's count (issue 24, docs/decisions/0056-pending-and-history-pages.md): how many
-- decisions match the tab's filters, exact up to a threshold and the planner's estimate above
-- it, as public.admin_pending_count does for Pending. The tab's pages themselves are PostgREST
-- keyset pages (listDecisionsPage, on enrollment_decisions_decided_at_id_idx).

-- {"total": n, "estimated": bool} for the decisions matching the filters (each null: any), the
-- request joined as History shows it. Counted exactly up to `exact_up_to` (at most 10,000: the
-- count reads no more rows than that), above it the planner's estimate, marked as one. Admins
-- only; security invoker, so row-level security applies as well. Volatile only because Postgres
-- allows EXPLAIN (the estimate) in no other function; it writes nothing.
create function public.admin_decisions_count(
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
security invoker
set search_path = ''
as $$
declare
  rows_matching text := 'from public.enrollment_decisions d'
    ' join public.pending_enrollments p on p.id = d.request_id where true';
  counted bigint;
  plan jsonb;
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if exact_up_to is null or exact_up_to < 1 or exact_up_to > 10000 then
    raise exception 'An exact count goes up to 1 to 10,000 rows.' using errcode = '22023';
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

revoke all on function public.admin_decisions_count(text, text, text, timestamptz, timestamptz, uuid, integer)
  from public, anon;
grant execute on function public.admin_decisions_count(text, text, text, timestamptz, timestamptz, uuid, integer)
  to authenticated;
