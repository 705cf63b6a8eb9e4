-- Payment decisions on record (issue 15): every approval, rejection and refund keeps who, when,
-- why and the wallet payment it was matched with; refunds; approving a batch all or nothing;
-- money statistics.
--
-- Where things live (docs/decisions/0022-payment-decisions.md):
--   * pending_enrollments holds the current state the learner may read: its status (now also
--     'refunded'), the reason of the decision (decision_reason) and the payment it was settled
--     with (paid_*). Its decided_by column goes (learners could read who decided).
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
  drop constraint pending_enrollments_status_check;
alter table public.pending_enrollments
  add constraint pending_enrollments_status_check
    check (status in ('pending', 'approved', 'rejected', 'refunded')),
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

-- The decisions made before this migration, without a reason (none was asked for then).
insert into public.enrollment_decisions (request_id, decision, decided_by, decided_at)
select p.id, p.status, pr.id, p.decided_at
from public.pending_enrollments p
left join public.profiles pr on pr.id = p.decided_by
where p.status <> 'pending';

-- Who decided now lives in the history only: learners read their own requests (select *
-- included) and must not learn which admin decided.
alter table public.pending_enrollments drop column decided_by;

-- ---------------------------------------------------------------- the decision triggers
-- Before every update (replaces the first version): the only moves are pending -> approved,
-- pending -> rejected and approved -> refunded; rejecting and refunding need a reason; a
-- payment is recorded with an approval only; once decided, reason and payment are final.
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
    raise exception 'Enrollment request is already %.', old.status using errcode = '55000';
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

  new.decided_at := now();
  return new;
end;
$$;

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
create function public.approve_enrollments(request_ids uuid[], payments jsonb default '[]'::jsonb)
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
    raise exception 'Enrollment request % is already %; nothing was approved.', bad.id, bad.status
      using errcode = '55000', hint = 'enrollment_request_decided', detail = bad.id::text;
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
drop function public.reject_enrollment(uuid);

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
    raise exception 'Error fetching enrollment' using
      errcode = 'P0002',
      detail = 'No enrollment request with this id that you may decide.';
  end if;

  if request.status <> 'pending' then
    raise exception 'Enrollment request is already %.', request.status using errcode = '55000';
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
-- days newest first; only days with something to count.
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
         select p.course_id,
                sum(p.amount_due) filter (where p.status = 'approved') as confirmed,
                sum(p.amount_due) filter (where p.status = 'pending') as awaiting
         from public.pending_enrollments p
         group by p.course_id
       ) s on s.course_id = c.id),
    'days',
      (select coalesce(jsonb_agg(jsonb_build_object(
          'day', to_char(m.day, 'YYYY-MM-DD'),
          'course_id', m.course_id,
          'taka_confirmed', m.confirmed,
          'taka_awaiting', m.awaiting
        ) order by m.day desc, m.course_id), '[]'::jsonb)
       from (
         select x.day, x.course_id, sum(x.confirmed) as confirmed, sum(x.awaiting) as awaiting
         from (
           select (d.decided_at at time zone 'Asia/Dhaka')::date as day,
                  p.course_id,
                  case d.decision when 'approved' then p.amount_due
                                  when 'refunded' then -p.amount_due
                                  else 0 end as confirmed,
                  0 as awaiting
           from public.enrollment_decisions d
           join public.pending_enrollments p on p.id = d.request_id
           where d.decision in ('approved', 'refunded')
           union all
           select (p.created_at at time zone 'Asia/Dhaka')::date, p.course_id, 0, p.amount_due
           from public.pending_enrollments p
           where p.status = 'pending'
         ) x
         group by x.day, x.course_id
       ) m)
  );
end;
$$;

comment on function public.approve_enrollments(uuid[], jsonb) is
  'Admin: approve a batch of requests, all or nothing, with the wallet payment each was matched with. Already approved ids are left as they are.';
comment on function public.reject_enrollment(uuid, text) is
  'Admin: reject a pending request, with the reason the learner sees.';
comment on function public.refund_enrollment(uuid, text) is
  'Admin: refund an approved request, with the reason the learner sees; the enrolment is removed.';
comment on function public.admin_money_statistics() is
  'Admin: taka confirmed (approved minus refunds) and awaiting (pending), per course and per Asia/Dhaka day.';

revoke all on function public.approve_enrollments(uuid[], jsonb) from public, anon, authenticated;
revoke all on function public.reject_enrollment(uuid, text) from public, anon, authenticated;
revoke all on function public.refund_enrollment(uuid, text) from public, anon, authenticated;
revoke all on function public.admin_money_statistics() from public, anon, authenticated;
grant execute on function public.approve_enrollments(uuid[], jsonb) to authenticated, service_role;
grant execute on function public.reject_enrollment(uuid, text) to authenticated, service_role;
grant execute on function public.refund_enrollment(uuid, text) to authenticated, service_role;
grant execute on function public.admin_money_statistics() to authenticated, service_role;
