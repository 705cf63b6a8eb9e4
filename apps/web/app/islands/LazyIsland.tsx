import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { lazyIslands, type LazyIslandName } from './lazyIslands'
import { loadWhenOnline } from './loadWhenOnline'
import { whenDue } from './whenDue'

type Loaded<N extends LazyIslandName> = Awaited<ReturnType<(typeof lazyIslands)[N]>>
type PropsOf<N extends LazyIslandName> = Loaded<N> extends ComponentType<infer P> ? P : never

/**
 * A part of an island whose code loads when due, as a `visible` island (decision 0062): when
 * what it shows first (`children`) comes within 200 px of the screen, when the learner taps into
 * it, or at once with `now` (the address names it). Until then, and if its code cannot load (a
 * dropped connection: tried again when the signal returns), `children` stay: they should take the room the part will, so nothing
 * below moves, and hold nothing to focus (the part replaces them).
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
  const [Part, setPart] = useState<ComponentType<Record<string, unknown>> | null>(null)
  useEffect(() => {
    let cancelled = false
    const due = now || !root.current ? Promise.resolve() : whenDue(root.current, 'visible')
    due
      .then(() => loadWhenOnline(lazyIslands[name]))
      .then(
        (part) =>
          cancelled || setPart(() => part as unknown as ComponentType<Record<string, unknown>>),
        (error: unknown) => console.error('Island failed:', error),
      )
    return () => {
      cancelled = true
    }
  }, [name, now])
  return (
    <div ref={root} className="contents">
      {Part ? <Part {...(props as Record<string, unknown>)} /> : children}
    </div>
  )
}
