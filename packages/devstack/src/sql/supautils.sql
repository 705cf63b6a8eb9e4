-- The part of Supabase's supautils (github.com/supabase/supautils) that a migration or seed can
-- meet, emulated for the devstack. On hosted, supautils is a PostgreSQL library that lets the
-- non-superuser `postgres` (its `privileged_role`) do a few things only a table owner or a
-- superuser may, by running that one statement as the superuser `supabase_admin`:
--
--   policy_grants          CREATE / ALTER / DROP POLICY and COMMENT ON POLICY on the tables
--                          listed for postgres (storage.objects, auth.users, ...), which
--                          supabase_storage_admin / supabase_auth_admin own
--   drop_trigger_grants    DROP TRIGGER on the same tables
--   privileged_extensions  CREATE / ALTER / DROP EXTENSION of the listed extensions, even
--                          untrusted ones (created by, and owned by, supabase_admin)
--   privileged_role_allowed_configs  SET / RESET of a few superuser-only settings
--                          (session_replication_role, log_* ...)
--
-- The lists are copied from Supabase's supautils.conf (supabase/postgres,
-- ansible/files/postgresql_config/conf.d/supautils.conf); names that do not exist locally
-- are simply never matched. The migration runner (src/migrate.ts) splits each file into
-- statements, recognises these statements and calls `_devstack.supautils(kind, target,
-- statement)`: it answers false (the runner then runs the statement as postgres, which fails
-- as it would on hosted) unless the target is granted, and otherwise runs the statement as
-- supabase_admin and answers true. Only `postgres` may call it. The gaps (statements inside
-- DO blocks or functions are not seen; the function itself is a door a migration could call
-- by name, which would fail on hosted where it does not exist) are in
-- docs/decisions/0051-hosted-roles-locally.md.

create schema _devstack;
revoke all on schema _devstack from public;
grant usage on schema _devstack to postgres;

create function _devstack.supautils(kind text, target text, statement text)
returns boolean
language plpgsql
security definer
-- no fixed search_path: the statement must see the caller's, as it would under supautils
as $$
declare
  granted_tables text[] := array[
    'auth.audit_log_entries', 'auth.flow_state', 'auth.identities', 'auth.instances',
    'auth.mfa_amr_claims', 'auth.mfa_challenges', 'auth.mfa_factors', 'auth.oauth_clients',
    'auth.one_time_tokens', 'auth.refresh_tokens', 'auth.saml_providers', 'auth.saml_relay_states',
    'auth.sessions', 'auth.sso_domains', 'auth.sso_providers', 'auth.users', 'realtime.messages',
    'realtime.subscription', 'storage.buckets', 'storage.buckets_analytics', 'storage.objects',
    'storage.prefixes', 'storage.s3_multipart_uploads', 'storage.s3_multipart_uploads_parts'
  ];
  privileged_extensions text[] := array[
    'address_standardizer', 'address_standardizer_data_us', 'autoinc', 'bloom', 'btree_gin',
    'btree_gist', 'citext', 'cube', 'dblink', 'dict_int', 'dict_xsyn', 'earthdistance',
    'fuzzystrmatch', 'hstore', 'http', 'hypopg', 'index_advisor', 'insert_username', 'intarray',
    'isn', 'ltree', 'moddatetime', 'orioledb', 'pg_buffercache', 'pg_cron', 'pg_graphql',
    'pg_hashids', 'pg_jsonschema', 'pg_net', 'pg_prewarm', 'pg_repack', 'pg_stat_monitor',
    'pg_stat_statements', 'pg_tle', 'pg_trgm', 'pg_walinspect', 'pgaudit', 'pgcrypto', 'pgjwt',
    'pgroonga', 'pgroonga_database', 'pgrouting', 'pgrowlocks', 'pgsodium', 'pgstattuple',
    'pgtap', 'plcoffee', 'pljava', 'plls', 'plpgsql_check', 'plv8', 'postgis', 'postgis_raster',
    'postgis_sfcgal', 'postgis_tiger_geocoder', 'postgis_topology', 'postgres_fdw', 'refint',
    'rum', 'seg', 'sslinfo', 'supabase_vault', 'supautils', 'tablefunc', 'tcn',
    'tsm_system_rows', 'tsm_system_time', 'unaccent', 'uuid-ossp', 'vector', 'wrappers'
  ];
  allowed_configs text[] := array[
    'log_lock_waits', 'log_min_duration_statement', 'log_min_messages',
    'log_parameter_max_length', 'log_replication_commands', 'log_statement', 'log_temp_files',
    'session_replication_role', 'track_io_timing', 'wal_compression'
  ];
  head text := pg_catalog.lower(pg_catalog.left(pg_catalog.ltrim(statement), 40));
  pattern text;
  relation regclass;
begin
  if session_user <> 'postgres' then
    raise exception 'only postgres (supautils.privileged_role) may use this' using errcode = '42501';
  end if;
  -- the statement must be of its kind, and its target one supautils delegates
  pattern := case kind
    when 'policy' then '^(create|alter|drop)\s+policy\s|^comment\s+on\s+policy\s'
    when 'drop_trigger' then '^drop\s+trigger\s'
    when 'extension' then '^(create|alter|drop)\s+extension\s'
    when 'setting' then '^(set|reset)\s'
  end;
  if pattern is null then
    raise exception 'unknown kind %', kind using errcode = '22023';
  end if;
  if head !~ pattern then
    raise exception 'not % statement', case kind
      when 'policy' then 'a policy'
      when 'drop_trigger' then 'a drop trigger'
      when 'extension' then 'an extension'
      else 'a set'
    end using errcode = '22023';
  end if;
  if kind in ('policy', 'drop_trigger') then
    relation := pg_catalog.to_regclass(target);
    if relation is null or not exists (
      select 1 from pg_catalog.unnest(granted_tables) as t(name)
      where pg_catalog.to_regclass(t.name) = relation
    ) then
      return false;
    end if;
  elsif kind = 'extension' then
    -- like supautils: no delegation for an extension without a control file on disk
    if not (target = any (privileged_extensions))
      or not exists (select 1 from pg_catalog.pg_available_extensions where name = target) then
      return false;
    end if;
  elsif not (pg_catalog.lower(target) = any (allowed_configs)) then
    return false;
  end if;
  execute statement;
  return true;
end;
$$;

revoke all on function _devstack.supautils(text, text, text) from public;
grant execute on function _devstack.supautils(text, text, text) to postgres;
