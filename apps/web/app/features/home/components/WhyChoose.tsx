import { Card, Section } from '@repo/ui'
import { m, useLocale } from '../../../i18n'

const icons = [
  'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm4 17h2',
  'M4 5h16v11H8l-4 4V5Z',
  'M4 20h16M6 16l4-4 3 3 5-7',
  'M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
]

export function WhyChoose() {
  const locale = useLocale()
  const reasons = [
    [m.home_why_0_title({}, { locale }), m.home_why_0_description({}, { locale })],
    [m.home_why_1_title({}, { locale }), m.home_why_1_description({}, { locale })],
    [m.home_why_2_title({}, { locale }), m.home_why_2_description({}, { locale })],
    [m.home_why_3_title({}, { locale }), m.home_why_3_description({}, { locale })],
  ] as const
  return (
    <Section titleId="why-title" title={m.home_whyTitle({}, { locale })} className="py-10">
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(([title, description], i) => (
          <Card as="li" key={title} className="flex flex-col gap-2">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-8 text-brand-600 dark:text-brand-50"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={icons[i]} />
            </svg>
            <h3 className="text-lg font-bold">{title}</h3>
            <p className="text-slate-700 dark:text-slate-300">{description}</p>
          </Card>
        ))}
      </ul>
    </Section>
  )
}
