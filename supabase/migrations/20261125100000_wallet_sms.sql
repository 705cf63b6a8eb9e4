-- Payments that settle themselves (issue 23): the wallet phone forwards every SMS to the
-- wallet-sms Edge Function, which reads it with @repo/payments and hands it to
-- private.receive_wallet_message(); the database decides, by one rule for every path
-- (docs/decisions/0048-wallet-sms.md):
--   * only the wallets' own sender ids are money (public.wallet_senders, admin-editable);
--   * the messages of one wallet form a balance chain: a message is genuine when the balance
--     of the latest earlier message of that wallet that was not held, plus the message's change,
--     equals the balance it prints; a payment settles only when it follows a checked chain;
--   * a payment settles the pending request with the same transaction id when it covers the
--     amount due, whichever of the two arrives first, through the console's approval path
--     (decision on record, payment on the request, enrolment, the learner's mail);
--   * a payment settles one request once: the same webhook twice, two phones, and a learner
--     submitting while the SMS arrives wait for each other on advisory locks.

-- ---------------------------------------------------------------- wallet_senders
create table public.wallet_senders (
  sender text primary key
    constraint wallet_senders_sender_check check (sender = btrim(sender) and char_length(sender) between 1 and 32),
  wallet text not null check (wallet in ('bKash', 'Nagad', 'Rocket')),
  created_at timestamptz not null default now()
);
-- 'BKASH' and 'bKash' are one sender id (phones show sender ids in any case).
create unique index wallet_senders_lower_sender_key on public.wallet_senders (lower(sender));

insert into public.wallet_senders (sender, wallet)
values ('bKash', 'bKash'), ('NAGAD', 'Nagad'), ('16216', 'Rocket');

alter table public.wallet_senders enable row level security;
revoke all on table public.wallet_senders from anon, authenticated;
grant select, delete on table public.wallet_senders to authenticated;
grant insert (sender, wallet), update (wallet) on table public.wallet_senders to authenticated;

create policy "wallet_senders: admins read" on public.wallet_senders
  for select to authenticated using ((select private.is_admin()));
create policy "wallet_senders: admins add" on public.wallet_senders
  for insert to authenticated with check ((select private.is_admin()));
create policy "wallet_senders: admins change" on public.wallet_senders
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "wallet_senders: admins remove" on public.wallet_senders
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------- wallet_settings
create table public.wallet_settings (
  id boolean primary key default true constraint wallet_settings_one_row check (id),
  -- on: a payment that follows its chain and covers a request approves it by itself;
  -- off: it is left 'matched' for the admin to approve
  auto_approve boolean not null default true,
  updated_at timestamptz not null default now()
);
insert into public.wallet_settings default values;

create trigger wallet_settings_touch_updated_at
  before update on public.wallet_settings
  for each row execute function private.touch_updated_at();

alter table public.wallet_settings enable row level security;
revoke all on table public.wallet_settings from anon, authenticated;
grant select on table public.wallet_settings to authenticated;
grant update (auto_approve) on table public.wallet_settings to authenticated;

create policy "wallet_settings: admins read" on public.wallet_settings
  for select to authenticated using ((select private.is_admin()));
create policy "wallet_settings: admins change" on public.wallet_settings
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- ---------------------------------------------------------------- wallet_devices
-- The phone's health: when each forwarding phone last sent a message or a ping.
create table public.wallet_devices (
  device_id text primary key check (char_length(device_id) between 1 and 128),
  last_message_at timestamptz,
  last_ping_at timestamptz
);

alter table public.wallet_devices enable row level security;
revoke all on table public.wallet_devices from anon, authenticated;
grant select on table public.wallet_devices to authenticated;

create policy "wallet_devices: admins read" on public.wallet_devices
  for select to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------- wallet_messages
create table public.wallet_messages (
  id uuid primary key default gen_random_uuid(),
  -- arrival order here: breaks ties between messages the phone stamped with the same time
  seq bigint generated always as identity constraint wallet_messages_seq_key unique,
  -- the webhook event's id: the app retries with the same id, which changes nothing
  webhook_id text not null constraint wallet_messages_webhook_id_key unique
    check (char_length(webhook_id) between 1 and 128),
  device_id text check (char_length(device_id) <= 128),
  message_id text check (char_length(message_id) <= 128),
  sender text not null check (char_length(sender) between 1 and 64),
  recipient text check (char_length(recipient) <= 64),
  sim_number smallint,
  body text not null check (char_length(body) <= 65536),
  -- when the phone received it: the chain's order
  received_at timestamptz not null,
  created_at timestamptz not null default now(),
  -- the wallet of the sender id; null when the sender is not a wallet
  wallet text check (wallet in ('bKash', 'Nagad', 'Rocket')),
  -- what @repo/payments read (readWalletSms)
  kind text not null check (kind in ('received', 'sent', 'cash_out', 'cash_in', 'payment', 'other')),
  transaction_id text check (transaction_id = upper(btrim(transaction_id)) and char_length(transaction_id) between 1 and 64),
  amount numeric(12, 2) check (amount > 0),
  fee numeric(12, 2) check (fee >= 0),
  balance numeric(14, 2),
  -- the balance's change: + for money in, - for money out (fees included); null when unknown
  change numeric(14, 2),
  payer text check (char_length(payer) <= 64),
  -- the chain (wallet messages with a balance only):
  --   first: nothing known before it (anchors the chain); anchor: an admin said its balance is
  --   right; follows: its change leads from a checked balance to its own; unverified: it leads
  --   from, or is, a message whose change could not be read; breaks: it does not follow
  chain text check (chain in ('first', 'anchor', 'follows', 'unverified', 'breaks')),
  state text not null check (state in (
    'settled', 'matched', 'amount_differs', 'waiting', 'held', 'request_decided',
    'not_wallet', 'not_payment', 'duplicate'
  )),
  request_id uuid references public.pending_enrollments (id) on delete set null,
  duplicate_of uuid references public.wallet_messages (id) on delete set null,
  settled_at timestamptz,
  anchored_by uuid references public.profiles (id) on delete set null,
  anchored_at timestamptz
);

create index wallet_messages_created_at_idx on public.wallet_messages (created_at desc, id);
create index wallet_messages_state_created_at_idx on public.wallet_messages (state, created_at desc, id);
create index wallet_messages_chain_idx
  on public.wallet_messages (wallet, received_at, seq) where balance is not null;
create index wallet_messages_transaction_id_idx
  on public.wallet_messages (transaction_id) where transaction_id is not null;
create index wallet_messages_request_id_idx on public.wallet_messages (request_id);
create index wallet_messages_duplicate_of_idx on public.wallet_messages (duplicate_of);
create index wallet_messages_anchored_by_idx on public.wallet_messages (anchored_by);
-- One stored copy of each wallet transaction; later copies point at it (duplicate_of).
create unique index wallet_messages_wallet_transaction_key
  on public.wallet_messages (wallet, transaction_id)
  where transaction_id is not null and duplicate_of is null and wallet is not null and kind <> 'other';

alter table public.wallet_messages enable row level security;
revoke all on table public.wallet_messages from anon, authenticated;
grant select on table public.wallet_messages to authenticated;

create policy "wallet_messages: admins read" on public.wallet_messages
  for select to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------- decisions from a message
alter table public.enrollment_decisions
  add column wallet_message_id uuid references public.wallet_messages (id) on delete set null,
  -- approved by the database from a forwarded SMS, nobody pressing a button
  add column automatic boolean not null default false;
create index enrollment_decisions_wallet_message_id_idx on public.enrollment_decisions (wallet_message_id);

-- ---------------------------------------------------------------- the chain
-- The chain status of a wallet message with a balance, from the latest earlier message of its
-- wallet that was not held (breaks) and is not a second copy.
create function private.wallet_chain_status(
  chain_wallet text, at timestamptz, at_seq bigint, printed numeric, delta numeric
)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  ref record;
begin
  if printed is null or chain_wallet is null then
    return null;
  end if;
  select w.balance, w.chain into ref
  from public.wallet_messages w
  where w.wallet = chain_wallet
    and w.balance is not null
    and w.duplicate_of is null
    and w.chain in ('first', 'anchor', 'follows', 'unverified')
    and (w.received_at, w.seq) < (at, at_seq)
  order by w.received_at desc, w.seq desc
  limit 1;
  if not found then
    return 'first';
  end if;
  if delta is null then
    return 'unverified';
  end if;
  if ref.balance + delta <> printed then
    return 'breaks';
  end if;
  return case when ref.chain = 'unverified' then 'unverified' else 'follows' end;
end;
$$;
revoke all on function private.wallet_chain_status(text, timestamptz, bigint, numeric, numeric) from public;

-- ---------------------------------------------------------------- deciding one message
-- What a stored message is now, and the settling it allows: the one rule of every path.
-- Takes the transaction id's lock first (the lock a learner's request takes when it is
-- submitted), so a request and its payment arriving together wait for each other.
-- by_admin: an admin approves a matched payment (or re-anchored it): the automatic-approval
-- switch does not apply, and the decision names the admin.
create function private.decide_wallet_message(message_id uuid, by_admin boolean default false)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  msg public.wallet_messages;
  request public.pending_enrollments;
  next_state text;
