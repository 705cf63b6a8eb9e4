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
    raise exception 'You must be logged in.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.courses c where c.id = issue_certificate.course_id) then
    raise exception 'Invalid course selected.' using errcode = '23503';
  end if;
  if not exists (
    select 1 from public.enrollments e
    where e.user_id = me and e.course_id = issue_certificate.course_id
  ) then
    raise exception 'You are not enrolled in this course.' using errcode = '42501';
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
    raise exception 'Complete every lesson before getting the certificate.' using errcode = '55000';
  end if;

  -- The profile's name, else the name given at sign-up.
  select coalesce(nullif(btrim(p.name), ''), nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''))
  into printed_name
  from auth.users u
  left join public.profiles p on p.id = u.id
  where u.id = me;
  if printed_name is null then
    raise exception 'Add your full name to your profile to get the certificate.' using errcode = '22023';
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
    -- issued at the same moment by another call of this learner: answer that one
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
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.full_name, c.course_id, c.issued_at
  from public.certificates c
  where c.id = verify_certificate.certificate_id;
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
    raise exception 'Admins only' using errcode = '42501';
  end if;
  if lesson_ids is null
    or cardinality(lesson_ids) <> (select count(distinct x) from unnest(lesson_ids) x)
    or (select array_agg(l.id order by l.id) from public.lessons l where l.course_id = reorder_lessons.course_id)
      is distinct from (select array_agg(x order by x) from unnest(lesson_ids) x)
  then
    raise exception 'The lessons changed meanwhile: reload and try again.' using errcode = '55000';
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
