-- Limits the database enforces per client (issue 25; docs/decisions/0053-limits-in-the-database.md).
--
-- Every anonymous write and every call a stranger could hammer spends an allowance: per client
-- address, per signed-in user and, for the join-now form, for everyone together. Past it the
-- call is refused with HTTP 429, a Retry-After header and the hint `rate_limited` (the seconds to
-- wait are its detail), and nothing is stored.
--
--   public.rate_limits          the limits: one row per call and scope; admins read and tune them
--   private.rate_limit_hits     the counters: per key, fixed windows; a call passes when this
--                               window's uses plus the previous window's stay within the limit,
--                               so no span of one window ever holds more (no burst across a
--                               window's edge); rows live two windows and are deleted as calls
--                               come; a refused call rolls back, so 429s never add a row
--   private.client_address()    the one place that says who the client is (CF-Connecting-IP,
--                               the address hosted's edge vouches for; an IPv6 client is its /64)
--   private.spend_allowance()   spends one use of a call for each of its scopes, or refuses
--
-- Where the allowance is spent: on the objects themselves, not on the route, so every way in
-- (PostgREST, a bulk insert of many rows, GraphQL) pays the same:
--   * a row trigger on the tables a stranger writes: one use per row inserted or deleted;
--   * a statement trigger, once per transaction, on the profile and the notifications;
--   * the first statement of each limited function. Those functions are now volatile: PostgREST
--     runs a stable function, even on POST, in a read-only transaction, where nothing can be
--     counted. A GET of a limited function fails the same way (read-only): they are POST-only.
-- Only the API roles (anon, authenticated) spend: the service role, migrations, the seed and the
-- platform's own services (auth creating a profile) are not limited.

-- ---------------------------------------------------------------------------------------------
-- The limits

create table public.rate_limits (
  -- what is limited, named for people: join_now, enrolment_request, verify_certificate...
  call text not null,
  -- whose allowance: the signed-in user's, the client address's, or everyone's together
  scope text not null constraint rate_limits_scope check (scope in ('user', 'address', 'everyone')),
  -- a limit of zero or less would refuse every call (or nothing, depending on the reader): refused
  max_requests integer not null
    constraint rate_limits_max_requests_range check (max_requests between 1 and 100000),
  window_seconds integer not null
    constraint rate_limits_window_seconds_range check (window_seconds between 1 and 86400),
  -- why this limit, for the admin who tunes it
  why text not null check (char_length(btrim(why)) between 1 and 500),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  primary key (call, scope)
);

create index rate_limits_updated_by_idx on public.rate_limits (updated_by);

comment on table public.rate_limits is
  'Per-client limits the database enforces (docs/decisions/0053-limits-in-the-database.md). Admins tune max_requests and window_seconds.';

insert into public.rate_limits (call, scope, max_requests, window_seconds, why) values
  ('join_now', 'address', 10, 600,
   'Join-now leads from one address. A visitor sends one; a shared mobile address (carrier NAT) a few.'),
  ('join_now', 'everyone', 300, 3600,
   'All join-now leads together: bounds what a crowd of addresses can store in an hour.'),
  ('enrolment_request', 'user', 10, 3600,
   'Paid enrolment requests of one learner: one per course (three courses), with room for retries after a typo or a rejection.'),
  ('enrolment_request', 'address', 60, 3600,
   'Enrolment requests from one address: many learners share a carrier address; one person with many accounts does not get more.'),
  ('lesson_progress', 'user', 120, 3600,
   'Lessons marked done or undone by one learner: a whole course in an hour, twice over.'),
  ('verify_certificate', 'address', 60, 60,
   'Certificate checks from one address: a person opens a few; guessing ids needs millions.'),
  ('coupon_lookup', 'user', 20, 3600,
   'Coupon codes one learner tries: a few typos; guessing codes needs many.'),
  ('coupon_lookup', 'address', 60, 3600,
   'Coupon codes tried from one address: one person with many accounts does not get more.'),
  ('touch_last_seen', 'user', 30, 600,
   'Visits recorded for one learner: the site records one every 5 minutes per open tab.'),
  ('profile_update', 'user', 20, 600,
   'Profile saves of one user (profile page, mail language, sign-up).'),
  ('issue_certificate', 'user', 20, 3600,
   'Certificate requests of one learner: one per finished course.'),
  ('notifications_read', 'user', 60, 600,
   'Notifications marked read by one learner: once per visit of the notifications page.');

-- Who tuned a limit and when.
create function private.stamp_rate_limit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  return new;
end;
$$;

revoke all on function private.stamp_rate_limit() from public;

create trigger rate_limits_stamp
  before update on public.rate_limits
  for each row execute function private.stamp_rate_limit();

alter table public.rate_limits enable row level security;

-- Admins read and tune; nobody else sees them (they tell an attacker the allowance). No one adds
-- or removes a limit over the API: a new call gets its limit in a migration.
revoke all on table public.rate_limits from anon, authenticated;
grant select on table public.rate_limits to authenticated;
grant update (max_requests, window_seconds) on table public.rate_limits to authenticated;

create policy "rate_limits: admins read" on public.rate_limits
  for select to authenticated
  using ((select private.is_admin()));

create policy "rate_limits: admins tune" on public.rate_limits
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- The counters: not exposed, written only by private.spend_allowance(). Unlogged: a counter is
-- worth nothing after a crash (it then starts again at zero) and is never needed on a replica.

create unlogged table private.rate_limit_hits (
  call text not null,
  scope text not null,
  key text not null,
  window_seconds integer not null,
  window_start timestamptz not null,
  hits integer not null,
  -- the end of the next window: until then this window is the "previous" one
  expires_at timestamptz not null,
  constraint rate_limit_hits_pkey primary key (call, scope, key, window_seconds, window_start)
);

create index rate_limit_hits_expires_at_idx on private.rate_limit_hits (expires_at);

revoke all on table private.rate_limit_hits from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Who the client is

-- The client's address as hosted's edge vouches for it: CF-Connecting-IP, which Cloudflare sets
-- on every request it passes on (a client's own value never survives), unlike the first entry of
-- X-Forwarded-For, which is whatever the client sent. Locally the devstack's gateway sets it from
-- the TCP connection. An IPv6 client is its /64 (one subscriber's network: rotating addresses
-- inside it buys nothing); an IPv4-mapped address is its IPv4 address. Null when the header is
-- missing or is not one address.
create function private.client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers text := nullif(current_setting('request.headers', true), '');
  given text;
  address inet;
begin
  if headers is null then
    return null;
  end if;
  given := nullif(btrim(headers::jsonb ->> 'cf-connecting-ip'), '');
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

revoke all on function private.client_address() from public;

-- ---------------------------------------------------------------------------------------------
-- Spending an allowance

-- One use of `call` for each of its scopes (user, then address, then everyone). First, without
-- waiting for anything, a client already past a limit is refused: a flood's own refusals never
-- queue behind each other for its counter (nor hold the API's database connections while they
-- wait). Then each counter takes the use, always in the same order, so two callers lock the same
-- counters in the same order and never deadlock; a counter stays locked until the caller's
-- transaction ends, so two calls of one client count one after the other and the check after
-- the increment is exact. Past a limit: 429 with Retry-After, and the whole transaction (this
-- use, the row it was about to write) rolls back.
create function private.spend_allowance(call text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  api_role text := current_setting('role', true);
  me uuid;
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
  if api_role is null or api_role not in ('anon', 'authenticated') then
    return;
  end if;
  me := (select auth.uid());

  -- the call's limits, each with its client and window (a per-user limit does not apply to a
  -- visitor who is not signed in)
  select coalesce(jsonb_agg(jsonb_build_object(
      'scope', r.scope,
      'client', case r.scope
        when 'user' then me::text
        when 'address' then coalesce(private.client_address(), 'unknown')
        else 'everyone'
      end,
      'max', r.max_requests,
      'seconds', r.window_seconds,
      'window', pg_catalog.to_timestamp(
        floor(extract(epoch from now()) / r.window_seconds)::double precision * r.window_seconds)
    ) order by case r.scope when 'user' then 1 when 'address' then 2 else 3 end), '[]'::jsonb)
  into rules
  from public.rate_limits r
  where r.call = spend_allowance.call
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
        where h.call = spend_allowance.call
          and h.scope = rule ->> 'scope'
          and h.key = client
          and h.window_seconds = span
          and h.window_start in (this_window, this_window - make_interval(secs => span));
      else
        insert into private.rate_limit_hits as h
          (call, scope, key, window_seconds, window_start, hits, expires_at)
        values (
          spend_allowance.call, rule ->> 'scope', client, span, this_window, 1,
          this_window + make_interval(secs => 2 * span)
        )
        on conflict on constraint rate_limit_hits_pkey
          do update set hits = h.hits + 1
        returning h.hits into used;

        select coalesce(sum(p.hits), 0) into before
        from private.rate_limit_hits p
        where p.call = spend_allowance.call
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

revoke all on function private.spend_allowance(text) from public;

-- Row triggers: one use per row (a bulk insert of many rows spends many). The trigger's
-- argument is the call.
create function private.limit_rows()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.spend_allowance(tg_argv[0]);
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;

revoke all on function private.limit_rows() from public;

-- Statement triggers: one use per transaction (one API request), however many rows or
-- statements it has (an upsert fires both the insert and the update statement triggers).
create function private.limit_requests()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  spent text := 'rate_limit.spent_' || tg_argv[0];
begin
  if coalesce(current_setting(spent, true), '') <> 'yes' then
    perform private.spend_allowance(tg_argv[0]);
    perform set_config(spent, 'yes', true);
  end if;
  return null;
end;
$$;

revoke all on function private.limit_requests() from public;

-- Named to fire before the tables' other BEFORE triggers (alphabetical): a call past its limit
-- is refused before any work (the enrolment request's advisory locks, for instance).
create trigger leads_a_rate_limit
  before insert on public.leads
  for each row execute function private.limit_rows('join_now');

create trigger pending_enrollments_a_rate_limit
  before insert on public.pending_enrollments
  for each row execute function private.limit_rows('enrolment_request');

create trigger lesson_progress_a_rate_limit
  before insert or delete on public.lesson_progress
  for each row execute function private.limit_rows('lesson_progress');

create trigger profiles_a_rate_limit
  before insert or update on public.profiles
  for each statement execute function private.limit_requests('profile_update');

create trigger notifications_a_rate_limit
  before update on public.notifications
  for each statement execute function private.limit_requests('notifications_read');

-- ---------------------------------------------------------------------------------------------
-- The limited functions: their latest definitions, now volatile, spending first.

create or replace function public.verify_certificate(certificate_id text)
returns table (id text, full_name text, course_id text, issued_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.spend_allowance('verify_certificate');
  return query
    select c.id, c.full_name, c.course_id, c.issued_at
    from public.certificates c
    where c.id = verify_certificate.certificate_id;
end;
$$;

create or replace function public.coupon_lookup(code text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.spend_allowance('coupon_lookup');
  return (
    select c.discount_percent
    from public.coupons c
    where c.code = upper(btrim(coupon_lookup.code))
      and c.is_active
  );
end;
$$;

create or replace function public.touch_last_seen()
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  seen timestamptz;
begin
  if me is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  perform private.spend_allowance('touch_last_seen');
  insert into public.user_activity as a (user_id, last_seen)
  values (me, now())
  on conflict (user_id) do update set last_seen = excluded.last_seen
  returning a.last_seen into seen;
  return seen;
end;
$$;

create or replace function public.issue_certificate(course_id text)
returns public.certificates
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  certificate public.certificates;
  printed_name text;
begin
  if me is null then
    raise exception 'You must be logged in.' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.spend_allowance('issue_certificate');
  if not exists (select 1 from public.courses c where c.id = issue_certificate.course_id) then
    raise exception 'Invalid course selected.' using errcode = '23503', hint = 'invalid_course';
  end if;
  if not exists (
    select 1 from public.enrollments e
    where e.user_id = me and e.course_id = issue_certificate.course_id
  ) then
    raise exception 'You are not enrolled in this course.' using errcode = '42501', hint = 'not_enrolled';
  end if;

  select * into certificate from public.certificates c
  where c.user_id = me and c.course_id = issue_certificate.course_id;
  if found then
    return certificate;
  end if;

  if not exists (
    select 1 from public.lessons l
    where l.course_id = issue_certificate.course_id and l.kind <> 'live'
  ) or exists (
    select 1 from public.lessons l
    where l.course_id = issue_certificate.course_id
      and l.kind <> 'live'
      and not exists (
        select 1 from public.lesson_progress p where p.lesson_id = l.id and p.user_id = me
      )
  ) then
    raise exception 'Complete every lesson before getting the certificate.'
      using errcode = '55000', hint = 'lessons_incomplete';
  end if;

  select coalesce(nullif(btrim(p.name), ''), nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''))
  into printed_name
  from auth.users u
  left join public.profiles p on p.id = u.id
  where u.id = me;
  if printed_name is null then
    raise exception 'Add your full name to your profile to get the certificate.'
      using errcode = '22023', hint = 'full_name_missing';
  end if;

  insert into public.certificates (id, user_id, course_id, full_name)
  values (
    issue_certificate.course_id || '-' || encode(extensions.gen_random_bytes(16), 'hex'),
    me,
    issue_certificate.course_id,
    left(printed_name, 100)
  )
  on conflict on constraint certificates_user_id_course_id_key do nothing
  returning * into certificate;

  if certificate.id is null then
    select * into certificate from public.certificates c
    where c.user_id = me and c.course_id = issue_certificate.course_id;
  end if;
  return certificate;
end;
$$;