begin
  select w.transaction_id into msg.transaction_id from public.wallet_messages w where w.id = decide_wallet_message.message_id;
  if msg.transaction_id is not null then
    perform pg_advisory_xact_lock(
      hashtextextended('pending_enrollments.transaction_id:' || msg.transaction_id, 0));
  end if;
  select * into msg from public.wallet_messages w where w.id = decide_wallet_message.message_id for update;
  if not found then
    raise exception 'Wallet message % was not found.', decide_wallet_message.message_id
      using errcode = 'P0002', hint = 'wallet_message_not_found';
  end if;
  if msg.state in ('settled', 'duplicate', 'not_wallet') then
    return msg.state;
  end if;

  if not (msg.kind = 'received' and msg.transaction_id is not null and msg.amount is not null) then
    next_state := case when msg.chain = 'breaks' then 'held' else 'not_payment' end;
  elsif msg.chain is null or msg.chain not in ('follows', 'anchor') then
    -- no balance, the wallet's first message, after an unread message, or not following
    next_state := 'held';
  else
    select * into request
    from public.pending_enrollments p
    where p.paid_wallet = msg.wallet and p.paid_transaction_id = msg.transaction_id;
    if found then
      -- an admin already matched this payment with a request by hand (the Payments tab)
      next_state := 'request_decided';
    else
      select * into request
      from public.pending_enrollments p
      where p.transaction_id = msg.transaction_id
      for update;
    end if;
    if next_state is not null then
      null;
    elsif request.id is null then
      next_state := 'waiting';
    elsif request.status <> 'pending' then
      next_state := 'request_decided';
    elsif msg.amount < request.amount_due then
      next_state := 'amount_differs';
    elsif not by_admin and not coalesce((select s.auto_approve from public.wallet_settings s), true) then
      next_state := 'matched';
    elsif exists (
      select 1 from public.enrollments e
      where e.user_id = request.user_id and e.course_id = request.course_id
    ) then
      -- enrolled by another request meanwhile: the admin decides (approving says 'User already enrolled')
      next_state := 'matched';
    else
      -- the console's approval, with this payment on the request; a refusal of that path (a
      -- race the locks did not foresee) leaves the message matched for the admin, never lost
      begin
        update public.pending_enrollments p
        set status = 'approved',
            paid_wallet = msg.wallet,
            paid_transaction_id = msg.transaction_id,
            paid_amount = msg.amount,
            paid_sender = msg.payer,
            paid_received_at = msg.received_at
        where p.id = request.id;
        insert into public.enrollments (user_id, course_id) values (request.user_id, request.course_id);
        update public.enrollment_decisions d
        set wallet_message_id = msg.id,
            automatic = not by_admin,
            decided_by = case when by_admin then d.decided_by end
        where d.request_id = request.id and d.decision = 'approved';
        next_state := 'settled';
      exception when integrity_constraint_violation or object_not_in_prerequisite_state then
        next_state := 'matched';
      end;
    end if;
  end if;

  update public.wallet_messages w
  set state = next_state,
      request_id = request.id,
      settled_at = case when next_state = 'settled' then now() end
  where w.id = msg.id;
  return next_state;
