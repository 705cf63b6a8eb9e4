import { Card, Section, whatsAppHref } from '@repo/ui'
import type { ReactNode } from 'react'
import { env } from '../../config/env'
import { site } from '../../config/site'
import { m, useLocale } from '../../i18n'
import { ContactForm } from './ContactForm'
import { MapFacade } from './MapFacade'
import { Island } from '../../islands/Island'
import { FaqSection } from '../../components/FaqSection'
import { NewTabLink } from '../../components/NewTabLink'

/** The page's questions and answers, in order. */
const faq = [
  [m.contact_faq_0_question, m.contact_faq_0_answer],
  [m.contact_faq_1_question, m.contact_faq_1_answer],
  [m.contact_faq_2_question, m.contact_faq_2_answer],
] as const

/** One of the ways to reach the team, as a card of the list at the top. */
function ContactCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="li">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </Card>
  )
}

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
        <ContactCard title={m.contact_cards_email({}, { locale })}>
          <a className={cardLink} href={`mailto:${site.email}`}>
            {site.email}
          </a>
        </ContactCard>
        <ContactCard title={m.contact_cards_phone({}, { locale })}>
          <ul>
            {site.phones.map((p) => (
              <li key={p}>
                <a className={cardLink} href={`tel:${p.replace(/[^\d+]/g, '')}`}>
                  {p}
                </a>
              </li>
            ))}
          </ul>
        </ContactCard>
        <ContactCard title={m.contact_cards_location({}, { locale })}>
          <p className="mt-2">{m.footer_address({}, { locale })}</p>
        </ContactCard>
      </ul>
      <div className="grid gap-10 lg:grid-cols-2">
        <Section
          titleId="contact-form-title"
          title={m.contact_formTitle({}, { locale })}
          className="flex flex-col gap-4"
        >
          <Card>
            <Island name="contact-form" component={ContactForm} />
          </Card>
        </Section>
        <div className="flex flex-col gap-10">
          <Section
            titleId="map-title"
            title={m.contact_mapTitle({}, { locale })}
            className="flex flex-col gap-4"
          >
            <Island name="map" component={MapFacade} />
          </Section>
          <Card as="section" aria-labelledby="support-title" className="flex flex-col gap-2">
            <h2 id="support-title" className="text-xl font-bold">
              {m.contact_supportTitle({}, { locale })}
            </h2>
            <p className="font-semibold">{m.contact_supportHours({}, { locale })}</p>
            <p>{m.contact_supportText({}, { locale })}</p>
            {env.whatsappNumber ? (
              <NewTabLink className={cardLink} href={whatsAppHref(env.whatsappNumber)}>
                {m.contact_supportWhatsapp({}, { locale })}
              </NewTabLink>
            ) : null}
          </Card>
        </div>
      </div>
      <FaqSection
        titleId="contact-faq-title"
        title={m.contact_faqTitle({}, { locale })}
        faq={faq}
      />
    </div>
  )
}
