-- The whole schema in one migration: the 30 migrations of 2026-11-21 to 2026-11-26, folded
-- into one (docs/decisions/0067-one-baseline-migration.md). Each later `create or replace` of a
-- function stands where the function was first defined, with its last body; what a later
-- migration dropped (reject_enrollment(uuid), pending_enrollments.decided_by, the leads' insert
-- policies) is not created. The schema it makes is the one the 30 made, object for object
-- (compared from the catalogs). The sections keep the order and names of those migrations;
-- their history is in git. A change to the schema is a new migration after this one.

-- ==================================================================== courses

-- The three courses the site sells. The catalogue itself (texts, curriculum) lives in
-- packages/courses; this table holds what the database must know to check course ids and
-- compute the amount due. A test keeps it equal to packages/courses.

create table public.courses (
  id text primary key
    constraint courses_id_known check (id in ('creative-design', 'web-development', 'video-editing')),
  title text not null check (length(btrim(title)) > 0),
  -- whole taka
  price integer not null check (price > 0),
  original_price integer not null check (original_price >= price)
);

comment on table public.courses is
  'Course ids and prices in taka; kept identical to packages/courses by supabase/tests/courses.test.ts.';

insert into public.courses (id, title, price, original_price) values
  ('creative-design', 'Creative Design', 399, 999),
  ('web-development', 'Web Development with AI', 699, 1499),
  ('video-editing', 'Video Editing', 499, 1299);

alter table public.courses enable row level security;

-- Supabase grants everything on new public tables to anon and authenticated: take it back
-- and give back only reading. Nobody but the service role changes prices.
revoke all on table public.courses from anon, authenticated;
grant select on table public.courses to anon, authenticated;

create policy "courses: anyone reads (anon)" on public.courses
  for select to anon using (true);
create policy "courses: anyone reads (authenticated)" on public.courses
  for select to authenticated using (true);

-- ==================================================================== profiles

-- Profiles: one per auth user, created by a trigger when the user signs up.
-- The owner edits their own row but never `role`; admins are made by seed.sql locally or by
-- the service role / SQL editor on hosted Supabase (docs/decisions/0005-database-security.md).

-- Helpers that policies call live here: PostgREST serves only `public`, so nothing in
-- `private` can be called over HTTP.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text check (char_length(username) between 1 and 50),
  name text check (length(name) <= 100),
  phone text check (length(phone) <= 30),
  avatar_url text check (length(avatar_url) <= 1000),
  social_links jsonb not null default '{}'::jsonb
    constraint profiles_social_links_shape check (
      jsonb_typeof(social_links) = 'object'
      and (social_links - array['twitter', 'linkedin', 'facebook']) = '{}'::jsonb
    ),
  role text not null default 'learner' check (role in ('learner', 'admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Usernames are unique whatever their case.
create unique index profiles_username_key on public.profiles (lower(username));

comment on column public.profiles.role is
  'learner or admin. Not writable by the owner (no column privilege); see docs/decisions/0005.';

-- is the caller an admin? security definer so that policies on profiles can call it without
-- recursing into their own RLS; search_path empty so every name is schema-qualified.
create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.role = 'admin'
  );
$$;

revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to authenticated, service_role;

-- A new auth user gets a learner profile. The username comes from the sign-up metadata; a
-- username that is missing, too long or taken is left empty rather than failing the sign-up.
-- The locale (the language of their mails) too; an unknown locale is English, never a failure.
create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := nullif(btrim(new.raw_user_meta_data ->> 'username'), '');
  full_name text := nullif(btrim(new.raw_user_meta_data ->> 'full_name'), '');
  lang text := case when new.raw_user_meta_data ->> 'locale' = 'bn' then 'bn' else 'en' end;
begin
  if char_length(wanted) > 50 then
    wanted := null;
  end if;
  if full_name is not null then
    full_name := left(full_name, 100);
  end if;

  insert into public.profiles (id, username, name, locale)
  values (new.id, wanted, full_name, lang)
  on conflict do nothing;

  if not found then
    -- the username is taken (or the profile exists already): create it without a username
    insert into public.profiles (id, name, locale)
    values (new.id, full_name, lang)
    on conflict (id) do nothing;
  end if;
  return new;
end;
$$;

revoke all on function private.handle_new_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

create function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.touch_updated_at() from public;

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function private.touch_updated_at();

alter table public.profiles enable row level security;

-- Anonymous visitors see no profile at all; signed-in users get column privileges without
-- `role`, `created_at` and `updated_at`, so neither update nor upsert can set them.
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant insert (id, username, name, phone, avatar_url, social_links) on table public.profiles to authenticated;
grant update (username, name, phone, avatar_url, social_links) on table public.profiles to authenticated;

create policy "profiles: owner or admin reads" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

-- The profile normally exists already (trigger); this lets the client's upsert after sign-up
-- take its insert path for its own id only.
create policy "profiles: owner inserts own" on public.profiles
  for insert to authenticated
  with check (id = (select auth.uid()) and role = 'learner');

create policy "profiles: owner updates own" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- ==================================================================== coupons

-- Coupons: a code gives a percentage off a course price. Only admins see and manage the table;
-- a learner can only ask "what does this one code give?" through public.coupon_lookup.

create table public.coupons (
  id uuid primary key default gen_random_uuid(),
  code text not null
    constraint coupons_code_key unique
    constraint coupons_code_normalised check (code = upper(btrim(code)) and code <> '' and char_length(code) <= 40),
  discount_percent integer not null
    constraint coupons_discount_percent_range check (discount_percent between 1 and 100),
  -- deleting a coupon in the admin console deactivates it (soft delete)
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

alter table public.coupons enable row level security;

revoke all on table public.coupons from anon, authenticated;
grant select on table public.coupons to authenticated;
grant insert (code, discount_percent, is_active) on table public.coupons to authenticated;
grant update (is_active) on table public.coupons to authenticated;

create policy "coupons: admins read" on public.coupons
  for select to authenticated
  using ((select private.is_admin()));

create policy "coupons: admins create" on public.coupons
  for insert to authenticated
  with check ((select private.is_admin()));

create policy "coupons: admins activate or deactivate" on public.coupons
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- The percent of one active code, or null. security definer because the caller cannot read
-- the table; it answers exactly one code (equality, no patterns) and nothing but the percent.
create function public.coupon_lookup(code text)
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

comment on function public.coupon_lookup(text) is
  'Discount percent of an active coupon code, null when the code is unknown or inactive.';

revoke all on function public.coupon_lookup(text) from public, anon, authenticated;
grant execute on function public.coupon_lookup(text) to authenticated, service_role;

-- ==================================================================== enrollments

-- Enrolments and the paid requests that lead to them. A learner pays by bKash, Nagad or bank
-- transfer, then submits the transaction id as a pending enrolment; an admin approves it
-- (which creates the enrolment, see the next migration) or rejects it.
--
-- What the database guarantees, whatever the client sends:
--   * the request belongs to the caller and starts as 'pending' (RLS);
--   * the transaction id is trimmed and upper-cased and can never be used twice;
--   * at most one open request per learner and course;
--   * amount_due is computed here from the course price and the coupon (client value ignored);
--   * an unknown or inactive coupon code is refused.

create table public.enrollments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  course_id text not null references public.courses (id),
  completed boolean not null default false,
  created_at timestamptz not null default now(),
  constraint enrollments_user_id_course_id_key unique (user_id, course_id)
);

create index enrollments_course_id_idx on public.enrollments (course_id);

create table public.pending_enrollments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  course_id text not null references public.courses (id),
  name text not null check (char_length(btrim(name)) between 1 and 100),
  phone text not null check (char_length(btrim(phone)) between 1 and 30),
  payment_method text not null default 'bKash'
    check (payment_method in ('bKash', 'Nagad', 'Bank')),
  transaction_id text not null
    constraint pending_enrollments_transaction_id_normalised
    check (transaction_id = upper(btrim(transaction_id)) and char_length(transaction_id) between 1 and 64),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'refunded')),
  coupon_code text check (coupon_code = upper(btrim(coupon_code)) and coupon_code <> ''),
  -- taka, computed by private.prepare_enrollment_request()
  amount_due integer not null check (amount_due >= 0),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  constraint pending_enrollments_decision check ((status = 'pending') = (decided_at is null))
);

-- A transaction id is accepted once, across all requests of all learners and all statuses.
create unique index pending_enrollments_transaction_id_key
  on public.pending_enrollments (transaction_id);
-- One open request per learner and course.
create unique index pending_enrollments_one_open_per_course
  on public.pending_enrollments (user_id, course_id) where status = 'pending';
create index pending_enrollments_course_id_idx on public.pending_enrollments (course_id);
create index pending_enrollments_status_created_at_idx on public.pending_enrollments (status, created_at);

-- Runs before every insert. security definer because it must see what RLS hides from the
-- learner: the coupons, and other learners' transaction ids.
create function private.prepare_enrollment_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  course_price integer;
  percent integer;
begin
  new.transaction_id := upper(btrim(new.transaction_id));
  new.coupon_code := nullif(upper(btrim(new.coupon_code)), '');
  new.created_at := now();

  if new.transaction_id is null or new.transaction_id = '' then
    raise exception 'Transaction ID is required.'
      using errcode = '23502', hint = 'transaction_id_required';
  end if;

  select c.price into course_price from public.courses c where c.id = new.course_id;
  if not found then
    raise exception 'Invalid course selected.' using errcode = '23503', hint = 'invalid_course';
  end if;

  -- Two submissions of one transaction id, or two requests of one learner for one course, wait
  -- for each other here (until the first commits) and the second then sees the first.
  perform pg_advisory_xact_lock(hashtextextended('pending_enrollments.transaction_id:' || new.transaction_id, 0));
  perform pg_advisory_xact_lock(
    hashtextextended('pending_enrollments.open:' || new.user_id::text || ':' || new.course_id, 0));

  if exists (select 1 from public.pending_enrollments p where p.transaction_id = new.transaction_id) then
    raise exception 'This transaction ID has already been used.'
      using errcode = '23505', hint = 'transaction_id_used';
  end if;

  if exists (
    select 1 from public.enrollments e
    where e.user_id = new.user_id and e.course_id = new.course_id
  ) then
    raise exception 'Already enrolled in this course.' using errcode = '23505', hint = 'already_enrolled';
  end if;

  if new.status = 'pending' and exists (
    select 1 from public.pending_enrollments p
    where p.user_id = new.user_id and p.course_id = new.course_id and p.status = 'pending'
  ) then
    raise exception 'A request for this course is already awaiting approval.'
      using errcode = '23505', hint = 'open_request';
  end if;

  if new.coupon_code is null then
    percent := 0;
  else
    select c.discount_percent into percent
    from public.coupons c
    where c.code = new.coupon_code and c.is_active;
    if not found then
      raise exception 'Invalid or expired coupon.' using errcode = '22023', hint = 'invalid_coupon';
    end if;
  end if;

  -- docs/product.md#constants: discounted price = round(price * (1 - percent / 100)), in whole taka
  new.amount_due := round(course_price * (100 - percent) / 100.0)::integer;
  return new;
end;
$$;

revoke all on function private.prepare_enrollment_request() from public;

create trigger pending_enrollments_prepare
  before insert on public.pending_enrollments
  for each row execute function private.prepare_enrollment_request();

-- Runs before every update: the only moves are pending -> approved, pending -> rejected and
-- approved -> refunded; rejecting and refunding need a reason; a payment is recorded with an
-- approval only, and one wallet payment settles one request; once decided, reason and payment
-- are final. It stamps when. (Who decided is in public.enrollment_decisions.)
create function private.record_enrollment_decision()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.decision_reason := private.trimmed_reason(new.decision_reason);
  new.paid_transaction_id := nullif(upper(btrim(new.paid_transaction_id)), '');
  new.paid_sender := nullif(btrim(new.paid_sender), '');

  if new.status is not distinct from old.status then
    if (new.decision_reason, new.paid_wallet, new.paid_transaction_id, new.paid_amount,
        new.paid_sender, new.paid_received_at)
       is distinct from
       (old.decision_reason, old.paid_wallet, old.paid_transaction_id, old.paid_amount,
        old.paid_sender, old.paid_received_at) then
      raise exception 'A decision is final: its reason and payment cannot be changed.'
        using errcode = '55000', hint = 'decision_final';
    end if;
    return new;
  end if;

  if new.status = 'refunded' and old.status <> 'approved' then
    raise exception 'Only an approved enrollment can be refunded (this one is %).', old.status
      using errcode = '55000', hint = 'refund_not_approved';
  end if;
  if new.status <> 'refunded' and old.status <> 'pending' then
    -- the detail is the status, which the message names
    raise exception 'Enrollment request is already %.', old.status
      using errcode = '55000', hint = 'request_decided', detail = old.status;
  end if;
  if new.status in ('rejected', 'refunded') and new.decision_reason is null then
    raise exception 'A reason is required.'
      using errcode = '22023', hint = 'decision_reason_required';
  end if;
  if new.status <> 'approved'
     and (new.paid_wallet, new.paid_transaction_id, new.paid_amount, new.paid_sender, new.paid_received_at)
         is distinct from
         (old.paid_wallet, old.paid_transaction_id, old.paid_amount, old.paid_sender, old.paid_received_at) then
    raise exception 'A payment is recorded only with an approval.'
      using errcode = '22023', hint = 'invalid_payment';
  end if;

  if new.paid_transaction_id is not null then
    -- One wallet payment settles one request: two admins approving with it wait for each other.
    perform pg_advisory_xact_lock(hashtextextended(
      'pending_enrollments.payment:' || coalesce(new.paid_wallet, '') || ':' || new.paid_transaction_id, 0));
    if exists (
      select 1 from public.pending_enrollments p
      where p.paid_wallet = new.paid_wallet
        and p.paid_transaction_id = new.paid_transaction_id
        and p.id <> new.id
    ) then
      raise exception 'This payment is already matched to another request.'
        using errcode = '23505', hint = 'payment_already_matched', detail = new.id::text;
    end if;
  end if;

  new.decided_at := now();
  return new;
end;
$$;

revoke all on function private.record_enrollment_decision() from public;

create trigger pending_enrollments_record_decision
  before update on public.pending_enrollments
  for each row execute function private.record_enrollment_decision();

alter table public.pending_enrollments enable row level security;
alter table public.enrollments enable row level security;

-- Anonymous visitors get nothing. Learners insert requests (never decided_at, created_at or
-- id) and read them; only `status` is updatable, and RLS lets only admins.
revoke all on table public.pending_enrollments from anon, authenticated;
grant select on table public.pending_enrollments to authenticated;
grant insert (user_id, course_id, name, phone, payment_method, transaction_id, status, coupon_code, amount_due)
  on table public.pending_enrollments to authenticated;
grant update (status) on table public.pending_enrollments to authenticated;

create policy "pending_enrollments: owner or admin reads" on public.pending_enrollments
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "pending_enrollments: learner submits own pending request" on public.pending_enrollments
  for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'pending');

create policy "pending_enrollments: admins decide" on public.pending_enrollments
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- Enrolments: learners read their own, admins read all. The only insert path is an admin
-- approving a request (public.approve_enrollment): the row must match an approved request.
revoke all on table public.enrollments from anon, authenticated;
grant select on table public.enrollments to authenticated;
grant insert (user_id, course_id) on table public.enrollments to authenticated;

create policy "enrollments: owner or admin reads" on public.enrollments
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "enrollments: admins enrol an approved request" on public.enrollments
  for insert to authenticated
  with check (
    (select private.is_admin())
    and exists (
      select 1 from public.pending_enrollments p
      where p.user_id = enrollments.user_id
        and p.course_id = enrollments.course_id
        and p.status = 'approved'
    )
  );

-- ==================================================================== enrollment_decisions

-- Approve and reject, each one transaction. security invoker: they run with the caller's
-- rights, so RLS decides who may. A learner cannot lock (FOR UPDATE needs the admins-only
-- update policy), so for them the request does not exist and nothing changes.

create function public.approve_enrollment(request_id uuid)
returns public.enrollments
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  request public.pending_enrollments;
  enrolment public.enrollments;
begin
  select * into request
  from public.pending_enrollments p
  where p.id = approve_enrollment.request_id
  for update;

  if not found then
    raise exception 'Error fetching enrollment' using errcode = 'P0002';
  end if;

  if exists (
    select 1 from public.enrollments e
    where e.user_id = request.user_id and e.course_id = request.course_id
  ) then
    raise exception 'User already enrolled' using errcode = '23505', hint = 'user_already_enrolled';
  end if;

  if request.status <> 'pending' then
    raise exception 'Enrollment request is already %.', request.status
      using errcode = '55000', hint = 'request_decided', detail = request.status;
  end if;

  update public.pending_enrollments p
  set status = 'approved'
  where p.id = request.id;

  insert into public.enrollments (user_id, course_id)
  values (request.user_id, request.course_id)
  returning * into enrolment;

  return enrolment;
end;
$$;

comment on function public.approve_enrollment(uuid) is
  'Admin: approve a pending request and enrol the learner. Raises ''User already enrolled'' when the enrolment exists.';

-- Signed-in users may call them (RLS then decides); anonymous visitors may not.
revoke all on function public.approve_enrollment(uuid) from public, anon, authenticated;
grant execute on function public.approve_enrollment(uuid) to authenticated, service_role;

-- ==================================================================== leads

-- Join-now interest records ("leads"). Anyone, signed in or not, may submit one; the site
-- inserts without reading back. Only admins read them.

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  whatsapp text not null check (char_length(btrim(whatsapp)) between 1 and 30),
  -- canonical course id: the site maps the join-now alias 'skill-pack' to 'video-editing'
  course_id text not null references public.courses (id),
  payment_method text check (payment_method in ('bKash', 'Nagad', 'Rocket', 'Bank Transfer')),
  created_at timestamptz not null default now()
);

create index leads_course_id_idx on public.leads (course_id);
create index leads_created_at_idx on public.leads (created_at);

alter table public.leads enable row level security;

-- Write-only for the public: no select (so no read-back), no update, no delete.
revoke all on table public.leads from anon, authenticated;
grant select on table public.leads to authenticated;

create policy "leads: admins read" on public.leads
  for select to authenticated
  using ((select private.is_admin()));

-- ==================================================================== user_activity

-- What the admin's Active Users tab shows: when each user was last seen.
-- A learner records only their own visit, only now, only through public.touch_last_seen().

create table public.user_activity (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  last_seen timestamptz not null default now()
);

create index user_activity_last_seen_idx on public.user_activity (last_seen desc);

alter table public.user_activity enable row level security;

revoke all on table public.user_activity from anon, authenticated;
grant select on table public.user_activity to authenticated;

create policy "user_activity: owner or admin reads" on public.user_activity
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- security definer: the caller has no write privilege on the table, so the only row it can
-- touch is its own (auth.uid()) and the only value it can write is now().
create function public.touch_last_seen()
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

