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

-- As in the profiles migration, plus the locale; an unknown locale is English, never a failure.
create or replace function private.handle_new_user()
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
