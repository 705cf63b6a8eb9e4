-- The admins, found without reading every profile (issue 24). Each new enrolment request tells
-- every admin (20261123300000_notifications.sql: `where p.role = 'admin'`), and that read scanned
-- all of public.profiles: 15-40 ms per request at 50,000 learners (docs/decisions/0057). A
-- partial index holds only the few admins' rows.
create index profiles_admins_idx on public.profiles (id) where role = 'admin';
