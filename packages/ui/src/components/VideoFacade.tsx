import { useState } from 'react'
import { cx } from '../lib/cx'

/** The players the site embeds (their origins are allowed as frame-src by the hosting CSP). */
export const videoPlayerOrigins = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const

/**
 * The embeddable player address of a video page URL (YouTube or Vimeo), starting on load
 * because the learner has just tapped play. Null for anything else (shown as a plain link).
 */
export function videoEmbedUrl(url: string): string | null {
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return null
  }
  if (u.protocol !== 'https:') return null
  const host = u.hostname.replace(/^(www\.|m\.)/, '')
  const id = /^[\w-]{6,20}$/
  let youtube: string | null = null
  if (host === 'youtu.be') youtube = u.pathname.slice(1)
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube =
      u.pathname === '/watch'
        ? u.searchParams.get('v')
        : (/^\/(?:embed|shorts|live)\/([^/]+)/.exec(u.pathname)?.[1] ?? null)
  }
  if (youtube !== null)
    return id.test(youtube)
      ? `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0`
      : null
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeo = /^\/(?:video\/)?(\d{5,12})\/?$/.exec(u.pathname)?.[1]
    return vimeo ? `https://player.vimeo.com/video/${vimeo}?autoplay=1` : null
  }
  return null
}

export interface VideoFacadeProps {
  /** The video's page URL (YouTube or Vimeo). */
  url: string
  /** The lesson's title: shown on the poster and the player's accessible name. */
  title: string
  /** Said before the title to a screen reader, e.g. 'Play video' (the visible title and caption follow). */
  playLabel: string
  /** Shown under the poster's title, e.g. '12 min'. */
  caption?: string
  /** When the URL cannot be embedded, said before the title, e.g. 'Watch the video (opens in a new tab)'. */
  openLabel: string
}

/**
 * A poster with a play button; the player's iframe (and so its ~1 MB of script) is only created
 * when the learner taps play, so opening a lesson on 3G costs nothing for the video.
 */
export function VideoFacade({ url, title, playLabel, caption, openLabel }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false)
  const embed = videoEmbedUrl(url)
  const frame = 'relative aspect-video w-full overflow-hidden rounded-2xl bg-slate-900'
  if (embed && playing) {
    return (
      <div className={frame}>
        <iframe
          src={embed}
          title={title}
          className="absolute inset-0 size-full border-0"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    )
  }
  // The accessible name is the hidden words followed by what is seen (title, length), so
  // voice control users can say what they see.
  const poster = (hidden: string) => (
    <>
      {/* Spaces between the parts: a flex container ignores them, the accessible name keeps them. */}
      <span className="sr-only">{hidden}</span>{' '}
      <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow-lg group-hover:bg-white">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="ms-1 size-8" fill="currentColor">
          <path d="M8 5.5v13l10.5-6.5z" />
        </svg>
      </span>
      <span className="px-4 text-center text-lg font-bold break-words text-white">{title}</span>{' '}
      {caption ? <span className="text-sm text-slate-200">{caption}</span> : null}
    </>
  )
  const posterClass = cx(
    frame,
    'group flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-brand-900 to-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  )
  if (!embed) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={posterClass}>
        {poster(openLabel)}
      </a>
    )
  }
  return (
    <button type="button" className={posterClass} onClick={() => setPlaying(true)}>
      {poster(playLabel)}
    </button>
  )
}
