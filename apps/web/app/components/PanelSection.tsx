import { Section, type SectionProps } from '@repo/ui'

/**
 * A part of a learner's own pages (the profile, the classroom) under its h2: a smaller heading
 * than a page's main sections, its parts stacked.
 */
export function PanelSection(props: Omit<SectionProps, 'titleClassName' | 'className'>) {
  return <Section titleClassName="text-xl font-bold" className="flex flex-col gap-3" {...props} />
}
