import { Header, LanguageSwitch, ThemeToggle, type HeaderAccount, type Theme } from '@repo/ui'
import { useSyncExternalStore, type AnchorHTMLAttributes } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { site } from '../../config/site'
import { alternatePath, href, localeOfPath, messages, stripLocale } from '../../i18n'
import { languageSwitchAttribute } from '../../i18n/choice'
import { RouterLink } from '../../lib/RouterLink'
import { useLastSeen } from '../auth/useLastSeen'
import { applyTheme, currentTheme, subscribeTheme } from './theme'
import { useAuthUser } from './useAuthUser'

const m = messages.shell

/** The header's links, in the page's language (RouterLink adds /bn on Bangla pages). */
function navLinks() {
  return [
    { href: '/', label: m.nav.home },
    { href: '/courses', label: m.nav.courses },
    { href: '/about', label: m.nav.about },
    { href: '/success-stories', label: m.nav.successStories },
    { href: '/contact', label: m.nav.contact },
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
  const { user, logout } = useAuthUser()
  useLastSeen(user?.id)
  const theme = useSyncExternalStore<Theme>(subscribeTheme, currentTheme, () => 'light')
  const locale = localeOfPath(pathname)
  const other = locale === 'bn' ? 'en' : 'bn'

  const account: HeaderAccount = user
    ? {
        kind: 'user',
        profile: { href: '/profile', label: m.profile },
        logoutLabel: m.logout,
        onLogout: () => {
          void logout().then(() => navigate(href('/')))
        },
      }
    : {
        kind: 'guest',
        login: { href: '/login', label: m.login },
        signup: { href: '/signup', label: m.signup },
      }

  return (
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
            LinkComponent={SwitchLink}
          />
          <ThemeToggle
            theme={theme}
            label={m.darkMode}
            onToggle={() => applyTheme(theme === 'dark' ? 'light' : 'dark')}
          />
        </>
      }
    />
  )
}
