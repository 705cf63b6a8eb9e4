import preview from '../../.storybook/preview'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { bangla, dark, phone } from '../lib/storyHelpers'
import { Header, type HeaderAccount } from './Header'

const links = [
  { href: '/', label: 'Home' },
  { href: '/courses', label: 'Courses' },
  { href: '/about', label: 'About' },
  { href: '/success-stories', label: 'Success Stories' },
  { href: '/contact', label: 'Contact' },
]
const guest: HeaderAccount = {
  kind: 'guest',
  login: { href: '/login', label: 'Login' },
  signup: { href: '/signup', label: 'Sign Up' },
}
const onLogout = fn()

const meta = preview.meta({
  component: Header,
  decorators: [phone],
  args: {
    brand: { href: '/', label: 'SkillBridge' },
    links,
    currentPath: '/courses/web-development',
    navLabel: 'Main',
    menuLabel: 'Menu',
    account: guest,
  },
})

export const LoggedOut = meta.story({
  play: async ({ canvas: c }) => {
    const nav = c.getByRole('navigation', { name: 'Main' })
    await expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    )
    await expect(c.getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute('href', '/signup')
  },
})

export const LoggedIn = meta.story({
  args: {
    account: {
      kind: 'user',
      profile: { href: '/profile', label: 'Profile' },
      logoutLabel: 'Logout',
      onLogout,
    },
  },
  play: async ({ canvas: c }) => {
    await userEvent.click(c.getAllByRole('button', { name: 'Logout' })[0]!)
    await expect(onLogout).toHaveBeenCalledOnce()
    await expect(c.queryByRole('link', { name: 'Login' })).toBeNull()
  },
})

export const MobileMenuKeyboard = meta.story({
  play: async ({ canvas: c }) => {
    const button = c.getByRole('button', { name: 'Menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = c.getByRole('navigation', { name: 'Menu' })
    await expect(button).toHaveAttribute('aria-controls', menu.parentElement!.id)
    // Focus moves into the menu and stays there: Tab from the last item wraps to the button.
    await expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus()
    within(menu).getByRole('link', { name: 'Sign Up' }).focus()
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(within(menu).getByRole('link', { name: 'Sign Up' })).toHaveFocus()
    // Escape closes it and gives focus back to the button.
    await userEvent.keyboard('{Escape}')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toHaveFocus()
  },
})

/** The app re-renders the header with the new path after a navigation. */
function Navigating() {
  const [path, setPath] = useState('/')
  return (
    <Header
      brand={{ href: '/', label: 'SkillBridge' }}
      links={links}
      currentPath={path}
      navLabel="Main"
      menuLabel="Menu"
      account={guest}
      LinkComponent={({ href, onClick, ...rest }) => (
        <a
          {...rest}
          href={href}
          onClick={(e) => {
            e.preventDefault()
            onClick?.(e)
            setPath(href)
          }}
        />
      )}
    />
  )
}

export const ClosesOnNavigation = meta.story({
  render: () => <Navigating />,
  play: async ({ canvas: c }) => {
    await userEvent.click(c.getByRole('button', { name: 'Menu' }))
    await userEvent.click(
      within(c.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'About' }),
    )
    await expect(c.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(
      within(c.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }),
    ).toHaveAttribute('aria-current', 'page')
  },
})

export const LongBangla = meta.story({
  args: {
    brand: { href: '/', label: 'স্কিলব্রিজ' },
    links: links.map((l) => ({ ...l, label: bangla.title.slice(0, 14) + l.href.length })),
  },
})
export const Dark = meta.story({ decorators: [dark] })
