import { describe, expect, it } from 'vitest'
import { courseAliases, isCourseAlias, resolveCourseId } from './aliases.ts'
import {
  coursePath,
  enrollPath,
  footerCourseLinks,
  joinNowCourseIds,
  joinNowCourseOptions,
} from './labels.ts'

describe('resolveCourseId', () => {
  it.each(['creative-design', 'web-development', 'video-editing'])(
    'returns the course id %s unchanged',
    (id) => {
      expect(resolveCourseId(id)).toBe(id)
    },
  )

  it('resolves skill-pack to video-editing', () => {
    expect(courseAliases).toEqual({ 'skill-pack': 'video-editing' })
    expect(resolveCourseId('skill-pack')).toBe('video-editing')
    expect(isCourseAlias('skill-pack')).toBe(true)
    expect(isCourseAlias('video-editing')).toBe(false)
  })

  it.each([
    '',
    'cooking',
    'Skill-Pack',
    'skill-pack ',
    'VIDEO-EDITING',
    'video_editing',
    '__proto__',
    'constructor',
    'hasOwnProperty',
  ])('returns null for %j: unknown, a near miss or an object key', (input) => {
    expect(resolveCourseId(input)).toBeNull()
  })
})

describe('course labels', () => {
  it('labels the footer links as docs/product.md#shell does, skill-pack as Basic to Advance Video Editing', () => {
    expect(footerCourseLinks).toEqual([
      { slug: 'creative-design', label: 'Creative Design' },
      { slug: 'web-development', label: 'Web Development with AI' },
      { slug: 'skill-pack', label: 'Basic to Advance Video Editing' },
    ])
    expect(footerCourseLinks.map((l) => coursePath(l.slug))).toEqual([
      '/courses/creative-design',
      '/courses/web-development',
      '/courses/skill-pack',
    ])
  })

  it('offers join-now the three options, skill-pack shown as Advanced Video Editing', () => {
    expect(joinNowCourseOptions).toEqual([
      { id: 'creative-design', label: 'Creative Design' },
      { id: 'web-development', label: 'Web Development with AI' },
      { id: 'skill-pack', label: 'Advanced Video Editing' },
    ])
    expect(joinNowCourseOptions.map((o) => o.id)).toEqual([...joinNowCourseIds])
    expect(joinNowCourseIds.map(resolveCourseId)).toEqual([
      'creative-design',
      'web-development',
      'video-editing',
    ])
  })

  it('builds enrolment paths', () => {
    expect(enrollPath('web-development')).toBe('/enroll/web-development')
  })
})
