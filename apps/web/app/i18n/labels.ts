import type { Locale } from '@repo/courses'
import { m } from './index'

// Texts chosen by a value (a category, a status, a payment method). Each table names its
// messages one by one, so a page's bundle keeps only these and not the whole catalogue.
type Text = (inputs: Record<string, never>, options: { locale: Locale }) => string

const categories = {
  all: m.common_categories_all,
  design: m.common_categories_design,
  development: m.common_categories_development,
  editing: m.common_categories_editing,
} satisfies Record<string, Text>

/** A course category's name ('all' for every course). */
export function categoryLabel(category: keyof typeof categories, locale: Locale): string {
  return categories[category]({}, { locale })
}

const methods: Record<string, Text> = {
  bKash: m.enroll_methodLabels_bKash,
  Nagad: m.enroll_methodLabels_Nagad,
  Bank: m.enroll_methodLabels_Bank,
}

/** A payment method's name in a language (an unknown one as it is). */
export function methodLabel(method: string, locale: Locale): string {
  return methods[method]?.({}, { locale }) ?? method
}

const statuses = {
  pending: [m.profile_requestStatus_pending, m.profile_requestStatusHelp_pending],
  approved: [m.profile_requestStatus_approved, m.profile_requestStatusHelp_approved],
  rejected: [m.profile_requestStatus_rejected, m.profile_requestStatusHelp_rejected],
  refunded: [m.profile_requestStatus_refunded, m.profile_requestStatusHelp_refunded],
} satisfies Record<string, [Text, Text]>

/** An enrolment request's status and what it means for the learner. */
export function requestStatusText(
  status: keyof typeof statuses,
  locale: Locale,
): { label: string; help: string } {
  const [label, help] = statuses[status]
  return { label: label({}, { locale }), help: help({}, { locale }) }
}