comment on function public.touch_last_seen() is
  'Record that the signed-in caller is active now; returns the recorded time.';

revoke all on function public.touch_last_seen() from public, anon, authenticated;
grant execute on function public.touch_last_seen() to authenticated, service_role;

-- Admin only: everyone seen, most recent first, with email and full name (auth.users
-- metadata, else the profile name) and how many courses they are enrolled in.
-- security definer because auth.users is not readable by the API roles; it checks the
-- caller is an admin before answering anything.
create function public.admin_active_users()
returns table (
  user_id uuid,
  email text,
  full_name text,
  last_seen timestamptz,
  enrolled_courses integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Admins only' using errcode = '42501';
  end if;
  return query
    select
      a.user_id,
      u.email::text,
      coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), p.name) as full_name,
      a.last_seen,
      (select count(*)::integer from public.enrollments e where e.user_id = a.user_id) as enrolled_courses
    from public.user_activity a
    join auth.users u on u.id = a.user_id
    left join public.profiles p on p.id = a.user_id
    order by a.last_seen desc;
end;
$$;

comment on function public.admin_active_users() is
  'Admin: users by last activity (email, full name, last_seen, enrolled course count).';

revoke all on function public.admin_active_users() from public, anon, authenticated;
grant execute on function public.admin_active_users() to authenticated, service_role;

-- ==================================================================== admin_statistics

-- The admin's Statistics tab in one call. security invoker: RLS already limits what a
-- learner could count to their own rows; the explicit check makes a learner's call an error
-- rather than a misleading set of small numbers.
--
-- Returns a JSON object:
--   { "pending_count": int, "approved_today": int, "course_count": int,
--     "courses": [ { "course_id", "title", "approved_enrollments", "taka_received" } ] }
-- "today" is the calendar day in Bangladesh (Asia/Dhaka); approved_today counts requests
-- approved (decided) today; taka_received sums amount_due of approved requests. It reads the
-- totals of private.request_totals (statistics_totals, below) and an index for "approved today".

create function public.admin_statistics()
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

comment on function public.admin_statistics() is
  'Admin: pending count, approved today (Asia/Dhaka), course count, approved enrolments and taka per course.';

revoke all on function public.admin_statistics() from public, anon, authenticated;
grant execute on function public.admin_statistics() to authenticated, service_role;

-- ==================================================================== avatars_bucket

-- Profile pictures. The bucket is public: anyone (signed in or not) downloads an avatar by
-- its public URL, which the storage service serves without consulting RLS. The bucket limits
-- size (2 MiB) and type (images). A signed-in user writes, replaces, deletes and lists only
-- under their own folder `{auth.uid()}/...`. There is deliberately no policy letting
-- everyone list the bucket (splinter 0025).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 2097152, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "avatars: owner lists own folder" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "avatars: owner uploads into own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "avatars: owner replaces in own folder" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "avatars: owner deletes in own folder" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

-- ==================================================================== profiles_upsert

-- The profile page saves with an upsert on id (PostgREST: INSERT ... ON CONFLICT (id) DO UPDATE
-- SET id = excluded.id, name = ..., ...). The SET list names every column sent, `id` included,
-- so the owner needs UPDATE on `id` too. It cannot be used to move a profile: the update
-- policy's USING and WITH CHECK both require id = auth.uid(). `role` stays ungranted.
grant update (id) on table public.profiles to authenticated;

-- ==================================================================== profiles_link_checks

-- The links a profile carries are rendered as <img src> and <a href> by the learner site and
-- the admin console. The site's form accepts only http(s) URLs; the database now does too, so
-- a learner writing to the API directly cannot plant a `javascript:` or `data:` link that
-- runs when an admin opens it. A blank social link is null (or ""); a link is at most 500
-- characters, like the form's limit (written as two bounds: a regex bound stops at 255).
alter table public.profiles
  add constraint profiles_avatar_url_http
    check (avatar_url ~* '^https?://\S+$'),
  add constraint profiles_social_links_http
    check (
      not jsonb_path_exists(
        social_links,
        '$.* ? (!(@.type() == "null" || (@.type() == "string" && (@ == "" || @ like_regex "^https?://\\S{1,250}\\S{0,242}$" flag "i"))))'
      )
    );

-- ==================================================================== classroom

-- The classroom (issue 13): the lessons of each course, their paid content, each learner's
-- progress, and the certificate a learner gets after completing a course.
--
-- Who can do what (docs/decisions/0016-classroom-data.md):
--   lessons          anyone reads (the syllabus sells the course); admins write.
--   lesson_contents  anyone reads a free preview's; an enrolled learner reads their course's;
--                    admins read and write all. Nothing else returns a body, video or link.
--   lesson_progress  a learner reads, adds and removes their own rows, only for lessons of
--                    courses they are enrolled in; admins read all; nobody updates.
--   certificates     a learner reads their own, admins all; written only by issue_certificate();
--                    anyone checks one id with verify_certificate().

-- ---------------------------------------------------------------------------------------------
-- Lessons

create table public.lessons (
  id uuid primary key default gen_random_uuid(),
  course_id text not null references public.courses (id) on delete cascade,
  position integer not null check (position > 0),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  title_bn text not null check (char_length(btrim(title_bn)) between 1 and 200),
  kind text not null check (kind in ('video', 'reading', 'live')),
  is_preview boolean not null default false,
  duration_minutes integer not null check (duration_minutes between 1 and 600),
  -- live classes only; the site shows it in Dhaka time
  starts_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint lessons_live_starts_at check ((kind = 'live') = (starts_at is not null)),
  -- Deferrable: reorder_lessons() renumbers every lesson of a course in one statement, and a
  -- swap passes through duplicates; the check runs at the end of the statement.
  constraint lessons_course_id_position_key unique (course_id, position) deferrable initially immediate
);

comment on table public.lessons is
  'The syllabus of each course, readable by anyone. Content is in lesson_contents (paid).';

-- is the caller enrolled in the course of this lesson? security definer like is_admin(), so
-- policies do not nest the RLS of enrollments and lessons; it answers only for auth.uid().
create function private.is_enrolled_in_lesson(lesson uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.lessons l
    join public.enrollments e on e.course_id = l.course_id
    where l.id = lesson and e.user_id = (select auth.uid())
  );
$$;

revoke all on function private.is_enrolled_in_lesson(uuid) from public;
grant execute on function private.is_enrolled_in_lesson(uuid) to authenticated, service_role;

create trigger lessons_touch_updated_at
  before update on public.lessons
  for each row execute function private.touch_updated_at();

alter table public.lessons enable row level security;

revoke all on table public.lessons from anon, authenticated;
grant select on table public.lessons to anon, authenticated;
grant insert (course_id, position, title, title_bn, kind, is_preview, duration_minutes, starts_at),
  update (position, title, title_bn, kind, is_preview, duration_minutes, starts_at),
  delete
  on table public.lessons to authenticated;

create policy "lessons: anyone reads (anon)" on public.lessons
  for select to anon using (true);
create policy "lessons: anyone reads (authenticated)" on public.lessons
  for select to authenticated using (true);
create policy "lessons: admins add" on public.lessons
  for insert to authenticated with check ((select private.is_admin()));
create policy "lessons: admins edit" on public.lessons
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "lessons: admins delete" on public.lessons
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Lesson contents: one row per lesson (created with the lesson, see the trigger below)

