import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { lazyIslands, type LazyIslandName } from './lazyIslands'
import { whenDue } from './whenDue'

type Loaded<N extends LazyIslandName> = Awaited<ReturnType<(typeof lazyIslands)[N]>>
type PropsOf<N extends LazyIslandName> = Loaded<N> extends ComponentType<infer P> ? P : never

/**
 * A part of an island whose code loads when due, as a `visible` island (decision 0062): when
 * what it shows first (`children`) comes within 200 px of the screen, when the learner taps or
 * focuses into it, or at once with `now` (the address names it). Until then, and if its code
 * cannot load (a dropped connection), `children` stay: what shows first should take the room the
 * part will, so nothing below moves. Focus inside what showed first moves to the part's heading.
 */
export function LazyIsland<N extends LazyIslandName>({
  name,
  props,
  now = false,
  children,
}: {
  name: N
  props: PropsOf<N>
  now?: boolean
  children: ReactNode
}) {
  const root = useRef<HTMLDivElement>(null)
  const [loaded, setLoaded] = useState<{
    Component: ComponentType<Record<string, unknown>>
    hadFocus: boolean
  } | null>(null)

  useEffect(() => {
    let cancelled = false
    const due = now || !root.current ? Promise.resolve() : whenDue(root.current, 'visible')
    due
      .then(() => lazyIslands[name]())
      .then(
        (component) => {
          if (cancelled) return
          const hadFocus = !!root.current?.contains(document.activeElement)
          setLoaded({
            Component: component as unknown as ComponentType<Record<string, unknown>>,
            hadFocus,
          })
        },
        (error: unknown) => console.error('Island failed:', error),
      )
    return () => {
      cancelled = true
    }
  }, [name, now])

  // What had the focus is gone: the learner goes on from the part's heading.
  useEffect(() => {
    if (!loaded?.hadFocus) return
    const heading = root.current?.querySelector<HTMLElement>('h1, h2, h3')
    if (!heading) return
    heading.tabIndex = -1
    heading.focus()
  }, [loaded])

  return (
    <div ref={root} className="contents">
      {loaded ? <loaded.Component {...(props as Record<string, unknown>)} /> : children}
    </div>
  )
}
