import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, renderConsole } from '../tests/render'
import { mentorApi } from '../tests/reviews'
import { dashboardTabs } from './features/dashboard/DashboardLayout'

// The console's navigation: the tabs from laptop width, a menu of them on a phone.

// the tabs' code loaded before the tests (routes load it lazily)
await import('./features/pending/PendingTab')
await import('./features/coupons/CouponsTab')

/**
 * The page at `px` wide. jsdom evaluates @media rules at its own fixed width: each rule of the
 * page's styles (Mantine's `hiddenFrom` / `visibleFrom` among them) is replaced by its contents
 * when it holds at `px`, and taken out when it does not.
 */
function atWidth(px: number) {
  for (const sheet of document.styleSheets)
    for (let i = sheet.cssRules.length - 1; i >= 0; i--) {
      const rule = sheet.cssRules[i]
      if (!(rule instanceof CSSMediaRule)) continue
      const [, min] = /min-width:\s*([\d.]+)em/.exec(rule.media.mediaText) ?? []
      const [, max] = /max-width:\s*([\d.]+)em/.exec(rule.media.mediaText) ?? []
      const holds = !(min && px < Number(min) * 16) && !(max && px > Number(max) * 16)
      const inner = [...rule.cssRules].map((r) => r.cssText)
      sheet.deleteRule(i)
      if (holds) inner.forEach((text, k) => sheet.insertRule(text, i + k))
    }
}

const phoneNav = () => screen.getByRole('navigation', { name: 'Tabs' })
const menuButton = (current: string) => within(phoneNav()).findByRole('button', { name: current })

describe("The console's navigation", () => {
  it('at 360 px: one button naming the current tab, which shows the list of tabs (no row of tabs)', async () => {
    renderConsole(fakeApi(), '/pending')
    await screen.findByRole('heading', { name: 'Pending enrollments' })
    atWidth(360)
    expect(screen.queryByRole('tablist')).toBeNull()
    const button = await menuButton('Pending')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(within(phoneNav()).getAllByRole('button')).toHaveLength(1)
    expect(within(phoneNav()).queryAllByRole('link')).toEqual([])
  })

  it('at 1,280 px: the row of tabs, the current one selected (no button)', async () => {
    renderConsole(fakeApi(), '/pending')
    await screen.findByRole('heading', { name: 'Pending enrollments' })
    atWidth(1280)
    expect(screen.queryByRole('navigation', { name: 'Tabs' })).toBeNull()
    expect(screen.getByRole('tab', { name: 'Pending', selected: true })).toBeVisible()
  })

  it("the phone's list has every tab as a link, the current one marked, and opens the one chosen", async () => {
    const { user, router } = renderConsole(fakeApi(), '/pending')
    await screen.findByRole('heading', { name: 'Pending enrollments' })
    atWidth(360)
    const button = await menuButton('Pending')
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const links = within(phoneNav()).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(dashboardTabs.map((t) => t.label))
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(
      links[0]!,
    )
    const pending = within(phoneNav()).getByRole('link', { name: 'Pending' })
    expect(pending).toHaveAttribute('aria-current', 'page')
    const coupons = within(phoneNav()).getByRole('link', { name: 'Coupons' })
    expect(coupons).not.toHaveAttribute('aria-current')
    expect(coupons).toHaveAttribute('href', '/coupons')
    await user.click(coupons)
    expect(await screen.findByRole('heading', { name: 'Coupons' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/coupons')
    // the list closes once a tab is chosen, and the button names it
    expect(await menuButton('Coupons')).toHaveAttribute('aria-expanded', 'false')
    expect(within(phoneNav()).queryAllByRole('link')).toEqual([])
  })

  it('Escape closes the list, back on its button', async () => {
    const { user } = renderConsole(fakeApi(), '/pending')
    await screen.findByRole('heading', { name: 'Pending enrollments' })
    atWidth(360)
    const button = await menuButton('Pending')
    await user.click(button)
    await user.tab()
    expect(within(phoneNav()).getByRole('link', { name: 'Pending' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it("the phone's list of a mentor has their two tabs only", async () => {
    const { user } = renderConsole(mentorApi(), '/reviews')
    await screen.findByRole('heading', { name: 'Reviews' }, { timeout: 5000 })
    atWidth(360)
    await user.click(await menuButton('Reviews'))
    const links = within(phoneNav()).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(['Reviews', 'Questions'])
  })
})
