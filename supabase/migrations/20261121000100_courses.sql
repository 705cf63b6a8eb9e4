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