end;
$$;
revoke all on function private.decide_wallet_message(uuid, boolean) from public;

-- After a message joins (or is anchored in) its wallet's chain: the later messages are checked
-- again, so a payment held because an earlier message had not arrived yet settles once it has.
-- Settled messages stay settled.
create function private.recheck_wallet_chain(chain_wallet text, after_at timestamptz, after_seq bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  later record;
  status text;
begin
  for later in
    select w.id, w.received_at, w.seq, w.balance, w.change, w.chain, w.state
    from public.wallet_messages w
    where w.wallet = chain_wallet
      and w.balance is not null
      and w.duplicate_of is null
      and w.chain is distinct from 'anchor'
      and (w.received_at, w.seq) > (after_at, after_seq)
    order by w.received_at, w.seq
  loop
    status := private.wallet_chain_status(chain_wallet, later.received_at, later.seq, later.balance, later.change);
    if status is distinct from later.chain then
      update public.wallet_messages w set chain = status where w.id = later.id;
      perform private.decide_wallet_message(later.id);
    end if;
  end loop;
end;
$$;
revoke all on function private.recheck_wallet_chain(text, timestamptz, bigint) from public;

-- ---------------------------------------------------------------- receiving a message
-- Called by the wallet-sms Edge Function (database URL) with the webhook's message and what
-- @repo/payments read from it:
--   { webhook_id, device_id, message_id, sender, recipient, sim_number, text, received_at,
--     read: { kind, wallet, transaction_id, amount, fee, balance, change, payer } }
-- Answers { id, state, request_id, replayed }. The same webhook id again changes nothing.
create function private.receive_wallet_message(message jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  msg public.wallet_messages;
  readout jsonb := coalesce(message -> 'read', '{}'::jsonb);
  sender_wallet text;
  read_kind text := coalesce(readout ->> 'kind', 'other');
  replayed boolean := false;
  original uuid;
begin
  if jsonb_typeof(message) <> 'object'
     or coalesce(message ->> 'webhook_id', '') = ''
     or coalesce(message ->> 'sender', '') = ''
     or message ->> 'text' is null
     or message ->> 'received_at' is null
     or char_length(message ->> 'webhook_id') > 128 then
    raise exception 'A wallet message needs webhook_id (at most 128 characters), sender, text and received_at.'
      using errcode = '22023', hint = 'invalid_wallet_message';
  end if;

  select s.wallet into sender_wallet
  from public.wallet_senders s
  where lower(s.sender) = lower(btrim(message ->> 'sender'));

  -- A message read as another wallet's format than its sender's is not that wallet's money.
  if sender_wallet is not null and readout ->> 'wallet' is distinct from sender_wallet
     and readout ->> 'wallet' is not null then
    read_kind := 'other';
    readout := jsonb_build_object('balance', null);
  end if;

  -- One wallet's messages are judged one at a time, in the order they are stored.
  if sender_wallet is not null then
    perform pg_advisory_xact_lock(hashtextextended('wallet_messages.chain:' || sender_wallet, 0));
    -- the same transaction forwarded again (a second phone, a resend with a new webhook id)
    if read_kind <> 'other' and nullif(upper(btrim(readout ->> 'transaction_id')), '') is not null then
      select w.id into original
      from public.wallet_messages w
      where w.wallet = sender_wallet
        and w.transaction_id = upper(btrim(readout ->> 'transaction_id'))
        and w.duplicate_of is null and w.kind <> 'other';
    end if;
  end if;

  insert into public.wallet_messages (
    webhook_id, device_id, message_id, sender, recipient, sim_number, body, received_at,
    wallet, kind, transaction_id, amount, fee, balance, change, payer, duplicate_of, state
  )
  values (
    message ->> 'webhook_id',
    -- what the phone sends beyond the columns' bounds is cut, never refused: a refusal would be
    -- retried by the phone for two days and the message never stored
    left(nullif(message ->> 'device_id', ''), 128),
    left(nullif(message ->> 'message_id', ''), 128),
    left(btrim(message ->> 'sender'), 64),
    left(nullif(message ->> 'recipient', ''), 64),
    case when message ->> 'sim_number' ~ '^[0-9]{1,4}$' then (message ->> 'sim_number')::smallint end,
    message ->> 'text',
    (message ->> 'received_at')::timestamptz,
    sender_wallet,
    read_kind,
    nullif(upper(btrim(readout ->> 'transaction_id')), ''),
    (readout ->> 'amount')::numeric,
    (readout ->> 'fee')::numeric,
    (readout ->> 'balance')::numeric,
    (readout ->> 'change')::numeric,
    left(nullif(readout ->> 'payer', ''), 64),
    original,
    case
      when sender_wallet is null then 'not_wallet'
      when original is not null then 'duplicate'
      else 'not_payment'
    end
  )
  on conflict (webhook_id) do nothing
  returning * into msg;

  if not found then
    -- posted before (a retry, or the same post twice at once: this one waited for the other)
    select * into msg from public.wallet_messages w where w.webhook_id = message ->> 'webhook_id';
    replayed := true;
  else
    if msg.device_id is not null then
      insert into public.wallet_devices as d (device_id, last_message_at)
      values (msg.device_id, msg.created_at)
      on conflict (device_id) do update
        set last_message_at = greatest(d.last_message_at, excluded.last_message_at);
    end if;

    if sender_wallet is not null and original is null then
      update public.wallet_messages w
      set chain = private.wallet_chain_status(sender_wallet, msg.received_at, msg.seq, msg.balance, msg.change)
      where w.id = msg.id;
      perform private.decide_wallet_message(msg.id);
      if msg.balance is not null then
        -- (a message without a balance is no link of the chain: nothing after it changes)
        perform private.recheck_wallet_chain(sender_wallet, msg.received_at, msg.seq);
      end if;
      select * into msg from public.wallet_messages w where w.id = msg.id;
    end if;
  end if;

  return jsonb_build_object(
    'id', msg.id, 'state', msg.state, 'request_id', msg.request_id, 'replayed', replayed
  );
end;
$$;
revoke all on function private.receive_wallet_message(jsonb) from public;

-- The app's system:ping (if forwarded): a sign of life of the phone, nothing else.
create function private.wallet_phone_ping(device text, at timestamptz default now())
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.wallet_devices as d (device_id, last_ping_at)
  values (device, least(at, now()))
  on conflict (device_id) do update
    set last_ping_at = greatest(d.last_ping_at, excluded.last_ping_at);
$$;
revoke all on function private.wallet_phone_ping(text, timestamptz) from public;

-- ---------------------------------------------------------------- a learner's request
-- When the SMS came first: the request settles the moment it is submitted. The before-insert
-- trigger holds the transaction id's lock, so a message arriving now waits for this request.
create function private.settle_request_from_wallet()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  waiting uuid;
begin
  select w.id into waiting
  from public.wallet_messages w
  where w.transaction_id = new.transaction_id
    and w.state = 'waiting'
    and w.duplicate_of is null
  order by w.received_at, w.seq
  limit 1;
  if waiting is not null then
    perform private.decide_wallet_message(waiting);
  end if;
  return null;
end;
$$;
revoke all on function private.settle_request_from_wallet() from public;

-- (named to run after pending_enrollments_notify_submitted: the learner hears "received" first)
create trigger pending_enrollments_settle_from_wallet
  after insert on public.pending_enrollments
  for each row execute function private.settle_request_from_wallet();

-- ---------------------------------------------------------------- the admin's calls
-- Approve a matched payment (automatic approval off): the same settling, naming the admin.
create function public.approve_wallet_message(message_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_state text;
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  select w.state into current_state from public.wallet_messages w where w.id = approve_wallet_message.message_id;
  if not found then
    raise exception 'Wallet message % was not found.', approve_wallet_message.message_id
      using errcode = 'P0002', hint = 'wallet_message_not_found';
  end if;
  if current_state <> 'matched' then
    raise exception 'Only a matched payment can be approved (this one is %).', current_state
      using errcode = '55000', hint = 'wallet_message_not_matched', detail = current_state;
  end if;
  return private.decide_wallet_message(approve_wallet_message.message_id, true);
end;
$$;
revoke all on function public.approve_wallet_message(uuid) from public, anon;
grant execute on function public.approve_wallet_message(uuid) to authenticated;

-- "This balance is right": after a gap (phone off, messages lost) the admin re-anchors the
-- wallet's chain at a message; it and the messages after it are judged again. A held payment
-- anchored this way settles (the admin vouched for it).
create function public.anchor_wallet_message(message_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  msg public.wallet_messages;
begin
  if not (select private.is_admin()) then
    raise exception 'Admins only' using errcode = '42501', hint = 'admin_only';
  end if;
  select * into msg from public.wallet_messages w where w.id = anchor_wallet_message.message_id;
  if not found then
    raise exception 'Wallet message % was not found.', anchor_wallet_message.message_id
      using errcode = 'P0002', hint = 'wallet_message_not_found';
  end if;
  if msg.wallet is null or msg.balance is null or msg.duplicate_of is not null then
    raise exception 'Only a wallet message that prints a balance can anchor its wallet.'
      using errcode = '22023', hint = 'wallet_message_not_anchorable';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('wallet_messages.chain:' || msg.wallet, 0));
  update public.wallet_messages w
  set chain = 'anchor', anchored_by = (select auth.uid()), anchored_at = now()
  where w.id = msg.id;
  perform private.decide_wallet_message(msg.id, true);
  perform private.recheck_wallet_chain(msg.wallet, msg.received_at, msg.seq);
  return (select w.state from public.wallet_messages w where w.id = msg.id);
end;
$$;
revoke all on function public.anchor_wallet_message(uuid) from public, anon;
grant execute on function public.anchor_wallet_message(uuid) to authenticated;
