-- Platform bootstrap of the devstack: what a hosted Supabase project already has before
-- the first migration runs. Written for this repository from Supabase's own init scripts and
-- migrations (github.com/supabase/postgres, migrations/db), GoTrue's and Storage's table and
-- column names and grants; it is NOT a migration and never goes to production.
--
-- It runs once, in one transaction, as `supabase_admin`: the cluster's bootstrap superuser, as
-- on hosted (initdb makes it). `postgres` is created here with hosted's attributes: NOT a
-- superuser. Migrations and seed.sql are then applied as `postgres` (src/migrate.ts), exactly
-- as `supabase db push` / `db reset` do. The role model and its sources:
-- docs/decisions/0051-hosted-roles-locally.md.

-- ---------------------------------------------------------------- roles
-- `postgres` after supabase/postgres 10000000000000_demote-postgres.sql: no SUPERUSER, but
-- CREATEDB, CREATEROLE, REPLICATION, BYPASSRLS.
create role postgres login nosuperuser createdb createrole replication bypassrls password 'postgres';
alter database postgres owner to postgres;

-- the API roles (initial-schema.sql; INHERIT since 20230529180330_alter_api_roles_for_inherit)
create role anon nologin inherit;
create role authenticated nologin inherit;
create role service_role nologin inherit bypassrls;
create role authenticator login noinherit password 'postgres';
grant anon, authenticated, service_role to authenticator;

create role supabase_auth_admin login noinherit createrole password 'postgres';
create role supabase_storage_admin login noinherit createrole password 'postgres';
create role dashboard_user nologin createdb createrole replication;
create role supabase_replication_admin login replication password 'postgres';
create role supabase_read_only_user login bypassrls password 'postgres';
create role pgbouncer login password 'postgres';
grant pg_read_all_data to supabase_read_only_user;

-- the storage service switches to the caller's role to let RLS decide
-- (20230327032006_grant_auth_roles_to_supabase_storage_admin, 20231013070755)
grant anon, authenticated, service_role, authenticator to supabase_storage_admin;

-- what `postgres` is a member of on hosted: the API roles, with ADMIN OPTION on PostgreSQL 16+
-- (20230201083204, 20250605172253), and the predefined roles of 20230306081037 and
-- 20240606060239. NOT supabase_auth_admin nor supabase_storage_admin: hosted granted them in
-- 2022 and revoked them again (20240319072844, 20250421084701_revoke_admin_roles_from_postgres).
grant anon, authenticated, service_role to postgres with admin option;
grant pg_monitor, pg_read_all_data, pg_signal_backend to postgres;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role supabase_auth_admin set search_path = auth;
alter role supabase_storage_admin set search_path = storage;
alter role postgres set search_path = "$user", public, extensions;
alter role supabase_admin set search_path = "$user", public, auth, extensions;

-- ---------------------------------------------------------------- extensions
-- made by the init scripts while `postgres` was still the superuser: postgres owns the schema
create schema extensions authorization postgres;
grant usage on schema extensions to anon, authenticated, service_role;
grant all on schema extensions to dashboard_user;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
grant all on all tables in schema extensions to postgres with grant option;
grant all on all routines in schema extensions to postgres with grant option;
grant all on all sequences in schema extensions to postgres with grant option;
alter default privileges in schema extensions grant all on tables to postgres with grant option;
alter default privileges in schema extensions grant all on routines to postgres with grant option;
alter default privileges in schema extensions grant all on sequences to postgres with grant option;

-- PostgREST reloads its schema cache when DDL happens (as on Supabase; owned by supabase_admin
-- as 20250402065937_alter_internal_event_triggers_owner_to_supabase_admin makes them)
create function extensions.pgrst_ddl_watch() returns event_trigger
language plpgsql as $$
begin
  notify pgrst, 'reload schema';
end $$;
create event trigger pgrst_ddl_watch on ddl_command_end execute function extensions.pgrst_ddl_watch();
create event trigger pgrst_drop_watch on sql_drop execute function extensions.pgrst_ddl_watch();

