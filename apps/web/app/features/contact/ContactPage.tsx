import { Accordion, Card, whatsAppHref } from '@repo/ui'
import { env } from '../../config/env'
import { site } from '../../config/site'
import { m, useLocale } from '../../i18n'
import { ContactForm } from './ContactForm'
import { MapFacade } from './MapFacade'
import { Island } from '../../islands/Island'

export function ContactPage() {
  const locale = useLocale()
  const cardLink =
    'inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-brand-50'
  return (
    <div className="flex flex-col gap-10">
      <header>
        <h1 className="text-3xl font-extrabold">{m.contact_heading({}, { locale })}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{m.contact_intro({}, { locale })}</p>
      </header>
      <ul className="grid gap-4 md:grid-cols-3">
        <Card as="li">
          <h2 className="text-lg font-bold">{m.contact_cards_email({}, { locale })}</h2>
          <a className={cardLink} href={`mailto:${site.email}`}>
            {site.email}
          </a>
        </Card>
        <Card as="li">
          <h2 className="text-lg font-bold">{m.contact_cards_phone({}, { locale })}</h2>
          <ul>
            {site.phones.map((p) => (
              <li key={p}>
                <a className={cardLink} href={`tel:${p.replace(/[^\d+]/g, '')}`}>
                  {p}
                </a>
              </li>
            ))}
          </ul>
        </Card>
        <Card as="li">
          <h2 className="text-lg font-bold">{m.contact_cards_location({}, { locale })}</h2>
          <p className="mt-2">{m.footer_address({}, { locale })}</p>
        </Card>
      </ul>
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="contact-form-title" className="flex flex-col gap-4">
          <h2 id="contact-form-title" className="text-2xl font-bold">
            {m.contact_formTitle({}, { locale })}
          </h2>
          <Card>
            <Island name="contact-form" component={ContactForm} />
          </Card>
        </section>
        <div className="flex flex-col gap-10">
          <section aria-labelledby="map-title" className="flex flex-col gap-4">
            <h2 id="map-title" className="text-2xl font-bold">
              {m.contact_mapTitle({}, { locale })}
            </h2>
            <Island name="map" component={MapFacade} />
          </section>
          <Card as="section" aria-labelledby="support-title" className="flex flex-col gap-2">
            <h2 id="support-title" className="text-xl font-bold">
              {m.contact_supportTitle({}, { locale })}
            </h2>
            <p className="font-semibold">{m.contact_supportHours({}, { locale })}</p>
            <p>{m.contact_supportText({}, { locale })}</p>
            {env.whatsappNumber ? (
              <a
                className={cardLink}
                href={whatsAppHref(env.whatsappNumber)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {m.contact_supportWhatsapp({}, { locale })}
              </a>
            ) : null}
          </Card>
        </div>
      </div>
      <section aria-labelledby="contact-faq-title" className="flex flex-col gap-4">
        <h2 id="contact-faq-title" className="text-2xl font-bold">
          {m.contact_faqTitle({}, { locale })}
        </h2>
        <Accordion
          items={[
            {
              question: m.contact_faq_0_question({}, { locale }),
              answer: m.contact_faq_0_answer({}, { locale }),
            },
            {
              question: m.contact_faq_1_question({}, { locale }),
              answer: m.contact_faq_1_answer({}, { locale }),
            },
            {
              question: m.contact_faq_2_question({}, { locale }),
              answer: m.contact_faq_2_answer({}, { locale }),
            },
          ]}
        />
      </section>
    </div>
  )
}
