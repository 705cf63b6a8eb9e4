import { courseListFor } from '@repo/courses'
import { Avatar, Card } from '@repo/ui'
import { m, useLocale } from '../../i18n'

export function AboutPage() {
  const locale = useLocale()
  // The co-founders are the three lead instructors of the catalogue.
  const founders = courseListFor(locale).map((c) => c.instructor)
  return (
    <div className="flex flex-col gap-10">
      <header>
        <h1 className="text-3xl font-extrabold">{m.about_heading({}, { locale })}</h1>
      </header>
      <section aria-labelledby="story-title" className="flex flex-col gap-3">
        <h2 id="story-title" className="text-2xl font-bold">
          {m.about_storyTitle({}, { locale })}
        </h2>
        <p className="text-lg">{m.about_story({}, { locale })}</p>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <Card as="section" aria-labelledby="mission-title">
          <h2 id="mission-title" className="text-xl font-bold">
            {m.about_missionTitle({}, { locale })}
          </h2>
          <p className="mt-2">{m.about_mission({}, { locale })}</p>
        </Card>
        <Card as="section" aria-labelledby="vision-title">
          <h2 id="vision-title" className="text-xl font-bold">
            {m.about_visionTitle({}, { locale })}
          </h2>
          <p className="mt-2">{m.about_vision({}, { locale })}</p>
        </Card>
      </div>
      <section aria-labelledby="values-title">
        <h2 id="values-title" className="text-2xl font-bold">
          {m.about_valuesTitle({}, { locale })}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {[
            {
              title: m.about_values_0_title({}, { locale }),
              description: m.about_values_0_description({}, { locale }),
            },
            {
              title: m.about_values_1_title({}, { locale }),
              description: m.about_values_1_description({}, { locale }),
            },
            {
              title: m.about_values_2_title({}, { locale }),
              description: m.about_values_2_description({}, { locale }),
            },
            {
              title: m.about_values_3_title({}, { locale }),
              description: m.about_values_3_description({}, { locale }),
            },
          ].map((v) => (
            <Card as="li" key={v.title}>
              <h3 className="font-bold">{v.title}</h3>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{v.description}</p>
            </Card>
          ))}
        </ul>
      </section>
      <section aria-labelledby="founders-title">
        <h2 id="founders-title" className="text-2xl font-bold">
          {m.about_foundersTitle({}, { locale })}
        </h2>
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
      </section>
      <section aria-labelledby="impact-title">
        <h2 id="impact-title" className="text-2xl font-bold">
          {m.about_impactTitle({}, { locale })}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 rounded-2xl bg-brand-50 p-5 sm:grid-cols-4 dark:bg-brand-900">
          {[
            {
              value: m.about_impact_0_value({}, { locale }),
              label: m.about_impact_0_label({}, { locale }),
            },
            {
              value: m.about_impact_1_value({}, { locale }),
              label: m.about_impact_1_label({}, { locale }),
            },
            {
              value: m.about_impact_2_value({}, { locale }),
              label: m.about_impact_2_label({}, { locale }),
            },
            {
              value: m.about_impact_3_value({}, { locale }),
              label: m.about_impact_3_label({}, { locale }),
            },
          ].map((i) => (
            <div key={i.label} className="flex flex-col-reverse items-center text-center">
              <dt className="text-sm">{i.label}</dt>
              <dd className="text-3xl font-extrabold text-brand-700 dark:text-brand-50">
                {i.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}
