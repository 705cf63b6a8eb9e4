import { describe, expect, it } from 'vitest'
import { videoEmbedUrl } from './VideoFacade'

describe('videoEmbedUrl', () => {
  it('turns YouTube page, short and embed links into the privacy-enhanced player', () => {
    const player = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(player)
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(player)
    expect(videoEmbedUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(player)
    expect(videoEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(player)
  })
  it('turns Vimeo links into its player', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1',
    )
  })
  it('refuses anything else: other hosts, http, odd ids, not a URL', () => {
    expect(videoEmbedUrl('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(videoEmbedUrl('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=%22onload%3D')).toBeNull()
    expect(videoEmbedUrl('https://vimeo.com/channels/staff')).toBeNull()
    expect(videoEmbedUrl('not a url')).toBeNull()
  })
})
