-- A lesson resource without a title or without a link passed its check: a missing key made
-- the test null, and bool_and of null, coalesced, read as true (found while writing the projects'
-- checklist check, issue 33). Each resource must have both; a null test counts as false.
create or replace function private.lesson_resources_valid(resources jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(resources) <> 'array' then false
    when jsonb_array_length(resources) > 30 then false
    else coalesce((
      select bool_and(coalesce(
        jsonb_typeof(r) = 'object'
        and (r - array['title', 'url']) = '{}'::jsonb
        and jsonb_typeof(r -> 'title') = 'string'
        and char_length(btrim(r ->> 'title')) between 1 and 200
        and jsonb_typeof(r -> 'url') = 'string'
        and char_length(r ->> 'url') <= 1000
        and (r ->> 'url') ~ '^https?://[^[:space:]]+$',
        false
      ))
      from jsonb_array_elements(resources) r
    ), true)
  end;
$$;
