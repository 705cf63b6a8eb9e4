import { resolveCourseId } from '@repo/courses'
import { toApiError } from './errors'

/** A join-now interest record as the form gives it ('skill-pack' is a course alias). */
export interface Lead {
  name: string
  email: string
  whatsapp: string
  /** A course id or alias from the join-now form. */
  course: string
  paymentMethod?: string | null
}

/** A row of `public.leads` as the site inserts it. */
export interface LeadRow {
  name: string
  email: string
  whatsapp: string
  /** Canonical course id: 'skill-pack' becomes 'video-editing'. */
  course_id: string
  payment_method: string | null
}

/** The part of a Supabase client this module needs (lets tests pass a fake). */
export interface LeadsClient {
  from(table: 'leads'): { insert(row: LeadRow): PromiseLike<{ error: { message: string } | null }> }
}

export class LeadSubmitError extends Error {
  override name = 'LeadSubmitError'
}

/** The row for a lead; an unknown course id is refused before anything is sent. */
export function toLeadRow(lead: Lead): LeadRow {
  const courseId = resolveCourseId(lead.course)
  if (courseId === null) throw new LeadSubmitError(`Unknown course '${lead.course}'`)
  return {
    name: lead.name,
    email: lead.email,
    whatsapp: lead.whatsapp,
    course_id: courseId,
    payment_method: lead.paymentMethod ?? null,
  }
}

/**
 * Sends a join-now lead to `public.leads`. The public (anon) role may insert but not read
 * leads, so this is a plain INSERT without `.select()` (no read-back: PostgREST answers
 * 201 with `return=minimal`). Throws LeadSubmitError when the backend refuses it, and the
 * ApiError of kind `rate_limited` (with its retryAfter) when the address sent too many.
 */
export async function submitLead(client: LeadsClient, lead: Lead): Promise<void> {
  const { error } = await client.from('leads').insert(toLeadRow(lead))
  if (!error) return
  const refusal = toApiError(error, 'lead.submit')
  throw refusal.kind === 'rate_limited' ? refusal : new LeadSubmitError(error.message)
}
