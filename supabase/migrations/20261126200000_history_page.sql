-- History a page at a time in one row (issue 24, "the full export under 10 s";
-- docs/decisions/0061-history-page-as-arrays.md). Measured at 80,000 decisions: PostgREST's
-- embedded select spent most of each page building a JSON object per row (json_agg of records:
-- about 200 ms for 5,000 rows, against 14 ms to find and join them), planned its five lateral
-- joins again on every page (about 30 ms) and could answer at most max_rows rows, so an export
-- took 81 round trips. This function answers one row, a JSON array of arrays (about 55 ms for
-- 5,000), so a page may hold up to 5,000 decisions without max_rows cutting it.

-- The decisions matching the filters (as admin_decisions_count takes them), newest first by
-- (decided_at, id), after (`after_at`, `after_id`) when given, at most `page_rows` + 1 of them
-- (the extra row says another page follows). Each row is an array, in this order:
--   0 id, 1 request_id, 2 decision, 3 reason, 4 decided_at, 5 the decider's name (or username),
--   6 automatic, 7 wallet_message_id, 8 that message's transaction_id, 9 the request's name,
--   10 phone, 11 course_id, 12 course title, 13 payment_method, 14 transaction_id, 15 amount_due,
--   16 the request's status now, 17 wallet, 18 payment_transaction_id, 19 payment_amount,
--   20 payment_sender, 21 payment_received_at.
-- {"rows": [...], "total": n or null}: `with_total` also counts every matching row (exact; an
-- export asks once, for its progress). Admins only, checked first; security definer, as the
-- count functions (20261125950000): as invoker the row-level security policies made the planner
-- hash-join both whole tables and sort them (650 ms for a page of 5,000 where the index on
-- (decided_at, id) reads it in 14 ms). Values reach the statement only as parameters. The page's
-- requests are looked up one by one on the primary key (a lateral with a limit, which keeps the
-- planner from turning it back into a join): at 100,000 requests a plain join hash-joined a page
-- of 5,000 with a sequential scan of every request.
create function public.admin_decisions_page(
  decision text default null,
  course_id text default null,
  payment_method text default null,
  decided_from timestamptz default null,
  decided_before timestamptz default null,
  request_id uuid default null,
  after_at timestamptz default null,
  after_id uuid default null,
  page_rows integer default 50,
  with_total boolean default false
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  filters text := '';
  source text;
  total bigint;
  page json;
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if page_rows is null or page_rows < 1 or page_rows > 5000 then
    raise exception 'A page holds 1 to 5,000 decisions.' using errcode = '22023';
  end if;
  if (after_at is null) <> (after_id is null) then
    raise exception 'A position is a time and an id.' using errcode = '22023';
  end if;
  if admin_decisions_page.decision is not null then
    filters := filters || ' and d.decision = $1';
  end if;
  if admin_decisions_page.course_id is not null then
    filters := filters || ' and p.course_id = $2';
  end if;
  if admin_decisions_page.payment_method is not null then
    filters := filters || ' and p.payment_method = $3';
  end if;
  if decided_from is not null then
    filters := filters || ' and d.decided_at >= $4';
  end if;
  if decided_before is not null then
    filters := filters || ' and d.decided_at < $5';
  end if;
  if admin_decisions_page.request_id is not null then
    filters := filters || ' and d.request_id = $6';
  end if;
  -- Without a filter on the request, the decisions are counted and paged alone and only the
  -- page's rows are joined: near the end of History (fewer rows left than a few pages) the
  -- planner otherwise joins every remaining row and sorts them (460 ms for the last page).
  if admin_decisions_page.course_id is null and admin_decisions_page.payment_method is null then
    source := 'public.enrollment_decisions d';
  else
    source := 'public.enrollment_decisions d join public.pending_enrollments p on p.id = d.request_id';
  end if;
  if with_total then
    execute 'select count(*) from ' || source || ' where true' || filters
      into total
      using admin_decisions_page.decision, admin_decisions_page.course_id,
        admin_decisions_page.payment_method, decided_from, decided_before,
        admin_decisions_page.request_id;
  end if;
  -- a row comparison, so the index on (decided_at, id) starts at the position
  if after_at is not null then
    filters := filters || ' and (d.decided_at, d.id) < ($7, $8)';
  end if;
  -- the page's decisions first, then what they show (request, course, decider, message)
  execute
    'select coalesce(json_agg(json_build_array(d.id, d.request_id, d.decision, d.reason,'
    '   d.decided_at, coalesce(pr.name, pr.username), d.automatic, d.wallet_message_id,'
    '   w.transaction_id, r.name, r.phone, r.course_id, c.title, r.payment_method,'
    '   r.transaction_id, r.amount_due, r.status, d.wallet, d.payment_transaction_id,'
    '   d.payment_amount, d.payment_sender, d.payment_received_at)'
    '   order by d.decided_at desc, d.id desc), ''[]'')'
    ' from (select d.* from ' || source || ' where true' || filters ||
    '   order by d.decided_at desc, d.id desc limit $9) d'
    ' cross join lateral (select r.name, r.phone, r.course_id, r.payment_method,'
    '   r.transaction_id, r.amount_due, r.status from public.pending_enrollments r'
    '   where r.id = d.request_id limit 1) r'
    ' left join public.courses c on c.id = r.course_id'
    ' left join public.profiles pr on pr.id = d.decided_by'
    ' left join public.wallet_messages w on w.id = d.wallet_message_id'
    into page
    using admin_decisions_page.decision, admin_decisions_page.course_id,
      admin_decisions_page.payment_method, decided_from, decided_before,
      admin_decisions_page.request_id, after_at, after_id, page_rows + 1;
  return json_build_object('rows', page, 'total', total);
end;
$$;

revoke all on function public.admin_decisions_page(
  text, text, text, timestamptz, timestamptz, uuid, timestamptz, uuid, integer, boolean
) from public, anon;
grant execute on function public.admin_decisions_page(
  text, text, text, timestamptz, timestamptz, uuid, timestamptz, uuid, integer, boolean
) to authenticated;