-- ---------------------------------------------------------------- public: Supabase's default grants
-- (the schema belongs to pg_database_owner, which `postgres` now is)
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on functions to postgres, anon, authenticated, service_role;

create schema graphql_public;
grant usage on schema graphql_public to postgres, anon, authenticated, service_role;

-- ---------------------------------------------------------------- auth (GoTrue's names)
-- The schema belongs to supabase_admin; GoTrue (supabase_auth_admin) owns what is in it.
-- `postgres` may use the schema but not create in it (20250421084701).
create schema auth authorization supabase_admin;
grant usage on schema auth to anon, authenticated, service_role, postgres;
grant all on schema auth to supabase_auth_admin, dashboard_user;
set role supabase_auth_admin;

create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
create type auth.factor_status as enum ('unverified', 'verified');
create type auth.code_challenge_method as enum ('s256', 'plain');
create type auth.one_time_token_type as enum (
  'confirmation_token', 'reauthentication_token', 'recovery_token',
  'email_change_token_new', 'email_change_token_current', 'phone_change_token'
);

create table auth.instances (
  id uuid primary key,
  uuid uuid,
  raw_base_config text,
  created_at timestamptz,
  updated_at timestamptz
);

create table auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create index users_instance_id_idx on auth.users (instance_id);
create index users_instance_id_email_idx on auth.users (instance_id, lower(email));
create unique index users_email_partial_key on auth.users (email) where is_sso_user = false;
create index users_is_anonymous_idx on auth.users (is_anonymous);

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index identities_user_id_idx on auth.identities (user_id);
create index identities_email_idx on auth.identities (email text_pattern_ops);

create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index sessions_user_id_idx on auth.sessions (user_id);
create index sessions_not_after_idx on auth.sessions (not_after desc);

create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index refresh_tokens_instance_id_idx on auth.refresh_tokens (instance_id);
create index refresh_tokens_instance_id_user_id_idx on auth.refresh_tokens (instance_id, user_id);
create index refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index refresh_tokens_updated_at_idx on auth.refresh_tokens (updated_at desc);

create table auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz unique
);

create table auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text
);

create table auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

create table auth.one_time_tokens (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type auth.one_time_token_type not null,
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  created_at timestamp not null default now(),
  updated_at timestamp not null default now(),
  unique (user_id, token_type)
);
create index one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);

create table auth.flow_state (
  id uuid primary key,
  user_id uuid,
  auth_code text not null,
  code_challenge_method auth.code_challenge_method not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);

create table auth.audit_log_entries (
  instance_id uuid,
  id uuid primary key,
  payload json,
  created_at timestamptz,
  ip_address varchar(64) not null default ''
);

create table auth.schema_migrations (version varchar(255) primary key);

