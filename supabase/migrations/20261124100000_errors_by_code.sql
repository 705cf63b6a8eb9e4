-- Errors by code (issue 17): every refusal the apps tell apart is raised with a SQLSTATE code
-- and a stable `hint` (PostgREST passes both to the client), so packages/api/src/errors.ts maps
-- the hint, never the wording of the message (docs/decisions/0036-errors-by-code.md).
-- A raise whose code says enough keeps no hint (P0002: no such request; 42501: not allowed).
-- The functions below are the latest definitions, unchanged except for their raises; where a
-- unique index used to be the only answer to a race (a transaction id, an open request, a
-- wallet payment), the trigger now takes a transaction-scoped advisory lock on the key and
-- checks, so the second caller waits and gets the hinted error; the index stays as a backstop.

-- ---------------------------------------------------------------- a learner's request
create or replace function private.prepare_enrollment_request()
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

  -- SPEC 9: discounted price = round(price * (1 - percent / 100)), in whole taka
  new.amount_due := round(course_price * (100 - percent) / 100.0)::integer;
  return new;
end;
$$;

-- ---------------------------------------------------------------- a decision
create or replace function private.record_enrollment_decision()
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

create or replace function public.approve_enrollment(request_id uuid)
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

create or replace function public.reject_enrollment(request_id uuid, reason text)
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

-- ---------------------------------------------------------------- approve a batch
create or replace function public.approve_enrollments(request_ids uuid[], payments jsonb default '[]'::jsonb)
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

-- ---------------------------------------------------------------- the classroom
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

create or replace function public.reorder_lessons(course_id text, lesson_ids uuid[])
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
