import { describe, expect, it } from 'vitest'
import { certificateCourse, certificatePageCourse } from './certificateId'

const hex = '3f9a0c1b2d4e5f60718293a4b5c6d7e8'

describe('certificate ids', () => {
  it('reads the course of a well-formed id', () => {
    expect(certificateCourse(`web-development-${hex}`)).toBe('web-development')
    expect(certificateCourse(`creative-design-${hex}`)).toBe('creative-design')
  })
  it('refuses malformed ids and unknown courses, so nothing is asked for them', () => {
    for (const id of [
      '',
      'web-development',
      `web-development-${hex.slice(1)}`,
      `web-development-${hex}0`,
      `web-development-${hex.toUpperCase()}`,
      `skill-pack-${hex}`,
      `cooking-${hex}`,
      `web-development-${hex}/x`,
      `../web-development-${hex}`,
    ]) {
      expect(certificateCourse(id), id).toBeNull()
    }
  })
  it('names the course of a shell page and of a certificate', () => {
    expect(certificatePageCourse('video-editing')).toBe('video-editing')
    expect(certificatePageCourse(`video-editing-${hex}`)).toBe('video-editing')
    expect(certificatePageCourse('nothing')).toBeNull()
  })
})
