import { StrokeIcon } from './StrokeIcon'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cx } from '../lib/cx'
import { PlainLink, type LinkComponent } from '../lib/link'

export interface NavItem {
  href: string
  label: string
}

export type HeaderAccount =
  | { kind: 'guest'; login: NavItem; signup: NavItem }
  | { kind: 'user'; profile: NavItem; logoutLabel: string; onLogout: () => void }

export interface HeaderProps {
  brand: NavItem
  links: NavItem[]
  /** The current pathname; decides the highlighted link (aria-current="page"). */
  currentPath: string
  /** Accessible name of the navigation landmark, e.g. 'Main'. */
  navLabel: string
  /** Accessible name of the menu button, e.g. 'Menu'. */
  menuLabel: string
  account: HeaderAccount
  /** e.g. the ThemeToggle. */
  extra?: ReactNode
  LinkComponent?: LinkComponent
  /** The header compacts after more than 50 px of scrolling (docs/product.md#shell). */
  compactAfterPx?: number
}

export function isActivePath(href: string, path: string): boolean {
  if (href === '/') return path === '/'
  return path === href || path.startsWith(`${href}/`)
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

export function Header({
  brand,
  links,
  currentPath,
  navLabel,
  menuLabel,
  account,
  extra,
  LinkComponent = PlainLink,
  compactAfterPx = 50,
}: HeaderProps) {
  const [open, setOpen] = useState(false)
  const [compact, setCompact] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const trapRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const onScroll = () => setCompact(window.scrollY > compactAfterPx)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [compactAfterPx])

  // Navigating closes the menu.
  const [lastPath, setLastPath] = useState(currentPath)
  if (lastPath !== currentPath) {
    setLastPath(currentPath)
    setOpen(false)
  }

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
  }, [open])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return
    if (e.key === 'Escape') {
      e.preventDefault()
      setOpen(false)
      buttonRef.current?.focus()
      return
    }
    if (e.key !== 'Tab' || !trapRef.current) return
    const items = Array.from(trapRef.current.querySelectorAll<HTMLElement>(FOCUSABLE))
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first.focus()
    }
  }

  const linkClass = (active: boolean) =>
    cx(
      'inline-flex min-h-11 items-center rounded-lg px-3 font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
      active
        ? 'bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-white'
        : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
    )

  const navLinks = (onNavigate?: () => void) =>
    links.map((l) => {
      const active = isActivePath(l.href, currentPath)
      return (
        <li key={l.href}>
          <LinkComponent
            href={l.href}
            aria-current={active ? 'page' : undefined}
            className={linkClass(active)}
            onClick={onNavigate}
          >
            {l.label}
          </LinkComponent>
        </li>
      )
    })

  const accountItems = (onNavigate?: () => void) =>
    account.kind === 'guest' ? (
      <>
        <LinkComponent
          href={account.login.href}
          onClick={onNavigate}
          aria-current={isActivePath(account.login.href, currentPath) ? 'page' : undefined}
          className={linkClass(false)}
        >
          {account.login.label}
        </LinkComponent>
        <LinkComponent
          href={account.signup.href}
          onClick={onNavigate}
          aria-current={isActivePath(account.signup.href, currentPath) ? 'page' : undefined}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {account.signup.label}
        </LinkComponent>
      </>
    ) : (
      <>
        <LinkComponent
          href={account.profile.href}
          onClick={onNavigate}
          aria-current={isActivePath(account.profile.href, currentPath) ? 'page' : undefined}
          className={linkClass(isActivePath(account.profile.href, currentPath))}
        >
          {account.profile.label}
        </LinkComponent>
        <button
          type="button"
          onClick={() => {
            onNavigate?.()
            account.onLogout()
          }}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-4 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-600"
        >
          {account.logoutLabel}
        </button>
      </>
    )

  return (
    // The header keeps its full height in the page flow (a fixed-height sticky box) and only
    // its bar shrinks, so compacting on scroll never moves the content (no layout shift).
    <header
      data-compact={compact ? 'true' : 'false'}
      className="pointer-events-none sticky top-0 z-30 h-[69px]"
    >
      <div className="pointer-events-auto border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div
          className={cx(
            'relative mx-auto flex max-w-6xl items-center gap-2 px-4 transition-[padding] motion-reduce:transition-none',
            compact ? 'py-1' : 'py-3',
          )}
        >
          <LinkComponent
            href={brand.href}
            className="me-auto inline-flex min-h-11 items-center text-lg font-extrabold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-white"
          >
            {brand.label}
          </LinkComponent>
          <nav aria-label={navLabel} className="hidden md:block">
            <ul className="flex items-center gap-1">{navLinks()}</ul>
          </nav>
          <div className="hidden items-center gap-2 md:flex">{accountItems()}</div>
          {extra}
          <div ref={trapRef} onKeyDown={onKeyDown} className="md:hidden">
            <button
              ref={buttonRef}
              type="button"
              aria-expanded={open}
              aria-controls={menuId}
              aria-label={menuLabel}
              onClick={() => setOpen((o) => !o)}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              <StrokeIcon className="size-6">
                {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
              </StrokeIcon>
            </button>
            <div
              id={menuId}
              ref={panelRef}
              hidden={!open}
              className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 shadow-lg dark:border-slate-800 dark:bg-slate-950"
            >
              {open ? (
                <nav aria-label={menuLabel}>
                  <ul className="flex flex-col gap-1 pt-2">{navLinks(() => setOpen(false))}</ul>
                  <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
                    {accountItems(() => setOpen(false))}
                  </div>
                </nav>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </header>
  )
}
