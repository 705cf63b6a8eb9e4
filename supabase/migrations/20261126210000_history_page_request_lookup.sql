-- History's page (20261126200000_history_page.sql) joins its rows' requests one by one on the
-- primary key (docs/decisions/0061-history-page-as-arrays.md). EXPLAIN ANALYZE at 100,000
-- requests: for a page of 5,000 the planner hash-joined it with a sequential scan of every
-- request (100,000 rows read for 5,000), a cost that grows with the business; a lateral lookup
-- (its limit keeps the planner from turning it back into a join) reads only the page's requests.
-- Signature, answer, errors and grants unchanged (security definer kept, as `create or replace`
-- requires it said again).

create or replace function public.admin_decisions_page(
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