-- request.jwt.claims is set by PostgREST (and by the devstack's storage) for each request
create function auth.jwt() returns jsonb
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

-- one claim of the request's JWT: PostgREST's per-claim setting when set, else request.jwt.claims
create function auth.jwt_claim(name text) returns text
language sql stable as $$
  select nullif(coalesce(
    nullif(current_setting('request.jwt.claim.' || name, true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> name)
  ), '')
$$;

create function auth.uid() returns uuid
language sql stable as $$ select auth.jwt_claim('sub')::uuid $$;

create function auth.role() returns text
language sql stable as $$ select auth.jwt_claim('role') $$;

create function auth.email() returns text
language sql stable as $$ select auth.jwt_claim('email') $$;

reset role;
grant execute on function auth.jwt(), auth.jwt_claim(text), auth.uid(), auth.role(), auth.email()
  to public;

-- What `postgres` may do in auth. The tables of the init script (users, refresh_tokens,
-- instances, audit_log_entries) got GRANT ALL when postgres was demoted; every table GoTrue's
-- own migrations add later (identities, sessions, mfa_*, one_time_tokens, flow_state) gets
-- only SELECT WITH GRANT OPTION (GoTrue's 20240612123726_enable_rls_update_grants), because
-- the default privileges that used to give postgres the rest are commented out in today's
-- 20211115181400_update-auth-permissions.sql. So on hosted `postgres` may insert a user but not
-- an identity ("permission denied for table identities").
grant all on auth.users, auth.refresh_tokens, auth.instances, auth.audit_log_entries to postgres, dashboard_user;
grant all on sequence auth.refresh_tokens_id_seq to postgres, dashboard_user;
grant all on function auth.uid(), auth.role(), auth.email() to postgres, dashboard_user;
grant select on
  auth.schema_migrations, auth.instances, auth.users, auth.audit_log_entries, auth.refresh_tokens,
  auth.mfa_factors, auth.sessions, auth.mfa_challenges, auth.mfa_amr_claims, auth.flow_state,
  auth.identities, auth.one_time_tokens
  to postgres with grant option;

-- GoTrue enables RLS on its tables (no policies: only their owner and BYPASSRLS roles see rows)
do $$
declare
  name text;
begin
  foreach name in array array[
    'schema_migrations', 'instances', 'users', 'audit_log_entries', 'refresh_tokens',
    'mfa_factors', 'sessions', 'mfa_challenges', 'mfa_amr_claims', 'flow_state', 'identities',
    'one_time_tokens'
  ] loop
    execute format('alter table auth.%I enable row level security', name);
  end loop;
end
$$;

-- ---------------------------------------------------------------- storage (Storage API's names)
-- The schema belongs to supabase_admin; the Storage API (supabase_storage_admin) owns its
-- tables, and its default privileges give them to postgres and the API roles
-- (00000000000002-storage-schema.sql). `postgres` may use the schema, not create in it.
create schema storage authorization supabase_admin;
grant usage on schema storage to postgres with grant option;
grant usage on schema storage to anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin with grant option;
grant usage on schema storage to dashboard_user;
alter default privileges for role supabase_storage_admin in schema storage grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage grant all on sequences to postgres, anon, authenticated, service_role;
set role supabase_storage_admin;

create table storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);
create unique index bname on storage.buckets using btree (name);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index name_prefix_search on storage.objects using btree (name text_pattern_ops);

create table storage.migrations (
  id integer primary key,
  name varchar(100) unique not null,
  hash varchar(40) not null,
  executed_at timestamp default current_timestamp
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
alter table storage.migrations enable row level security;

create function storage.foldername(name text) returns text[]
language plpgsql immutable as $$
declare
  parts text[];
begin
  parts := string_to_array(name, '/');
  return parts[1 : array_length(parts, 1) - 1];
end $$;

create function storage.filename(name text) returns text
language plpgsql immutable as $$
declare
  parts text[];
begin
  parts := string_to_array(name, '/');
  return parts[array_length(parts, 1)];
end $$;

create function storage.extension(name text) returns text
language sql immutable as $$
  -- the part after the last dot of the file name (the whole name when it has no dot)
  select reverse(split_part(reverse(storage.filename(name)), '.', 1))
$$;

create function storage.get_size_by_bucket() returns table (size bigint, bucket_id text)
language sql stable as $$
  select sum((metadata ->> 'size')::bigint)::bigint as size, bucket_id
  from storage.objects group by bucket_id
$$;

reset role;
-- 20250623125453 (postgres may pass its rights on buckets and objects on) and 20250421084701
-- (no one but the Storage API writes its migrations table)
grant all on storage.buckets, storage.objects to postgres with grant option;
revoke all on storage.migrations from anon, authenticated, service_role, postgres;
grant execute on all functions in schema storage to public;

-- ---------------------------------------------------------------- realtime publication (no Realtime server runs locally,
-- but migrations may add tables to it as they would on Supabase: made by the init script while
-- postgres was the superuser, so postgres owns it)
create publication supabase_realtime;
alter publication supabase_realtime owner to postgres;
