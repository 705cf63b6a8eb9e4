-- Profiles: one per auth user, created by a trigger when the user signs up.
-- The owner edits their own row but never `role`; admins are made by seed.sql locally or by
-- the service role / SQL editor on hosted Supabase (docs/decisions/0005-database-security.md).

-- Helpers that policies call live here: PostgREST serves only `public`, so nothing in
-- `private` can be called over HTTP.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text check (char_length(username) between 1 and 50),
  name text check (length(name) <= 100),
  phone text check (length(phone) <= 30),
  avatar_url text check (length(avatar_url) <= 1000),
  social_links jsonb not null default '{}'::jsonb
    constraint profiles_social_links_shape check (
      jsonb_typeof(social_links) = 'object'
      and (social_links - array['twitter', 'linkedin', 'facebook']) = '{}'::jsonb
    ),
  role text not null default 'learner' check (role in ('learner', 'admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Usernames are unique whatever their case.
create unique index profiles_username_key on public.profiles (lower(username));

comment on column public.profiles.role is
  'learner or admin. Not writable by the owner (no column privilege); see docs/decisions/0005.';

-- is the caller an admin? security definer so that policies on profiles can call it without
-- recursing into their own RLS; search_path empty so every name is schema-qualified.
create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.role = 'admin'
  );
$$;

revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to authenticated, service_role;

-- A new auth user gets a learner profile. The username comes from the sign-up metadata; a
-- username that is missing, too long or taken is left empty rather than failing the sign-up.
create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := nullif(btrim(new.raw_user_meta_data ->> 'username'), '');
  full_name text := nullif(btrim(new.raw_user_meta_data ->> 'full_name'), '');
begin
  if char_length(wanted) > 50 then
    wanted := null;
  end if;
  if full_name is not null then
    full_name := left(full_name, 100);
  end if;

  insert into public.profiles (id, username, name)
  values (new.id, wanted, full_name)
  on conflict do nothing;

  if not found then
    -- the username is taken (or the profile exists already): create it without a username
    insert into public.profiles (id, name)
    values (new.id, full_name)
    on conflict (id) do nothing;
  end if;
  return new;
end;
$$;

revoke all on function private.handle_new_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

create function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.touch_updated_at() from public;

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function private.touch_updated_at();

alter table public.profiles enable row level security;

-- Anonymous visitors see no profile at all; signed-in users get column privileges without
-- `role`, `created_at` and `updated_at`, so neither update nor upsert can set them.
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant insert (id, username, name, phone, avatar_url, social_links) on table public.profiles to authenticated;
grant update (username, name, phone, avatar_url, social_links) on table public.profiles to authenticated;

create policy "profiles: owner or admin reads" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

-- The profile normally exists already (trigger); this lets the client's upsert after sign-up
-- take its insert path for its own id only.
create policy "profiles: owner inserts own" on public.profiles
  for insert to authenticated
  with check (id = (select auth.uid()) and role = 'learner');

create policy "profiles: owner updates own" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
