-- The Pending tab a page at a time, searched on the server (issue 24,
-- docs/decisions/0056-pending-and-history-pages.md). PostgREST answers at most max_rows (1,000)
-- rows, so the tab never loads the whole list: it reads 50 requests at a time, oldest first, each
-- page starting after the last row of the one before (keyset on (created_at, id), never offset),
-- and searches every pending request by transaction id, phone or name here, on indexes.

create extension if not exists pg_trgm with schema extensions;

-- ---------------------------------------------------------------- the order of the list
-- Oldest first, the id breaking ties (a bulk insert gives many rows one time); only the pending
-- rows, the ones the tab reads.
create index pending_enrollments_pending_order_idx
  on public.pending_enrollments (created_at, id) where status = 'pending';

-- ---------------------------------------------------------------- search
-- Transaction id: a prefix of the stored id (trimmed, upper case), on a byte-order index (a
-- range, so `%` and `_` are plain characters and no LIKE pattern is ever built).
create index pending_enrollments_transaction_id_prefix_idx
  on public.pending_enrollments (transaction_id text_pattern_ops);

-- Phone: the digits of the number as typed (Bangla digits read as ASCII), the country code of a
-- Bangladeshi mobile number (+880 1…) read as its leading 0, so '01712-345678',
-- '+880 1712 345678' and '০১৭১২৩৪৫৬৭৮' are all '01712345678', found by the digits the admin
-- types in any of those forms.
create function private.phone_digits(phone text)
returns text
language sql
immutable
parallel safe
set search_path = ''
return regexp_replace(
  regexp_replace(translate(phone, '০১২৩৪৫৬৭৮৯', '0123456789'), '[^0-9]', '', 'g'),
  '^8801', '01'
);

revoke all on function private.phone_digits(text) from public;
grant execute on function private.phone_digits(text) to authenticated, service_role;

create index pending_enrollments_phone_digits_idx
  on public.pending_enrollments (private.phone_digits(phone) text_pattern_ops);

-- Name: any part of it, case-insensitive, on a trigram index (pg_trgm; on hosted Supabase too).
create index pending_enrollments_name_trgm_idx
  on public.pending_enrollments using gin (name extensions.gin_trgm_ops);

-- The where clause of the pending requests matching `search` (null or blank: all of them), its
-- values quoted in (format %L). A transaction id or phone prefix is a byte range on its index
-- (the upper bound: the prefix followed by the last code point) checked again with starts_with;
-- a name is an ILIKE with `\`, `%` and `_` escaped, so they match themselves.
create function private.pending_search_clause(search text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  q text := nullif(btrim(search), '');
  tx text;
  digits text;
  clause text := 'p.status = ''pending''';
begin
  if q is null then
    return clause;
  end if;
  if char_length(q) > 100 then
    raise exception 'A search is at most 100 characters (% given).', char_length(q)
      using errcode = '22023';
  end if;
  tx := upper(q);
  clause := clause || format(
    ' and ((p.transaction_id operator(pg_catalog.~>=~) %1$L and p.transaction_id operator(pg_catalog.~<~) %2$L and starts_with(p.transaction_id, %1$L))'
    ' or p.name ilike %3$L',
    tx, tx || chr(1114111),
    '%' || replace(replace(replace(q, '\', '\\'), '%', '\%'), '_', '\_') || '%'
  );
  -- a phone number: digits (ASCII or Bangla) and the signs people write between them
  if q ~ '^[0-9০-৯+() .-]+$' then
    digits := private.phone_digits(q);
    if digits <> '' then
      clause := clause || format(
        ' or (private.phone_digits(p.phone) operator(pg_catalog.~>=~) %1$L and private.phone_digits(p.phone) operator(pg_catalog.~<~) %2$L and starts_with(private.phone_digits(p.phone), %1$L))',
        digits, digits || chr(1114111)
      );
    end if;
  end if;
  return clause || ')';
end;
$$;

revoke all on function private.pending_search_clause(text) from public;
grant execute on function private.pending_search_clause(text) to authenticated, service_role;

-- ---------------------------------------------------------------- one page
-- Up to `page_size` pending requests matching `search`, oldest first, after the request
-- (`after_created_at`, `after_id`) when given (the last row of the page before; it need not be
-- pending any more: a request approved meanwhile moves no other one). At most 1,000 rows
-- (max_rows), so the answer is never cut. Admins only; security invoker, so row-level security
-- applies as well.
create function public.admin_pending_page(
  search text default null,
  after_created_at timestamptz default null,
  after_id uuid default null,
  page_size integer default 50
)
returns table (
  id uuid,
  user_id uuid,
  course_id text,
  course_title text,
  name text,
  phone text,
  payment_method text,
  transaction_id text,
  coupon_code text,
  amount_due integer,
  created_at timestamptz
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  clause text;
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if page_size is null or page_size < 1 or page_size > 1000 then
    raise exception 'A page holds 1 to 1,000 requests.' using errcode = '22023';
  end if;
  if (after_created_at is null) <> (after_id is null) then
    raise exception 'A position is a time and an id.' using errcode = '22023';
  end if;
  clause := private.pending_search_clause(search);
  if after_created_at is not null then
    clause := clause || format(' and (p.created_at, p.id) > (%L::timestamptz, %L::uuid)',
      after_created_at, after_id);
  end if;
  return query execute
    'select p.id, p.user_id, p.course_id, c.title, p.name, p.phone, p.payment_method,'
    ' p.transaction_id, p.coupon_code, p.amount_due, p.created_at'
    ' from public.pending_enrollments p join public.courses c on c.id = p.course_id'
    ' where ' || clause ||
    ' order by p.created_at, p.id limit ' || page_size;
end;
$$;

revoke all on function public.admin_pending_page(text, timestamptz, uuid, integer) from public, anon;
grant execute on function public.admin_pending_page(text, timestamptz, uuid, integer) to authenticated;

-- ---------------------------------------------------------------- how many
-- How many pending requests match `search`: counted exactly up to `exact_up_to` (at most
-- 10,000: the count reads no more rows than that), above it the planner's estimate, marked as
-- one. {"total": n, "estimated": bool}. Admins only. Volatile only because Postgres allows
-- EXPLAIN (the estimate) in no other function; it writes nothing.
create function public.admin_pending_count(
  search text default null,
  exact_up_to integer default 10000
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  clause text;
  counted bigint;
  plan jsonb;
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if exact_up_to is null or exact_up_to < 1 or exact_up_to > 10000 then
    raise exception 'An exact count goes up to 1 to 10,000 rows.' using errcode = '22023';
  end if;
  clause := private.pending_search_clause(search);
  execute 'select count(*) from (select 1 from public.pending_enrollments p where ' || clause ||
    ' limit ' || (exact_up_to + 1) || ') s'
    into counted;
  if counted <= exact_up_to then
    return jsonb_build_object('total', counted, 'estimated', false);
  end if;
  execute 'explain (format json) select 1 from public.pending_enrollments p where ' || clause
    into plan;
  return jsonb_build_object(
    'total', greatest(counted, (plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric::bigint),
    'estimated', true
  );
end;
$$;

revoke all on function public.admin_pending_count(text, integer) from public, anon;
grant execute on function public.admin_pending_count(text, integer) to authenticated;
