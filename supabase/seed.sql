-- Local development data only (supabase db reset / the devstack). Never run in production.
-- The accounts below are listed with their passwords in seed-accounts.json.
--
-- It runs as `postgres`, which is not a superuser (as `supabase db reset` runs it, and as the
-- devstack does: docs/decisions/0051-hosted-roles-locally.md), so it may only do what hosted
-- lets `postgres` do: write auth.users (granted to postgres when Supabase demoted it) but not
-- auth.identities, which GoTrue's own migrations made and granted postgres only SELECT on.

-- Three confirmed email/password users, created the way Supabase Auth stores them. No identity
-- rows: password sign-in reads only auth.users (GoTrue's password grant looks the user up by
-- email and checks encrypted_password), so the seeded accounts sign in without one; a
-- user made through the Auth API (sign-up, admin API) gets its email identity from Auth.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', a.id, 'authenticated', 'authenticated', a.email,
  extensions.crypt(a.password, extensions.gen_salt('bf')), now(),
  '{"provider": "email", "providers": ["email"]}',
  jsonb_build_object('username', a.username, 'full_name', a.full_name),
  now(), now(), '', '', '', ''
from (values
  ('a0000000-0000-4000-8000-000000000001'::uuid, 'admin@example.com', 'admin-pass-123', 'admin', 'Site Admin'),
  ('a0000000-0000-4000-8000-000000000002', 'learner@example.com', 'learner-pass-123', 'learner', 'Test Learner'),
  ('a0000000-0000-4000-8000-000000000003', 'mentor@example.com', 'mentor-pass-123', 'mentor', 'Test Mentor')
) as a (id, email, password, username, full_name)
on conflict (id) do nothing;

-- The sign-up trigger made both profiles learners; promote the admin (what the service role
-- or the SQL editor does on hosted Supabase, see docs/decisions/0005-database-security.md).
update public.profiles set role = 'admin', name = 'Site Admin'
where id = 'a0000000-0000-4000-8000-000000000001';

update public.profiles set name = 'Test Learner'
where id = 'a0000000-0000-4000-8000-000000000002';

update public.profiles set name = 'Test Mentor'
where id = 'a0000000-0000-4000-8000-000000000003';

-- The mentor reviews creative design and web development, not video editing (docs/decisions/0071).
insert into public.course_mentors (course_id, user_id) values
  ('creative-design', 'a0000000-0000-4000-8000-000000000003'),
  ('web-development', 'a0000000-0000-4000-8000-000000000003')
on conflict do nothing;

-- One active coupon: 20% off (Creative Design 399 -> 319).
insert into public.coupons (code, discount_percent, is_active)
values ('WELCOME20', 20, true)
on conflict (code) do nothing;
