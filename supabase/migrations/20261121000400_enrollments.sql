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
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  coupon_code text check (coupon_code = upper(btrim(coupon_code)) and coupon_code <> ''),
  -- taka, computed by private.prepare_enrollment_request()
  amount_due integer not null check (amount_due >= 0),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
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
create index pending_enrollments_decided_by_idx on public.pending_enrollments (decided_by);

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
    raise exception 'Transaction ID is required.' using errcode = '23502';
  end if;

  select c.price into course_price from public.courses c where c.id = new.course_id;
  if not found then
    raise exception 'Invalid course selected.' using errcode = '23503';
  end if;

  if exists (select 1 from public.pending_enrollments p where p.transaction_id = new.transaction_id) then
    raise exception 'This transaction ID has already been used.' using errcode = '23505';
  end if;

  if exists (
    select 1 from public.enrollments e
    where e.user_id = new.user_id and e.course_id = new.course_id
  ) then
    raise exception 'Already enrolled in this course.' using errcode = '23505';
  end if;

  if new.coupon_code is null then
    percent := 0;
  else
    select c.discount_percent into percent
    from public.coupons c
    where c.code = new.coupon_code and c.is_active;
    if not found then
      raise exception 'Invalid or expired coupon.' using errcode = '22023';
    end if;
  end if;

  -- SPEC 9: discounted price = round(price * (1 - percent / 100)), in whole taka
  new.amount_due := round(course_price * (100 - percent) / 100.0)::integer;
  return new;
end;
$$;

revoke all on function private.prepare_enrollment_request() from public;

create trigger pending_enrollments_prepare
  before insert on public.pending_enrollments
  for each row execute function private.prepare_enrollment_request();

-- Runs before every update: a decision is final, and it records who decided and when.
create function private.record_enrollment_decision()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if old.status <> 'pending' then
      raise exception 'Enrollment request is already %.', old.status using errcode = '55000';
    end if;
    new.decided_at := now();
    new.decided_by := (select auth.uid());
  end if;
  return new;
end;
$$;

revoke all on function private.record_enrollment_decision() from public;

create trigger pending_enrollments_record_decision
  before update on public.pending_enrollments
  for each row execute function private.record_enrollment_decision();

alter table public.pending_enrollments enable row level security;
alter table public.enrollments enable row level security;

-- Anonymous visitors get nothing. Learners insert requests (never decided_at, decided_by,
-- created_at or id) and read them; only `status` is updatable, and RLS lets only admins.
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
