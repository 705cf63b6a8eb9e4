-- Coupons: a code gives a percentage off a course price. Only admins see and manage the table;
-- a learner can only ask "what does this one code give?" through public.coupon_lookup.

create table public.coupons (
  id uuid primary key default gen_random_uuid(),
  code text not null
    constraint coupons_code_key unique
    constraint coupons_code_normalised check (code = upper(btrim(code)) and code <> '' and char_length(code) <= 40),
  discount_percent integer not null
    constraint coupons_discount_percent_range check (discount_percent between 1 and 100),
  -- deleting a coupon in the admin console deactivates it (soft delete)
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

alter table public.coupons enable row level security;

revoke all on table public.coupons from anon, authenticated;
grant select on table public.coupons to authenticated;
grant insert (code, discount_percent, is_active) on table public.coupons to authenticated;
grant update (is_active) on table public.coupons to authenticated;

create policy "coupons: admins read" on public.coupons
  for select to authenticated
  using ((select private.is_admin()));

create policy "coupons: admins create" on public.coupons
  for insert to authenticated
  with check ((select private.is_admin()));

create policy "coupons: admins activate or deactivate" on public.coupons
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- The percent of one active code, or null. security definer because the caller cannot read
-- the table; it answers exactly one code (equality, no patterns) and nothing but the percent.
create function public.coupon_lookup(code text)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select c.discount_percent
  from public.coupons c
  where c.code = upper(btrim(coupon_lookup.code))
    and c.is_active;
$$;

comment on function public.coupon_lookup(text) is
  'Discount percent of an active coupon code, null when the code is unknown or inactive.';

revoke all on function public.coupon_lookup(text) from public, anon, authenticated;
grant execute on function public.coupon_lookup(text) to authenticated, service_role;
