-- Join-now leads through the join-now Edge Function (issue 25;
-- docs/decisions/0054-join-now-function.md).
--
-- The function checks the visitor's Turnstile token when captcha is on, then hands the lead and
-- the address the gateway vouched for to private.submit_lead(). The public roles no longer insert
-- into public.leads themselves: with the key every page carries, a script could otherwise walk
-- past the check. The allowance is the same as before (join_now, per address and for everyone),
-- spent on the address the function passes, read by the same rule as private.client_address().

-- ---------------------------------------------------------------------------------------------
-- One reading of a client address, whoever hands it over

create function private.normalized_address(given text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  address inet;
begin
  given := nullif(btrim(given), '');
  if given is null or char_length(given) > 64 then
    return null;
  end if;
  begin
    address := given::inet;
  exception when others then
    return null;
  end;
  if pg_catalog.family(address) = 4 then
    if pg_catalog.masklen(address) <> 32 then
      return null;
    end if;
    return pg_catalog.host(address);
  end if;
  if pg_catalog.masklen(address) <> 128 then
    return null;
  end if;
  if address << inet '::ffff:0:0/96' then
    return substring(pg_catalog.host(address) from '^::ffff:([0-9.]+)$');
  end if;
  return pg_catalog.network(pg_catalog.set_masklen(address, 64))::text;
end;
$$;

revoke all on function private.normalized_address(text) from public;

-- CF-Connecting-IP of the API request, as before (20261125300000_rate_limits.sql says why).
create or replace function private.client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers text := nullif(current_setting('request.headers', true), '');
begin
  if headers is null then
    return null;
  end if;
  return private.normalized_address(headers::jsonb ->> 'cf-connecting-ip');
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Spending an allowance for a given user and address: the body of private.spend_allowance(),
-- which now only says who the API caller is. Unchanged otherwise.

create function private.spend_allowance_for(call text, me uuid, address text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  rules jsonb;
  rule jsonb;
  client text;
  allowed integer;
  span integer;
  this_window timestamptz;
  used integer;
  before integer;
  wait integer;
begin
  -- the call's limits, each with its client and window (a per-user limit does not apply to a
  -- visitor who is not signed in)
  select coalesce(jsonb_agg(jsonb_build_object(
      'scope', r.scope,
      'client', case r.scope
        when 'user' then me::text
        when 'address' then coalesce(address, 'unknown')
        else 'everyone'
      end,
      'max', r.max_requests,
      'seconds', r.window_seconds,
      'window', pg_catalog.to_timestamp(
        floor(extract(epoch from now()) / r.window_seconds)::double precision * r.window_seconds)
    ) order by case r.scope when 'user' then 1 when 'address' then 2 else 3 end), '[]'::jsonb)
  into rules
  from public.rate_limits r
  where r.call = spend_allowance_for.call
    and (r.scope <> 'user' or me is not null);

  for pass in 1..2 loop
    for rule in select value from jsonb_array_elements(rules) loop
      client := rule ->> 'client';
      allowed := (rule ->> 'max')::integer;
      span := (rule ->> 'seconds')::integer;
      this_window := (rule ->> 'window')::timestamptz;

      if pass = 1 then
        -- this window's and the previous window's uses, as committed: no lock, no wait
        select
          coalesce(sum(h.hits) filter (where h.window_start = this_window), 0) + 1,
          coalesce(sum(h.hits) filter (where h.window_start < this_window), 0)
        into used, before
        from private.rate_limit_hits h
        where h.call = spend_allowance_for.call
          and h.scope = rule ->> 'scope'
          and h.key = client
          and h.window_seconds = span
          and h.window_start in (this_window, this_window - make_interval(secs => span));
      else
        insert into private.rate_limit_hits as h
          (call, scope, key, window_seconds, window_start, hits, expires_at)
        values (
          spend_allowance_for.call, rule ->> 'scope', client, span, this_window, 1,
          this_window + make_interval(secs => 2 * span)
        )
        on conflict on constraint rate_limit_hits_pkey
          do update set hits = h.hits + 1
        returning h.hits into used;

        select coalesce(sum(p.hits), 0) into before
        from private.rate_limit_hits p
        where p.call = spend_allowance_for.call
          and p.scope = rule ->> 'scope'
          and p.key = client
          and p.window_seconds = span
          and p.window_start = this_window - make_interval(secs => span);
      end if;

      if used + before > allowed then
        -- The next window passes a call if this window's uses (without this one) are under the
        -- limit; otherwise the window after it.
        wait := ceil(extract(epoch from (
          this_window
          + make_interval(secs => case when used <= allowed then 1 else 2 end * span)
          - now())))::integer;
        wait := greatest(wait, 1);
        raise sqlstate 'PGRST' using
          message = json_build_object(
            'code', 'PT429',
            'message', format('Too many attempts. Try again in %s minutes.', ceil(wait / 60.0)),
            'details', wait::text,
            'hint', 'rate_limited')::text,
          detail = json_build_object(
            'status', 429,
            'headers', json_build_object('Retry-After', wait::text))::text;
      end if;
    end loop;
  end loop;

  -- Expired windows go as calls come (a few at a time, none another call holds): the table
  -- holds at most two windows per client that called lately.
  delete from private.rate_limit_hits h
  where h.ctid = any (array(
    select e.ctid from private.rate_limit_hits e
    where e.expires_at < now()
    limit 100
    for update skip locked
  ));
end;
$$;

revoke all on function private.spend_allowance_for(text, uuid, text) from public;

-- The API roles spend as themselves: their user and the address of their request.
create or replace function private.spend_allowance(call text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  api_role text := current_setting('role', true);
begin
  if api_role is null or api_role not in ('anon', 'authenticated') then
    return;
  end if;
  perform private.spend_allowance_for(call, (select auth.uid()), private.client_address());
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The lead, from the join-now function only

-- `lead` holds the columns of public.leads the form fills; `client_address` is the address the
-- platform's gateway gave the function (CF-Connecting-IP), null when it had none. Past the
-- allowance: the same 429 as every limit, and nothing stored. The row's own checks refuse a bad
-- lead (23514, 23503 for an unknown course).
create function private.submit_lead(lead jsonb, client_address text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.spend_allowance_for(
    'join_now', null, private.normalized_address(submit_lead.client_address));
  insert into public.leads (name, email, whatsapp, course_id, payment_method)
  values (
    lead ->> 'name',
    lead ->> 'email',
    lead ->> 'whatsapp',
    lead ->> 'course_id',
    lead ->> 'payment_method'
  );
end;
$$;

revoke all on function private.submit_lead(jsonb, text) from public;

-- The public roles no longer write leads; the function writes them through private.submit_lead().
drop trigger leads_a_rate_limit on public.leads;
drop policy "leads: anyone submits (anon)" on public.leads;
drop policy "leads: anyone submits (authenticated)" on public.leads;
revoke insert on table public.leads from anon, authenticated;

comment on table public.leads is
  'Join-now interest records. Written only by the join-now Edge Function (private.submit_lead); admins read them.';
