import { courseListFor } from '@repo/courses'
import { Avatar, Card, Section } from '@repo/ui'
import { m, useLocale } from '../../i18n'

export function AboutPage() {
  const locale = useLocale()
  // The co-founders are the three lead instructors of the catalogue.
  const founders = courseListFor(locale).map((c) => c.instructor)
  const aims = [
    {
      id: 'mission-title',
      title: m.about_missionTitle({}, { locale }),
      text: m.about_mission({}, { locale }),
    },
    {
      id: 'vision-title',
      title: m.about_visionTitle({}, { locale }),
      text: m.about_vision({}, { locale }),
    },
  ]
  const values = [
    [m.about_values_0_title({}, { locale }), m.about_values_0_description({}, { locale })],
    [m.about_values_1_title({}, { locale }), m.about_values_1_description({}, { locale })],
    [m.about_values_2_title({}, { locale }), m.about_values_2_description({}, { locale })],
    [m.about_values_3_title({}, { locale }), m.about_values_3_description({}, { locale })],
  ] as const
  const impact = [
    [m.about_impact_0_value({}, { locale }), m.about_impact_0_label({}, { locale })],
    [m.about_impact_1_value({}, { locale }), m.about_impact_1_label({}, { locale })],
    [m.about_impact_2_value({}, { locale }), m.about_impact_2_label({}, { locale })],
    [m.about_impact_3_value({}, { locale }), m.about_impact_3_label({}, { locale })],
  ] as const
  return (
    <div className="flex flex-col gap-10">
      <header>
        <h1 className="text-3xl font-extrabold">{m.about_heading({}, { locale })}</h1>
      </header>
      <Section
        titleId="story-title"
        title={m.about_storyTitle({}, { locale })}
        className="flex flex-col gap-3"
      >
        <p className="text-lg">{m.about_story({}, { locale })}</p>
      </Section>
      <div className="grid gap-4 md:grid-cols-2">
        {aims.map((aim) => (
          <Card as="section" aria-labelledby={aim.id} key={aim.id}>
            <h2 id={aim.id} className="text-xl font-bold">
              {aim.title}
            </h2>
            <p className="mt-2">{aim.text}</p>
          </Card>
        ))}
      </div>
      <Section titleId="values-title" title={m.about_valuesTitle({}, { locale })}>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {values.map(([title, description]) => (
            <Card as="li" key={title}>
              <h3 className="font-bold">{title}</h3>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{description}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section titleId="founders-title" title={m.about_foundersTitle({}, { locale })}>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {founders.map((f) => (
            <Card as="li" key={f.name} className="flex flex-col items-center gap-2 text-center">
              <Avatar name={f.name} size={80} />
              <h3 className="text-lg font-bold">{f.name}</h3>
              <p className="text-sm text-slate-600 dark:text-slate-300">{f.title}</p>
              <p>{f.bio}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section titleId="impact-title" title={m.about_impactTitle({}, { locale })}>
        <dl className="mt-4 grid grid-cols-2 gap-4 rounded-2xl bg-brand-50 p-5 sm:grid-cols-4 dark:bg-brand-900">
          {impact.map(([value, label]) => (
            <div key={label} className="flex flex-col-reverse items-center text-center">
              <dt className="text-sm">{label}</dt>
              <dd className="text-3xl font-extrabold text-brand-700 dark:text-brand-50">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  )
}
