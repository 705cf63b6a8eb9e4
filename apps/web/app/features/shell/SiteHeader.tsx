import { Header, LanguageSwitch, ThemeToggle, type HeaderAccount, type Theme } from '@repo/ui'
import { useSyncExternalStore, type AnchorHTMLAttributes } from 'react'
import { Link, useLocation, useNavigate } from '../../islands/navigation'
import { site } from '../../config/site'
import { alternatePath, href, localeOfPath, m, stripLocale, type Locale } from '../../i18n'
import { languageSwitchAttribute } from '../../i18n/choice'
import { RouterLink } from '../../lib/RouterLink'
import { signOut, useSession } from '../../lib/session'
import { useLastSeen } from '../../lib/useLastSeen'
import { applyTheme, themeStore } from './theme'

/** The header's links, in the page's language (RouterLink adds /bn on Bangla pages). */
function navLinks(locale: Locale) {
  return [
    { href: '/', label: m.shell_nav_home({}, { locale }) },
    { href: '/courses', label: m.shell_nav_courses({}, { locale }) },
    { href: '/about', label: m.shell_nav_about({}, { locale }) },
    { href: '/success-stories', label: m.shell_nav_successStories({}, { locale }) },
    { href: '/contact', label: m.shell_nav_contact({}, { locale }) },
  ]
}

/**
 * The language switch's own link: its path is already in the other language, and following it
 * remembers that language (the page's inline locale script, i18n/choice.ts).
 */
const SwitchLink = ({
  href: to,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
  <Link to={to} {...{ [languageSwitchAttribute]: '' }} {...rest} />
)

/** The site's header: navigation, the learner's account, language and theme. An island on prerendered pages. */
export function SiteHeader() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  // Lazy: a visitor who never logged in downloads no auth library for the header.
  const session = useSession({ lazy: true })
  const user = session.status === 'signed-in' ? session.session.user : null
  useLastSeen(user?.id)
  const theme = useSyncExternalStore<Theme>(
    themeStore.subscribe,
    themeStore.getSnapshot,
    () => 'light',
  )
  const locale = localeOfPath(pathname)
  const other = locale === 'bn' ? 'en' : 'bn'

  const account: HeaderAccount = user
    ? {
        kind: 'user',
        profile: { href: '/profile', label: m.shell_profile({}, { locale }) },
        logoutLabel: m.shell_logout({}, { locale }),
        onLogout: () => {
          void signOut().then(() => navigate(href('/', locale)))
        },
      }
    : {
        kind: 'guest',
        login: { href: '/login', label: m.shell_login({}, { locale }) },
        signup: { href: '/signup', label: m.shell_signup({}, { locale }) },
      }

  return (
    <Header
      brand={{ href: '/', label: site.name }}
      links={navLinks(locale)}
      currentPath={stripLocale(pathname)}
      navLabel={m.shell_navLabel({}, { locale })}
      menuLabel={m.shell_menu({}, { locale })}
      account={account}
      LinkComponent={RouterLink}
      extra={
        <>
          <LanguageSwitch
            href={alternatePath(pathname, other)}
            hrefLang={other}
            label={m.shell_language_label({}, { locale })}
            hint={m.shell_language_hint({}, { locale })}
            hintLang={locale}
            LinkComponent={SwitchLink}
          />
          <ThemeToggle
            theme={theme}
            label={m.shell_darkMode({}, { locale })}
            onToggle={() => applyTheme(theme === 'dark' ? 'light' : 'dark')}
          />
        </>
      }
    />
  )
}
