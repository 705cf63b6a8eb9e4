-- Local development data only (supabase db reset / the devstack). Never run in production.
-- The accounts below are listed with their passwords in seed-accounts.json.

-- Two confirmed email/password users, created the way Supabase Auth stores them.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values
  (
    '00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000001',
    'authenticated', 'authenticated', 'admin@example.com',
    extensions.crypt('admin-pass-123', extensions.gen_salt('bf')), now(),
    '{"provider": "email", "providers": ["email"]}',
    '{"username": "admin", "full_name": "Site Admin"}',
    now(), now(), '', '', '', ''
  ),
  (
    '00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000002',
    'authenticated', 'authenticated', 'learner@example.com',
    extensions.crypt('learner-pass-123', extensions.gen_salt('bf')), now(),
    '{"provider": "email", "providers": ["email"]}',
    '{"username": "learner", "full_name": "Test Learner"}',
    now(), now(), '', '', '', ''
  )
on conflict (id) do nothing;

insert into auth.identities (
  provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
) values
  (
    'a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
    '{"sub": "a0000000-0000-4000-8000-000000000001", "email": "admin@example.com", "email_verified": true}',
    'email', now(), now(), now()
  ),
  (
    'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002',
    '{"sub": "a0000000-0000-4000-8000-000000000002", "email": "learner@example.com", "email_verified": true}',
    'email', now(), now(), now()
  )
on conflict (provider_id, provider) do nothing;

-- The sign-up trigger made both profiles learners; promote the admin (what the service role
-- or the SQL editor does on hosted Supabase, see docs/decisions/0005-database-security.md).
update public.profiles set role = 'admin', name = 'Site Admin'
where id = 'a0000000-0000-4000-8000-000000000001';

update public.profiles set name = 'Test Learner'
where id = 'a0000000-0000-4000-8000-000000000002';

-- One active coupon: 20% off (Creative Design 399 -> 319).
insert into public.coupons (code, discount_percent, is_active)
values ('WELCOME20', 20, true)
on conflict (code) do nothing;
