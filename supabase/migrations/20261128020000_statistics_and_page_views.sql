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

-- ==================================================================== the range

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

-- ==================================================================== requests and decisions per day

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

-- ==================================================================== learners' milestones

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

-- ==================================================================== indexes the reports read

-- Certificates issued in a range, per course.
create index certificates_course_id_issued_at_idx on public.certificates (course_id, issued_at);
-- Hand-ins' reviews in a range (each checked to be its hand-in's first on
-- project_reviews_submission_id_idx).
create index project_reviews_created_at_idx on public.project_reviews (created_at) include (submission_id);
-- Questions answered in a range.
create index lesson_questions_answered_at_idx on public.lesson_questions (answered_at)
  where answered_at is not null;

-- ==================================================================== page views

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

-- ==================================================================== the reports

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
