import { coursePath, footerCourseLinksFor } from '@repo/courses'
import { Footer, WhatsAppButton } from '@repo/ui'
import { useEffect, type ReactNode } from 'react'
import { env } from '../../config/env'
import { site } from '../../config/site'
import { m, useLocale } from '../../i18n'
import { Island } from '../../islands/Island'
import { RouterLink } from '../../lib/RouterLink'
import { startPushNotifications } from './pushNotifications'
import { SiteHeader } from './SiteHeader'
import { SiteToaster } from './SiteToaster'

/** Header, footer, the WhatsApp button and the toasts around every page. */
export function Shell({ children }: { children: ReactNode }) {
  const locale = useLocale()
  useEffect(() => {
    startPushNotifications(env.oneSignalAppId)
  }, [])

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white p-3 focus:not-sr-only focus:fixed focus:left-2 focus:top-2 dark:bg-slate-900"
      >
        {m.shell_skipToContent({}, { locale })}
      </a>
      <Island name="header" component={SiteHeader} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none"
      >
        {children}
      </main>
      <Footer
        brand={site.name}
        tagline={m.footer_tagline({}, { locale })}
        LinkComponent={RouterLink}
        sections={[
          {
            title: m.footer_quickLinks({}, { locale }),
            links: [
              { href: '/courses', label: m.shell_nav_courses({}, { locale }) },
              { href: '/about', label: m.shell_nav_about({}, { locale }) },
              { href: '/success-stories', label: m.shell_nav_successStories({}, { locale }) },
            ],
          },
          {
            title: m.footer_popularCourses({}, { locale }),
            links: footerCourseLinksFor(locale).map((l) => ({
              href: coursePath(l.slug),
              label: l.label,
            })),
          },
        ]}
        contact={{
          title: m.footer_contact({}, { locale }),
          email: site.email,
          phones: [...site.phones],
          location: m.footer_address({}, { locale }),
          emailLabel: m.footer_email({}, { locale }),
          phoneLabel: m.footer_phone({}, { locale }),
          locationLabel: m.footer_location({}, { locale }),
        }}
        copyright={m.footer_copyright(
          { year: Math.max(site.foundedYear, new Date().getFullYear()) },
          { locale },
        )}
      />
      {env.whatsappNumber ? (
        // A landmark of its own, so every piece of the page sits in one (the button floats).
        <aside aria-label={m.shell_chat({}, { locale })}>
          <WhatsAppButton phone={env.whatsappNumber} label={m.shell_whatsapp({}, { locale })} />
        </aside>
      ) : null}
      <Island name="toaster" component={SiteToaster} />
    </>
  )
}
