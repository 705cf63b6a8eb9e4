import { coursePath } from '@repo/courses'
import { Footer, Header, LanguageSwitch, ThemeToggle, Toaster, WhatsAppButton, type HeaderAccount, type Theme } from '@repo/ui'
import { useEffect, useSyncExternalStore, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { env } from '../../config/env'
import { site } from '../../config/site'
import { alternatePath, catalogue, href, localeOfPath, messages, stripLocale } from '../../i18n'
import { rememberLocale } from '../../i18n/choice'
import { RouterLink } from '../../lib/RouterLink'
import { useLastSeen } from '../auth/useLastSeen'
import { startPushNotifications } from './pushNotifications'
import { applyTheme, currentTheme, subscribeTheme } from './theme'
import { useAuthUser } from './useAuthUser'

const m = messages.shell

/** The header's links, in the page's language (RouterLink adds /bn on Bangla pages). */
export function navLinks() {
  return [
    { href: '/', label: m.nav.home },
    { href: '/courses', label: m.nav.courses },
    { href: '/about', label: m.nav.about },
    { href: '/success-stories', label: m.nav.successStories },
    { href: '/contact', label: m.nav.contact },
  ]
}

/** The language switch's own link: its path is already in the other language. */
const SwitchLink = ({ href: to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <Link to={to} {...rest} />

/** Header, footer, the WhatsApp button and the toasts around every page. */
export function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { user, logout } = useAuthUser()
  useLastSeen(user?.id)
  const theme = useSyncExternalStore<Theme>(subscribeTheme, currentTheme, () => 'light')
  const locale = localeOfPath(pathname)
  const other = locale === 'bn' ? 'en' : 'bn'

  useEffect(() => {
    startPushNotifications(env.oneSignalAppId)
  }, [])

  const account: HeaderAccount = user
    ? {
        kind: 'user',
        profile: { href: '/profile', label: m.profile },
        logoutLabel: m.logout,
        onLogout: () => {
          void logout().then(() => navigate(href('/')))
        },
      }
    : { kind: 'guest', login: { href: '/login', label: m.login }, signup: { href: '/signup', label: m.signup } }

  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-lg bg-white p-3 focus:not-sr-only focus:fixed focus:left-2 focus:top-2 dark:bg-slate-900">
        {m.skipToContent}
      </a>
      <Header
        brand={{ href: '/', label: site.name }}
        links={navLinks()}
        currentPath={stripLocale(pathname)}
        navLabel={m.navLabel}
        menuLabel={m.menu}
        account={account}
        LinkComponent={RouterLink}
        extra={
          <>
          <LanguageSwitch
            href={alternatePath(pathname, other)}
            hrefLang={other}
            label={m.language.label}
            hint={m.language.hint}
            hintLang={locale}
            onSelect={() => rememberLocale(other)}
            LinkComponent={SwitchLink}
          />
          <ThemeToggle
            theme={theme}
            label={m.darkMode}
            onToggle={() => {
              const next = theme === 'dark' ? 'light' : 'dark'
              applyTheme(next)
            }}
          />
          </>
        }
      />
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
      <Toaster closeLabel={m.toastClose} />
    </>
  )
}
