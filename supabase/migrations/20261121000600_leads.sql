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
grant insert (name, email, whatsapp, course_id, payment_method) on table public.leads to anon, authenticated;
grant select on table public.leads to authenticated;

-- Open on purpose: the join-now form is public. The column checks above bound what a row
-- can hold; see docs/decisions/0006-database-linter.md.
create policy "leads: anyone submits (anon)" on public.leads
  for insert to anon
  with check (true);

create policy "leads: anyone submits (authenticated)" on public.leads
  for insert to authenticated
  with check (true);

create policy "leads: admins read" on public.leads
  for select to authenticated
  using ((select private.is_admin()));
