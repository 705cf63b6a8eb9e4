-- What the admin's Active Users tab shows: when each user was last seen.
-- A learner records only their own visit, only now, only through public.touch_last_seen().

create table public.user_activity (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  last_seen timestamptz not null default now()
);

create index user_activity_last_seen_idx on public.user_activity (last_seen desc);

alter table public.user_activity enable row level security;

revoke all on table public.user_activity from anon, authenticated;
grant select on table public.user_activity to authenticated;

create policy "user_activity: owner or admin reads" on public.user_activity
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- security definer: the caller has no write privilege on the table, so the only row it can
-- touch is its own (auth.uid()) and the only value it can write is now().
create function public.touch_last_seen()
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  seen timestamptz;
begin
  if me is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  insert into public.user_activity as a (user_id, last_seen)
  values (me, now())
  on conflict (user_id) do update set last_seen = excluded.last_seen
  returning a.last_seen into seen;
  return seen;
end;
$$;

comment on function public.touch_last_seen() is
  'Record that the signed-in caller is active now; returns the recorded time.';

revoke all on function public.touch_last_seen() from public, anon, authenticated;
grant execute on function public.touch_last_seen() to authenticated, service_role;

-- Admin only: everyone seen, most recent first, with email and full name (auth.users
-- metadata, else the profile name) and how many courses they are enrolled in.
-- security definer because auth.users is not readable by the API roles; it checks the
-- caller is an admin before answering anything.
create function public.admin_active_users()
returns table (
  user_id uuid,
  email text,
  full_name text,
  last_seen timestamptz,
  enrolled_courses integer
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
      a.user_id,
      u.email::text,
      coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), p.name) as full_name,
      a.last_seen,
      (select count(*)::integer from public.enrollments e where e.user_id = a.user_id) as enrolled_courses
    from public.user_activity a
    join auth.users u on u.id = a.user_id
    left join public.profiles p on p.id = a.user_id
    order by a.last_seen desc;
end;
$$;

comment on function public.admin_active_users() is
  'Admin: users by last activity (email, full name, last_seen, enrolled course count).';

revoke all on function public.admin_active_users() from public, anon, authenticated;
grant execute on function public.admin_active_users() to authenticated, service_role;
