-- The whole schema in one migration, by domain: the 30 migrations of 2026-11-21 to 2026-11-26
-- (docs/decisions/0067-one-baseline-migration.md) and the 8 of 2026-11-26 to 2026-11-28
-- (docs/decisions/0078-second-baseline-fold.md), folded into one named by the last version, so a
-- database that applied them sees it as applied. Each function stands once, with its last body;
-- what a later migration dropped is not created. The schema it makes is the one they made,
-- object for object and row for row (compared from the catalogs). Their history is in git. A
-- change to the schema is a new migration after this one.
--
-- Errors by code (issue 17; docs/decisions/0036-errors-by-code.md): every refusal the apps tell
-- apart is raised with a SQLSTATE code and a stable `hint` (PostgREST passes both to the client),
-- so packages/api/src/errors.ts maps the hint, never the wording of the message. A raise whose
-- code says enough keeps no hint (P0002: no such request; 42501: not allowed). Where a unique
-- index would be the only answer to a race (a transaction id, an open request, a wallet payment),
-- the trigger takes a transaction-scoped advisory lock on the key and checks, so the second
-- caller waits and gets the hinted error; the index stays as a backstop.

-- ==================================================================== courses and profiles

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

-- ---------------------------------------------------------------- profiles
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

-- ---------------------------------------------------------------- saving a profile
-- The profile page saves with an upsert on id (PostgREST: INSERT ... ON CONFLICT (id) DO UPDATE
-- SET id = excluded.id, name = ..., ...). The SET list names every column sent, `id` included,
-- so the owner needs UPDATE on `id` too. It cannot be used to move a profile: the update
-- policy's USING and WITH CHECK both require id = auth.uid(). `role` stays ungranted.
grant update (id) on table public.profiles to authenticated;

-- ---------------------------------------------------------------- a profile's links
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

-- ---------------------------------------------------------------- the admins' index
-- The admins, found without reading every profile (issue 24). Each new enrolment request tells
-- every admin (notifications: `where p.role = 'admin'`), and that read scanned
-- all of public.profiles: 15-40 ms per request at 50,000 learners (docs/decisions/0057). A
-- partial index holds only the few admins' rows.
create index profiles_admins_idx on public.profiles (id) where role = 'admin';

-- ---------------------------------------------------------------- last seen
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

-- ==================================================================== enrolment and payments

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

-- ---------------------------------------------------------------- approving one request
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

-- ---------------------------------------------------------------- decisions, rejections and refunds
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

comment on function private.approve_enrollments_in_order(uuid[], jsonb) is
  'Admin: approve a batch of requests, all or nothing, with the wallet payment each was matched with. Already approved ids are left as they are.';
comment on function public.reject_enrollment(uuid, text) is
  'Admin: reject a pending request, with the reason the learner sees.';
comment on function public.refund_enrollment(uuid, text) is
  'Admin: refund an approved request, with the reason the learner sees; the enrolment is removed.';

-- security invoker: it runs as the admin who called public.approve_enrollments
revoke all on function private.approve_enrollments_in_order(uuid[], jsonb) from public, anon, service_role;
revoke all on function public.reject_enrollment(uuid, text) from public, anon, authenticated;
revoke all on function public.refund_enrollment(uuid, text) from public, anon, authenticated;
grant execute on function private.approve_enrollments_in_order(uuid[], jsonb) to authenticated;
grant execute on function public.reject_enrollment(uuid, text) to authenticated, service_role;
grant execute on function public.refund_enrollment(uuid, text) to authenticated, service_role;

-- ---------------------------------------------------------------- approving a batch
-- Batch approvals do not deadlock on the statistics totals (private.request_totals, statistics). Each approval
-- adds to private.request_totals' row of its request's day and course, then to today's row of
-- its course; a batch did so request by request, in id order, so two batches whose requests
-- crossed days and courses in opposite orders could each hold a row the other waited for, and
-- Postgres aborted one ("deadlock detected"; supabase/tests/concurrency.test.ts reproduces it).
--
-- A batch locks every totals row it will add to before adding to any, in one order (day,
-- then course). A single decision (approve, reject, refund, a wallet's settlement) adds to at
-- most its request's day and then today, which is the same order, so no two writers ever take
-- the same rows in opposite orders. The batch's own work is
-- private.approve_enrollments_in_order (above); public.approve_enrollments
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

-- Resources are a list of links the lesson page renders: only http(s), each with a title and a
-- link. A resource missing either fails (a null test counts as false: bool_and of null passes).
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
      select bool_and(coalesce(
        jsonb_typeof(r) = 'object'
        and (r - array['title', 'url']) = '{}'::jsonb
        and jsonb_typeof(r -> 'title') = 'string'
        and char_length(btrim(r ->> 'title')) between 1 and 200
        and jsonb_typeof(r -> 'url') = 'string'
        and char_length(r ->> 'url') <= 1000
        and (r ->> 'url') ~ '^https?://[^[:space:]]+$',
        false
      ))
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

-- ---------------------------------------------------------------------------------------------
-- Admin: reorder a course's lessons
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

-- ---------------------------------------------------------------- the schedule of a live class
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

-- ==================================================================== notifications and mail

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
    'request_refunded', 'certificate_issued', 'class_starting',
    'project_submitted', 'project_reviewed',
    'question_asked', 'question_answered'
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

-- One notification and, unless `mail` is false, its mail. security definer: the triggers run
-- as the learner or the staff member who caused the event, and neither may write notifications
-- for anyone.
create function private.notify(
  recipient uuid, what text, details jsonb, key text default null, mail boolean default true
)
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
  if new_id is not null and mail then
    insert into public.notification_deliveries (notification_id) values (new_id);
  end if;
end;
$$;
revoke all on function private.notify(uuid, text, jsonb, text, boolean) from public;

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

-- ==================================================================== wallet messages

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

-- ==================================================================== limits

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

-- ---------------------------------------------------------------- one reading of a client address, whoever hands it over
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

-- ---------------------------------------------------------------- spending an allowance for a given user and address
-- The work of private.spend_allowance(), which only says who the API caller is (their user and
-- the address of their request); private.submit_lead() and private.record_page_view() pass an
-- address an Edge Function was given.
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

-- ==================================================================== join now: leads

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

-- Join-now leads through the join-now Edge Function (issue 25;
-- docs/decisions/0054-join-now-function.md).
--
-- The function checks the visitor's Turnstile token when captcha is on, then hands the lead and
-- the address the gateway vouched for to private.submit_lead(). The public roles no longer insert
-- into public.leads themselves: with the key every page carries, a script could otherwise walk
-- past the check. The allowance is the same as before (join_now, per address and for everyone),
-- spent on the address the function passes, read by the same rule as private.client_address().

-- ---------------------------------------------------------------- the lead, from the join-now function only
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

-- ==================================================================== console lists

-- The console's lists at volume (issue 24; docs/decisions/0055, 0056, 0058, 0061): each read in
-- an indexed order, each page after the last row of the one before (keyset, never offset), at
-- most what PostgREST answers in one call (max_rows, 1,000) unless one row carries the page, and
-- counted by one function: exact up to 10,000 rows, the planner's estimate above, marked as one.
--
-- One way to count (issue 26): private.count_rows holds the "exact up to a threshold, the
-- planner's estimate above it" logic; each public count function (admin_pending_count,
-- admin_decisions_count, admin_list_count) only checks its caller and builds its rows' query.
-- They are security definer: as security invoker, the planner's estimate above 10,000 rows
-- counted the row-level security policies as a filter and answered a fraction of the rows
-- (15,012 of 30,022 seen learners, analysed). Each still answers admins only (its first
-- statement), and only counts of what an admin reads anyway; as the tables' owner it counts and
-- estimates the rows themselves, and no policy runs per row.

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

-- ---------------------------------------------------------------- matching payments and the exports (issue 24)
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

-- ---------------------------------------------------------------- pending requests a page at a time
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

-- ---------------------------------------------------------------- History's count
-- History's count (issue 24, docs/decisions/0056-pending-and-history-pages.md): how many
-- decisions match the tab's filters, exact up to a threshold and the planner's estimate above
-- it, as public.admin_pending_count does for Pending. The tab's pages themselves are PostgREST
-- keyset pages (listDecisionsPage, on enrollment_decisions_decided_at_id_idx).

-- {"total": n, "estimated": bool} for the decisions matching the filters (each null: any), the
-- request joined as History shows it. Counted exactly up to `exact_up_to` (at most 10,000: the
-- count reads no more rows than that), above it the planner's estimate, marked as one. Admins
-- only; security definer (the counts, above). Volatile only because Postgres
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

-- ---------------------------------------------------------------- the other lists a page at a time
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
-- planner's estimate, marked as one. Admins only; security definer (the counts,
-- above). Volatile only because Postgres allows EXPLAIN in no other function.
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

-- ---------------------------------------------------------------- History a page at a time
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
-- count functions (above): as invoker the row-level security policies made the planner
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

-- ==================================================================== mentors and projects

-- Projects with mentor feedback (issue 33; docs/decisions/0071-projects-and-mentors.md).
--
-- Who can do what:
--   projects             anyone reads (the syllabus sells them); admins write. A project with
--                        hand-ins cannot be deleted (the work is kept).
--   course_mentors       admins read and write; a mentor reads their own rows. A mentor is an
--                        ordinary account with rows here: staff of those courses only.
--   project_submissions  the learner reads their own attempts; the course's mentors and admins
--                        read the course's. Nobody writes over the API: submit_project(),
--                        claim_submission() and review_submission() decide.
--   project_reviews      the submission's learner, the course's mentors and admins read;
--                        written only by review_submission().
--   storage `submissions` private: a learner uploads into and reads `{their id}/...`; the
--                        course's mentors and admins read the files of its hand-ins (signed
--                        URLs); a sent file is never replaced or deleted.

-- ---------------------------------------------------------------------------------------------
-- Mentors

create table public.course_mentors (
  course_id text not null references public.courses (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (course_id, user_id)
);

create index course_mentors_user_id_idx on public.course_mentors (user_id);

comment on table public.course_mentors is
  'Who reviews hand-ins of which course. Admins write; a mentor reads their own rows.';

-- Is the caller a mentor of this course? security definer like is_admin(): policies call it
-- without nesting course_mentors' RLS; it answers only for auth.uid().
create function private.is_mentor_of(course text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.course_mentors m
    where m.course_id = course and m.user_id = (select auth.uid())
  );
$$;

revoke all on function private.is_mentor_of(text) from public;
grant execute on function private.is_mentor_of(text) to authenticated, service_role;

-- Staff of a course: an admin, or one of its mentors.
create function private.is_staff_of(course text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_admin() or private.is_mentor_of(course);
$$;

revoke all on function private.is_staff_of(text) from public;
grant execute on function private.is_staff_of(text) to authenticated, service_role;

alter table public.course_mentors enable row level security;

revoke all on table public.course_mentors from anon, authenticated;
grant select, delete on table public.course_mentors to authenticated;
grant insert (course_id, user_id) on table public.course_mentors to authenticated;

create policy "course_mentors: own rows or admin reads" on public.course_mentors
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "course_mentors: admins add" on public.course_mentors
  for insert to authenticated with check ((select private.is_admin()));
create policy "course_mentors: admins remove" on public.course_mentors
  for delete to authenticated using ((select private.is_admin()));

-- Admin: every course's mentors with their email and name (email is in auth.users, hence
-- security definer). A handful of rows per course.
create function public.admin_course_mentors()
returns table (course_id text, user_id uuid, email text, full_name text, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  return query
    select m.course_id, m.user_id, u.email::text,
      coalesce(nullif(btrim(p.name), ''), nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '')),
      m.created_at
    from public.course_mentors m
    join auth.users u on u.id = m.user_id
    left join public.profiles p on p.id = m.user_id
    order by m.course_id, lower(u.email::text)
    limit 1000;
end;
$$;

revoke all on function public.admin_course_mentors() from public, anon;
grant execute on function public.admin_course_mentors() to authenticated;

-- Admin: make the account with this email a mentor of a course (the admin knows the email,
-- not the id). Adding twice changes nothing.
create function public.admin_add_mentor(course_id text, email text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  mentor uuid;
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if not exists (select 1 from public.courses c where c.id = admin_add_mentor.course_id) then
    raise exception 'Invalid course selected.' using errcode = '23503', hint = 'invalid_course';
  end if;
  select u.id into mentor from auth.users u
  where lower(u.email::text) = lower(btrim(admin_add_mentor.email));
  if mentor is null then
    raise exception 'No account has this email.' using errcode = 'P0002', hint = 'no_such_account';
  end if;
  insert into public.course_mentors (course_id, user_id)
  values (admin_add_mentor.course_id, mentor)
  on conflict do nothing;
  return mentor;
end;
$$;

revoke all on function public.admin_add_mentor(text, text) from public, anon;
grant execute on function public.admin_add_mentor(text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Projects

-- The reviewer's checklist: up to 20 items, each in both languages.
create function private.project_checklist_valid(checklist jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(checklist) <> 'array' then false
    when jsonb_array_length(checklist) > 20 then false
    else coalesce((
      -- coalesce: a missing key makes the test null, which must count as false
      select bool_and(coalesce(
        jsonb_typeof(item) = 'object'
        and (item - array['en', 'bn']) = '{}'::jsonb
        and jsonb_typeof(item -> 'en') = 'string'
        and jsonb_typeof(item -> 'bn') = 'string'
        and char_length(btrim(item ->> 'en')) between 1 and 300
        and char_length(btrim(item ->> 'bn')) between 1 and 300,
        false
      ))
      from jsonb_array_elements(checklist) item
    ), true)
  end;
$$;

revoke all on function private.project_checklist_valid(jsonb) from public;
grant execute on function private.project_checklist_valid(jsonb) to authenticated, service_role;

create table public.projects (
  id uuid primary key default gen_random_uuid(),
  course_id text not null references public.courses (id) on delete cascade,
  position integer not null check (position > 0),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  title_bn text not null check (char_length(btrim(title_bn)) between 1 and 200),
  -- Markdown, rendered by @repo/markdown without raw HTML
  brief text not null default '' check (char_length(brief) <= 20000),
  brief_bn text not null default '' check (char_length(brief_bn) <= 20000),
  checklist jsonb not null default '[]'::jsonb
    constraint projects_checklist_shape check (private.project_checklist_valid(checklist)),
  -- what the learner hands in: photos, a link, a written answer
  hand_in text[] not null
    constraint projects_hand_in_kinds check (
      cardinality(hand_in) between 1 and 3
      and hand_in <@ array['images', 'link', 'text']
    ),
  -- needed for the certificate
  required boolean not null default true,
  -- due this many days after the learner's enrolment; null: no due date
  due_days integer check (due_days between 1 and 365),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint projects_course_id_position_key unique (course_id, position) deferrable initially immediate
);

comment on table public.projects is
  'The projects (hand-ins) of each course, readable by anyone; admins write.';

create trigger projects_touch_updated_at
  before update on public.projects
  for each row execute function private.touch_updated_at();

alter table public.projects enable row level security;

revoke all on table public.projects from anon, authenticated;
grant select on table public.projects to anon, authenticated;
grant insert (course_id, position, title, title_bn, brief, brief_bn, checklist, hand_in, required, due_days),
  update (position, title, title_bn, brief, brief_bn, checklist, hand_in, required, due_days),
  delete
  on table public.projects to authenticated;

create policy "projects: anyone reads (anon)" on public.projects
  for select to anon using (true);
create policy "projects: anyone reads (authenticated)" on public.projects
  for select to authenticated using (true);
create policy "projects: admins add" on public.projects
  for insert to authenticated with check ((select private.is_admin()));
create policy "projects: admins edit" on public.projects
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "projects: admins delete" on public.projects
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Hand-ins and reviews

create table public.project_submissions (
  id uuid primary key default gen_random_uuid(),
  -- restrict: a project with hand-ins is never deleted with them (see the trigger below)
  project_id uuid not null references public.projects (id) on delete restrict,
  -- the project's course, kept here so RLS and the queue need no join
  course_id text not null references public.courses (id),
  user_id uuid not null references public.profiles (id) on delete cascade,
  attempt integer not null check (attempt > 0),
  note text not null default '' check (char_length(note) <= 4000),
  links text[] not null default '{}' check (cardinality(links) <= 5),
  -- paths in the submissions bucket, under the learner's own folder
  files text[] not null default '{}' check (cardinality(files) <= 5),
  -- when the learner tapped Send (their draft may wait for a signal), never after the server's
  -- clock; the due date is judged on it
  submitted_at timestamptz not null,
  created_at timestamptz not null default now(),
  status text not null default 'submitted'
    check (status in ('submitted', 'in_review', 'changes_requested', 'approved')),
  claimed_by uuid references public.profiles (id) on delete set null,
  claim_expires_at timestamptz,
  constraint project_submissions_attempt_key unique (project_id, user_id, attempt),
  constraint project_submissions_submitted_before_created check (submitted_at <= created_at)
);

-- One attempt waiting for review, and one approval, per learner and project.
create unique index project_submissions_one_waiting
  on public.project_submissions (project_id, user_id) where status in ('submitted', 'in_review');
create unique index project_submissions_one_approved
  on public.project_submissions (project_id, user_id) where status = 'approved';
-- The queue: oldest first, by state, per course.
create index project_submissions_status_submitted_at_idx
  on public.project_submissions (status, submitted_at, id);
create index project_submissions_course_status_submitted_at_idx
  on public.project_submissions (course_id, status, submitted_at, id);
create index project_submissions_user_id_course_id_idx
  on public.project_submissions (user_id, course_id);
create index project_submissions_files_idx on public.project_submissions using gin (files);
create index project_submissions_claimed_by_idx on public.project_submissions (claimed_by);

comment on table public.project_submissions is
  'One row per attempt at a project. Written only by submit_project, claim_submission and review_submission.';

create table public.project_reviews (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null references public.project_submissions (id) on delete cascade,
  reviewer_id uuid references public.profiles (id) on delete set null,
  verdict text not null check (verdict in ('approved', 'changes_requested')),
  -- Markdown; required when changes are asked for
  feedback text not null default '' check (char_length(feedback) <= 5000),
  -- the indexes of the project's checklist items that were met
  checklist jsonb not null default '[]'::jsonb check (jsonb_typeof(checklist) = 'array'),
  created_at timestamptz not null default now(),
  constraint project_reviews_feedback_for_changes
    check (verdict = 'approved' or char_length(btrim(feedback)) > 0)
);

create index project_reviews_submission_id_idx on public.project_reviews (submission_id, created_at);
create index project_reviews_reviewer_id_idx on public.project_reviews (reviewer_id);

alter table public.project_submissions enable row level security;
alter table public.project_reviews enable row level security;

revoke all on table public.project_submissions from anon, authenticated;
revoke all on table public.project_reviews from anon, authenticated;
grant select on table public.project_submissions to authenticated;
grant select on table public.project_reviews to authenticated;

create policy "project_submissions: owner or the course's staff reads" on public.project_submissions
  for select to authenticated
  using (user_id = (select auth.uid()) or private.is_staff_of(course_id));

create policy "project_reviews: the learner or the course's staff reads" on public.project_reviews
  for select to authenticated
  using (exists (
    select 1 from public.project_submissions s
    where s.id = project_reviews.submission_id
      and (s.user_id = (select auth.uid()) or private.is_staff_of(s.course_id))
  ));

-- Deleting a project that has hand-ins: refused with words, not a bare foreign-key error.
create function private.keep_projects_with_hand_ins()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.project_submissions s where s.project_id = old.id) then
    raise exception 'Learners have handed in this project: it cannot be deleted.'
      using errcode = '23503', hint = 'project_has_submissions';
  end if;
  return old;
end;
$$;

revoke all on function private.keep_projects_with_hand_ins() from public;

create trigger projects_keep_hand_ins
  before delete on public.projects
  for each row execute function private.keep_projects_with_hand_ins();

-- ---------------------------------------------------------------------------------------------
-- Limits

insert into public.rate_limits (call, scope, max_requests, window_seconds, why) values
  ('project_submission', 'user', 20, 3600,
   'Project hand-ins of one learner: a few projects an hour, with room for retries on a weak signal.');

-- ---------------------------------------------------------------------------------------------
-- Notifications of hand-ins and verdicts (the kinds are in public.notifications)
-- What the texts of a hand-in need.
create function private.submission_details(s public.project_submissions)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'submission_id', s.id,
    'project_id', s.project_id,
    'project_title', p.title,
    'project_title_bn', p.title_bn,
    'course_id', s.course_id,
    'course_title', c.title,
    'attempt', s.attempt
  )
  from public.projects p
  join public.courses c on c.id = p.course_id
  where p.id = s.project_id;
$$;
revoke all on function private.submission_details(public.project_submissions) from public;

-- ---------------------------------------------------------------------------------------------
-- Handing in

-- A learner hands in an attempt. security definer: learners have no write privilege on
-- project_submissions (they could otherwise approve themselves). Every rule is checked before
-- anything is written; one statement writes the row, so nothing is stored half.
create function public.submit_project(
  project_id uuid,
  note text default '',
  links text[] default '{}',
  files text[] default '{}',
  submitted_at timestamptz default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  project public.projects;
  given_note text := btrim(coalesce(note, ''));
  given_links text[] := coalesce(links, '{}');
  given_files text[] := coalesce(files, '{}');
  tapped_at timestamptz;
  next_attempt integer;
  new_id uuid;
  mentor uuid;
  details jsonb;
  created public.project_submissions;
begin
  if me is null then
    raise exception 'You must be logged in.' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.spend_allowance('project_submission');

  select * into project from public.projects p where p.id = submit_project.project_id;
  if not found then
    raise exception 'This project no longer exists.' using errcode = 'P0002', hint = 'project_not_found';
  end if;
  if not exists (
    select 1 from public.enrollments e where e.user_id = me and e.course_id = project.course_id
  ) then
    raise exception 'You are not enrolled in this course.' using errcode = '42501', hint = 'not_enrolled';
  end if;

  if char_length(given_note) > 4000 then
    raise exception 'The note is too long.' using errcode = '22023', hint = 'note_too_long', detail = '4000';
  end if;
  if cardinality(given_links) > 5 then
    raise exception 'At most 5 links.' using errcode = '22023', hint = 'too_many_links', detail = '5';
  end if;
  if exists (
    select 1 from unnest(given_links) l
    where l is null or char_length(l) > 1000 or l !~ '^https://[^[:space:]/]+\.[^[:space:]]+$'
  ) then
    raise exception 'Links must start with https://' using errcode = '22023', hint = 'link_not_https';
  end if;
  if cardinality(given_files) > 5 then
    raise exception 'At most 5 photos.' using errcode = '22023', hint = 'too_many_files', detail = '5';
  end if;
  if exists (
    select 1 from unnest(given_files) f
    where f is null or split_part(f, '/', 1) <> me::text or f like '%..%'
  ) then
    raise exception 'A photo is not in your own folder.' using errcode = '42501', hint = 'file_not_yours';
  end if;
  if exists (
    select 1 from unnest(given_files) f
    where not exists (
      select 1 from storage.objects o where o.bucket_id = 'submissions' and o.name = f
    )
  ) then
    raise exception 'A photo did not finish uploading.' using errcode = 'P0002', hint = 'file_missing';
  end if;
  if (cardinality(given_files) > 0 and not ('images' = any(project.hand_in)))
    or (cardinality(given_links) > 0 and not ('link' = any(project.hand_in)))
  then
    raise exception 'This project does not take that kind of hand-in.'
      using errcode = '22023', hint = 'hand_in_not_accepted';
  end if;
  -- A note may go with any hand-in, but stands alone only where the project takes text.
  if not (
    (cardinality(given_files) > 0 and 'images' = any(project.hand_in))
    or (cardinality(given_links) > 0 and 'link' = any(project.hand_in))
    or (given_note <> '' and 'text' = any(project.hand_in))
  ) then
    raise exception 'Add your work before sending.' using errcode = '22023', hint = 'submission_empty';
  end if;

  -- One learner's attempts are numbered one after the other: two taps at once wait here.
  perform pg_advisory_xact_lock(hashtextextended('project_submission:' || me || ':' || project.id, 0));
  if exists (
    select 1 from public.project_submissions s
    where s.project_id = project.id and s.user_id = me and s.status = 'approved'
  ) then
    raise exception 'This project is already approved.' using errcode = '55000', hint = 'project_approved';
  end if;
  if exists (
    select 1 from public.project_submissions s
    where s.project_id = project.id and s.user_id = me and s.status in ('submitted', 'in_review')
  ) then
    raise exception 'Your last attempt is still waiting for review.'
      using errcode = '55000', hint = 'submission_waiting';
  end if;

  -- The tap's time, bounded: never after now, never more than 3 days before (a draft kept
  -- offline that long is judged as sent today minus three days).
  tapped_at := least(now(), greatest(coalesce(submit_project.submitted_at, now()), now() - interval '3 days'));
  select coalesce(max(s.attempt), 0) + 1 into next_attempt
  from public.project_submissions s where s.project_id = project.id and s.user_id = me;

  insert into public.project_submissions
    (project_id, course_id, user_id, attempt, note, links, files, submitted_at)
  values (project.id, project.course_id, me, next_attempt, given_note, given_links, given_files, tapped_at)
  returning * into created;
  new_id := created.id;

  details := private.submission_details(created);
  for mentor in
    select m.user_id from public.course_mentors m
    where m.course_id = project.course_id and m.user_id <> me
    order by m.user_id
  loop
    perform private.notify(mentor, 'project_submitted', details, null, false);
  end loop;
  return new_id;
end;
$$;

comment on function public.submit_project(uuid, text, text[], text[], timestamptz) is
  'A learner hands in an attempt at a project of a course they are enrolled in; returns its id.';

revoke all on function public.submit_project(uuid, text, text[], text[], timestamptz) from public, anon, authenticated;
grant execute on function public.submit_project(uuid, text, text[], text[], timestamptz) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Reviewing

-- The caller's right to review this submission, or the refusal. Returns the row, locked.
create function private.submission_to_review(submission uuid)
returns public.project_submissions
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  s public.project_submissions;
begin
  if me is null then
    raise exception 'You must be logged in.' using errcode = '42501', hint = 'not_signed_in';
  end if;
  select * into s from public.project_submissions ps where ps.id = submission for update;
  if not found or not private.is_staff_of(s.course_id) then
    -- a stranger learns nothing of whether the id exists
    raise exception 'Only the course''s mentors review its hand-ins.' using errcode = '42501', hint = 'not_reviewer';
  end if;
  if s.user_id = me then
    raise exception 'Nobody reviews their own work.' using errcode = '42501', hint = 'own_submission';
  end if;
  if s.status not in ('submitted', 'in_review') then
    raise exception 'This attempt has been reviewed already.' using errcode = '55000', hint = 'submission_reviewed';
  end if;
  if s.status = 'in_review' and s.claimed_by is distinct from me and s.claim_expires_at > now() then
    raise exception 'Another mentor is reviewing this attempt.'
      using errcode = '55000', hint = 'claimed_by_other',
        detail = coalesce((
          select coalesce(nullif(btrim(p.name), ''), p.username) from public.profiles p where p.id = s.claimed_by
        ), '');
  end if;
  return s;
end;
$$;

revoke all on function private.submission_to_review(uuid) from public;

-- Opening an attempt claims it for 30 minutes, so two mentors never review it at once.
-- Claiming again (the same mentor) extends the claim.
create function public.claim_submission(submission_id uuid)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  s public.project_submissions := private.submission_to_review(claim_submission.submission_id);
  ends_at timestamptz := now() + interval '30 minutes';
begin
  update public.project_submissions ps
  set status = 'in_review', claimed_by = (select auth.uid()), claim_expires_at = ends_at
  where ps.id = s.id;
  return ends_at;
end;
$$;

comment on function public.claim_submission(uuid) is
  'A mentor of the course (or an admin) claims an attempt for 30 minutes; returns when the claim ends.';

revoke all on function public.claim_submission(uuid) from public, anon, authenticated;
grant execute on function public.claim_submission(uuid) to authenticated, service_role;

-- The verdict on an attempt: approved, or changes requested with feedback. The learner is told
-- (in-app and a mail in their language, with the feedback).
create function public.review_submission(
  submission_id uuid,
  verdict text,
  feedback text default '',
  checklist jsonb default '[]'::jsonb
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  s public.project_submissions := private.submission_to_review(review_submission.submission_id);
  given_feedback text := btrim(coalesce(feedback, ''));
  items integer;
  review_id uuid;
begin
  if verdict is null or verdict not in ('approved', 'changes_requested') then
    raise exception 'Approve, or ask for changes.' using errcode = '22023', hint = 'invalid_verdict';
  end if;
  if char_length(given_feedback) > 5000 then
    raise exception 'Feedback is at most 5,000 characters.'
      using errcode = '22023', hint = 'feedback_too_long', detail = '5000';
  end if;
  if verdict = 'changes_requested' and given_feedback = '' then
    raise exception 'Say what to change.' using errcode = '22023', hint = 'feedback_required';
  end if;
  select jsonb_array_length(p.checklist) into items from public.projects p where p.id = s.project_id;
  if checklist is null or jsonb_typeof(checklist) <> 'array' or exists (
    select 1 from jsonb_array_elements(checklist) i
    where jsonb_typeof(i) <> 'number' or (i #>> '{}') !~ '^\d+$' or (i #>> '{}')::numeric >= items
  ) then
    raise exception 'The checklist names an item the project does not have.'
      using errcode = '22023', hint = 'invalid_checklist';
  end if;

  insert into public.project_reviews (submission_id, reviewer_id, verdict, feedback, checklist)
  values (s.id, (select auth.uid()), verdict, given_feedback,
    coalesce((select jsonb_agg(distinct i order by i) from jsonb_array_elements(checklist) i), '[]'::jsonb))
  returning id into review_id;

  update public.project_submissions ps
  set status = verdict, claimed_by = null, claim_expires_at = null
  where ps.id = s.id;

  perform private.notify(
    s.user_id,
    'project_reviewed',
    private.submission_details(s) || jsonb_build_object('verdict', verdict, 'feedback', given_feedback)
  );
  return review_id;
end;
$$;

comment on function public.review_submission(uuid, text, text, jsonb) is
  'A mentor of the course (or an admin), never its learner, approves an attempt or asks for changes.';

revoke all on function public.review_submission(uuid, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.review_submission(uuid, text, text, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The mentors' queue: a page at a time, oldest first

-- The rows a caller's queue holds: the courses they review (every course for an admin), then
-- the filters. Only quoted values enter the clause. Refuses a caller who reviews nothing, or a
-- course they do not review.
create function private.review_queue_clause(course text, project uuid, states text[])
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  clause text;
begin
  if (select auth.uid()) is null
    or not (private.is_admin() or exists (select 1 from public.course_mentors m where m.user_id = (select auth.uid())))
    or (course is not null and not private.is_staff_of(course))
  then
    raise exception 'Only the course''s mentors review its hand-ins.' using errcode = '42501', hint = 'not_reviewer';
  end if;
  if states is not null and (cardinality(states) = 0 or not states <@ array['submitted', 'in_review', 'changes_requested', 'approved']) then
    raise exception 'No such state.' using errcode = '22023';
  end if;
  clause := 'true';
  if course is not null then
    clause := clause || format(' and s.course_id = %L', course);
  elsif not private.is_admin() then
    clause := clause || format(
      ' and s.course_id in (select m.course_id from public.course_mentors m where m.user_id = %L)',
      (select auth.uid())
    );
  end if;
  if project is not null then
    clause := clause || format(' and s.project_id = %L', project);
  end if;
  if states is not null then
    clause := clause || format(' and s.status = any (%L::text[])', states);
  end if;
  return clause;
end;
$$;

revoke all on function private.review_queue_clause(text, uuid, text[]) from public;

create function public.review_queue_page(
  course text default null,
  project uuid default null,
  states text[] default array['submitted', 'in_review'],
  after_submitted_at timestamptz default null,
  after_id uuid default null,
  page_size integer default 50
)
returns table (
  id uuid,
  project_id uuid,
  project_title text,
  project_title_bn text,
  course_id text,
  learner_name text,
  attempt integer,
  status text,
  submitted_at timestamptz,
  claimed_by uuid,
  claimer_name text,
  claim_expires_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  clause text := private.review_queue_clause(course, project, states);
begin
  if page_size is null or page_size < 1 or page_size > 1000 then
    raise exception 'A page holds 1 to 1,000 rows.' using errcode = '22023';
  end if;
  if (after_submitted_at is null) <> (after_id is null) then
    raise exception 'A position is a time and an id.' using errcode = '22023';
  end if;
  if after_submitted_at is not null then
    clause := clause || format(' and (s.submitted_at, s.id) > (%L::timestamptz, %L::uuid)',
      after_submitted_at, after_id);
  end if;
  -- the learner's name only: a mentor sees no email, phone or payment
  return query execute
    'select q.id, q.project_id, p.title, p.title_bn, q.course_id,'
    ' coalesce(nullif(btrim(lp.name), ''''), lp.username, ''''),'
    ' q.attempt, q.status, q.submitted_at, q.claimed_by,'
    ' coalesce(nullif(btrim(cp.name), ''''), cp.username), q.claim_expires_at'
    ' from (select s.* from public.project_submissions s where ' || clause ||
    ' order by s.submitted_at, s.id limit ' || page_size || ') q'
    ' join public.projects p on p.id = q.project_id'
    ' left join public.profiles lp on lp.id = q.user_id'
    ' left join public.profiles cp on cp.id = q.claimed_by'
    ' order by q.submitted_at, q.id';
end;
$$;

comment on function public.review_queue_page(text, uuid, text[], timestamptz, uuid, integer) is
  'Mentors and admins: a page of hand-ins of the courses they review, oldest first, after a position.';

revoke all on function public.review_queue_page(text, uuid, text[], timestamptz, uuid, integer) from public, anon;
grant execute on function public.review_queue_page(text, uuid, text[], timestamptz, uuid, integer) to authenticated;

-- {"total": n, "estimated": bool} for the same filters (private.count_rows: exact up to 10,000).
-- Volatile only because Postgres allows EXPLAIN in no other function; it writes nothing.
create function public.review_queue_count(
  course text default null,
  project uuid default null,
  states text[] default array['submitted', 'in_review'],
  exact_up_to integer default 10000
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return private.count_rows(
    'from public.project_submissions s where ' || private.review_queue_clause(course, project, states),
    exact_up_to
  );
end;
$$;

revoke all on function public.review_queue_count(text, uuid, text[], integer) from public, anon;
grant execute on function public.review_queue_count(text, uuid, text[], integer) to authenticated;

-- The learner's name on a hand-in, for its reviewer (profiles are the owner's and admins').
create function public.submission_learner_name(submission_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  s public.project_submissions;
begin
  select * into s from public.project_submissions ps where ps.id = submission_learner_name.submission_id;
  if not found or not private.is_staff_of(s.course_id) then
    raise exception 'Only the course''s mentors review its hand-ins.' using errcode = '42501', hint = 'not_reviewer';
  end if;
  return (select coalesce(nullif(btrim(p.name), ''), p.username, '') from public.profiles p where p.id = s.user_id);
end;
$$;

revoke all on function public.submission_learner_name(uuid) from public, anon;
grant execute on function public.submission_learner_name(uuid) to authenticated;

-- ==================================================================== questions

-- Questions under every lesson, and quizzes graded by the database (issue 35;
-- docs/decisions/0072-questions-and-quizzes.md).
--
-- Who can do what:
--   lesson_questions     enrolled learners of the lesson's course ask and read the course's questions;
--                        its mentors and admins read them. A hidden question is read only by its author
--                        and the course's staff. The author edits the text within 15 minutes; staff hide.
--   question_answers     whoever reads the question reads its answers (a hidden answer: its author and
--                        staff); learners of the course and its staff answer. by_staff is the database's
--                        word; only the asker accepts; the author edits within 15 minutes; staff hide.
--   quizzes,             read by the course's enrolled learners and staff; written by admins
--   quiz_questions       (quizzes directly, questions and keys through admin_save_quiz_questions()).
--   quiz_question_keys   the right options: the course's staff read them, nobody else, ever.
--   quiz_attempts        the learner reads their own, the course's staff read the course's; written only
--                        by submit_quiz(), which grades.

-- ---------------------------------------------------------------------------------------------
-- Questions

-- A learner's text without the blank around it: spaces, tabs, line breaks, no-break spaces (as
-- the apps' schemas trim it). btrim() alone trims spaces only: a body of line breaks would pass.
create function private.trim_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(value, E' \t\n\r\f\u000b\u00a0\ufeff');
$$;

revoke all on function private.trim_text(text) from public;
grant execute on function private.trim_text(text) to authenticated, service_role;

create table public.lesson_questions (
  id uuid primary key default gen_random_uuid(),
  lesson_id uuid not null references public.lessons (id) on delete cascade,
  -- the lesson's course, set by the database: the course's list, search and queue read by it
  course_id text not null references public.courses (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- Markdown, rendered by @repo/markdown without raw HTML
  body text not null constraint lesson_questions_body_length check (char_length(private.trim_text(body)) between 1 and 4000),
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  -- the last answer (or the question itself): the lesson's list is newest activity first
  last_activity_at timestamptz not null default now(),
  -- the first staff answer or the answer the asker accepted, whichever came first
  answered_at timestamptz,
  answer_count integer not null default 0,
  hidden_at timestamptz,
  hidden_by uuid references public.profiles (id) on delete set null
);

create index lesson_questions_lesson_activity_idx
  on public.lesson_questions (lesson_id, last_activity_at desc, id desc);
create index lesson_questions_course_activity_idx
  on public.lesson_questions (course_id, last_activity_at desc, id desc);
-- the console's queue: per course, waiting or answered, oldest first, hidden ones out
create index lesson_questions_queue_idx
  on public.lesson_questions (course_id, (answered_at is not null), created_at, id) where hidden_at is null;
create index lesson_questions_waiting_idx
  on public.lesson_questions (created_at, id) where hidden_at is null and answered_at is null;
create index lesson_questions_answered_idx
  on public.lesson_questions (created_at, id) where hidden_at is null and answered_at is not null;
create index lesson_questions_user_id_idx on public.lesson_questions (user_id);
create index lesson_questions_hidden_by_idx on public.lesson_questions (hidden_by);
-- search across a course: any part of the text, on a trigram index (as Pending's names)
create index lesson_questions_body_trgm_idx
  on public.lesson_questions using gin (body extensions.gin_trgm_ops);

comment on table public.lesson_questions is
  'Learners'' questions under a lesson, read by the course''s learners and staff (docs/decisions/0072).';

create table public.question_answers (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references public.lesson_questions (id) on delete cascade,
  course_id text not null references public.courses (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  body text not null constraint question_answers_body_length check (char_length(private.trim_text(body)) between 1 and 4000),
  -- set by the database from the author's role when the answer is written
  by_staff boolean not null default false,
  accepted boolean not null default false,
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  hidden_at timestamptz,
  hidden_by uuid references public.profiles (id) on delete set null
);

create index question_answers_question_idx on public.question_answers (question_id, created_at, id);
create unique index question_answers_one_accepted on public.question_answers (question_id) where accepted;
create index question_answers_user_id_idx on public.question_answers (user_id);
create index question_answers_course_id_idx on public.question_answers (course_id);
create index question_answers_hidden_by_idx on public.question_answers (hidden_by);

comment on table public.question_answers is
  'Answers to lesson questions, by the course''s learners and staff; by_staff and accepted are the database''s word.';

-- Can the caller read the course's questions? Enrolled learners and staff. security definer like
-- is_admin(): policies call it without nesting enrollments' RLS; it answers only for auth.uid().
create function private.is_in_course(course text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_staff_of(course) or exists (
    select 1 from public.enrollments e where e.course_id = course and e.user_id = (select auth.uid())
  );
$$;

revoke all on function private.is_in_course(text) from public;
grant execute on function private.is_in_course(text) to authenticated, service_role;

-- Is this question readable by the caller (its course's reader, and shown or theirs or staff)?
create function private.reads_question(question uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.lesson_questions q
    where q.id = question
      and private.is_in_course(q.course_id)
      and (q.hidden_at is null or q.user_id = (select auth.uid()) or private.is_staff_of(q.course_id))
  );
$$;

revoke all on function private.reads_question(uuid) from public;
grant execute on function private.reads_question(uuid) to authenticated, service_role;

-- Is `who` staff of the course (admin or its mentor)? For the answer trigger, which runs for the
-- answer's author (the caller, or the seed).
create function private.user_is_staff_of(who uuid, course text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = who and p.role = 'admin')
    or exists (select 1 from public.course_mentors m where m.user_id = who and m.course_id = course);
$$;

revoke all on function private.user_is_staff_of(uuid, text) from public;

-- What a question's row starts with, whatever the client sent: its course, its author, now.
create function private.new_question()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select l.course_id into new.course_id from public.lessons l where l.id = new.lesson_id;
  if (select auth.uid()) is not null then
    new.user_id := (select auth.uid());
  end if;
  new.body := private.trim_text(new.body);
  new.created_at := now();
  new.last_activity_at := now();
  new.edited_at := null;
  new.answered_at := null;
  new.answer_count := 0;
  new.hidden_at := null;
  new.hidden_by := null;
  return new;
end;
$$;

revoke all on function private.new_question() from public;

create function private.new_answer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select q.course_id into new.course_id from public.lesson_questions q where q.id = new.question_id;
  if (select auth.uid()) is not null then
    new.user_id := (select auth.uid());
  end if;
  new.body := private.trim_text(new.body);
  new.by_staff := private.user_is_staff_of(new.user_id, new.course_id);
  new.accepted := false;
  new.created_at := now();
  new.edited_at := null;
  new.hidden_at := null;
  new.hidden_by := null;
  return new;
end;
$$;

revoke all on function private.new_answer() from public;

-- An edit through the API: the author changes the text within 15 minutes of writing it; the
-- course's staff hide and show; the asker accepts an answer (answers only). The column grants
-- let nothing else through; the database's own writes (counts, times) run as the trigger owner
-- and change none of these columns.
create function private.guard_question_edit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  asker uuid;
begin
  if me is null then
    return new;
  end if;
  if new.body is distinct from old.body then
    if old.user_id <> me then
      raise exception 'Only the author edits this text.' using errcode = '42501', hint = 'not_author';
    end if;
    if old.created_at < now() - interval '15 minutes' then
      raise exception 'Text can be edited for 15 minutes after it is written.'
        using errcode = '55000', hint = 'edit_window_closed', detail = '15';
    end if;
    new.body := private.trim_text(new.body);
    new.edited_at := now();
  end if;
  if new.hidden_at is distinct from old.hidden_at then
    if not private.is_staff_of(old.course_id) then
      raise exception 'Only the course''s mentors and admins hide.' using errcode = '42501', hint = 'not_staff';
    end if;
    new.hidden_at := case when new.hidden_at is null then null else now() end;
    new.hidden_by := case when new.hidden_at is null then null else me end;
  end if;
  if tg_table_name = 'question_answers' then
    -- nested: `accepted` exists only on answers
    if new.accepted is distinct from old.accepted then
      select q.user_id into asker from public.lesson_questions q where q.id = old.question_id;
      if asker is distinct from me then
        raise exception 'Only the asker accepts an answer.' using errcode = '42501', hint = 'not_asker';
      end if;
      if new.accepted then
        -- one accepted answer: accepting another moves the mark
        update public.question_answers a set accepted = false
        where a.question_id = old.question_id and a.accepted and a.id <> old.id;
      end if;
    end if;
  end if;
  return new;
end;
$$;

revoke all on function private.guard_question_edit() from public;

-- After an answer: the question's count and activity, its first answer, and the asker told.
create function private.after_answer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  question public.lesson_questions;
begin
  update public.lesson_questions q
  set answer_count = q.answer_count + 1,
      last_activity_at = now(),
      answered_at = case when new.by_staff then coalesce(q.answered_at, now()) else q.answered_at end
  where q.id = new.question_id
  returning * into question;
  if question.user_id <> new.user_id then
    perform private.notify(question.user_id, 'question_answered', private.question_details(question, new), null, true);
  end if;
  return null;
end;
$$;

revoke all on function private.after_answer() from public;

-- After an accept: the question counts as answered from then if no staff answer came first
-- (an asker accepting their own answer keeps it waiting for the mentors).
create function private.after_accept()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.accepted and not old.accepted then
    update public.lesson_questions q
    set answered_at = case when q.user_id = new.user_id then q.answered_at else coalesce(q.answered_at, now()) end,
        last_activity_at = now()
    where q.id = new.question_id;
  end if;
  return null;
end;
$$;

revoke all on function private.after_accept() from public;

-- After an answer is hidden or shown again: the question's count is of the answers learners
-- see, and it is answered only while a shown staff answer (or a shown answer the asker accepted
-- from someone else) stands: a hidden staff answer puts it back in the mentors' queue.
create function private.after_answer_hidden()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.lesson_questions q
  set answer_count = (
        select count(*) from public.question_answers a where a.question_id = q.id and a.hidden_at is null
      ),
      answered_at = case
        when exists (
          select 1 from public.question_answers a
          where a.question_id = q.id and a.hidden_at is null
            and (a.by_staff or (a.accepted and a.user_id <> q.user_id))
        ) then coalesce(q.answered_at, (
          select min(a.created_at) from public.question_answers a
          where a.question_id = q.id and a.hidden_at is null and a.by_staff
        ), now())
        else null
      end
  where q.id = new.question_id;
  return null;
end;
$$;

revoke all on function private.after_answer_hidden() from public;

-- After a question: the course's mentors get an in-app notice (no mail: they see the queue).
create function private.after_question()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  mentor uuid;
begin
  for mentor in
    select m.user_id from public.course_mentors m
    where m.course_id = new.course_id and m.user_id <> new.user_id
    order by m.user_id
  loop
    perform private.notify(mentor, 'question_asked', private.question_details(new, null), null, false);
  end loop;
  return null;
end;
$$;

revoke all on function private.after_question() from public;

-- What the texts of a question's notice need (the answer's opening, when there is one).
create function private.question_details(question public.lesson_questions, answer public.question_answers)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'question_id', question.id,
    'lesson_id', question.lesson_id,
    'lesson_title', l.title,
    'lesson_title_bn', l.title_bn,
    'course_id', question.course_id,
    'course_title', c.title,
    'question', left(question.body, 200),
    'answer', left(answer.body, 500),
    'by_staff', coalesce(answer.by_staff, false)
  )
  from public.lessons l
  join public.courses c on c.id = l.course_id
  where l.id = question.lesson_id;
$$;

revoke all on function private.question_details(public.lesson_questions, public.question_answers) from public;

create trigger lesson_questions_a_rate_limit
  before insert on public.lesson_questions
  for each row execute function private.limit_rows('lesson_question');
create trigger lesson_questions_b_new
  before insert on public.lesson_questions
  for each row execute function private.new_question();
create trigger lesson_questions_edit_rate_limit
  before update of body, hidden_at on public.lesson_questions
  for each row execute function private.limit_rows('question_edit');
create trigger lesson_questions_guard_edit
  before update on public.lesson_questions
  for each row execute function private.guard_question_edit();
create trigger lesson_questions_notify
  after insert on public.lesson_questions
  for each row execute function private.after_question();

create trigger question_answers_a_rate_limit
  before insert on public.question_answers
  for each row execute function private.limit_rows('question_answer');
create trigger question_answers_b_new
  before insert on public.question_answers
  for each row execute function private.new_answer();
create trigger question_answers_edit_rate_limit
  before update of body, hidden_at, accepted on public.question_answers
  for each row execute function private.limit_rows('question_edit');
create trigger question_answers_guard_edit
  before update on public.question_answers
  for each row execute function private.guard_question_edit();
create trigger question_answers_after_insert
  after insert on public.question_answers
  for each row execute function private.after_answer();
create trigger question_answers_after_accept
  after update of accepted on public.question_answers
  for each row execute function private.after_accept();
create trigger question_answers_after_hide
  after update of hidden_at on public.question_answers
  for each row when (old.hidden_at is distinct from new.hidden_at)
  execute function private.after_answer_hidden();

alter table public.lesson_questions enable row level security;
alter table public.question_answers enable row level security;

revoke all on table public.lesson_questions from anon, authenticated;
revoke all on table public.question_answers from anon, authenticated;
grant select on table public.lesson_questions to authenticated;
grant insert (lesson_id, body), update (body, hidden_at) on table public.lesson_questions to authenticated;
grant select on table public.question_answers to authenticated;
grant insert (question_id, body), update (body, hidden_at, accepted) on table public.question_answers to authenticated;

create policy "lesson_questions: the course's learners and staff read; hidden ones their author and staff"
  on public.lesson_questions for select to authenticated
  using (
    private.is_in_course(course_id)
    and (hidden_at is null or user_id = (select auth.uid()) or private.is_staff_of(course_id))
  );
create policy "lesson_questions: enrolled learners ask" on public.lesson_questions
  for insert to authenticated
  with check (user_id = (select auth.uid()) and private.is_enrolled_in_lesson(lesson_id));
create policy "lesson_questions: the author edits, staff hide" on public.lesson_questions
  for update to authenticated
  using (user_id = (select auth.uid()) or private.is_staff_of(course_id))
  with check (user_id = (select auth.uid()) or private.is_staff_of(course_id));

create policy "question_answers: readers of the question read; hidden ones their author and staff"
  on public.question_answers for select to authenticated
  using (
    private.reads_question(question_id)
    and (hidden_at is null or user_id = (select auth.uid()) or private.is_staff_of(course_id))
  );
create policy "question_answers: the course's learners and staff answer a shown question"
  on public.question_answers for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.lesson_questions q
      where q.id = question_id and q.hidden_at is null and private.is_in_course(q.course_id)
    )
  );
create policy "question_answers: the author edits, the asker accepts, staff hide" on public.question_answers
  for update to authenticated
  using (
    user_id = (select auth.uid())
    or private.is_staff_of(course_id)
    or exists (select 1 from public.lesson_questions q where q.id = question_id and q.user_id = (select auth.uid()))
  )
  with check (true);

insert into public.rate_limits (call, scope, max_requests, window_seconds, why) values
  ('lesson_question', 'user', 10, 600,
   'Questions one learner asks: a few per lesson; a script posting dozens a minute is stopped.'),
  ('question_answer', 'user', 30, 600,
   'Answers one person writes: a mentor clearing the queue writes many, a flood more.'),
  ('question_edit', 'user', 60, 600,
   'Edits, accepts and hides of one person: corrections and a mentor tidying a course.');

-- ---------------------------------------------------------------------------------------------
-- Reading questions: a page of a lesson's (or the whole course's, searched) questions, newest
-- activity first, with the asker's name (profiles are their owner's). Keyset on
-- (last_activity_at, id); at most 100 a page.

create function public.questions_page(
  course text,
  lesson uuid default null,
  search text default null,
  after_activity_at timestamptz default null,
  after_id uuid default null,
  page_size integer default 20
)
returns table (
  id uuid,
  lesson_id uuid,
  lesson_title text,
  lesson_title_bn text,
  body text,
  asker_name text,
  mine boolean,
  created_at timestamptz,
  edited_at timestamptz,
  last_activity_at timestamptz,
  answered_at timestamptz,
  answer_count integer,
  hidden_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  staff boolean := private.is_staff_of(course);
  q text := nullif(private.trim_text(search), '');
begin
  if me is null or not private.is_in_course(course) then
    raise exception 'Only the course''s learners and mentors read its questions.'
      using errcode = '42501', hint = 'not_enrolled';
  end if;
  if page_size is null or page_size < 1 or page_size > 100 then
    raise exception 'A page holds 1 to 100 questions.' using errcode = '22023';
  end if;
  if (after_activity_at is null) <> (after_id is null) then
    raise exception 'A position is a time and an id.' using errcode = '22023';
  end if;
  if char_length(q) > 100 then
    raise exception 'A search is at most 100 characters.' using errcode = '22023', hint = 'search_too_long', detail = '100';
  end if;
  return query
    select lq.id, lq.lesson_id, l.title, l.title_bn, lq.body,
      coalesce(nullif(btrim(p.name), ''), p.username, ''),
      lq.user_id = me, lq.created_at, lq.edited_at, lq.last_activity_at, lq.answered_at, lq.answer_count,
      lq.hidden_at
    from public.lesson_questions lq
    join public.lessons l on l.id = lq.lesson_id
    left join public.profiles p on p.id = lq.user_id
    where lq.course_id = course
      and (lesson is null or lq.lesson_id = lesson)
      and (lq.hidden_at is null or staff or lq.user_id = me)
      and (q is null or lq.body ilike '%' || replace(replace(replace(q, '\', '\\'), '%', '\%'), '_', '\_') || '%')
      and (after_activity_at is null or (lq.last_activity_at, lq.id) < (after_activity_at, after_id))
    order by lq.last_activity_at desc, lq.id desc
    limit page_size;
end;
$$;

comment on function public.questions_page(text, uuid, text, timestamptz, uuid, integer) is
  'The course''s learners and staff: a page of a lesson''s or the course''s questions, newest activity first, searched.';

revoke all on function public.questions_page(text, uuid, text, timestamptz, uuid, integer) from public, anon;
grant execute on function public.questions_page(text, uuid, text, timestamptz, uuid, integer) to authenticated;

-- A question's answers, oldest first, with their authors' names; keyset on (created_at, id).
create function public.answers_page(
  question uuid,
  after_created_at timestamptz default null,
  after_id uuid default null,
  page_size integer default 50
)
returns table (
  id uuid,
  body text,
  author_name text,
  mine boolean,
  by_staff boolean,
  accepted boolean,
  created_at timestamptz,
  edited_at timestamptz,
  hidden_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  course text;
begin
  if me is null or not private.reads_question(question) then
    raise exception 'Only the course''s learners and mentors read its questions.'
      using errcode = '42501', hint = 'not_enrolled';
  end if;
  if page_size is null or page_size < 1 or page_size > 100 then
    raise exception 'A page holds 1 to 100 answers.' using errcode = '22023';
  end if;
  if (after_created_at is null) <> (after_id is null) then
    raise exception 'A position is a time and an id.' using errcode = '22023';
  end if;
  select lq.course_id into course from public.lesson_questions lq where lq.id = question;
  return query
    select a.id, a.body, coalesce(nullif(btrim(p.name), ''), p.username, ''), a.user_id = me,
      a.by_staff, a.accepted, a.created_at, a.edited_at, a.hidden_at
    from public.question_answers a
    left join public.profiles p on p.id = a.user_id
    where a.question_id = question
      and (a.hidden_at is null or a.user_id = me or private.is_staff_of(course))
      and (after_created_at is null or (a.created_at, a.id) > (after_created_at, after_id))
    order by a.created_at, a.id
    limit page_size;
end;
$$;

comment on function public.answers_page(uuid, timestamptz, uuid, integer) is
  'Whoever reads a question: a page of its answers, oldest first, with their authors'' names.';

revoke all on function public.answers_page(uuid, timestamptz, uuid, integer) from public, anon;
grant execute on function public.answers_page(uuid, timestamptz, uuid, integer) to authenticated;

-- One question as questions_page shows it (the console's answer page, a notification's link).
create function public.question_read(question uuid)
returns table (
  id uuid,
  course_id text,
  lesson_id uuid,
  lesson_title text,
  lesson_title_bn text,
  body text,
  asker_name text,
  mine boolean,
  created_at timestamptz,
  edited_at timestamptz,
  last_activity_at timestamptz,
  answered_at timestamptz,
  answer_count integer,
  hidden_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null or not private.reads_question(question) then
    raise exception 'Only the course''s learners and mentors read its questions.'
      using errcode = '42501', hint = 'not_enrolled';
  end if;
  return query
    select lq.id, lq.course_id, lq.lesson_id, l.title, l.title_bn, lq.body,
      coalesce(nullif(btrim(p.name), ''), p.username, ''),
      lq.user_id = me, lq.created_at, lq.edited_at, lq.last_activity_at, lq.answered_at, lq.answer_count,
      lq.hidden_at
    from public.lesson_questions lq
    join public.lessons l on l.id = lq.lesson_id
    left join public.profiles p on p.id = lq.user_id
    where lq.id = question;
end;
$$;

comment on function public.question_read(uuid) is
  'Whoever reads a question: the question with its lesson and the asker''s name.';

revoke all on function public.question_read(uuid) from public, anon;
grant execute on function public.question_read(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The console's queue: the questions of the courses the caller answers for (every course for
-- an admin), waiting (unanswered, the default) or answered, oldest first; hidden ones out.
-- Keyset on (created_at, id).

create function private.question_queue_clause(course text, state text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  clause text := 'q.hidden_at is null';
begin
  if (select auth.uid()) is null
    or not (private.is_admin() or exists (select 1 from public.course_mentors m where m.user_id = (select auth.uid())))
    or (course is not null and not private.is_staff_of(course))
  then
    raise exception 'Only the course''s mentors answer its questions.' using errcode = '42501', hint = 'not_staff';
  end if;
  if state is null or state not in ('waiting', 'answered') then
    raise exception 'No such state.' using errcode = '22023';
  end if;
  if course is not null then
    clause := clause || format(' and q.course_id = %L', course);
  elsif not private.is_admin() then
    -- the mentor's courses as values: the planner estimates a literal list well (a subquery it
    -- guesses at, and the count's estimate above 10,000 would be wrong)
    clause := clause || format(
      ' and q.course_id = any (%L::text[])',
      (select array_agg(m.course_id order by m.course_id) from public.course_mentors m where m.user_id = (select auth.uid()))
    );
  end if;
  if state = 'waiting' then
    clause := clause || ' and q.answered_at is null';
  else
    clause := clause || ' and q.answered_at is not null';
  end if;
  return clause;
end;
$$;

revoke all on function private.question_queue_clause(text, text) from public;

create function public.question_queue_page(
  course text default null,
  state text default 'waiting',
  after_created_at timestamptz default null,
  after_id uuid default null,
  page_size integer default 50
)
returns table (
  id uuid,
  course_id text,
  lesson_id uuid,
  lesson_title text,
  lesson_title_bn text,
  body text,
  asker_name text,
  created_at timestamptz,
  answered_at timestamptz,
  answer_count integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  clause text := private.question_queue_clause(course, state);
begin
  if page_size is null or page_size < 1 or page_size > 1000 then
    raise exception 'A page holds 1 to 1,000 rows.' using errcode = '22023';
  end if;
  if (after_created_at is null) <> (after_id is null) then
    raise exception 'A position is a time and an id.' using errcode = '22023';
  end if;
  if after_id is not null then
    clause := clause || format(' and (q.created_at, q.id) > (%L::timestamptz, %L::uuid)', after_created_at, after_id);
  end if;
  -- the asker's name only: a mentor sees no email, phone or payment
  return query execute
    'select s.id, s.course_id, s.lesson_id, l.title, l.title_bn, s.body,'
    ' coalesce(nullif(btrim(p.name), ''''), p.username, ''''), s.created_at, s.answered_at, s.answer_count'
    ' from (select q.* from public.lesson_questions q where ' || clause ||
    ' order by q.created_at, q.id limit ' || page_size || ') s'
    ' join public.lessons l on l.id = s.lesson_id'
    ' left join public.profiles p on p.id = s.user_id'
    ' order by s.created_at, s.id';
end;
$$;

comment on function public.question_queue_page(text, text, timestamptz, uuid, integer) is
  'Mentors and admins: a page of the questions waiting (or answered) in the courses they answer for, oldest first.';

revoke all on function public.question_queue_page(text, text, timestamptz, uuid, integer) from public, anon;
grant execute on function public.question_queue_page(text, text, timestamptz, uuid, integer) to authenticated;

-- {"total": n, "estimated": bool} for the same filters (private.count_rows: exact up to 10,000).
create function public.question_queue_count(
  course text default null,
  state text default 'waiting',
  exact_up_to integer default 10000
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return private.count_rows(
    'from public.lesson_questions q where ' || private.question_queue_clause(course, state),
    exact_up_to
  );
end;
$$;

revoke all on function public.question_queue_count(text, text, integer) from public, anon;
grant execute on function public.question_queue_count(text, text, integer) to authenticated;

-- ==================================================================== quizzes

create table public.quizzes (
  id uuid primary key default gen_random_uuid(),
  course_id text not null references public.courses (id) on delete cascade,
  -- shown after this lesson of the course; null: at the end of the course
  lesson_id uuid references public.lessons (id) on delete set null,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  title_bn text not null check (char_length(btrim(title_bn)) between 1 and 200),
  pass_percent integer not null default 70 check (pass_percent between 1 and 100),
  -- needed for the certificate
  required boolean not null default true,
  attempts_per_day integer not null default 3 check (attempts_per_day between 1 and 20),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index quizzes_course_id_idx on public.quizzes (course_id);
create index quizzes_lesson_id_idx on public.quizzes (lesson_id);

comment on table public.quizzes is
  'Quizzes of a course, read by its learners and staff; graded only by submit_quiz().';

create trigger quizzes_touch_updated_at
  before update on public.quizzes
  for each row execute function private.touch_updated_at();

-- A quiz sits after a lesson of its own course.
create function private.quiz_lesson_in_course()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.lesson_id is not null and not exists (
    select 1 from public.lessons l where l.id = new.lesson_id and l.course_id = new.course_id
  ) then
    raise exception 'The lesson is not in this course.' using errcode = '23503', hint = 'lesson_not_in_course';
  end if;
  return new;
end;
$$;

revoke all on function private.quiz_lesson_in_course() from public;

create trigger quizzes_lesson_in_course
  before insert or update of course_id, lesson_id on public.quizzes
  for each row execute function private.quiz_lesson_in_course();

-- Options: 2 to 8 objects {id, label, label_bn}, ids unique, 1 to 20 characters.
create function private.quiz_options_valid(options jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(options) <> 'array' then false
    when jsonb_array_length(options) not between 2 and 8 then false
    else coalesce((
      select bool_and(coalesce(
        jsonb_typeof(o) = 'object'
        and (o - array['id', 'label', 'label_bn']) = '{}'::jsonb
        and jsonb_typeof(o -> 'id') = 'string'
        and (o ->> 'id') ~ '^[a-z0-9_-]{1,20}$'
        and jsonb_typeof(o -> 'label') = 'string'
        and char_length(btrim(o ->> 'label')) between 1 and 500
        and jsonb_typeof(o -> 'label_bn') = 'string'
        and char_length(btrim(o ->> 'label_bn')) between 1 and 500,
        false))
        and count(distinct o ->> 'id') = count(*)
      from jsonb_array_elements(options) o
    ), false)
  end;
$$;

revoke all on function private.quiz_options_valid(jsonb) from public;
grant execute on function private.quiz_options_valid(jsonb) to authenticated, service_role;

create table public.quiz_questions (
  id uuid primary key default gen_random_uuid(),
  quiz_id uuid not null references public.quizzes (id) on delete cascade,
  position integer not null check (position > 0),
  prompt text not null check (char_length(btrim(prompt)) between 1 and 1000),
  prompt_bn text not null check (char_length(btrim(prompt_bn)) between 1 and 1000),
  options jsonb not null constraint quiz_questions_options_shape check (private.quiz_options_valid(options)),
  -- more than one right option (the learner is told to pick every right one)
  multiple boolean not null default false,
  constraint quiz_questions_quiz_id_position_key unique (quiz_id, position) deferrable initially deferred
);

comment on table public.quiz_questions is
  'A quiz''s questions and options, without their right options (quiz_question_keys).';

-- The right options: where no learner reads them.
create table public.quiz_question_keys (
  question_id uuid primary key references public.quiz_questions (id) on delete cascade,
  right_options text[] not null check (cardinality(right_options) between 1 and 8)
);

comment on table public.quiz_question_keys is
  'The right options of each quiz question: the course''s staff read them, learners never.';

-- A key names options of its question: one for a single-answer question, two or more otherwise.
create function private.check_quiz_key()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  question public.quiz_questions;
begin
  select * into question from public.quiz_questions q where q.id = new.question_id;
  if exists (
    select 1 from unnest(new.right_options) r
    where not exists (select 1 from jsonb_array_elements(question.options) o where o ->> 'id' = r)
  ) or cardinality(new.right_options) <> (select count(distinct r) from unnest(new.right_options) r)
    or (not question.multiple and cardinality(new.right_options) <> 1)
    or (question.multiple and cardinality(new.right_options) < 2)
  then
    raise exception 'The right options must be options of the question: one, or two and more for a question with several.'
      using errcode = '22023', hint = 'quiz_key_invalid';
  end if;
  return new;
end;
$$;

revoke all on function private.check_quiz_key() from public;

create constraint trigger quiz_question_keys_valid
  after insert or update on public.quiz_question_keys
  deferrable initially deferred
  for each row execute function private.check_quiz_key();

create table public.quiz_attempts (
  id uuid primary key default gen_random_uuid(),
  quiz_id uuid not null references public.quizzes (id) on delete cascade,
  course_id text not null references public.courses (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- {question id: [option ids]} as given
  answers jsonb not null,
  correct integer not null check (correct >= 0),
  total integer not null check (total > 0 and correct <= total),
  score integer not null check (score between 0 and 100),
  passed boolean not null,
  -- the questions answered wrong (never their right options)
  wrong uuid[] not null default '{}',
  created_at timestamptz not null default now()
);

create index quiz_attempts_user_quiz_idx on public.quiz_attempts (user_id, quiz_id, created_at desc);
create index quiz_attempts_passed_idx on public.quiz_attempts (user_id, quiz_id) where passed;
create index quiz_attempts_quiz_id_idx on public.quiz_attempts (quiz_id);
create index quiz_attempts_course_id_idx on public.quiz_attempts (course_id);

comment on table public.quiz_attempts is
  'Graded quiz attempts, written only by submit_quiz(); the learner reads their own.';

create function private.quiz_course(quiz uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select z.course_id from public.quizzes z where z.id = quiz;
$$;

revoke all on function private.quiz_course(uuid) from public;
grant execute on function private.quiz_course(uuid) to authenticated, service_role;

create function private.question_course(question uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select z.course_id from public.quiz_questions q join public.quizzes z on z.id = q.quiz_id where q.id = question;
$$;

revoke all on function private.question_course(uuid) from public;
grant execute on function private.question_course(uuid) to authenticated, service_role;

alter table public.quizzes enable row level security;
alter table public.quiz_questions enable row level security;
alter table public.quiz_question_keys enable row level security;
alter table public.quiz_attempts enable row level security;

revoke all on table public.quizzes from anon, authenticated;
revoke all on table public.quiz_questions from anon, authenticated;
revoke all on table public.quiz_question_keys from anon, authenticated;
revoke all on table public.quiz_attempts from anon, authenticated;
grant select, delete on table public.quizzes to authenticated;
grant insert (course_id, lesson_id, title, title_bn, pass_percent, required, attempts_per_day),
  update (lesson_id, title, title_bn, pass_percent, required, attempts_per_day)
  on table public.quizzes to authenticated;
grant select on table public.quiz_questions to authenticated;
grant select on table public.quiz_question_keys to authenticated;
grant select on table public.quiz_attempts to authenticated;

create policy "quizzes: the course's learners and staff read" on public.quizzes
  for select to authenticated using (private.is_in_course(course_id));
create policy "quizzes: admins add" on public.quizzes
  for insert to authenticated with check ((select private.is_admin()));
create policy "quizzes: admins edit" on public.quizzes
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "quizzes: admins delete" on public.quizzes
  for delete to authenticated using ((select private.is_admin()));

create policy "quiz_questions: the course's learners and staff read" on public.quiz_questions
  for select to authenticated using (private.is_in_course(private.quiz_course(quiz_id)));

create policy "quiz_question_keys: the course's staff read" on public.quiz_question_keys
  for select to authenticated using (private.is_staff_of(private.question_course(question_id)));

create policy "quiz_attempts: the learner or the course's staff read" on public.quiz_attempts
  for select to authenticated
  using (user_id = (select auth.uid()) or private.is_staff_of(course_id));

insert into public.rate_limits (call, scope, max_requests, window_seconds, why) values
  ('quiz_attempt', 'user', 30, 3600,
   'Quiz attempts of one learner: each quiz allows a few a day; this stops a script before it reaches the database''s grading.');

-- ---------------------------------------------------------------------------------------------
-- Taking a quiz

-- The start of the next day in Bangladesh: when a learner's attempts of today are given back.
create function private.next_dhaka_day()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (date_trunc('day', now() at time zone 'Asia/Dhaka') + interval '1 day') at time zone 'Asia/Dhaka';
$$;

revoke all on function private.next_dhaka_day() from public;

-- A learner's attempt: every rule is checked before anything is written; the attempt is one
-- row. Answers are {question id: [option ids]}, every question of the quiz answered, only its
-- own options, one unless the question takes several. Returns the score, whether it passed, the
-- questions answered wrong (never the right options) and today's attempts left.
create function public.submit_quiz(quiz_id uuid, answers jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  quiz public.quizzes;
  day_start timestamptz := date_trunc('day', now() at time zone 'Asia/Dhaka') at time zone 'Asia/Dhaka';
  used integer;
  total integer;
  right_count integer;
  wrong_ids uuid[];
  score integer;
  attempt public.quiz_attempts;
begin
  if me is null then
    raise exception 'You must be logged in.' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.spend_allowance('quiz_attempt');

  select * into quiz from public.quizzes z where z.id = submit_quiz.quiz_id;
  if not found then
    raise exception 'This quiz no longer exists.' using errcode = 'P0002', hint = 'quiz_not_found';
  end if;
  if not exists (select 1 from public.enrollments e where e.user_id = me and e.course_id = quiz.course_id) then
    raise exception 'You are not enrolled in this course.' using errcode = '42501', hint = 'not_enrolled';
  end if;
  -- the shape first, each step apart (SQL does not promise to stop at the first true of an `or`)
  if answers is null or jsonb_typeof(answers) <> 'object' then
    raise exception 'Answers are a list of options for each question.' using errcode = '22023', hint = 'quiz_answers_invalid';
  end if;
  if exists (
    select 1 from jsonb_each(answers) a
    where case
      when jsonb_typeof(a.value) <> 'array' then true
      when jsonb_array_length(a.value) > 8 then true
      else exists (select 1 from jsonb_array_elements(a.value) o where jsonb_typeof(o) <> 'string')
    end
  ) then
    raise exception 'Answers are a list of options for each question.' using errcode = '22023', hint = 'quiz_answers_invalid';
  end if;
  -- every answered question is one of this quiz's, every option one of its own
  if exists (
    select 1 from jsonb_each(answers) a
    where not exists (
      select 1 from public.quiz_questions q
      where q.quiz_id = quiz.id and q.id::text = a.key
        and not exists (
          select 1 from jsonb_array_elements_text(a.value) chosen
          where not exists (select 1 from jsonb_array_elements(q.options) o where o ->> 'id' = chosen)
        )
        and (q.multiple or jsonb_array_length(a.value) <= 1)
        and jsonb_array_length(a.value) = (select count(distinct c) from jsonb_array_elements_text(a.value) c)
    )
  ) then
    raise exception 'An answer names a question or an option this quiz does not have.'
      using errcode = '22023', hint = 'quiz_answers_invalid';
  end if;
  select count(*) into total from public.quiz_questions q where q.quiz_id = quiz.id;
  if total = 0 then
    raise exception 'This quiz has no questions yet.' using errcode = '55000', hint = 'quiz_empty';
  end if;
  if exists (
    select 1 from public.quiz_questions q
    where q.quiz_id = quiz.id and coalesce(jsonb_array_length(answers -> (q.id::text)), 0) = 0
  ) then
    raise exception 'Answer every question before sending.' using errcode = '22023', hint = 'quiz_incomplete';
  end if;

  -- One learner's attempts at a quiz are counted one after the other: two sends at once wait here.
  perform pg_advisory_xact_lock(hashtextextended('quiz_attempt:' || me || ':' || quiz.id, 0));
  select count(*) into used from public.quiz_attempts a
  where a.user_id = me and a.quiz_id = quiz.id and a.created_at >= day_start;
  if used >= quiz.attempts_per_day then
    raise exception 'You have used today''s attempts at this quiz.'
      using errcode = '55000', hint = 'attempts_used_up', detail = private.next_dhaka_day()::text;
  end if;

  -- A question is right when the chosen options are exactly its right options.
  select count(*) filter (where ok), coalesce(array_agg(id order by position) filter (where not ok), '{}')
  into right_count, wrong_ids
  from (
    select q.id, q.position,
      (select coalesce(array_agg(c order by c), '{}') from jsonb_array_elements_text(answers -> (q.id::text)) c)
        = (select coalesce(array_agg(r order by r), '{}') from unnest(k.right_options) r) as ok
    from public.quiz_questions q
    join public.quiz_question_keys k on k.question_id = q.id
    where q.quiz_id = quiz.id
  ) graded;
  -- a question without a key cannot be answered right
  wrong_ids := wrong_ids || coalesce((
    select array_agg(q.id order by q.position) from public.quiz_questions q
    where q.quiz_id = quiz.id and not exists (select 1 from public.quiz_question_keys k where k.question_id = q.id)
  ), '{}');
  score := floor(right_count * 100.0 / total);

  insert into public.quiz_attempts (quiz_id, course_id, user_id, answers, correct, total, score, passed, wrong)
  values (quiz.id, quiz.course_id, me, answers, right_count, total, score, score >= quiz.pass_percent, wrong_ids)
  returning * into attempt;

  return jsonb_build_object(
    'attempt_id', attempt.id,
    'correct', attempt.correct,
    'total', attempt.total,
    'score', attempt.score,
    'pass_percent', quiz.pass_percent,
    'passed', attempt.passed,
    'wrong', to_jsonb(attempt.wrong),
    'attempts_left_today', quiz.attempts_per_day - used - 1,
    'next_attempt_at', case when quiz.attempts_per_day - used - 1 > 0 then null else private.next_dhaka_day() end
  );
end;
$$;

comment on function public.submit_quiz(uuid, jsonb) is
  'A learner''s quiz attempt, graded in the database: score, passed, the questions answered wrong, attempts left today.';

revoke all on function public.submit_quiz(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.submit_quiz(uuid, jsonb) to authenticated, service_role;

-- Authoring: an admin saves a quiz's questions and their keys in one call (questions and keys
-- have no write privilege: one half without the other would grade wrong). `questions` is the
-- whole list in order: [{id?, prompt, prompt_bn, multiple, options: [{id, label, label_bn}],
-- right: [option ids]}]; questions of the quiz not in it are deleted, the others updated.
create function public.admin_save_quiz_questions(quiz uuid, questions jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  item jsonb;
  n integer := 0;
  kept uuid[] := '{}';
  saved_id uuid;
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if not exists (select 1 from public.quizzes z where z.id = quiz) then
    raise exception 'This quiz no longer exists.' using errcode = 'P0002', hint = 'quiz_not_found';
  end if;
  if questions is null or jsonb_typeof(questions) <> 'array' or jsonb_array_length(questions) not between 1 and 50 then
    raise exception 'A quiz has 1 to 50 questions.' using errcode = '22023', hint = 'quiz_questions_count', detail = '50';
  end if;
  -- ids given must be this quiz's own questions
  if exists (
    select 1 from jsonb_array_elements(questions) i
    where i ? 'id' and jsonb_typeof(i -> 'id') <> 'null' and not exists (
      select 1 from public.quiz_questions q where q.id::text = i ->> 'id' and q.quiz_id = quiz
    )
  ) then
    raise exception 'A question belongs to another quiz.' using errcode = '22023', hint = 'quiz_answers_invalid';
  end if;
  -- positions move in one go: the unique (quiz_id, position) is checked at commit
  for item in select value from jsonb_array_elements(questions)
  loop
    n := n + 1;
    -- a list of 1 to 8 (the key's own check would refuse an empty one with no hint)
    if (case
      when jsonb_typeof(item -> 'right') is distinct from 'array' then true
      else jsonb_array_length(item -> 'right') not between 1 and 8
    end) then
      raise exception 'Every question needs its right options.' using errcode = '22023', hint = 'quiz_key_invalid';
    end if;
    if item ? 'id' and jsonb_typeof(item -> 'id') <> 'null' then
      saved_id := (item ->> 'id')::uuid;
      update public.quiz_questions q
      set position = n, prompt = btrim(item ->> 'prompt'), prompt_bn = btrim(item ->> 'prompt_bn'),
          options = item -> 'options', multiple = coalesce((item ->> 'multiple')::boolean, false)
      where q.id = saved_id;
    else
      insert into public.quiz_questions (quiz_id, position, prompt, prompt_bn, options, multiple)
      values (quiz, n, btrim(item ->> 'prompt'), btrim(item ->> 'prompt_bn'), item -> 'options',
        coalesce((item ->> 'multiple')::boolean, false))
      returning id into saved_id;
    end if;
    insert into public.quiz_question_keys (question_id, right_options)
    values (saved_id, array(select jsonb_array_elements_text(item -> 'right')))
    on conflict (question_id) do update set right_options = excluded.right_options;
    kept := kept || saved_id;
  end loop;
  delete from public.quiz_questions q where q.quiz_id = quiz and not (q.id = any(kept));
  -- the keys' checks (deferred) run now, so a bad key is refused by this call, not at commit
  set constraints public.quiz_question_keys_valid, public.quiz_questions_quiz_id_position_key immediate;
end;
$$;

comment on function public.admin_save_quiz_questions(uuid, jsonb) is
  'Admins: a quiz''s questions, options and right options saved together, in order.';

revoke all on function public.admin_save_quiz_questions(uuid, jsonb) from public, anon;
grant execute on function public.admin_save_quiz_questions(uuid, jsonb) to authenticated;

-- ==================================================================== certificates

-- security definer: learners have no write privilege on certificates (they could otherwise
-- print any name or skip lessons). It writes only for auth.uid(), only once per course, and only
-- when every lesson that is not a live class is complete, every required project approved and
-- every required quiz passed. A certificate issued before a rule existed stays valid: an
-- existing one is returned first.
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

  if exists (
    select 1 from public.projects pr
    where pr.course_id = issue_certificate.course_id
      and pr.required
      and not exists (
        select 1 from public.project_submissions s
        where s.project_id = pr.id and s.user_id = me and s.status = 'approved'
      )
  ) then
    raise exception 'Every required project must be approved before the certificate.'
      using errcode = '55000', hint = 'projects_incomplete';
  end if;

  if exists (
    select 1 from public.quizzes z
    where z.course_id = issue_certificate.course_id
      and z.required
      -- a quiz still being written (no questions yet) holds no one back: it cannot be passed
      and exists (select 1 from public.quiz_questions q where q.quiz_id = z.id)
      and not exists (
        select 1 from public.quiz_attempts a where a.quiz_id = z.id and a.user_id = me and a.passed
      )
  ) then
    raise exception 'Pass every required quiz before getting the certificate.'
      using errcode = '55000', hint = 'quizzes_incomplete';
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
  'Issue (or return) the caller''s certificate for a course whose every non-live lesson they completed, every required project of which was approved and every required quiz passed.';

revoke all on function public.issue_certificate(text) from public, anon, authenticated;
grant execute on function public.issue_certificate(text) to authenticated, service_role;

-- security definer: nobody may list certificates, but anyone holding an id may check it. An
-- exact id answers its name, course, date and the learner's approved projects (titles and the
-- day of approval); anything else answers nothing.
create function public.verify_certificate(certificate_id text)
returns table (id text, full_name text, course_id text, issued_at timestamptz, projects jsonb)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.spend_allowance('verify_certificate');
  return query
    select c.id, c.full_name, c.course_id, c.issued_at,
      coalesce((
        select jsonb_agg(jsonb_build_object(
            'title', pr.title, 'title_bn', pr.title_bn, 'approved_at', a.approved_at
          ) order by pr.position)
        from public.projects pr
        join lateral (
          select min(r.created_at) as approved_at
          from public.project_submissions s
          join public.project_reviews r on r.submission_id = s.id and r.verdict = 'approved'
          where s.project_id = pr.id and s.user_id = c.user_id and s.status = 'approved'
        ) a on a.approved_at is not null
        where pr.course_id = c.course_id
      ), '[]'::jsonb)
    from public.certificates c
    where c.id = verify_certificate.certificate_id;
end;
$$;

comment on function public.verify_certificate(text) is
  'Public check of one certificate id: name, course, date and approved projects, or no row.';

revoke all on function public.verify_certificate(text) from public, anon, authenticated;
grant execute on function public.verify_certificate(text) to anon, authenticated, service_role;

-- ==================================================================== statistics

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

-- ---------------------------------------------------------------- the Statistics tab
-- The admin's Statistics tab in one call. security invoker: RLS already limits what a
-- learner could count to their own rows; the explicit check makes a learner's call an error
-- rather than a misleading set of small numbers.
--
-- Returns a JSON object:
--   { "pending_count": int, "approved_today": int, "course_count": int,
--     "courses": [ { "course_id", "title", "approved_enrollments", "taka_received" } ] }
-- "today" is the calendar day in Bangladesh (Asia/Dhaka); approved_today counts requests
-- approved (decided) today; taka_received sums amount_due of approved requests. It reads the
-- totals of private.request_totals (statistics, below) and an index for "approved today".

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

-- Taka confirmed (approved, minus refunds) and taka awaiting (pending requests), per course
-- and per day in Bangladesh (Asia/Dhaka). Confirmed counts a day by when the admin decided
-- (an approval adds the amount due, a refund takes it off); awaiting by when the learner
-- submitted. Returns
--   { "courses": [ { "course_id", "title", "taka_confirmed", "taka_awaiting" } ],
--     "days":    [ { "day": "YYYY-MM-DD", "course_id", "taka_confirmed", "taka_awaiting" } ] }
-- days newest first; only days with something to count (a day and course is listed when a
-- History approval or refund, or a pending request, counts there). It reads the totals of
-- private.request_totals (statistics, below).
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


comment on function public.admin_money_statistics() is
  'Admin: taka confirmed (approved minus refunds) and awaiting (pending), per course and per Asia/Dhaka day.';
revoke all on function public.admin_money_statistics() from public, anon, authenticated;
grant execute on function public.admin_money_statistics() to authenticated, service_role;

-- Statistics: hand-ins waiting, past 48 hours, and the median time to first feedback (over the
-- hand-ins of the last 90 days that have one). Admins only.
create function public.admin_review_statistics()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  return jsonb_build_object(
    'waiting', (
      select count(*) from public.project_submissions s where s.status in ('submitted', 'in_review')
    ),
    'overdue', (
      select count(*) from public.project_submissions s
      where s.status in ('submitted', 'in_review') and s.submitted_at < now() - interval '48 hours'
    ),
    'median_first_feedback_seconds', (
      select round(extract(epoch from percentile_cont(0.5) within group (order by f.waited)))::bigint
      from (
        select min(r.created_at) - s.submitted_at as waited
        from public.project_submissions s
        join public.project_reviews r on r.submission_id = s.id
        where s.submitted_at > now() - interval '90 days'
        group by s.id, s.submitted_at
      ) f
    )
  );
end;
$$;

revoke all on function public.admin_review_statistics() from public, anon;
grant execute on function public.admin_review_statistics() to authenticated;

-- Statistics: questions waiting (shown, no staff answer, none accepted), and the median time
-- to the first answer over the questions of the last 90 days that have one. Admins only.
create function public.admin_question_statistics()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  return jsonb_build_object(
    'waiting', (
      select count(*) from public.lesson_questions q where q.hidden_at is null and q.answered_at is null
    ),
    'median_first_answer_seconds', (
      select round(extract(epoch from percentile_cont(0.5) within group (order by q.answered_at - q.created_at)))::bigint
      from public.lesson_questions q
      where q.answered_at is not null and q.created_at > now() - interval '90 days'
    )
  );
end;
$$;

revoke all on function public.admin_question_statistics() from public, anon;
grant execute on function public.admin_question_statistics() to authenticated;

-- ==================================================================== reports and page views

-- The provider's numbers at a glance (issue 36; docs/decisions/0073-statistics-reports.md): four
-- report functions for the Statistics tab, over a range of Asia/Dhaka days, and the page views the
-- funnel needs, counted without tracking anyone.
--
-- Who can do what:
--   admin_money_report, admin_desk_report,   admins only (anyone else, mentors included: 42501
--   admin_funnel_report, admin_learning_report  admin_only); a bad range: 22023 with its hint.
--   public.page_views                         admins read; nobody writes through the API.
--   private.record_page_view                  the page-view Edge Function only (it connects as
--                                             postgres); no API role may call it.
--   private.course_day_totals,                kept by triggers, read by the reports (security
--   private.approval_waits,                   definer); no API role reads or writes them.
--   private.learner_milestones,
--   private.milestone_totals
--
-- Each call reads totals kept by triggers in the same transaction as the rows they count (as
-- private.request_totals, docs/decisions/0059), or a range of an index: never a scan of a table
-- that grows with the business. Each call stays under 200 ms at 100,000 requests
-- (pnpm bench:statistics).

-- ---------------------------------------------------------------- the range

-- The one check of a report's caller and range. Admins only first (a stranger learns nothing of
-- the range rules), then the range: both days given, in order, not after Dhaka's today, at most
-- 366 days (a year, leap day included). Returns nothing; raises with the hint the console words.
create function private.check_report_range(from_day date, to_day date)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  if from_day is null or to_day is null then
    raise exception 'Choose the first and the last day of the range.'
      using errcode = '22023', hint = 'range_missing';
  end if;
  if to_day < from_day then
    raise exception 'The last day (%) is before the first day (%).', to_day, from_day
      using errcode = '22023', hint = 'range_reversed';
  end if;
  if to_day > (now() at time zone 'Asia/Dhaka')::date then
    raise exception 'The range ends after today (%, Asia/Dhaka).', (now() at time zone 'Asia/Dhaka')::date
      using errcode = '22023', hint = 'range_in_future';
  end if;
  if to_day - from_day + 1 > 366 then
    raise exception 'A range is at most 366 days (this one is %).', to_day - from_day + 1
      using errcode = '22023', hint = 'range_too_long';
  end if;
end;
$$;

revoke all on function private.check_report_range(date, date) from public, anon, authenticated;

-- ---------------------------------------------------------------- requests and decisions per day

-- One row per Asia/Dhaka day and course: requests submitted that day (whatever their status now),
-- and the approvals and refunds decided that day, with their amount due. request_totals keeps
-- approvals and refunds netted in one column and requests by their status now; the reports need
-- them apart (received, refunded, by the wallet phone, requests ever made). A few hundred rows a
-- year per course, so a year's range reads at most 1,098 rows. Rows that fall back to zero stay.
create table private.course_day_totals (
  day date not null,
  course_id text not null,
  -- requests submitted this day (created_at), every status
  requests bigint not null default 0,
  -- History rows 'approved' decided this day, and the amount due of their requests
  approved bigint not null default 0,
  received_taka bigint not null default 0,
  -- of those, settled by the wallet phone by itself (enrollment_decisions.automatic: no admin
  -- pressed a button; private.decide_wallet_message sets it and clears decided_by)
  approved_by_wallet bigint not null default 0,
  -- History rows 'refunded' decided this day, and the amount due of their requests (positive)
  refunded bigint not null default 0,
  refunded_taka bigint not null default 0,
  primary key (day, course_id)
);

comment on table private.course_day_totals is
  'Statistics: requests submitted, approvals (taka, by the wallet phone) and refunds decided, per Asia/Dhaka day and course; kept by triggers on pending_enrollments and enrollment_decisions.';

alter table private.course_day_totals enable row level security;
revoke all on table private.course_day_totals from public, anon, authenticated;

-- Adds to one day's row (made on the first count). Concurrent writers wait for each other on the
-- row, each adding to what the other committed. Called with named arguments: what is not named
-- adds nothing.
create function private.add_course_day_totals(
  day date,
  course_id text,
  requests bigint default 0,
  approved bigint default 0,
  received_taka bigint default 0,
  approved_by_wallet bigint default 0,
  refunded bigint default 0,
  refunded_taka bigint default 0
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.course_day_totals as t (
    day, course_id, requests, approved, received_taka, approved_by_wallet, refunded, refunded_taka
  )
  select add_course_day_totals.day, add_course_day_totals.course_id,
         add_course_day_totals.requests, add_course_day_totals.approved,
         add_course_day_totals.received_taka, add_course_day_totals.approved_by_wallet,
         add_course_day_totals.refunded, add_course_day_totals.refunded_taka
  where (add_course_day_totals.requests, add_course_day_totals.approved,
         add_course_day_totals.received_taka, add_course_day_totals.approved_by_wallet,
         add_course_day_totals.refunded, add_course_day_totals.refunded_taka)
        is distinct from (0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint)
  on conflict on constraint course_day_totals_pkey do update set
    requests = t.requests + excluded.requests,
    approved = t.approved + excluded.approved,
    received_taka = t.received_taka + excluded.received_taka,
    approved_by_wallet = t.approved_by_wallet + excluded.approved_by_wallet,
    refunded = t.refunded + excluded.refunded,
    refunded_taka = t.refunded_taka + excluded.refunded_taka;
$$;

revoke all on function private.add_course_day_totals(date, text, bigint, bigint, bigint, bigint, bigint, bigint)
  from public, anon, authenticated;

-- ---------------------------------------------------------------- approval waits
-- One row per approved request: how long it waited, from the learner's submission to the
-- approval, on the Dhaka day of the approval. The desk's median and 90th percentile per day are
-- percentile_cont over a range of the (day, waited_minutes) index, read without the table. The
-- decision history alone cannot give them without joining every approval of the range to its
-- request (about 100 ms a year at 100,000 requests).
create table private.approval_waits (
  request_id uuid primary key references public.pending_enrollments (id) on delete cascade,
  day date not null,
  waited_minutes double precision not null
);

create index approval_waits_day_waited_minutes_idx on private.approval_waits (day, waited_minutes);

comment on table private.approval_waits is
  'Statistics: minutes from each approved request''s submission to its approval, on the Asia/Dhaka day of the approval; kept by triggers.';

alter table private.approval_waits enable row level security;
revoke all on table private.approval_waits from public, anon, authenticated;

-- What one History row adds to the totals of its day: approvals and refunds (with the amount due
-- of the request), and an approval's wait. `sign` is 1 when the row comes, -1 when it goes.
create function private.count_decision(d public.enrollment_decisions, course_id text, amount_due integer,
  requested_at timestamptz, sign integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  day date := (d.decided_at at time zone 'Asia/Dhaka')::date;
begin
  if d.decision = 'approved' then
    perform private.add_course_day_totals(day, course_id,
      approved => sign, received_taka => sign * amount_due,
      approved_by_wallet => sign * d.automatic::int);
    if sign > 0 then
      insert into private.approval_waits as w (request_id, day, waited_minutes)
      values (d.request_id, day, extract(epoch from d.decided_at - requested_at) / 60)
      on conflict (request_id) do update
        set day = excluded.day, waited_minutes = excluded.waited_minutes;
    else
      delete from private.approval_waits w where w.request_id = d.request_id;
    end if;
  elsif d.decision = 'refunded' then
    perform private.add_course_day_totals(day, course_id,
      refunded => sign, refunded_taka => sign * amount_due);
  end if;
end;
$$;

revoke all on function private.count_decision(public.enrollment_decisions, text, integer, timestamptz, integer)
  from public, anon, authenticated;

-- A History row comes, changes (its time, or the wallet's flag set after the approval) or goes.
-- The request is read with a share lock, as private.track_decision_totals does: a concurrent
-- change of its course, amount or time waits for this transaction. Not found: the request itself
-- is being deleted and counted its History rows out before it went.
create function private.track_report_decisions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  request record;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    select p.course_id, p.amount_due, p.created_at into request
    from public.pending_enrollments p where p.id = old.request_id for share;
    if found then
      perform private.count_decision(old, request.course_id, request.amount_due, request.created_at, -1);
    end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    select p.course_id, p.amount_due, p.created_at into request
    from public.pending_enrollments p where p.id = new.request_id for share;
    if found then
      perform private.count_decision(new, request.course_id, request.amount_due, request.created_at, 1);
    end if;
  end if;
  return null;
end;
$$;

-- A request comes (one more request on its day), changes its day, course or amount (the seed,
-- the service role: its History rows move with it) or goes (before it goes: its History rows are
-- then deleted by the cascade and find no request).
create function private.track_report_requests()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.enrollment_decisions;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.add_course_day_totals((old.created_at at time zone 'Asia/Dhaka')::date,
      old.course_id, requests => -1);
    for d in select * from public.enrollment_decisions e where e.request_id = old.id loop
      perform private.count_decision(d, old.course_id, old.amount_due, old.created_at, -1);
    end loop;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.add_course_day_totals((new.created_at at time zone 'Asia/Dhaka')::date,
      new.course_id, requests => 1);
    for d in select * from public.enrollment_decisions e where e.request_id = new.id loop
      perform private.count_decision(d, new.course_id, new.amount_due, new.created_at, 1);
    end loop;
  end if;
  return case tg_op when 'DELETE' then old else null end;
end;
$$;

-- After a truncate (tests, never the product) the totals follow.
create function private.truncate_report_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'pending_enrollments' then
    delete from private.course_day_totals;
  else
    update private.course_day_totals
      set approved = 0, received_taka = 0, approved_by_wallet = 0, refunded = 0, refunded_taka = 0;
  end if;
  delete from private.approval_waits;
  return null;
end;
$$;

revoke all on function private.track_report_decisions() from public, anon, authenticated;
revoke all on function private.track_report_requests() from public, anon, authenticated;
revoke all on function private.truncate_report_totals() from public, anon, authenticated;

-- Named "b_…" to fire right after the request_totals triggers ("a_…"). Deadlocks: every writer of
-- a row here (a request submitted, a decision) has already locked request_totals' row of the same
-- Dhaka day and course in the same transaction (their "a_…" triggers, and a batch approval locks
-- those rows in one order first: private.lock_request_totals), so these rows are taken in the same
-- order as those and add no new wait between two writers.
create trigger pending_enrollments_b_report_insert
  after insert on public.pending_enrollments
  for each row execute function private.track_report_requests();
create trigger pending_enrollments_b_report_update
  after update on public.pending_enrollments
  for each row
  when ((old.created_at, old.course_id, old.amount_due)
        is distinct from (new.created_at, new.course_id, new.amount_due))
  execute function private.track_report_requests();
create trigger pending_enrollments_b_report_delete
  before delete on public.pending_enrollments
  for each row execute function private.track_report_requests();
create trigger pending_enrollments_b_report_truncate
  after truncate on public.pending_enrollments
  for each statement execute function private.truncate_report_totals();

create trigger enrollment_decisions_b_report
  after insert or delete on public.enrollment_decisions
  for each row execute function private.track_report_decisions();
create trigger enrollment_decisions_b_report_update
  after update on public.enrollment_decisions
  for each row
  when ((old.request_id, old.decision, old.decided_at, old.automatic)
        is distinct from (new.request_id, new.decision, new.decided_at, new.automatic))
  execute function private.track_report_decisions();
create trigger enrollment_decisions_b_report_truncate
  after truncate on public.enrollment_decisions
  for each statement execute function private.truncate_report_totals();

-- What the database holds now.
insert into private.course_day_totals (
  day, course_id, requests, approved, received_taka, approved_by_wallet, refunded, refunded_taka
)
select x.day, x.course_id, sum(x.requests), sum(x.approved), sum(x.received_taka),
       sum(x.approved_by_wallet), sum(x.refunded), sum(x.refunded_taka)
from (
  select (p.created_at at time zone 'Asia/Dhaka')::date as day, p.course_id,
         1 as requests, 0 as approved, 0 as received_taka, 0 as approved_by_wallet,
         0 as refunded, 0 as refunded_taka
  from public.pending_enrollments p
  union all
  select (d.decided_at at time zone 'Asia/Dhaka')::date, p.course_id, 0,
         (d.decision = 'approved')::int,
         case when d.decision = 'approved' then p.amount_due else 0 end,
         (d.decision = 'approved' and d.automatic)::int,
         (d.decision = 'refunded')::int,
         case when d.decision = 'refunded' then p.amount_due else 0 end
  from public.enrollment_decisions d
  join public.pending_enrollments p on p.id = d.request_id
  where d.decision in ('approved', 'refunded')
) x
group by x.day, x.course_id;

insert into private.approval_waits (request_id, day, waited_minutes)
select d.request_id, (d.decided_at at time zone 'Asia/Dhaka')::date,
       extract(epoch from d.decided_at - p.created_at) / 60
from public.enrollment_decisions d
join public.pending_enrollments p on p.id = d.request_id
where d.decision = 'approved';

-- ---------------------------------------------------------------- learners' milestones

-- When a learner first completed a lesson of a course, half of its counted lessons, and all of
-- them. Counted lessons are those the classroom's progress and issue_certificate count: every
-- lesson that is not a live class. A milestone is reached once and kept: unmarking a lesson (or
-- a lesson added later) does not take it back. The time is the completion that reached it.
create table private.learner_milestones (
  user_id uuid not null references public.profiles (id) on delete cascade,
  course_id text not null references public.courses (id) on delete cascade,
  started_at timestamptz,
  half_at timestamptz,
  finished_at timestamptz,
  primary key (user_id, course_id)
);

comment on table private.learner_milestones is
  'Statistics: when each learner first completed a lesson, half and all of a course''s counted (not live) lessons; kept by a trigger on lesson_progress, never taken back.';

alter table private.learner_milestones enable row level security;
revoke all on table private.learner_milestones from public, anon, authenticated;

-- The milestones reached per Asia/Dhaka day and course: the funnel sums a range of days (a few
-- hundred rows a year per course) instead of counting the milestones of every learner.
create table private.milestone_totals (
  day date not null,
  course_id text not null,
  started bigint not null default 0,
  half_way bigint not null default 0,
  finished bigint not null default 0,
  primary key (day, course_id)
);

comment on table private.milestone_totals is
  'Statistics: learners who reached their first lesson, half and all of a course per Asia/Dhaka day; kept by a trigger on private.learner_milestones.';

alter table private.milestone_totals enable row level security;
revoke all on table private.milestone_totals from public, anon, authenticated;

-- A milestone row's times come, change or go: its days' counts follow (a deleted account takes
-- its milestones with it, as a deleted request takes its counts).
create function private.track_milestone_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.milestone_totals as t (day, course_id, started, half_way, finished)
  select x.day, x.course_id, sum(x.started), sum(x.half_way), sum(x.finished)
  from (
    select (m.at at time zone 'Asia/Dhaka')::date as day, m.course_id,
           m.sign * (m.kind = 'started')::int as started,
           m.sign * (m.kind = 'half')::int as half_way,
           m.sign * (m.kind = 'finished')::int as finished
    from (
      select old.course_id, -1 as sign, v.kind, v.at
      from (values ('started', old.started_at), ('half', old.half_at), ('finished', old.finished_at)) v (kind, at)
      where tg_op in ('UPDATE', 'DELETE')
      union all
      select new.course_id, 1, v.kind, v.at
      from (values ('started', new.started_at), ('half', new.half_at), ('finished', new.finished_at)) v (kind, at)
      where tg_op in ('INSERT', 'UPDATE')
    ) m
    where m.at is not null
  ) x
  group by x.day, x.course_id
  having (sum(x.started), sum(x.half_way), sum(x.finished)) is distinct from (0::bigint, 0::bigint, 0::bigint)
  order by x.day, x.course_id
  on conflict on constraint milestone_totals_pkey do update set
    started = t.started + excluded.started,
    half_way = t.half_way + excluded.half_way,
    finished = t.finished + excluded.finished;
  return null;
end;
$$;

revoke all on function private.track_milestone_totals() from public, anon, authenticated;

create trigger learner_milestones_totals
  after insert or update or delete on private.learner_milestones
  for each row execute function private.track_milestone_totals();

-- Brings the milestones of these learners and courses up to their lessons completed now: each
-- one not reached yet is set to the time of the completion that reached it (the first, the
-- ceil(n/2)-th and the n-th of the n counted lessons, in the order they were completed). The rows
-- are locked first, one statement before the counting, so two completions of one learner at once
-- count one after the other and the second sees the first.
create function private.reach_milestones(user_ids uuid[], course_ids text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.learner_milestones (user_id, course_id)
  select distinct u.user_id, u.course_id
  from unnest(user_ids, course_ids) as u (user_id, course_id)
  order by 1, 2
  on conflict on constraint learner_milestones_pkey do nothing;

  perform 1 from private.learner_milestones m
  join unnest(user_ids, course_ids) as u (user_id, course_id)
    on u.user_id = m.user_id and u.course_id = m.course_id
  order by m.user_id, m.course_id
  for update of m;

  with counted as (
    select l.course_id, count(*) as lessons
    from public.lessons l
    where l.kind <> 'live' and l.course_id = any (course_ids)
    group by l.course_id
  ),
  ranked as (
    select m.user_id, m.course_id, p.completed_at,
           row_number() over (partition by m.user_id, m.course_id order by p.completed_at, p.lesson_id) as n
    from private.learner_milestones m
    join public.lessons l on l.course_id = m.course_id and l.kind <> 'live'
    join public.lesson_progress p on p.lesson_id = l.id and p.user_id = m.user_id
    where (m.user_id, m.course_id) in (select * from unnest(user_ids, course_ids))
      and m.finished_at is null
  ),
  reached as (
    select r.user_id, r.course_id,
           min(r.completed_at) filter (where r.n = 1) as started_at,
           min(r.completed_at) filter (where r.n = ceil(c.lessons / 2.0)) as half_at,
           min(r.completed_at) filter (where r.n = c.lessons) as finished_at
    from ranked r
    join counted c on c.course_id = r.course_id
    group by r.user_id, r.course_id
  )
  update private.learner_milestones m
  set started_at = coalesce(m.started_at, r.started_at),
      half_at = coalesce(m.half_at, r.half_at),
      finished_at = coalesce(m.finished_at, r.finished_at)
  from reached r
  where r.user_id = m.user_id and r.course_id = m.course_id
    and (m.started_at is null and r.started_at is not null
         or m.half_at is null and r.half_at is not null
         or m.finished_at is null and r.finished_at is not null);
end;
$$;

revoke all on function private.reach_milestones(uuid[], text[]) from public, anon, authenticated;

-- After lessons are marked complete (one statement: one call, however many rows): the learners
-- and courses of the counted lessons among them.
create function private.track_milestones()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  pairs record;
begin
  select array_agg(x.user_id order by x.user_id, x.course_id) as user_ids,
         array_agg(x.course_id order by x.user_id, x.course_id) as course_ids
  into pairs
  from (
    select distinct n.user_id, l.course_id
    from completed n
    join public.lessons l on l.id = n.lesson_id and l.kind <> 'live'
  ) x;
  if pairs.user_ids is not null then
    perform private.reach_milestones(pairs.user_ids, pairs.course_ids);
  end if;
  return null;
end;
$$;

revoke all on function private.track_milestones() from public, anon, authenticated;

-- No trigger on delete: unmarking a lesson keeps the milestone.
create trigger lesson_progress_milestones
  after insert on public.lesson_progress
  referencing new table as completed
  for each statement execute function private.track_milestones();

-- What the database holds now (the trigger counts these into milestone_totals).
select private.reach_milestones(array_agg(x.user_id), array_agg(x.course_id))
from (
  select distinct p.user_id, l.course_id
  from public.lesson_progress p
  join public.lessons l on l.id = p.lesson_id and l.kind <> 'live'
) x;

-- ---------------------------------------------------------------- indexes the reports read

-- Certificates issued in a range, per course.
create index certificates_course_id_issued_at_idx on public.certificates (course_id, issued_at);
-- Hand-ins' reviews in a range (each checked to be its hand-in's first on
-- project_reviews_submission_id_idx).
create index project_reviews_created_at_idx on public.project_reviews (created_at) include (submission_id);
-- Questions answered in a range.
create index lesson_questions_answered_at_idx on public.lesson_questions (answered_at)
  where answered_at is not null;

-- ---------------------------------------------------------------- page views

-- How often each prerendered page of the learner site was opened, per Asia/Dhaka day and
-- language: counts and nothing else (no cookie, no user, no address, no time of day). Page ids
-- are the site's English paths (apps/web/app/pages.ts); the page-view Edge Function checks them.
create table public.page_views (
  day date not null,
  page text not null constraint page_views_page_shape check (page ~ '^/[!-~]*$' and char_length(page) <= 100),
  locale text not null constraint page_views_locale check (locale in ('en', 'bn')),
  views bigint not null default 0 check (views >= 0),
  primary key (day, page, locale)
);

comment on table public.page_views is
  'Views per Asia/Dhaka day, page and language of the learner site (issue 36). Written only by private.record_page_view (the page-view Edge Function); admins read.';

alter table public.page_views enable row level security;
revoke all on table public.page_views from anon, authenticated;
grant select on table public.page_views to authenticated;

create policy "page_views: admins read" on public.page_views
  for select to authenticated using ((select private.is_admin()));

-- The allowance of one address. Nobody reading the site opens 60 pages in 10 minutes (a page
-- every 10 seconds, for 10 minutes); a script sending 1,000 a second adds at most 60 views per
-- 10 minutes per address, and its refused beacons store nothing.
insert into public.rate_limits (call, scope, max_requests, window_seconds, why) values
  ('page_view', 'address', 60, 600,
   'Page views counted from one address: a reader opens a page every minute or so, a fast one a few; past 60 in 10 minutes it is a script.');

-- One view of `page` in `locale` today (Asia/Dhaka), from the page-view Edge Function: it passes
-- the address the gateway vouched for (CF-Connecting-IP), which only spends the allowance and is
-- never stored. A page id of another shape or another language: 22023 page_view_invalid, nothing
-- spent. Past the allowance: the same 429 as every limit (Retry-After), nothing counted.
create function private.record_page_view(page text, locale text, client_address text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if page is null or locale is null
     or char_length(page) > 100 or page !~ '^/[!-~]*$'
     or locale not in ('en', 'bn') then
    raise exception 'A page view needs a page id (a path of at most 100 characters) and a language (en or bn).'
      using errcode = '22023', hint = 'page_view_invalid';
  end if;
  perform private.spend_allowance_for(
    'page_view', null, private.normalized_address(record_page_view.client_address));
  insert into public.page_views as v (day, page, locale, views)
  values ((now() at time zone 'Asia/Dhaka')::date, record_page_view.page, record_page_view.locale, 1)
  on conflict on constraint page_views_pkey do update set views = v.views + 1;
end;
$$;

revoke all on function private.record_page_view(text, text, text) from public, anon, authenticated;

-- ---------------------------------------------------------------- the reports

-- Money: every course (the charts' legends), and per Dhaka day of the decision and course the
-- taka received (approvals' amount due), refunded, the approvals (by the wallet phone among them)
-- and refunds; only rows with something non-zero; day, then course.
create function public.admin_money_report(from_day date, to_day date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.check_report_range(from_day, to_day);
  return jsonb_build_object(
    'courses',
      (select coalesce(jsonb_agg(jsonb_build_object('course_id', c.id, 'title', c.title) order by c.id),
         '[]'::jsonb)
       from public.courses c),
    'days',
      (select coalesce(jsonb_agg(jsonb_build_object(
          'day', to_char(t.day, 'YYYY-MM-DD'),
          'course_id', t.course_id,
          'received_taka', t.received_taka,
          'refunded_taka', t.refunded_taka,
          'approved', t.approved,
          'approved_by_wallet', t.approved_by_wallet,
          'refunded', t.refunded
        ) order by t.day, t.course_id), '[]'::jsonb)
       from private.course_day_totals t
       where t.day between from_day and to_day
         and (t.received_taka, t.refunded_taka, t.approved, t.approved_by_wallet, t.refunded)
             is distinct from (0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint))
  );
end;
$$;

-- The desk: per Dhaka day with approvals, how many and the median and 90th percentile of the
-- minutes each waited (one decimal); and the requests pending now by age (all five, in order;
-- not bounded by the range).
create function public.admin_desk_report(from_day date, to_day date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.check_report_range(from_day, to_day);
  return jsonb_build_object(
    'days',
      (select coalesce(jsonb_agg(jsonb_build_object(
          'day', to_char(w.day, 'YYYY-MM-DD'),
          'approved', w.approved,
          'median_minutes', round(w.median::numeric, 1),
          'p90_minutes', round(w.p90::numeric, 1)
        ) order by w.day), '[]'::jsonb)
       from (
         select a.day, count(*) as approved,
                percentile_cont(0.5) within group (order by a.waited_minutes) as median,
                percentile_cont(0.9) within group (order by a.waited_minutes) as p90
         from private.approval_waits a
         where a.day between from_day and to_day
         group by a.day
       ) w),
    'waiting',
      (select jsonb_agg(jsonb_build_object('age', b.age, 'requests', coalesce(n.requests, 0)) order by b.k)
       from (values (1, 'under_1h'), (2, '1h_to_6h'), (3, '6h_to_24h'), (4, '1d_to_3d'), (5, 'over_3d'))
         as b (k, age)
       left join (
         select case
                  when p.created_at > now() - interval '1 hour' then 1
                  when p.created_at > now() - interval '6 hours' then 2
                  when p.created_at > now() - interval '24 hours' then 3
                  when p.created_at > now() - interval '72 hours' then 4
                  else 5
                end as k,
                count(*) as requests
         from public.pending_enrollments p
         where p.status = 'pending'
         group by 1
       ) n on n.k = b.k)
  );
end;
$$;

-- The funnel per course (every course, id order), events within the range: views of its course
-- page (the video-editing alias /courses/skill-pack counts for video-editing) and its enrol page
-- in both languages, requests submitted, approvals decided, learners who reached their first, half
-- and all of its counted lessons, certificates issued.
create function public.admin_funnel_report(from_day date, to_day date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  from_at timestamptz := from_day::timestamp at time zone 'Asia/Dhaka';
  to_at timestamptz := (to_day + 1)::timestamp at time zone 'Asia/Dhaka';
begin
  perform private.check_report_range(from_day, to_day);
  return jsonb_build_object(
    'courses',
      (select coalesce(jsonb_agg(jsonb_build_object(
          'course_id', c.id,
          'title', c.title,
          'course_views', coalesce(v.course_views, 0),
          'enrol_views', coalesce(v.enrol_views, 0),
          'requests', coalesce(t.requests, 0),
          'approved', coalesce(t.approved, 0),
          'started', coalesce(m.started, 0),
          'half_way', coalesce(m.half_way, 0),
          'finished', coalesce(m.finished, 0),
          'certificates', (
            select count(*) from public.certificates x
            where x.course_id = c.id and x.issued_at >= from_at and x.issued_at < to_at)
        ) order by c.id), '[]'::jsonb)
       from public.courses c
       left join (
         select pc.course_id,
                sum(pv.views) filter (where pc.step = 'course') as course_views,
                sum(pv.views) filter (where pc.step = 'enrol') as enrol_views
         from public.page_views pv
         join (
           select cc.id as course_id, 'course' as step, '/courses/' || cc.id as page from public.courses cc
           union all
           select 'video-editing', 'course', '/courses/skill-pack'
           union all
           select cc.id, 'enrol', '/enroll/' || cc.id from public.courses cc
         ) pc on pc.page = pv.page
         where pv.day between from_day and to_day
         group by pc.course_id
       ) v on v.course_id = c.id
       left join (
         select s.course_id, sum(s.requests) as requests, sum(s.approved) as approved
         from private.course_day_totals s
         where s.day between from_day and to_day
         group by s.course_id
       ) t on t.course_id = c.id
       left join (
         select s.course_id, sum(s.started) as started, sum(s.half_way) as half_way,
                sum(s.finished) as finished
         from private.milestone_totals s
         where s.day between from_day and to_day
         group by s.course_id
       ) m on m.course_id = c.id)
  );
end;
$$;

-- Learning: hand-ins and questions waiting now; per Dhaka day of a hand-in's first review (from
-- its submission) and of a question's first answer (answered_at, from its asking), how many and
-- the median hours (one decimal). Only days with one or the other.
create function public.admin_learning_report(from_day date, to_day date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  from_at timestamptz := from_day::timestamp at time zone 'Asia/Dhaka';
  to_at timestamptz := (to_day + 1)::timestamp at time zone 'Asia/Dhaka';
begin
  perform private.check_report_range(from_day, to_day);
  return jsonb_build_object(
    'hand_ins_waiting',
      (select count(*) from public.project_submissions s where s.status in ('submitted', 'in_review')),
    'questions_waiting',
      (select count(*) from public.lesson_questions q where q.hidden_at is null and q.answered_at is null),
    'days',
      (select coalesce(jsonb_agg(jsonb_build_object(
          'day', to_char(coalesce(f.day, a.day), 'YYYY-MM-DD'),
          'feedbacks', coalesce(f.feedbacks, 0),
          'feedback_median_hours', round(f.median::numeric, 1),
          'answers', coalesce(a.answers, 0),
          'answer_median_hours', round(a.median::numeric, 1)
        ) order by coalesce(f.day, a.day)), '[]'::jsonb)
       from (
         select (r.created_at at time zone 'Asia/Dhaka')::date as day, count(*) as feedbacks,
                percentile_cont(0.5) within group (
                  order by extract(epoch from r.created_at - s.submitted_at) / 3600) as median
         from public.project_reviews r
         join public.project_submissions s on s.id = r.submission_id
         where r.created_at >= from_at and r.created_at < to_at
           and not exists (
             select 1 from public.project_reviews e
             where e.submission_id = r.submission_id
               and (e.created_at < r.created_at or (e.created_at = r.created_at and e.id < r.id)))
         group by 1
       ) f
       full join (
         select (q.answered_at at time zone 'Asia/Dhaka')::date as day, count(*) as answers,
                percentile_cont(0.5) within group (
                  order by extract(epoch from q.answered_at - q.created_at) / 3600) as median
         from public.lesson_questions q
         where q.answered_at >= from_at and q.answered_at < to_at
         group by 1
       ) a on a.day = f.day)
  );
end;
$$;

comment on function public.admin_money_report(date, date) is
  'Admin: courses, and per Asia/Dhaka day and course taka received and refunded, approvals (by the wallet phone) and refunds, over a range of at most 366 days.';
comment on function public.admin_desk_report(date, date) is
  'Admin: approvals per Asia/Dhaka day with the median and 90th percentile of minutes waited; requests pending now by age.';
comment on function public.admin_funnel_report(date, date) is
  'Admin: per course, page views (course, enrol), requests, approvals, learners started, half way, finished, certificates, within a range of Asia/Dhaka days.';
comment on function public.admin_learning_report(date, date) is
  'Admin: hand-ins and questions waiting now; first feedbacks and first answers per Asia/Dhaka day with median hours.';

-- Admins only (checked first in each); security definer so the totals stay out of the API's
-- reach and no row-level security filter slows the scans.
revoke all on function public.admin_money_report(date, date) from public, anon, authenticated;
revoke all on function public.admin_desk_report(date, date) from public, anon, authenticated;
revoke all on function public.admin_funnel_report(date, date) from public, anon, authenticated;
revoke all on function public.admin_learning_report(date, date) from public, anon, authenticated;
grant execute on function public.admin_money_report(date, date) to authenticated;
grant execute on function public.admin_desk_report(date, date) to authenticated;
grant execute on function public.admin_funnel_report(date, date) to authenticated;
grant execute on function public.admin_learning_report(date, date) to authenticated;

-- ==================================================================== storage

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

-- ---------------------------------------------------------------------------------------------
-- Storage: the submissions bucket (private; images only; 5 MB a file)

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('submissions', 'submissions', false, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Is this file part of a hand-in the caller reviews (a mentor of its course, or an admin)?
create function private.reviews_file(path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.project_submissions s
    where s.files @> array[path] and private.is_staff_of(s.course_id)
  );
$$;

revoke all on function private.reviews_file(text) from public;
grant execute on function private.reviews_file(text) to authenticated, service_role;

-- Is this file part of a sent hand-in? Then its learner may no longer replace or delete it.
create function private.file_handed_in(path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.project_submissions s where s.files @> array[path]);
$$;

revoke all on function private.file_handed_in(text) from public;
grant execute on function private.file_handed_in(text) to authenticated, service_role;

create policy "submissions: owner or the course's staff reads" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'submissions'
    and (
      (storage.foldername(name))[1] = (select auth.uid())::text
      or private.reviews_file(name)
    )
  );

create policy "submissions: owner uploads into own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'submissions'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "submissions: owner deletes an unsent file" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'submissions'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not private.file_handed_in(name)
  );

-- ==================================================================== course content: the lesson plan

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

-- ==================================================================== course content: projects

-- The projects of each course: the briefs a learner hands in and a mentor reviews, in English
-- and Bangla, in the table of the mentors and projects section. They follow the
-- curriculum the site shows (packages/courses/src/catalogue.ts): a project for each module, some
-- with an optional extra beside it, in the order a learner meets the modules, and the Bangla
-- uses the terms of catalogue.bn.ts. A migration rather than seed.sql, so a hosted project gets
-- them with `supabase db push` too, as it gets the lesson plan. A
-- later change is a new migration.
--
-- due_days counts from enrolment and spreads the required projects over the course's weeks
-- (8, 12 and 10), with the last one due at the end. Optional projects (required = false: not
-- needed for the certificate) have no due date. hand_in is what the learner hands in, and each
-- brief's "What to hand in" names only that: images (JPEG, PNG or WebP, under 5 MB each; the site
-- shrinks them), an https link (YouTube, Google Drive, Behance, CodePen, StackBlitz, GitHub or a
-- live site), or a note. Briefs are dollar-quoted ($md$) like the lesson bodies, so their
-- apostrophes stay as written. Titles and checklists are ordinary strings, with '' for a quote.

-- ---------------------------------------------------------------- creative-design
-- Eight weeks, and the course page promises "a design project every week": one project for each
-- module, plus two optional extras (a product photo, print work) for learners who want more
-- practice. Everything is made on a phone, so the learner hands in screenshots or exports, plus
-- a link for the Behance portfolio at the end.

insert into public.projects
  (course_id, position, title, title_bn, hand_in, required, due_days, checklist, brief, brief_bn)
values
  -- position 1, module: Design Basics on Your Phone
  ('creative-design', 1, 'Palette and type board', 'কালার প্যালেট ও টাইপ বোর্ড',
   array['images'], true, 7,
   '[
     {"en": "Four colours with their hex codes, used as a main colour, a supporting colour, an accent and a text colour.", "bn": "চারটি কালার, প্রতিটির hex কোডসহ: একটি প্রধান, একটি সহায়ক, একটি অ্যাকসেন্ট আর একটি লেখার কালার।"},
     {"en": "The colours suit the shop and the three words chosen for it.", "bn": "কালারগুলো দোকানটির সাথে আর তার জন্য বেছে নেওয়া তিনটি শব্দের সাথে মানায়।"},
     {"en": "One Bangla and one English font that pair well, with a clear difference between headline and body size.", "bn": "একটি বাংলা ও একটি ইংরেজি ফন্ট, যাদের জুটি মানানসই, আর হেডলাইন ও বডি টেক্সটের সাইজে স্পষ্ট পার্থক্য।"},
     {"en": "Every piece of text is easy to read on its background.", "bn": "প্রতিটি লেখা তার ব্যাকগ্রাউন্ডে সহজে পড়া যায়।"},
     {"en": "Blocks are aligned, with white space around them.", "bn": "ব্লকগুলো অ্যালাইন করা, চারপাশে যথেষ্ট হোয়াইট স্পেস।"}
   ]'::jsonb,
$md$Your first week is about the two things every design rests on: colour and type. This project puts both on one board for a real local business, so you practise choosing, not just copying.

## What to make

One board (a Canva *Instagram Post*, 1080 × 1080) for a shop you know in Chattogram: a tea stall, a tailor, a pharmacy or a bakery. It shows a palette of four colours and a pair of fonts, one Bangla and one English.

## Steps

1. Pick the shop and write down three words for how it should feel (for example *fresh, friendly, cheap*).
2. Build a palette of four colours on Coolors or the Canva colour wheel, following the 60-30-10 rule: a main colour, a supporting one and an accent, plus a colour for text.
3. Put each colour on the board as a square with its hex code under it.
4. Choose a Bangla headline font and an English body font of a similar weight. Write the shop's name in both, and one line of sample text.
5. Leave white space around every block and line everything up on the left edge.

## What to hand in

- One to three images: the board and, if you like, a screenshot of your palette on Coolors. JPEG, PNG or WebP, under 5 MB each; the site shrinks them.
- Phone screenshots and exports from Canva are both fine.

> **Tip:** check the contrast before you hand in. Hold the phone at arm's length: if the text is hard to read on your main colour, your mentor will ask you to change it.$md$,
$md$প্রথম সপ্তাহের কাজ সেই দুটি জিনিস নিয়ে, যার ওপর প্রতিটি ডিজাইন দাঁড়িয়ে থাকে: কালার আর টাইপোগ্রাফি। এই প্রজেক্টে চেনা একটি দোকানের জন্য দুটোকেই একটি বোর্ডে সাজাবেন, যাতে শুধু কপি না করে নিজে বাছাই করতে শেখেন।

## যা বানাবেন

চট্টগ্রামের চেনা একটি দোকানের জন্য একটি বোর্ড (Canva-তে *Instagram Post*, ১০৮০ × ১০৮০): চায়ের দোকান, দর্জির দোকান, ফার্মেসি বা বেকারি, যেকোনোটা। বোর্ডে থাকবে চারটি কালারের একটি প্যালেট আর একজোড়া ফন্ট, একটি বাংলা ও একটি ইংরেজি।

## ধাপগুলো

1. দোকানটি বেছে নিন, আর দোকানটি দেখে মানুষের কেমন লাগা উচিত তা তিনটি শব্দে লিখুন (যেমন *তাজা, আপন, সাশ্রয়ী*)।
2. Coolors বা Canva-র কালার হুইলে ৬০-৩০-১০ নিয়ম মেনে চারটি কালারের প্যালেট বানান: একটি প্রধান কালার, একটি সহায়ক, একটি অ্যাকসেন্ট, আর লেখার জন্য একটি কালার।
3. প্রতিটি কালার বোর্ডে একটি চারকোনা ঘরে বসান, নিচে তার hex কোড লিখুন।
4. হেডলাইনের জন্য একটি বাংলা ফন্ট আর বডির জন্য কাছাকাছি ওজনের একটি ইংরেজি ফন্ট বাছুন। দুই ভাষাতেই দোকানের নাম লিখুন, সাথে এক লাইনের নমুনা লেখা।
5. প্রতিটি ব্লকের চারপাশে হোয়াইট স্পেস রাখুন, আর সবকিছু বাঁ দিকের একই লাইনে অ্যালাইন করুন।

## যা জমা দেবেন

- এক থেকে তিনটি ছবি: বোর্ডটি, আর চাইলে Coolors-এ আপনার প্যালেটের একটি স্ক্রিনশট। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।
- ফোনের স্ক্রিনশট বা Canva থেকে এক্সপোর্ট, দুটোই চলবে।

> **টিপস:** জমা দেওয়ার আগে কনট্রাস্ট দেখে নিন। ফোনটা হাত লম্বা করে ধরুন: প্রধান কালারের ওপর লেখা পড়তে কষ্ট হলে মেন্টর সেটি বদলাতে বলবেন।$md$),
  -- position 2, module: Canva from Zero
  ('creative-design', 2, 'A Canva post from a template, made your own', 'টেমপ্লেট থেকে নিজের মতো করে একটি Canva পোস্ট',
   array['images'], true, 14,
   '[
     {"en": "The finished post is clearly different from the template: colours, fonts, photo and layout have changed.", "bn": "শেষ করা পোস্টটি টেমপ্লেট থেকে স্পষ্টভাবে আলাদা: কালার, ফন্ট, ছবি ও লেআউট বদলানো হয়েছে।"},
     {"en": "The colours and fonts follow the palette and font pair from the first project.", "bn": "কালার ও ফন্ট প্রথম প্রজেক্টের প্যালেট আর ফন্ট জুটি মেনে চলে।"},
     {"en": "The headline is read first and has six words or fewer.", "bn": "হেডলাইন সবার আগে চোখে পড়ে, আর ছয় শব্দ বা তার কম।"},
     {"en": "The photo is the learner''s own, cropped and edited cleanly.", "bn": "ছবিটি নিজের তোলা, পরিষ্কারভাবে ক্রপ ও এডিট করা।"},
     {"en": "Exported at the post''s size; text is sharp, not blurry.", "bn": "পোস্টের সাইজেই এক্সপোর্ট করা; লেখা ঝকঝকে, ঝাপসা নয়।"}
   ]'::jsonb,
$md$Templates save time, but a post that looks like everyone else's is easy to scroll past. This week you start from a Canva template and change it until it belongs to one business.

## What to make

A Facebook or Instagram post (1080 × 1080) announcing something real for the shop from your first project, or for another local business: a new item, new opening hours, a Friday offer.

## Steps

1. In the Canva app, find a template you like and duplicate it. Take a screenshot of it before you change anything.
2. Replace the colours with your palette from the first project, and the fonts with your font pair.
3. Replace the photo with your own, taken on your phone; fix its brightness and crop it with Canva's photo tools.
4. Move or remove at least two elements, so the layout fits your message rather than the template's.
5. Rewrite every line of text. Keep the headline to six words or fewer.
6. Export as PNG at the post's own size (Share, Download, PNG).

## What to hand in

- Two images: the template as it was, and your finished post. JPEG, PNG or WebP, under 5 MB each; the site shrinks them.
- If you made a second version, add it as a third image.

> **Tip:** look at your post from a little distance with half-closed eyes. If the first thing you see is not the headline or the photo, make that element bigger or give it more space.$md$,
$md$টেমপ্লেটে সময় বাঁচে, কিন্তু যে পোস্ট দেখতে আর দশটার মতো, মানুষ সেটা স্ক্রল করে পার হয়ে যায়। এই সপ্তাহে Canva-র একটি টেমপ্লেট থেকে শুরু করবেন, আর এমনভাবে বদলাবেন যেন ডিজাইনটি একটি ব্যবসার একান্ত নিজের হয়ে ওঠে।

## যা বানাবেন

প্রথম প্রজেক্টের দোকানটির (বা চেনা অন্য কোনো ব্যবসার) জন্য একটি ফেসবুক বা ইনস্টাগ্রাম পোস্ট (১০৮০ × ১০৮০), যেখানে সত্যিকারের কোনো খবর জানানো হবে: নতুন পণ্য, দোকান খোলার নতুন সময়, বা শুক্রবারের অফার।

## ধাপগুলো

1. Canva অ্যাপে পছন্দের একটি টেমপ্লেট খুঁজে ডুপ্লিকেট করুন। কিছু বদলানোর আগেই তার একটি স্ক্রিনশট নিয়ে রাখুন।
2. কালারের জায়গায় প্রথম প্রজেক্টের প্যালেট বসান, ফন্টের জায়গায় আপনার ফন্ট জুটি।
3. ছবির জায়গায় নিজের ফোনে তোলা ছবি দিন; Canva-র ফটো টুল দিয়ে উজ্জ্বলতা ঠিক করে ক্রপ করুন।
4. অন্তত দুটি এলিমেন্ট সরান বা মুছে দিন, যাতে লেআউট টেমপ্লেটের মতো না হয়ে আপনার বার্তার মতো হয়।
5. প্রতিটি লাইন নতুন করে লিখুন। হেডলাইন ছয় শব্দের মধ্যে রাখুন।
6. পোস্টের নিজের সাইজে PNG হিসেবে এক্সপোর্ট করুন (Share, Download, PNG)।

## যা জমা দেবেন

- দুটি ছবি: আগের টেমপ্লেটটি, আর আপনার শেষ করা পোস্ট। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।
- দ্বিতীয় কোনো ভার্সন বানালে সেটি তৃতীয় ছবি হিসেবে দিন।

> **টিপস:** একটু দূর থেকে চোখ আধবোজা করে পোস্টটির দিকে তাকান। সবার আগে যদি হেডলাইন বা ছবি চোখে না পড়ে, তাহলে সেটিকে বড় করুন বা চারপাশে আরও জায়গা দিন।$md$),
  -- position 3, module: PixelLab for Text and Graphics
  ('creative-design', 3, 'A YouTube thumbnail in PixelLab', 'PixelLab-এ একটি ইউটিউব থাম্বনেইল',
   array['images'], true, 21,
   '[
     {"en": "The thumbnail text is three to five words and can be read when the thumbnail is small.", "bn": "থাম্বনেইলের লেখা তিন থেকে পাঁচ শব্দের, ছোট করে দেখলেও পড়া যায়।"},
     {"en": "The background is removed cleanly from the subject, with no leftover patches.", "bn": "মূল বিষয়ের ব্যাকগ্রাউন্ড পরিষ্কারভাবে রিমুভ করা, কোথাও পুরোনো ব্যাকগ্রাউন্ডের দাগ নেই।"},
     {"en": "The text stands out with a stroke, a shadow or 3D text, and no more than two fonts are used.", "bn": "স্ট্রোক, শ্যাডো বা ৩ডি টেক্সট দিয়ে লেখা আলাদা করে চোখে পড়ে, আর দুটির বেশি ফন্ট নেই।"},
     {"en": "There is one clear focal point and the layout is not crowded.", "bn": "একটিই স্পষ্ট ফোকাস, লেআউটে ভিড় নেই।"},
     {"en": "The shape is 16:9 (1280 × 720).", "bn": "আকার ১৬:৯ (১২৮০ × ৭২০)।"}
   ]'::jsonb,
$md$A thumbnail has less than a second to make someone tap. This week you use everything from the PixelLab module, stylish text, layers, shapes and a removed background, on one thumbnail.

## What to make

A YouTube thumbnail (1280 × 720) for a real or imagined video: a cooking recipe, a phone review, a Chattogram travel vlog or a study tip.

## Steps

1. Write the video's title, then a thumbnail text of three to five words that adds to the title rather than repeating it.
2. Take or choose a photo of a face or the main object. Remove its background in PixelLab and place it on one side.
3. Make a simple background: a colour, a gradient or a blurred photo, with a shape behind the text if it helps.
4. Style the text with a stroke or a shadow (or 3D text) so it stands out; use two fonts at most.
5. Check it small: zoom out until the thumbnail is the size it appears in the YouTube app, and fix anything you cannot read.
6. Export as JPEG or PNG at 1280 × 720.

## What to hand in

- Two images: the thumbnail itself, and a screenshot of it zoomed out to the size it has in the YouTube app. JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

> **Tip:** faces with a clear emotion and big, bright text win clicks. If your cut-out has rough edges, add a white outline around it: it hides small mistakes and looks deliberate.$md$,
$md$কেউ ট্যাপ করবে কি না, তা ঠিক করতে একটি থাম্বনেইল এক সেকেন্ডও সময় পায় না। এই সপ্তাহে PixelLab মডিউলে যা যা শিখেছেন, মানে স্টাইলিশ টেক্সট, লেয়ার, শেপ আর ব্যাকগ্রাউন্ড রিমুভ, সব একটি থাম্বনেইলে কাজে লাগাবেন।

## যা বানাবেন

সত্যিকারের বা কাল্পনিক একটি ভিডিওর জন্য ইউটিউব থাম্বনেইল (১২৮০ × ৭২০): রান্নার রেসিপি, মোবাইল রিভিউ, চট্টগ্রামের ট্রাভেল ভ্লগ বা পড়াশোনার টিপস।

## ধাপগুলো

1. আগে ভিডিওর টাইটেল লিখুন, তারপর থাম্বনেইলের জন্য তিন থেকে পাঁচ শব্দের একটি লেখা, যা টাইটেলের কথাই আবার না বলে নতুন কিছু যোগ করে।
2. একটি মুখ বা মূল জিনিসের ছবি তুলুন বা বেছে নিন। PixelLab-এ তার ব্যাকগ্রাউন্ড রিমুভ করে এক পাশে বসান।
3. সহজ একটি ব্যাকগ্রাউন্ড দিন: একটি কালার, গ্রেডিয়েন্ট বা ঝাপসা করা ছবি; দরকার হলে লেখার পেছনে একটি শেপ।
4. স্ট্রোক বা শ্যাডো (কিংবা ৩ডি টেক্সট) দিয়ে লেখাকে আলাদা করে তুলুন; দুটির বেশি ফন্ট নেবেন না।
5. ছোট করে দেখুন: ইউটিউব অ্যাপে থাম্বনেইল যত ছোট দেখায়, ততটা জুম আউট করুন, আর যা পড়া যায় না তা ঠিক করুন।
6. ১২৮০ × ৭২০ সাইজে JPEG বা PNG হিসেবে এক্সপোর্ট করুন।

## যা জমা দেবেন

- দুটি ছবি: থাম্বনেইলটি, আর ইউটিউব অ্যাপে যত ছোট দেখায় ততটা জুম আউট করা অবস্থায় তার একটি স্ক্রিনশট। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

> **টিপস:** স্পষ্ট অনুভূতির মুখ আর বড়, উজ্জ্বল লেখাই বেশি ক্লিক পায়। কাট-আউটের কিনারা এবড়োখেবড়ো হলে চারপাশে একটি সাদা আউটলাইন দিন: ছোটখাটো ভুল ঢেকে যায়, আর দেখতেও ইচ্ছাকৃত লাগে।$md$),
  -- position 4, module: PixelLab for Text and Graphics (optional)
  ('creative-design', 4, 'Extra: a product photo on a new background', 'বাড়তি কাজ: নতুন ব্যাকগ্রাউন্ডে একটি পণ্যের ছবি',
   array['images'], false, null,
   '[
     {"en": "The product''s edges are clean: no leftover background, and no part of the product cut off.", "bn": "পণ্যের কিনারা পরিষ্কার: পুরোনো ব্যাকগ্রাউন্ডের কিছু নেই, পণ্যের কোনো অংশও কেটে যায়নি।"},
     {"en": "The plain background suits the product''s colours.", "bn": "এক কালারের ব্যাকগ্রাউন্ডটি পণ্যের কালারের সাথে মানায়।"},
     {"en": "On the new scene, the shadow and the direction of light make the product look as if it sits there.", "bn": "নতুন দৃশ্যে শ্যাডো আর আলোর দিক দেখে মনে হয় পণ্যটি সত্যিই সেখানে রাখা।"},
     {"en": "The name and price are small, readable and do not cover the product.", "bn": "নাম আর দাম ছোট, পড়া যায়, আর পণ্যকে ঢেকে দেয় না।"}
   ]'::jsonb,
$md$Many online shops in Chattogram sell from phone photos taken on a cluttered table. Clean product photos are among the first things a small business will pay a designer for, so this optional project gives you extra practice with PixelLab's background tools.

## What to make

Three versions of one product photo: the original, the product on a plain colour, and the product on a new scene with a shadow under it.

## Steps

1. Photograph a product at home in daylight: a bottle, a shoe, a cup or a piece of jewellery. Keep the phone steady and fill the frame.
2. In PixelLab, remove the background. Zoom in and clean the edges with the eraser.
3. Place the product on a plain background that suits its colours.
4. Place it again on a new scene (a table, a piece of fabric or a gradient) and add a soft shadow under it, so it does not float.
5. In one corner of the last version, add the product's name and price in small text.

## What to hand in

- Three images: the original photo and your two versions. JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

This project is optional and has no due date: it does not count towards your certificate, but your mentor reviews it like any other.

> **Tip:** light from a window beside the product gives softer shadows than the phone's flash, and without harsh shadows the edges are far easier to cut out.$md$,
$md$চট্টগ্রামের অনেক অনলাইন শপ অগোছালো টেবিলে মোবাইলে তোলা ছবি দিয়েই পণ্য বিক্রি করে। পরিষ্কার প্রোডাক্ট ফটো এমন একটি কাজ, যার জন্য ছোট ব্যবসা সবার আগে ডিজাইনারকে টাকা দেয়। তাই এই ঐচ্ছিক প্রজেক্টে PixelLab-এর ব্যাকগ্রাউন্ড টুল নিয়ে বাড়তি প্র্যাকটিস হবে।

## যা বানাবেন

একটি পণ্যের ছবির তিনটি ভার্সন: আসল ছবি, এক কালারের ব্যাকগ্রাউন্ডে পণ্যটি, আর নিচে শ্যাডোসহ নতুন একটি দৃশ্যে পণ্যটি।

## ধাপগুলো

1. দিনের আলোয় ঘরের একটি পণ্যের ছবি তুলুন: বোতল, জুতা, কাপ বা গয়না। ফোন স্থির রাখুন, পণ্যটি যেন ফ্রেম ভরে থাকে।
2. PixelLab-এ ব্যাকগ্রাউন্ড রিমুভ করুন। জুম করে ইরেজার দিয়ে কিনারা পরিষ্কার করুন।
3. পণ্যের কালারের সাথে মানায় এমন এক কালারের ব্যাকগ্রাউন্ডে পণ্যটি বসান।
4. আবার একটি নতুন দৃশ্যে (টেবিল, এক টুকরো কাপড় বা গ্রেডিয়েন্ট) বসান, আর নিচে হালকা একটি শ্যাডো দিন, যাতে পণ্যটি ভেসে আছে মনে না হয়।
5. শেষ ভার্সনের এক কোণে ছোট করে পণ্যের নাম আর দাম লিখুন।

## যা জমা দেবেন

- তিনটি ছবি: আসল ছবি আর আপনার বানানো দুটি ভার্সন। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

এই প্রজেক্টটি ঐচ্ছিক, কোনো শেষ তারিখ নেই: সার্টিফিকেটের জন্য এটি লাগবে না, তবে মেন্টর অন্য প্রজেক্টের মতোই এটিও রিভিউ করবেন।

> **টিপস:** ফোনের ফ্ল্যাশের চেয়ে পাশের জানালার আলোয় ছায়া নরম হয়, আর কড়া ছায়া না থাকলে কিনারা কেটে আলাদা করা অনেক সহজ।$md$),
  -- position 5, module: Social Media Post Design
  ('creative-design', 5, 'A month of posts and a carousel', 'এক মাসের পোস্ট প্ল্যান ও একটি ক্যারোসেল',
   array['images'], true, 35,
   '[
     {"en": "The plan has eight posts over four weeks, each with a topic and a type, and a sensible mix (not eight offers).", "bn": "প্ল্যানে চার সপ্তাহে আটটি পোস্ট, প্রতিটির বিষয় ও ধরন লেখা, আর ধরনগুলোতে ভারসাম্য আছে (আটটাই অফার নয়)।"},
     {"en": "The offer post gives the offer, the price or discount and how to order, in that order of importance.", "bn": "অফার পোস্টে অফার, দাম বা ছাড়, আর কীভাবে অর্ডার করবেন, গুরুত্বের এই ক্রমে বলা আছে।"},
     {"en": "The story version is rearranged for 9:16, not just stretched, with nothing important at the very top or bottom.", "bn": "স্টোরির ভার্সন ৯:১৬-এর জন্য নতুন করে সাজানো, শুধু টেনে বড় করা নয়; একদম ওপরে বা নিচে জরুরি কিছু নেই।"},
     {"en": "The carousel opens with a hook, has one idea per slide and ends with a call to action.", "bn": "ক্যারোসেল শুরু হয় একটি হুক দিয়ে, প্রতি স্লাইডে একটি কথা, শেষ স্লাইডে কল টু অ্যাকশন।"},
     {"en": "Palette, fonts and logo position are the same in every design.", "bn": "প্রতিটি ডিজাইনে একই প্যালেট, একই ফন্ট আর লোগোর একই জায়গা।"}
   ]'::jsonb,
$md$Pages that post every week grow; pages that post when they remember do not. This project turns the Social Media Post Design module into the work a page admin really does: a plan for a month, and its first posts made.

## What to make

For one Facebook page (a real business or your own idea): a plan of eight posts for a month, one offer post made in two sizes, and a carousel of three to five slides that tells a short story.

## Steps

1. In Canva, make a simple calendar (one page, four weeks) with two posts a week. Write each post's topic and type: offer, tip, announcement or behind the scenes.
2. Design the offer post as a feed post (1080 × 1080), then resize it to a story (1080 × 1920). Rearrange the story so nothing important sits in the top or bottom 250 pixels.
3. Design the carousel (1080 × 1350 for each slide): a hook on the first slide, one idea per slide and a call to action on the last.
4. Keep the same palette, fonts and logo position in every design.

## What to hand in

- Four or five images: the month plan, the offer as a feed post, the same offer as a story, and the carousel slides side by side in one image, in order (a fifth image may show the first slide on its own). JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

> **Tip:** write the plan before you design anything. Once the month's topics are decided, each post takes half the time, and the page looks like one brand rather than eight different ones.$md$,
$md$যে পেজে প্রতি সপ্তাহে নিয়ম করে পোস্ট হয়, সেটি বড় হয়; যে পেজে মনে পড়লে পোস্ট হয়, সেটি হয় না। এই প্রজেক্টে সোশ্যাল মিডিয়া পোস্ট ডিজাইন মডিউলটিকে একজন পেজ অ্যাডমিনের আসল কাজে রূপ দেবেন: এক মাসের প্ল্যান, আর তার প্রথম পোস্টগুলো বানানো।

## যা বানাবেন

একটি ফেসবুক পেজের জন্য (সত্যিকারের কোনো ব্যবসা বা নিজের কোনো আইডিয়া): এক মাসের আটটি পোস্টের প্ল্যান, দুই সাইজে একটি অফার পোস্ট, আর তিন থেকে পাঁচ স্লাইডের একটি ক্যারোসেল, যা ছোট একটি গল্প বলে।

## ধাপগুলো

1. Canva-তে সহজ একটি ক্যালেন্ডার বানান (এক পেজে চার সপ্তাহ), সপ্তাহে দুটি করে পোস্ট। প্রতিটি পোস্টের বিষয় আর ধরন লিখুন: অফার, টিপস, ঘোষণা বা দোকানের ভেতরের গল্প।
2. অফার পোস্টটি ফিড পোস্ট হিসেবে (১০৮০ × ১০৮০) ডিজাইন করুন, তারপর স্টোরির সাইজে (১০৮০ × ১৯২০) রিসাইজ করুন। স্টোরিটি নতুন করে সাজান, যাতে জরুরি কিছু ওপরের বা নিচের ২৫০ পিক্সেলের মধ্যে না পড়ে।
3. ক্যারোসেল ডিজাইন করুন (প্রতি স্লাইড ১০৮০ × ১৩৫০): প্রথম স্লাইডে হুক, প্রতি স্লাইডে একটি কথা, শেষ স্লাইডে কল টু অ্যাকশন।
4. প্রতিটি ডিজাইনে একই প্যালেট, একই ফন্ট আর লোগোর একই জায়গা রাখুন।

## যা জমা দেবেন

- চার বা পাঁচটি ছবি: মাসের প্ল্যান, ফিড পোস্ট হিসেবে অফারটি, স্টোরি হিসেবে একই অফার, আর ক্যারোসেলের স্লাইডগুলো ক্রম অনুযায়ী পাশাপাশি বসানো একটি ছবি (চাইলে পঞ্চম ছবিতে প্রথম স্লাইডটি আলাদা করে দিন)। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

> **টিপস:** কিছু ডিজাইন করার আগে প্ল্যানটা লিখে ফেলুন। মাসের বিষয়গুলো ঠিক হয়ে গেলে প্রতিটি পোস্টে অর্ধেক সময় লাগে, আর পুরো পেজটা আটটা আলাদা ব্র্যান্ড নয়, একটি ব্র্যান্ডের মতো দেখায়।$md$),
  -- position 6, module: Logo and Brand Identity
  ('creative-design', 6, 'Logo and brand board', 'লোগো ও ব্র্যান্ড বোর্ড',
   array['images'], true, 42,
   '[
     {"en": "The logo is simple and can be read and recognised at the size of a profile picture.", "bn": "লোগোটি সহজ, প্রোফাইল ছবির সাইজেও পড়া ও চেনা যায়।"},
     {"en": "It works in one colour, and on both dark and light backgrounds.", "bn": "এক কালারেও কাজ করে, গাঢ় ও হালকা দুই ব্যাকগ্রাউন্ডেই ঠিক দেখায়।"},
     {"en": "There is a small version (an icon or the initials) for tight spaces.", "bn": "ছোট জায়গার জন্য একটি ছোট ভার্সন (আইকন বা নামের আদ্যক্ষর) আছে।"},
     {"en": "The brand board lists the colours with hex codes and names the fonts.", "bn": "ব্র্যান্ড বোর্ডে hex কোডসহ কালারগুলো আর ফন্টের নাম দেওয়া আছে।"},
     {"en": "The sketches show that several ideas were tried before one was chosen.", "bn": "স্কেচ দেখে বোঝা যায়, একটি বেছে নেওয়ার আগে কয়েকটি আইডিয়া ভেবে দেখা হয়েছে।"}
   ]'::jsonb,
$md$A logo is not the whole brand, but it is where a brand starts. In this project you design a simple logo on your phone, and a brand board that tells anyone (a printer, a page admin, another designer) how to use it.

## What to make

A logo for a small business, real or made up, and one brand board that shows the logo, its colours, its fonts, and how it looks on a dark and on a light background.

## Steps

1. Write down the business's name, what it sells and who buys from it. Sketch at least five logo ideas on paper, and photograph the page.
2. Pick the strongest idea and build it in Canva or PixelLab with simple shapes and one or two fonts. Avoid thin lines and tiny details.
3. Make a second version for small spaces: an icon, or the initials alone.
4. Test it: in one colour only, very small (the size of a profile picture), and on top of a photo.
5. Make the brand board: the logo and its small version, three to five brand colours with hex codes, the headline and body fonts, and the logo on a dark and a light background.

## What to hand in

- Two or three images: the brand board, a photo of your paper sketches and, if you like, the logo on a mock-up (a shop sign or a T-shirt). JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

> **Tip:** a good logo still works in black and white. Check yours in one colour before you add any gradient or shadow.$md$,
$md$লোগো মানেই পুরো ব্র্যান্ড নয়, তবে ব্র্যান্ডের শুরুটা লোগো থেকেই। এই প্রজেক্টে মোবাইলে সহজ একটি লোগো ডিজাইন করবেন, সাথে একটি ব্র্যান্ড বোর্ড, যা দেখে প্রেস, পেজ অ্যাডমিন বা অন্য যেকোনো ডিজাইনার বুঝবেন লোগোটি কীভাবে ব্যবহার করতে হবে।

## যা বানাবেন

একটি ছোট ব্যবসার (সত্যিকারের বা কাল্পনিক) লোগো, আর একটি ব্র্যান্ড বোর্ড, যেখানে থাকবে লোগো, তার কালার, ফন্ট, আর গাঢ় ও হালকা ব্যাকগ্রাউন্ডে লোগোটি কেমন দেখায়।

## ধাপগুলো

1. ব্যবসার নাম, কী বিক্রি করে আর কারা কেনে, লিখে ফেলুন। কাগজে অন্তত পাঁচটি লোগোর আইডিয়া স্কেচ করুন, আর পাতাটির ছবি তুলে রাখুন।
2. সবচেয়ে জোরালো আইডিয়াটি বেছে নিয়ে Canva বা PixelLab-এ সহজ শেপ আর এক-দুটি ফন্ট দিয়ে বানান। সরু লাইন আর খুব ছোট ডিটেইল এড়িয়ে চলুন।
3. ছোট জায়গার জন্য দ্বিতীয় একটি ভার্সন বানান: শুধু আইকন, বা শুধু নামের আদ্যক্ষর।
4. পরীক্ষা করুন: শুধু এক কালারে, খুব ছোট করে (প্রোফাইল ছবির সাইজে), আর একটি ছবির ওপরে বসিয়ে।
5. ব্র্যান্ড বোর্ড বানান: লোগো ও তার ছোট ভার্সন, hex কোডসহ তিন থেকে পাঁচটি ব্র্যান্ড কালার, হেডলাইন ও বডির ফন্ট, আর গাঢ় ও হালকা ব্যাকগ্রাউন্ডে লোগো।

## যা জমা দেবেন

- দুই বা তিনটি ছবি: ব্র্যান্ড বোর্ড, কাগজের স্কেচের একটি ছবি, আর চাইলে মকআপে লোগোটি (দোকানের সাইনবোর্ড বা টি-শার্ট)। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

> **টিপস:** ভালো লোগো সাদা-কালোতেও কাজ করে। কোনো গ্রেডিয়েন্ট বা শ্যাডো যোগ করার আগে এক কালারে আপনার লোগোটি দেখে নিন।$md$),
  -- position 7, module: Logo and Brand Identity (optional)
  ('creative-design', 7, 'Extra: business card, banner and flyer', 'বাড়তি কাজ: বিজনেস কার্ড, ব্যানার ও ফ্লায়ার',
   array['images'], false, null,
   '[
     {"en": "All three follow the brand board: the same logo, colours and fonts.", "bn": "তিনটিই ব্র্যান্ড বোর্ড মেনে চলে: একই লোগো, কালার ও ফন্ট।"},
     {"en": "The card has everything a customer needs to call or find the shop, in text large enough to print.", "bn": "কার্ডে গ্রাহকের ফোন করা বা দোকান খুঁজে পাওয়ার সব তথ্য আছে, প্রিন্টে পড়ার মতো সাইজে।"},
     {"en": "The banner can be read from a distance: three lines at most, strong contrast.", "bn": "ব্যানার দূর থেকে পড়া যায়: বড়জোর তিন লাইন, জোরালো কনট্রাস্ট।"},
     {"en": "The flyer has a clear headline, an offer and directions to the shop.", "bn": "ফ্লায়ারে স্পষ্ট হেডলাইন, একটি অফার আর দোকানে যাওয়ার পথনির্দেশ আছে।"},
     {"en": "No important text or logo is closer than 5 mm to an edge.", "bn": "কোনো জরুরি লেখা বা লোগো কিনারা থেকে ৫ মিমির কম দূরে নেই।"}
   ]'::jsonb,
$md$Once a business has a logo, it asks for print: a card to hand out, a banner for the shop front, a flyer for the market. This optional project puts the brand board from your last project to work on all three.

## What to make

For the same business: a business card (front and back), a shop banner and an A5 flyer, all following the brand board.

## Steps

1. Business card (3.5 × 2 inches): the logo on one side; name, phone number, address and Facebook page on the other. Keep text at 8 points or larger.
2. Banner (for example 6 × 3 feet): the shop's name, what it sells and a phone number, readable from across the street. Three lines at most.
3. Flyer (A5): one headline, a short offer, three reasons to buy, and how to find the shop, with a small map or a landmark (*opposite GEC Circle*).
4. Keep at least 5 mm clear inside every edge, so nothing is cut off at the printer.
5. Export the designs as PDF for the printer, and as PNG to hand in here.

## What to hand in

- Three to five images: the card (both sides), the banner and the flyer. JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

This project is optional and has no due date: it does not count towards your certificate, but your mentor reviews it like any other.

> **Tip:** ask the print shop which size and format they want before you start. Many shops in Chattogram measure banners in feet and cards in inches, and a wrong size costs a reprint.$md$,
$md$লোগো হয়ে গেলে ব্যবসা এবার প্রিন্টের কাজ চায়: হাতে দেওয়ার কার্ড, দোকানের সামনের ব্যানার, বাজারে বিলানোর ফ্লায়ার। এই ঐচ্ছিক প্রজেক্টে আগের প্রজেক্টের ব্র্যান্ড বোর্ড দিয়ে তিনটিই বানাবেন।

## যা বানাবেন

একই ব্যবসার জন্য একটি বিজনেস কার্ড (সামনে ও পেছনে), দোকানের একটি ব্যানার আর একটি A5 ফ্লায়ার, সবগুলোই ব্র্যান্ড বোর্ড মেনে।

## ধাপগুলো

1. বিজনেস কার্ড (৩.৫ × ২ ইঞ্চি): এক পাশে লোগো; অন্য পাশে নাম, ফোন নম্বর, ঠিকানা আর ফেসবুক পেজ। লেখা অন্তত ৮ পয়েন্ট রাখুন।
2. ব্যানার (যেমন ৬ × ৩ ফুট): দোকানের নাম, কী বিক্রি হয় আর ফোন নম্বর, যেন রাস্তার ওপার থেকেও পড়া যায়। বড়জোর তিন লাইন।
3. ফ্লায়ার (A5): একটি হেডলাইন, ছোট একটি অফার, কেনার তিনটি কারণ, আর দোকান খুঁজে পাওয়ার উপায়, ছোট একটি ম্যাপ বা চেনা জায়গার নাম দিয়ে (*জিইসি মোড়ের বিপরীতে*)।
4. প্রতিটি কিনারার ভেতরে অন্তত ৫ মিমি জায়গা খালি রাখুন, যাতে প্রিন্টের সময় কিছু কেটে না যায়।
5. প্রেসের জন্য PDF, আর এখানে জমা দেওয়ার জন্য PNG এক্সপোর্ট করুন।

## যা জমা দেবেন

- তিন থেকে পাঁচটি ছবি: কার্ড (দুই পাশ), ব্যানার আর ফ্লায়ার। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

এই প্রজেক্টটি ঐচ্ছিক, কোনো শেষ তারিখ নেই: সার্টিফিকেটের জন্য এটি লাগবে না, তবে মেন্টর অন্য প্রজেক্টের মতোই এটিও রিভিউ করবেন।

> **টিপস:** শুরু করার আগেই প্রেসে জিজ্ঞেস করে নিন কোন সাইজ আর ফরম্যাটে ফাইল চায়। চট্টগ্রামের অনেক প্রেস ব্যানার মাপে ফুটে আর কার্ড ইঞ্চিতে, আর ভুল সাইজ মানে আবার প্রিন্টের খরচ।$md$),
  -- position 8, module: Portfolio and Freelancing
  ('creative-design', 8, 'Your portfolio on Behance', 'Behance-এ আপনার পোর্টফোলিও',
   array['images', 'link'], true, 56,
   '[
     {"en": "The link opens without logging in and shows the whole project.", "bn": "লগইন ছাড়াই লিংক খোলে, পুরো প্রজেক্ট দেখা যায়।"},
     {"en": "Six designs that show range, with the fixes from earlier feedback done.", "bn": "ছয়টি ডিজাইন, যাতে কাজের বৈচিত্র্য বোঝা যায়, আর আগের ফিডব্যাক অনুযায়ী ঠিক করা হয়েছে।"},
     {"en": "Each design has a line on who it was for and what it had to do.", "bn": "প্রতিটি ডিজাইনের নিচে এক লাইনে লেখা: কার জন্য, আর কী উদ্দেশ্যে।"},
     {"en": "The cover is clean and names the designer.", "bn": "কভারটি পরিচ্ছন্ন, ডিজাইনারের নাম আছে।"},
     {"en": "A way to contact the designer is given.", "bn": "ডিজাইনারের সাথে যোগাযোগের উপায় দেওয়া আছে।"}
   ]'::jsonb,
$md$Clients rarely ask for a certificate; they ask to see your work. This last project gathers the best of the course into a portfolio that a client in Chattogram or abroad can open on a phone.

## What to make

A Behance project (or a Google Drive folder) with your six best designs from this course, a line on each, and a cover image.

## Steps

1. Choose six designs that show range: a post, a carousel, a thumbnail, the logo and brand board, and two more. First redo anything your mentor asked you to fix.
2. In Canva, make a cover with your name, the words *Graphic Designer* and a glimpse of two of your designs.
3. On Behance (in the app or a browser), create a project, upload the designs in a sensible order, and under each write one line: who it was for and what it had to do.
4. Add a way to contact you: a Facebook page, an email or a WhatsApp number.
5. Publish, then open the link in a private tab on your phone to check that anyone can see it.
6. Share the same designs as an album on your Facebook page.

## What to hand in

- A link to your Behance project or Google Drive folder (https) that anyone with the link can open.
- One or two images: the cover, and a screenshot of the project on your phone. JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

> **Tip:** six strong designs beat twenty average ones. A client judges you by the weakest piece they see, so leave out anything you would not make again.$md$,
$md$ক্লায়েন্ট খুব কমই সার্টিফিকেট দেখতে চান; তাঁরা দেখতে চান আপনার কাজ। শেষ এই প্রজেক্টে কোর্সের সেরা কাজগুলো দিয়ে এমন একটি পোর্টফোলিও সাজাবেন, যা চট্টগ্রাম বা বিদেশের যেকোনো ক্লায়েন্ট মোবাইলেই খুলে দেখতে পারেন।

## যা বানাবেন

একটি Behance প্রজেক্ট (বা একটি Google Drive ফোল্ডার), যেখানে থাকবে এই কোর্সে আপনার সেরা ছয়টি ডিজাইন, প্রতিটির সাথে এক লাইনের বর্ণনা, আর একটি কভার ছবি।

## ধাপগুলো

1. এমন ছয়টি ডিজাইন বাছুন, যাতে আপনার কাজের বৈচিত্র্য বোঝা যায়: একটি পোস্ট, একটি ক্যারোসেল, একটি থাম্বনেইল, লোগো ও ব্র্যান্ড বোর্ড, আর আরও দুটি। মেন্টর যা ঠিক করতে বলেছিলেন, আগে সেগুলো ঠিক করে নিন।
2. Canva-তে একটি কভার বানান: আপনার নাম, *Graphic Designer* কথাটি, আর আপনার দুটি ডিজাইনের ঝলক।
3. Behance-এ (অ্যাপ বা ব্রাউজার থেকে) একটি প্রজেক্ট খুলুন, গুছিয়ে ডিজাইনগুলো আপলোড করুন, আর প্রতিটির নিচে এক লাইনে লিখুন: কার জন্য, আর উদ্দেশ্য কী ছিল।
4. যোগাযোগের একটি উপায় দিন: ফেসবুক পেজ, ইমেইল বা হোয়াটসঅ্যাপ নম্বর।
5. পাবলিশ করুন, তারপর মোবাইলের প্রাইভেট ট্যাবে লিংকটি খুলে দেখুন, সবাই দেখতে পাচ্ছে কি না।
6. একই ডিজাইনগুলো আপনার ফেসবুক পেজে একটি অ্যালবাম হিসেবেও শেয়ার করুন।

## যা জমা দেবেন

- আপনার Behance প্রজেক্ট বা Google Drive ফোল্ডারের লিংক (https), যা লিংক পেলেই যে কেউ খুলতে পারেন।
- এক বা দুটি ছবি: কভার, আর মোবাইলে প্রজেক্টটির একটি স্ক্রিনশট। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

> **টিপস:** গড়পড়তা বিশটি ডিজাইনের চেয়ে জোরালো ছয়টি অনেক ভালো। ক্লায়েন্ট আপনাকে বিচার করেন সবচেয়ে দুর্বল কাজটি দেখে, তাই যা আবার বানাতে চাইবেন না, সেটি বাদ দিন।$md$);

-- ---------------------------------------------------------------- web-development
-- Twelve weeks of "project-based learning" with "code reviews from mentors": every project is
-- code that a mentor opens from a link. GitHub comes only in the last module, so the early
-- projects live on CodePen or StackBlitz (both work in a browser, the first on a phone too). The
-- course ends with the curriculum's last lesson, the required "Final project: your portfolio
-- website", due at the end of week 12.

insert into public.projects
  (course_id, position, title, title_bn, hand_in, required, due_days, checklist, brief, brief_bn)
values
  -- position 1, module: How the Web Works
  ('web-development', 1, 'Your first web page: about me', 'আপনার প্রথম ওয়েব পেজ: নিজের পরিচয়',
   array['images', 'link'], true, 7,
   '[
     {"en": "The page opens from the link and shows the name, the photo, the text and the links.", "bn": "লিংক থেকে পেজটি খোলে, আর নাম, ছবি, লেখা ও লিংকগুলো দেখা যায়।"},
     {"en": "Tags are correct and closed: one h1, text in p, the links in a list.", "bn": "ট্যাগগুলো সঠিক ও বন্ধ করা: একটি h1, লেখা p-তে, লিংকগুলো লিস্টে।"},
     {"en": "The image has an alt text that describes it.", "bn": "ছবিতে এমন alt টেক্সট আছে, যা ছবিটি বর্ণনা করে।"},
     {"en": "The links work and go to the intended sites.", "bn": "লিংকগুলো কাজ করে, ঠিক সাইটে নিয়ে যায়।"},
     {"en": "The code is indented and easy to read.", "bn": "কোড ইনডেন্ট করা, পড়তে সহজ।"}
   ]'::jsonb,
$md$Every developer's first page is a small one. This week you write a page about yourself in plain HTML, look at it in the browser and put it online where your mentor can open it.

## What to make

A single HTML page about you: your name as a heading, a photo, a few lines on who you are and why you are learning web development, and links to two websites you like.

## Steps

1. On a laptop, create a folder `about-me` with a file `index.html` in VS Code. On a phone, open a new pen on CodePen instead (codepen.io, a free account).
2. Write the page by hand: an `h1`, two or three `p`, one `img` with `alt` text (the https address of a picture on the web is fine) and a list of two `a` links. Do not ask an AI to write it this time: the point is to learn the tags.
3. Open it in the browser, and in the browser tools (F12 on a laptop) find your heading in the *Elements* panel.
4. Put it online: paste your HTML into a pen on CodePen and save it. You learn GitHub and proper hosting in the last module.
5. Open the pen's link on your phone to check that it works.

## What to hand in

- A link to your pen on CodePen (https), set to public.
- One or two screenshots of the page in the browser: JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

> **Tip:** if something does not show, check that every tag you opened is closed and that every quote mark (") has its pair.$md$,
$md$প্রত্যেক ডেভেলপারের প্রথম পেজটা ছোটই হয়। এই সপ্তাহে সাধারণ HTML দিয়ে নিজের সম্পর্কে একটি পেজ লিখবেন, ব্রাউজারে দেখবেন, তারপর এমন জায়গায় অনলাইনে রাখবেন যেখান থেকে মেন্টর খুলে দেখতে পারেন।

## যা বানাবেন

নিজের সম্পর্কে একটি HTML পেজ: হেডিংয়ে আপনার নাম, একটি ছবি, আপনি কে আর কেন ওয়েব ডেভেলপমেন্ট শিখছেন তা নিয়ে কয়েক লাইন, আর পছন্দের দুটি ওয়েবসাইটের লিংক।

## ধাপগুলো

1. ল্যাপটপে থাকলে VS Code-এ `about-me` নামে একটি ফোল্ডার আর তাতে `index.html` ফাইল বানান। মোবাইলে থাকলে CodePen-এ (codepen.io, ফ্রি অ্যাকাউন্ট) একটি নতুন pen খুলুন।
2. পেজটি নিজের হাতে লিখুন: একটি `h1`, দুই-তিনটি `p`, `alt` টেক্সটসহ একটি `img` (ওয়েবের কোনো ছবির https ঠিকানা দিলেই চলবে), আর দুটি `a` লিংকের একটি লিস্ট। এবার AI দিয়ে লেখাবেন না: উদ্দেশ্যই হলো ট্যাগগুলো শেখা।
3. ব্রাউজারে খুলুন, আর ব্রাউজারের টুলসে (ল্যাপটপে F12) *Elements* প্যানেলে নিজের হেডিংটি খুঁজে বের করুন।
4. অনলাইনে রাখুন: আপনার HTML CodePen-এর একটি pen-এ পেস্ট করে সেভ করুন। GitHub আর আসল হোস্টিং শিখবেন শেষ মডিউলে।
5. মোবাইলে pen-এর লিংকটি খুলে দেখুন ঠিকমতো চলছে কি না।

## যা জমা দেবেন

- CodePen-এ আপনার pen-এর লিংক (https), পাবলিক করা।
- ব্রাউজারে পেজটির এক বা দুটি স্ক্রিনশট: JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

> **টিপস:** কিছু দেখা না গেলে মিলিয়ে নিন, যত ট্যাগ খুলেছেন সব বন্ধ করেছেন কি না, আর প্রতিটি উদ্ধৃতিচিহ্ন (") জোড়ায় জোড়ায় আছে কি না।$md$),
  -- position 2, module: HTML Foundations
  ('web-development', 2, 'A shop page in semantic HTML', 'সিমান্টিক HTML-এ একটি দোকানের পেজ',
   array['link'], true, 14,
   '[
     {"en": "Landmarks are used correctly: header, nav, main, section and footer.", "bn": "ল্যান্ডমার্কগুলো ঠিকভাবে ব্যবহার করা: header, nav, main, section ও footer।"},
     {"en": "Headings go in order: one h1, no level skipped.", "bn": "হেডিং ক্রম অনুযায়ী: একটি h1, কোনো লেভেল বাদ পড়েনি।"},
     {"en": "The price table has a header row, and every image has alt text.", "bn": "দামের টেবিলে হেডার সারি আছে, আর প্রতিটি ছবিতে alt টেক্সট আছে।"},
     {"en": "Every form field has a label and a suitable type, and the whole page can be used with the keyboard.", "bn": "ফর্মের প্রতিটি ফিল্ডে label আর মানানসই type আছে, আর পুরো পেজ কিবোর্ড দিয়েই ব্যবহার করা যায়।"},
     {"en": "The page passes the W3C validator without errors.", "bn": "W3C validator-এ পেজটিতে কোনো error নেই।"}
   ]'::jsonb,
$md$Good HTML says what each part of a page is, which helps screen readers, search engines and the next developer. This project practises the whole HTML Foundations module on one page for a local shop.

## What to make

A one-page site for a shop (a bakery, a mobile repair shop or a clothing store), with no CSS yet: a header with navigation, a section of products, a table of prices, opening hours and an order form.

## Steps

1. Plan the page on paper: which parts are the `header`, `nav`, `main`, each `section` and the `footer`.
2. Write the headings in order (`h1` once, then an `h2` for each section), without skipping a level.
3. Add a list of products with images and `alt` text, and a `table` of prices in taka with a header row.
4. Build an order form: name, phone, product (a `select`), quantity and a message. Give each field a `label`, and the phone field `type="tel"`.
5. Try it with the keyboard alone: press Tab through every link and field.
6. Check it at validator.w3.org and fix the errors.
7. Save it as a pen on CodePen.

## What to hand in

- A link to your pen on CodePen (https), set to public. If you already use GitHub, a link to a public repository is fine too.

> **Tip:** plain HTML looks dull on purpose. If the page makes sense read from top to bottom as it is, your structure is right; the styling comes in the next module.$md$,
$md$ভালো HTML বলে দেয় পেজের কোন অংশটা আসলে কী; এতে স্ক্রিন রিডার, সার্চ ইঞ্জিন আর পরের ডেভেলপার, সবারই সুবিধা হয়। এই প্রজেক্টে একটি দোকানের পেজে HTML-এর ভিত্তি মডিউলের পুরোটা প্র্যাকটিস করবেন।

## যা বানাবেন

একটি দোকানের (বেকারি, মোবাইল সার্ভিসিং বা কাপড়ের দোকান) এক পেজের সাইট, এখনো কোনো CSS ছাড়া: নেভিগেশনসহ হেডার, পণ্যের একটি সেকশন, দামের টেবিল, দোকান খোলার সময় আর একটি অর্ডার ফর্ম।

## ধাপগুলো

1. কাগজে পেজটির পরিকল্পনা করুন: কোন অংশ `header`, `nav`, `main`, কোনগুলো `section`, আর কোনটা `footer`।
2. হেডিং ক্রম অনুযায়ী লিখুন (`h1` একবারই, তারপর প্রতিটি সেকশনে একটি `h2`), মাঝখানে কোনো লেভেল বাদ দেবেন না।
3. ছবি ও `alt` টেক্সটসহ পণ্যের একটি লিস্ট দিন, আর টাকায় দামের একটি `table`, হেডার সারিসহ।
4. অর্ডার ফর্ম বানান: নাম, ফোন, পণ্য (একটি `select`), পরিমাণ আর মেসেজ। প্রতিটি ফিল্ডে একটি `label` দিন, আর ফোনের ফিল্ডে `type="tel"`।
5. শুধু কিবোর্ড দিয়ে চালিয়ে দেখুন: Tab চেপে চেপে প্রতিটি লিংক আর ফিল্ডে যান।
6. validator.w3.org-এ পরীক্ষা করে error-গুলো ঠিক করুন।
7. CodePen-এ একটি pen হিসেবে সেভ করুন।

## যা জমা দেবেন

- CodePen-এ আপনার pen-এর লিংক (https), পাবলিক করা। আগে থেকে GitHub ব্যবহার করলে পাবলিক রিপোজিটরির লিংকও চলবে।

> **টিপস:** সাধারণ HTML দেখতে ইচ্ছা করেই সাদামাটা। এখন যেমন আছে, ওপর থেকে নিচে পড়ে পেজটি যদি বোঝা যায়, তাহলে আপনার কাঠামো ঠিক আছে; সাজসজ্জা আসবে পরের মডিউলে।$md$),
  -- position 3, module: CSS and Responsive Design
  ('web-development', 3, 'A responsive landing page', 'একটি রেসপনসিভ ল্যান্ডিং পেজ',
   array['images', 'link'], true, 28,
   '[
     {"en": "Mobile-first: the base styles are for phones, and a min-width media query adds the wider layout.", "bn": "মোবাইল-ফার্স্ট: মূল স্টাইল মোবাইলের জন্য, আর min-width মিডিয়া কোয়েরি দিয়ে চওড়া স্ক্রিনের লেআউট যোগ করা।"},
     {"en": "Nothing scrolls sideways at 360 pixels, and body text is at least 16 pixels.", "bn": "৩৬০ পিক্সেলে কিছুই পাশে স্ক্রল হয় না, আর বডি টেক্সট অন্তত ১৬ পিক্সেল।"},
     {"en": "Flexbox and Grid are used where they fit, instead of fixed widths and margins.", "bn": "নির্দিষ্ট প্রস্থ আর মার্জিনের জোড়াতালি নয়, যেখানে মানায় সেখানে Flexbox ও Grid ব্যবহার করা।"},
     {"en": "Colours and fonts come from CSS variables, and text has enough contrast.", "bn": "কালার ও ফন্ট CSS ভেরিয়েবল থেকে আসে, আর লেখায় যথেষ্ট কনট্রাস্ট আছে।"},
     {"en": "Buttons and form fields are easy to tap and show a visible focus style.", "bn": "বাটন আর ফর্মের ফিল্ডে সহজে ট্যাপ করা যায়, আর ফোকাস করলে তা চোখে পড়ে।"}
   ]'::jsonb,
$md$Most people in Bangladesh will see your websites on a phone first. This project takes your shop page from the HTML module and turns it into a landing page that looks right on a 360-pixel phone and on a laptop.

## What to make

A styled, mobile-first version of your shop page: your own colours and fonts, a hero section with a call to action, product cards in a grid, and a form that is comfortable to fill in with a thumb.

## Steps

1. Add a stylesheet. Set a font, a colour palette (as CSS variables) and a comfortable line height for body text.
2. Style for a 360-pixel screen first: one column, buttons and links at least 44 pixels tall, text at least 16 pixels.
3. Use Flexbox for the header and navigation, and Grid for the product cards.
4. Add a media query (`min-width: 768px`) that puts the cards in two or three columns and widens the layout.
5. Test in the browser's device mode at 360, 768 and 1280 pixels, and fix anything that spills over sideways.
6. Save it on CodePen, or in a GitHub repository if you already use one.

## What to hand in

- A link to your pen or repository (https), set to public.
- Two or three screenshots: the page at phone width and at laptop width. JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

> **Tip:** if the page scrolls sideways on a phone, something is wider than the screen. In the browser tools, give every element an outline (`* { outline: 1px solid red }`) to find it quickly.$md$,
$md$বাংলাদেশের বেশিরভাগ মানুষ আপনার ওয়েবসাইট প্রথম দেখবেন মোবাইলে। এই প্রজেক্টে HTML মডিউলের দোকানের পেজটিকে এমন একটি ল্যান্ডিং পেজে বদলে ফেলবেন, যা ৩৬০ পিক্সেলের মোবাইলে আর ল্যাপটপে, দুই জায়গাতেই ঠিকঠাক দেখায়।

## যা বানাবেন

আপনার দোকানের পেজের সাজানো, মোবাইল-ফার্স্ট একটি ভার্সন: নিজের কালার ও ফন্ট, কল টু অ্যাকশনসহ একটি হিরো সেকশন, Grid-এ সাজানো পণ্যের কার্ড, আর এমন একটি ফর্ম যা বুড়ো আঙুল দিয়েই আরামে পূরণ করা যায়।

## ধাপগুলো

1. একটি স্টাইলশিট যোগ করুন। একটি ফন্ট, একটি কালার প্যালেট (CSS ভেরিয়েবল হিসেবে) আর বডি টেক্সটের জন্য আরামদায়ক লাইন হাইট ঠিক করুন।
2. আগে ৩৬০ পিক্সেলের স্ক্রিনের জন্য স্টাইল করুন: এক কলাম, বাটন আর লিংক অন্তত ৪৪ পিক্সেল উঁচু, লেখা অন্তত ১৬ পিক্সেল।
3. হেডার আর নেভিগেশনে Flexbox, পণ্যের কার্ডে Grid ব্যবহার করুন।
4. একটি মিডিয়া কোয়েরি (`min-width: 768px`) যোগ করুন, যা কার্ডগুলো দুই বা তিন কলামে বসাবে আর লেআউট চওড়া করবে।
5. ব্রাউজারের ডিভাইস মোডে ৩৬০, ৭৬৮ আর ১২৮০ পিক্সেলে পরীক্ষা করুন; কিছু পাশে উপচে গেলে ঠিক করুন।
6. CodePen-এ সেভ করুন, অথবা আগে থেকে GitHub ব্যবহার করলে একটি রিপোজিটরিতে রাখুন।

## যা জমা দেবেন

- আপনার pen বা রিপোজিটরির লিংক (https), পাবলিক করা।
- দুই বা তিনটি স্ক্রিনশট: মোবাইলের প্রস্থে আর ল্যাপটপের প্রস্থে পেজটি। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

> **টিপস:** মোবাইলে পেজ পাশে স্ক্রল হলে বুঝবেন, কোনো কিছু স্ক্রিনের চেয়ে চওড়া। ব্রাউজারের টুলসে সব এলিমেন্টে একটি আউটলাইন দিন (`* { outline: 1px solid red }`), দ্রুত খুঁজে পাবেন।$md$),
  -- position 4, module: CSS and Responsive Design (optional)
  ('web-development', 4, 'Extra: the landing page again with Tailwind CSS', 'বাড়তি কাজ: Tailwind CSS দিয়ে একই ল্যান্ডিং পেজ',
   array['link'], false, null,
   '[
     {"en": "The page matches the CSS version in content, on a phone and on a laptop.", "bn": "কনটেন্টে, আর মোবাইল ও ল্যাপটপ দুই প্রস্থেই পেজটি CSS ভার্সনের মতো।"},
     {"en": "Responsive classes (md:, lg:) are used mobile-first.", "bn": "রেসপনসিভ ক্লাস (md:, lg:) মোবাইল-ফার্স্ট নিয়মে ব্যবহার করা।"},
     {"en": "Brand colours are set once in the theme, not repeated as hex codes in classes.", "bn": "ব্র্যান্ড কালার theme-এ একবার ঠিক করা, ক্লাসে বারবার hex কোড লেখা নয়।"},
     {"en": "The comparison at the top of the page is honest and specific.", "bn": "পেজের ওপরের তুলনাটি সৎ আর নির্দিষ্ট।"}
   ]'::jsonb,
$md$Many teams style their websites with Tailwind CSS today, and you will meet it again in React projects and in code that AI assistants write. This optional project rebuilds your landing page with Tailwind, so you can compare the two ways side by side.

## What to make

The same landing page as in the last project, with the same content and the same responsive behaviour, styled only with Tailwind's utility classes.

## Steps

1. Open a new pen on CodePen and add Tailwind's Play CDN script (the lesson shows the line), or work on play.tailwindcss.com.
2. Paste in your HTML without your stylesheet.
3. Rebuild the layout mobile-first: plain classes for phones, and the `md:` and `lg:` prefixes for wider screens.
4. Set your brand colours once in Tailwind's theme instead of repeating hex codes.
5. Compare: what was faster, and what was harder to read? Write three lines about it in an HTML comment at the top of the page.

## What to hand in

- A link to your pen or your Tailwind Play (https), set to public.

This project is optional and has no due date: it does not count towards your certificate, but your mentor reviews it like any other.

> **Tip:** when the classes on one element grow too long to read, that is a sign the element should become a component later, in React.$md$,
$md$আজকাল অনেক টিম Tailwind CSS দিয়েই ওয়েবসাইট সাজায়; React প্রজেক্টে আর AI অ্যাসিস্ট্যান্টের লেখা কোডেও এটি বারবার দেখবেন। এই ঐচ্ছিক প্রজেক্টে আপনার ল্যান্ডিং পেজটি Tailwind দিয়ে আবার বানাবেন, যাতে দুটি পদ্ধতি পাশাপাশি মিলিয়ে দেখতে পারেন।

## যা বানাবেন

আগের প্রজেক্টের ল্যান্ডিং পেজটিই, একই কনটেন্ট আর একই রেসপনসিভ আচরণসহ, তবে স্টাইল হবে শুধু Tailwind-এর ইউটিলিটি ক্লাস দিয়ে।

## ধাপগুলো

1. CodePen-এ নতুন একটি pen খুলে Tailwind-এর Play CDN স্ক্রিপ্ট যোগ করুন (লাইনটি লেসনে দেখানো আছে), অথবা play.tailwindcss.com-এ কাজ করুন।
2. আপনার স্টাইলশিট বাদ দিয়ে শুধু HTML পেস্ট করুন।
3. মোবাইল-ফার্স্ট নিয়মে লেআউট আবার বানান: মোবাইলের জন্য সাধারণ ক্লাস, চওড়া স্ক্রিনের জন্য `md:` আর `lg:` প্রিফিক্স।
4. বারবার hex কোড না লিখে ব্র্যান্ড কালারগুলো Tailwind-এর theme-এ একবার ঠিক করে দিন।
5. তুলনা করুন: কোন কাজ দ্রুত হলো, আর কোনটা পড়তে কঠিন লাগল? পেজের একদম ওপরে একটি HTML কমেন্টে তিন লাইনে লিখুন।

## যা জমা দেবেন

- আপনার pen বা Tailwind Play-এর লিংক (https), পাবলিক করা।

এই প্রজেক্টটি ঐচ্ছিক, কোনো শেষ তারিখ নেই: সার্টিফিকেটের জন্য এটি লাগবে না, তবে মেন্টর অন্য প্রজেক্টের মতোই এটিও রিভিউ করবেন।

> **টিপস:** কোনো এলিমেন্টের ক্লাসগুলো এত লম্বা হয়ে গেলে যে পড়া যায় না, বুঝবেন পরে React-এ এটিকে একটি কম্পোনেন্ট বানানোর সময় হয়েছে।$md$),
  -- position 5, module: JavaScript Essentials
  ('web-development', 5, 'A Chattogram weather card in JavaScript', 'JavaScript দিয়ে চট্টগ্রামের আবহাওয়া কার্ড',
   array['link'], true, 42,
   '[
     {"en": "The card shows live data for Chattogram and changes city with each button.", "bn": "কার্ডে চট্টগ্রামের লাইভ ডেটা দেখায়, আর প্রতিটি বাটনে শহর বদলায়।"},
     {"en": "fetch is used with async and await, and a failed request shows a clear message.", "bn": "async আর await দিয়ে fetch ব্যবহার করা, আর রিকোয়েস্ট ব্যর্থ হলে স্পষ্ট একটি মেসেজ দেখায়।"},
     {"en": "The cities are data in an array, not code copied for each button.", "bn": "শহরগুলো একটি অ্যারেতে ডেটা হিসেবে রাখা, প্রতিটি বাটনের জন্য কোড কপি করা নয়।"},
     {"en": "Functions are small, clearly named and do one job each.", "bn": "ফাংশনগুলো ছোট, নাম স্পষ্ট, আর প্রতিটি একটি করে কাজ করে।"},
     {"en": "The advice line uses conditions correctly.", "bn": "পরামর্শের লাইনে কন্ডিশন ঠিকভাবে ব্যবহার করা।"}
   ]'::jsonb,
$md$JavaScript is what makes a page respond. In this project you use the whole JavaScript Essentials module (variables, functions, arrays, objects, the DOM, events and `fetch`) in one small tool that people in Chattogram would really open before going out.

## What to make

A page that shows today's weather in Chattogram from the free Open-Meteo API (no key needed): the temperature, the chance of rain and a line of advice, with buttons to switch to Dhaka and Cox's Bazar.

## Steps

1. Build the HTML and CSS first: a card with empty places for the city, the temperature, the chance of rain and the advice, and three city buttons.
2. Keep the cities in an array of objects, each with a name, a latitude and a longitude (Chattogram is about `22.36, 91.78`).
3. Write an `async` function that calls `fetch` on Open-Meteo's forecast URL for one city and returns the numbers you need.
4. Write a second function that puts those numbers into the card through the DOM.
5. Add a click event to each button. Show *Loading…* while you wait, and a friendly message if the request fails (try it with Wi-Fi off).
6. Write the advice with conditions: for example, suggest an umbrella when the chance of rain is over 50%.
7. Save it on CodePen or GitHub.

## What to hand in

- A link to your pen or repository (https), set to public.

> **Tip:** `console.log` the data you get back before you use it. Half of all API bugs come from a wrong guess about the shape of the answer.$md$,
$md$পেজকে সাড়া দিতে শেখায় JavaScript। এই প্রজেক্টে JavaScript-এর জরুরি বিষয় মডিউলের পুরোটা (ভেরিয়েবল, ফাংশন, অ্যারে, অবজেক্ট, DOM, ইভেন্ট আর `fetch`) একটি ছোট টুলে কাজে লাগাবেন, যা চট্টগ্রামের মানুষ বাইরে বেরোনোর আগে সত্যিই খুলে দেখবেন।

## যা বানাবেন

এমন একটি পেজ, যা ফ্রি Open-Meteo API থেকে (কোনো key লাগে না) চট্টগ্রামের আজকের আবহাওয়া দেখায়: তাপমাত্রা, বৃষ্টির সম্ভাবনা আর এক লাইনের পরামর্শ; সাথে ঢাকা আর কক্সবাজারে বদলানোর বাটন।

## ধাপগুলো

1. আগে HTML আর CSS বানান: শহর, তাপমাত্রা, বৃষ্টির সম্ভাবনা আর পরামর্শের জন্য ফাঁকা জায়গাসহ একটি কার্ড, আর তিনটি শহরের বাটন।
2. শহরগুলো অবজেক্টের একটি অ্যারেতে রাখুন, প্রতিটিতে নাম, অক্ষাংশ আর দ্রাঘিমাংশ (চট্টগ্রাম মোটামুটি `22.36, 91.78`)।
3. একটি `async` ফাংশন লিখুন, যা একটি শহরের জন্য Open-Meteo-র forecast URL-এ `fetch` করে দরকারি সংখ্যাগুলো ফেরত দেয়।
4. দ্বিতীয় একটি ফাংশন লিখুন, যা DOM দিয়ে সংখ্যাগুলো কার্ডে বসায়।
5. প্রতিটি বাটনে click ইভেন্ট যোগ করুন। অপেক্ষার সময় *Loading…* দেখান, আর রিকোয়েস্ট ব্যর্থ হলে ভদ্র একটি মেসেজ (ওয়াই-ফাই বন্ধ করে পরীক্ষা করুন)।
6. কন্ডিশন দিয়ে পরামর্শ লিখুন: যেমন বৃষ্টির সম্ভাবনা ৫০%-এর বেশি হলে ছাতা নিতে বলুন।
7. CodePen বা GitHub-এ সেভ করুন।

## যা জমা দেবেন

- আপনার pen বা রিপোজিটরির লিংক (https), পাবলিক করা।

> **টিপস:** ডেটা ব্যবহার করার আগে `console.log` দিয়ে দেখে নিন কী ফেরত এল। API-র অর্ধেক বাগই আসে উত্তরের গঠন ভুল আন্দাজ করা থেকে।$md$),
  -- position 6, module: React Basics
  ('web-development', 6, 'A small React app: an expense tracker in taka', 'ছোট একটি React অ্যাপ: টাকার হিসাব রাখার অ্যাপ',
   array['link'], true, 56,
   '[
     {"en": "Adding, deleting and filtering work, and the total is always right.", "bn": "যোগ করা, মুছে ফেলা আর ফিল্টার কাজ করে, আর মোট হিসাব সবসময় সঠিক।"},
     {"en": "Components are small; the state lives in one place and goes down as props.", "bn": "কম্পোনেন্টগুলো ছোট; স্টেট এক জায়গায় রাখা, আর প্রপস হিসেবে নিচে পাঠানো।"},
     {"en": "The form is controlled and refuses empty or invalid input with a message.", "bn": "ফর্মটি controlled, আর ফাঁকা বা ভুল ইনপুট মেসেজ দিয়ে আটকায়।"},
     {"en": "Lists use stable keys, and state is never changed in place.", "bn": "লিস্টে স্থির key ব্যবহার করা, আর স্টেট কখনো সরাসরি বদলানো হয়নি।"},
     {"en": "Amounts are shown in taka with the right grouping.", "bn": "টাকার অঙ্ক ঠিক জায়গায় কমা দিয়ে দেখানো।"}
   ]'::jsonb,
$md$React splits an interface into components that each look after their own part. In this project you put the React Basics module together in a small app of your own: a tracker for a month's spending in taka.

## What to make

An expense tracker: a form to add an expense (what it was, the amount in taka, a category), a list of expenses with a delete button on each, a filter by category, and a total at the top that updates as you add and remove.

## Steps

1. Create a React project on StackBlitz (in the browser, best on a laptop) or on your own computer with `npm create vite@latest`.
2. Sketch the components first: `App`, `ExpenseForm`, `ExpenseList`, `ExpenseItem` and `Total`.
3. Keep the list of expenses in state in `App`. Pass it down as props, and pass down functions to add and delete.
4. Make the form controlled, each input's value coming from state. Refuse an empty name, or an amount of zero or less, with a message.
5. Render the list with `map` and a stable `key` (an id, not the index).
6. Show amounts with `toLocaleString('en-IN')`, so 125000 shows as 1,25,000, the way taka is written.
7. Add the category filter, then test adding, deleting and filtering together.

## What to hand in

- A link to your StackBlitz project or GitHub repository (https), set to public.

> **Tip:** if the screen does not update, you probably changed an array in place. Make a new one instead: `setExpenses([...expenses, newExpense])`.$md$,
$md$React একটি ইন্টারফেসকে কয়েকটি কম্পোনেন্টে ভাগ করে, আর প্রতিটি কম্পোনেন্ট নিজের অংশটুকু সামলায়। এই প্রজেক্টে React-এর বেসিক মডিউলের সবকিছু মিলিয়ে নিজের একটি ছোট অ্যাপ বানাবেন: টাকায় এক মাসের খরচের হিসাব।

## যা বানাবেন

খরচের হিসাব রাখার একটি অ্যাপ: খরচ যোগ করার ফর্ম (কীসের খরচ, কত টাকা, কোন ক্যাটাগরি), প্রতিটিতে ডিলিট বাটনসহ খরচের লিস্ট, ক্যাটাগরি অনুযায়ী ফিল্টার, আর ওপরে মোট হিসাব, যা যোগ করা বা মুছে ফেলার সাথে সাথে বদলায়।

## ধাপগুলো

1. StackBlitz-এ (ব্রাউজারেই চলে, ল্যাপটপে সবচেয়ে ভালো) বা নিজের কম্পিউটারে `npm create vite@latest` দিয়ে একটি React প্রজেক্ট খুলুন।
2. আগে কম্পোনেন্টগুলোর নকশা করুন: `App`, `ExpenseForm`, `ExpenseList`, `ExpenseItem` আর `Total`।
3. খরচের লিস্ট `App`-এর স্টেটে রাখুন। সেটি প্রপস হিসেবে নিচে পাঠান, সাথে যোগ আর ডিলিট করার ফাংশনও।
4. ফর্মটি controlled করুন: প্রতিটি ইনপুটের মান আসবে স্টেট থেকে। নাম ফাঁকা থাকলে বা টাকার অঙ্ক শূন্য বা তার কম হলে মেসেজ দিয়ে আটকান।
5. `map` দিয়ে লিস্ট দেখান, সাথে স্থির একটি `key` (ইনডেক্স নয়, একটি id)।
6. `toLocaleString('en-IN')` দিয়ে অঙ্ক দেখান, যাতে 125000 লেখা হয় 1,25,000, টাকা যেভাবে লেখা হয়।
7. ক্যাটাগরির ফিল্টার যোগ করুন, তারপর যোগ, ডিলিট আর ফিল্টার একসাথে পরীক্ষা করুন।

## যা জমা দেবেন

- আপনার StackBlitz প্রজেক্ট বা GitHub রিপোজিটরির লিংক (https), পাবলিক করা।

> **টিপস:** স্ক্রিন আপডেট না হলে সম্ভবত আপনি অ্যারেটা সরাসরি বদলে ফেলেছেন। তার বদলে নতুন একটি অ্যারে বানান: `setExpenses([...expenses, newExpense])`।$md$),
  -- position 7, module: Coding with AI Assistants
  ('web-development', 7, 'Debug and improve with an AI assistant', 'AI অ্যাসিস্ট্যান্ট দিয়ে ডিবাগ ও উন্নতি',
   array['link', 'text'], true, 70,
   '[
     {"en": "Both new features work and fit the style of the existing code.", "bn": "নতুন দুটি ফিচারই কাজ করে, আর আগের কোডের ধরনের সাথে মেলে।"},
     {"en": "The prompts give context, a clear request and limits.", "bn": "প্রম্পটে প্রসঙ্গ, স্পষ্ট অনুরোধ আর সীমা দেওয়া আছে।"},
     {"en": "The note names at least one real mistake of the AI and how it was caught.", "bn": "নোটে AI-এর অন্তত একটি আসল ভুল আর সেটি কীভাবে ধরা পড়ল তা লেখা আছে।"},
     {"en": "The bug fix is explained, not just pasted.", "bn": "বাগ ফিক্সটি ব্যাখ্যা করা, শুধু পেস্ট করা নয়।"},
     {"en": "No API key, password or personal data appears in the code or the note.", "bn": "কোড বা নোটে কোনো API key, পাসওয়ার্ড বা ব্যক্তিগত তথ্য নেই।"}
   ]'::jsonb,
$md$AI assistants write code fast, and they are wrong often enough that a developer who checks their work is worth more than one who does not. Here you use ChatGPT or GitHub Copilot to improve one of your own projects, and record what you checked.

## What to make

A new version of your weather card or your expense tracker with two new features written with an AI assistant, one bug found and fixed with its help, and a short note on your prompts and checks.

## Steps

1. Choose the project and write down two features to add (for example, keeping expenses in `localStorage`, or a five-day forecast).
2. For each feature, write a clear prompt: what the app does, the relevant code, what you want, and what must not change.
3. Read every line the AI gives back before you paste it, and ask it to explain anything you do not understand.
4. Test the result yourself, including an empty input and a failed request. Note anything the AI got wrong.
5. Find one bug (yours or the AI's), describe it to the assistant with the exact error message, and fix it.
6. Make sure no API key, password or personal data went into a prompt or into the code.

## What to hand in

- A link to the updated project on StackBlitz, CodePen or GitHub (https), set to public.
- A note of 100 to 300 words: your two best prompts, what the AI got wrong, how you checked it, and the bug you fixed.

> **Tip:** ask for the smallest change that does the job, and for only the lines that change. Big rewrites hide mistakes.$md$,
$md$AI অ্যাসিস্ট্যান্ট দ্রুত কোড লেখে, আর ভুলও করে প্রায়ই; তাই যে ডেভেলপার AI-এর কাজ যাচাই করেন, তাঁর দাম বেশি। এই প্রজেক্টে ChatGPT বা GitHub Copilot দিয়ে নিজের একটি প্রজেক্টকে আরও ভালো করবেন, আর কী কী যাচাই করলেন তা লিখে রাখবেন।

## যা বানাবেন

আপনার আবহাওয়া কার্ড বা খরচের হিসাবের অ্যাপের নতুন একটি ভার্সন: AI অ্যাসিস্ট্যান্টের সাহায্যে লেখা দুটি নতুন ফিচার, তার সাহায্যে খুঁজে ঠিক করা একটি বাগ, আর আপনার প্রম্পট ও যাচাই নিয়ে ছোট একটি নোট।

## ধাপগুলো

1. প্রজেক্টটি বেছে নিয়ে দুটি নতুন ফিচার ঠিক করুন (যেমন খরচগুলো `localStorage`-এ রেখে দেওয়া, বা পাঁচ দিনের পূর্বাভাস)।
2. প্রতিটি ফিচারের জন্য স্পষ্ট প্রম্পট লিখুন: অ্যাপটি কী করে, দরকারি কোড, আপনি কী চান, আর কী বদলানো যাবে না।
3. AI যা দেয়, পেস্ট করার আগে তার প্রতিটি লাইন পড়ুন; যা বোঝেননি, AI-কে বুঝিয়ে দিতে বলুন।
4. ফাঁকা ইনপুট আর ব্যর্থ রিকোয়েস্টসহ নিজে ফলাফল পরীক্ষা করুন। AI কোথায় ভুল করল, লিখে রাখুন।
5. একটি বাগ খুঁজে বের করুন (আপনার বা AI-এর), হুবহু error মেসেজসহ অ্যাসিস্ট্যান্টকে জানান, আর ঠিক করুন।
6. নিশ্চিত হোন, কোনো প্রম্পট বা কোডে API key, পাসওয়ার্ড বা ব্যক্তিগত তথ্য যায়নি।

## যা জমা দেবেন

- StackBlitz, CodePen বা GitHub-এ আপডেট করা প্রজেক্টের লিংক (https), পাবলিক করা।
- ১০০ থেকে ৩০০ শব্দের একটি নোট: আপনার সেরা দুটি প্রম্পট, AI কোথায় ভুল করেছিল, কীভাবে যাচাই করলেন, আর কোন বাগটি ঠিক করলেন।

> **টিপস:** AI-এর কাছে কাজ সারার মতো সবচেয়ে ছোট পরিবর্তনটি চান, আর শুধু বদলানো লাইনগুলো দেখাতে বলুন। বড় করে নতুন লেখা কোডে ভুল লুকিয়ে থাকে।$md$),
  -- position 8, module: Deploying Your Website
  ('web-development', 8, 'Final project: your portfolio website', 'ফাইনাল প্রজেক্ট: আপনার পোর্টফোলিও ওয়েবসাইট',
   array['link', 'text'], true, 84,
   '[
     {"en": "The site is live over https, loads on a phone, and every link works.", "bn": "সাইটটি https-এ লাইভ, মোবাইলে লোড হয়, আর প্রতিটি লিংক কাজ করে।"},
     {"en": "It is responsive from 360 pixels to a laptop, with no sideways scrolling.", "bn": "৩৬০ পিক্সেল থেকে ল্যাপটপ পর্যন্ত রেসপনসিভ, কোথাও পাশে স্ক্রল হয় না।"},
     {"en": "At least three projects are shown, each with a description and links to the live version and the code.", "bn": "অন্তত তিনটি প্রজেক্ট দেখানো, প্রতিটির বর্ণনা আর লাইভ ভার্সন ও কোডের লিংকসহ।"},
     {"en": "The GitHub repository is public, with a README and a history of clear commits.", "bn": "GitHub রিপোজিটরি পাবলিক, README আছে, আর স্পষ্ট মেসেজসহ কমিটের ইতিহাস আছে।"},
     {"en": "Semantic HTML, alt text and readable contrast; Lighthouse reports no accessibility errors.", "bn": "সিমান্টিক HTML, alt টেক্সট আর পড়ার মতো কনট্রাস্ট; Lighthouse অ্যাক্সেসিবিলিটির কোনো error দেখায় না।"},
     {"en": "The note says what was built, one problem that was solved, and how AI was used.", "bn": "নোটে লেখা আছে কী বানানো হয়েছে, কোন একটি সমস্যার সমাধান হলো, আর AI কীভাবে ব্যবহার করা হয়েছে।"}
   ]'::jsonb,
$md$This is the project the whole course leads to: a website about you and your work, live on the internet, that you can send to a client or an employer. It is required for your certificate, and your mentor reviews the code as well as the site.

## What to make

A responsive portfolio website with an introduction (who you are and what you build), at least three of your projects from this course, each with a screenshot, a line about it and links to the live version and the code, your skills, and a way to contact you. Use HTML, CSS and JavaScript, or React.

## Steps

1. Plan the sections and write the text first.
2. Build it mobile-first, and check it at 360 pixels and on a laptop.
3. Keep the code in a public GitHub repository with a README: what the site is, what you used and how to run it.
4. Commit as you go, with clear messages, rather than once at the end.
5. Deploy to Netlify, Vercel or GitHub Pages. If you own a domain, connect it.
6. Test the live site on your phone: every link and every image.
7. Run Lighthouse in the browser tools and fix what it reports under Accessibility.

## What to hand in

- Two links (https): your live site and your GitHub repository.
- A note of 50 to 200 words: what you built, one problem you solved, and what you used AI for.

> **Tip:** deploy a simple version in the first week, then improve it. A live site with three projects beats a perfect one that is still on your laptop.$md$,
$md$পুরো কোর্সটা এই প্রজেক্টের দিকেই এগিয়েছে: আপনাকে আর আপনার কাজকে নিয়ে একটি ওয়েবসাইট, ইন্টারনেটে লাইভ, যার লিংক ক্লায়েন্ট বা চাকরিদাতাকে পাঠাতে পারবেন। সার্টিফিকেটের জন্য এটি বাধ্যতামূলক, আর মেন্টর সাইটের সাথে কোডও রিভিউ করবেন।

## যা বানাবেন

একটি রেসপনসিভ পোর্টফোলিও ওয়েবসাইট, যাতে থাকবে আপনার পরিচয় (আপনি কে, কী বানান), এই কোর্সে করা অন্তত তিনটি প্রজেক্ট (প্রতিটির স্ক্রিনশট, এক লাইনের বর্ণনা, আর লাইভ ভার্সন ও কোডের লিংক), আপনার স্কিল, আর যোগাযোগের উপায়। বানাবেন HTML, CSS আর JavaScript, বা React দিয়ে।

## ধাপগুলো

1. আগে সেকশনগুলো ঠিক করে লেখাগুলো লিখে ফেলুন।
2. মোবাইল-ফার্স্ট নিয়মে বানান, আর ৩৬০ পিক্সেলে ও ল্যাপটপে পরীক্ষা করুন।
3. কোড একটি পাবলিক GitHub রিপোজিটরিতে রাখুন, সাথে একটি README: সাইটটি কী, কী কী ব্যবহার করেছেন, আর কীভাবে চালাতে হয়।
4. শেষে একবারে নয়, কাজ করতে করতে স্পষ্ট মেসেজ দিয়ে কমিট করুন।
5. Netlify, Vercel বা GitHub Pages-এ ডিপ্লয় করুন। নিজের ডোমেইন থাকলে সেটি যুক্ত করুন।
6. মোবাইলে লাইভ সাইটটি পরীক্ষা করুন: প্রতিটি লিংক আর প্রতিটি ছবি।
7. ব্রাউজারের টুলসে Lighthouse চালান, আর Accessibility অংশে যা দেখায় তা ঠিক করুন।

## যা জমা দেবেন

- দুটি লিংক (https): আপনার লাইভ সাইট আর GitHub রিপোজিটরি।
- ৫০ থেকে ২০০ শব্দের একটি নোট: কী বানিয়েছেন, কোন একটি সমস্যার সমাধান করেছেন, আর AI কী কাজে ব্যবহার করেছেন।

> **টিপস:** প্রথম সপ্তাহেই সহজ একটি ভার্সন ডিপ্লয় করে ফেলুন, তারপর ধীরে ধীরে উন্নত করুন। ল্যাপটপে পড়ে থাকা নিখুঁত সাইটের চেয়ে তিনটি প্রজেক্টসহ একটি লাইভ সাইট অনেক ভালো।$md$);

-- ---------------------------------------------------------------- video-editing
-- Ten weeks, with "raw footage to practise with" and "feedback on every assignment": one edit for
-- each module, handed in as a YouTube or Google Drive link, with a cover or stills where the
-- picture itself is what gets reviewed. The Premiere Pro project is optional because the course
-- makes a computer optional. The showreel closes the course at the end of week 10.

insert into public.projects
  (course_id, position, title, title_bn, hand_in, required, due_days, checklist, brief, brief_bn)
values
  -- position 1, module: Editing Foundations
  ('video-editing', 1, 'A 30-second story from raw footage', 'raw ফুটেজ থেকে ৩০ সেকেন্ডের একটি গল্প',
   array['link'], true, 7,
   '[
     {"en": "The video has a clear beginning, middle and end.", "bn": "ভিডিওতে স্পষ্ট শুরু, মাঝ আর শেষ আছে।"},
     {"en": "Wide shots and close-ups are mixed, and no shot stays longer than it needs to.", "bn": "ওয়াইড আর ক্লোজ-আপ শটের মিশেল আছে, কোনো শট দরকারের চেয়ে বেশি সময় থাকে না।"},
     {"en": "It is vertical (9:16), 30 seconds or less, sharp and not stretched.", "bn": "ভিডিওটি ভার্টিক্যাল (৯:১৬), ৩০ সেকেন্ড বা তার কম, ঝকঝকে, আর টেনে লম্বা করা নয়।"},
     {"en": "It uses cuts only, as the brief asks.", "bn": "ব্রিফ অনুযায়ী শুধু কাট ব্যবহার করা হয়েছে।"},
     {"en": "The link opens without logging in.", "bn": "লগইন ছাড়াই লিংক খোলে।"}
   ]'::jsonb,
$md$Editing is choosing: which shots, in what order, and for how long. Before any effects, this first project trains that eye on the course's raw footage of a morning at a tea stall.

## What to make

A vertical video of 30 seconds or less that tells the tea stall's morning as a story, with a beginning, a middle and an end, using cuts only: no music, text or transitions yet.

## Steps

1. Download the raw footage from the lesson and sort it into folders on your phone: *wide*, *close-up*, *details* and *people*. Rename the clips you like.
2. Watch everything once without editing. Write three lines: how the story starts, what happens, and how it ends.
3. In CapCut, start a 9:16 project at 1080 × 1920 and 30 fps (the first CapCut lesson shows how).
4. Place your shots in story order. Mix wide shots and close-ups, and hold each shot only as long as it has something to show.
5. Trim until the whole video is 30 seconds or less.
6. Export at 1080p and 30 fps, and upload it.

## What to hand in

- A link to your video on YouTube (unlisted is fine) or Google Drive (https), set so that anyone with the link can watch.

> **Tip:** if a shot makes you want to skip ahead while you watch, cut it shorter. Your viewers will feel the same.$md$,
$md$এডিটিং মানে বাছাই: কোন শট, কোন ক্রমে, আর কতক্ষণ। কোনো ইফেক্টের আগে, এই প্রথম প্রজেক্টে কোর্সের raw ফুটেজ, মানে একটি চায়ের দোকানের সকাল, দিয়ে সেই চোখটা তৈরি করবেন।

## যা বানাবেন

৩০ সেকেন্ড বা তার কম দৈর্ঘ্যের একটি ভার্টিক্যাল ভিডিও, যা চায়ের দোকানের সকালটাকে শুরু, মাঝ আর শেষসহ একটি গল্প হিসেবে বলে, শুধু কাট দিয়ে: এখনো কোনো মিউজিক, টেক্সট বা ট্রানজিশন নয়।

## ধাপগুলো

1. লেসন থেকে raw ফুটেজ ডাউনলোড করে ফোনে ফোল্ডারে ভাগ করুন: *wide*, *close-up*, *details* আর *people*। পছন্দের ক্লিপগুলোর নাম বদলে রাখুন।
2. এডিট না করে সব একবার দেখুন। তিন লাইন লিখুন: গল্প কীভাবে শুরু হয়, কী ঘটে, আর কীভাবে শেষ হয়।
3. CapCut-এ ১০৮০ × ১৯২০, ৩০ fps-এ একটি ৯:১৬ প্রজেক্ট খুলুন (CapCut-এর প্রথম লেসনে দেখানো আছে)।
4. গল্পের ক্রমে শটগুলো সাজান। ওয়াইড আর ক্লোজ-আপ শট মিশিয়ে দিন, আর প্রতিটি শট ততক্ষণই রাখুন যতক্ষণ তাতে দেখানোর মতো কিছু আছে।
5. পুরো ভিডিও ৩০ সেকেন্ড বা তার কম না হওয়া পর্যন্ত ট্রিম করুন।
6. ১০৮০p আর ৩০ fps-এ এক্সপোর্ট করে আপলোড করুন।

## যা জমা দেবেন

- ইউটিউবে (unlisted হলেও চলবে) বা Google Drive-এ আপনার ভিডিওর লিংক (https), এমনভাবে সেট করা যেন লিংক পেলেই যে কেউ দেখতে পারেন।

> **টিপস:** দেখার সময় কোনো শটে সামনে টেনে যেতে ইচ্ছা করলে সেটি আরও ছোট করুন। আপনার দর্শকেরও ঠিক একই রকম লাগবে।$md$),
  -- position 2, module: CapCut on Your Phone
  ('video-editing', 2, 'A captioned reel in CapCut', 'CapCut-এ ক্যাপশনসহ একটি রিল',
   array['link'], true, 14,
   '[
     {"en": "Captions run through the whole reel, are spelled correctly and are easy to read.", "bn": "পুরো রিলে ক্যাপশন আছে, বানান ঠিক, আর পড়তে সহজ।"},
     {"en": "Captions and titles stay clear of the app buttons at the edges of the screen.", "bn": "ক্যাপশন আর টাইটেল স্ক্রিনের কিনারার অ্যাপ বাটনের নিচে চাপা পড়ে না।"},
     {"en": "Transitions are few, and each has a reason.", "bn": "ট্রানজিশন কম, আর প্রতিটির পেছনে কারণ আছে।"},
     {"en": "At least one keyframe animation is smooth and has a purpose.", "bn": "অন্তত একটি কিফ্রেম অ্যানিমেশন মসৃণ আর উদ্দেশ্যপূর্ণ।"},
     {"en": "The reel ends by saying where to find the business.", "bn": "রিলের শেষে ব্যবসাটি কোথায় পাওয়া যাবে তা বলা আছে।"}
   ]'::jsonb,
$md$Most people watch reels with the sound off, so the text carries the message. This project uses the whole CapCut module: cutting, trimming, transitions, text, auto captions and keyframes.

## What to make

A 30- to 45-second reel introducing a local business or a person with a skill (a tailor, a cook, a mechanic), filmed on your phone or cut from the course footage, with captions all the way through.

## Steps

1. Film or choose eight to twelve short clips, planned as: who, what they make, how, and where to find them.
2. Cut and trim on the timeline. Use two kinds of transition at most, and only where a change of place or time needs one.
3. Add auto captions, then read every word and fix the mistakes, especially names and Bangla words.
4. Style the captions: one font, strong contrast, placed in the middle third of the screen so that the app buttons do not cover them.
5. Add a title at the start and animate one element with keyframes (a zoom on a product, or a title sliding in).
6. End with a card that says where to find the business: a page name or a place.
7. Export at 1080 × 1920 and 30 fps.

## What to hand in

- A link to your reel on YouTube (unlisted is fine) or Google Drive (https), set so that anyone with the link can watch.

> **Tip:** watch your reel once with the sound off before you export. If the story still makes sense, your captions are doing their job.$md$,
$md$বেশিরভাগ মানুষ সাউন্ড বন্ধ রেখে রিলস দেখেন, তাই বার্তাটা পৌঁছায় লেখার মাধ্যমে। এই প্রজেক্টে মোবাইলে CapCut মডিউলের পুরোটা কাজে লাগবে: কাটিং, ট্রিমিং, ট্রানজিশন, টেক্সট, অটো ক্যাপশন আর কিফ্রেম।

## যা বানাবেন

৩০ থেকে ৪৫ সেকেন্ডের একটি রিল, যা চেনা একটি ব্যবসা বা কোনো দক্ষ মানুষকে (দর্জি, রাঁধুনি, মেকানিক) পরিচয় করিয়ে দেয়; নিজের ফোনে শুট করা বা কোর্সের ফুটেজ থেকে কাটা, শুরু থেকে শেষ পর্যন্ত ক্যাপশনসহ।

## ধাপগুলো

1. আট থেকে বারোটি ছোট ক্লিপ শুট করুন বা বেছে নিন, এই ক্রমে সাজিয়ে: কে, কী বানান, কীভাবে, আর কোথায় পাওয়া যাবে।
2. টাইমলাইনে কাটিং আর ট্রিমিং করুন। বড়জোর দুই ধরনের ট্রানজিশন নিন, তাও শুধু যেখানে জায়গা বা সময় বদলায়।
3. অটো ক্যাপশন দিন, তারপর প্রতিটি শব্দ পড়ে ভুল ঠিক করুন, বিশেষ করে নাম আর বাংলা শব্দ।
4. ক্যাপশন সাজান: একটি ফন্ট, জোরালো কনট্রাস্ট, আর স্ক্রিনের মাঝের তিন ভাগের এক ভাগে, যাতে অ্যাপের বাটন ঢেকে না দেয়।
5. শুরুতে একটি টাইটেল দিন, আর কিফ্রেম দিয়ে একটি এলিমেন্ট অ্যানিমেট করুন (পণ্যের ওপর জুম, বা পাশ থেকে ঢুকে আসা টাইটেল)।
6. শেষে একটি কার্ড দিন, যাতে লেখা থাকবে ব্যবসাটি কোথায় পাওয়া যাবে: পেজের নাম বা জায়গার নাম।
7. ১০৮০ × ১৯২০ আর ৩০ fps-এ এক্সপোর্ট করুন।

## যা জমা দেবেন

- ইউটিউবে (unlisted হলেও চলবে) বা Google Drive-এ আপনার রিলের লিংক (https), এমনভাবে সেট করা যেন লিংক পেলেই যে কেউ দেখতে পারেন।

> **টিপস:** এক্সপোর্টের আগে সাউন্ড বন্ধ করে রিলটি একবার দেখুন। তবুও গল্পটা বোঝা গেলে বুঝবেন, আপনার ক্যাপশন ঠিক কাজ করছে।$md$),
  -- position 3, module: VN Editor for Longer Videos
  ('video-editing', 3, 'A vlog in VN with slow motion and a green screen', 'VN-এ স্লো মোশন ও গ্রিন স্ক্রিনসহ একটি ভ্লগ',
   array['link'], true, 28,
   '[
     {"en": "More than one track is used: B-roll, music and titles over the main story.", "bn": "একাধিক ট্র্যাক ব্যবহার করা: মূল গল্পের ওপর বি-রোল, মিউজিক আর টাইটেল।"},
     {"en": "The speed ramp is smooth and falls on a moment worth slowing down.", "bn": "স্পিড র‍্যাম্প মসৃণ, আর এমন মুহূর্তে পড়ে যা ধীরে দেখার মতো।"},
     {"en": "The green screen key is clean, with no green edges or flicker.", "bn": "গ্রিন স্ক্রিনের Chroma Key পরিষ্কার, কোনো সবুজ কিনারা বা ঝিলমিল নেই।"},
     {"en": "Music stays under the voice, which is always clear.", "bn": "মিউজিক কণ্ঠের নিচে থাকে, কথা সবসময় স্পষ্ট।"},
     {"en": "Exported in 16:9 at 1080p without visible blur or blocky patches.", "bn": "১৬:৯ আর ১০৮০p-তে এক্সপোর্ট করা, চোখে পড়ার মতো ঝাপসা বা ভাঙা ভাব নেই।"}
   ]'::jsonb,
$md$Longer videos need more than one track: the main story, B-roll over it, music under it and titles on top. This project moves you to VN's multi-track timeline for a short vlog.

## What to make

A horizontal (16:9) vlog of two to three minutes about a day out in Chattogram (a market, Patenga beach, a campus or your own neighbourhood), with a speed ramp into slow motion and one green screen shot.

## Steps

1. Film a short talk to camera for the main track, and plenty of B-roll of the place.
2. In VN, put the talk on the main track and lay B-roll on a second track over the parts where you describe something.
3. Add one speed ramp into slow motion on a moment worth watching (waves, tea being poured, a crowd). Film it at 60 fps if your phone can.
4. Film yourself in front of a green cloth or wall, and use Chroma Key to place yourself over one of your shots (the course footage has a green screen clip too).
5. Add a title card, your name as lower-third text, and background music kept well under your voice.
6. Export in high quality: 1080p, the frame rate you filmed at, and a high bitrate.

## What to hand in

- A link to your vlog on YouTube (unlisted is fine) or Google Drive (https), set so that anyone with the link can watch.

> **Tip:** B-roll is what makes a vlog feel alive. Film three times more of it than you think you will need.$md$,
$md$বড় ভিডিওতে একটির বেশি ট্র্যাক লাগে: মূল গল্প, তার ওপর বি-রোল, নিচে মিউজিক, আর সবার ওপরে টাইটেল। এই প্রজেক্টে ছোট একটি ভ্লগের জন্য VN-এর মাল্টি-ট্র্যাক টাইমলাইনে কাজ শুরু করবেন।

## যা বানাবেন

চট্টগ্রামে একদিন ঘোরাঘুরি নিয়ে দুই থেকে তিন মিনিটের একটি আড়াআড়ি (১৬:৯) ভ্লগ (কোনো বাজার, পতেঙ্গা সৈকত, ক্যাম্পাস বা নিজের পাড়া), যাতে থাকবে স্লো মোশনে যাওয়া একটি স্পিড র‍্যাম্প আর একটি গ্রিন স্ক্রিন শট।

## ধাপগুলো

1. মূল ট্র্যাকের জন্য ক্যামেরার দিকে তাকিয়ে ছোট করে কথা বলুন, আর জায়গাটির প্রচুর বি-রোল শুট করুন।
2. VN-এ কথাগুলো মূল ট্র্যাকে রাখুন, আর যেখানে কিছু বর্ণনা করছেন সেখানে দ্বিতীয় ট্র্যাকে বি-রোল বসান।
3. দেখার মতো একটি মুহূর্তে (ঢেউ, কাপে চা ঢালা, ভিড়) স্লো মোশনে যাওয়ার একটি স্পিড র‍্যাম্প দিন। ফোনে সম্ভব হলে অংশটি ৬০ fps-এ শুট করুন।
4. সবুজ কাপড় বা দেয়ালের সামনে নিজেকে শুট করুন, আর Chroma Key দিয়ে নিজেকে আপনার একটি শটের ওপর বসান (কোর্সের ফুটেজেও একটি গ্রিন স্ক্রিন ক্লিপ আছে)।
5. একটি টাইটেল কার্ড, লোয়ার থার্ডে আপনার নাম, আর কণ্ঠের অনেক নিচে ব্যাকগ্রাউন্ড মিউজিক দিন।
6. হাই কোয়ালিটিতে এক্সপোর্ট করুন: ১০৮০p, যে ফ্রেম রেটে শুট করেছেন সেই ফ্রেম রেট, আর বেশি বিটরেট।

## যা জমা দেবেন

- ইউটিউবে (unlisted হলেও চলবে) বা Google Drive-এ আপনার ভ্লগের লিংক (https), এমনভাবে সেট করা যেন লিংক পেলেই যে কেউ দেখতে পারেন।

> **টিপস:** ভ্লগে প্রাণ আনে বি-রোল। যতটুকু লাগবে ভাবছেন, তার তিন গুণ শুট করুন।$md$),
  -- position 4, module: Reels and Short-form Content
  ('video-editing', 4, 'A reel with a hook, cut to the beat', 'হুকসহ বিটের তালে কাটা একটি রিল',
   array['images', 'link'], true, 35,
   '[
     {"en": "The first three seconds give a reason to keep watching.", "bn": "প্রথম তিন সেকেন্ডেই দেখতে থাকার একটি কারণ আছে।"},
     {"en": "Cuts land on the beat, and the pace suits the music.", "bn": "কাটগুলো বিটের ওপর পড়ে, আর গতি মিউজিকের সাথে মানায়।"},
     {"en": "The framing suits vertical video, with nothing important hidden under the app buttons.", "bn": "ফ্রেমিং ভার্টিক্যাল ভিডিওর উপযোগী, জরুরি কিছু অ্যাপ বাটনের নিচে ঢাকা পড়ে না।"},
     {"en": "The music comes from the platform''s library or a copyright-free source.", "bn": "মিউজিক প্ল্যাটফর্মের নিজের লাইব্রেরি বা কপিরাইট-মুক্ত কোনো উৎস থেকে নেওয়া।"},
     {"en": "The cover can be read as a small tile and matches the reel.", "bn": "কভারটি ছোট টাইলেও পড়া যায়, আর রিলের সাথে মেলে।"}
   ]'::jsonb,
$md$On Facebook Reels, Instagram and TikTok, people decide in three seconds whether to stay. This project is about those three seconds, and the rhythm that keeps people watching after them.

## What to make

A vertical reel of 15 to 30 seconds for a page (a food page, a clothing shop or your own channel) that opens with a strong hook and is cut to the beat of a track, and a cover image for it.

## Steps

1. Write the hook before you film: a question, the end result shown first, or a bold claim that the reel then proves.
2. Choose a track from the platform's own music library or a copyright-free source, so the reel is not muted.
3. Mark the beats on the timeline (CapCut's beat marking, or by tapping along) and cut on them; change shot on the strong beats.
4. Frame for vertical: faces and products in the middle, nothing important in the top or bottom fifth of the screen.
5. Add short on-screen text for the hook, and a call to action at the end.
6. Make a cover (1080 × 1920) from a still of the reel with three to five words on it.
7. Export at 1080 × 1920 and upload.

## What to hand in

- A link to your reel on YouTube, Google Drive or your Facebook page (https) that anyone with the link can watch.
- One image: the cover. JPEG, PNG or WebP, under 5 MB; the site shrinks it.

> **Tip:** try your hook on a friend. Show them only the first three seconds and ask what the video is about; if they cannot say, sharpen it.$md$,
$md$ফেসবুক রিলস, ইনস্টাগ্রাম আর টিকটকে মানুষ তিন সেকেন্ডেই ঠিক করে ফেলে থাকবে কি না। এই প্রজেক্ট সেই তিন সেকেন্ড নিয়ে, আর তার পরের সেই ছন্দ নিয়ে, যা দর্শককে শেষ পর্যন্ত ধরে রাখে।

## যা বানাবেন

কোনো পেজের জন্য (খাবারের পেজ, কাপড়ের দোকান বা নিজের চ্যানেল) ১৫ থেকে ৩০ সেকেন্ডের একটি ভার্টিক্যাল রিল, যা জোরালো হুক দিয়ে শুরু হয় আর একটি গানের বিটের তালে তালে কাটা, সাথে রিলটির একটি কভার ছবি।

## ধাপগুলো

1. শুট করার আগেই হুক লিখে ফেলুন: একটি প্রশ্ন, শেষ ফলাফলটা আগে দেখানো, বা এমন একটি দাবি যা রিলটি পরে প্রমাণ করে।
2. প্ল্যাটফর্মের নিজের মিউজিক লাইব্রেরি বা কপিরাইট-মুক্ত কোনো উৎস থেকে গান নিন, যাতে রিল মিউট না হয়ে যায়।
3. টাইমলাইনে বিটগুলো মার্ক করুন (CapCut-এর বিট মার্কিং দিয়ে, বা তালে তালে ট্যাপ করে), আর বিটের ওপর কাট দিন; জোরালো বিটে শট বদলান।
4. ভার্টিক্যাল ভিডিওর জন্য ফ্রেমিং করুন: মুখ আর পণ্য মাঝখানে, স্ক্রিনের ওপরের বা নিচের পাঁচ ভাগের এক ভাগে জরুরি কিছু নয়।
5. হুকের জন্য স্ক্রিনে ছোট একটি লেখা দিন, আর শেষে কল টু অ্যাকশন।
6. রিলের একটি স্থির ফ্রেমের ওপর তিন থেকে পাঁচ শব্দ লিখে একটি কভার বানান (১০৮০ × ১৯২০)।
7. ১০৮০ × ১৯২০-এ এক্সপোর্ট করে আপলোড করুন।

## যা জমা দেবেন

- ইউটিউব, Google Drive বা আপনার ফেসবুক পেজে রিলটির লিংক (https), যা লিংক পেলেই যে কেউ দেখতে পারেন।
- একটি ছবি: কভারটি। JPEG, PNG বা WebP, ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

> **টিপস:** হুকটা একজন বন্ধুকে দিয়ে পরীক্ষা করুন। শুধু প্রথম তিন সেকেন্ড দেখিয়ে জিজ্ঞেস করুন, ভিডিওটা কী নিয়ে; বলতে না পারলে হুক আরও ধারালো করুন।$md$),
  -- position 5, module: Colour Correction and Grading
  ('video-editing', 5, 'Colour correction and grading: before and after', 'কালার কারেকশন ও গ্রেডিং: আগে ও পরে',
   array['images', 'link'], true, 49,
   '[
     {"en": "Whites look white, and no shot is blown out or too dark.", "bn": "সাদা সাদাই দেখায়, আর কোনো শট অতিরিক্ত উজ্জ্বল বা বেশি অন্ধকার নয়।"},
     {"en": "Skin tones look natural and match from shot to shot.", "bn": "স্কিন টোন স্বাভাবিক, আর শট থেকে শটে মেলে।"},
     {"en": "One look runs through the whole edit, and no shot jumps out.", "bn": "পুরো এডিটে একই লুক, কোনো শট আলাদা হয়ে চোখে লাগে না।"},
     {"en": "The grade suits the mood and is not overdone.", "bn": "গ্রেডিং মুডের সাথে যায়, বাড়াবাড়ি নয়।"},
     {"en": "The before-and-after frames show the same moment.", "bn": "আগে-পরের ফ্রেমে একই মুহূর্ত দেখানো।"}
   ]'::jsonb,
$md$Correction makes footage look right; grading makes it look like something. This project does both, in that order, on the course's raw footage or your own, and keeps one look across a whole video.

## What to make

An edit of 30 to 60 seconds made of at least five shots filmed in different light (daylight, shade, a tube light indoors), corrected so that they match, then graded with one consistent look, and a few before-and-after frames.

## Steps

1. Pick five or more shots, at least one of them with a face.
2. Correct each shot first: exposure, contrast and white balance, until whites look white and nothing is blown out or crushed to black.
3. Check the skin tones: faces should look natural, not orange or grey. Compare shots of the same person side by side.
4. Grade: apply one LUT or filter at reduced strength, or build a look by hand (for example warmer highlights and cooler shadows). Use the same grade on every shot.
5. Watch the whole edit and fix any shot that jumps out.
6. Take before-and-after frames: the same moment, ungraded and graded.

## What to hand in

- A link to your graded edit on YouTube (unlisted is fine) or Google Drive (https), set so that anyone with the link can watch.
- Two to four images: the before-and-after frames (a side-by-side split is fine). JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

> **Tip:** before you grade, set the screen brightness to the middle and turn off night mode or the eye-comfort filter; a warm, bright phone screen makes everything look better than it is.$md$,
$md$কারেকশন ফুটেজকে ঠিকঠাক দেখায়; গ্রেডিং তাকে একটা নিজস্ব চেহারা দেয়। এই প্রজেক্টে কোর্সের raw ফুটেজ বা নিজের ফুটেজে দুটোই করবেন, এই ক্রমেই, আর পুরো ভিডিওতে একই লুক ধরে রাখবেন।

## যা বানাবেন

আলাদা আলাদা আলোয় (দিনের আলো, ছায়া, ঘরের টিউবলাইট) তোলা অন্তত পাঁচটি শট দিয়ে ৩০ থেকে ৬০ সেকেন্ডের একটি এডিট, যার শটগুলো কারেকশন করে মেলানো, তারপর একই লুকে গ্রেড করা; সাথে কয়েকটি আগে-পরের ফ্রেম।

## ধাপগুলো

1. পাঁচ বা তার বেশি শট বাছুন, যার অন্তত একটিতে কারও মুখ আছে।
2. আগে প্রতিটি শট কারেকশন করুন: এক্সপোজার, কনট্রাস্ট আর হোয়াইট ব্যালান্স, যতক্ষণ না সাদা সাদা দেখায় আর কোনো অংশ সাদা হয়ে জ্বলে যায় বা কালো হয়ে হারিয়ে যায়।
3. স্কিন টোন দেখুন: মুখ যেন স্বাভাবিক দেখায়, কমলা বা ধূসর নয়। একই মানুষের শটগুলো পাশাপাশি রেখে মিলিয়ে দেখুন।
4. গ্রেড করুন: একটি LUT বা ফিল্টার কম মাত্রায় দিন, অথবা নিজে হাতে একটি লুক বানান (যেমন হাইলাইট একটু উষ্ণ, শ্যাডো একটু ঠান্ডা)। প্রতিটি শটে একই গ্রেড দিন।
5. পুরো এডিট দেখে যে শট আলাদা হয়ে চোখে লাগে, সেটি ঠিক করুন।
6. আগে-পরের ফ্রেম নিন: একই মুহূর্ত, গ্রেডিংয়ের আগে আর পরে।

## যা জমা দেবেন

- ইউটিউবে (unlisted হলেও চলবে) বা Google Drive-এ আপনার গ্রেড করা এডিটের লিংক (https), এমনভাবে সেট করা যেন লিংক পেলেই যে কেউ দেখতে পারেন।
- দুই থেকে চারটি ছবি: আগে-পরের ফ্রেমগুলো (পাশাপাশি ভাগ করা একটি ছবিও চলবে)। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

> **টিপস:** গ্রেড করার আগে স্ক্রিনের উজ্জ্বলতা মাঝামাঝি রাখুন, আর নাইট মোড বা আই-কমফোর্ট ফিল্টার বন্ধ করুন; উষ্ণ, উজ্জ্বল স্ক্রিনে সবকিছুই আসলের চেয়ে সুন্দর দেখায়।$md$),
  -- position 6, module: Sound Design
  ('video-editing', 6, 'A voice-over explainer with clean sound', 'পরিষ্কার সাউন্ডে একটি ভয়েস-ওভার ভিডিও',
   array['link'], true, 56,
   '[
     {"en": "The voice is clear and even, with no hum, echo or clipping.", "bn": "কণ্ঠ পরিষ্কার ও সমান, কোনো গুনগুন শব্দ, প্রতিধ্বনি বা ক্লিপিং নেই।"},
     {"en": "The music is ducked under the voice and never fights it.", "bn": "মিউজিক কণ্ঠের নিচে ডাক করা, কখনো কথার সাথে পাল্লা দেয় না।"},
     {"en": "Sound effects are few and timed to the picture.", "bn": "সাউন্ড ইফেক্ট কম, আর ছবির সাথে ঠিক সময়ে।"},
     {"en": "Music and effects are copyright-free or licensed, and their source is named in the description.", "bn": "মিউজিক ও ইফেক্ট কপিরাইট-মুক্ত বা লাইসেন্স করা, আর ডেসক্রিপশনে উৎসের নাম দেওয়া।"},
     {"en": "Levels sound right on earphones and on the phone''s speaker.", "bn": "ইয়ারফোন আর ফোনের স্পিকার, দুটোতেই লেভেল ঠিক শোনায়।"}
   ]'::jsonb,
$md$Viewers forgive a shaky shot, but not bad sound. In this project you record a voice-over on your phone, clean it up, and mix it with music and sound effects at the right levels.

## What to make

An explainer video of 45 to 90 seconds with your own voice-over: for example how to pay with bKash, how to make a cup of milk tea, or three tips for better phone photos. The pictures can come from your phone or the course footage; the sound is the point.

## Steps

1. Write the script and read it aloud; keep the sentences short.
2. Record in a small room with soft things around you, the phone 15 to 20 cm from your mouth and slightly to one side. Record each paragraph twice.
3. Clean the voice: cut breaths and mistakes, reduce the background noise and even out the volume.
4. Add music from a copyright-free source (the YouTube Audio Library, or the app's own library) and two or three sound effects where they help.
5. Duck the music under the voice, so it drops when you speak and rises in the gaps.
6. Check the levels on earphones and on the phone's speaker: the voice should peak around −6 dB and never clip.
7. Export and upload it, naming the music's source in the description.

## What to hand in

- A link to your video on YouTube (unlisted is fine) or Google Drive (https), set so that anyone with the link can watch.

> **Tip:** first record a few seconds of silence in the same room. Noise reduction works far better once the app has heard the noise on its own.$md$,
$md$দর্শক কাঁপা শট মাফ করেন, কিন্তু খারাপ সাউন্ড করেন না। এই প্রজেক্টে মোবাইলে একটি ভয়েস-ওভার রেকর্ড করবেন, সেটি পরিষ্কার করবেন, তারপর মিউজিক আর সাউন্ড ইফেক্টের সাথে ঠিক লেভেলে মিশিয়ে দেবেন।

## যা বানাবেন

নিজের ভয়েস-ওভারসহ ৪৫ থেকে ৯০ সেকেন্ডের একটি বুঝিয়ে বলার ভিডিও: যেমন bKash দিয়ে কীভাবে পেমেন্ট করবেন, কীভাবে এক কাপ দুধ চা বানাবেন, বা মোবাইলে ভালো ছবি তোলার তিনটি টিপস। ছবি আসতে পারে আপনার ফোন বা কোর্সের ফুটেজ থেকে; আসল বিষয় সাউন্ড।

## ধাপগুলো

1. স্ক্রিপ্ট লিখে জোরে জোরে পড়ুন; বাক্যগুলো ছোট রাখুন।
2. চারপাশে নরম জিনিস আছে এমন ছোট ঘরে রেকর্ড করুন, ফোন মুখ থেকে ১৫ থেকে ২০ সেমি দূরে, একটু পাশে। প্রতিটি অনুচ্ছেদ দুবার করে রেকর্ড করুন।
3. কণ্ঠ পরিষ্কার করুন: শ্বাসের শব্দ আর ভুলগুলো কেটে দিন, ব্যাকগ্রাউন্ডের শব্দ কমান, আর ভলিউম সমান করুন।
4. কপিরাইট-মুক্ত উৎস (YouTube Audio Library, বা অ্যাপের নিজের লাইব্রেরি) থেকে মিউজিক দিন, আর যেখানে কাজে লাগে সেখানে দু-তিনটি সাউন্ড ইফেক্ট।
5. কণ্ঠের নিচে মিউজিক ডাক করুন, যাতে কথা বলার সময় মিউজিক নেমে যায় আর ফাঁকে ফাঁকে ওঠে।
6. ইয়ারফোনে আর ফোনের স্পিকারে লেভেল দেখুন: কণ্ঠের সর্বোচ্চ মাত্রা থাকবে −৬ dB-এর কাছাকাছি, কখনো ক্লিপ করবে না।
7. এক্সপোর্ট করে আপলোড করুন, আর ডেসক্রিপশনে মিউজিকের উৎসের নাম লিখুন।

## যা জমা দেবেন

- ইউটিউবে (unlisted হলেও চলবে) বা Google Drive-এ আপনার ভিডিওর লিংক (https), এমনভাবে সেট করা যেন লিংক পেলেই যে কেউ দেখতে পারেন।

> **টিপস:** আগে একই ঘরে কয়েক সেকেন্ড চুপচাপ রেকর্ড করে নিন। অ্যাপ আলাদা করে শব্দটা একবার শুনে নিলে নয়েজ রিডাকশন অনেক ভালো কাজ করে।$md$),
  -- position 7, module: Adobe Premiere Pro Basics (optional)
  ('video-editing', 7, 'Extra: a YouTube video in Premiere Pro', 'বাড়তি কাজ: Premiere Pro-তে একটি ইউটিউব ভিডিও',
   array['images', 'link'], false, null,
   '[
     {"en": "The timeline is tidy: B-roll, music and titles each on their own tracks.", "bn": "টাইমলাইন গোছানো: বি-রোল, মিউজিক আর টাইটেল নিজ নিজ ট্র্যাকে।"},
     {"en": "Titles and lower thirds are clean and readable.", "bn": "টাইটেল আর লোয়ার থার্ড পরিচ্ছন্ন, পড়া যায়।"},
     {"en": "The Lumetri correction and grade are consistent across the video.", "bn": "পুরো ভিডিওতে Lumetri কারেকশন ও গ্রেডিং একই রকম।"},
     {"en": "Exported at 1080p with YouTube settings, without blur.", "bn": "ইউটিউবের সেটিংসে ১০৮০p-তে এক্সপোর্ট করা, ঝাপসা নয়।"},
     {"en": "The thumbnail can be read when small.", "bn": "থাম্বনেইল ছোট করে দেখলেও পড়া যায়।"}
   ]'::jsonb,
$md$A computer is optional in this course, so this project is too. If you have one, it moves an edit you already know from the phone to Adobe Premiere Pro, the tool many clients and agencies expect.

## What to make

A horizontal YouTube video of two to four minutes edited in Premiere Pro (your VN vlog edited again, or new footage), with titles, a basic Lumetri grade and a thumbnail.

## Steps

1. Keep your files in one folder with *footage*, *audio* and *exports* inside. Create a project and a 1920 × 1080 sequence at your footage's frame rate.
2. Assemble the edit with the Razor tool and Ripple Delete; put B-roll on V2 and music on A2.
3. Add a title and lower thirds from the Essential Graphics panel. Use a dissolve only where time passes.
4. Correct and grade with Lumetri Color: Basic Correction first, then a Creative look.
5. Export as H.264 with the *YouTube 1080p Full HD* preset.
6. Make a thumbnail (1280 × 720) from a frame of the video.

## What to hand in

- A link to your video on YouTube (unlisted is fine) or Google Drive (https), set so that anyone with the link can watch.
- One or two images: the thumbnail and, if you like, a screenshot of your timeline. JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

This project is optional and has no due date: it does not count towards your certificate, but your mentor reviews it like any other.

> **Tip:** learn three shortcuts before anything else: C for the Razor, V for selection and Shift+Delete for Ripple Delete.$md$,
$md$এই কোর্সে কম্পিউটার ঐচ্ছিক, তাই এই প্রজেক্টটিও ঐচ্ছিক। কম্পিউটার থাকলে মোবাইলে শেখা এডিটিংটাই এবার নিয়ে যাবেন Adobe Premiere Pro-তে, যে টুলে কাজ জানা অনেক ক্লায়েন্ট আর এজেন্সি আশা করে।

## যা বানাবেন

Premiere Pro-তে এডিট করা দুই থেকে চার মিনিটের একটি আড়াআড়ি ইউটিউব ভিডিও (আপনার VN ভ্লগটি নতুন করে, বা নতুন ফুটেজ দিয়ে), সাথে টাইটেল, Lumetri দিয়ে বেসিক গ্রেডিং আর একটি থাম্বনেইল।

## ধাপগুলো

1. সব ফাইল একটি ফোল্ডারে রাখুন, ভেতরে *footage*, *audio* আর *exports*। একটি প্রজেক্ট আর আপনার ফুটেজের ফ্রেম রেটে ১৯২০ × ১০৮০ সাইজের একটি সিকোয়েন্স খুলুন।
2. Razor টুল আর Ripple Delete দিয়ে এডিট সাজান; বি-রোল V2-তে, মিউজিক A2-তে রাখুন।
3. Essential Graphics প্যানেল থেকে টাইটেল আর লোয়ার থার্ড দিন। ডিজলভ শুধু সেখানে, যেখানে সময় পেরিয়ে যায়।
4. Lumetri Color দিয়ে কারেকশন আর গ্রেডিং করুন: আগে Basic Correction, তারপর Creative লুক।
5. H.264-এ *YouTube 1080p Full HD* প্রিসেট দিয়ে এক্সপোর্ট করুন।
6. ভিডিওর একটি ফ্রেম থেকে একটি থাম্বনেইল (১২৮০ × ৭২০) বানান।

## যা জমা দেবেন

- ইউটিউবে (unlisted হলেও চলবে) বা Google Drive-এ আপনার ভিডিওর লিংক (https), এমনভাবে সেট করা যেন লিংক পেলেই যে কেউ দেখতে পারেন।
- এক বা দুটি ছবি: থাম্বনেইল, আর চাইলে আপনার টাইমলাইনের একটি স্ক্রিনশট। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

এই প্রজেক্টটি ঐচ্ছিক, কোনো শেষ তারিখ নেই: সার্টিফিকেটের জন্য এটি লাগবে না, তবে মেন্টর অন্য প্রজেক্টের মতোই এটিও রিভিউ করবেন।

> **টিপস:** সবার আগে তিনটি শর্টকাট শিখে নিন: Razor-এর জন্য C, সিলেকশনের জন্য V, আর Ripple Delete-এর জন্য Shift+Delete।$md$),
  -- position 8, module: Showreel and Freelancing
  ('video-editing', 8, 'Your showreel', 'আপনার শোরিল',
   array['link'], true, 70,
   '[
     {"en": "The reel opens strong and shows the editor''s name in the first three seconds.", "bn": "শুরুতেই জোরালো, আর প্রথম তিন সেকেন্ডে এডিটরের নাম দেখা যায়।"},
     {"en": "It shows range: cutting, captions, colour, sound and effects.", "bn": "কাজের বৈচিত্র্য আছে: কাটিং, ক্যাপশন, কালার, সাউন্ড আর ইফেক্ট।"},
     {"en": "Every clip is strong; nothing is there just to fill time.", "bn": "প্রতিটি ক্লিপ জোরালো; শুধু সময় ভরানোর জন্য কিছু রাখা হয়নি।"},
     {"en": "It is cut to the music, and the sound is mixed cleanly.", "bn": "মিউজিকের তালে কাটা, আর সাউন্ড পরিষ্কারভাবে মিক্স করা।"},
     {"en": "It ends with a clear way to contact the editor.", "bn": "শেষে এডিটরের সাথে যোগাযোগের স্পষ্ট উপায় আছে।"},
     {"en": "It is 45 to 90 seconds long and exported at 1080p.", "bn": "দৈর্ঘ্য ৪৫ থেকে ৯০ সেকেন্ড, আর ১০৮০p-তে এক্সপোর্ট করা।"}
   ]'::jsonb,
$md$A showreel is the first thing a client asks for: a minute or so of your best work that shows what you can do. This final project brings the whole course together, and it is required for your certificate.

## What to make

A showreel of 45 to 90 seconds made of your best moments from this course's projects, cut to music, with your name at the start and your contact details at the end. Make it vertical (9:16) for reels; a horizontal (16:9) version is a bonus.

## Steps

1. Watch all your projects again and collect the best three to eight seconds of each: a strong hook, a clean green screen, a graded shot, a sequence cut to the beat.
2. Redo anything your mentor asked you to fix.
3. Open with your strongest clip, not a long logo animation, and put your name and *Video Editor* on screen within the first three seconds.
4. Cut to the music, vary the pace, and save a strong clip for the end.
5. End with a contact card: a Facebook page, an email or a WhatsApp number.
6. Check the sound levels and the colour one last time, then export at 1080p.
7. Upload it with a short description that lists the tools you used (CapCut, VN, Premiere Pro).

## What to hand in

- A link to your showreel on YouTube (unlisted is fine) or Google Drive (https), set so that anyone with the link can watch.

> **Tip:** shorter is stronger. If a clip is only good, leave it out; a client remembers your weakest moment as much as your best.$md$,
$md$ক্লায়েন্ট সবার আগে যা দেখতে চান, তা হলো শোরিল: আপনার সেরা কাজের মোটামুটি এক মিনিট, যা দেখে বোঝা যায় আপনি কী পারেন। শেষ এই প্রজেক্টে পুরো কোর্সটা এক জায়গায় আসে, আর সার্টিফিকেটের জন্য এটি বাধ্যতামূলক।

## যা বানাবেন

এই কোর্সের প্রজেক্টগুলোর সেরা মুহূর্ত দিয়ে ৪৫ থেকে ৯০ সেকেন্ডের একটি শোরিল, মিউজিকের তালে কাটা, শুরুতে আপনার নাম আর শেষে যোগাযোগের তথ্যসহ। রিলসের জন্য ভার্টিক্যাল (৯:১৬) বানাবেন; আড়াআড়ি (১৬:৯) একটি ভার্সনও বানালে বাড়তি পাওনা।

## ধাপগুলো

1. নিজের সব প্রজেক্ট আবার দেখে প্রতিটির সেরা তিন থেকে আট সেকেন্ড বেছে নিন: জোরালো একটি হুক, পরিষ্কার একটি গ্রিন স্ক্রিন, একটি গ্রেড করা শট, বিটের তালে কাটা একটি অংশ।
2. মেন্টর যা ঠিক করতে বলেছিলেন, সেগুলো আবার করে নিন।
3. লম্বা লোগো অ্যানিমেশন নয়, শুরু করুন সবচেয়ে জোরালো ক্লিপটি দিয়ে, আর প্রথম তিন সেকেন্ডের মধ্যেই স্ক্রিনে আপনার নাম আর *Video Editor* কথাটি দিন।
4. মিউজিকের তালে কাটুন, গতি ওঠানামা করান, আর শেষের জন্য একটি জোরালো ক্লিপ রেখে দিন।
5. শেষে যোগাযোগের একটি কার্ড দিন: ফেসবুক পেজ, ইমেইল বা হোয়াটসঅ্যাপ নম্বর।
6. শেষবারের মতো সাউন্ড লেভেল আর কালার দেখে নিয়ে ১০৮০p-তে এক্সপোর্ট করুন।
7. ছোট একটি ডেসক্রিপশনসহ আপলোড করুন, যাতে ব্যবহৃত টুলগুলোর নাম থাকবে (CapCut, VN, Premiere Pro)।

## যা জমা দেবেন

- ইউটিউবে (unlisted হলেও চলবে) বা Google Drive-এ আপনার শোরিলের লিংক (https), এমনভাবে সেট করা যেন লিংক পেলেই যে কেউ দেখতে পারেন।

> **টিপস:** যত ছোট, তত জোরালো। কোনো ক্লিপ শুধু ভালো হলে সেটি বাদ দিন; ক্লায়েন্ট আপনার সেরা মুহূর্তের মতোই সবচেয়ে দুর্বল মুহূর্তটাও মনে রাখেন।$md$);

-- ==================================================================== course content: quizzes

-- Course quizzes (issue 35): a quiz for each module of the three courses' curricula, 5 to 10
-- questions each in English and Bangla with their keys, in the tables of the quizzes section. A
-- migration rather than seed.sql, so a hosted project gets them with `supabase db push` too.

-- Each quiz is shown after the lesson of the lesson plan that ends
-- its module, found by course and position; a module with no lesson of its own follows the last
-- lesson before the next module, and one after the plan's last lesson has none (the end of the
-- course). All are required for the certificate but Premiere Pro's (its project is optional too:
-- the course promises that a computer is optional): 70% to pass, three attempts a day. The questions
-- test the lesson bodies, the project briefs and the
-- catalogue, in the Bangla terms of packages/courses/src/catalogue.bn.ts. In each question's JSON,
-- "right" names the right options: it goes to quiz_question_keys, never into the options.
--
-- pg_temp.add_quiz inserts one quiz, its questions in order and their keys together, and refuses
-- a question that breaks the rules (3 or 4 options a to d, one right answer, or two when multiple).
-- It lives only for the migration's session and is dropped at the end. It dates each quiz with
-- clock_timestamp(), not now() (one time for the whole migration), so that two quizzes after the
-- same lesson keep the curriculum's order by created_at. The JSON bodies are dollar-quoted
-- ($json$), so their apostrophes stay as written.

create function pg_temp.add_quiz(
  p_course_id text,
  p_after_position integer,
  p_title text,
  p_title_bn text,
  p_questions jsonb
) returns void
language plpgsql
as $fn$
declare
  v_lesson_id uuid;
  v_quiz_id uuid;
  v_question_id uuid;
  v_question jsonb;
  v_position bigint;
  v_ids text[];
  v_right text[];
  v_multiple boolean;
  v_now timestamptz;
begin
  if p_after_position is not null then
    select l.id into v_lesson_id
    from public.lessons l
    where l.course_id = p_course_id and l.position = p_after_position and l.kind <> 'live';
    if v_lesson_id is null then
      raise exception 'add_quiz %: no lesson % to follow in %', p_title, p_after_position, p_course_id;
    end if;
  end if;
  if jsonb_array_length(p_questions) not between 5 and 10 then
    raise exception 'add_quiz %: % questions', p_title, jsonb_array_length(p_questions);
  end if;

  v_now := clock_timestamp();
  insert into public.quizzes
    (course_id, lesson_id, title, title_bn, pass_percent, required, attempts_per_day, created_at, updated_at)
  values (p_course_id, v_lesson_id, p_title, p_title_bn, 70, true, 3, v_now, v_now)
  returning id into v_quiz_id;

  for v_question, v_position in
    select value, ordinality from jsonb_array_elements(p_questions) with ordinality
  loop
    v_ids := array(select o ->> 'id' from jsonb_array_elements(v_question -> 'options') o);
    v_right := array(select jsonb_array_elements_text(v_question -> 'right'));
    v_multiple := coalesce((v_question ->> 'multiple')::boolean, false);
    if v_ids <> (array['a', 'b', 'c', 'd'])[1:cardinality(v_ids)] or cardinality(v_ids) not between 3 and 4
      or exists (
        select from jsonb_array_elements(v_question -> 'options') o
        where (select array_agg(k order by k) from jsonb_object_keys(o) k) <> array['id', 'label', 'label_bn']
      )
      or not v_right <@ v_ids
      or cardinality(v_right) <> (case when v_multiple then 2 else 1 end) then
      raise exception 'add_quiz %: question % breaks the rules', p_title, v_position;
    end if;

    insert into public.quiz_questions (quiz_id, position, prompt, prompt_bn, options, multiple)
    values (v_quiz_id, v_position, v_question ->> 'prompt', v_question ->> 'prompt_bn', v_question -> 'options', v_multiple)
    returning id into v_question_id;

    insert into public.quiz_question_keys (question_id, right_options)
    values (v_question_id, v_right);
  end loop;
end
$fn$;


-- ---------------------------------------------------------------- creative-design
-- Six modules, lessons 1 to 8 and the live class at 9: each module ends on a lesson of its own.

-- module 1 of 6: Design Basics on Your Phone; after lesson 3
-- (typography, the module's last lesson in the plan)
select pg_temp.add_quiz('creative-design', 3,
  'Quiz: Colour, type and layout', 'কুইজ: কালার, টাইপোগ্রাফি ও লেআউট',
  $json$[
    {"prompt": "In the 60-30-10 rule, what is the 10%?",
     "prompt_bn": "৬০-৩০-১০ নিয়মে ১০% অংশটি কী?",
     "options": [
       {"id": "a", "label": "The main colour, which covers most of the design",
        "label_bn": "প্রধান কালার, যা ডিজাইনের বেশিরভাগ জায়গা জুড়ে থাকে"},
       {"id": "b", "label": "The supporting colour, used on the larger blocks beside it",
        "label_bn": "সহায়ক কালার, যা পাশের বড় ব্লকগুলোতে ব্যবহার হয়"},
       {"id": "c", "label": "The accent colour, kept for the few things that must stand out",
        "label_bn": "অ্যাকসেন্ট কালার, শুধু যে অল্প কয়েকটি জিনিস আলাদা করে চোখে পড়া দরকার তাদের জন্য"},
       {"id": "d", "label": "The colour of the body text",
        "label_bn": "বডি টেক্সটের কালার"}],
     "right": ["c"]},
    {"prompt": "On the colour wheel, which is a complementary palette?",
     "prompt_bn": "কালার হুইলে কমপ্লিমেন্টারি প্যালেট কোনটি?",
     "options": [
       {"id": "a", "label": "Two colours opposite each other, such as blue and orange",
        "label_bn": "একে অপরের ঠিক উল্টো দিকের দুটি কালার, যেমন নীল আর কমলা"},
       {"id": "b", "label": "Colours that sit side by side, such as yellow, yellow-green and green",
        "label_bn": "পাশাপাশি থাকা কালার, যেমন হলুদ, হলদে-সবুজ আর সবুজ"},
       {"id": "c", "label": "Three colours evenly spaced around the wheel",
        "label_bn": "হুইলের চারপাশে সমান দূরত্বে থাকা তিনটি কালার"},
       {"id": "d", "label": "Light and dark shades of one colour",
        "label_bn": "একই কালারের হালকা ও গাঢ় শেড"}],
     "right": ["a"]},
    {"prompt": "Which TWO are good typography habits from the lesson?",
     "prompt_bn": "লেসন অনুযায়ী টাইপোগ্রাফির ভালো অভ্যাস কোন দুটি?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "Pair a Bangla font and an English font of similar weight and mood",
        "label_bn": "কাছাকাছি ওজন আর মেজাজের একটি বাংলা ও একটি ইংরেজি ফন্টের জুটি মেলানো"},
       {"id": "b", "label": "Use a different font on every line so the post looks lively",
        "label_bn": "পোস্ট প্রাণবন্ত দেখাতে প্রতিটি লাইনে আলাদা ফন্ট ব্যবহার করা"},
       {"id": "c", "label": "Make the headline clearly bigger than the body text",
        "label_bn": "হেডলাইনকে বডি টেক্সটের চেয়ে স্পষ্টভাবে বড় রাখা"},
       {"id": "d", "label": "Set long body text in a script font so it looks elegant",
        "label_bn": "সুন্দর দেখাতে লম্বা বডি টেক্সট স্ক্রিপ্ট ফন্টে লেখা"}],
     "right": ["a", "c"]},
    {"prompt": "Your headline is light yellow on a white background. What is wrong?",
     "prompt_bn": "আপনার হেডলাইন সাদা ব্যাকগ্রাউন্ডের ওপর হালকা হলুদ কালারে লেখা। সমস্যা কী?",
     "options": [
       {"id": "a", "label": "Yellow cannot be used with Bangla fonts",
        "label_bn": "বাংলা ফন্টে হলুদ কালার ব্যবহার করা যায় না"},
       {"id": "b", "label": "Light colours make the exported file too large",
        "label_bn": "হালকা কালারে এক্সপোর্ট করা ফাইল খুব বড় হয়ে যায়"},
       {"id": "c", "label": "Nothing: light colours always look modern",
        "label_bn": "কোনো সমস্যা নেই: হালকা কালার সবসময় আধুনিক দেখায়"},
       {"id": "d", "label": "Too little contrast: the text is hard to read",
        "label_bn": "কনট্রাস্ট খুব কম: লেখা পড়তে কষ্ট হয়"}],
     "right": ["d"]},
    {"prompt": "What does white space around text and photos do for a design?",
     "prompt_bn": "লেখা আর ছবির চারপাশের হোয়াইট স্পেস ডিজাইনে কী কাজ করে?",
     "options": [
       {"id": "a", "label": "It wastes space that could hold more information",
        "label_bn": "জায়গা নষ্ট করে, যেখানে আরও তথ্য রাখা যেত"},
       {"id": "b", "label": "It gives each element room, so the design looks clean and is easy to read",
        "label_bn": "প্রতিটি এলিমেন্টকে জায়গা দেয়, ফলে ডিজাইন পরিচ্ছন্ন দেখায় আর সহজে পড়া যায়"},
       {"id": "c", "label": "It matters only in designs that will be printed",
        "label_bn": "শুধু প্রিন্টের ডিজাইনেই এর দরকার হয়"},
       {"id": "d", "label": "It has to be white, so it limits your palette",
        "label_bn": "এটিকে সাদাই হতে হয়, তাই প্যালেট সীমিত হয়ে যায়"}],
     "right": ["b"]},
    {"prompt": "On a shop's post you line up the name, the address and the phone number on the same left edge. What does this give the design?",
     "prompt_bn": "একটি দোকানের পোস্টে নাম, ঠিকানা আর ফোন নম্বর বাঁ দিকের একই লাইনে অ্যালাইন করলেন। এতে ডিজাইনে কী হয়?",
     "options": [
       {"id": "a", "label": "A stiff look: centring every line always looks better",
        "label_bn": "আড়ষ্ট একটি চেহারা: প্রতিটি লাইন মাঝখানে রাখলে সবসময় ভালো দেখায়"},
       {"id": "b", "label": "A tidy, connected look that the eye follows easily",
        "label_bn": "গোছানো, একসূত্রে বাঁধা একটি চেহারা, যা চোখ সহজে অনুসরণ করে"},
       {"id": "c", "label": "Nothing: alignment matters only in printed designs",
        "label_bn": "কিছুই না: অ্যালাইনমেন্ট শুধু প্রিন্টের ডিজাইনে দরকার"}],
     "right": ["b"]},
    {"prompt": "Which of the two course apps also works without an internet connection?",
     "prompt_bn": "কোর্সের দুটি অ্যাপের কোনটি ইন্টারনেট ছাড়াও চলে?",
     "options": [
       {"id": "a", "label": "Canva",
        "label_bn": "Canva"},
       {"id": "b", "label": "PixelLab",
        "label_bn": "PixelLab"},
       {"id": "c", "label": "Both of them",
        "label_bn": "দুটোই"},
       {"id": "d", "label": "Neither of them",
        "label_bn": "কোনোটিই না"}],
     "right": ["b"]}
  ]$json$);

-- module 2 of 6: Canva from Zero; after lesson 4
select pg_temp.add_quiz('creative-design', 4,
  'Quiz: Canva from zero', 'কুইজ: শূন্য থেকে Canva',
  $json$[
    {"prompt": "Why choose the right size before you start a design in Canva?",
     "prompt_bn": "Canva-তে ডিজাইন শুরুর আগেই সঠিক সাইজ বেছে নেওয়া কেন জরুরি?",
     "options": [
       {"id": "a", "label": "Because small designs use less mobile data in Canva",
        "label_bn": "কারণ ছোট সাইজের ডিজাইনে Canva-তে কম মোবাইল ডেটা খরচ হয়"},
       {"id": "b", "label": "Because Canva templates come only in 1080 × 1080",
        "label_bn": "কারণ Canva-র টেমপ্লেট শুধু ১০৮০ × ১০৮০ সাইজেই পাওয়া যায়"},
       {"id": "c", "label": "So the layout is planned for the shape it will be posted in, and nothing is cropped later",
        "label_bn": "যাতে যে আকারে পোস্ট হবে সেই আকার ধরেই লেআউট সাজানো হয়, আর পরে কিছু কেটে না যায়"}],
     "right": ["c"]},
    {"prompt": "In the Canva app, which menu puts an element in front of or behind another?",
     "prompt_bn": "Canva অ্যাপে কোনো এলিমেন্টকে আরেকটির সামনে বা পেছনে নিতে কোন মেনু?",
     "options": [
       {"id": "a", "label": "Animate",
        "label_bn": "Animate"},
       {"id": "b", "label": "Effects",
        "label_bn": "Effects"},
       {"id": "c", "label": "Arrange (position and layers)",
        "label_bn": "Arrange (পজিশন ও লেয়ার)"},
       {"id": "d", "label": "Share",
        "label_bn": "Share"}],
     "right": ["c"]},
    {"prompt": "You start from a template for a shop's post. Which TWO steps make it the shop's own, as in the project?",
     "prompt_bn": "একটি দোকানের পোস্টের জন্য টেমপ্লেট থেকে শুরু করলেন। প্রজেক্টে যেমন বলা হয়েছে, কোন দুটি কাজ ডিজাইনটিকে দোকানের নিজের করে তোলে?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "Keep the template's sample photo, because it looks professional",
        "label_bn": "টেমপ্লেটের নমুনা ছবিটিই রেখে দেওয়া, কারণ সেটি প্রফেশনাল দেখায়"},
       {"id": "b", "label": "Replace the colours and fonts with the shop's palette and font pair",
        "label_bn": "কালার আর ফন্টের জায়গায় দোকানের প্যালেট আর ফন্ট জুটি বসানো"},
       {"id": "c", "label": "Change only the shop's name and leave the rest as it is",
        "label_bn": "শুধু দোকানের নাম বদলে বাকি সব আগের মতো রাখা"},
       {"id": "d", "label": "Move or remove elements so the layout fits your message",
        "label_bn": "এলিমেন্ট সরিয়ে বা মুছে লেআউটকে নিজের বার্তার মতো করে নেওয়া"}],
     "right": ["b", "d"]},
    {"prompt": "Your post is mostly text and flat colours. Which format do you download it in to post on Facebook?",
     "prompt_bn": "আপনার পোস্টে বেশিরভাগই লেখা আর এক কালারের অংশ। ফেসবুকে পোস্ট করার জন্য কোন ফরম্যাটে ডাউনলোড করবেন?",
     "options": [
       {"id": "a", "label": "PNG, which keeps text and edges sharp",
        "label_bn": "PNG, যাতে লেখা আর কিনারা ঝকঝকে থাকে"},
       {"id": "b", "label": "JPG at the smallest file size, so it uploads faster",
        "label_bn": "সবচেয়ে ছোট ফাইল সাইজের JPG, যাতে দ্রুত আপলোড হয়"},
       {"id": "c", "label": "PDF Print, Canva's highest quality",
        "label_bn": "PDF Print, Canva-র সবচেয়ে উঁচু মানের ফরম্যাট"},
       {"id": "d", "label": "MP4 video, so it plays in the feed",
        "label_bn": "MP4 ভিডিও, যাতে ফিডে চলতে থাকে"}],
     "right": ["a"]},
    {"prompt": "What does Group do in Canva?",
     "prompt_bn": "Canva-তে Group কী করে?",
     "options": [
       {"id": "a", "label": "Shares the design with a team",
        "label_bn": "ডিজাইনটি একটি টিমের সাথে শেয়ার করে"},
       {"id": "b", "label": "Merges every layer into one flat image for good",
        "label_bn": "সব লেয়ার মিলিয়ে চিরতরে একটি সমতল ছবি বানিয়ে ফেলে"},
       {"id": "c", "label": "Moves the design into a folder in Your projects",
        "label_bn": "ডিজাইনটিকে Your projects-এর একটি ফোল্ডারে সরিয়ে রাখে"},
       {"id": "d", "label": "Joins the selected elements, so they move and resize together",
        "label_bn": "বাছাই করা এলিমেন্টগুলো জুড়ে দেয়, যাতে সেগুলো একসাথে সরে আর একসাথে ছোট-বড় হয়"}],
     "right": ["d"]},
    {"prompt": "Text on top of a photo full of detail is hard to read. Which Canva setting on the photo helps?",
     "prompt_bn": "অনেক খুঁটিনাটিতে ভরা একটি ছবির ওপর লেখা পড়া কঠিন হচ্ছে। Canva-তে ছবির কোন সেটিং এখানে কাজে আসে?",
     "options": [
       {"id": "a", "label": "Flip: turn the photo to face the other way",
        "label_bn": "Flip: ছবিটি উল্টো দিকে ঘুরিয়ে দেওয়া"},
       {"id": "b", "label": "Animate: make the photo move",
        "label_bn": "Animate: ছবিটিকে নড়াচড়া করানো"},
       {"id": "c", "label": "Transparency: make the photo fainter so the text stands out",
        "label_bn": "Transparency: ছবিটি হালকা করে দেওয়া, যাতে লেখা আলাদা করে চোখে পড়ে"},
       {"id": "d", "label": "Duplicate: add a second copy of the photo",
        "label_bn": "Duplicate: ছবিটির আরেকটি কপি যোগ করা"}],
     "right": ["c"]}
  ]$json$);

-- module 3 of 6: PixelLab for Text and Graphics; after lesson 5
select pg_temp.add_quiz('creative-design', 5,
  'Quiz: PixelLab for text and graphics', 'কুইজ: টেক্সট ও গ্রাফিক্সের জন্য PixelLab',
  $json$[
    {"prompt": "What size is a YouTube thumbnail?",
     "prompt_bn": "ইউটিউব থাম্বনেইলের সাইজ কত?",
     "options": [
       {"id": "a", "label": "1080 × 1080",
        "label_bn": "১০৮০ × ১০৮০"},
       {"id": "b", "label": "1080 × 1920",
        "label_bn": "১০৮০ × ১৯২০"},
       {"id": "c", "label": "1280 × 720",
        "label_bn": "১২৮০ × ৭২০"},
       {"id": "d", "label": "1640 × 624",
        "label_bn": "১৬৪০ × ৬২৪"}],
     "right": ["c"]},
    {"prompt": "What does the lesson advise about shadow, stroke and 3D effects on text?",
     "prompt_bn": "লেখায় শ্যাডো, স্ট্রোক আর ৩ডি ইফেক্ট নিয়ে লেসনের পরামর্শ কী?",
     "options": [
       {"id": "a", "label": "Use all three together for the strongest look",
        "label_bn": "সবচেয়ে জোরালো লুকের জন্য তিনটি একসাথে ব্যবহার করা"},
       {"id": "b", "label": "Effects work only on English fonts",
        "label_bn": "ইফেক্ট শুধু ইংরেজি ফন্টে কাজ করে"},
       {"id": "c", "label": "Keep effects off thumbnails altogether",
        "label_bn": "থাম্বনেইলে কোনো ইফেক্টই না দেওয়া"},
       {"id": "d", "label": "One effect at a time is usually enough: heavy effects make text hard to read",
        "label_bn": "সাধারণত একবারে একটি ইফেক্টই যথেষ্ট: বেশি ইফেক্টে লেখা পড়া কঠিন হয়"}],
     "right": ["d"]},
    {"prompt": "What makes good text for a thumbnail?",
     "prompt_bn": "থাম্বনেইলের জন্য ভালো লেখা কোনটি?",
     "options": [
       {"id": "a", "label": "Three to five words that add something to the video's title",
        "label_bn": "তিন থেকে পাঁচ শব্দ, যা ভিডিওর টাইটেলের সাথে নতুন কিছু যোগ করে"},
       {"id": "b", "label": "The video's full title, word for word",
        "label_bn": "ভিডিওর পুরো টাইটেল, হুবহু"},
       {"id": "c", "label": "A short paragraph that explains the whole video",
        "label_bn": "পুরো ভিডিও বুঝিয়ে বলা ছোট একটি অনুচ্ছেদ"},
       {"id": "d", "label": "No text: a photo alone always gets more clicks",
        "label_bn": "কোনো লেখা নয়: শুধু ছবিই সবসময় বেশি ক্লিক পায়"}],
     "right": ["a"]},
    {"prompt": "After removing the background, your cut-out has rough edges. Which TWO fixes help?",
     "prompt_bn": "ব্যাকগ্রাউন্ড রিমুভ করার পর কাট-আউটের কিনারা এবড়োখেবড়ো। কোন দুটি উপায় কাজে আসে?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "Zoom in and clean the edges with the eraser",
        "label_bn": "জুম করে ইরেজার দিয়ে কিনারা পরিষ্কার করা"},
       {"id": "b", "label": "Export it smaller, under 300 pixels wide",
        "label_bn": "৩০০ পিক্সেলের কম চওড়া করে ছোট সাইজে এক্সপোর্ট করা"},
       {"id": "c", "label": "Put 3D text on top to pull the eye away",
        "label_bn": "চোখ সরাতে ওপরে ৩ডি টেক্সট বসানো"},
       {"id": "d", "label": "Add a white outline around the cut-out",
        "label_bn": "কাট-আউটের চারপাশে একটি সাদা আউটলাইন দেওয়া"}],
     "right": ["a", "d"]},
    {"prompt": "Why zoom out and look at your thumbnail small before you export it?",
     "prompt_bn": "এক্সপোর্টের আগে থাম্বনেইলটি জুম আউট করে ছোট অবস্থায় দেখে নেওয়া কেন দরকার?",
     "options": [
       {"id": "a", "label": "A small preview exports faster",
        "label_bn": "ছোট প্রিভিউ দ্রুত এক্সপোর্ট হয়"},
       {"id": "b", "label": "The YouTube app shows it small, so the text must still be readable at that size",
        "label_bn": "ইউটিউব অ্যাপে থাম্বনেইল ছোট দেখায়, তাই সেই সাইজেও লেখা পড়া যেতে হবে"},
       {"id": "c", "label": "YouTube refuses thumbnails with big text",
        "label_bn": "বড় লেখাওয়ালা থাম্বনেইল ইউটিউব নেয় না"},
       {"id": "d", "label": "To check that the file name is right",
        "label_bn": "ফাইলের নাম ঠিক আছে কি না দেখতে"}],
     "right": ["b"]},
    {"prompt": "You place a product photo on a new scene, but it seems to float. What makes it look as if it sits there?",
     "prompt_bn": "একটি পণ্যের ছবি নতুন দৃশ্যে বসালেন, কিন্তু মনে হচ্ছে ভেসে আছে। কী দিলে মনে হবে পণ্যটি সত্যিই সেখানে রাখা?",
     "options": [
       {"id": "a", "label": "A soft shadow under it, matching the direction of the light",
        "label_bn": "নিচে হালকা একটি শ্যাডো, আলোর দিকের সাথে মিলিয়ে"},
       {"id": "b", "label": "Brighter, more saturated colours",
        "label_bn": "আরও উজ্জ্বল, গাঢ় কালার"},
       {"id": "c", "label": "A thick stroke around the product",
        "label_bn": "পণ্যের চারপাশে মোটা একটি স্ট্রোক"},
       {"id": "d", "label": "A bigger price in a bolder font",
        "label_bn": "আরও মোটা ফন্টে আরও বড় করে দাম"}],
     "right": ["a"]},
    {"prompt": "You export your SALE text to place on other designs later. Which format keeps its background transparent?",
     "prompt_bn": "SALE লেখাটি পরে অন্য ডিজাইনে বসানোর জন্য এক্সপোর্ট করছেন। কোন ফরম্যাটে তার ব্যাকগ্রাউন্ড স্বচ্ছ থাকে?",
     "options": [
       {"id": "a", "label": "PNG",
        "label_bn": "PNG"},
       {"id": "b", "label": "JPG",
        "label_bn": "JPG"},
       {"id": "c", "label": "MP4",
        "label_bn": "MP4"}],
     "right": ["a"]}
  ]$json$);

-- module 4 of 6: Social Media Post Design; after lesson 6
select pg_temp.add_quiz('creative-design', 6,
  'Quiz: Social media post design', 'কুইজ: সোশ্যাল মিডিয়া পোস্ট ডিজাইন',
  $json$[
    {"prompt": "What size is an Instagram portrait post?",
     "prompt_bn": "ইনস্টাগ্রাম পোর্ট্রেট পোস্টের সাইজ কত?",
     "options": [
       {"id": "a", "label": "1080 × 1920",
        "label_bn": "১০৮০ × ১৯২০"},
       {"id": "b", "label": "1080 × 1080",
        "label_bn": "১০৮০ × ১০৮০"},
       {"id": "c", "label": "1640 × 624",
        "label_bn": "১৬৪০ × ৬২৪"},
       {"id": "d", "label": "1080 × 1350",
        "label_bn": "১০৮০ × ১৩৫০"}],
     "right": ["d"]},
    {"prompt": "Which TWO are made at 1080 × 1920 (9:16)?",
     "prompt_bn": "কোন দুটি ১০৮০ × ১৯২০ (৯:১৬) সাইজে বানানো হয়?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "A Facebook page cover",
        "label_bn": "ফেসবুক পেজ কভার"},
       {"id": "b", "label": "A Facebook or Instagram story",
        "label_bn": "ফেসবুক বা ইনস্টাগ্রামের স্টোরি"},
       {"id": "c", "label": "A reel cover",
        "label_bn": "রিল কভার"},
       {"id": "d", "label": "A YouTube thumbnail",
        "label_bn": "ইউটিউব থাম্বনেইল"}],
     "right": ["b", "c"]},
    {"prompt": "On a story, which area do you keep free of text and logos?",
     "prompt_bn": "স্টোরিতে কোন জায়গায় লেখা বা লোগো রাখবেন না?",
     "options": [
       {"id": "a", "label": "The left and right 250 pixels, which the phone's edges cut off",
        "label_bn": "বাঁ আর ডান পাশের ২৫০ পিক্সেল, যা ফোনের কিনারায় কেটে যায়"},
       {"id": "b", "label": "The top and bottom 250 pixels, which the profile name and the reply box cover",
        "label_bn": "ওপরের আর নিচের ২৫০ পিক্সেল, যা প্রোফাইলের নাম আর রিপ্লাই বক্স ঢেকে দেয়"},
       {"id": "c", "label": "The centre, which the play button covers",
        "label_bn": "মাঝখানটা, যা প্লে বাটন ঢেকে দেয়"},
       {"id": "d", "label": "None: a story always shows the whole image",
        "label_bn": "কোথাও না: স্টোরিতে সবসময় পুরো ছবিই দেখা যায়"}],
     "right": ["b"]},
    {"prompt": "You want your 1080 × 1080 offer post as a story too. What do you do?",
     "prompt_bn": "১০৮০ × ১০৮০ সাইজের অফার পোস্টটি স্টোরিতেও দিতে চান। কী করবেন?",
     "options": [
       {"id": "a", "label": "Stretch it until it fills the story",
        "label_bn": "টেনে লম্বা করা, যতক্ষণ না পুরো স্টোরি ভরে যায়"},
       {"id": "b", "label": "Post it as it is: a square fills a story screen just the same",
        "label_bn": "যেমন আছে তেমনই পোস্ট করা: বর্গাকার ছবিও স্টোরির পুরো স্ক্রিন ভরে দেয়"},
       {"id": "c", "label": "Resize it to 1080 × 1920 and rearrange the elements for the tall shape",
        "label_bn": "১০৮০ × ১৯২০ সাইজে রিসাইজ করে লম্বা আকারের জন্য এলিমেন্টগুলো নতুন করে সাজানো"}],
     "right": ["c"]},
    {"prompt": "Which TWO belong in a carousel post that tells a story?",
     "prompt_bn": "গল্প বলে এমন ক্যারোসেল পোস্টে কোন দুটি থাকা উচিত?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "All the information on the first slide, in case people stop there",
        "label_bn": "সব তথ্য প্রথম স্লাইডেই, যদি কেউ সেখানেই থেমে যান"},
       {"id": "b", "label": "A new palette on every slide, so each one feels fresh",
        "label_bn": "প্রতি স্লাইডে নতুন প্যালেট, যাতে প্রতিটি নতুন লাগে"},
       {"id": "c", "label": "A hook on the first slide",
        "label_bn": "প্রথম স্লাইডে একটি হুক"},
       {"id": "d", "label": "One idea per slide, and a call to action on the last",
        "label_bn": "প্রতি স্লাইডে একটি কথা, আর শেষ স্লাইডে কল টু অ্যাকশন"}],
     "right": ["c", "d"]},
    {"prompt": "You plan eight posts for a shop's page for one month. Which plan is best?",
     "prompt_bn": "একটি দোকানের পেজের জন্য এক মাসে আটটি পোস্টের প্ল্যান করছেন। কোন প্ল্যানটি সবচেয়ে ভালো?",
     "options": [
       {"id": "a", "label": "Eight offer posts, since offers sell",
        "label_bn": "আটটাই অফার পোস্ট, কারণ অফারেই বিক্রি হয়"},
       {"id": "b", "label": "All eight posts on the first day of the month",
        "label_bn": "মাসের প্রথম দিনেই আটটি পোস্ট"},
       {"id": "c", "label": "No plan: post whatever comes to mind on the day",
        "label_bn": "কোনো প্ল্যান নয়: যেদিন যা মনে আসে, তা-ই পোস্ট"},
       {"id": "d", "label": "A mix of offers, tips, announcements and behind-the-scenes posts",
        "label_bn": "অফার, টিপস, ঘোষণা আর দোকানের ভেতরের গল্প, সব ধরনের মিশেল"}],
     "right": ["d"]},
    {"prompt": "In an offer post, what should people take in first?",
     "prompt_bn": "অফার পোস্টে মানুষের চোখে সবার আগে কী পড়া উচিত?",
     "options": [
       {"id": "a", "label": "The shop's full address",
        "label_bn": "দোকানের পুরো ঠিকানা"},
       {"id": "b", "label": "The offer itself, with the price or the discount",
        "label_bn": "অফারটি নিজেই, দাম বা ছাড়সহ"},
       {"id": "c", "label": "The designer's name",
        "label_bn": "ডিজাইনারের নাম"},
       {"id": "d", "label": "The terms and conditions",
        "label_bn": "শর্তাবলি"}],
     "right": ["b"]}
  ]$json$);

-- module 5 of 6: Logo and Brand Identity; after lesson 7
select pg_temp.add_quiz('creative-design', 7,
  'Quiz: Logo and brand identity', 'কুইজ: লোগো ও ব্র্যান্ড আইডেন্টিটি',
  $json$[
    {"prompt": "Which TWO tests should a good logo pass?",
     "prompt_bn": "একটি ভালো লোগোকে কোন দুটি পরীক্ষায় পাস করতে হয়?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "It can still be read at the size of a profile picture",
        "label_bn": "প্রোফাইল ছবির সাইজেও পড়া যায়"},
       {"id": "b", "label": "It works in one colour, such as black on white",
        "label_bn": "এক কালারেও কাজ করে, যেমন সাদার ওপর কালো"},
       {"id": "c", "label": "It looks right only with its gradient and shadow",
        "label_bn": "শুধু গ্রেডিয়েন্ট আর শ্যাডোসহই ঠিক দেখায়"},
       {"id": "d", "label": "It uses at least three fonts to look rich",
        "label_bn": "জমকালো দেখাতে অন্তত তিনটি ফন্ট ব্যবহার করে"}],
     "right": ["a", "b"]},
    {"prompt": "What is a wordmark?",
     "prompt_bn": "ওয়ার্ডমার্ক কী?",
     "options": [
       {"id": "a", "label": "A logo made of the business's name set in a chosen font",
        "label_bn": "বাছাই করা ফন্টে ব্যবসার নাম লিখে বানানো লোগো"},
       {"id": "b", "label": "A logo that is only a picture or a symbol",
        "label_bn": "শুধু ছবি বা প্রতীক দিয়ে তৈরি লোগো"},
       {"id": "c", "label": "The slogan written under a logo",
        "label_bn": "লোগোর নিচে লেখা স্লোগান"},
       {"id": "d", "label": "A watermark placed over photos",
        "label_bn": "ছবির ওপর বসানো ওয়াটারমার্ক"}],
     "right": ["a"]},
    {"prompt": "After asking the client your questions, what do you do before opening Canva?",
     "prompt_bn": "ক্লায়েন্টকে প্রশ্নগুলো করার পর, Canva খোলার আগে কী করবেন?",
     "options": [
       {"id": "a", "label": "Pick the most popular logo template",
        "label_bn": "সবচেয়ে জনপ্রিয় লোগো টেমপ্লেটটি বেছে নেওয়া"},
       {"id": "b", "label": "Choose a gradient for the logo",
        "label_bn": "লোগোর জন্য একটি গ্রেডিয়েন্ট ঠিক করা"},
       {"id": "c", "label": "Sketch several ideas on paper",
        "label_bn": "কাগজে কয়েকটি আইডিয়ার স্কেচ করা"},
       {"id": "d", "label": "Print a business card to test it",
        "label_bn": "যাচাই করতে একটি বিজনেস কার্ড প্রিন্ট করা"}],
     "right": ["c"]},
    {"prompt": "What should you avoid in a logo that must work at small sizes?",
     "prompt_bn": "ছোট সাইজেও কাজ করতে হবে এমন লোগোতে কী এড়িয়ে চলবেন?",
     "options": [
       {"id": "a", "label": "Simple, bold shapes",
        "label_bn": "সহজ, মোটা শেপ"},
       {"id": "b", "label": "One or two fonts",
        "label_bn": "এক বা দুটি ফন্ট"},
       {"id": "c", "label": "Strong contrast",
        "label_bn": "জোরালো কনট্রাস্ট"},
       {"id": "d", "label": "Thin lines and tiny details",
        "label_bn": "সরু লাইন আর খুব ছোট ডিটেইল"}],
     "right": ["d"]},
    {"prompt": "Why make a second, small version of the logo, such as an icon or the initials?",
     "prompt_bn": "লোগোর ছোট একটি দ্বিতীয় ভার্সন (আইকন বা নামের আদ্যক্ষর) কেন বানাবেন?",
     "options": [
       {"id": "a", "label": "For tight spaces such as a profile picture",
        "label_bn": "প্রোফাইল ছবির মতো ছোট জায়গার জন্য"},
       {"id": "b", "label": "So the client pays for two logos",
        "label_bn": "যাতে ক্লায়েন্ট দুটি লোগোর দাম দেন"},
       {"id": "c", "label": "Because Canva cannot export a large logo",
        "label_bn": "কারণ Canva বড় লোগো এক্সপোর্ট করতে পারে না"},
       {"id": "d", "label": "For printing on large banners",
        "label_bn": "বড় ব্যানারে প্রিন্টের জন্য"}],
     "right": ["a"]},
    {"prompt": "Which TWO belong on a brand board?",
     "prompt_bn": "ব্র্যান্ড বোর্ডে কোন দুটি থাকে?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "The brand colours with their hex codes",
        "label_bn": "hex কোডসহ ব্র্যান্ড কালার"},
       {"id": "b", "label": "The price you charged for the logo",
        "label_bn": "লোগোর জন্য আপনি কত টাকা নিলেন"},
       {"id": "c", "label": "The names of the headline and body fonts",
        "label_bn": "হেডলাইন ও বডির ফন্টের নাম"},
       {"id": "d", "label": "Every sketch that was turned down",
        "label_bn": "বাদ পড়া সব স্কেচ"}],
     "right": ["a", "c"]},
    {"prompt": "Why keep important text at least 5 mm inside the edges of a business card or flyer?",
     "prompt_bn": "বিজনেস কার্ড বা ফ্লায়ারে জরুরি লেখা কিনারা থেকে অন্তত ৫ মিমি ভেতরে কেন রাখবেন?",
     "options": [
       {"id": "a", "label": "So nothing is cut off when the printer trims the paper",
        "label_bn": "যাতে প্রেসে কাগজ কাটার সময় কিছু কেটে না যায়"},
       {"id": "b", "label": "To save ink",
        "label_bn": "কালি বাঁচাতে"},
       {"id": "c", "label": "Because Canva does not let text sit near the edge",
        "label_bn": "কারণ Canva কিনারার কাছে লেখা বসাতে দেয় না"}],
     "right": ["a"]}
  ]$json$);

-- module 6 of 6: Portfolio and Freelancing; after lesson 8
select pg_temp.add_quiz('creative-design', 8,
  'Quiz: Portfolio and freelancing', 'কুইজ: পোর্টফোলিও ও ফ্রিল্যান্সিং',
  $json$[
    {"prompt": "Why show six strong designs rather than twenty average ones?",
     "prompt_bn": "বিশটি মাঝারি ডিজাইনের বদলে ছয়টি জোরালো ডিজাইন দেখানো কেন ভালো?",
     "options": [
       {"id": "a", "label": "Behance allows only six images in a project",
        "label_bn": "Behance-এ একটি প্রজেক্টে ছয়টির বেশি ছবি দেওয়া যায় না"},
       {"id": "b", "label": "A client judges you by the weakest piece they see",
        "label_bn": "ক্লায়েন্ট আপনাকে বিচার করেন সবচেয়ে দুর্বল যে কাজটি দেখেন, তা দিয়ে"},
       {"id": "c", "label": "Clients have no time to look at more than six",
        "label_bn": "ছয়টির বেশি দেখার সময় ক্লায়েন্টদের থাকে না"}],
     "right": ["b"]},
    {"prompt": "What do you write under each design in your Behance project?",
     "prompt_bn": "Behance প্রজেক্টে প্রতিটি ডিজাইনের নিচে কী লিখবেন?",
     "options": [
       {"id": "a", "label": "Which app and which version you used",
        "label_bn": "কোন অ্যাপের কোন ভার্সন ব্যবহার করেছেন"},
       {"id": "b", "label": "Nothing: a design speaks for itself",
        "label_bn": "কিছুই না: ডিজাইন নিজেই নিজের কথা বলে"},
       {"id": "c", "label": "Who it was for and what it had to do",
        "label_bn": "কার জন্য বানানো, আর এর কাজ কী ছিল"},
       {"id": "d", "label": "Your full price list",
        "label_bn": "আপনার পুরো দামের তালিকা"}],
     "right": ["c"]},
    {"prompt": "How do you check that anyone can see your published Behance project?",
     "prompt_bn": "পাবলিশ করা Behance প্রজেক্টটি যে কেউ দেখতে পাচ্ছেন কি না, কীভাবে যাচাই করবেন?",
     "options": [
       {"id": "a", "label": "Open its link in a private tab on your phone",
        "label_bn": "মোবাইলে একটি প্রাইভেট ট্যাবে তার লিংক খুলে"},
       {"id": "b", "label": "Look at it in the Behance app while you are logged in",
        "label_bn": "লগইন করা অবস্থায় Behance অ্যাপে দেখে"},
       {"id": "c", "label": "Count its likes after a day",
        "label_bn": "এক দিন পর কয়টা লাইক পড়ল, তা গুনে"}],
     "right": ["a"]},
    {"prompt": "Which TWO help clients find and trust you on your Facebook page?",
     "prompt_bn": "ফেসবুক পেজে ক্লায়েন্টরা যাতে আপনাকে খুঁজে পান আর ভরসা করেন, তার জন্য কোন দুটি কাজ সাহায্য করে?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "Post every practice design you have ever made",
        "label_bn": "এ পর্যন্ত করা সব প্র্যাকটিস ডিজাইন পোস্ট করা"},
       {"id": "b", "label": "Pin a post with an album of your six best designs",
        "label_bn": "সেরা ছয়টি ডিজাইনের অ্যালবামসহ একটি পোস্ট পিন করা"},
       {"id": "c", "label": "Keep your phone number and email off the page",
        "label_bn": "পেজে ফোন নম্বর আর ইমেইল না রাখা"},
       {"id": "d", "label": "Reply to every message within a day",
        "label_bn": "প্রতিটি মেসেজের উত্তর এক দিনের মধ্যে দেওয়া"}],
     "right": ["b", "d"]},
    {"prompt": "A client keeps asking for \"one more small change\". What prevents endless revisions?",
     "prompt_bn": "একজন ক্লায়েন্ট বারবার \"আরেকটা ছোট পরিবর্তন\" চাইছেন। অফুরন্ত রিভিশন কীভাবে এড়াবেন?",
     "options": [
       {"id": "a", "label": "Refuse all feedback after the first draft",
        "label_bn": "প্রথম ড্রাফটের পর কোনো ফিডব্যাক না নেওয়া"},
       {"id": "b", "label": "Agree before you start how many rounds of revisions the price includes",
        "label_bn": "কাজ শুরুর আগেই ঠিক করে নেওয়া, দামের মধ্যে কয় দফা রিভিশন থাকবে"},
       {"id": "c", "label": "Stop replying until the client gives up",
        "label_bn": "ক্লায়েন্ট হাল না ছাড়া পর্যন্ত উত্তর না দেওয়া"},
       {"id": "d", "label": "Start a new design from scratch after every comment",
        "label_bn": "প্রতিটি মন্তব্যের পর শূন্য থেকে নতুন ডিজাইন শুরু করা"}],
     "right": ["b"]},
    {"prompt": "How do you price your first design job?",
     "prompt_bn": "প্রথম ডিজাইনের কাজের দাম কীভাবে ঠিক করবেন?",
     "options": [
       {"id": "a", "label": "Ask for the highest price you can find online",
        "label_bn": "অনলাইনে খুঁজে পাওয়া সবচেয়ে বেশি দামটাই চাওয়া"},
       {"id": "b", "label": "Work for free until a client offers to pay",
        "label_bn": "কোনো ক্লায়েন্ট নিজে থেকে টাকা দিতে না চাওয়া পর্যন্ত বিনা পয়সায় কাজ করা"},
       {"id": "c", "label": "Find out what the job includes (how many designs, which sizes, how many revisions, the deadline), then price the whole job",
        "label_bn": "কাজে কী কী আছে জেনে নেওয়া (কয়টি ডিজাইন, কোন সাইজ, কয় দফা রিভিশন, কবে লাগবে), তারপর পুরো কাজের দাম বলা"},
       {"id": "d", "label": "Set the price after delivery, depending on the client's mood",
        "label_bn": "কাজ দেওয়ার পর ক্লায়েন্টের মেজাজ বুঝে দাম ঠিক করা"}],
     "right": ["c"]}
  ]$json$);


-- ---------------------------------------------------------------- web-development
-- Seven modules, lessons 1 to 9 and the live class at 10. React Basics has no lesson in the plan,
-- so its quiz follows lesson 7 with the JavaScript one.

-- module 1 of 7: How the Web Works; after lesson 3
select pg_temp.add_quiz('web-development', 3,
  'Quiz: How the web works', 'কুইজ: ওয়েব কীভাবে কাজ করে',
  $json$[
    {"prompt": "What does DNS do?",
     "prompt_bn": "DNS কী কাজ করে?",
     "options": [
       {"id": "a", "label": "Turns a domain name into the IP address of a server, like a phone book",
        "label_bn": "ফোনবুকের মতো, ডোমেইন নামকে একটি সার্ভারের IP অ্যাড্রেসে বদলে দেয়"},
       {"id": "b", "label": "Keeps your website's files online",
        "label_bn": "আপনার ওয়েবসাইটের ফাইলগুলো অনলাইনে রাখে"},
       {"id": "c", "label": "Draws the page on your screen",
        "label_bn": "স্ক্রিনে পেজটি এঁকে দেখায়"},
       {"id": "d", "label": "Checks your HTML for mistakes",
        "label_bn": "আপনার HTML-এ ভুল আছে কি না দেখে"}],
     "right": ["a"]},
    {"prompt": "Which of a page's three kinds of file decides its colours?",
     "prompt_bn": "পেজের তিন ধরনের ফাইলের কোনটি তার কালার ঠিক করে?",
     "options": [
       {"id": "a", "label": "HTML",
        "label_bn": "HTML"},
       {"id": "b", "label": "CSS",
        "label_bn": "CSS"},
       {"id": "c", "label": "JavaScript",
        "label_bn": "JavaScript"}],
     "right": ["b"]},
    {"prompt": "What is the difference between a domain and hosting?",
     "prompt_bn": "ডোমেইন আর হোস্টিংয়ের পার্থক্য কী?",
     "options": [
       {"id": "a", "label": "The domain is the computer; hosting is the name",
        "label_bn": "ডোমেইন হলো কম্পিউটার; হোস্টিং হলো নাম"},
       {"id": "b", "label": "The domain is the name (yourname.com); hosting is the computer that keeps your files online",
        "label_bn": "ডোমেইন হলো নাম (yourname.com); হোস্টিং হলো সেই কম্পিউটার, যা আপনার ফাইলগুলো অনলাইনে রাখে"},
       {"id": "c", "label": "They are two words for the same thing",
        "label_bn": "দুটো একই জিনিসের দুই নাম"},
       {"id": "d", "label": "A domain is free for ever; hosting always has to be paid for",
        "label_bn": "ডোমেইন চিরকাল ফ্রি; হোস্টিংয়ের জন্য সবসময় টাকা দিতে হয়"}],
     "right": ["b"]},
    {"prompt": "Which TWO lines in your first page's head matter for Bangla text and for phones?",
     "prompt_bn": "প্রথম পেজের head অংশের কোন দুটি লাইন বাংলা লেখা আর মোবাইলের জন্য জরুরি?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "<meta charset=\"utf-8\">, so Bangla letters show correctly",
        "label_bn": "<meta charset=\"utf-8\">, যাতে বাংলা অক্ষর ঠিকভাবে দেখায়"},
       {"id": "b", "label": "<title>, so the page loads faster on mobile data",
        "label_bn": "<title>, যাতে মোবাইল ডেটায় পেজ দ্রুত লোড হয়"},
       {"id": "c", "label": "<style>, so the text is bigger on small screens",
        "label_bn": "<style>, যাতে ছোট স্ক্রিনে লেখা বড় দেখায়"},
       {"id": "d", "label": "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">, so the page fits a phone's width",
        "label_bn": "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">, যাতে পেজটি মোবাইলের প্রস্থে মানিয়ে যায়"}],
     "right": ["a", "d"]},
    {"prompt": "What does the Live Server extension in VS Code do?",
     "prompt_bn": "VS Code-এর Live Server এক্সটেনশন কী করে?",
     "options": [
       {"id": "a", "label": "Puts your site on the internet for everyone",
        "label_bn": "আপনার সাইট সবার জন্য ইন্টারনেটে তুলে দেয়"},
       {"id": "b", "label": "Formats your code neatly",
        "label_bn": "আপনার কোড সুন্দর করে সাজিয়ে দেয়"},
       {"id": "c", "label": "Buys a domain for your page",
        "label_bn": "আপনার পেজের জন্য একটি ডোমেইন কিনে দেয়"},
       {"id": "d", "label": "Opens your page in the browser and reloads it each time you save",
        "label_bn": "আপনার পেজ ব্রাউজারে খোলে, আর প্রতিবার সেভ করলে নিজে থেকে রিলোড করে"}],
     "right": ["d"]},
    {"prompt": "In the browser's DevTools, which panel shows the page's HTML, where you can find your heading?",
     "prompt_bn": "ব্রাউজারের DevTools-এ কোন প্যানেলে পেজের HTML দেখে আপনার হেডিংটি খুঁজে পাবেন?",
     "options": [
       {"id": "a", "label": "Console",
        "label_bn": "Console"},
       {"id": "b", "label": "Network",
        "label_bn": "Network"},
       {"id": "c", "label": "Elements",
        "label_bn": "Elements"},
       {"id": "d", "label": "Application",
        "label_bn": "Application"}],
     "right": ["c"]},
    {"prompt": "What do you name your page's file so that it opens as the site's home page?",
     "prompt_bn": "সাইটের হোম পেজ হিসেবে খোলার জন্য পেজের ফাইলের নাম কী রাখবেন?",
     "options": [
       {"id": "a", "label": "index.html",
        "label_bn": "index.html"},
       {"id": "b", "label": "home.html",
        "label_bn": "home.html"},
       {"id": "c", "label": "main.html",
        "label_bn": "main.html"},
       {"id": "d", "label": "page1.html",
        "label_bn": "page1.html"}],
     "right": ["a"]}
  ]$json$);

-- module 2 of 7: HTML Foundations; after lesson 4
select pg_temp.add_quiz('web-development', 4,
  'Quiz: HTML foundations', 'কুইজ: HTML-এর ভিত্তি',
  $json$[
    {"prompt": "Which HTML element is a page's main landmark, the one that holds its main content?",
     "prompt_bn": "কোন HTML এলিমেন্ট পেজের প্রধান ল্যান্ডমার্ক, যার ভেতরে থাকে পেজের মূল কনটেন্ট?",
     "options": [
       {"id": "a", "label": "<div id=\"main\">",
        "label_bn": "<div id=\"main\">"},
       {"id": "b", "label": "<section>",
        "label_bn": "<section>"},
       {"id": "c", "label": "<body>",
        "label_bn": "<body>"},
       {"id": "d", "label": "<main>",
        "label_bn": "<main>"}],
     "right": ["d"]},
    {"prompt": "How many h1 headings should a page have?",
     "prompt_bn": "একটি পেজে কয়টি h1 হেডিং থাকা উচিত?",
     "options": [
       {"id": "a", "label": "One in every section",
        "label_bn": "প্রতিটি সেকশনে একটি"},
       {"id": "b", "label": "One, with the other headings in order below it",
        "label_bn": "একটি, আর বাকি হেডিংগুলো তার নিচে ক্রম অনুযায়ী"},
       {"id": "c", "label": "As many as you like: they are only big text",
        "label_bn": "যত খুশি: এগুলো তো শুধু বড় লেখা"},
       {"id": "d", "label": "None: use bold text instead",
        "label_bn": "একটিও না: তার বদলে বোল্ড লেখা"}],
     "right": ["b"]},
    {"prompt": "An image is only decoration, a flowery border. What alt should it have?",
     "prompt_bn": "একটি ছবি শুধুই সাজসজ্জার, যেমন ফুলের নকশার একটি বর্ডার। তার alt কী হবে?",
     "options": [
       {"id": "a", "label": "An empty alt: alt=\"\"",
        "label_bn": "ফাঁকা alt: alt=\"\""},
       {"id": "b", "label": "alt=\"image\"",
        "label_bn": "alt=\"image\""},
       {"id": "c", "label": "No alt attribute at all",
        "label_bn": "কোনো alt অ্যাট্রিবিউটই না"},
       {"id": "d", "label": "alt=\"flower border decoration design\"",
        "label_bn": "alt=\"flower border decoration design\""}],
     "right": ["a"]},
    {"prompt": "Which alt text is best for a photo of a cake on a bakery's page?",
     "prompt_bn": "বেকারির পেজে একটি কেকের ছবির জন্য কোন alt টেক্সট সবচেয়ে ভালো?",
     "options": [
       {"id": "a", "label": "alt=\"IMG_2041.jpg\"",
        "label_bn": "alt=\"IMG_2041.jpg\""},
       {"id": "b", "label": "alt=\"cake cake best cake buy now\"",
        "label_bn": "alt=\"কেক কেক সেরা কেক এখনই কিনুন\""},
       {"id": "c", "label": "alt=\"photo\"",
        "label_bn": "alt=\"ছবি\""},
       {"id": "d", "label": "alt=\"Chocolate cake with strawberries on top\"",
        "label_bn": "alt=\"ওপরে স্ট্রবেরি দেওয়া চকলেট কেক\""}],
     "right": ["d"]},
    {"prompt": "Which TWO make an order form easier for everyone to use?",
     "prompt_bn": "কোন দুটি কাজ অর্ডার ফর্মকে সবার জন্য ব্যবহার করা সহজ করে?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "Placeholder text instead of labels, to save space",
        "label_bn": "জায়গা বাঁচাতে label-এর বদলে শুধু placeholder লেখা"},
       {"id": "b", "label": "A label for every field",
        "label_bn": "প্রতিটি ফিল্ডে একটি label"},
       {"id": "c", "label": "type=\"tel\" on the phone field, so phones show a number keypad",
        "label_bn": "ফোনের ফিল্ডে type=\"tel\", যাতে মোবাইলে নম্বরের কিবোর্ড আসে"},
       {"id": "d", "label": "A div that reacts to clicks instead of a submit button",
        "label_bn": "submit বাটনের বদলে ক্লিকে সাড়া দেয় এমন একটি div"}],
     "right": ["b", "c"]},
    {"prompt": "Which TWO follow the rule \"buttons for actions, links for navigation\"?",
     "prompt_bn": "\"কাজের জন্য বাটন, অন্য পেজে যেতে লিংক\", এই নিয়ম মেনে চলে কোন দুটি?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "A <div> with a click handler to send the order form",
        "label_bn": "অর্ডার ফর্ম পাঠাতে ক্লিক হ্যান্ডলারসহ একটি <div>"},
       {"id": "b", "label": "A <span> styled like a link to go to the menu page",
        "label_bn": "মেনু পেজে যেতে লিংকের মতো করে সাজানো একটি <span>"},
       {"id": "c", "label": "<a href=\"/contact\"> to go to the contact page",
        "label_bn": "যোগাযোগের পেজে যেতে <a href=\"/contact\">"},
       {"id": "d", "label": "<button> to add a cake to the order",
        "label_bn": "অর্ডারে একটি কেক যোগ করতে <button>"}],
     "right": ["c", "d"]},
    {"prompt": "Which element is a header cell in a price table?",
     "prompt_bn": "দামের টেবিলে হেডারের ঘর কোন এলিমেন্ট?",
     "options": [
       {"id": "a", "label": "<tr>",
        "label_bn": "<tr>"},
       {"id": "b", "label": "<td>",
        "label_bn": "<td>"},
       {"id": "c", "label": "<th>",
        "label_bn": "<th>"},
       {"id": "d", "label": "<caption>",
        "label_bn": "<caption>"}],
     "right": ["c"]}
  ]$json$);

-- module 3 of 7: CSS and Responsive Design; after lesson 6
select pg_temp.add_quiz('web-development', 6,
  'Quiz: CSS and responsive design', 'কুইজ: CSS ও রেসপনসিভ ডিজাইন',
  $json$[
    {"prompt": "In the box model, what sits between the content and the border?",
     "prompt_bn": "বক্স মডেলে কনটেন্ট আর বর্ডারের মাঝখানে কী থাকে?",
     "options": [
       {"id": "a", "label": "margin",
        "label_bn": "margin"},
       {"id": "b", "label": "padding",
        "label_bn": "padding"},
       {"id": "c", "label": "gap",
        "label_bn": "gap"},
       {"id": "d", "label": "outline",
        "label_bn": "outline"}],
     "right": ["b"]},
    {"prompt": "What does box-sizing: border-box change?",
     "prompt_bn": "box-sizing: border-box কী বদলায়?",
     "options": [
       {"id": "a", "label": "It draws a border around every box",
        "label_bn": "প্রতিটি বক্সের চারপাশে বর্ডার এঁকে দেয়"},
       {"id": "b", "label": "The width you set includes the padding and the border, so padding no longer makes the box wider",
        "label_bn": "আপনার দেওয়া width-এর মধ্যেই padding আর border ধরা হয়, তাই padding দিলে বক্স আর চওড়া হয় না"},
       {"id": "c", "label": "It removes the margins between boxes",
        "label_bn": "বক্সগুলোর মাঝের margin সরিয়ে দেয়"},
       {"id": "d", "label": "It turns the box into a flex container",
        "label_bn": "বক্সটিকে একটি flex কন্টেইনারে বদলে দেয়"}],
     "right": ["b"]},
    {"prompt": "When do you reach for Grid rather than Flexbox?",
     "prompt_bn": "কখন Flexbox-এর বদলে Grid ব্যবহার করবেন?",
     "options": [
       {"id": "a", "label": "For a single row of buttons",
        "label_bn": "এক সারির কয়েকটি বাটনের জন্য"},
       {"id": "b", "label": "Only for styling text",
        "label_bn": "শুধু লেখা সাজানোর জন্য"},
       {"id": "c", "label": "Never: Flexbox has replaced Grid",
        "label_bn": "কখনো না: Flexbox এসে Grid-এর জায়গা নিয়েছে"},
       {"id": "d", "label": "For a layout in two dimensions: rows and columns together",
        "label_bn": "দুই দিকের লেআউটে: সারি আর কলাম একসাথে"}],
     "right": ["d"]},
    {"prompt": "What does grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)) do?",
     "prompt_bn": "grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)) কী করে?",
     "options": [
       {"id": "a", "label": "Always makes 16 columns",
        "label_bn": "সবসময় ১৬টি কলাম বানায়"},
       {"id": "b", "label": "Hides the columns that do not fit on a phone",
        "label_bn": "মোবাইলে যে কলামগুলো জায়গা পায় না, সেগুলো লুকিয়ে ফেলে"},
       {"id": "c", "label": "Fits as many columns at least 16rem wide as there is room for, so the cards drop to one column on a phone",
        "label_bn": "যতগুলোর জায়গা হয়, অন্তত 16rem চওড়া ততগুলো কলাম বসায়, ফলে মোবাইলে কার্ডগুলো এক কলামে নেমে আসে"},
       {"id": "d", "label": "Sets the text in each card to 16rem",
        "label_bn": "প্রতিটি কার্ডের লেখা 16rem করে দেয়"}],
     "right": ["c"]},
    {"prompt": "What does mobile-first mean in your CSS?",
     "prompt_bn": "CSS-এ মোবাইল-ফার্স্ট মানে কী?",
     "options": [
       {"id": "a", "label": "The base styles are for phones, and min-width media queries add the layout for wider screens",
        "label_bn": "মূল স্টাইল মোবাইলের জন্য, আর চওড়া স্ক্রিনের লেআউট যোগ হয় min-width মিডিয়া কোয়েরি দিয়ে"},
       {"id": "b", "label": "Build the desktop design, then shrink it with max-width media queries",
        "label_bn": "আগে ডেস্কটপের ডিজাইন বানিয়ে, তারপর max-width মিডিয়া কোয়েরি দিয়ে ছোট করা"},
       {"id": "c", "label": "Make a separate website for phones",
        "label_bn": "মোবাইলের জন্য আলাদা একটি ওয়েবসাইট বানানো"},
       {"id": "d", "label": "Test on phones only, never on a laptop",
        "label_bn": "শুধু মোবাইলে পরীক্ষা করা, ল্যাপটপে কখনো না"}],
     "right": ["a"]},
    {"prompt": "Which TWO are rules from the mobile-first lesson?",
     "prompt_bn": "মোবাইল-ফার্স্ট লেসনের নিয়ম কোন দুটি?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "Body text at least 16 px",
        "label_bn": "বডি টেক্সট অন্তত ১৬ পিক্সেল"},
       {"id": "b", "label": "Tap targets at least 44 × 44 px",
        "label_bn": "ট্যাপ করার জায়গা অন্তত ৪৪ × ৪৪ পিক্সেল"},
       {"id": "c", "label": "A fixed width of 1200 px on the body",
        "label_bn": "body-তে ১২০০ পিক্সেলের নির্দিষ্ট প্রস্থ"},
       {"id": "d", "label": "Body text at 12 px, so more fits on a phone",
        "label_bn": "মোবাইলে বেশি লেখা ধরাতে বডি টেক্সট ১২ পিক্সেল"}],
     "right": ["a", "b"]},
    {"prompt": "Which CSS lets an image shrink to fit a small screen without stretching?",
     "prompt_bn": "কোন CSS দিলে ছবি ছোট স্ক্রিনে মানিয়ে ছোট হয়, কিন্তু বিকৃত হয় না?",
     "options": [
       {"id": "a", "label": "width: 1080px",
        "label_bn": "width: 1080px"},
       {"id": "b", "label": "height: 100%",
        "label_bn": "height: 100%"},
       {"id": "c", "label": "max-width: 100%; height: auto",
        "label_bn": "max-width: 100%; height: auto"},
       {"id": "d", "label": "display: none",
        "label_bn": "display: none"}],
     "right": ["c"]},
    {"prompt": "In Tailwind CSS, what does md:grid-cols-3 do?",
     "prompt_bn": "Tailwind CSS-এ md:grid-cols-3 কী করে?",
     "options": [
       {"id": "a", "label": "Makes three columns on phones only",
        "label_bn": "শুধু মোবাইলে তিনটি কলাম বানায়"},
       {"id": "b", "label": "Makes three grid columns from the md breakpoint up, while plain classes apply on phones",
        "label_bn": "md ব্রেকপয়েন্ট আর তার চেয়ে চওড়া স্ক্রিনে তিনটি গ্রিড কলাম বানায়; মোবাইলে খাটে সাধারণ ক্লাসগুলো"},
       {"id": "c", "label": "Gives three columns a medium font size",
        "label_bn": "তিনটি কলামে মাঝারি ফন্ট সাইজ দেয়"},
       {"id": "d", "label": "Does nothing without JavaScript",
        "label_bn": "JavaScript ছাড়া কিছুই করে না"}],
     "right": ["b"]}
  ]$json$);

-- module 4 of 7: JavaScript Essentials; after lesson 7
select pg_temp.add_quiz('web-development', 7,
  'Quiz: JavaScript essentials', 'কুইজ: JavaScript-এর জরুরি বিষয়',
  $json$[
    {"prompt": "What does document.querySelector('#like') give you?",
     "prompt_bn": "document.querySelector('#like') কী ফেরত দেয়?",
     "options": [
       {"id": "a", "label": "Every element with the class like",
        "label_bn": "like ক্লাসের সব এলিমেন্ট"},
       {"id": "b", "label": "The text 'like'",
        "label_bn": "'like' লেখাটি"},
       {"id": "c", "label": "A new button named like",
        "label_bn": "like নামে একটি নতুন বাটন"},
       {"id": "d", "label": "The first element whose id is like",
        "label_bn": "id হিসেবে like আছে এমন প্রথম এলিমেন্টটি"}],
     "right": ["d"]},
    {"prompt": "Which code runs a function each time a button is clicked?",
     "prompt_bn": "বাটনে যতবার ক্লিক হবে, ততবার একটি ফাংশন চালাতে কোন কোড?",
     "options": [
       {"id": "a", "label": "button.addEventListener('click', onClick)",
        "label_bn": "button.addEventListener('click', onClick)"},
       {"id": "b", "label": "button.querySelectorAll('click')",
        "label_bn": "button.querySelectorAll('click')"},
       {"id": "c", "label": "console.log(button, 'click')",
        "label_bn": "console.log(button, 'click')"},
       {"id": "d", "label": "fetch(button.click)",
        "label_bn": "fetch(button.click)"}],
     "right": ["a"]},
    {"prompt": "In the like counter, why is likes declared with let rather than const?",
     "prompt_bn": "লাইক কাউন্টারে likes কেন const দিয়ে নয়, let দিয়ে লেখা?",
     "options": [
       {"id": "a", "label": "let runs faster than const",
        "label_bn": "let, const-এর চেয়ে দ্রুত চলে"},
       {"id": "b", "label": "A const can hold only text",
        "label_bn": "const-এ শুধু লেখা রাখা যায়"},
       {"id": "c", "label": "Its value changes with each click, and a const cannot be given a new value",
        "label_bn": "প্রতিটি ক্লিকে এর মান বদলায়, আর const-এ নতুন মান দেওয়া যায় না"},
       {"id": "d", "label": "There is no difference; it is a matter of taste",
        "label_bn": "কোনো পার্থক্য নেই, এটা রুচির ব্যাপার"}],
     "right": ["c"]},
    {"prompt": "Your weather card has three cities, each with a name, a latitude and a longitude. How do you keep them?",
     "prompt_bn": "আবহাওয়া কার্ডে তিনটি শহর আছে, প্রতিটির নাম, অক্ষাংশ আর দ্রাঘিমাংশসহ। এগুলো কীভাবে রাখবেন?",
     "options": [
       {"id": "a", "label": "In three copies of the same code, one for each button",
        "label_bn": "একই কোডের তিনটি কপিতে, প্রতিটি বাটনের জন্য একটি"},
       {"id": "b", "label": "In one long string holding all the numbers",
        "label_bn": "সব সংখ্যা মিলিয়ে লম্বা একটি string-এ"},
       {"id": "c", "label": "In the CSS file",
        "label_bn": "CSS ফাইলে"},
       {"id": "d", "label": "In an array of objects, one object per city",
        "label_bn": "অবজেক্টের একটি অ্যারেতে, প্রতিটি শহরের জন্য একটি অবজেক্ট"}],
     "right": ["d"]},
    {"prompt": "You fetch the weather from an API. Which TWO are good practice?",
     "prompt_bn": "API থেকে আবহাওয়ার ডেটা fetch করছেন। কোন দুটি ভালো অভ্যাস?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "Use async and await, and use the data only once it has arrived",
        "label_bn": "async আর await ব্যবহার করা, আর ডেটা আসার পরেই তা ব্যবহার করা"},
       {"id": "b", "label": "Assume the request always works: error messages scare users",
        "label_bn": "ধরে নেওয়া যে রিকোয়েস্ট সবসময় সফল হবে: error মেসেজ দেখলে ব্যবহারকারী ভয় পান"},
       {"id": "c", "label": "Show a friendly message when the request fails",
        "label_bn": "রিকোয়েস্ট ব্যর্থ হলে ভদ্র একটি মেসেজ দেখানো"},
       {"id": "d", "label": "Call fetch again and again in a loop until it works",
        "label_bn": "কাজ না হওয়া পর্যন্ত লুপে বারবার fetch চালানো"}],
     "right": ["a", "c"]},
    {"prompt": "rain holds the chance of rain in percent. Which condition suggests an umbrella when it is over 50%?",
     "prompt_bn": "rain-এ শতাংশে বৃষ্টির সম্ভাবনা রাখা আছে। সম্ভাবনা ৫০%-এর বেশি হলে ছাতা নিতে বলার কন্ডিশন কোনটি?",
     "options": [
       {"id": "a", "label": "if (rain = 50)",
        "label_bn": "if (rain = 50)"},
       {"id": "b", "label": "if (rain > 50)",
        "label_bn": "if (rain > 50)"},
       {"id": "c", "label": "if (rain < 50)",
        "label_bn": "if (rain < 50)"},
       {"id": "d", "label": "for (rain > 50)",
        "label_bn": "for (rain > 50)"}],
     "right": ["b"]},
    {"prompt": "Which line turns dark mode on and off by adding or removing the dark class on body?",
     "prompt_bn": "body-তে dark ক্লাস যোগ করে বা সরিয়ে ডার্ক মোড চালু-বন্ধ করে কোন লাইন?",
     "options": [
       {"id": "a", "label": "document.body.classList.toggle('dark')",
        "label_bn": "document.body.classList.toggle('dark')"},
       {"id": "b", "label": "document.body.dark = true",
        "label_bn": "document.body.dark = true"},
       {"id": "c", "label": "document.querySelector('dark').click()",
        "label_bn": "document.querySelector('dark').click()"},
       {"id": "d", "label": "document.body.style = 'dark'",
        "label_bn": "document.body.style = 'dark'"}],
     "right": ["a"]},
    {"prompt": "Before you use the data an API sends back, what does the project's tip suggest?",
     "prompt_bn": "API-র পাঠানো ডেটা ব্যবহার করার আগে প্রজেক্টের টিপস কী বলে?",
     "options": [
       {"id": "a", "label": "console.log it, to see its real shape",
        "label_bn": "console.log দিয়ে দেখে নেওয়া, ডেটার আসল গঠন কেমন"},
       {"id": "b", "label": "Copy it into the HTML by hand",
        "label_bn": "হাতে কপি করে HTML-এ বসানো"},
       {"id": "c", "label": "Reload the page until it looks right",
        "label_bn": "ঠিক না দেখানো পর্যন্ত পেজ রিলোড করা"},
       {"id": "d", "label": "Delete the fields you do not recognise",
        "label_bn": "অচেনা ফিল্ডগুলো মুছে ফেলা"}],
     "right": ["a"]}
  ]$json$);

-- module 5 of 7: React Basics; after lesson 7
-- (no React lesson in the plan: the last lesson before Coding with AI Assistants)
select pg_temp.add_quiz('web-development', 7,
  'Quiz: React basics', 'কুইজ: React-এর বেসিক',
  $json$[
    {"prompt": "What is JSX?",
     "prompt_bn": "JSX কী?",
     "options": [
       {"id": "a", "label": "A CSS framework like Tailwind",
        "label_bn": "Tailwind-এর মতো একটি CSS ফ্রেমওয়ার্ক"},
       {"id": "b", "label": "A new version of HTML that browsers read directly",
        "label_bn": "HTML-এর নতুন ভার্সন, যা ব্রাউজার সরাসরি পড়ে"},
       {"id": "c", "label": "A database for React apps",
        "label_bn": "React অ্যাপের ডেটাবেস"},
       {"id": "d", "label": "HTML-like code written inside JavaScript, which React turns into elements",
        "label_bn": "JavaScript-এর ভেতরে লেখা HTML-এর মতো কোড, যা React এলিমেন্টে রূপ দেয়"}],
     "right": ["d"]},
    {"prompt": "What is the difference between props and state?",
     "prompt_bn": "প্রপস আর স্টেটের পার্থক্য কী?",
     "options": [
       {"id": "a", "label": "State is passed in by the parent; props are kept and changed by the component",
        "label_bn": "স্টেট আসে প্যারেন্ট থেকে; প্রপস কম্পোনেন্ট নিজে রাখে আর বদলায়"},
       {"id": "b", "label": "They are two names for the same thing",
        "label_bn": "একই জিনিসের দুটি নাম"},
       {"id": "c", "label": "Props are passed in by the parent; state is data a component keeps and changes itself",
        "label_bn": "প্রপস আসে প্যারেন্ট কম্পোনেন্ট থেকে; স্টেট হলো কম্পোনেন্টের নিজের রাখা ডেটা, যা সে নিজেই বদলায়"},
       {"id": "d", "label": "Props are only for numbers, state only for text",
        "label_bn": "প্রপস শুধু সংখ্যার জন্য, স্টেট শুধু লেখার জন্য"}],
     "right": ["c"]},
    {"prompt": "You push a new expense into the array in state, but the screen does not update. What is the fix?",
     "prompt_bn": "স্টেটের অ্যারেতে push দিয়ে নতুন খরচ যোগ করলেন, কিন্তু স্ক্রিন আপডেট হলো না। সমাধান কী?",
     "options": [
       {"id": "a", "label": "Call expenses.push twice",
        "label_bn": "expenses.push দুবার চালানো"},
       {"id": "b", "label": "Make a new array: setExpenses([...expenses, newExpense])",
        "label_bn": "নতুন একটি অ্যারে বানানো: setExpenses([...expenses, newExpense])"},
       {"id": "c", "label": "Reload the page after each expense",
        "label_bn": "প্রতিটি খরচের পর পেজ রিলোড করা"},
       {"id": "d", "label": "Declare expenses with var instead of const",
        "label_bn": "const-এর বদলে var দিয়ে expenses লেখা"}],
     "right": ["b"]},
    {"prompt": "When you render a list with map, what is the best key for each item?",
     "prompt_bn": "map দিয়ে লিস্ট দেখানোর সময় প্রতিটি আইটেমের জন্য সবচেয়ে ভালো key কোনটি?",
     "options": [
       {"id": "a", "label": "A stable id of the item",
        "label_bn": "আইটেমের স্থির একটি id"},
       {"id": "b", "label": "Its index in the array",
        "label_bn": "অ্যারেতে তার ইনডেক্স"},
       {"id": "c", "label": "Math.random()",
        "label_bn": "Math.random()"},
       {"id": "d", "label": "No key: React works it out",
        "label_bn": "কোনো key না: React নিজেই বুঝে নেয়"}],
     "right": ["a"]},
    {"prompt": "What is a controlled input in React?",
     "prompt_bn": "React-এ controlled ইনপুট কী?",
     "options": [
       {"id": "a", "label": "An input that is disabled",
        "label_bn": "যে ইনপুট নিষ্ক্রিয় করে রাখা"},
       {"id": "b", "label": "An input whose value comes from state, and which updates state as you type",
        "label_bn": "যে ইনপুটের মান আসে স্টেট থেকে, আর টাইপ করার সাথে সাথে স্টেট আপডেট হয়"},
       {"id": "c", "label": "An input that the server checks",
        "label_bn": "যে ইনপুট সার্ভার যাচাই করে"},
       {"id": "d", "label": "An input for a password",
        "label_bn": "পাসওয়ার্ডের ইনপুট"}],
     "right": ["b"]},
    {"prompt": "Which TWO describe the expense tracker's design in the project?",
     "prompt_bn": "প্রজেক্টে খরচের হিসাবের অ্যাপের গঠন নিয়ে কোন দুটি কথা ঠিক?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "Each ExpenseItem keeps its own copy of the whole list",
        "label_bn": "প্রতিটি ExpenseItem পুরো লিস্টের নিজস্ব একটি কপি রাখে"},
       {"id": "b", "label": "The list of expenses lives in state in App",
        "label_bn": "খরচের লিস্ট থাকে App-এর স্টেটে"},
       {"id": "c", "label": "Total changes the list directly to keep the sum right",
        "label_bn": "মোট হিসাব ঠিক রাখতে Total সরাসরি লিস্ট বদলায়"},
       {"id": "d", "label": "App passes functions to add and delete down as props",
        "label_bn": "যোগ আর ডিলিট করার ফাংশন App প্রপস হিসেবে নিচে পাঠায়"}],
     "right": ["b", "d"]},
    {"prompt": "How do you show 125000 as 1,25,000, the way taka is written?",
     "prompt_bn": "টাকা যেভাবে লেখা হয়, সেভাবে 125000-কে 1,25,000 হিসেবে কীভাবে দেখাবেন?",
     "options": [
       {"id": "a", "label": "(125000).toFixed(2)",
        "label_bn": "(125000).toFixed(2)"},
       {"id": "b", "label": "String(125000)",
        "label_bn": "String(125000)"},
       {"id": "c", "label": "parseInt('1,25,000')",
        "label_bn": "parseInt('1,25,000')"},
       {"id": "d", "label": "(125000).toLocaleString('en-IN')",
        "label_bn": "(125000).toLocaleString('en-IN')"}],
     "right": ["d"]}
  ]$json$);

-- module 6 of 7: Coding with AI Assistants; after lesson 8
select pg_temp.add_quiz('web-development', 8,
  'Quiz: Coding with AI assistants', 'কুইজ: AI অ্যাসিস্ট্যান্ট দিয়ে কোডিং',
  $json$[
    {"prompt": "A good debugging prompt has three parts. Which TWO of these are among them?",
     "prompt_bn": "ডিবাগিংয়ের ভালো প্রম্পটের তিনটি অংশ। নিচের কোন দুটি তার মধ্যে পড়ে?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "The exact error message from the Console",
        "label_bn": "Console-এর হুবহু error মেসেজ"},
       {"id": "b", "label": "Your API key, so the assistant can test the code",
        "label_bn": "আপনার API key, যাতে অ্যাসিস্ট্যান্ট কোডটি পরীক্ষা করতে পারে"},
       {"id": "c", "label": "Your whole project, every file pasted in",
        "label_bn": "পুরো প্রজেক্ট, প্রতিটি ফাইল পেস্ট করে"},
       {"id": "d", "label": "The smallest piece of code that shows the problem",
        "label_bn": "সমস্যাটি দেখা যায় এমন সবচেয়ে ছোট কোড"}],
     "right": ["a", "d"]},
    {"prompt": "Why check what an AI assistant gives you?",
     "prompt_bn": "AI অ্যাসিস্ট্যান্ট যা দেয়, তা যাচাই করা কেন দরকার?",
     "options": [
       {"id": "a", "label": "Its answers expire after a day",
        "label_bn": "এর উত্তরের মেয়াদ এক দিন পর শেষ হয়ে যায়"},
       {"id": "b", "label": "It knows only old versions of HTML",
        "label_bn": "এটি শুধু HTML-এর পুরোনো ভার্সন জানে"},
       {"id": "c", "label": "It is sometimes wrong while sounding completely sure",
        "label_bn": "মাঝে মাঝে খুব আত্মবিশ্বাসের সাথেই ভুল বলে"},
       {"id": "d", "label": "Checking is needed only for homework",
        "label_bn": "যাচাই শুধু হোমওয়ার্কের জন্য দরকার"}],
     "right": ["c"]},
    {"prompt": "An AI assistant gives you a fix, and the error goes away. What do you still do?",
     "prompt_bn": "AI অ্যাসিস্ট্যান্টের দেওয়া ফিক্সে এরর চলে গেল। এরপরও কী করবেন?",
     "options": [
       {"id": "a", "label": "Nothing: if the error is gone, the code is right",
        "label_bn": "কিছুই না: এরর চলে গেলেই কোড ঠিক"},
       {"id": "b", "label": "Check that the page now does the right thing, and ask why the fix works before you keep it",
        "label_bn": "পেজ এখন ঠিক কাজটি করছে কি না দেখা, আর রেখে দেওয়ার আগে জিজ্ঞেস করা ফিক্সটি কেন কাজ করে"},
       {"id": "c", "label": "Ask it to rewrite the whole file, to be safe",
        "label_bn": "নিশ্চিত হতে পুরো ফাইলটি নতুন করে লিখে দিতে বলা"},
       {"id": "d", "label": "Turn off the Console's error messages",
        "label_bn": "Console-এর error মেসেজ বন্ধ করে দেওয়া"}],
     "right": ["b"]},
    {"prompt": "Which TWO must never go into a chat with an AI assistant?",
     "prompt_bn": "AI অ্যাসিস্ট্যান্টের চ্যাটে কখনো দেবেন না কোন দুটি?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "The exact error message",
        "label_bn": "হুবহু error মেসেজ"},
       {"id": "b", "label": "Passwords and API keys",
        "label_bn": "পাসওয়ার্ড আর API key"},
       {"id": "c", "label": "Other people's personal data, such as customers' phone numbers",
        "label_bn": "অন্যের ব্যক্তিগত তথ্য, যেমন গ্রাহকদের ফোন নম্বর"},
       {"id": "d", "label": "A small piece of your code that shows the problem",
        "label_bn": "সমস্যাটি দেখা যায় এমন আপনার কোডের ছোট একটি অংশ"}],
     "right": ["b", "c"]},
    {"prompt": "Which prompt is clearest for adding a feature?",
     "prompt_bn": "একটি ফিচার যোগ করার জন্য কোন প্রম্পটটি সবচেয়ে স্পষ্ট?",
     "options": [
       {"id": "a", "label": "\"Make my app better.\"",
        "label_bn": "\"আমার অ্যাপটা আরও ভালো করে দাও।\""},
       {"id": "b", "label": "\"Write me an expense app.\"",
        "label_bn": "\"আমাকে একটা খরচের অ্যাপ লিখে দাও।\""},
       {"id": "c", "label": "\"Here is my expense tracker's App component: (code). Save the expenses in localStorage so they survive a reload. Do not change the form.\"",
        "label_bn": "\"এটা আমার খরচের হিসাবের অ্যাপের App কম্পোনেন্ট: (কোড)। খরচগুলো localStorage-এ রাখো, যাতে রিলোড করলেও না হারায়। ফর্মটা বদলাবে না।\""},
       {"id": "d", "label": "\"localStorage\"",
        "label_bn": "\"localStorage\""}],
     "right": ["c"]},
    {"prompt": "You pushed an API key to a public GitHub repository by mistake. What is the right first step?",
     "prompt_bn": "ভুল করে একটি API key পাবলিক GitHub রিপোজিটরিতে পুশ করে ফেলেছেন। প্রথমেই ঠিক কী করবেন?",
     "options": [
       {"id": "a", "label": "Delete the file and push again; then the key is safe",
        "label_bn": "ফাইলটি মুছে আবার পুশ করা; তাহলেই key নিরাপদ"},
       {"id": "b", "label": "Nothing: nobody reads small repositories",
        "label_bn": "কিছুই না: ছোট রিপোজিটরি কেউ পড়ে না"},
       {"id": "c", "label": "Rename the repository so it is harder to find",
        "label_bn": "রিপোজিটরির নাম বদলে দেওয়া, যাতে খুঁজে পাওয়া কঠিন হয়"},
       {"id": "d", "label": "Revoke the key and make a new one, then take it out of the code",
        "label_bn": "key-টি বাতিল করে নতুন একটি বানানো, তারপর কোড থেকে সরিয়ে ফেলা"}],
     "right": ["d"]},
    {"prompt": "How do you ask an AI for a change so that its mistakes are easy to spot?",
     "prompt_bn": "AI-এর ভুল সহজে ধরতে কীভাবে পরিবর্তন চাইবেন?",
     "options": [
       {"id": "a", "label": "Ask for a full rewrite of the project each time",
        "label_bn": "প্রতিবার পুরো প্রজেক্ট নতুন করে লিখে দিতে বলা"},
       {"id": "b", "label": "Ask for code with no explanation, to save time",
        "label_bn": "সময় বাঁচাতে ব্যাখ্যা ছাড়া শুধু কোড চাওয়া"},
       {"id": "c", "label": "Ask for the smallest change that does the job, and for only the lines that change",
        "label_bn": "কাজ সারার মতো সবচেয়ে ছোট পরিবর্তনটি চাওয়া, আর শুধু বদলানো লাইনগুলো দেখাতে বলা"}],
     "right": ["c"]}
  ]$json$);

-- module 7 of 7: Deploying Your Website; after lesson 9
select pg_temp.add_quiz('web-development', 9,
  'Quiz: Deploying your website', 'কুইজ: ওয়েবসাইট ডিপ্লয়মেন্ট',
  $json$[
    {"prompt": "What does a Git commit do?",
     "prompt_bn": "Git-এ কমিট কী করে?",
     "options": [
       {"id": "a", "label": "Saves a snapshot of your project's changes, with a message",
        "label_bn": "একটি মেসেজসহ প্রজেক্টের পরিবর্তনগুলোর একটি স্ন্যাপশট সেভ করে"},
       {"id": "b", "label": "Puts the site live on Netlify",
        "label_bn": "Netlify-তে সাইট লাইভ করে"},
       {"id": "c", "label": "Buys a domain",
        "label_bn": "একটি ডোমেইন কেনে"},
       {"id": "d", "label": "Deletes the old versions of your files",
        "label_bn": "ফাইলের পুরোনো ভার্সনগুলো মুছে ফেলে"}],
     "right": ["a"]},
    {"prompt": "Where do you turn on GitHub Pages for a repository?",
     "prompt_bn": "একটি রিপোজিটরিতে GitHub Pages কোথা থেকে চালু করবেন?",
     "options": [
       {"id": "a", "label": "Code → Download ZIP",
        "label_bn": "Code → Download ZIP"},
       {"id": "b", "label": "Settings → Pages → Deploy from a branch",
        "label_bn": "Settings → Pages → Deploy from a branch"},
       {"id": "c", "label": "Insights → Traffic",
        "label_bn": "Insights → Traffic"},
       {"id": "d", "label": "Issues → New issue",
        "label_bn": "Issues → New issue"}],
     "right": ["b"]},
    {"prompt": "Your Netlify site is connected to your GitHub repository. What happens when you push a new commit?",
     "prompt_bn": "আপনার Netlify সাইট GitHub রিপোজিটরির সাথে যুক্ত। নতুন একটি কমিট পুশ করলে কী হয়?",
     "options": [
       {"id": "a", "label": "Netlify builds it and updates the live site by itself",
        "label_bn": "Netlify নিজেই বিল্ড করে লাইভ সাইট আপডেট করে"},
       {"id": "b", "label": "Nothing, until you upload the files to Netlify by hand",
        "label_bn": "হাতে Netlify-তে ফাইল আপলোড না করা পর্যন্ত কিছুই হয় না"},
       {"id": "c", "label": "The repository becomes private",
        "label_bn": "রিপোজিটরি প্রাইভেট হয়ে যায়"},
       {"id": "d", "label": "The site goes offline until you approve the change by email",
        "label_bn": "ইমেইলে পরিবর্তন অনুমোদন না করা পর্যন্ত সাইট অফলাইন থাকে"}],
     "right": ["a"]},
    {"prompt": "To use your own domain, such as yourname.com, for your Netlify site, what do you change?",
     "prompt_bn": "yourname.com-এর মতো নিজের ডোমেইন Netlify সাইটে ব্যবহার করতে কী বদলাবেন?",
     "options": [
       {"id": "a", "label": "The <title> of your page",
        "label_bn": "পেজের <title>"},
       {"id": "b", "label": "The name of index.html",
        "label_bn": "index.html ফাইলের নাম"},
       {"id": "c", "label": "The domain's DNS records at the registrar, so they point to Netlify",
        "label_bn": "রেজিস্ট্রারের কাছে ডোমেইনের DNS রেকর্ড, যাতে সেগুলো Netlify-কে দেখায়"},
       {"id": "d", "label": "The name of your GitHub repository",
        "label_bn": "GitHub রিপোজিটরির নাম"}],
     "right": ["c"]},
    {"prompt": "Which TWO belong in your project's README?",
     "prompt_bn": "প্রজেক্টের README-তে কোন দুটি থাকা উচিত?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "Your GitHub password, in case you forget it",
        "label_bn": "আপনার GitHub পাসওয়ার্ড, যদি ভুলে যান"},
       {"id": "b", "label": "A copy of every commit message",
        "label_bn": "প্রতিটি কমিট মেসেজের কপি"},
       {"id": "c", "label": "What the site is and what you used to build it",
        "label_bn": "সাইটটি কী, আর কী দিয়ে বানানো"},
       {"id": "d", "label": "How to run it",
        "label_bn": "কীভাবে চালাতে হয়"}],
     "right": ["c", "d"]},
    {"prompt": "Why commit as you go, with clear messages, rather than once at the end?",
     "prompt_bn": "শেষে একবারে নয়, কাজ করতে করতে স্পষ্ট মেসেজসহ কমিট কেন করবেন?",
     "options": [
       {"id": "a", "label": "GitHub charges less for small commits",
        "label_bn": "ছোট কমিটে GitHub কম টাকা নেয়"},
       {"id": "b", "label": "Each commit makes the live site load faster",
        "label_bn": "প্রতিটি কমিটে লাইভ সাইট দ্রুত লোড হয়"},
       {"id": "c", "label": "Git deletes work that is not committed within a day",
        "label_bn": "এক দিনের মধ্যে কমিট না করলে Git কাজ মুছে ফেলে"},
       {"id": "d", "label": "The history shows what changed and when, and you can go back to a version that worked",
        "label_bn": "ইতিহাস দেখে বোঝা যায় কখন কী বদলেছে, আর কাজ করা আগের কোনো ভার্সনে ফিরে যাওয়া যায়"}],
     "right": ["d"]},
    {"prompt": "Your site is live. What do you check first?",
     "prompt_bn": "আপনার সাইট লাইভ হয়েছে। প্রথমে কী যাচাই করবেন?",
     "options": [
       {"id": "a", "label": "Open it on your phone and test every link and every image",
        "label_bn": "মোবাইলে খুলে প্রতিটি লিংক আর প্রতিটি ছবি পরীক্ষা করা"},
       {"id": "b", "label": "Nothing: once it deploys, it works",
        "label_bn": "কিছুই না: ডিপ্লয় হয়ে গেলে সব কাজ করে"},
       {"id": "c", "label": "Only how it looks on a laptop, at full width",
        "label_bn": "শুধু ল্যাপটপে, পুরো প্রস্থে কেমন দেখায়"},
       {"id": "d", "label": "How many files the repository has",
        "label_bn": "রিপোজিটরিতে কয়টি ফাইল আছে"}],
     "right": ["a"]}
  ]$json$);


-- ---------------------------------------------------------------- video-editing
-- Eight modules, lessons 1 to 8 and the live class at 9. The plan's lesson 8 (Exporting in high
-- quality) is the VN module's; Premiere Pro has no lesson and follows it too, and Showreel, with
-- no lesson either, closes the course.

-- module 1 of 8: Editing Foundations; after lesson 1
select pg_temp.add_quiz('video-editing', 1,
  'Quiz: Editing foundations', 'কুইজ: এডিটিংয়ের ভিত্তি',
  $json$[
    {"prompt": "Every edit answers one question. Which one?",
     "prompt_bn": "প্রতিটি এডিট একটি প্রশ্নের উত্তর দেয়। কোন প্রশ্ন?",
     "options": [
       {"id": "a", "label": "Which transition is the newest in the app?",
        "label_bn": "অ্যাপের সবচেয়ে নতুন ট্রানজিশন কোনটি?"},
       {"id": "b", "label": "What does the viewer need to see next?",
        "label_bn": "দর্শকের এরপর কী দেখা দরকার?"},
       {"id": "c", "label": "How long is the video allowed to be?",
        "label_bn": "ভিডিও কত লম্বা হতে পারবে?"},
       {"id": "d", "label": "Which song is trending this week?",
        "label_bn": "এই সপ্তাহে কোন গান ট্রেন্ডিং?"}],
     "right": ["b"]},
    {"prompt": "What is the aspect ratio of a vertical reel?",
     "prompt_bn": "ভার্টিক্যাল রিলের অ্যাসপেক্ট রেশিও কত?",
     "options": [
       {"id": "a", "label": "16:9",
        "label_bn": "১৬:৯"},
       {"id": "b", "label": "1:1",
        "label_bn": "১:১"},
       {"id": "c", "label": "4:5",
        "label_bn": "৪:৫"},
       {"id": "d", "label": "9:16",
        "label_bn": "৯:১৬"}],
     "right": ["d"]},
    {"prompt": "What does 30 fps mean?",
     "prompt_bn": "৩০ fps মানে কী?",
     "options": [
       {"id": "a", "label": "The video is 30 seconds long",
        "label_bn": "ভিডিওটি ৩০ সেকেন্ড লম্বা"},
       {"id": "b", "label": "The file grows by 30 MB every second",
        "label_bn": "প্রতি সেকেন্ডে ফাইল ৩০ এমবি করে বাড়ে"},
       {"id": "c", "label": "30 frames, still pictures, are shown every second",
        "label_bn": "প্রতি সেকেন্ডে ৩০টি ফ্রেম, মানে ৩০টি স্থির ছবি, দেখানো হয়"},
       {"id": "d", "label": "The picture keeps 30% of its quality",
        "label_bn": "ছবির মান ৩০% থাকে"}],
     "right": ["c"]},
    {"prompt": "A reel is 1080 × 1920. What do these numbers describe?",
     "prompt_bn": "একটি রিল ১০৮০ × ১৯২০। এই সংখ্যাগুলো কী বোঝায়?",
     "options": [
       {"id": "a", "label": "Its resolution: 1920 pixels wide and 1080 pixels tall",
        "label_bn": "রেজোলিউশন: ১৯২০ পিক্সেল চওড়া আর ১০৮০ পিক্সেল উঁচু"},
       {"id": "b", "label": "Its resolution: 1080 pixels wide and 1920 pixels tall",
        "label_bn": "রেজোলিউশন: ১০৮০ পিক্সেল চওড়া আর ১৯২০ পিক্সেল উঁচু"},
       {"id": "c", "label": "Its frame rate and its length",
        "label_bn": "ফ্রেম রেট আর দৈর্ঘ্য"},
       {"id": "d", "label": "Its file size in kilobytes",
        "label_bn": "কিলোবাইটে ফাইলের সাইজ"}],
     "right": ["b"]},
    {"prompt": "Which TWO help you organise footage before you edit?",
     "prompt_bn": "এডিটের আগে ফুটেজ গোছাতে কোন দুটি কাজ সাহায্য করে?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "Sort the clips into folders such as wide, close-up, details and people",
        "label_bn": "ক্লিপগুলো wide, close-up, details আর people-এর মতো ফোল্ডারে ভাগ করা"},
       {"id": "b", "label": "Rename the clips you like",
        "label_bn": "পছন্দের ক্লিপগুলোর নাম বদলে রাখা"},
       {"id": "c", "label": "Leave everything in the camera roll as it is",
        "label_bn": "সব কিছু ক্যামেরা রোলে যেমন আছে তেমনই রেখে দেওয়া"},
       {"id": "d", "label": "Delete the close-ups to save space",
        "label_bn": "জায়গা বাঁচাতে ক্লোজ-আপ শটগুলো মুছে ফেলা"}],
     "right": ["a", "b"]},
    {"prompt": "Viewers forgive an average picture. What do they not forgive?",
     "prompt_bn": "মাঝারি মানের ছবি দর্শক মেনে নেন। কী মেনে নেন না?",
     "options": [
       {"id": "a", "label": "Bad sound",
        "label_bn": "খারাপ সাউন্ড"},
       {"id": "b", "label": "A video with no logo",
        "label_bn": "লোগো ছাড়া ভিডিও"},
       {"id": "c", "label": "A vertical video",
        "label_bn": "ভার্টিক্যাল ভিডিও"},
       {"id": "d", "label": "A video under a minute",
        "label_bn": "এক মিনিটের কম দৈর্ঘ্যের ভিডিও"}],
     "right": ["a"]},
    {"prompt": "While you watch your edit, one shot makes you want to skip ahead. What do you do?",
     "prompt_bn": "নিজের এডিট দেখার সময় একটি শটে মনে হলো সামনে টেনে দিই। কী করবেন?",
     "options": [
       {"id": "a", "label": "Add a transition to make it more interesting",
        "label_bn": "আকর্ষণীয় করতে একটি ট্রানজিশন দেওয়া"},
       {"id": "b", "label": "Slow it down so viewers notice it",
        "label_bn": "দর্শকের চোখে পড়াতে শটটি স্লো করে দেওয়া"},
       {"id": "c", "label": "Cut it shorter or take it out",
        "label_bn": "শটটি ছোট করা বা বাদ দেওয়া"},
       {"id": "d", "label": "Turn the music up over it",
        "label_bn": "শটটির ওপর মিউজিক জোরে দেওয়া"}],
     "right": ["c"]}
  ]$json$);

-- module 2 of 8: CapCut on Your Phone; after lesson 4
select pg_temp.add_quiz('video-editing', 4,
  'Quiz: CapCut on your phone', 'কুইজ: মোবাইলে CapCut',
  $json$[
    {"prompt": "Why add captions to a reel?",
     "prompt_bn": "রিলে ক্যাপশন কেন দেবেন?",
     "options": [
       {"id": "a", "label": "Facebook does not show reels without captions",
        "label_bn": "ক্যাপশন ছাড়া রিল ফেসবুক দেখায় না"},
       {"id": "b", "label": "Captions make the file smaller",
        "label_bn": "ক্যাপশন দিলে ফাইল ছোট হয়"},
       {"id": "c", "label": "With captions, a reel needs no music",
        "label_bn": "ক্যাপশন থাকলে রিলে মিউজিক লাগে না"},
       {"id": "d", "label": "Most people watch reels with the sound off",
        "label_bn": "বেশিরভাগ মানুষ সাউন্ড বন্ধ রেখে রিল দেখেন"}],
     "right": ["d"]},
    {"prompt": "What is a J-cut?",
     "prompt_bn": "J-কাট কী?",
     "options": [
       {"id": "a", "label": "The sound of the next shot starts before its picture appears",
        "label_bn": "পরের শটের সাউন্ড তার ছবি আসার আগেই শুরু হয়"},
       {"id": "b", "label": "The sound of a shot carries on after the picture has cut to the next one",
        "label_bn": "ছবি পরের শটে চলে গেলেও আগের শটের সাউন্ড চলতে থাকে"},
       {"id": "c", "label": "A quick cut to black between two shots",
        "label_bn": "দুটি শটের মাঝে হঠাৎ কালো স্ক্রিন"},
       {"id": "d", "label": "A cut that jumps forward inside the same shot",
        "label_bn": "একই শটের ভেতরে সামনে লাফিয়ে যাওয়া কাট"}],
     "right": ["a"]},
    {"prompt": "What is cutting on action?",
     "prompt_bn": "অ্যাকশনের ওপর কাট মানে কী?",
     "options": [
       {"id": "a", "label": "Adding a transition on every movement",
        "label_bn": "প্রতিটি নড়াচড়ায় একটি ট্রানজিশন দেওয়া"},
       {"id": "b", "label": "Cutting only when nothing in the frame moves",
        "label_bn": "ফ্রেমে কিছুই না নড়লে তবেই কাটা"},
       {"id": "c", "label": "Keeping only action scenes in a reel",
        "label_bn": "রিলে শুধু অ্যাকশন দৃশ্য রাখা"},
       {"id": "d", "label": "Cutting while something moves, so the cut is hardly noticed",
        "label_bn": "কিছু নড়ার মুহূর্তে কাটা, যাতে কাটটি প্রায় চোখেই না পড়ে"}],
     "right": ["d"]},
    {"prompt": "After CapCut makes auto captions, which TWO do you still do?",
     "prompt_bn": "CapCut অটো ক্যাপশন বানিয়ে দেওয়ার পরও কোন দুটি কাজ আপনাকে করতে হবে?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "Read every word and fix the mistakes, especially names and Bangla words",
        "label_bn": "প্রতিটি শব্দ পড়ে ভুল ঠিক করা, বিশেষ করে নাম আর বাংলা শব্দ"},
       {"id": "b", "label": "Nothing: auto captions are always right",
        "label_bn": "কিছুই না: অটো ক্যাপশন সবসময় নির্ভুল"},
       {"id": "c", "label": "Choose a Bangla font that shows every conjunct correctly",
        "label_bn": "এমন বাংলা ফন্ট বাছাই করা, যাতে প্রতিটি যুক্তাক্ষর ঠিকভাবে দেখায়"},
       {"id": "d", "label": "Move them down to the very bottom edge of the screen",
        "label_bn": "ক্যাপশনগুলো স্ক্রিনের একদম নিচের কিনারায় নামিয়ে দেওয়া"}],
     "right": ["a", "c"]},
    {"prompt": "Where do you place captions so that the app's buttons do not cover them?",
     "prompt_bn": "অ্যাপের বাটন যাতে ক্যাপশন ঢেকে না দেয়, সেজন্য ক্যাপশন কোথায় রাখবেন?",
     "options": [
       {"id": "a", "label": "Along the very bottom edge",
        "label_bn": "একদম নিচের কিনারা ঘেঁষে"},
       {"id": "b", "label": "Along the right edge",
        "label_bn": "ডান দিকের কিনারা ঘেঁষে"},
       {"id": "c", "label": "In the middle third of the screen",
        "label_bn": "স্ক্রিনের মাঝের এক-তৃতীয়াংশে"},
       {"id": "d", "label": "In a top corner",
        "label_bn": "ওপরের এক কোণে"}],
     "right": ["c"]},
    {"prompt": "What do keyframes do in CapCut?",
     "prompt_bn": "CapCut-এ কিফ্রেম কী কাজ করে?",
     "options": [
       {"id": "a", "label": "They pick the frame used as the video's thumbnail",
        "label_bn": "ভিডিওর থাম্বনেইল হিসেবে কোন ফ্রেম যাবে তা ঠিক করে"},
       {"id": "b", "label": "They set a value, such as position or size, at two moments, and CapCut animates between them",
        "label_bn": "দুটি মুহূর্তে পজিশন বা সাইজের মতো একটি মান ঠিক করে দেয়, আর CapCut তার মাঝখানটা অ্যানিমেট করে"},
       {"id": "c", "label": "They split a clip in two",
        "label_bn": "একটি ক্লিপকে দুই ভাগ করে"},
       {"id": "d", "label": "They lock a clip so that it cannot be moved",
        "label_bn": "ক্লিপ লক করে দেয়, যাতে সরানো না যায়"}],
     "right": ["b"]},
    {"prompt": "When do you use a transition between two clips?",
     "prompt_bn": "দুটি ক্লিপের মাঝে কখন ট্রানজিশন দেবেন?",
     "options": [
       {"id": "a", "label": "Between every two clips, so the video feels smooth",
        "label_bn": "প্রতি দুটি ক্লিপের মাঝেই, যাতে ভিডিও মসৃণ লাগে"},
       {"id": "b", "label": "Whenever you can, and the flashiest ones, to hold attention",
        "label_bn": "যখনই সুযোগ পান, আর মনোযোগ ধরে রাখতে সবচেয়ে চটকদারগুলো"},
       {"id": "c", "label": "Rarely: where a change of place or time needs one, and usually a simple dissolve",
        "label_bn": "খুব কম: যেখানে জায়গা বা সময়ের বদল বোঝাতে দরকার, আর সাধারণত একটি সাধারণ ডিজলভ"},
       {"id": "d", "label": "Never: CapCut's transitions lower the video's quality",
        "label_bn": "কখনো না: CapCut-এর ট্রানজিশনে ভিডিওর মান কমে যায়"}],
     "right": ["c"]}
  ]$json$);

-- module 3 of 8: VN Editor for Longer Videos; after lesson 8
-- (Exporting in high quality, the module's only lesson in the plan)
select pg_temp.add_quiz('video-editing', 8,
  'Quiz: VN Editor for longer videos', 'কুইজ: বড় ভিডিওর জন্য VN Editor',
  $json$[
    {"prompt": "In a vlog, what is B-roll?",
     "prompt_bn": "ভ্লগে বি-রোল কী?",
     "options": [
       {"id": "a", "label": "A backup copy of your project",
        "label_bn": "প্রজেক্টের একটি ব্যাকআপ কপি"},
       {"id": "b", "label": "The background music track",
        "label_bn": "ব্যাকগ্রাউন্ড মিউজিকের ট্র্যাক"},
       {"id": "c", "label": "The shots you cut out of the edit",
        "label_bn": "এডিট থেকে বাদ দেওয়া শটগুলো"},
       {"id": "d", "label": "Extra shots of the place or the action, laid on a track over the main story",
        "label_bn": "জায়গা বা ঘটনার বাড়তি শট, যা মূল গল্পের ওপরের ট্র্যাকে বসানো হয়"}],
     "right": ["d"]},
    {"prompt": "In VN's multi-track timeline, which TWO go on tracks of their own beside your talk to camera?",
     "prompt_bn": "VN-এর মাল্টি-ট্র্যাক টাইমলাইনে ক্যামেরার সামনে আপনার কথার পাশাপাশি কোন দুটি আলাদা ট্র্যাকে রাখবেন?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "A second copy of every clip, in case the first one breaks",
        "label_bn": "প্রতিটি ক্লিপের দ্বিতীয় একটি কপি, যদি প্রথমটি নষ্ট হয়"},
       {"id": "b", "label": "B-roll, over the parts where you describe something",
        "label_bn": "বি-রোল, যেখানে আপনি কিছু বর্ণনা করছেন সেই অংশগুলোর ওপরে"},
       {"id": "c", "label": "Each sentence of your talk on a track of its own",
        "label_bn": "আপনার কথার প্রতিটি বাক্য আলাদা আলাদা ট্র্যাকে"},
       {"id": "d", "label": "Background music, kept well under your voice",
        "label_bn": "ব্যাকগ্রাউন্ড মিউজিক, কণ্ঠের বেশ নিচে রাখা"}],
     "right": ["b", "d"]},
    {"prompt": "For smooth slow motion, what frame rate do you film at if your phone can?",
     "prompt_bn": "মসৃণ স্লো মোশনের জন্য, ফোনে সম্ভব হলে কোন ফ্রেম রেটে ধারণ করবেন?",
     "options": [
       {"id": "a", "label": "15 fps",
        "label_bn": "15 fps"},
       {"id": "b", "label": "24 fps",
        "label_bn": "24 fps"},
       {"id": "c", "label": "30 fps",
        "label_bn": "30 fps"},
       {"id": "d", "label": "60 fps",
        "label_bn": "60 fps"}],
     "right": ["d"]},
    {"prompt": "What does a speed ramp do?",
     "prompt_bn": "স্পিড র‍্যাম্প কী করে?",
     "options": [
       {"id": "a", "label": "Slides one clip over another as a transition",
        "label_bn": "ট্রানজিশন হিসেবে একটি ক্লিপকে আরেকটির ওপর দিয়ে টেনে আনে"},
       {"id": "b", "label": "Changes the speed smoothly within a clip, for example from normal into slow motion",
        "label_bn": "একটি ক্লিপের ভেতরেই গতি মসৃণভাবে বদলায়, যেমন স্বাভাবিক থেকে স্লো মোশনে"},
       {"id": "c", "label": "Raises the music's volume step by step",
        "label_bn": "ধাপে ধাপে মিউজিকের ভলিউম বাড়ায়"},
       {"id": "d", "label": "Plays the whole video twice as fast",
        "label_bn": "পুরো ভিডিও দ্বিগুণ গতিতে চালায়"}],
     "right": ["b"]},
    {"prompt": "What does Chroma Key do?",
     "prompt_bn": "Chroma Key কী করে?",
     "options": [
       {"id": "a", "label": "Removes one colour, such as a green screen's green, so another shot shows through",
        "label_bn": "একটি কালার, যেমন গ্রিন স্ক্রিনের সবুজ, সরিয়ে দেয়, যাতে পেছনে অন্য শট দেখা যায়"},
       {"id": "b", "label": "Changes a clip's speed smoothly",
        "label_bn": "ক্লিপের গতি মসৃণভাবে বদলায়"},
       {"id": "c", "label": "Puts one colour filter on the whole video",
        "label_bn": "পুরো ভিডিওতে একটি কালার ফিল্টার দেয়"},
       {"id": "d", "label": "Locks the colours so that export does not change them",
        "label_bn": "কালার লক করে দেয়, যাতে এক্সপোর্টে না বদলায়"}],
     "right": ["a"]},
    {"prompt": "Which export settings does the lesson give for YouTube?",
     "prompt_bn": "ইউটিউবের জন্য লেসনে কোন এক্সপোর্ট সেটিংস দেওয়া আছে?",
     "options": [
       {"id": "a", "label": "1920 × 1080, at the frame rate you filmed at",
        "label_bn": "১৯২০ × ১০৮০, যে ফ্রেম রেটে ধারণ করেছেন সেই ফ্রেম রেটে"},
       {"id": "b", "label": "1080 × 1920 at 15 fps",
        "label_bn": "১০৮০ × ১৯২০, ১৫ fps-এ"},
       {"id": "c", "label": "720p, to save data",
        "label_bn": "ডেটা বাঁচাতে ৭২০p"},
       {"id": "d", "label": "480p at 60 fps",
        "label_bn": "৪৮০p, ৬০ fps-এ"}],
     "right": ["a"]},
    {"prompt": "Which TWO do you do before you export and upload?",
     "prompt_bn": "এক্সপোর্ট আর আপলোডের আগে কোন দুটি কাজ করবেন?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "Watch the whole video once more with headphones",
        "label_bn": "হেডফোনে পুরো ভিডিওটি আরেকবার দেখা"},
       {"id": "b", "label": "Plan to upload on mobile data, since it is faster than Wi-Fi",
        "label_bn": "মোবাইল ডেটায় আপলোডের পরিকল্পনা, কারণ তা ওয়াই-ফাইয়ের চেয়ে দ্রুত"},
       {"id": "c", "label": "Export at a low bitrate so the upload is quick",
        "label_bn": "দ্রুত আপলোডের জন্য কম বিটরেটে এক্সপোর্ট করা"},
       {"id": "d", "label": "Check the first frame: some apps use it as the thumbnail",
        "label_bn": "প্রথম ফ্রেমটি দেখে নেওয়া: কিছু অ্যাপে এটিই থাম্বনেইল হয়"}],
     "right": ["a", "d"]},
    {"prompt": "Why give Facebook or YouTube the best-quality file you can?",
     "prompt_bn": "ফেসবুক বা ইউটিউবকে যত ভালো মানের ফাইল সম্ভব, তা কেন দেবেন?",
     "options": [
       {"id": "a", "label": "They refuse small files",
        "label_bn": "ছোট ফাইল তারা নেয় না"},
       {"id": "b", "label": "Big files get more views",
        "label_bn": "বড় ফাইল বেশি ভিউ পায়"},
       {"id": "c", "label": "They compress every upload again, so a poor file comes out worse",
        "label_bn": "তারা প্রতিটি আপলোড আবার কমপ্রেস করে, তাই খারাপ ফাইল আরও খারাপ হয়ে যায়"},
       {"id": "d", "label": "They show the file exactly as you uploaded it",
        "label_bn": "আপনি যেমন আপলোড করেন, তারা ঠিক তেমনই দেখায়"}],
     "right": ["c"]}
  ]$json$);

-- module 4 of 8: Reels and Short-form Content; after lesson 5
select pg_temp.add_quiz('video-editing', 5,
  'Quiz: Reels and short-form content', 'কুইজ: রিলস ও শর্ট-ফর্ম কনটেন্ট',
  $json$[
    {"prompt": "On Facebook Reels and TikTok, about how long do people take to decide whether to keep watching?",
     "prompt_bn": "ফেসবুক রিলস আর টিকটকে মানুষ মোটামুটি কত সময়ে ঠিক করেন, দেখতে থাকবেন কি না?",
     "options": [
       {"id": "a", "label": "About thirty seconds",
        "label_bn": "মোটামুটি ত্রিশ সেকেন্ডে"},
       {"id": "b", "label": "About three seconds",
        "label_bn": "মোটামুটি তিন সেকেন্ডে"},
       {"id": "c", "label": "About one minute",
        "label_bn": "মোটামুটি এক মিনিটে"},
       {"id": "d", "label": "Only once the video has ended",
        "label_bn": "ভিডিও শেষ হলে তবেই"}],
     "right": ["b"]},
    {"prompt": "Which TWO are strong hooks?",
     "prompt_bn": "নিচের কোন দুটি জোরালো হুক?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "A five-second logo animation",
        "label_bn": "পাঁচ সেকেন্ডের লোগো অ্যানিমেশন"},
       {"id": "b", "label": "Show the finished dish first, then how it was made",
        "label_bn": "আগে রান্না করা খাবারটি দেখানো, তারপর কীভাবে বানানো হলো"},
       {"id": "c", "label": "A question the viewer wants answered",
        "label_bn": "দর্শক উত্তর জানতে চাইবেন এমন একটি প্রশ্ন"},
       {"id": "d", "label": "\"Hi everyone, welcome back\" over a still shot",
        "label_bn": "স্থির একটি শটের ওপর \"হ্যালো সবাই, আবার স্বাগতম\""}],
     "right": ["b", "c"]},
    {"prompt": "Why pick a track from the platform's own music library?",
     "prompt_bn": "প্ল্যাটফর্মের নিজের মিউজিক লাইব্রেরি থেকে গান কেন বাছবেন?",
     "options": [
       {"id": "a", "label": "Its songs have better sound quality",
        "label_bn": "ওখানকার গানের সাউন্ড বেশি ভালো"},
       {"id": "b", "label": "It makes the reel load faster",
        "label_bn": "এতে রিল দ্রুত লোড হয়"},
       {"id": "c", "label": "So the reel is not muted or blocked for copyright",
        "label_bn": "যাতে কপিরাইটের কারণে রিল মিউট বা ব্লক না হয়"},
       {"id": "d", "label": "The app plays those songs louder",
        "label_bn": "অ্যাপ সেই গানগুলো জোরে বাজায়"}],
     "right": ["c"]},
    {"prompt": "What does editing to the beat mean?",
     "prompt_bn": "বিটের তালে এডিটিং মানে কী?",
     "options": [
       {"id": "a", "label": "Speeding the whole video up to match the song",
        "label_bn": "গানের সাথে মেলাতে পুরো ভিডিওর গতি বাড়ানো"},
       {"id": "b", "label": "Adding a drum sound effect on each cut",
        "label_bn": "প্রতিটি কাটে ড্রামের সাউন্ড ইফেক্ট দেওয়া"},
       {"id": "c", "label": "Cutting wherever the speaker pauses",
        "label_bn": "যেখানে বক্তা থামেন, সেখানেই কাটা"},
       {"id": "d", "label": "Changing shots on the strong beats of the music",
        "label_bn": "মিউজিকের জোরালো বিটগুলোতে শট বদলানো"}],
     "right": ["d"]},
    {"prompt": "When you frame for vertical video, where do faces and products go?",
     "prompt_bn": "ভার্টিক্যাল ভিডিওর ফ্রেমিংয়ে মুখ আর পণ্য কোথায় রাখবেন?",
     "options": [
       {"id": "a", "label": "In the middle, with nothing important in the top or bottom fifth of the screen",
        "label_bn": "মাঝখানে; স্ক্রিনের ওপরের বা নিচের এক-পঞ্চমাংশে জরুরি কিছু নয়"},
       {"id": "b", "label": "Along the bottom, next to the caption",
        "label_bn": "নিচের দিকে, ক্যাপশনের পাশে"},
       {"id": "c", "label": "At the very top, so they are seen first",
        "label_bn": "একদম ওপরে, যাতে সবার আগে চোখে পড়ে"},
       {"id": "d", "label": "Small in a corner, so the background shows",
        "label_bn": "এক কোণে ছোট করে, যাতে ব্যাকগ্রাউন্ড দেখা যায়"}],
     "right": ["a"]},
    {"prompt": "How can you test your hook before you post?",
     "prompt_bn": "পোস্ট করার আগে হুক কীভাবে পরীক্ষা করবেন?",
     "options": [
       {"id": "a", "label": "Post it, and delete it if it gets few likes",
        "label_bn": "পোস্ট করে কম লাইক পেলে মুছে ফেলা"},
       {"id": "b", "label": "Show a friend only the first three seconds and ask what the video is about",
        "label_bn": "একজন বন্ধুকে শুধু প্রথম তিন সেকেন্ড দেখিয়ে জিজ্ঞেস করা, ভিডিওটি কী নিয়ে"},
       {"id": "c", "label": "Add more hashtags",
        "label_bn": "আরও বেশি হ্যাশট্যাগ দেওয়া"},
       {"id": "d", "label": "Make the opening longer",
        "label_bn": "শুরুটা আরও লম্বা করা"}],
     "right": ["b"]}
  ]$json$);

-- module 5 of 8: Colour Correction and Grading; after lesson 6
select pg_temp.add_quiz('video-editing', 6,
  'Quiz: Colour correction and grading', 'কুইজ: কালার কারেকশন ও গ্রেডিং',
  $json$[
    {"prompt": "What does white balance correct?",
     "prompt_bn": "হোয়াইট ব্যালান্স কী ঠিক করে?",
     "options": [
       {"id": "a", "label": "How bright the whole shot is",
        "label_bn": "পুরো শট কতটা উজ্জ্বল"},
       {"id": "b", "label": "How far apart the darkest and brightest parts are",
        "label_bn": "সবচেয়ে গাঢ় আর সবচেয়ে উজ্জ্বল অংশের মধ্যে কতটা পার্থক্য"},
       {"id": "c", "label": "A shaky camera",
        "label_bn": "ক্যামেরার কাঁপুনি"},
       {"id": "d", "label": "A colour cast, so that white looks white, like the green or blue a tube light gives",
        "label_bn": "কালারের আভা, যাতে সাদা সাদাই দেখায়; যেমন টিউবলাইটের সবুজ বা নীল ভাব"}],
     "right": ["d"]},
    {"prompt": "In what order do you work on colour?",
     "prompt_bn": "কালারের কাজ কোন ক্রমে করবেন?",
     "options": [
       {"id": "a", "label": "Grade a look first, then correct whatever it broke",
        "label_bn": "আগে গ্রেডিং করে লুক, তারপর তাতে যা নষ্ট হলো তার কারেকশন"},
       {"id": "b", "label": "Correct first (exposure, contrast, white balance), then grade a look",
        "label_bn": "আগে কারেকশন (এক্সপোজার, কনট্রাস্ট, হোয়াইট ব্যালান্স), তারপর গ্রেডিং করে লুক"},
       {"id": "c", "label": "Grade only: a LUT corrects everything",
        "label_bn": "শুধু গ্রেডিং: একটি LUT-ই সব ঠিক করে দেয়"},
       {"id": "d", "label": "The order does not matter",
        "label_bn": "ক্রমে কিছু যায় আসে না"}],
     "right": ["b"]},
    {"prompt": "When you raise the exposure, what do you watch for?",
     "prompt_bn": "এক্সপোজার বাড়ানোর সময় কী খেয়াল রাখবেন?",
     "options": [
       {"id": "a", "label": "The video getting longer",
        "label_bn": "ভিডিও লম্বা হয়ে যাচ্ছে কি না"},
       {"id": "b", "label": "The sound getting louder",
        "label_bn": "সাউন্ড জোরে হয়ে যাচ্ছে কি না"},
       {"id": "c", "label": "White areas losing their detail and burning out to flat white",
        "label_bn": "সাদা অংশগুলো যেন ডিটেইল হারিয়ে একদম সাদা হয়ে জ্বলে না যায়"},
       {"id": "d", "label": "The colours turning black and white",
        "label_bn": "কালার সাদা-কালো হয়ে যাচ্ছে কি না"}],
     "right": ["c"]},
    {"prompt": "Which TWO help keep skin tones natural?",
     "prompt_bn": "স্কিন টোন স্বাভাবিক রাখতে কোন দুটি কাজ সাহায্য করে?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "Push the saturation to the maximum",
        "label_bn": "স্যাচুরেশন সর্বোচ্চ পর্যন্ত বাড়িয়ে দেওয়া"},
       {"id": "b", "label": "Warm the white balance until faces glow orange",
        "label_bn": "মুখ কমলা হয়ে না ওঠা পর্যন্ত হোয়াইট ব্যালান্স উষ্ণ করা"},
       {"id": "c", "label": "Compare shots of the same person side by side",
        "label_bn": "একই মানুষের শটগুলো পাশাপাশি রেখে মিলিয়ে দেখা"},
       {"id": "d", "label": "Apply a LUT or filter at reduced strength, not at full",
        "label_bn": "LUT বা ফিল্টার পুরো মাত্রায় নয়, কম মাত্রায় দেওয়া"}],
     "right": ["c", "d"]},
    {"prompt": "What is a LUT?",
     "prompt_bn": "LUT কী?",
     "options": [
       {"id": "a", "label": "A preset that remaps the colours of footage to give it a look",
        "label_bn": "একটি প্রিসেট, যা ফুটেজের কালারগুলো বদলে একটি নির্দিষ্ট লুক দেয়"},
       {"id": "b", "label": "A kind of microphone",
        "label_bn": "এক ধরনের মাইক্রোফোন"},
       {"id": "c", "label": "A frame rate for slow motion",
        "label_bn": "স্লো মোশনের একটি ফ্রেম রেট"},
       {"id": "d", "label": "A video file format for export",
        "label_bn": "এক্সপোর্টের জন্য একটি ভিডিও ফাইল ফরম্যাট"}],
     "right": ["a"]},
    {"prompt": "How do you keep one look across a whole video?",
     "prompt_bn": "পুরো ভিডিওতে কীভাবে একই লুক ধরে রাখবেন?",
     "options": [
       {"id": "a", "label": "Give each shot a different filter so it stays interesting",
        "label_bn": "আগ্রহ ধরে রাখতে প্রতিটি শটে আলাদা ফিল্টার দেওয়া"},
       {"id": "b", "label": "Grade only the first shot: viewers remember it",
        "label_bn": "শুধু প্রথম শট গ্রেড করা: দর্শক সেটাই মনে রাখেন"},
       {"id": "c", "label": "Match the shots with correction, then use the same grade on every shot",
        "label_bn": "কারেকশন দিয়ে শটগুলো মিলিয়ে নিয়ে প্রতিটি শটে একই গ্রেড দেওয়া"},
       {"id": "d", "label": "Turn the contrast to the maximum on every shot",
        "label_bn": "প্রতিটি শটে কনট্রাস্ট সর্বোচ্চ করে দেওয়া"}],
     "right": ["c"]},
    {"prompt": "Before you grade on your phone, what does the project's tip say?",
     "prompt_bn": "মোবাইলে গ্রেড করার আগে প্রজেক্টের টিপস কী বলে?",
     "options": [
       {"id": "a", "label": "Turn the brightness all the way up",
        "label_bn": "উজ্জ্বলতা একদম সর্বোচ্চ করে দেওয়া"},
       {"id": "b", "label": "Turn on night mode to protect your eyes",
        "label_bn": "চোখ বাঁচাতে নাইট মোড চালু করা"},
       {"id": "c", "label": "Grade in a dark room with the screen at its dimmest",
        "label_bn": "অন্ধকার ঘরে স্ক্রিন সবচেয়ে কম উজ্জ্বলতায় রেখে গ্রেড করা"},
       {"id": "d", "label": "Set the screen brightness to the middle and turn off night mode or the eye-comfort filter",
        "label_bn": "স্ক্রিনের উজ্জ্বলতা মাঝামাঝি রাখা, আর নাইট মোড বা আই-কমফোর্ট ফিল্টার বন্ধ করা"}],
     "right": ["d"]}
  ]$json$);

-- module 6 of 8: Sound Design; after lesson 7
select pg_temp.add_quiz('video-editing', 7,
  'Quiz: Sound design', 'কুইজ: সাউন্ড ডিজাইন',
  $json$[
    {"prompt": "What is ducking?",
     "prompt_bn": "ডাকিং কী?",
     "options": [
       {"id": "a", "label": "Lowering the music while someone speaks and bringing it back up in the gaps",
        "label_bn": "কেউ কথা বলার সময় মিউজিক নামিয়ে দেওয়া, আর ফাঁকে ফাঁকে আবার তুলে দেওয়া"},
       {"id": "b", "label": "Removing the background noise from a voice",
        "label_bn": "কণ্ঠ থেকে ব্যাকগ্রাউন্ডের শব্দ সরানো"},
       {"id": "c", "label": "Cutting the breaths out of a recording",
        "label_bn": "রেকর্ডিং থেকে শ্বাসের শব্দ কেটে ফেলা"},
       {"id": "d", "label": "Making the voice sound deeper",
        "label_bn": "কণ্ঠ আরও ভারী করা"}],
     "right": ["a"]},
    {"prompt": "Where should your voice peak on the level meter?",
     "prompt_bn": "লেভেল মিটারে আপনার কণ্ঠের সর্বোচ্চ মাত্রা কোথায় থাকা উচিত?",
     "options": [
       {"id": "a", "label": "At 0 dB all the time, as loud as possible",
        "label_bn": "সবসময় ০ dB-তে, যত জোরে সম্ভব"},
       {"id": "b", "label": "Around −6 dB, and never clipping",
        "label_bn": "−৬ dB-এর কাছাকাছি, আর কখনো ক্লিপ করবে না"},
       {"id": "c", "label": "Around −40 dB, to be safe",
        "label_bn": "নিরাপদ থাকতে −৪০ dB-এর কাছাকাছি"},
       {"id": "d", "label": "It does not matter: the apps fix the level on upload",
        "label_bn": "কিছু যায় আসে না: আপলোডের সময় অ্যাপ লেভেল ঠিক করে নেয়"}],
     "right": ["b"]},
    {"prompt": "How do you hold the phone to record a voice-over?",
     "prompt_bn": "ভয়েস-ওভার রেকর্ড করার সময় ফোন কীভাবে ধরবেন?",
     "options": [
       {"id": "a", "label": "Touching your lips, for the loudest sound",
        "label_bn": "সবচেয়ে জোরালো শব্দের জন্য ঠোঁটে লাগিয়ে"},
       {"id": "b", "label": "At arm's length, straight in front of you",
        "label_bn": "হাত লম্বা করে, ঠিক সামনে"},
       {"id": "c", "label": "On a table across the room",
        "label_bn": "ঘরের অন্য প্রান্তে টেবিলের ওপর"},
       {"id": "d", "label": "15 to 20 cm from your mouth, slightly to one side",
        "label_bn": "মুখ থেকে ১৫ থেকে ২০ সেমি দূরে, একটু পাশে"}],
     "right": ["d"]},
    {"prompt": "Which TWO give a cleaner voice recording at home?",
     "prompt_bn": "বাসায় আরও পরিষ্কার ভয়েস রেকর্ডিংয়ের জন্য কোন দুটি কাজ সাহায্য করে?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "Record in a small room with curtains, cushions or other soft things",
        "label_bn": "পর্দা, কুশন বা অন্য নরম জিনিস আছে এমন ছোট ঘরে রেকর্ড করা"},
       {"id": "b", "label": "Record a few seconds of silence first, so noise reduction can learn the noise",
        "label_bn": "আগে কয়েক সেকেন্ড চুপচাপ রেকর্ড করা, যাতে নয়েজ রিডাকশন শব্দটা চিনে নিতে পারে"},
       {"id": "c", "label": "Record next to a running fan to keep the phone cool",
        "label_bn": "ফোন ঠান্ডা রাখতে চলন্ত ফ্যানের পাশে রেকর্ড করা"},
       {"id": "d", "label": "Record in an empty tiled bathroom for a fuller sound",
        "label_bn": "ভরাট শব্দের জন্য টাইলস বসানো ফাঁকা বাথরুমে রেকর্ড করা"}],
     "right": ["a", "b"]},
    {"prompt": "What happens when you push noise reduction too far?",
     "prompt_bn": "নয়েজ রিডাকশন খুব বেশি দিলে কী হয়?",
     "options": [
       {"id": "a", "label": "Nothing: more is always cleaner",
        "label_bn": "কিছুই না: যত বেশি, তত পরিষ্কার"},
       {"id": "b", "label": "The video gets brighter",
        "label_bn": "ভিডিও উজ্জ্বল হয়ে যায়"},
       {"id": "c", "label": "The voice starts to sound thin and robotic",
        "label_bn": "কণ্ঠ পাতলা আর যান্ত্রিক শোনাতে শুরু করে"},
       {"id": "d", "label": "The file gets much bigger",
        "label_bn": "ফাইল অনেক বড় হয়ে যায়"}],
     "right": ["c"]},
    {"prompt": "Which TWO are safe places to take music from for a client's video?",
     "prompt_bn": "ক্লায়েন্টের ভিডিওর জন্য নিরাপদে মিউজিক নেওয়া যায় কোন দুটি জায়গা থেকে?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "The YouTube Audio Library",
        "label_bn": "YouTube Audio Library"},
       {"id": "b", "label": "Any song on YouTube, as long as you credit the singer",
        "label_bn": "ইউটিউবের যেকোনো গান, শুধু শিল্পীর নাম উল্লেখ করলেই হবে"},
       {"id": "c", "label": "The editing app's own copyright-free library",
        "label_bn": "এডিটিং অ্যাপের নিজের কপিরাইট-মুক্ত লাইব্রেরি"},
       {"id": "d", "label": "Any film song, if you keep its volume low",
        "label_bn": "সিনেমার যেকোনো গান, ভলিউম কম রাখলে"}],
     "right": ["a", "c"]}
  ]$json$);

-- module 7 of 8: Adobe Premiere Pro Basics; after lesson 8
-- (no Premiere Pro lesson in the plan: after the last lesson that is not live)
select pg_temp.add_quiz('video-editing', 8,
  'Quiz: Adobe Premiere Pro basics', 'কুইজ: Adobe Premiere Pro-এর বেসিক',
  $json$[
    {"prompt": "Which TWO Premiere Pro shortcuts are right?",
     "prompt_bn": "Premiere Pro-র কোন দুটি শর্টকাট ঠিক?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "R for the Razor tool",
        "label_bn": "Razor টুলের জন্য R"},
       {"id": "b", "label": "C for the Razor tool",
        "label_bn": "Razor টুলের জন্য C"},
       {"id": "c", "label": "V for Ripple Delete",
        "label_bn": "Ripple Delete-এর জন্য V"},
       {"id": "d", "label": "Shift+Delete for Ripple Delete",
        "label_bn": "Ripple Delete-এর জন্য Shift+Delete"}],
     "right": ["b", "d"]},
    {"prompt": "What does Ripple Delete do?",
     "prompt_bn": "Ripple Delete কী করে?",
     "options": [
       {"id": "a", "label": "Removes a clip and leaves an empty gap in its place",
        "label_bn": "ক্লিপ মুছে দেয়, তার জায়গায় ফাঁকা অংশ রেখে"},
       {"id": "b", "label": "Removes a clip or a gap and pulls the later clips left to close it",
        "label_bn": "একটি ক্লিপ বা ফাঁকা অংশ মুছে পরের ক্লিপগুলো বাঁয়ে টেনে ফাঁক বন্ধ করে দেয়"},
       {"id": "c", "label": "Deletes only the clip's audio",
        "label_bn": "শুধু ক্লিপের অডিও মুছে দেয়"},
       {"id": "d", "label": "Adds a water-ripple effect",
        "label_bn": "পানির ঢেউয়ের মতো একটি ইফেক্ট যোগ করে"}],
     "right": ["b"]},
    {"prompt": "Which panel do you use for colour correction and a grade?",
     "prompt_bn": "কালার কারেকশন আর গ্রেডিংয়ের জন্য কোন প্যানেল ব্যবহার করবেন?",
     "options": [
       {"id": "a", "label": "Lumetri Color",
        "label_bn": "Lumetri Color"},
       {"id": "b", "label": "Essential Graphics",
        "label_bn": "Essential Graphics"},
       {"id": "c", "label": "Audio Track Mixer",
        "label_bn": "Audio Track Mixer"},
       {"id": "d", "label": "Project",
        "label_bn": "Project"}],
     "right": ["a"]},
    {"prompt": "Where do you add a title and lower thirds?",
     "prompt_bn": "টাইটেল আর লোয়ার থার্ড কোথা থেকে যোগ করবেন?",
     "options": [
       {"id": "a", "label": "The Lumetri Color panel",
        "label_bn": "Lumetri Color প্যানেল"},
       {"id": "b", "label": "The Audio Track Mixer",
        "label_bn": "Audio Track Mixer"},
       {"id": "c", "label": "The export queue",
        "label_bn": "এক্সপোর্ট কিউ"},
       {"id": "d", "label": "The Essential Graphics panel",
        "label_bn": "Essential Graphics প্যানেল"}],
     "right": ["d"]},
    {"prompt": "Which TWO keep a Premiere Pro timeline tidy, as in the project?",
     "prompt_bn": "প্রজেক্টে যেমন, Premiere Pro-র টাইমলাইন গোছানো রাখতে কোন দুটি কাজ?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "B-roll on V2, above the main video",
        "label_bn": "বি-রোল মূল ভিডিওর ওপরে, V2-তে"},
       {"id": "b", "label": "Everything stacked on V1",
        "label_bn": "সবকিছু V1-এ একটার পর একটা"},
       {"id": "c", "label": "Titles placed on an audio track",
        "label_bn": "টাইটেল একটি অডিও ট্র্যাকে"},
       {"id": "d", "label": "Music on an audio track of its own, such as A2",
        "label_bn": "মিউজিক আলাদা একটি অডিও ট্র্যাকে, যেমন A2-তে"}],
     "right": ["a", "d"]},
    {"prompt": "Which sequence do you create for a YouTube video?",
     "prompt_bn": "ইউটিউব ভিডিওর জন্য কোন সিকোয়েন্স খুলবেন?",
     "options": [
       {"id": "a", "label": "1080 × 1080 at 60 fps",
        "label_bn": "১০৮০ × ১০৮০, ৬০ fps-এ"},
       {"id": "b", "label": "1280 × 720 at 15 fps",
        "label_bn": "১২৮০ × ৭২০, ১৫ fps-এ"},
       {"id": "c", "label": "1920 × 1080, at your footage's frame rate",
        "label_bn": "১৯২০ × ১০৮০, আপনার ফুটেজের ফ্রেম রেটে"},
       {"id": "d", "label": "Any size: YouTube resizes it",
        "label_bn": "যেকোনো সাইজ: ইউটিউব নিজেই ঠিক করে নেয়"}],
     "right": ["c"]},
    {"prompt": "How do you export a video for YouTube from Premiere Pro?",
     "prompt_bn": "Premiere Pro থেকে ইউটিউবের জন্য ভিডিও কীভাবে এক্সপোর্ট করবেন?",
     "options": [
       {"id": "a", "label": "As an animated GIF",
        "label_bn": "অ্যানিমেটেড GIF হিসেবে"},
       {"id": "b", "label": "As H.264 with the YouTube 1080p Full HD preset",
        "label_bn": "H.264-এ, YouTube 1080p Full HD প্রিসেট দিয়ে"},
       {"id": "c", "label": "As a WAV file",
        "label_bn": "WAV ফাইল হিসেবে"},
       {"id": "d", "label": "As a sequence of JPEG images",
        "label_bn": "JPEG ছবির সিকোয়েন্স হিসেবে"}],
     "right": ["b"]}
  ]$json$);

-- module 8 of 8: Showreel and Freelancing; at the end of the course
-- (the plan has no lesson of its own)
select pg_temp.add_quiz('video-editing', null,
  'Quiz: Showreel and freelancing', 'কুইজ: শোরিল ও ফ্রিল্যান্সিং',
  $json$[
    {"prompt": "How long should your showreel be?",
     "prompt_bn": "শোরিল কত লম্বা হওয়া উচিত?",
     "options": [
       {"id": "a", "label": "5 to 10 minutes",
        "label_bn": "৫ থেকে ১০ মিনিট"},
       {"id": "b", "label": "As long as all your projects put together",
        "label_bn": "আপনার সব প্রজেক্ট মিলিয়ে যত লম্বা"},
       {"id": "c", "label": "45 to 90 seconds",
        "label_bn": "৪৫ থেকে ৯০ সেকেন্ড"},
       {"id": "d", "label": "About 10 seconds",
        "label_bn": "মোটামুটি ১০ সেকেন্ড"}],
     "right": ["c"]},
    {"prompt": "How should your showreel open?",
     "prompt_bn": "শোরিল কীভাবে শুরু করবেন?",
     "options": [
       {"id": "a", "label": "With your strongest clip, and your name on screen within three seconds",
        "label_bn": "সবচেয়ে জোরালো ক্লিপ দিয়ে, আর তিন সেকেন্ডের মধ্যেই স্ক্রিনে আপনার নাম"},
       {"id": "b", "label": "With a long logo animation",
        "label_bn": "লম্বা একটি লোগো অ্যানিমেশন দিয়ে"},
       {"id": "c", "label": "With a black screen while the music builds",
        "label_bn": "মিউজিক জমে ওঠা পর্যন্ত কালো স্ক্রিন দিয়ে"},
       {"id": "d", "label": "With your very first edit, to show how far you have come",
        "label_bn": "নিজের একদম প্রথম এডিট দিয়ে, যাতে বোঝা যায় কতটা এগিয়েছেন"}],
     "right": ["a"]},
    {"prompt": "A clip is good, but not great. What do you do with it?",
     "prompt_bn": "একটি ক্লিপ ভালো, কিন্তু দুর্দান্ত নয়। এটি নিয়ে কী করবেন?",
     "options": [
       {"id": "a", "label": "Leave it out: a client remembers your weakest moment as much as your best",
        "label_bn": "বাদ দেবেন: ক্লায়েন্ট আপনার সেরা মুহূর্তের মতোই সবচেয়ে দুর্বল মুহূর্তটাও মনে রাখেন"},
       {"id": "b", "label": "Put it in the middle, where nobody notices",
        "label_bn": "মাঝখানে রাখবেন, যেখানে কারও চোখে পড়বে না"},
       {"id": "c", "label": "Slow it down to fill time",
        "label_bn": "সময় ভরাতে স্লো করে দেবেন"},
       {"id": "d", "label": "Add a flashy transition to lift it",
        "label_bn": "জমাতে একটি চটকদার ট্রানজিশন দেবেন"}],
     "right": ["a"]},
    {"prompt": "Which TWO belong with your showreel?",
     "prompt_bn": "শোরিলের সাথে কোন দুটি থাকা উচিত?",
     "multiple": true,
     "options": [
       {"id": "a", "label": "The raw footage of every project",
        "label_bn": "প্রতিটি প্রজেক্টের raw ফুটেজ"},
       {"id": "b", "label": "A contact card at the end: a Facebook page, an email or a WhatsApp number",
        "label_bn": "শেষে যোগাযোগের কার্ড: ফেসবুক পেজ, ইমেইল বা হোয়াটসঅ্যাপ নম্বর"},
       {"id": "c", "label": "A description that names the tools you used, such as CapCut, VN and Premiere Pro",
        "label_bn": "ব্যবহৃত টুলগুলোর নামসহ একটি ডেসক্রিপশন, যেমন CapCut, VN ও Premiere Pro"},
       {"id": "d", "label": "Every edit you have ever made, in full",
        "label_bn": "এ পর্যন্ত করা প্রতিটি এডিট, পুরোটা"}],
     "right": ["b", "c"]},
    {"prompt": "Before you start a paid edit, what do you agree with the client?",
     "prompt_bn": "টাকার বিনিময়ে এডিট শুরুর আগে ক্লায়েন্টের সাথে কী ঠিক করে নেবেন?",
     "options": [
       {"id": "a", "label": "Nothing: start quickly and settle it all at the end",
        "label_bn": "কিছুই না: দ্রুত শুরু করে শেষে সব মিটিয়ে নেওয়া"},
       {"id": "b", "label": "Only the music",
        "label_bn": "শুধু মিউজিক"},
       {"id": "c", "label": "Only the price: changes are always free",
        "label_bn": "শুধু দাম: পরিবর্তন তো সবসময় ফ্রি"},
       {"id": "d", "label": "The length, the format, the deadline, the price and how many rounds of changes it includes",
        "label_bn": "দৈর্ঘ্য, ফরম্যাট, ডেডলাইন, দাম, আর কয় দফা পরিবর্তন এর মধ্যে থাকবে"}],
     "right": ["d"]},
    {"prompt": "How do you send a finished video to a client for review?",
     "prompt_bn": "শেষ করা ভিডিও রিভিউর জন্য ক্লায়েন্টকে কীভাবে পাঠাবেন?",
     "options": [
       {"id": "a", "label": "A Google Drive link that opens only with your own login",
        "label_bn": "এমন Google Drive লিংক, যা শুধু আপনার লগইনে খোলে"},
       {"id": "b", "label": "A YouTube (unlisted) or Google Drive link that anyone with the link can watch",
        "label_bn": "ইউটিউব (unlisted) বা Google Drive-এর লিংক, যা পেলে যে কেউ দেখতে পারেন"},
       {"id": "c", "label": "Screenshots of the timeline",
        "label_bn": "টাইমলাইনের স্ক্রিনশট"},
       {"id": "d", "label": "The project file from your phone",
        "label_bn": "ফোনের প্রজেক্ট ফাইল"}],
     "right": ["b"]}
  ]$json$);

drop function pg_temp.add_quiz(text, integer, text, text, jsonb);

-- Premiere Pro needs a computer, which the course says is optional: its quiz, like its project,
-- does not hold back the certificate.
update public.quizzes set required = false
where course_id = 'video-editing' and title = 'Quiz: Adobe Premiere Pro basics';
