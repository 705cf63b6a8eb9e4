import { coursePath } from '@repo/courses'
import { Footer, WhatsAppButton } from '@repo/ui'
import { useEffect, type ReactNode } from 'react'
import { env } from '../../config/env'
import { site } from '../../config/site'
import { catalogue, messages } from '../../i18n'
import { Island } from '../../islands/Island'
import { RouterLink } from '../../lib/RouterLink'
import { startPushNotifications } from './pushNotifications'
import { SiteHeader } from './SiteHeader'
import { SiteToaster } from './SiteToaster'

const m = messages.shell

/** Header, footer, the WhatsApp button and the toasts around every page. */
export function Shell({ children }: { children: ReactNode }) {
  useEffect(() => {
    startPushNotifications(env.oneSignalAppId)
  }, [])

  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-lg bg-white p-3 focus:not-sr-only focus:fixed focus:left-2 focus:top-2 dark:bg-slate-900">
        {m.skipToContent}
      </a>
      <Island name="header" component={SiteHeader} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none">
        {children}
      </main>
      <Footer
        brand={site.name}
        tagline={messages.footer.tagline}
        LinkComponent={RouterLink}
        sections={[
          {
            title: messages.footer.quickLinks,
            links: [
              { href: '/courses', label: m.nav.courses },
              { href: '/about', label: m.nav.about },
              { href: '/success-stories', label: m.nav.successStories },
            ],
          },
          { title: messages.footer.popularCourses, links: catalogue().footerCourseLinks.map((l) => ({ href: coursePath(l.slug), label: l.label })) },
        ]}
        contact={{
          title: messages.footer.contact,
          email: site.email,
          phones: [...site.phones],
          location: messages.footer.address,
          emailLabel: messages.footer.email,
          phoneLabel: messages.footer.phone,
          locationLabel: messages.footer.location,
        }}
        copyright={messages.footer.copyright(Math.max(site.foundedYear, new Date().getFullYear()))}
      />
      {env.whatsappNumber ? (
        // A landmark of its own, so every piece of the page sits in one (the button floats).
        <aside aria-label={m.chat}>
          <WhatsAppButton phone={env.whatsappNumber} label={m.whatsapp} />
        </aside>
      ) : null}
      <Island name="toaster" component={SiteToaster} />
    </>
  )
}
