import { Avatar, Card } from '@repo/ui'
import { catalogue, messages } from '../../i18n'

const m = messages.about

export function AboutPage() {
  // The co-founders are the three lead instructors of the catalogue.
  const founders = catalogue().courseList.map((c) => c.instructor)
  return (
    <div className="flex flex-col gap-10">
      <header>
        <h1 className="text-3xl font-extrabold">{m.heading}</h1>
      </header>
      <section aria-labelledby="story-title" className="flex flex-col gap-3">
        <h2 id="story-title" className="text-2xl font-bold">
          {m.storyTitle}
        </h2>
        <p className="text-lg">{m.story}</p>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <Card as="section" aria-labelledby="mission-title">
          <h2 id="mission-title" className="text-xl font-bold">
            {m.missionTitle}
          </h2>
          <p className="mt-2">{m.mission}</p>
        </Card>
        <Card as="section" aria-labelledby="vision-title">
          <h2 id="vision-title" className="text-xl font-bold">
            {m.visionTitle}
          </h2>
          <p className="mt-2">{m.vision}</p>
        </Card>
      </div>
      <section aria-labelledby="values-title">
        <h2 id="values-title" className="text-2xl font-bold">
          {m.valuesTitle}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {m.values.map((v) => (
            <Card as="li" key={v.title}>
              <h3 className="font-bold">{v.title}</h3>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{v.description}</p>
            </Card>
          ))}
        </ul>
      </section>
      <section aria-labelledby="founders-title">
        <h2 id="founders-title" className="text-2xl font-bold">
          {m.foundersTitle}
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
          {m.impactTitle}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 rounded-2xl bg-brand-50 p-5 sm:grid-cols-4 dark:bg-brand-900">
          {m.impact.map((i) => (
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
