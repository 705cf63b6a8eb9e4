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

-- ---------------------------------------------------------------------------------------------
-- Notifications: a new question (in-app, to the course's mentors) and an answer (in-app and
-- mail, to the asker).

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (kind in (
  'request_submitted', 'request_received', 'request_approved', 'request_rejected',
  'request_refunded', 'certificate_issued', 'class_starting',
  'project_submitted', 'project_reviewed',
  'question_asked', 'question_answered'
));

-- ---------------------------------------------------------------------------------------------
-- Quizzes

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

-- ---------------------------------------------------------------------------------------------
-- Certificates: every required quiz passed too. Certificates issued before stay valid
-- (issue_certificate returns an existing one first).

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
