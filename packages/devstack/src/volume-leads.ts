// The volume seed's join-now leads (volume.ts): names, WhatsApp numbers, courses and the payment
// method the visitor picked, over the last year.
import type pg from 'pg'
import { familyNames, givenNames, mobileNumber } from './volume-learners'
import { columns, COURSE_IDS, DAY, MINUTE, pick } from './volume-rows'

const LEADS_PER_BATCH = 10_000

export interface PlannedLead {
  name: string
  email: string
  whatsapp: string
  courseId: string
  paymentMethod: string | null
  createdAt: Date
}

/** `count` leads, numbered from `first` (their emails). */
export function planLeads(
  count: number,
  first: number,
  now: number,
  next: () => number,
): PlannedLead[] {
  const leadMethods = ['bKash', 'Nagad', 'Rocket', 'Bank Transfer', null] as const
  return Array.from({ length: count }, (_, i) => {
    const [, given] = pick(next, givenNames)
    const [, family] = pick(next, familyNames)
    return {
      name: `${given} ${family}`,
      email: `${given}.${family}.lead${first + i}@example.com`.toLowerCase(),
      whatsapp: mobileNumber(next),
      courseId: pick(next, COURSE_IDS),
      paymentMethod: pick(next, leadMethods),
      createdAt: new Date(now - MINUTE - Math.floor(Math.pow(next(), 1.3) * 365 * DAY)),
    }
  })
}

/** Writes the leads, 10,000 a statement. */
export async function seedLeads(db: pg.ClientBase, leads: readonly PlannedLead[]): Promise<void> {
  for (let i = 0; i < leads.length; i += LEADS_PER_BATCH) {
    await db.query(
      `insert into public.leads (name, email, whatsapp, course_id, payment_method, created_at)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])`,
      columns(leads.slice(i, i + LEADS_PER_BATCH), [
        'name',
        'email',
        'whatsapp',
        'courseId',
        'paymentMethod',
        'createdAt',
      ]),
    )
  }
}
