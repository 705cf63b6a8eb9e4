-- The profile page saves with an upsert on id (PostgREST: INSERT ... ON CONFLICT (id) DO UPDATE
-- SET id = excluded.id, name = ..., ...). The SET list names every column sent, `id` included,
-- so the owner needs UPDATE on `id` too. It cannot be used to move a profile: the update
-- policy's USING and WITH CHECK both require id = auth.uid(). `role` stays ungranted.
grant update (id) on table public.profiles to authenticated;
