import { screen } from '@testing-library/react'
import { render } from '../../tests/render'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { Link, NavigationProvider, useLocation, useSearchParams } from './navigation'

afterEach(() => window.history.replaceState(null, '', '/'))

function Filter() {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  return (
    <>
      <Link to="/courses?category=design">Design</Link>
      <Link to="/about">About</Link>
      <p>{`${pathname} ${params.get('category') ?? 'all'}`}</p>
    </>
  )
}

describe("the islands' navigation (no React Router on prerendered pages)", () => {
  it('changes the query of the same page in place, with a history entry', async () => {
    window.history.replaceState(null, '', '/courses')
    render(<Filter />)
    expect(screen.getByText('/courses all')).toBeInTheDocument()
    const before = window.history.length
    await userEvent.click(screen.getByRole('link', { name: 'Design' }))
    expect(screen.getByText('/courses design')).toBeInTheDocument()
    expect(window.location.search).toBe('?category=design')
    expect(window.history.length).toBe(before + 1)
  })

  it('follows the browser back to the previous query', async () => {
    window.history.replaceState(null, '', '/courses')
    render(<Filter />)
    await userEvent.click(screen.getByRole('link', { name: 'Design' }))
    window.history.back()
    expect(await screen.findByText('/courses all')).toBeInTheDocument()
  })

  it('leaves links to other pages to the browser (a page load)', () => {
    window.history.replaceState(null, '', '/courses')
    render(<Filter />)
    const about = screen.getByRole('link', { name: 'About' })
    expect(about).toHaveAttribute('href', '/about')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    about.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
  })

  it('renders, when prerendering, the location the root layout gives it', () => {
    const prerendered = { pathname: '/courses', search: '?category=design', hash: '' }
    const unused = () => {
      throw new Error('No navigation while prerendering')
    }
    const html = renderToString(
      <NavigationProvider value={{ location: prerendered, load: unused, setQuery: unused }}>
        <Filter />
      </NavigationProvider>,
    )
    expect(html).toContain('/courses design')
    expect(html).toContain('href="/about"')
  })

  it('refuses to render on the server without the root layout', () => {
    expect(() => renderToString(<Filter />)).toThrow(/without a NavigationProvider/)
  })
})
