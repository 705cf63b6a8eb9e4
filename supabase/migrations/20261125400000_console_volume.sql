-- The console at volume, first slice (issue 24, docs/decisions/0055-console-matching-and-exports.md):
-- the Payments tab matches pasted payments by transaction id on the server, and History's and
-- Leads' CSV exports read every row a page at a time. PostgREST answers at most max_rows (1,000)
-- rows per request, so neither may load a whole list.

-- ---------------------------------------------------------------- keyset orders of the exports
-- History's export reads newest first, (decided_at desc, id desc); Leads' (created_at desc,
-- id desc). A page starts after the last row of the one before, on these indexes (scanned
-- backwards), never by offset.
create index enrollment_decisions_decided_at_id_idx
  on public.enrollment_decisions (decided_at, id);
create index leads_created_at_id_idx on public.leads (created_at, id);

-- ---------------------------------------------------------------- matching by transaction id
-- The requests (any status) whose transaction ids are among `transaction_ids`, each looked up
-- on pending_enrollments_transaction_id_key; ids are compared as stored (trimmed, upper case).
-- At most 1,000 ids: one request per id, so the answer never exceeds max_rows. Admins only;
-- security invoker, so row-level security applies as well.
create function public.admin_requests_by_transaction_ids(transaction_ids text[])
returns table (
  id uuid,
  transaction_id text,
  status text,
  amount_due integer,
  name text,
  phone text,
  course_id text,
  course_title text,
  created_at timestamptz
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if cardinality(admin_requests_by_transaction_ids.transaction_ids) > 1000 then
    raise exception 'At most 1,000 transaction ids at a time (% given).',
        cardinality(admin_requests_by_transaction_ids.transaction_ids)
      using errcode = '22023', hint = 'too_many_transaction_ids',
        detail = cardinality(admin_requests_by_transaction_ids.transaction_ids)::text;
  end if;
  return query
    select p.id, p.transaction_id, p.status, p.amount_due, p.name, p.phone, p.course_id,
      c.title, p.created_at
    from public.pending_enrollments p
    join public.courses c on c.id = p.course_id
    where p.transaction_id = any (array(
      select distinct upper(btrim(t))
      from unnest(admin_requests_by_transaction_ids.transaction_ids) t
      where t is not null
    ))
    order by p.created_at, p.id;
end;
$$;

revoke all on function public.admin_requests_by_transaction_ids(text[]) from public, anon;
grant execute on function public.admin_requests_by_transaction_ids(text[]) to authenticated;
