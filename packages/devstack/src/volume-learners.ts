// The volume seed's learners (volume.ts): confirmed accounts with Bangla or English names, their
// profiles' phones and dates, and their last visits.
import type pg from 'pg'
import { columns, DAY, inTransaction, MINUTE, pick } from './volume-rows'

const LEARNERS_PER_BATCH = 5000

/** the password of every volume learner: the seeded learner's (supabase/seed-accounts.json) */
export const VOLUME_PASSWORD = 'learner-pass-123'

/** Given names and family names, each in Bangla and as the learner spells it in English. */
export const givenNames: [string, string][] = [
  ['রহিম', 'Rahim'],
  ['করিম', 'Karim'],
  ['তানভীর', 'Tanvir'],
  ['নুসরাত', 'Nusrat'],
  ['ফারহানা', 'Farhana'],
  ['সাকিব', 'Sakib'],
  ['মেহেদী', 'Mehedi'],
  ['আয়েশা', 'Ayesha'],
  ['সুমাইয়া', 'Sumaiya'],
  ['রাকিব', 'Rakib'],
  ['জান্নাত', 'Jannat'],
  ['ইমরান', 'Imran'],
  ['তাসনিম', 'Tasnim'],
  ['আরিফ', 'Arif'],
  ['শারমিন', 'Sharmin'],
  ['নাঈম', 'Naim'],
  ['রিফাত', 'Rifat'],
  ['সাদিয়া', 'Sadia'],
  ['হাসান', 'Hasan'],
  ['প্রিয়া', 'Priya'],
  ['অনিক', 'Anik'],
  ['রুমানা', 'Rumana'],
  ['জুবায়ের', 'Jubayer'],
  ['মারিয়া', 'Maria'],
]
export const familyNames: [string, string][] = [
  ['আহমেদ', 'Ahmed'],
  ['হোসেন', 'Hossain'],
  ['ইসলাম', 'Islam'],
  ['রহমান', 'Rahman'],
  ['চৌধুরী', 'Chowdhury'],
  ['খান', 'Khan'],
  ['সরকার', 'Sarkar'],
  ['দাস', 'Das'],
  ['বড়ুয়া', 'Barua'],
  ['মিয়া', 'Miah'],
  ['আক্তার', 'Akter'],
  ['উদ্দিন', 'Uddin'],
  ['তালুকদার', 'Talukder'],
  ['সিদ্দিকী', 'Siddiqui'],
  ['মজুমদার', 'Majumder'],
  ['নাথ', 'Nath'],
]

/** A Bangladeshi mobile number as the forms store it: 01, an operator digit 3-9, 8 digits. */
export function mobileNumber(next: () => number): string {
  return `01${3 + Math.floor(next() * 7)}${String(Math.floor(next() * 1e8)).padStart(8, '0')}`
}

export interface PlannedLearner {
  id: string
  email: string
  username: string
  /** as the learner typed it: in Bangla for most Bangla speakers */
  name: string
  locale: 'en' | 'bn'
  phone: string
  createdAt: Date
  /** last visit (the Active Users tab), or null for one never seen since the tab existed */
  lastSeen: Date | null
}

/**
 * One learner per id, numbered from `firstLearner` (their emails and usernames), each joined a
 * little before their first request (`firstSeen`, ms; Infinity for one with none).
 */
export function planLearners(
  o: { learnerIds: readonly string[]; firstLearner: number },
  now: number,
  next: () => number,
  firstSeen: readonly number[],
): PlannedLearner[] {
  return o.learnerIds.map((id, i) => {
    const [givenBn, given] = pick(next, givenNames)
    const [familyBn, family] = pick(next, familyNames)
    const locale = next() < 0.45 ? 'bn' : 'en'
    const number = o.firstLearner + i
    const created = Number.isFinite(firstSeen[i])
      ? firstSeen[i]! - 30 * MINUTE - Math.floor(next() * 20 * DAY)
      : now - Math.floor(next() * 400 * DAY)
    return {
      id,
      email: `${given}.${family}.${number}@example.com`.toLowerCase(),
      username: `${given}_${family}_${number}`.toLowerCase(),
      name: locale === 'bn' && next() < 0.7 ? `${givenBn} ${familyBn}` : `${given} ${family}`,
      locale,
      phone: mobileNumber(next),
      createdAt: new Date(created),
      lastSeen:
        next() < 0.6 ? new Date(created + Math.floor(next() * Math.max(0, now - created))) : null,
    }
  })
}

/** Writes the learners in batches, one transaction each, all with this password's hash. */
export async function seedLearners(
  db: pg.ClientBase,
  learners: readonly PlannedLearner[],
  passwordHash: string,
): Promise<void> {
  for (let i = 0; i < learners.length; i += LEARNERS_PER_BATCH) {
    await inTransaction(db, () =>
      writeLearners(db, learners.slice(i, i + LEARNERS_PER_BATCH), passwordHash),
    )
  }
}

async function writeLearners(
  db: pg.ClientBase,
  learners: readonly PlannedLearner[],
  passwordHash: string,
) {
  // As seed.sql makes its accounts: confirmed email/password users in auth.users, no identity
  // rows (postgres may only read auth.identities; password sign-in does not need one). The
  // sign-up trigger makes each profile (name, username, locale).
  await db.query(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated',
       u.email, $8, u.created_at, '{"provider": "email", "providers": ["email"]}',
       jsonb_build_object('username', u.username, 'full_name', u.name, 'locale', u.locale),
       u.created_at, u.created_at, coalesce(u.last_seen, u.created_at), '', '', '', ''
     from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[],
       $7::timestamptz[]) as u(id, email, username, name, locale, created_at, last_seen)`,
    [
      ...columns(learners, ['id', 'email', 'username', 'name', 'locale', 'createdAt', 'lastSeen']),
      passwordHash,
    ],
  )
  await db.query(
    `update public.profiles p set phone = u.phone, created_at = u.created_at, updated_at = u.created_at
     from unnest($1::uuid[], $2::text[], $3::timestamptz[]) as u(id, phone, created_at)
     where p.id = u.id`,
    columns(learners, ['id', 'phone', 'createdAt']),
  )
  await db.query(
    `insert into public.user_activity (user_id, last_seen)
     select u.id, u.last_seen from unnest($1::uuid[], $2::timestamptz[]) as u(id, last_seen)
     where u.last_seen is not null`,
    columns(learners, ['id', 'lastSeen']),
  )
}
