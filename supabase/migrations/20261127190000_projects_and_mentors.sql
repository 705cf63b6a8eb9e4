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

-- ---------------------------------------------------------------------------------------------
-- Limits

insert into public.rate_limits (call, scope, max_requests, window_seconds, why) values
  ('project_submission', 'user', 20, 3600,
   'Project hand-ins of one learner: a few projects an hour, with room for retries on a weak signal.');

-- ---------------------------------------------------------------------------------------------
-- Notifications: a hand-in (in-app, to the course's mentors) and a verdict (in-app and mail,
-- to the learner). A notice may now go without a mail.

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (kind in (
  'request_submitted', 'request_received', 'request_approved', 'request_rejected',
  'request_refunded', 'certificate_issued', 'class_starting',
  'project_submitted', 'project_reviewed'
));

drop function private.notify(uuid, text, jsonb, text);

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

-- ---------------------------------------------------------------------------------------------
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

-- ---------------------------------------------------------------------------------------------
-- Certificates: every required project approved too. Certificates issued before stay valid
-- (issue_certificate returns an existing one first; docs/decisions/0071).

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
  'Issue (or return) the caller''s certificate for a course whose every non-live lesson they completed and every required project of which was approved.';

-- The check now also lists the learner's approved projects (titles and the day of approval).
drop function public.verify_certificate(text);

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