-- Resources are a list of links the lesson page renders: only http(s), each with a title.
create function private.lesson_resources_valid(resources jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(resources) <> 'array' then false
    when jsonb_array_length(resources) > 30 then false
    else coalesce((
      select bool_and(
        jsonb_typeof(r) = 'object'
        and (r - array['title', 'url']) = '{}'::jsonb
        and jsonb_typeof(r -> 'title') = 'string'
        and char_length(btrim(r ->> 'title')) between 1 and 200
        and jsonb_typeof(r -> 'url') = 'string'
        and char_length(r ->> 'url') <= 1000
        and (r ->> 'url') ~ '^https?://[^[:space:]]+$'
      )
      from jsonb_array_elements(resources) r
    ), true)
  end;
$$;

revoke all on function private.lesson_resources_valid(jsonb) from public;
grant execute on function private.lesson_resources_valid(jsonb) to authenticated, service_role;

create table public.lesson_contents (
  lesson_id uuid primary key references public.lessons (id) on delete cascade,
  -- Markdown, rendered by renderMarkdown (packages/ui) without raw HTML
  body text not null default '' check (char_length(body) <= 50000),
  body_bn text not null default '' check (char_length(body_bn) <= 50000),
  video_url text check (char_length(video_url) <= 1000 and video_url ~ '^https://[^[:space:]]+$'),
  join_url text check (char_length(join_url) <= 1000 and join_url ~ '^https://[^[:space:]]+$'),
  resources jsonb not null default '[]'::jsonb
    constraint lesson_contents_resources_shape check (private.lesson_resources_valid(resources)),
  updated_at timestamptz not null default now()
);

comment on table public.lesson_contents is
  'Paid lesson content: free previews for anyone, the rest for enrolled learners and admins.';

create trigger lesson_contents_touch_updated_at
  before update on public.lesson_contents
  for each row execute function private.touch_updated_at();

-- Every lesson has its content row from the start, so an enrolled learner never meets a lesson
-- without content and the console only ever updates. Runs as the caller (an admin: the
-- insert policy below applies).
create function private.create_lesson_contents()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  insert into public.lesson_contents (lesson_id) values (new.id);
  return new;
end;
$$;

revoke all on function private.create_lesson_contents() from public;
grant execute on function private.create_lesson_contents() to authenticated, service_role;

create trigger lessons_create_contents
  after insert on public.lessons
  for each row execute function private.create_lesson_contents();

alter table public.lesson_contents enable row level security;

revoke all on table public.lesson_contents from anon, authenticated;
grant select on table public.lesson_contents to anon, authenticated;
grant insert (lesson_id, body, body_bn, video_url, join_url, resources),
  update (body, body_bn, video_url, join_url, resources),
  delete
  on table public.lesson_contents to authenticated;

create policy "lesson_contents: anyone reads previews (anon)" on public.lesson_contents
  for select to anon
  using (exists (
    select 1 from public.lessons l where l.id = lesson_contents.lesson_id and l.is_preview
  ));
create policy "lesson_contents: previews, enrolled learners and admins read" on public.lesson_contents
  for select to authenticated
  using (
    exists (select 1 from public.lessons l where l.id = lesson_contents.lesson_id and l.is_preview)
    or (select private.is_admin())
    or private.is_enrolled_in_lesson(lesson_id)
  );
create policy "lesson_contents: admins add" on public.lesson_contents
  for insert to authenticated with check ((select private.is_admin()));
create policy "lesson_contents: admins edit" on public.lesson_contents
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "lesson_contents: admins delete" on public.lesson_contents
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Progress: one row per completed lesson

create table public.lesson_progress (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  lesson_id uuid not null references public.lessons (id) on delete cascade,
  -- always the server's clock: not writable by the API roles
  completed_at timestamptz not null default now(),
  primary key (user_id, lesson_id)
);

create index lesson_progress_lesson_id_idx on public.lesson_progress (lesson_id);

alter table public.lesson_progress enable row level security;

revoke all on table public.lesson_progress from anon, authenticated;
grant select, delete on table public.lesson_progress to authenticated;
grant insert (user_id, lesson_id) on table public.lesson_progress to authenticated;

create policy "lesson_progress: owner or admin reads" on public.lesson_progress
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "lesson_progress: enrolled learner records own" on public.lesson_progress
  for insert to authenticated
  with check (user_id = (select auth.uid()) and private.is_enrolled_in_lesson(lesson_id));
create policy "lesson_progress: enrolled learner removes own" on public.lesson_progress
  for delete to authenticated
  using (user_id = (select auth.uid()) and private.is_enrolled_in_lesson(lesson_id));

-- ---------------------------------------------------------------------------------------------
-- Certificates

create table public.certificates (
  -- '<course id>-<32 hex>': 128 random bits nobody can guess; the course prefix lets a static
  -- host serve a page whose Open Graph tags name the course.
  id text primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  course_id text not null references public.courses (id),
  -- the learner's full name when the certificate was issued; later profile edits do not change it
  full_name text not null check (char_length(btrim(full_name)) between 1 and 100),
  issued_at timestamptz not null default now(),
  constraint certificates_id_shape check (
    left(id, char_length(course_id) + 1) = course_id || '-'
    and substr(id, char_length(course_id) + 2) ~ '^[0-9a-f]{32}$'
  ),
  constraint certificates_user_id_course_id_key unique (user_id, course_id)
);

create index certificates_course_id_idx on public.certificates (course_id);

alter table public.certificates enable row level security;

revoke all on table public.certificates from anon, authenticated;
grant select on table public.certificates to authenticated;

create policy "certificates: owner or admin reads" on public.certificates
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- security definer: learners have no write privilege on certificates (they could otherwise
-- print any name or skip lessons). It writes only for auth.uid(), only once per course, and only
-- when every lesson that is not a live class is complete.
create function public.issue_certificate(course_id text)
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

comment on function public.issue_certificate(text) is
  'Issue (or return) the caller''s certificate for a course whose every non-live lesson they completed.';

revoke all on function public.issue_certificate(text) from public, anon, authenticated;
grant execute on function public.issue_certificate(text) to authenticated, service_role;

-- security definer: nobody may list certificates, but anyone holding an id may check it. An
-- exact id answers its name, course and date; anything else answers nothing.
create function public.verify_certificate(certificate_id text)
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

comment on function public.verify_certificate(text) is
  'Public check of one certificate id: name, course and date, or no row.';

revoke all on function public.verify_certificate(text) from public, anon, authenticated;
grant execute on function public.verify_certificate(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Admin: reorder a course's lessons, and each enrolled learner's progress

-- security invoker: RLS lets only admins update lessons. One statement renumbers every lesson
-- (1..n in the given order); the deferrable unique key allows the swaps inside it.
create function public.reorder_lessons(course_id text, lesson_ids uuid[])
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if lesson_ids is null
    or cardinality(lesson_ids) <> (select count(distinct x) from unnest(lesson_ids) x)
    or (select array_agg(l.id order by l.id) from public.lessons l where l.course_id = reorder_lessons.course_id)
      is distinct from (select array_agg(x order by x) from unnest(lesson_ids) x)
  then
    raise exception 'The lessons changed meanwhile: reload and try again.'
      using errcode = '55000', hint = 'lessons_changed';
  end if;

  update public.lessons l
  set position = o.n
  from unnest(lesson_ids) with ordinality as o (lesson_id, n)
  where l.id = o.lesson_id and l.position is distinct from o.n::integer;
end;
$$;

comment on function public.reorder_lessons(text, uuid[]) is
  'Admin: number a course''s lessons 1..n in the given order (all of its lessons, each once).';

revoke all on function public.reorder_lessons(text, uuid[]) from public, anon, authenticated;
grant execute on function public.reorder_lessons(text, uuid[]) to authenticated, service_role;

-- Admin only: each learner enrolled in a course, with email, name, completed non-live lessons
-- out of the course's non-live lessons, and their certificate. security definer because the
-- email is in auth.users; it checks the caller is an admin before reading anything.
create function public.admin_course_learners(course_id text)
returns table (
  user_id uuid,
  email text,
  full_name text,
  enrolled_at timestamptz,
  completed integer,
  total integer,
  certificate_id text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Admins only' using errcode = '42501';
  end if;
  return query
    select
      e.user_id,
      u.email::text,
      coalesce(nullif(btrim(p.name), ''), nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '')) as full_name,
      e.created_at as enrolled_at,
      (
        select count(*)::integer
        from public.lesson_progress lp
        join public.lessons l on l.id = lp.lesson_id
        where lp.user_id = e.user_id and l.course_id = e.course_id and l.kind <> 'live'
      ) as completed,
      (
        select count(*)::integer from public.lessons l
        where l.course_id = e.course_id and l.kind <> 'live'
      ) as total,
      c.id as certificate_id
    from public.enrollments e
    join auth.users u on u.id = e.user_id
    left join public.profiles p on p.id = e.user_id
    left join public.certificates c on c.user_id = e.user_id and c.course_id = e.course_id
    where e.course_id = admin_course_learners.course_id
    order by e.created_at desc, e.user_id;
end;
$$;

comment on function public.admin_course_learners(text) is
  'Admin: learners enrolled in a course with email, name, completed/total lessons and certificate.';

revoke all on function public.admin_course_learners(text) from public, anon, authenticated;
grant execute on function public.admin_course_learners(text) to authenticated, service_role;

-- ==================================================================== lesson_plan

-- The lesson plan of each course, as packages/courses `lessonPlan` lists it (a test keeps the two
-- equal), with each lesson's content: Markdown bodies in English and Bangla, the video, the live
-- class's join link and the resources. A migration rather than seed.sql, so a hosted project
-- gets the classroom with `supabase db push` too. The admin console's Lessons tab edits all of
-- it afterwards; this file is never edited (docs/decisions/0016-classroom-data.md).
--
-- The YouTube and Google Meet links are where the provider's recordings and classes go: the
-- admin replaces each with the real upload or meeting link in the Lessons tab.

insert into public.lessons (course_id, position, title, title_bn, kind, is_preview, duration_minutes, starts_at)
values
  ('creative-design', 1, 'Setting up your phone and apps for design work', 'ডিজাইনের কাজের জন্য ফোন ও অ্যাপ সেটআপ', 'reading', true, 10, null),
  ('creative-design', 2, 'Colour: building palettes that work together', 'কালার: মানানসই কালার প্যালেট তৈরি', 'video', true, 18, null),
  ('creative-design', 3, 'Typography: choosing and pairing fonts, Bangla and English', 'টাইপোগ্রাফি: বাংলা ও ইংরেজি ফন্ট বাছাই আর জুটি মেলানো', 'video', false, 20, null),
  ('creative-design', 4, 'A tour of the Canva app and your first design', 'Canva অ্যাপের সাথে পরিচয় ও প্রথম ডিজাইন', 'video', false, 25, null),
  ('creative-design', 5, 'Stylish text, shadows and 3D text', 'স্টাইলিশ টেক্সট, শ্যাডো ও ৩ডি টেক্সট', 'video', false, 22, null),
  ('creative-design', 6, 'Sizes for Facebook, Instagram and stories', 'ফেসবুক, ইনস্টাগ্রাম ও স্টোরির সাইজ', 'reading', false, 8, null),
  ('creative-design', 7, 'Designing a simple logo on your phone', 'মোবাইলে সহজ একটি লোগো ডিজাইন', 'video', false, 28, null),
  ('creative-design', 8, 'Building a portfolio on Behance and Facebook', 'Behance ও ফেসবুকে পোর্টফোলিও সাজানো', 'reading', false, 12, null),
  ('creative-design', 9, 'Live class: design review and questions', 'লাইভ ক্লাস: ডিজাইন রিভিউ ও প্রশ্নোত্তর', 'live', false, 60, '2026-12-05T20:00:00+06:00'::timestamptz),
  ('web-development', 1, 'Browsers, servers, domains and hosting', 'ব্রাউজার, সার্ভার, ডোমেইন ও হোস্টিং', 'reading', true, 10, null),
  ('web-development', 2, 'Setting up VS Code and your browser tools', 'VS Code আর ব্রাউজারের টুলস সেটআপ', 'video', true, 15, null),
  ('web-development', 3, 'Your first web page', 'আপনার প্রথম ওয়েব পেজ', 'video', false, 20, null),
  ('web-development', 4, 'Semantic HTML and accessibility', 'সিমান্টিক HTML ও অ্যাক্সেসিবিলিটি', 'video', false, 24, null),
  ('web-development', 5, 'The box model, Flexbox and Grid', 'বক্স মডেল, Flexbox ও Grid', 'video', false, 30, null),
  ('web-development', 6, 'Mobile-first responsive layouts', 'মোবাইল-ফার্স্ট রেসপনসিভ লেআউট', 'video', false, 25, null),
  ('web-development', 7, 'The DOM and events', 'DOM ও ইভেন্ট', 'video', false, 30, null),
  ('web-development', 8, 'Debugging with AI and checking its answers', 'AI দিয়ে ডিবাগিং, আর তার উত্তর যাচাই করা', 'reading', false, 15, null),
  ('web-development', 9, 'Deploying to Netlify, Vercel or GitHub Pages', 'Netlify, Vercel বা GitHub Pages-এ ডিপ্লয়', 'video', false, 20, null),
  ('web-development', 10, 'Live class: code review and questions', 'লাইভ ক্লাস: কোড রিভিউ ও প্রশ্নোত্তর', 'live', false, 90, '2026-12-06T21:00:00+06:00'::timestamptz),
  ('video-editing', 1, 'How editing tells a story', 'এডিটিং কীভাবে গল্প বলে', 'reading', true, 10, null),
  ('video-editing', 2, 'The CapCut interface and your first edit', 'CapCut-এর ইন্টারফেস ও প্রথম এডিট', 'video', true, 20, null),
  ('video-editing', 3, 'Cutting, trimming and transitions', 'কাটিং, ট্রিমিং ও ট্রানজিশন', 'video', false, 22, null),
  ('video-editing', 4, 'Text, stickers and auto captions', 'টেক্সট, স্টিকার ও অটো ক্যাপশন', 'video', false, 18, null),
  ('video-editing', 5, 'Hooks in the first three seconds', 'প্রথম তিন সেকেন্ডেই হুক', 'video', false, 15, null),
  ('video-editing', 6, 'Exposure, contrast and white balance', 'এক্সপোজার, কনট্রাস্ট ও হোয়াইট ব্যালান্স', 'video', false, 20, null),
  ('video-editing', 7, 'Cleaning up voice recordings', 'ভয়েস রেকর্ডিং পরিষ্কার করা', 'video', false, 16, null),
  ('video-editing', 8, 'Exporting in high quality', 'হাই কোয়ালিটিতে এক্সপোর্ট', 'reading', false, 8, null),
  ('video-editing', 9, 'Live class: reel review and questions', 'লাইভ ক্লাস: রিল রিভিউ ও প্রশ্নোত্তর', 'live', false, 60, '2026-12-07T20:00:00+06:00'::timestamptz);

-- The lessons_create_contents trigger made an empty content row for each lesson: fill it.
update public.lesson_contents c
set body = s.body, body_bn = s.body_bn, video_url = s.video_url, join_url = s.join_url, resources = s.resources
from (
  values
  ('creative-design', 1, null, null,
   '[{"title": "Canva on Google Play", "url": "https://play.google.com/store/apps/details?id=com.canva.editor"}, {"title": "PixelLab on Google Play", "url": "https://play.google.com/store/apps/details?id=com.imaginstudio.imagetools.pixellab"}]'::jsonb,
$md$
## What you need

Everything in this course happens on your phone. Before the next lesson, get these ready:

1. **Free space**: keep at least 2 GB free. Design apps slow down when storage is full.
2. **Canva**: install it from Google Play (or the App Store) and sign up with your email.
3. **PixelLab**: install it too. It works offline, which helps when the connection is slow.
4. **A folder for this course**: in your gallery, make an album called *Design Course* and save every exercise there.

## Set up your screen

- Turn off auto-rotate while you design, so the canvas does not jump.
- Raise the screen brightness: colours look wrong on a dim screen.
- Turn on *Do not disturb* during a lesson.

> **Tip:** Canva works on mobile data, but templates load faster on Wi-Fi. Download the fonts and photos you need while you are on Wi-Fi.

## Exercise

Open Canva, make an *Instagram Post* design, and write your name on it in any font. Save it to your *Design Course* album. That is your first design.
$md$,
$md$
## যা যা লাগবে

এই কোর্সের সব কাজ আপনার ফোনেই হবে। পরের লেসনের আগে এগুলো তৈরি রাখুন:

1. **ফাঁকা জায়গা**: ফোনে অন্তত ২ জিবি জায়গা খালি রাখুন। স্টোরেজ ভরে গেলে ডিজাইন অ্যাপ ধীর হয়ে যায়।
2. **Canva**: গুগল প্লে (বা অ্যাপ স্টোর) থেকে ইনস্টল করে ইমেইল দিয়ে সাইন আপ করুন।
3. **PixelLab**: এটিও ইনস্টল করুন। এটি ইন্টারনেট ছাড়াই চলে, নেট ধীর হলে খুব কাজে দেয়।
4. **কোর্সের জন্য একটি ফোল্ডার**: গ্যালারিতে *Design Course* নামে একটি অ্যালবাম বানান, প্রতিটি অনুশীলন সেখানে সেভ করুন।

## স্ক্রিন সেটআপ

- ডিজাইন করার সময় অটো-রোটেট বন্ধ রাখুন, তাহলে ক্যানভাস লাফাবে না।
- স্ক্রিনের উজ্জ্বলতা বাড়িয়ে নিন: অনুজ্জ্বল স্ক্রিনে কালার ভুল দেখায়।
- লেসনের সময় *Do not disturb* চালু রাখুন।

> **টিপস:** মোবাইল ডেটাতেও Canva চলে, তবে ওয়াই-ফাইতে টেমপ্লেট দ্রুত লোড হয়। দরকারি ফন্ট আর ছবি ওয়াই-ফাই থাকতেই ডাউনলোড করে রাখুন।

## অনুশীলন

Canva খুলে একটি *Instagram Post* ডিজাইন নিন, যেকোনো ফন্টে নিজের নাম লিখুন। ছবিটি *Design Course* অ্যালবামে সেভ করুন। এটাই আপনার প্রথম ডিজাইন।
$md$),
  ('creative-design', 2, 'https://www.youtube.com/watch?v=cD02Palette', null,
   '[{"title": "Coolors palette generator", "url": "https://coolors.co/"}, {"title": "Canva colour wheel", "url": "https://www.canva.com/colors/color-wheel/"}]'::jsonb,
$md$
## In this lesson

Colour is the first thing people notice in a post. In the video you build three palettes from scratch and see why some colour pairs feel calm and others shout.

- The colour wheel: primary, secondary and tertiary colours
- Complementary, analogous and triadic palettes
- The 60-30-10 rule: one main colour, one supporting, one accent
- Contrast: keep text readable on every background

## Exercise

Pick a local business you know (a tea stall, a tailor, a pharmacy). Make a palette of **four colours** for it on [Coolors](https://coolors.co/) and write one line on why each colour fits. Post a screenshot in the support group.
$md$,
$md$
## এই লেসনে

একটি পোস্টে মানুষ সবার আগে কালারই খেয়াল করে। ভিডিওতে আপনি শূন্য থেকে তিনটি প্যালেট বানাবেন, আর দেখবেন কেন কিছু কালারের জুটি শান্ত লাগে আর কিছু চোখে লাগে।

- কালার হুইল: প্রাইমারি, সেকেন্ডারি ও টারশিয়ারি কালার
- কমপ্লিমেন্টারি, অ্যানালগাস ও ট্রায়াডিক প্যালেট
- ৬০-৩০-১০ নিয়ম: একটি প্রধান কালার, একটি সহায়ক, একটি অ্যাকসেন্ট
- কনট্রাস্ট: প্রতিটি ব্যাকগ্রাউন্ডে লেখা যেন সহজে পড়া যায়

## অনুশীলন

চেনা একটি দোকান বেছে নিন (চায়ের দোকান, দর্জির দোকান বা ফার্মেসি)। [Coolors](https://coolors.co/)-এ তার জন্য **চারটি কালারের** একটি প্যালেট বানান, আর প্রতিটি কালার কেন মানায় তা এক লাইনে লিখুন। স্ক্রিনশট সাপোর্ট গ্রুপে পোস্ট করুন।
$md$),
  ('creative-design', 3, 'https://www.youtube.com/watch?v=cD03FontsBn', null,
   '[{"title": "Google Fonts: Bangla fonts", "url": "https://fonts.google.com/?subset=bengali"}, {"title": "Hind Siliguri on Google Fonts", "url": "https://fonts.google.com/specimen/Hind+Siliguri"}]'::jsonb,
$md$
## In this lesson

Good typography makes a design look professional even with no pictures at all.

- Serif, sans-serif, script and display fonts: when to use each
- Pairing a Bangla font with an English font of the same weight and mood
- Hierarchy: headline, subheading and body text in three sizes
- Line spacing and letter spacing on a small screen

### Fonts we use in class

| Language | Headline | Body |
|---|---|---|
| Bangla | Hind Siliguri Bold | Noto Sans Bengali |
| English | Poppins SemiBold | Inter |

## Exercise

Design an Eid greeting post with one Bangla and one English line. Use **two fonts only**, and make the headline at least twice the size of the body text.
$md$,
$md$
## এই লেসনে

ভালো টাইপোগ্রাফি থাকলে কোনো ছবি ছাড়াও ডিজাইন প্রফেশনাল দেখায়।

- সেরিফ, স্যান্স-সেরিফ, স্ক্রিপ্ট ও ডিসপ্লে ফন্ট: কোনটি কখন
- একই ওজন আর মেজাজের বাংলা ও ইংরেজি ফন্টের জুটি মেলানো
- হায়ারার্কি: হেডলাইন, সাবহেডিং আর বডি টেক্সট তিন সাইজে
- ছোট স্ক্রিনে লাইন স্পেসিং ও লেটার স্পেসিং

### ক্লাসে যে ফন্টগুলো ব্যবহার করি

| ভাষা | হেডলাইন | বডি |
|---|---|---|
| বাংলা | Hind Siliguri Bold | Noto Sans Bengali |
| ইংরেজি | Poppins SemiBold | Inter |

## অনুশীলন

একটি বাংলা আর একটি ইংরেজি লাইন দিয়ে ঈদের শুভেচ্ছা পোস্ট ডিজাইন করুন। **মাত্র দুটি ফন্ট** ব্যবহার করবেন, আর হেডলাইন যেন বডি টেক্সটের অন্তত দ্বিগুণ বড় হয়।
$md$),
  ('creative-design', 4, 'https://www.youtube.com/watch?v=cD04CanvaGo', null,
   '[{"title": "Canva Design School", "url": "https://www.canva.com/designschool/"}]'::jsonb,
$md$
## In this lesson

A full tour of the Canva app on a phone, then your first complete design from a blank page.

1. The home screen, search and the *Your projects* tab
2. Choosing the right size before you start
3. Adding text, elements and photos
4. Position, transparency and layers (the *Arrange* menu)
5. Undo, duplicate and group

## Exercise

Make a **"Now Open"** post for a new shop in your area: the shop name, one photo, the address and a phone number. Keep at least a thumb's width of empty space around the edges.
$md$,
$md$
## এই লেসনে

মোবাইলে Canva অ্যাপের পুরো পরিচিতি, তারপর ফাঁকা পেজ থেকে আপনার প্রথম পূর্ণ ডিজাইন।

1. হোম স্ক্রিন, সার্চ আর *Your projects* ট্যাব
2. শুরু করার আগে সঠিক সাইজ বেছে নেওয়া
3. টেক্সট, এলিমেন্ট ও ছবি যোগ করা
4. পজিশন, ট্রান্সপারেন্সি ও লেয়ার (*Arrange* মেনু)
5. আনডু, ডুপ্লিকেট ও গ্রুপ

## অনুশীলন

এলাকার নতুন একটি দোকানের জন্য **"শুভ উদ্বোধন"** পোস্ট বানান: দোকানের নাম, একটি ছবি, ঠিকানা আর ফোন নম্বর। চারপাশের কিনারায় অন্তত এক আঙুল সমান ফাঁকা জায়গা রাখুন।
$md$),
  ('creative-design', 5, 'https://www.youtube.com/watch?v=cD05PixText', null,
   '[{"title": "PixelLab on Google Play", "url": "https://play.google.com/store/apps/details?id=com.imaginstudio.imagetools.pixellab"}]'::jsonb,
$md$
## In this lesson

PixelLab is the fastest way to make eye-catching text on a phone.

- Adding text and changing font, colour and size
- Shadow, stroke and inner shadow
- 3D text: depth, angle and lighting
- Saving a text style and using it again

> **Careful:** heavy effects make text hard to read. One effect at a time is usually enough.

## Exercise

Write the word **SALE** in 3D text with a shadow on a plain background, and export it as PNG.
$md$,
$md$
## এই লেসনে

মোবাইলে নজরকাড়া টেক্সট বানানোর সবচেয়ে দ্রুত উপায় PixelLab।

- টেক্সট যোগ করা, ফন্ট, কালার ও সাইজ বদলানো
- শ্যাডো, স্ট্রোক ও ইনার শ্যাডো
- ৩ডি টেক্সট: ডেপথ, অ্যাঙ্গেল ও লাইটিং
- একটি টেক্সট স্টাইল সেভ করে আবার ব্যবহার করা

> **সাবধান:** বেশি ইফেক্ট দিলে লেখা পড়া কঠিন হয়। সাধারণত একবারে একটি ইফেক্টই যথেষ্ট।

## অনুশীলন

সাধারণ একটি ব্যাকগ্রাউন্ডে শ্যাডোসহ ৩ডি টেক্সটে **SALE** লিখুন, আর PNG হিসেবে এক্সপোর্ট করুন।
$md$),
  ('creative-design', 6, null, null,
   '[{"title": "Facebook image sizes (Meta Business Help)", "url": "https://www.facebook.com/business/help/469767027114079"}]'::jsonb,
$md$
## Sizes to remember

Posting in the wrong size means Facebook or Instagram crops your design. Start every design in the right size:

| Where | Size (pixels) | Shape |
|---|---|---|
| Facebook and Instagram post | 1080 × 1080 | square |
| Instagram portrait post | 1080 × 1350 | 4:5 |
| Story and reel cover | 1080 × 1920 | 9:16 |
| Facebook page cover | 1640 × 624 | wide |
| YouTube thumbnail | 1280 × 720 | 16:9 |

## The safe zone

On stories, keep text and logos out of the top and bottom **250 pixels**: the profile name and the reply box cover them.

## Exercise

Take your "Now Open" post from lesson 4 and resize it for a story (Canva: *Resize*). Move anything that falls into the safe zone.
$md$,
$md$
## যে সাইজগুলো মনে রাখবেন

ভুল সাইজে পোস্ট করলে ফেসবুক বা ইনস্টাগ্রাম ডিজাইন কেটে দেয়। প্রতিটি ডিজাইন সঠিক সাইজে শুরু করুন:

| কোথায় | সাইজ (পিক্সেল) | আকার |
|---|---|---|
| ফেসবুক ও ইনস্টাগ্রাম পোস্ট | ১০৮০ × ১০৮০ | বর্গাকার |
| ইনস্টাগ্রাম পোর্ট্রেট পোস্ট | ১০৮০ × ১৩৫০ | ৪:৫ |
| স্টোরি ও রিল কভার | ১০৮০ × ১৯২০ | ৯:১৬ |
| ফেসবুক পেজ কভার | ১৬৪০ × ৬২৪ | চওড়া |
| ইউটিউব থাম্বনেইল | ১২৮০ × ৭২০ | ১৬:৯ |

## সেফ জোন

স্টোরিতে ওপরের আর নিচের **২৫০ পিক্সেলে** লেখা বা লোগো রাখবেন না: প্রোফাইলের নাম আর রিপ্লাই বক্স সেগুলো ঢেকে দেয়।

## অনুশীলন

লেসন ৪-এর "শুভ উদ্বোধন" পোস্টটি স্টোরির সাইজে নিন (Canva: *Resize*)। সেফ জোনে পড়ে যাওয়া সবকিছু সরিয়ে দিন।
$md$),
  ('creative-design', 7, 'https://www.youtube.com/watch?v=cD07LogoPhn', null,
   '[{"title": "Canva logo maker", "url": "https://www.canva.com/create/logos/"}]'::jsonb,
$md$
## In this lesson

A logo has to work small, in one colour, and on any background. In the video we design a logo for a home bakery, step by step.

1. Three questions to ask the client first
2. Sketching ideas on paper (yes, paper)
3. Wordmark, icon or both
4. Building it in Canva with shapes and text
5. Testing: tiny size, black and white, dark background

## Exercise

Design a logo for a business of your choice. Export it three ways: full colour, black on white, and white on black.
$md$,
$md$
## এই লেসনে

লোগোকে ছোট সাইজে, এক কালারে আর যেকোনো ব্যাকগ্রাউন্ডে কাজ করতে হয়। ভিডিওতে ধাপে ধাপে একটি হোম বেকারির লোগো ডিজাইন করা হয়েছে।

1. শুরুতে ক্লায়েন্টকে যে তিনটি প্রশ্ন করবেন
2. কাগজে আইডিয়ার স্কেচ (হ্যাঁ, কাগজেই)
3. ওয়ার্ডমার্ক, আইকন নাকি দুটোই
4. Canva-তে শেপ আর টেক্সট দিয়ে বানানো
5. যাচাই: খুব ছোট সাইজ, সাদা-কালো, গাঢ় ব্যাকগ্রাউন্ড

## অনুশীলন

নিজের পছন্দের একটি ব্যবসার লোগো ডিজাইন করুন। তিনভাবে এক্সপোর্ট করুন: পূর্ণ কালারে, সাদার ওপর কালো আর কালোর ওপর সাদা।
$md$),
  ('creative-design', 8, null, null,
   '[{"title": "Behance", "url": "https://www.behance.net/"}, {"title": "Creating a Facebook Page", "url": "https://www.facebook.com/pages/create"}]'::jsonb,
$md$
## Your portfolio is your shop window

Clients hire designers from what they can see. Put your **best six designs** in one place before you look for work.

### On Behance

1. Sign up and fill in your profile: a clear photo, your city and *Graphic Designer*.
2. Make one project per piece of work: the final design, then one or two images of the process.
3. Write two lines about each: the client's problem and what you made.

### On Facebook

- Make a page with your name and *Designer* (for example *Rafi Designs*).
- Pin a post with your six best designs as an album.
- Reply to every message within a day: clients compare how fast designers answer.

## Exercise

Publish your first Behance project with the logo from lesson 7 and share the link in the support group.
$md$,
$md$
## পোর্টফোলিও আপনার দোকানের শোকেস

ক্লায়েন্ট যা দেখতে পান তা দেখেই ডিজাইনার বাছাই করেন। কাজ খোঁজার আগে আপনার **সেরা ছয়টি ডিজাইন** এক জায়গায় রাখুন।

### Behance-এ

1. সাইন আপ করে প্রোফাইল পূরণ করুন: পরিষ্কার একটি ছবি, আপনার শহর আর *Graphic Designer*।
2. প্রতিটি কাজের জন্য একটি প্রজেক্ট: চূড়ান্ত ডিজাইন, তারপর কাজের প্রক্রিয়ার এক-দুটি ছবি।
3. প্রতিটির জন্য দুই লাইন লিখুন: ক্লায়েন্টের সমস্যা কী ছিল আর আপনি কী বানালেন।

### ফেসবুকে

- নিজের নাম আর *Designer* দিয়ে একটি পেজ খুলুন (যেমন *Rafi Designs*)।
- সেরা ছয়টি ডিজাইনের অ্যালবাম দিয়ে একটি পোস্ট পিন করুন।
- প্রতিটি মেসেজের উত্তর এক দিনের মধ্যে দিন: ক্লায়েন্টরা দেখেন কোন ডিজাইনার কত দ্রুত উত্তর দেন।

## অনুশীলন

লেসন ৭-এর লোগো দিয়ে Behance-এ আপনার প্রথম প্রজেক্ট পাবলিশ করুন, আর লিংকটি সাপোর্ট গ্রুপে শেয়ার করুন।
$md$),
  ('creative-design', 9, null, 'https://meet.google.com/cdr-view-q2a',
   '[{"title": "Google Meet on Google Play", "url": "https://play.google.com/store/apps/details?id=com.google.android.apps.tachyon"}]'::jsonb,
$md$
## Live class: design review

Tanvir reviews learners' designs live and answers your questions.

**When:** Saturday 5 December 2026, 8:00 pm Bangladesh time (about one hour).

### Before the class

- Post **one design** you want reviewed in the support group by Friday night.
- Install Google Meet and test your microphone.
- Join from Wi-Fi if you can; turn your camera off on mobile data.

The join link appears on this page 15 minutes before the class starts. The recording is added here after the class.
$md$,
$md$
## লাইভ ক্লাস: ডিজাইন রিভিউ

তানভীর লাইভে শিক্ষার্থীদের ডিজাইন রিভিউ করবেন আর আপনার প্রশ্নের উত্তর দেবেন।

**কখন:** শনিবার, ৫ ডিসেম্বর ২০২৬, বাংলাদেশ সময় রাত ৮টা (প্রায় এক ঘণ্টা)।

### ক্লাসের আগে

- যে **একটি ডিজাইন** রিভিউ করাতে চান, শুক্রবার রাতের মধ্যে সাপোর্ট গ্রুপে পোস্ট করুন।
- Google Meet ইনস্টল করে মাইক্রোফোন পরীক্ষা করে নিন।
- সম্ভব হলে ওয়াই-ফাই থেকে যোগ দিন; মোবাইল ডেটায় ক্যামেরা বন্ধ রাখুন।

ক্লাস শুরুর ১৫ মিনিট আগে এই পেজে যোগ দেওয়ার লিংক দেখা যাবে। ক্লাসের পর রেকর্ডিং এখানে যোগ করা হবে।
$md$),
  ('web-development', 1, null, null,
   '[{"title": "MDN: How the web works", "url": "https://developer.mozilla.org/en-US/docs/Learn_web_development/Getting_started/Web_standards/How_the_web_works"}]'::jsonb,
$md$
## What happens when you open a website

1. You type an address such as `example.com`.
2. **DNS** turns the name into the address of a computer (an IP address), like a phone book.
3. Your **browser** asks that computer, the **server**, for the page.
4. The server answers with files: **HTML** (the content), **CSS** (the look) and **JavaScript** (the behaviour).
5. The browser puts them together and draws the page.

## Domain and hosting

- A **domain** is the name (`yourname.com`). You rent it by the year.
- **Hosting** is the computer that keeps your files online. For the sites in this course, free hosting (Netlify, GitHub Pages) is enough.

> A `.com.bd` domain is bought through BTCL or a local reseller; a `.com` domain from any registrar.

## Check yourself

- What does DNS do?
- Which of the three files decides the colours of a page?
$md$,
$md$
## একটি ওয়েবসাইট খুললে কী ঘটে

1. আপনি `example.com`-এর মতো একটি ঠিকানা লেখেন।
2. **DNS** নামটিকে একটি কম্পিউটারের ঠিকানায় (IP অ্যাড্রেস) বদলে দেয়, অনেকটা ফোনবুকের মতো।
3. আপনার **ব্রাউজার** সেই কম্পিউটার, অর্থাৎ **সার্ভারের** কাছে পেজটি চায়।
4. সার্ভার কিছু ফাইল পাঠায়: **HTML** (কনটেন্ট), **CSS** (দেখতে কেমন) আর **JavaScript** (আচরণ)।
5. ব্রাউজার সেগুলো জুড়ে পেজটি দেখায়।

## ডোমেইন ও হোস্টিং

- **ডোমেইন** হলো নাম (`yourname.com`)। এটি বছর হিসেবে ভাড়া নিতে হয়।
- **হোস্টিং** হলো সেই কম্পিউটার যেটি আপনার ফাইলগুলো অনলাইনে রাখে। এই কোর্সের সাইটগুলোর জন্য ফ্রি হোস্টিংই (Netlify, GitHub Pages) যথেষ্ট।

> `.com.bd` ডোমেইন কিনতে হয় BTCL বা দেশি রিসেলারের কাছ থেকে; `.com` ডোমেইন যেকোনো রেজিস্ট্রার থেকে।

## নিজেকে যাচাই করুন

- DNS কী কাজ করে?
- তিনটি ফাইলের কোনটি পেজের কালার ঠিক করে?
$md$),
  ('web-development', 2, 'https://www.youtube.com/watch?v=wD02VsCodeS', null,
   '[{"title": "Visual Studio Code", "url": "https://code.visualstudio.com/"}, {"title": "Chrome DevTools", "url": "https://developer.chrome.com/docs/devtools"}]'::jsonb,
$md$
## In this lesson

Set up the tools working developers use every day.

- Installing **VS Code** on Windows, and the extensions we use: Prettier and Live Server
- Opening a folder as a project
- The browser's **DevTools**: *Elements*, *Console* and the phone view
- Keyboard shortcuts that save hours: `Ctrl+S`, `Ctrl+/`, `Alt+↑/↓`

> On a phone only? Use [vscode.dev](https://vscode.dev) in Chrome for the first lessons.

## Exercise

Create a folder `web-course`, open it in VS Code and install Live Server.
$md$,
$md$
## এই লেসনে

পেশাদার ডেভেলপাররা প্রতিদিন যে টুলগুলো ব্যবহার করেন, সেগুলো সেটআপ করা।

- উইন্ডোজে **VS Code** ইনস্টল, আর আমাদের ব্যবহৃত এক্সটেনশন: Prettier ও Live Server
- একটি ফোল্ডারকে প্রজেক্ট হিসেবে খোলা
- ব্রাউজারের **DevTools**: *Elements*, *Console* আর মোবাইল ভিউ
- যে কিবোর্ড শর্টকাটগুলো ঘণ্টার পর ঘণ্টা বাঁচায়: `Ctrl+S`, `Ctrl+/`, `Alt+↑/↓`

> শুধু মোবাইল আছে? প্রথম লেসনগুলোর জন্য Chrome-এ [vscode.dev](https://vscode.dev) ব্যবহার করুন।

## অনুশীলন

`web-course` নামে একটি ফোল্ডার বানিয়ে VS Code-এ খুলুন, আর Live Server ইনস্টল করুন।
$md$),
  ('web-development', 3, 'https://www.youtube.com/watch?v=wD03FirstPg', null,
   '[{"title": "MDN: Getting started with HTML", "url": "https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/Structuring_content/Basic_HTML_syntax"}]'::jsonb,
$md$
## In this lesson

You write your first web page by hand and open it in the browser.

```html
<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>My first page</title>
  </head>
  <body>
    <h1>Hello, Chattogram!</h1>
    <p>This is my first web page.</p>
  </body>
</html>
```

- Why `lang`, `charset` and `viewport` matter (Bangla text and phones)
- Saving as `index.html` and opening it with Live Server

## Exercise

Make a page about yourself: your name as a heading, two paragraphs and a link to your Facebook profile.
$md$,
$md$
## এই লেসনে

নিজের হাতে প্রথম ওয়েব পেজ লিখে ব্রাউজারে খুলবেন।

```html
<!doctype html>
<html lang="bn">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>আমার প্রথম পেজ</title>
  </head>
  <body>
    <h1>হ্যালো, চট্টগ্রাম!</h1>
    <p>এটি আমার প্রথম ওয়েব পেজ।</p>
  </body>
</html>
```

- `lang`, `charset` আর `viewport` কেন জরুরি (বাংলা লেখা আর মোবাইলের জন্য)
- `index.html` নামে সেভ করে Live Server দিয়ে খোলা

## অনুশীলন

নিজেকে নিয়ে একটি পেজ বানান: হেডিং হিসেবে আপনার নাম, দুটি প্যারাগ্রাফ আর আপনার ফেসবুক প্রোফাইলের একটি লিংক।
$md$),
  ('web-development', 4, 'https://www.youtube.com/watch?v=wD04Semantc', null,
   '[{"title": "MDN: HTML elements reference", "url": "https://developer.mozilla.org/en-US/docs/Web/HTML/Element"}, {"title": "WebAIM: alternative text", "url": "https://webaim.org/techniques/alttext/"}]'::jsonb,
$md$
## In this lesson

Semantic HTML tells browsers, search engines and screen readers what each part of the page *is*.

- `header`, `nav`, `main`, `section`, `article` and `footer` instead of `div` everywhere
- One `h1` per page, headings in order
- `alt` text that describes an image, and empty `alt=""` for decoration
- Labels on every form field
- Buttons for actions, links for navigation

## Exercise

Rewrite your page from lesson 3 with `header`, `main` and `footer`, and add one image with good `alt` text.
$md$,
$md$
## এই লেসনে

সিমান্টিক HTML ব্রাউজার, সার্চ ইঞ্জিন আর স্ক্রিন রিডারকে জানায় পেজের কোন অংশ আসলে *কী*।

- সব জায়গায় `div` না দিয়ে `header`, `nav`, `main`, `section`, `article` ও `footer`
- প্রতিটি পেজে একটি `h1`, হেডিংগুলো ক্রম অনুযায়ী
- ছবির বর্ণনা দেয় এমন `alt` টেক্সট, আর সাজসজ্জার ছবির জন্য ফাঁকা `alt=""`
- প্রতিটি ফর্ম ফিল্ডে লেবেল
- কাজের জন্য বাটন, এক পেজ থেকে অন্য পেজে যেতে লিংক

## অনুশীলন

লেসন ৩-এর পেজটি `header`, `main` ও `footer` দিয়ে আবার লিখুন, আর ভালো `alt` টেক্সটসহ একটি ছবি যোগ করুন।
$md$),
  ('web-development', 5, 'https://www.youtube.com/watch?v=wD05FlexGrd', null,
   '[{"title": "CSS-Tricks: A complete guide to Flexbox", "url": "https://css-tricks.com/snippets/css/a-guide-to-flexbox/"}, {"title": "Flexbox Froggy", "url": "https://flexboxfroggy.com/"}]'::jsonb,
$md$
## In this lesson

- The **box model**: content, padding, border and margin, and why `box-sizing: border-box`
- **Flexbox** for a row or a column: `justify-content`, `align-items`, `gap`
- **Grid** for two dimensions: `grid-template-columns` and `repeat(auto-fit, minmax(...))`

```css
.cards {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1rem;
}
```

## Exercise

Build a row of three course cards that becomes one column on a phone, without a single media query.
$md$,
$md$
## এই লেসনে

- **বক্স মডেল**: কনটেন্ট, প্যাডিং, বর্ডার ও মার্জিন, আর কেন `box-sizing: border-box`
- এক সারি বা এক কলামের জন্য **Flexbox**: `justify-content`, `align-items`, `gap`
- দুই দিকের লেআউটের জন্য **Grid**: `grid-template-columns` আর `repeat(auto-fit, minmax(...))`

```css
.cards {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1rem;
}
```

## অনুশীলন

তিনটি কোর্স কার্ডের একটি সারি বানান যা মোবাইলে এক কলাম হয়ে যায়, কোনো মিডিয়া কোয়েরি ছাড়াই।
$md$),
  ('web-development', 6, 'https://www.youtube.com/watch?v=wD06MobileF', null,
   '[{"title": "web.dev: Learn Responsive Design", "url": "https://web.dev/learn/design"}]'::jsonb,
$md$
## In this lesson

Most of your visitors in Bangladesh are on a phone. Design for the small screen first, then add space for bigger ones.

- Start with one column and readable text (at least 16 px)
- `min-width` media queries to add columns on wider screens
- Images that shrink: `max-width: 100%; height: auto`
- Tap targets of at least 44 × 44 px
- Testing at 360 px wide in DevTools

## Exercise

Open your page in DevTools at 360 px. Fix everything that overflows or is smaller than a fingertip.
$md$,
$md$
## এই লেসনে

বাংলাদেশে আপনার বেশিরভাগ ভিজিটর মোবাইলে থাকেন। আগে ছোট স্ক্রিনের জন্য ডিজাইন করুন, তারপর বড় স্ক্রিনের জন্য জায়গা বাড়ান।

- এক কলাম আর সহজে পড়া যায় এমন লেখা দিয়ে শুরু (অন্তত ১৬ পিক্সেল)
- চওড়া স্ক্রিনে কলাম যোগ করতে `min-width` মিডিয়া কোয়েরি
- যে ছবি ছোট হয়ে যায়: `max-width: 100%; height: auto`
- ট্যাপ করার জায়গা অন্তত ৪৪ × ৪৪ পিক্সেল
- DevTools-এ ৩৬০ পিক্সেল চওড়ায় পরীক্ষা

## অনুশীলন

DevTools-এ ৩৬০ পিক্সেলে আপনার পেজ খুলুন। যা কিছু বাইরে বেরিয়ে যায় বা আঙুলের ডগার চেয়ে ছোট, সব ঠিক করুন।
$md$),
  ('web-development', 7, 'https://www.youtube.com/watch?v=wD07DomEvnt', null,
   '[{"title": "MDN: Introduction to the DOM", "url": "https://developer.mozilla.org/en-US/docs/Web/API/Document_Object_Model/Introduction"}]'::jsonb,
$md$
## In this lesson

JavaScript makes a page respond. You find elements, listen for events and change the page.

```js
const button = document.querySelector('#like')
const count = document.querySelector('#count')
let likes = 0
button.addEventListener('click', () => {
  likes += 1
  count.textContent = String(likes)
})
```

- `querySelector` and `querySelectorAll`
- `addEventListener` for `click`, `input` and `submit`
- Changing text, classes and attributes

## Exercise

Build a dark-mode toggle: a button that adds or removes a `dark` class on `body`.
$md$,
$md$
## এই লেসনে

JavaScript পেজকে সাড়া দিতে শেখায়। আপনি এলিমেন্ট খুঁজবেন, ইভেন্ট শুনবেন আর পেজ বদলাবেন।

```js
const button = document.querySelector('#like')
const count = document.querySelector('#count')
let likes = 0
button.addEventListener('click', () => {
  likes += 1
  count.textContent = String(likes)
})
```

- `querySelector` ও `querySelectorAll`
- `click`, `input` ও `submit`-এর জন্য `addEventListener`
- লেখা, ক্লাস ও অ্যাট্রিবিউট বদলানো

## অনুশীলন

একটি ডার্ক মোড বাটন বানান: বাটনে চাপলে `body`-তে `dark` ক্লাস যোগ হবে বা সরে যাবে।
$md$),
  ('web-development', 8, null, null,
   '[{"title": "MDN: What went wrong? Troubleshooting JavaScript", "url": "https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/Scripting/What_went_wrong"}]'::jsonb,
$md$
## Debugging with an AI assistant

AI assistants are good at explaining errors. They are also confidently wrong sometimes. Use them like a senior classmate, not like an answer key.

### A good debugging prompt

1. What you expected to happen
2. What happened instead, with the **exact** error from the Console
3. The smallest piece of code that shows the problem

### Check every answer

- Run the suggested code. Does the error go away *and* does the page do the right thing?
- Ask "why does this fix it?" If the explanation does not make sense to you, do not paste it.
- Never paste passwords, API keys or other people's data into a chat.

## Exercise

Break your dark-mode toggle on purpose (misspell a variable). Ask an assistant to find the bug using the three-part prompt, and write down whether its first answer was right.
$md$,
$md$
## AI অ্যাসিস্ট্যান্ট দিয়ে ডিবাগিং

এরর ব্যাখ্যা করতে AI অ্যাসিস্ট্যান্ট বেশ ভালো। আবার মাঝে মাঝে খুব আত্মবিশ্বাসের সাথে ভুলও বলে। একে উত্তরপত্র নয়, অভিজ্ঞ সহপাঠীর মতো ব্যবহার করুন।

### ডিবাগিংয়ের ভালো প্রম্পট

1. আপনি কী ঘটবে ভেবেছিলেন
2. তার বদলে কী ঘটল, Console-এর **হুবহু** এরর মেসেজসহ
3. সমস্যাটি দেখা যায় এমন সবচেয়ে ছোট কোড

### প্রতিটি উত্তর যাচাই করুন

- প্রস্তাবিত কোড চালিয়ে দেখুন। এরর কি চলে গেল, *আর* পেজ কি ঠিক কাজটি করছে?
- জিজ্ঞেস করুন "এতে কেন ঠিক হলো?" ব্যাখ্যা বুঝতে না পারলে কোডটি বসাবেন না।
- পাসওয়ার্ড, API key বা অন্যের ডেটা কখনো চ্যাটে দেবেন না।

## অনুশীলন

ইচ্ছে করে আপনার ডার্ক মোড বাটনটি নষ্ট করুন (একটি ভেরিয়েবলের বানান ভুল লিখুন)। তিন ভাগের প্রম্পট দিয়ে অ্যাসিস্ট্যান্টকে বাগটি খুঁজতে বলুন, আর তার প্রথম উত্তর ঠিক ছিল কি না লিখে রাখুন।
$md$),
  ('web-development', 9, 'https://www.youtube.com/watch?v=wD09Deploys', null,
   '[{"title": "GitHub Pages", "url": "https://pages.github.com/"}, {"title": "Netlify documentation", "url": "https://docs.netlify.com/"}]'::jsonb,
$md$
## In this lesson

Put your site on the internet, free, with a link you can share.

1. Push your project to a GitHub repository
2. **GitHub Pages**: *Settings → Pages → Deploy from a branch*
3. **Netlify**: connect the repository, and every push updates the site
4. Checking the live site on your phone

## Exercise

Deploy your portfolio page and post its link in the support group. Open a classmate's link on your phone and send them one suggestion.
$md$,
$md$
## এই লেসনে

আপনার সাইট ইন্টারনেটে তুলুন, বিনা খরচে, শেয়ার করার মতো একটি লিংকসহ।

1. প্রজেক্টটি একটি GitHub রিপোজিটরিতে পুশ করা
2. **GitHub Pages**: *Settings → Pages → Deploy from a branch*
3. **Netlify**: রিপোজিটরি যুক্ত করুন, প্রতিটি পুশে সাইট আপডেট হবে
4. নিজের মোবাইলে লাইভ সাইট পরীক্ষা

## অনুশীলন

আপনার পোর্টফোলিও পেজ ডিপ্লয় করে লিংকটি সাপোর্ট গ্রুপে দিন। একজন সহপাঠীর লিংক মোবাইলে খুলে তাকে একটি পরামর্শ পাঠান।
$md$),
  ('web-development', 10, null, 'https://meet.google.com/wdv-code-q2a',
   '[{"title": "Google Meet on Google Play", "url": "https://play.google.com/store/apps/details?id=com.google.android.apps.tachyon"}]'::jsonb,
$md$
## Live class: code review

Your instructor reviews learners' code live and answers questions about HTML, CSS, JavaScript and deployment.

**When:** Sunday 6 December 2026, 9:00 pm Bangladesh time (about 90 minutes).

### Before the class

- Deploy your page (lesson 9) and post the link in the support group.
- Write down one question you are stuck on.
- Join from a computer if you can, so you can follow the code on screen.

The join link appears on this page 15 minutes before the class starts. The recording is added here after the class.
$md$,
$md$
## লাইভ ক্লাস: কোড রিভিউ

ইন্সট্রাক্টর লাইভে শিক্ষার্থীদের কোড রিভিউ করবেন, আর HTML, CSS, JavaScript ও ডিপ্লয়মেন্ট নিয়ে প্রশ্নের উত্তর দেবেন।

**কখন:** রবিবার, ৬ ডিসেম্বর ২০২৬, বাংলাদেশ সময় রাত ৯টা (প্রায় ৯০ মিনিট)।

### ক্লাসের আগে

- আপনার পেজ ডিপ্লয় করে (লেসন ৯) লিংকটি সাপোর্ট গ্রুপে দিন।
- যে জায়গায় আটকে আছেন, সেটি নিয়ে একটি প্রশ্ন লিখে রাখুন।
- সম্ভব হলে কম্পিউটার থেকে যোগ দিন, তাহলে স্ক্রিনের কোড অনুসরণ করতে পারবেন।

ক্লাস শুরুর ১৫ মিনিট আগে এই পেজে যোগ দেওয়ার লিংক দেখা যাবে। ক্লাসের পর রেকর্ডিং এখানে যোগ করা হবে।
$md$),
  ('video-editing', 1, null, null,
   '[{"title": "YouTube Creator Academy: storytelling", "url": "https://www.youtube.com/creators/"}]'::jsonb,
$md$
## Editing is storytelling

A viewer never sees the cuts you made; they feel them. Every edit answers one question: **what does the viewer need to see next?**

### Three ideas for this course

1. **Start strong.** The first seconds decide whether people keep watching.
2. **Cut what does not help the story.** A pause, a repeated sentence, a shaky shot: out.
3. **Sound is half the video.** Viewers forgive an average picture, not bad sound.

### Beginning, middle, end

Even a 30-second reel has one: a hook, the content, and a reason to follow or buy.

## Exercise

Watch one reel you liked this week. Write down the hook, the moment it changes, and how it ends.
$md$,
$md$
## এডিটিং মানে গল্প বলা

দর্শক কখনো আপনার কাটগুলো দেখেন না, তারা অনুভব করেন। প্রতিটি এডিট একটি প্রশ্নের উত্তর দেয়: **দর্শকের এরপর কী দেখা দরকার?**

### এই কোর্সের তিনটি মূল কথা

1. **জোরালো শুরু।** প্রথম কয়েক সেকেন্ডেই ঠিক হয় মানুষ দেখতে থাকবে কি না।
2. **যা গল্পে কাজে আসে না, কেটে ফেলুন।** থেমে থাকা, একই কথা দুবার, কাঁপা শট: বাদ।
3. **সাউন্ড ভিডিওর অর্ধেক।** মাঝারি ছবি দর্শক মেনে নেন, খারাপ সাউন্ড নয়।

### শুরু, মাঝখান, শেষ

৩০ সেকেন্ডের একটি রিলেরও তা থাকে: একটি হুক, মূল কনটেন্ট, আর ফলো করা বা কেনার একটি কারণ।

## অনুশীলন

এই সপ্তাহে ভালো লাগা একটি রিল দেখুন। তার হুক, কোন মুহূর্তে মোড় নিল আর কীভাবে শেষ হলো, লিখে রাখুন।
$md$),
  ('video-editing', 2, 'https://www.youtube.com/watch?v=vE02CapCut1', null,
   '[{"title": "CapCut on Google Play", "url": "https://play.google.com/store/apps/details?id=com.lemon.lvoverseas"}]'::jsonb,
$md$
## In this lesson

A tour of CapCut on the phone and a first edit from three clips.

- New project, importing clips, and the timeline
- Split, delete and reorder
- Adding music from your phone
- Export settings: 1080p, 30 fps

## Exercise

Film three short clips of your street or your home (5 seconds each). Join them in CapCut with music and export a 15-second video.
$md$,
$md$
## এই লেসনে

মোবাইলে CapCut-এর পরিচিতি, আর তিনটি ক্লিপ দিয়ে প্রথম এডিট।

- নতুন প্রজেক্ট, ক্লিপ ইমপোর্ট আর টাইমলাইন
- স্প্লিট, ডিলিট ও ক্রম বদলানো
- ফোন থেকে মিউজিক যোগ করা
- এক্সপোর্ট সেটিংস: ১০৮০p, ৩০ fps

## অনুশীলন

আপনার রাস্তা বা বাড়ির তিনটি ছোট ক্লিপ (৫ সেকেন্ড করে) ধারণ করুন। CapCut-এ মিউজিকসহ জুড়ে ১৫ সেকেন্ডের একটি ভিডিও এক্সপোর্ট করুন।
$md$),
  ('video-editing', 3, 'https://www.youtube.com/watch?v=vE03CutTrim', null,
   '[]'::jsonb,
$md$
## In this lesson

- Cutting on action: cut while something moves, and the cut disappears
- J-cuts and L-cuts: let the sound lead or follow the picture
- Trimming the dead air at the start and end of every clip
- When to use a transition (rarely) and which ones (a simple dissolve)

## Exercise

Re-edit your 15-second video from lesson 2 with **no transitions at all**, only clean cuts on movement.
$md$,
$md$
## এই লেসনে

- অ্যাকশনের ওপর কাট: কিছু নড়ার মুহূর্তে কাটলে কাটটি চোখে পড়ে না
- J-কাট ও L-কাট: সাউন্ডকে ছবির আগে বা পরে চলতে দেওয়া
- প্রতিটি ক্লিপের শুরু আর শেষের ফাঁকা অংশ ছেঁটে ফেলা
- ট্রানজিশন কখন দেবেন (খুব কম) আর কোনটি (সাধারণ ডিজলভ)

## অনুশীলন

লেসন ২-এর ১৫ সেকেন্ডের ভিডিওটি **কোনো ট্রানজিশন ছাড়াই** আবার এডিট করুন, শুধু নড়াচড়ার মুহূর্তে পরিষ্কার কাট দিয়ে।
$md$),
  ('video-editing', 4, 'https://www.youtube.com/watch?v=vE04Caption', null,
   '[]'::jsonb,
$md$
## In this lesson

Most people watch reels with the sound off. Captions keep them watching.

- Text styles that stay readable on any background
- **Auto captions** in CapCut, and correcting them
- Bangla captions: choosing a font that shows every conjunct correctly
- Stickers and emoji, without covering faces

## Exercise

Record yourself saying three sentences about your favourite food. Add auto captions and correct every mistake.
$md$,
$md$
## এই লেসনে

বেশিরভাগ মানুষ সাউন্ড বন্ধ রেখে রিল দেখেন। ক্যাপশন থাকলে তারা দেখতে থাকেন।

- যেকোনো ব্যাকগ্রাউন্ডে পড়া যায় এমন টেক্সট স্টাইল
- CapCut-এ **অটো ক্যাপশন**, আর তা সংশোধন করা
- বাংলা ক্যাপশন: এমন ফন্ট বাছাই যাতে প্রতিটি যুক্তাক্ষর ঠিকভাবে দেখায়
- মুখ না ঢেকে স্টিকার ও ইমোজি

## অনুশীলন

প্রিয় খাবার নিয়ে তিনটি বাক্য বলে নিজেকে রেকর্ড করুন। অটো ক্যাপশন যোগ করে প্রতিটি ভুল ঠিক করুন।
$md$),
  ('video-editing', 5, 'https://www.youtube.com/watch?v=vE05HookIn3', null,
   '[]'::jsonb,
$md$
## In this lesson

On Facebook Reels and TikTok, people decide in about three seconds. We look at hooks that work:

- **The result first**: show the finished dish, then how it was made
- **A question** the viewer wants answered
- **Movement** in the very first frame
- Text on screen that promises something specific

## Exercise

Make three different openings for the same video and ask five friends which one made them want to keep watching.
$md$,
$md$
## এই লেসনে

ফেসবুক রিলস আর টিকটকে মানুষ মোটামুটি তিন সেকেন্ডেই সিদ্ধান্ত নেন। যে হুকগুলো কাজ করে:

- **আগে ফলাফল**: আগে রান্না করা খাবারটি দেখান, তারপর কীভাবে বানালেন
- দর্শক উত্তর জানতে চাইবেন এমন **একটি প্রশ্ন**
- একেবারে প্রথম ফ্রেমেই **নড়াচড়া**
- স্ক্রিনে নির্দিষ্ট কিছুর প্রতিশ্রুতি দেওয়া লেখা

## অনুশীলন

একই ভিডিওর তিনটি আলাদা শুরু বানান, আর পাঁচজন বন্ধুকে জিজ্ঞেস করুন কোনটি দেখে তাদের শেষ পর্যন্ত দেখতে ইচ্ছে করেছে।
$md$),
  ('video-editing', 6, 'https://www.youtube.com/watch?v=vE06Exposur', null,
   '[]'::jsonb,
$md$
## In this lesson

Colour correction makes footage look the way it did to your eyes.

1. **Exposure**: bright enough, without white areas losing detail
2. **Contrast**: deep blacks without crushing the shadows
3. **White balance**: white looks white (tube lights make everything green or blue)
4. Correct first, then add a look (next module)

## Exercise

Film the same scene indoors under a tube light and by a window. Correct both until they look alike.
$md$,
$md$
## এই লেসনে

কালার কারেকশন ফুটেজকে সেভাবে দেখায় যেভাবে আপনার চোখ দেখেছিল।

1. **এক্সপোজার**: যথেষ্ট উজ্জ্বল, কিন্তু সাদা অংশের ডিটেইল না হারিয়ে
2. **কনট্রাস্ট**: গাঢ় কালো, কিন্তু ছায়া একেবারে হারিয়ে না ফেলে
3. **হোয়াইট ব্যালান্স**: সাদা যেন সাদাই দেখায় (টিউবলাইটে সবকিছু সবুজ বা নীল লাগে)
4. আগে কারেকশন, তারপর লুক যোগ করা (পরের মডিউলে)

## অনুশীলন

একই দৃশ্য ঘরের ভেতরে টিউবলাইটে আর জানালার পাশে ধারণ করুন। দুটিকে কারেক্ট করে একই রকম করুন।
$md$),
  ('video-editing', 7, 'https://www.youtube.com/watch?v=vE07VoiceCl', null,
   '[{"title": "YouTube Audio Library", "url": "https://www.youtube.com/audiolibrary"}]'::jsonb,
$md$
## In this lesson

- Recording in a quiet corner: curtains and cushions absorb echo
- Noise reduction in CapCut and VN, and how much is too much
- Cutting breaths, clicks and "umm"s
- Keeping the voice at the same level throughout

## Exercise

Record one minute of voice near a fan, then clean it up. Post the before and after in the support group.
$md$,
$md$
## এই লেসনে

- নীরব কোণে রেকর্ড করা: পর্দা আর কুশন প্রতিধ্বনি শুষে নেয়
- CapCut ও VN-এ নয়েজ রিডাকশন, আর কতটা দিলে বেশি হয়ে যায়
- শ্বাস, ক্লিক আর "উম্‌" কেটে ফেলা
- পুরো সময় কণ্ঠস্বর একই লেভেলে রাখা

## অনুশীলন

ফ্যানের পাশে এক মিনিট কথা রেকর্ড করে পরিষ্কার করুন। আগের আর পরের অডিও সাপোর্ট গ্রুপে পোস্ট করুন।
$md$),
  ('video-editing', 8, null, null,
   '[{"title": "YouTube recommended upload settings", "url": "https://support.google.com/youtube/answer/1722171"}]'::jsonb,
$md$
## Export settings that keep quality

Platforms compress every upload again. Give them the best file you can.

| Platform | Resolution | Frame rate | Notes |
|---|---|---|---|
| Facebook and Instagram Reels | 1080 × 1920 | 30 fps | under 90 seconds for Reels |
| YouTube | 1920 × 1080 | same as filmed | upload in HD, not 720p |
| TikTok | 1080 × 1920 | 30 fps | keep text away from the edges |

### Before you export

- Watch the whole video once more with headphones.
- Check the first frame: it becomes the thumbnail on some apps.
- Upload on Wi-Fi: apps lower the quality on slow connections.
$md$,
$md$
## মান ধরে রাখে এমন এক্সপোর্ট সেটিংস

প্রতিটি আপলোড প্ল্যাটফর্মগুলো আবার কমপ্রেস করে। তাই যত ভালো ফাইল সম্ভব, তাদের দিন।

| প্ল্যাটফর্ম | রেজোলিউশন | ফ্রেম রেট | খেয়াল রাখুন |
|---|---|---|---|
| ফেসবুক ও ইনস্টাগ্রাম রিলস | ১০৮০ × ১৯২০ | ৩০ fps | রিলস ৯০ সেকেন্ডের কম |
| ইউটিউব | ১৯২০ × ১০৮০ | যেভাবে ধারণ করেছেন | ৭২০p নয়, HD-তে আপলোড |
| টিকটক | ১০৮০ × ১৯২০ | ৩০ fps | লেখা কিনারা থেকে দূরে রাখুন |

### এক্সপোর্টের আগে

- হেডফোনে পুরো ভিডিওটি আরেকবার দেখুন।
- প্রথম ফ্রেমটি দেখে নিন: কিছু অ্যাপে এটিই থাম্বনেইল হয়।
- ওয়াই-ফাইতে আপলোড করুন: ধীর নেটে অ্যাপগুলো মান কমিয়ে দেয়।
$md$),
  ('video-editing', 9, null, 'https://meet.google.com/vde-reel-q2a',
   '[{"title": "Google Meet on Google Play", "url": "https://play.google.com/store/apps/details?id=com.google.android.apps.tachyon"}]'::jsonb,
$md$
## Live class: reel review

Nusrat reviews learners' reels live and answers your editing questions.

**When:** Monday 7 December 2026, 8:00 pm Bangladesh time (about one hour).

### Before the class

- Post one reel (under 30 seconds) in the support group by Sunday night.
- Write down which part of it you are least happy with.
- Use earphones during the class so you hear the sound details.

The join link appears on this page 15 minutes before the class starts. The recording is added here after the class.
$md$,
$md$
## লাইভ ক্লাস: রিল রিভিউ

নুসরাত লাইভে শিক্ষার্থীদের রিল রিভিউ করবেন আর এডিটিং নিয়ে আপনার প্রশ্নের উত্তর দেবেন।

**কখন:** সোমবার, ৭ ডিসেম্বর ২০২৬, বাংলাদেশ সময় রাত ৮টা (প্রায় এক ঘণ্টা)।

### ক্লাসের আগে

- রবিবার রাতের মধ্যে একটি রিল (৩০ সেকেন্ডের কম) সাপোর্ট গ্রুপে পোস্ট করুন।
- এর কোন অংশ নিয়ে আপনি সবচেয়ে কম খুশি, লিখে রাখুন।
- ক্লাসের সময় ইয়ারফোন ব্যবহার করুন, সাউন্ডের খুঁটিনাটি শুনতে পাবেন।

ক্লাস শুরুর ১৫ মিনিট আগে এই পেজে যোগ দেওয়ার লিংক দেখা যাবে। ক্লাসের পর রেকর্ডিং এখানে যোগ করা হবে।
$md$)
) as s (course_id, position, video_url, join_url, resources, body, body_bn)
join public.lessons l on l.course_id = s.course_id and l.position = s.position
where c.lesson_id = l.id;

-- ==================================================================== payment_decisions

-- Payment decisions on record (issue 15): every approval, rejection and refund keeps who, when,
-- why and the wallet payment it was matched with; refunds; approving a batch all or nothing;
-- money statistics.
--
-- Where things live (docs/decisions/0022-payment-decisions.md):
--   * pending_enrollments holds the current state the learner may read: its status (now also
--     'refunded'), the reason of the decision (decision_reason) and the payment it was settled
--     with (paid_*). It does not say who decided (learners read their own requests whole).
--   * public.enrollment_decisions is the history: one row per decision, written only by a
--     trigger (nobody, not even an admin, writes or edits it through the API), read only by
--     admins. It names who decided.

-- ---------------------------------------------------------------- helpers
-- A reason with the white space around it (spaces, tabs, line breaks) removed; null when
-- nothing is left. (btrim removes spaces only.)
create function private.trimmed_reason(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(regexp_replace(value, '^\s+|\s+$', '', 'g'), '');
$$;

revoke all on function private.trimmed_reason(text) from public;
grant execute on function private.trimmed_reason(text) to authenticated, service_role;

-- ---------------------------------------------------------------- pending_enrollments
alter table public.pending_enrollments
  add column decision_reason text
    constraint pending_enrollments_decision_reason_length
    check (char_length(decision_reason) between 1 and 500),
  -- The wallet payment an admin matched this request with (packages/payments reads it from
  -- the wallet's SMS). Amount in taka, as the wallet wrote it (paisa kept).
  add column paid_wallet text
    constraint pending_enrollments_paid_wallet_check check (paid_wallet in ('bKash', 'Nagad', 'Rocket')),
  add column paid_transaction_id text
    constraint pending_enrollments_paid_transaction_id_check
    check (paid_transaction_id = upper(btrim(paid_transaction_id)) and char_length(paid_transaction_id) between 1 and 64),
  add column paid_amount numeric(12, 2)
    constraint pending_enrollments_paid_amount_check check (paid_amount >= 0),
  add column paid_sender text
    constraint pending_enrollments_paid_sender_check check (char_length(paid_sender) between 1 and 64),
  add column paid_received_at timestamptz,
  add constraint pending_enrollments_payment_complete check (
    (paid_wallet is null) = (paid_transaction_id is null)
    and (paid_wallet is null) = (paid_amount is null)
    and (paid_wallet is not null or (paid_sender is null and paid_received_at is null))
  );

-- One wallet payment settles one request, whatever happens later.
create unique index pending_enrollments_payment_key
  on public.pending_enrollments (paid_wallet, paid_transaction_id)
  where paid_transaction_id is not null;

-- Admins decide through the status, the reason and the payment; the trigger below keeps a
-- decision final. (update (status) was granted with the table.)
grant update (decision_reason, paid_wallet, paid_transaction_id, paid_amount, paid_sender,
  paid_received_at)
  on table public.pending_enrollments to authenticated;

-- ---------------------------------------------------------------- enrollment_decisions
create table public.enrollment_decisions (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.pending_enrollments (id) on delete cascade,
  decision text not null check (decision in ('approved', 'rejected', 'refunded')),
  reason text,
  decided_by uuid references public.profiles (id) on delete set null,
  decided_at timestamptz not null default now(),
  wallet text,
  payment_transaction_id text,
  payment_amount numeric(12, 2),
  payment_sender text,
  payment_received_at timestamptz,
  -- A request is approved, rejected or refunded at most once (the transitions only go forward).
  constraint enrollment_decisions_request_id_decision_key unique (request_id, decision)
);

create index enrollment_decisions_decided_at_idx on public.enrollment_decisions (decided_at);
create index enrollment_decisions_decided_by_idx on public.enrollment_decisions (decided_by);

alter table public.enrollment_decisions enable row level security;
revoke all on table public.enrollment_decisions from anon, authenticated;
grant select on table public.enrollment_decisions to authenticated;

create policy "enrollment_decisions: admins read" on public.enrollment_decisions
  for select to authenticated
  using ((select private.is_admin()));


-- ---------------------------------------------------------------- the decision triggers

-- After a status change: one row in the history. security definer because the history is
-- written by nobody else (no insert privilege for any API role, admins included).
create function private.log_enrollment_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.enrollment_decisions (
    request_id, decision, reason, decided_by, decided_at,
    wallet, payment_transaction_id, payment_amount, payment_sender, payment_received_at
  )
  values (
    new.id, new.status, new.decision_reason,
    -- the caller (null for the service role)
    (select p.id from public.profiles p where p.id = (select auth.uid())), new.decided_at,
    new.paid_wallet, new.paid_transaction_id, new.paid_amount, new.paid_sender, new.paid_received_at
  );
  return null;
end;
$$;

revoke all on function private.log_enrollment_decision() from public;

create trigger pending_enrollments_log_decision
  after update of status on public.pending_enrollments
  for each row
  when (old.status is distinct from new.status)
  execute function private.log_enrollment_decision();

-- ---------------------------------------------------------------- enrollments
-- A refund takes the enrolment (and with it classroom access) away. Admins may delete an
-- enrolment only when its request was refunded and no other request for it is approved.
grant delete on table public.enrollments to authenticated;

create policy "enrollments: admins remove a refunded enrolment" on public.enrollments
  for delete to authenticated
  using (
    (select private.is_admin())
    and exists (
      select 1 from public.pending_enrollments p
      where p.user_id = enrollments.user_id
        and p.course_id = enrollments.course_id
        and p.status = 'refunded'
    )
    and not exists (
      select 1 from public.pending_enrollments p
      where p.user_id = enrollments.user_id
        and p.course_id = enrollments.course_id
        and p.status = 'approved'
    )
  );

-- ---------------------------------------------------------------- approve (a batch)
create function private.approve_enrollments_in_order(request_ids uuid[], payments jsonb default '[]'::jsonb)
returns table (request_id uuid, enrollment_id uuid, approved_now boolean)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  ids uuid[];
  bad record;
  request record;
  payment jsonb;
  new_enrolment uuid;
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if request_ids is null or cardinality(request_ids) = 0 or array_position(request_ids, null) is not null then
    raise exception 'Choose at least one enrollment request to approve.'
      using errcode = '22023', hint = 'no_requests';
  end if;
  if payments is null or jsonb_typeof(payments) <> 'array' then
    raise exception 'The payments must be a list.' using errcode = '22023', hint = 'invalid_payment';
  end if;

  ids := array(select distinct u from unnest(request_ids) u order by u);

  -- Every payment belongs to one request of the batch, once, and is complete.
  select e.value as payment, e.value ->> 'request_id' as rid into bad
  from jsonb_array_elements(payments) e
  where jsonb_typeof(e.value) <> 'object'
     or e.value ->> 'request_id' is null
     -- (CASE, not OR: the casts must only see what the test before them let through)
     or case when (e.value ->> 'request_id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
             then not ((e.value ->> 'request_id')::uuid = any (ids))
             else true end
     or coalesce(e.value ->> 'wallet', '') not in ('bKash', 'Nagad', 'Rocket')
     or btrim(coalesce(e.value ->> 'transaction_id', '')) = ''
     or case when jsonb_typeof(e.value -> 'amount') = 'number'
             then (e.value ->> 'amount')::numeric < 0
             else true end
  limit 1;
  if found then
    raise exception 'The payment for request % is not valid (wallet, transaction id and amount are needed); nothing was approved.',
      coalesce(bad.rid, '(none)')
      using errcode = '22023', hint = 'invalid_payment', detail = coalesce(bad.rid, '');
  end if;
  select e.value ->> 'request_id' as rid into bad
  from jsonb_array_elements(payments) e
  group by e.value ->> 'request_id'
  having count(*) > 1
  limit 1;
  if found then
    raise exception 'Request % has more than one payment; nothing was approved.', bad.rid
      using errcode = '22023', hint = 'invalid_payment', detail = bad.rid;
  end if;

  -- Lock the whole batch in one order (by id): two admins approving overlapping batches wait
  -- for each other instead of deadlocking, and the second then sees the first one's work.
  -- A learner cannot lock (the update policy is admins-only); is_admin() was checked above.
  perform 1 from public.pending_enrollments p where p.id = any (ids) order by p.id for update;

  select u as id into bad
  from unnest(ids) u
  where not exists (select 1 from public.pending_enrollments p where p.id = u)
  order by u
  limit 1;
  if found then
    raise exception 'Enrollment request % was not found; nothing was approved.', bad.id
      using errcode = 'P0002', hint = 'enrollment_request_not_found', detail = bad.id::text;
  end if;

  select p.id, p.status into bad
  from public.pending_enrollments p
  where p.id = any (ids) and p.status in ('rejected', 'refunded')
  order by p.id
  limit 1;
  if found then
    -- one hint per status: the console names it without reading the message
    if bad.status = 'rejected' then
      raise exception 'Enrollment request % is already rejected; nothing was approved.', bad.id
        using errcode = '55000', hint = 'enrollment_request_rejected', detail = bad.id::text;
    end if;
    raise exception 'Enrollment request % is already refunded; nothing was approved.', bad.id
      using errcode = '55000', hint = 'enrollment_request_refunded', detail = bad.id::text;
  end if;

  select p.id into bad
  from public.pending_enrollments p
  where p.id = any (ids) and p.status = 'pending'
    and exists (
      select 1 from public.enrollments e
      where e.user_id = p.user_id and e.course_id = p.course_id
    )
  order by p.id
  limit 1;
  if found then
    raise exception 'User already enrolled (request %); nothing was approved.', bad.id
      using errcode = '23505', hint = 'user_already_enrolled', detail = bad.id::text;
  end if;

  for request in
    select p.id, p.user_id, p.course_id, p.status
    from public.pending_enrollments p
    where p.id = any (ids)
    order by p.id
  loop
    if request.status = 'approved' then
      -- Approved before (or by a concurrent call that got the locks first): left as it is.
      select e.id into new_enrolment
      from public.enrollments e
      where e.user_id = request.user_id and e.course_id = request.course_id;
      request_id := request.id;
      enrollment_id := new_enrolment;
      approved_now := false;
      return next;
      continue;
    end if;

    select e.value into payment
    from jsonb_array_elements(payments) e
    where (e.value ->> 'request_id')::uuid = request.id;

    update public.pending_enrollments p
    set status = 'approved',
        paid_wallet = payment ->> 'wallet',
        paid_transaction_id = payment ->> 'transaction_id',
        paid_amount = (payment ->> 'amount')::numeric,
        paid_sender = payment ->> 'sender',
        paid_received_at = (payment ->> 'received_at')::timestamptz
    where p.id = request.id;

    insert into public.enrollments (user_id, course_id)
    values (request.user_id, request.course_id)
    returning id into new_enrolment;

    request_id := request.id;
    enrollment_id := new_enrolment;
    approved_now := true;
    return next;
  end loop;
end;
$$;

-- ---------------------------------------------------------------- reject (with a reason)
create function public.reject_enrollment(request_id uuid, reason text)
returns public.enrollment_decisions
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  request record;
  decision public.enrollment_decisions;
begin
  if private.trimmed_reason(reason) is null then
    raise exception 'A reason is required to reject an enrollment.'
      using errcode = '22023', hint = 'decision_reason_required';
  end if;

  select p.id, p.status into request
  from public.pending_enrollments p
  where p.id = reject_enrollment.request_id
  for update;

  if not found then
    raise exception 'Error fetching enrollment' using errcode = 'P0002';
  end if;

  if request.status <> 'pending' then
    raise exception 'Enrollment request is already %.', request.status
      using errcode = '55000', hint = 'request_decided', detail = request.status;
  end if;

  update public.pending_enrollments p
  set status = 'rejected', decision_reason = reject_enrollment.reason
  where p.id = request.id;

  select * into decision
  from public.enrollment_decisions d
  where d.request_id = request.id and d.decision = 'rejected';
  return decision;
end;
$$;

-- ---------------------------------------------------------------- refund
create function public.refund_enrollment(request_id uuid, reason text)
returns public.enrollment_decisions
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  request record;
  decision public.enrollment_decisions;
begin
  if private.trimmed_reason(reason) is null then
    raise exception 'A reason is required to refund an enrollment.'
      using errcode = '22023', hint = 'decision_reason_required';
  end if;

  select p.id, p.user_id, p.course_id, p.status into request
  from public.pending_enrollments p
  where p.id = refund_enrollment.request_id
  for update;

  if not found then
    raise exception 'Error fetching enrollment' using
      errcode = 'P0002',
      detail = 'No enrollment request with this id that you may decide.';
  end if;

  if request.status <> 'approved' then
    raise exception 'Only an approved enrollment can be refunded (this one is %).', request.status
      using errcode = '55000', hint = 'refund_not_approved';
  end if;

  update public.pending_enrollments p
  set status = 'refunded', decision_reason = refund_enrollment.reason
  where p.id = request.id;

  -- The enrolment goes, and with it the classroom.
  delete from public.enrollments e
  where e.user_id = request.user_id and e.course_id = request.course_id;
  -- The delete policy keeps an enrolment another approved request stands for: then the
  -- refund is not done at all rather than done by half.
  if exists (
    select 1 from public.enrollments e
    where e.user_id = request.user_id and e.course_id = request.course_id
  ) then
    raise exception 'The enrolment could not be removed: another approved request stands for it.'
      using errcode = '55000', hint = 'refund_enrolment_kept';
  end if;

  select * into decision
  from public.enrollment_decisions d
  where d.request_id = request.id and d.decision = 'refunded';
  return decision;
end;
$$;

-- ---------------------------------------------------------------- money statistics
-- Taka confirmed (approved, minus refunds) and taka awaiting (pending requests), per course
-- and per day in Bangladesh (Asia/Dhaka). Confirmed counts a day by when the admin decided
-- (an approval adds the amount due, a refund takes it off); awaiting by when the learner
-- submitted. Returns
--   { "courses": [ { "course_id", "title", "taka_confirmed", "taka_awaiting" } ],
--     "days":    [ { "day": "YYYY-MM-DD", "course_id", "taka_confirmed", "taka_awaiting" } ] }
-- days newest first; only days with something to count (a day and course is listed when a
-- History approval or refund, or a pending request, counts there). It reads the totals of
-- private.request_totals (statistics_totals, below).
create function public.admin_money_statistics()
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

comment on function private.approve_enrollments_in_order(uuid[], jsonb) is
  'Admin: approve a batch of requests, all or nothing, with the wallet payment each was matched with. Already approved ids are left as they are.';
comment on function public.reject_enrollment(uuid, text) is
  'Admin: reject a pending request, with the reason the learner sees.';
comment on function public.refund_enrollment(uuid, text) is
  'Admin: refund an approved request, with the reason the learner sees; the enrolment is removed.';
comment on function public.admin_money_statistics() is
  'Admin: taka confirmed (approved minus refunds) and awaiting (pending), per course and per Asia/Dhaka day.';

-- security invoker: it runs as the admin who called public.approve_enrollments
revoke all on function private.approve_enrollments_in_order(uuid[], jsonb) from public, anon, service_role;
revoke all on function public.reject_enrollment(uuid, text) from public, anon, authenticated;
revoke all on function public.refund_enrollment(uuid, text) from public, anon, authenticated;
revoke all on function public.admin_money_statistics() from public, anon, authenticated;
grant execute on function private.approve_enrollments_in_order(uuid[], jsonb) to authenticated;
grant execute on function public.reject_enrollment(uuid, text) to authenticated, service_role;
grant execute on function public.refund_enrollment(uuid, text) to authenticated, service_role;
grant execute on function public.admin_money_statistics() to authenticated, service_role;

-- ==================================================================== notifications

-- Notifications (issue 16): every event a learner or an admin should hear of writes its
-- notifications here, in the same transaction as the event, by triggers; the
-- deliver-notifications Edge Function mails them (docs/decisions/0025-notification-outbox.md).
--
--   * public.notifications: what a person is told (kind + data, rendered in their language by the
--     site and by the mail). The owner reads their own and marks them read; admins read all.
--   * public.notification_deliveries: the mail outbox, one row per notification (state,
--     attempts, next_attempt_at, last_error). Admins read it; nobody writes it over the API.
--     The function claims due rows with `for update skip locked`, so two deliverers never take
--     the same row; a row whose deliverer died is taken again when its lease ends.

-- ---------------------------------------------------------------- profiles.locale
-- The learner's language for mails: from the sign-up metadata (the site sends the language of
-- the page they signed up on), changeable on the profile.
alter table public.profiles
  add column locale text not null default 'en' constraint profiles_locale_check check (locale in ('en', 'bn'));
grant insert (locale), update (locale) on table public.profiles to authenticated;


-- ---------------------------------------------------------------- notifications
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in (
    'request_submitted', 'request_received', 'request_approved', 'request_rejected',
    'request_refunded', 'certificate_issued', 'class_starting'
  )),
  -- what the texts need (course, amount, transaction id, reason, ...), written by the triggers
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object'),
  -- the recipient's language when the event happened
  locale text not null check (locale in ('en', 'bn')),
  read_at timestamptz,
  created_at timestamptz not null default now(),
  -- one notification per key (the scheduled class reminders)
  dedupe_key text constraint notifications_dedupe_key_key unique
);

create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc);

alter table public.notifications enable row level security;
revoke all on table public.notifications from anon, authenticated;
grant select on table public.notifications to authenticated;
grant update (read_at) on table public.notifications to authenticated;

create policy "notifications: owner or admin reads" on public.notifications
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "notifications: owner marks own read" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- ---------------------------------------------------------------- notification_deliveries
create table public.notification_deliveries (
  notification_id uuid primary key references public.notifications (id) on delete cascade,
  state text not null default 'pending' check (state in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  -- while 'sending': when another deliverer may take the row (its deliverer died)
  locked_until timestamptz,
  last_error text check (length(last_error) <= 2000),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  constraint notification_deliveries_sent check ((state = 'sent') = (sent_at is not null))
);

create index notification_deliveries_due_idx
  on public.notification_deliveries (next_attempt_at) where state in ('pending', 'sending');
create index notification_deliveries_failed_idx
  on public.notification_deliveries (created_at desc) where state = 'failed';

alter table public.notification_deliveries enable row level security;
revoke all on table public.notification_deliveries from anon, authenticated;
grant select on table public.notification_deliveries to authenticated;

create policy "notification_deliveries: admins read" on public.notification_deliveries
  for select to authenticated
  using ((select private.is_admin()));

-- New mail to send: wake the local deliverer (devstack LISTENs); NOTIFY is sent at commit only.
create function private.announce_outbox()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('notification_outbox', '');
  return null;
end;
$$;
revoke all on function private.announce_outbox() from public;

create trigger notification_deliveries_announce
  after insert on public.notification_deliveries
  for each statement execute function private.announce_outbox();

-- One notification and its mail. security definer: the triggers run as the learner or the admin
-- who caused the event, and neither may write notifications for anyone.
create function private.notify(recipient uuid, what text, details jsonb, key text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id uuid;
begin
  insert into public.notifications (user_id, kind, data, locale, dedupe_key)
  select p.id, what, details, p.locale, key
  from public.profiles p
  where p.id = recipient
  on conflict (dedupe_key) do nothing
  returning id into new_id;
  if new_id is not null then
    insert into public.notification_deliveries (notification_id) values (new_id);
  end if;
end;
$$;
revoke all on function private.notify(uuid, text, jsonb, text) from public;

-- ---------------------------------------------------------------- the events
-- What the texts of a request need.
create function private.request_details(r public.pending_enrollments)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'request_id', r.id,
    'course_id', r.course_id,
    'course_title', (select c.title from public.courses c where c.id = r.course_id),
    'amount', r.amount_due,
    'transaction_id', r.transaction_id,
    'payment_method', r.payment_method,
    'name', r.name,
    'phone', r.phone
  );
$$;
revoke all on function private.request_details(public.pending_enrollments) from public;

create function private.notify_request_submitted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  details jsonb := private.request_details(new);
  admin_id uuid;
begin
  perform private.notify(new.user_id, 'request_submitted', details);
  for admin_id in select p.id from public.profiles p where p.role = 'admin' order by p.id loop
    perform private.notify(admin_id, 'request_received', details);
  end loop;
  return null;
end;
$$;
revoke all on function private.notify_request_submitted() from public;

create trigger pending_enrollments_notify_submitted
  after insert on public.pending_enrollments
  for each row execute function private.notify_request_submitted();

create function private.notify_request_decided()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(
    new.user_id,
    'request_' || new.status,
    private.request_details(new) || jsonb_build_object('reason', new.decision_reason)
  );
  return null;
end;
$$;
revoke all on function private.notify_request_decided() from public;

create trigger pending_enrollments_notify_decided
  after update of status on public.pending_enrollments
  for each row
  when (old.status is distinct from new.status and new.status in ('approved', 'rejected', 'refunded'))
  execute function private.notify_request_decided();

create function private.notify_certificate_issued()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(
    new.user_id,
    'certificate_issued',
    jsonb_build_object(
      'certificate_id', new.id,
      'course_id', new.course_id,
      'course_title', (select c.title from public.courses c where c.id = new.course_id)
    )
  );
  return null;
end;
$$;
revoke all on function private.notify_certificate_issued() from public;

create trigger certificates_notify_issued
  after insert on public.certificates
  for each row execute function private.notify_certificate_issued();

-- A live class starting within the hour: one reminder per enrolled learner, lesson and start
-- time (the dedupe key), however often this runs. The deliverer calls it on each run.
create function private.enqueue_class_reminders()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  made integer := 0;
  target record;
begin
  for target in
    select e.user_id, l.id as lesson_id, l.course_id, l.title, l.title_bn, l.starts_at,
      c.title as course_title
    from public.lessons l
    join public.enrollments e on e.course_id = l.course_id
    join public.courses c on c.id = l.course_id
    where l.kind = 'live' and l.starts_at > now() and l.starts_at <= now() + interval '1 hour'
    order by l.starts_at, e.user_id
  loop
    perform private.notify(
      target.user_id,
      'class_starting',
      jsonb_build_object(
        'lesson_id', target.lesson_id, 'course_id', target.course_id,
        'course_title', target.course_title, 'title', target.title, 'title_bn', target.title_bn,
        'starts_at', target.starts_at
      ),
      'class_starting:' || target.lesson_id || ':' || target.user_id || ':' || extract(epoch from target.starts_at)::bigint
    );
    made := made + 1;
  end loop;
  return made;
end;
$$;
revoke all on function private.enqueue_class_reminders() from public;

-- ---------------------------------------------------------------- delivery
-- Claims up to `batch` due mails for `lease`: pending ones whose time has come, and 'sending'
-- ones whose deliverer died. Each claim counts as an attempt. Returns what the mail needs.
create function private.claim_notification_deliveries(batch integer, lease interval default interval '5 minutes')
returns table (
  notification_id uuid, attempts integer, kind text, data jsonb, locale text, email text
)
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    select d.notification_id
    from public.notification_deliveries d
    where (d.state = 'pending' and d.next_attempt_at <= now())
       or (d.state = 'sending' and d.locked_until <= now())
    order by d.next_attempt_at
    limit batch
    for update skip locked
  )
  update public.notification_deliveries d
  set state = 'sending', attempts = d.attempts + 1, locked_until = now() + lease
  from due, public.notifications n
  left join auth.users u on u.id = n.user_id
  where d.notification_id = due.notification_id and n.id = d.notification_id
  returning d.notification_id, d.attempts, n.kind, n.data, n.locale, u.email::text;
$$;
revoke all on function private.claim_notification_deliveries(integer, interval) from public;

-- The outcome of one claimed attempt: sent; or an error, retried after 1, 4, 16 and 64 minutes,
-- then failed for good at the fifth (or at once when `permanent`, e.g. no email address).
-- Only the attempt that holds the claim may finish it.
create function private.finish_notification_delivery(
  id uuid, attempt integer, error text default null, permanent boolean default false
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  outcome text;
begin
  update public.notification_deliveries d
  set state = case
        when error is null then 'sent'
        when permanent or d.attempts >= 5 then 'failed'
        else 'pending'
      end,
      sent_at = case when error is null then now() end,
      last_error = left(error, 2000),
      locked_until = null,
      next_attempt_at = case
        when error is null then d.next_attempt_at
        else now() + interval '1 minute' * power(4, d.attempts - 1)
      end
  where d.notification_id = finish_notification_delivery.id
    and d.state = 'sending' and d.attempts = attempt
  returning d.state into outcome;
  return outcome;
end;
$$;
revoke all on function private.finish_notification_delivery(uuid, integer, text, boolean) from public;

-- ==================================================================== errors_by_code

-- Errors by code (issue 17): every refusal the apps tell apart is raised with a SQLSTATE code
-- and a stable `hint` (PostgREST passes both to the client), so packages/api/src/errors.ts maps
-- the hint, never the wording of the message (docs/decisions/0036-errors-by-code.md).
-- A raise whose code says enough keeps no hint (P0002: no such request; 42501: not allowed).
-- Where a unique index would be the only answer to a race (a transaction id, an open request,
-- a wallet payment), the trigger takes a transaction-scoped advisory lock on the key and
-- checks, so the second caller waits and gets the hinted error; the index stays as a backstop.



-- ---------------------------------------------------------------- the classroom

-- A live class has a start time and only a live class has one. The check constraint
-- lessons_live_starts_at stays; this trigger answers first, with a hint.
create function private.check_lesson_schedule()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.kind = 'live') is distinct from (new.starts_at is not null) then
    raise exception 'A live class needs a start time, and only a live class has one.'
      using errcode = '23514', hint = 'live_needs_start';
  end if;
  return new;
end;
$$;

revoke all on function private.check_lesson_schedule() from public;

create trigger lessons_check_schedule
  before insert or update of kind, starts_at on public.lessons
  for each row execute function private.check_lesson_schedule();

-- ==================================================================== wallet_sms

-- Payments that settle themselves (issue 23): the wallet phone forwards every SMS to the
-- wallet-sms Edge Function, which reads it with @repo/payments and hands it to
-- private.receive_wallet_message(); the database decides, by one rule for every path
-- (docs/decisions/0048-wallet-sms.md):
--   * only the wallets' own sender ids are money (public.wallet_senders, admin-editable);
--   * the messages of one wallet form a balance chain: a message is genuine when the balance
--     of the latest earlier message of that wallet that was not held, plus the message's change,
--     equals the balance it prints; a payment settles only when it follows a checked chain;
--   * a payment settles the pending request with the same transaction id when it covers the
--     amount due, whichever of the two arrives first, through the console's approval path
--     (decision on record, payment on the request, enrolment, the learner's mail);
--   * a payment settles one request once: the same webhook twice, two phones, and a learner
--     submitting while the SMS arrives wait for each other on advisory locks.

-- ---------------------------------------------------------------- wallet_senders
create table public.wallet_senders (
  sender text primary key
    constraint wallet_senders_sender_check check (sender = btrim(sender) and char_length(sender) between 1 and 32),
  wallet text not null check (wallet in ('bKash', 'Nagad', 'Rocket')),
  created_at timestamptz not null default now()
);
-- 'BKASH' and 'bKash' are one sender id (phones show sender ids in any case).
create unique index wallet_senders_lower_sender_key on public.wallet_senders (lower(sender));

insert into public.wallet_senders (sender, wallet)
values ('bKash', 'bKash'), ('NAGAD', 'Nagad'), ('16216', 'Rocket');

alter table public.wallet_senders enable row level security;
revoke all on table public.wallet_senders from anon, authenticated;
grant select, delete on table public.wallet_senders to authenticated;
grant insert (sender, wallet), update (wallet) on table public.wallet_senders to authenticated;

create policy "wallet_senders: admins read" on public.wallet_senders
  for select to authenticated using ((select private.is_admin()));
create policy "wallet_senders: admins add" on public.wallet_senders
  for insert to authenticated with check ((select private.is_admin()));
create policy "wallet_senders: admins change" on public.wallet_senders
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "wallet_senders: admins remove" on public.wallet_senders
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------- wallet_settings
create table public.wallet_settings (
  id boolean primary key default true constraint wallet_settings_one_row check (id),
  -- on: a payment that follows its chain and covers a request approves it by itself;
  -- off: it is left 'matched' for the admin to approve
  auto_approve boolean not null default true,
  updated_at timestamptz not null default now()
);
insert into public.wallet_settings default values;

create trigger wallet_settings_touch_updated_at
  before update on public.wallet_settings
  for each row execute function private.touch_updated_at();

alter table public.wallet_settings enable row level security;
revoke all on table public.wallet_settings from anon, authenticated;
grant select on table public.wallet_settings to authenticated;
grant update (auto_approve) on table public.wallet_settings to authenticated;

create policy "wallet_settings: admins read" on public.wallet_settings
  for select to authenticated using ((select private.is_admin()));
create policy "wallet_settings: admins change" on public.wallet_settings
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- ---------------------------------------------------------------- wallet_devices
-- The phone's health: when each forwarding phone last sent a message or a ping.
create table public.wallet_devices (
  device_id text primary key check (char_length(device_id) between 1 and 128),
  last_message_at timestamptz,
  last_ping_at timestamptz
);

alter table public.wallet_devices enable row level security;
revoke all on table public.wallet_devices from anon, authenticated;
grant select on table public.wallet_devices to authenticated;

create policy "wallet_devices: admins read" on public.wallet_devices
  for select to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------- wallet_messages
create table public.wallet_messages (
  id uuid primary key default gen_random_uuid(),
  -- arrival order here: breaks ties between messages the phone stamped with the same time
  seq bigint generated always as identity constraint wallet_messages_seq_key unique,
  -- the webhook event's id: the app retries with the same id, which changes nothing
  webhook_id text not null constraint wallet_messages_webhook_id_key unique
    check (char_length(webhook_id) between 1 and 128),
  device_id text check (char_length(device_id) <= 128),
  message_id text check (char_length(message_id) <= 128),
  sender text not null check (char_length(sender) between 1 and 64),
  recipient text check (char_length(recipient) <= 64),
  sim_number smallint,
  body text not null check (char_length(body) <= 65536),
  -- when the phone received it: the chain's order
  received_at timestamptz not null,
  created_at timestamptz not null default now(),
  -- the wallet of the sender id; null when the sender is not a wallet
  wallet text check (wallet in ('bKash', 'Nagad', 'Rocket')),
  -- what @repo/payments read (readWalletSms)
  kind text not null check (kind in ('received', 'sent', 'cash_out', 'cash_in', 'payment', 'other')),
  transaction_id text check (transaction_id = upper(btrim(transaction_id)) and char_length(transaction_id) between 1 and 64),
  amount numeric(12, 2) check (amount > 0),
  fee numeric(12, 2) check (fee >= 0),
  balance numeric(14, 2),
  -- the balance's change: + for money in, - for money out (fees included); null when unknown
  change numeric(14, 2),
  payer text check (char_length(payer) <= 64),
  -- the chain (wallet messages with a balance only):
  --   first: nothing known before it (anchors the chain); anchor: an admin said its balance is
  --   right; follows: its change leads from a checked balance to its own; unverified: it leads
  --   from, or is, a message whose change could not be read; breaks: it does not follow
  chain text check (chain in ('first', 'anchor', 'follows', 'unverified', 'breaks')),
  state text not null check (state in (
    'settled', 'matched', 'amount_differs', 'waiting', 'held', 'request_decided',
    'not_wallet', 'not_payment', 'duplicate'
  )),
  request_id uuid references public.pending_enrollments (id) on delete set null,
  duplicate_of uuid references public.wallet_messages (id) on delete set null,
  settled_at timestamptz,
  anchored_by uuid references public.profiles (id) on delete set null,
  anchored_at timestamptz
);

create index wallet_messages_created_at_idx on public.wallet_messages (created_at desc, id);
create index wallet_messages_state_created_at_idx on public.wallet_messages (state, created_at desc, id);
create index wallet_messages_chain_idx
  on public.wallet_messages (wallet, received_at, seq) where balance is not null;
create index wallet_messages_transaction_id_idx
  on public.wallet_messages (transaction_id) where transaction_id is not null;
create index wallet_messages_request_id_idx on public.wallet_messages (request_id);
create index wallet_messages_duplicate_of_idx on public.wallet_messages (duplicate_of);
create index wallet_messages_anchored_by_idx on public.wallet_messages (anchored_by);
-- One stored copy of each wallet transaction; later copies point at it (duplicate_of).
create unique index wallet_messages_wallet_transaction_key
  on public.wallet_messages (wallet, transaction_id)
  where transaction_id is not null and duplicate_of is null and wallet is not null and kind <> 'other';

alter table public.wallet_messages enable row level security;
revoke all on table public.wallet_messages from anon, authenticated;
grant select on table public.wallet_messages to authenticated;

create policy "wallet_messages: admins read" on public.wallet_messages
  for select to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------- decisions from a message
alter table public.enrollment_decisions
  add column wallet_message_id uuid references public.wallet_messages (id) on delete set null,
  -- approved by the database from a forwarded SMS, nobody pressing a button
  add column automatic boolean not null default false;
create index enrollment_decisions_wallet_message_id_idx on public.enrollment_decisions (wallet_message_id);

-- ---------------------------------------------------------------- the chain
-- The chain status of a wallet message with a balance, from the latest earlier message of its
-- wallet that was not held (breaks) and is not a second copy.
create function private.wallet_chain_status(
  chain_wallet text, at timestamptz, at_seq bigint, printed numeric, delta numeric
)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  ref record;
begin
  if printed is null or chain_wallet is null then
    return null;
  end if;
  select w.balance, w.chain into ref
  from public.wallet_messages w
  where w.wallet = chain_wallet
    and w.balance is not null
    and w.duplicate_of is null
    and w.chain in ('first', 'anchor', 'follows', 'unverified')
    and (w.received_at, w.seq) < (at, at_seq)
  order by w.received_at desc, w.seq desc
  limit 1;
  if not found then
    return 'first';
  end if;
  if delta is null then
    return 'unverified';
  end if;
  if ref.balance + delta <> printed then
    return 'breaks';
  end if;
  return case when ref.chain = 'unverified' then 'unverified' else 'follows' end;
end;
$$;
revoke all on function private.wallet_chain_status(text, timestamptz, bigint, numeric, numeric) from public;

-- ---------------------------------------------------------------- deciding one message
-- What a stored message is now, and the settling it allows: the one rule of every path.
-- Takes the transaction id's lock first (the lock a learner's request takes when it is
-- submitted), so a request and its payment arriving together wait for each other.
-- by_admin: an admin approves a matched payment (or re-anchored it): the automatic-approval
-- switch does not apply, and the decision names the admin.
create function private.decide_wallet_message(message_id uuid, by_admin boolean default false)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  msg public.wallet_messages;
  request public.pending_enrollments;
  next_state text;
begin
  select w.transaction_id into msg.transaction_id from public.wallet_messages w where w.id = decide_wallet_message.message_id;
  if msg.transaction_id is not null then
    perform pg_advisory_xact_lock(
      hashtextextended('pending_enrollments.transaction_id:' || msg.transaction_id, 0));
  end if;
  select * into msg from public.wallet_messages w where w.id = decide_wallet_message.message_id for update;
  if not found then
    raise exception 'Wallet message % was not found.', decide_wallet_message.message_id
      using errcode = 'P0002', hint = 'wallet_message_not_found';
  end if;
  if msg.state in ('settled', 'duplicate', 'not_wallet') then
    return msg.state;
  end if;

  if not (msg.kind = 'received' and msg.transaction_id is not null and msg.amount is not null) then
    next_state := case when msg.chain = 'breaks' then 'held' else 'not_payment' end;
  elsif msg.chain is null or msg.chain not in ('follows', 'anchor') then
    -- no balance, the wallet's first message, after an unread message, or not following
    next_state := 'held';
  else
    select * into request
    from public.pending_enrollments p
    where p.paid_wallet = msg.wallet and p.paid_transaction_id = msg.transaction_id;
    if found then
      -- an admin already matched this payment with a request by hand (the Payments tab)
      next_state := 'request_decided';
    else
      select * into request
      from public.pending_enrollments p
      where p.transaction_id = msg.transaction_id
      for update;
    end if;
    if next_state is not null then
      null;
    elsif request.id is null then
      next_state := 'waiting';
    elsif request.status <> 'pending' then
      next_state := 'request_decided';
    elsif msg.amount < request.amount_due then
      next_state := 'amount_differs';
    elsif not by_admin and not coalesce((select s.auto_approve from public.wallet_settings s), true) then
      next_state := 'matched';
    elsif exists (
      select 1 from public.enrollments e
      where e.user_id = request.user_id and e.course_id = request.course_id
    ) then
      -- enrolled by another request meanwhile: the admin decides (approving says 'User already enrolled')
      next_state := 'matched';
    else
      -- the console's approval, with this payment on the request; a refusal of that path (a
      -- race the locks did not foresee) leaves the message matched for the admin, never lost
      begin
        update public.pending_enrollments p
        set status = 'approved',
            paid_wallet = msg.wallet,
            paid_transaction_id = msg.transaction_id,
            paid_amount = msg.amount,
            paid_sender = msg.payer,
            paid_received_at = msg.received_at
        where p.id = request.id;
        insert into public.enrollments (user_id, course_id) values (request.user_id, request.course_id);
        update public.enrollment_decisions d
        set wallet_message_id = msg.id,
            automatic = not by_admin,
            decided_by = case when by_admin then d.decided_by end
        where d.request_id = request.id and d.decision = 'approved';
        next_state := 'settled';
      exception when integrity_constraint_violation or object_not_in_prerequisite_state then
        next_state := 'matched';
      end;
    end if;
  end if;

  update public.wallet_messages w
  set state = next_state,
      request_id = request.id,
      settled_at = case when next_state = 'settled' then now() end
  where w.id = msg.id;
  return next_state;
end;
$$;
revoke all on function private.decide_wallet_message(uuid, boolean) from public;

-- After a message joins (or is anchored in) its wallet's chain: the later messages are checked
-- again, so a payment held because an earlier message had not arrived yet settles once it has.
-- Settled messages stay settled.
create function private.recheck_wallet_chain(chain_wallet text, after_at timestamptz, after_seq bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  later record;
  status text;
begin
  for later in
    select w.id, w.received_at, w.seq, w.balance, w.change, w.chain, w.state
    from public.wallet_messages w
    where w.wallet = chain_wallet
      and w.balance is not null
      and w.duplicate_of is null
      and w.chain is distinct from 'anchor'
      and (w.received_at, w.seq) > (after_at, after_seq)
    order by w.received_at, w.seq
  loop
    status := private.wallet_chain_status(chain_wallet, later.received_at, later.seq, later.balance, later.change);
    if status is distinct from later.chain then
      update public.wallet_messages w set chain = status where w.id = later.id;
      perform private.decide_wallet_message(later.id);
    end if;
  end loop;
end;
$$;
revoke all on function private.recheck_wallet_chain(text, timestamptz, bigint) from public;

-- ---------------------------------------------------------------- receiving a message
-- Called by the wallet-sms Edge Function (database URL) with the webhook's message and what
-- @repo/payments read from it:
--   { webhook_id, device_id, message_id, sender, recipient, sim_number, text, received_at,
--     read: { kind, wallet, transaction_id, amount, fee, balance, change, payer } }
-- Answers { id, state, request_id, replayed }. The same webhook id again changes nothing.
create function private.receive_wallet_message(message jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  msg public.wallet_messages;
  readout jsonb := coalesce(message -> 'read', '{}'::jsonb);
  sender_wallet text;
  read_kind text := coalesce(readout ->> 'kind', 'other');
  replayed boolean := false;
  original uuid;
begin
  if jsonb_typeof(message) <> 'object'
     or coalesce(message ->> 'webhook_id', '') = ''
     or coalesce(message ->> 'sender', '') = ''
     or message ->> 'text' is null
     or message ->> 'received_at' is null
     or char_length(message ->> 'webhook_id') > 128 then
    raise exception 'A wallet message needs webhook_id (at most 128 characters), sender, text and received_at.'
      using errcode = '22023', hint = 'invalid_wallet_message';
  end if;

  select s.wallet into sender_wallet
  from public.wallet_senders s
  where lower(s.sender) = lower(btrim(message ->> 'sender'));

  -- A message read as another wallet's format than its sender's is not that wallet's money.
  if sender_wallet is not null and readout ->> 'wallet' is distinct from sender_wallet
     and readout ->> 'wallet' is not null then
    read_kind := 'other';
    readout := jsonb_build_object('balance', null);
  end if;

  -- One wallet's messages are judged one at a time, in the order they are stored.
  if sender_wallet is not null then
    perform pg_advisory_xact_lock(hashtextextended('wallet_messages.chain:' || sender_wallet, 0));
    -- the same transaction forwarded again (a second phone, a resend with a new webhook id)
    if read_kind <> 'other' and nullif(upper(btrim(readout ->> 'transaction_id')), '') is not null then
      select w.id into original
      from public.wallet_messages w
      where w.wallet = sender_wallet
        and w.transaction_id = upper(btrim(readout ->> 'transaction_id'))
        and w.duplicate_of is null and w.kind <> 'other';
    end if;
  end if;

  insert into public.wallet_messages (
    webhook_id, device_id, message_id, sender, recipient, sim_number, body, received_at,
    wallet, kind, transaction_id, amount, fee, balance, change, payer, duplicate_of, state
  )
  values (
    message ->> 'webhook_id',
    -- what the phone sends beyond the columns' bounds is cut, never refused: a refusal would be
    -- retried by the phone for two days and the message never stored
    left(nullif(message ->> 'device_id', ''), 128),
    left(nullif(message ->> 'message_id', ''), 128),
    left(btrim(message ->> 'sender'), 64),
    left(nullif(message ->> 'recipient', ''), 64),
    case when message ->> 'sim_number' ~ '^[0-9]{1,4}$' then (message ->> 'sim_number')::smallint end,
    message ->> 'text',
    (message ->> 'received_at')::timestamptz,
    sender_wallet,
    read_kind,
    nullif(upper(btrim(readout ->> 'transaction_id')), ''),
    (readout ->> 'amount')::numeric,
    (readout ->> 'fee')::numeric,
    (readout ->> 'balance')::numeric,
    (readout ->> 'change')::numeric,
    left(nullif(readout ->> 'payer', ''), 64),
    original,
    case
      when sender_wallet is null then 'not_wallet'
      when original is not null then 'duplicate'
      else 'not_payment'
    end
  )
  on conflict (webhook_id) do nothing
  returning * into msg;

  if not found then
    -- posted before (a retry, or the same post twice at once: this one waited for the other)
    select * into msg from public.wallet_messages w where w.webhook_id = message ->> 'webhook_id';
    replayed := true;
  else
    if msg.device_id is not null then
      insert into public.wallet_devices as d (device_id, last_message_at)
      values (msg.device_id, msg.created_at)
      on conflict (device_id) do update
        set last_message_at = greatest(d.last_message_at, excluded.last_message_at);
    end if;

    if sender_wallet is not null and original is null then
      update public.wallet_messages w
      set chain = private.wallet_chain_status(sender_wallet, msg.received_at, msg.seq, msg.balance, msg.change)
      where w.id = msg.id;
      perform private.decide_wallet_message(msg.id);
      if msg.balance is not null then
        -- (a message without a balance is no link of the chain: nothing after it changes)
        perform private.recheck_wallet_chain(sender_wallet, msg.received_at, msg.seq);
      end if;
      select * into msg from public.wallet_messages w where w.id = msg.id;
    end if;
  end if;

  return jsonb_build_object(
    'id', msg.id, 'state', msg.state, 'request_id', msg.request_id, 'replayed', replayed
  );
end;
$$;
revoke all on function private.receive_wallet_message(jsonb) from public;

-- The app's system:ping (if forwarded): a sign of life of the phone, nothing else.
create function private.wallet_phone_ping(device text, at timestamptz default now())
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.wallet_devices as d (device_id, last_ping_at)
  values (device, least(at, now()))
  on conflict (device_id) do update
    set last_ping_at = greatest(d.last_ping_at, excluded.last_ping_at);
$$;
revoke all on function private.wallet_phone_ping(text, timestamptz) from public;

-- ---------------------------------------------------------------- a learner's request
-- When the SMS came first: the request settles the moment it is submitted. The before-insert
-- trigger holds the transaction id's lock, so a message arriving now waits for this request.
create function private.settle_request_from_wallet()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  waiting uuid;
begin
  select w.id into waiting
  from public.wallet_messages w
  where w.transaction_id = new.transaction_id
    and w.state = 'waiting'
    and w.duplicate_of is null
  order by w.received_at, w.seq
  limit 1;
  if waiting is not null then
    perform private.decide_wallet_message(waiting);
  end if;
  return null;
end;
$$;
revoke all on function private.settle_request_from_wallet() from public;

-- (named to run after pending_enrollments_notify_submitted: the learner hears "received" first)
create trigger pending_enrollments_settle_from_wallet
  after insert on public.pending_enrollments
  for each row execute function private.settle_request_from_wallet();

-- ---------------------------------------------------------------- the admin's calls
-- Approve a matched payment (automatic approval off): the same settling, naming the admin.
create function public.approve_wallet_message(message_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_state text;
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  select w.state into current_state from public.wallet_messages w where w.id = approve_wallet_message.message_id;
  if not found then
    raise exception 'Wallet message % was not found.', approve_wallet_message.message_id
      using errcode = 'P0002', hint = 'wallet_message_not_found';
  end if;
  if current_state <> 'matched' then
    raise exception 'Only a matched payment can be approved (this one is %).', current_state
      using errcode = '55000', hint = 'wallet_message_not_matched', detail = current_state;
  end if;
  return private.decide_wallet_message(approve_wallet_message.message_id, true);
end;
$$;
revoke all on function public.approve_wallet_message(uuid) from public, anon;
grant execute on function public.approve_wallet_message(uuid) to authenticated;

-- "This balance is right": after a gap (phone off, messages lost) the admin re-anchors the
-- wallet's chain at a message; it and the messages after it are judged again. A held payment
-- anchored this way settles (the admin vouched for it).
create function public.anchor_wallet_message(message_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  msg public.wallet_messages;
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  select * into msg from public.wallet_messages w where w.id = anchor_wallet_message.message_id;
  if not found then
    raise exception 'Wallet message % was not found.', anchor_wallet_message.message_id
      using errcode = 'P0002', hint = 'wallet_message_not_found';
  end if;
  if msg.wallet is null or msg.balance is null or msg.duplicate_of is not null then
    raise exception 'Only a wallet message that prints a balance can anchor its wallet.'
      using errcode = '22023', hint = 'wallet_message_not_anchorable';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('wallet_messages.chain:' || msg.wallet, 0));
  update public.wallet_messages w
  set chain = 'anchor', anchored_by = (select auth.uid()), anchored_at = now()
  where w.id = msg.id;
  perform private.decide_wallet_message(msg.id, true);
  perform private.recheck_wallet_chain(msg.wallet, msg.received_at, msg.seq);
  return (select w.state from public.wallet_messages w where w.id = msg.id);
end;
$$;
revoke all on function public.anchor_wallet_message(uuid) from public, anon;
grant execute on function public.anchor_wallet_message(uuid) to authenticated;

-- ==================================================================== rate_limits

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
begin
  if headers is null then
    return null;
  end if;
  return private.normalized_address(headers::jsonb ->> 'cf-connecting-ip');
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
begin
  if api_role is null or api_role not in ('anon', 'authenticated') then
    return;
  end if;
  perform private.spend_allowance_for(call, (select auth.uid()), private.client_address());
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






-- ==================================================================== join_now_function

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


-- ---------------------------------------------------------------------------------------------
-- Spending an allowance for a given user and address: the work of private.spend_allowance(),
-- which only says who the API caller is (their user and the address of their request).

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


comment on table public.leads is
  'Join-now interest records. Written only by the join-now Edge Function (private.submit_lead); admins read them.';

-- ==================================================================== console_volume

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

-- ==================================================================== pending_pages

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

revoke all on function public.admin_pending_count(text, integer) from public, anon;
grant execute on function public.admin_pending_count(text, integer) to authenticated;

-- ==================================================================== admin_profiles_index

-- The admins, found without reading every profile (issue 24). Each new enrolment request tells
-- every admin (notifications: `where p.role = 'admin'`), and that read scanned
-- all of public.profiles: 15-40 ms per request at 50,000 learners (docs/decisions/0057). A
-- partial index holds only the few admins' rows.
create index profiles_admins_idx on public.profiles (id) where role = 'admin';

-- ==================================================================== history_count

-- History's count (issue 24, docs/decisions/0056-pending-and-history-pages.md): how many
-- decisions match the tab's filters, exact up to a threshold and the planner's estimate above
-- it, as public.admin_pending_count does for Pending. The tab's pages themselves are PostgREST
-- keyset pages (listDecisionsPage, on enrollment_decisions_decided_at_id_idx).

-- {"total": n, "estimated": bool} for the decisions matching the filters (each null: any), the
-- request joined as History shows it. Counted exactly up to `exact_up_to` (at most 10,000: the
-- count reads no more rows than that), above it the planner's estimate, marked as one. Admins
-- only; security definer (see pending_history_count_estimate below). Volatile only because Postgres
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

revoke all on function public.admin_decisions_count(text, text, text, timestamptz, timestamptz, uuid, integer)
  from public, anon;
grant execute on function public.admin_decisions_count(text, text, text, timestamptz, timestamptz, uuid, integer)
  to authenticated;

-- ==================================================================== list_pages

-- The console's other lists a page at a time (issue 24, docs/decisions/0058-list-pages.md):
-- Active Users, the Lessons tab's enrolled learners, Failed mails and Leads, and the learner's
-- notifications on the site. Each is read in an indexed order, each page after the last row of
-- the one before (keyset, never offset), at most 1,000 rows a call (max_rows), and counted by
-- one function: exact up to 10,000 rows, the planner's estimate above, marked (as
-- admin_pending_count and admin_decisions_count, 0056).

-- ---------------------------------------------------------------- the orders' indexes
-- Active Users: last seen, newest first, the user id breaking ties (scanned backwards).
create index user_activity_last_seen_user_id_idx on public.user_activity (last_seen, user_id);
-- The Lessons tab's learners of a course: enrolled, newest first, then the user id.
create index enrollments_course_id_created_at_user_id_idx
  on public.enrollments (course_id, created_at, user_id);
-- Failed mails: newest first, then the notification id.
create index notification_deliveries_failed_order_idx
  on public.notification_deliveries (created_at, notification_id) where state = 'failed';
-- The learner's notifications: their own, newest first, then the id.
create index notifications_user_id_created_at_id_idx
  on public.notifications (user_id, created_at, id);

-- ---------------------------------------------------------------- Active Users
-- A page of everyone seen, most recent first (last_seen desc, user_id desc), after the position
-- (after_last_seen, after_user_id) when given: the page's rows are taken from the index first and
-- only they are joined to auth.users and counted. security definer because auth.users is not
-- readable by the API roles; it checks the caller is an admin before answering anything.
create function public.admin_active_users_page(
  after_last_seen timestamptz default null,
  after_user_id uuid default null,
  page_size integer default 50
)
returns table (
  user_id uuid,
  email text,
  full_name text,
  last_seen timestamptz,
  enrolled_courses integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if page_size is null or page_size < 1 or page_size > 1000 then
    raise exception 'A page holds 1 to 1,000 rows.' using errcode = '22023';
  end if;
  if (after_last_seen is null) <> (after_user_id is null) then
    raise exception 'A position is a time and an id.' using errcode = '22023';
  end if;
  return query
    select
      a.user_id,
      u.email::text,
      coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), p.name),
      a.last_seen,
      (select count(*)::integer from public.enrollments e where e.user_id = a.user_id)
    from (
      select ua.user_id, ua.last_seen
      from public.user_activity ua
      where (ua.last_seen, ua.user_id) < (
        coalesce(after_last_seen, 'infinity'::timestamptz),
        coalesce(after_user_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)
      )
      order by ua.last_seen desc, ua.user_id desc
      limit page_size
    ) a
    join auth.users u on u.id = a.user_id
    left join public.profiles p on p.id = a.user_id
    order by a.last_seen desc, a.user_id desc;
end;
$$;

comment on function public.admin_active_users_page(timestamptz, uuid, integer) is
  'Admin: a page of users by last activity, after a position (email, full name, last_seen, enrolled course count).';

revoke all on function public.admin_active_users_page(timestamptz, uuid, integer) from public, anon;
grant execute on function public.admin_active_users_page(timestamptz, uuid, integer) to authenticated;

-- ---------------------------------------------------------------- a course's learners
-- A page of the learners enrolled in a course, newest first (enrolled_at desc, user_id desc),
-- with what admin_course_learners gives (email, name, completed/total lessons, certificate).
-- security definer because the email is in auth.users; admins only.
create function public.admin_course_learners_page(
  course_id text,
  after_enrolled_at timestamptz default null,
  after_user_id uuid default null,
  page_size integer default 50
)
returns table (
  user_id uuid,
  email text,
  full_name text,
  enrolled_at timestamptz,
  completed integer,
  total integer,
  certificate_id text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if page_size is null or page_size < 1 or page_size > 1000 then
    raise exception 'A page holds 1 to 1,000 rows.' using errcode = '22023';
  end if;
  if (after_enrolled_at is null) <> (after_user_id is null) then
    raise exception 'A position is a time and an id.' using errcode = '22023';
  end if;
  return query
    select
      e.user_id,
      u.email::text,
      coalesce(nullif(btrim(p.name), ''), nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '')),
      e.created_at,
      (
        select count(*)::integer
        from public.lesson_progress lp
        join public.lessons l on l.id = lp.lesson_id
        where lp.user_id = e.user_id and l.course_id = e.course_id and l.kind <> 'live'
      ),
      (
        select count(*)::integer from public.lessons l
        where l.course_id = e.course_id and l.kind <> 'live'
      ),
      c.id
    from (
      select en.user_id, en.course_id, en.created_at
      from public.enrollments en
      where en.course_id = admin_course_learners_page.course_id
        and (en.created_at, en.user_id) < (
          coalesce(after_enrolled_at, 'infinity'::timestamptz),
          coalesce(after_user_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)
        )
      order by en.created_at desc, en.user_id desc
      limit page_size
    ) e
    join auth.users u on u.id = e.user_id
    left join public.profiles p on p.id = e.user_id
    left join public.certificates c on c.user_id = e.user_id and c.course_id = e.course_id
    order by e.created_at desc, e.user_id desc;
end;
$$;

comment on function public.admin_course_learners_page(text, timestamptz, uuid, integer) is
  'Admin: a page of a course''s learners, newest first, after a position (email, name, completed/total lessons, certificate).';

revoke all on function public.admin_course_learners_page(text, timestamptz, uuid, integer) from public, anon;
grant execute on function public.admin_course_learners_page(text, timestamptz, uuid, integer) to authenticated;

-- ---------------------------------------------------------------- how many
-- {"total": n, "estimated": bool} for one of the console's lists: 'active_users', 'leads',
-- 'failed_mails' or 'course_learners' (of `course_id`). Each list's rows are a fixed query
-- chosen here (the only value written into it is the course id, quoted by %L). Counted exactly
-- up to `exact_up_to` (at most 10,000: the count reads no more rows than that), above it the
-- planner's estimate, marked as one. Admins only; security definer (see list_count_estimate
-- below). Volatile only because Postgres allows EXPLAIN in no other function.
create function public.admin_list_count(
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

revoke all on function public.admin_list_count(text, text, integer) from public, anon;
grant execute on function public.admin_list_count(text, text, integer) to authenticated;

-- ==================================================================== list_count_estimate

-- Why admin_list_count (list_pages, above) is security definer (docs/decisions/0058):
-- as security invoker, the planner's estimate above 10,000 rows counted the row-level security
-- policy's `user_id = auth.uid() or is_admin()` as a filter and answered about half of the
-- table (15,012 of 30,022 seen learners, analysed). The function still answers admins only (its
-- first statement) and only these four lists, each of which an admin reads whole anyway; as the
-- tables' owner it counts and estimates the rows themselves, and no policy runs per row.

-- ==================================================================== statistics_totals

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

-- The readers, public.admin_statistics and public.admin_money_statistics, read these totals.

-- ==================================================================== pending_history_count_estimate

-- Why admin_pending_count (pending_pages, above) and admin_decisions_count (history_count,
-- above) are security definer (docs/decisions/0056), as admin_list_count is: as security invoker, the planner's estimate above 10,000
-- rows counts the row-level security policies as a filter and answers a fraction of the rows.
-- Both still answer admins only (their first statement), and only counts of what an admin reads
-- anyway; as the tables' owner they count and estimate the rows themselves.

-- ==================================================================== one_list_count

-- One way to count a console list (issue 26; docs/decisions/0056, 0058): the three count
-- functions (admin_pending_count, admin_decisions_count, admin_list_count) would each write the same
-- "exact up to a threshold, the planner's estimate above it" logic. It is
-- private.count_rows, and each public function only checks its caller and builds its rows'
-- query. Their signatures, answers, errors and grants are unchanged; each stays security definer
-- (list_count_estimate, pending_history_count_estimate).

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




-- ==================================================================== batch_approval_lock_order

-- Batch approvals do not deadlock on the statistics totals (statistics_totals). Each approval
-- adds to private.request_totals' row of its request's day and course, then to today's row of
-- its course; a batch did so request by request, in id order, so two batches whose requests
-- crossed days and courses in opposite orders could each hold a row the other waited for, and
-- Postgres aborted one ("deadlock detected"; supabase/tests/concurrency.test.ts reproduces it).
--
-- A batch locks every totals row it will add to before adding to any, in one order (day,
-- then course). A single decision (approve, reject, refund, a wallet's settlement) adds to at
-- most its request's day and then today, which is the same order, so no two writers ever take
-- the same rows in opposite orders. The batch's own work is
-- private.approve_enrollments_in_order (payment_decisions, above); public.approve_enrollments
-- locks the batch's requests (by id), then their totals rows, then calls it.

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

-- ==================================================================== history_page

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
-- count functions (pending_history_count_estimate): as invoker the row-level security policies made the planner
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
