import { afterEach, describe, expect, it } from 'vitest'
import { loginPath, safeNext } from './next'

const locale = 'en'

afterEach(() => window.history.replaceState(null, '', '/'))

describe('safeNext', () => {
  it.each([
    ['/courses/web-development', '/courses/web-development'],
    ['/enroll/creative-design?x=1', '/enroll/creative-design?x=1'],
    ['/profile#requests', '/profile#requests'],
    ['/bn/courses/web-development', '/bn/courses/web-development'],
    ['/bn?x=1', '/bn?x=1'],
  ])('accepts the site path %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected)
  })

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    ' /profile',
    '/\t/evil.example',
    'courses',
    '/login',
    '/login?next=/profile',
    '/signup',
    '/reset-password',
    '/bn/login?next=/bn/profile',
    '/bn/signup',
    '/bn/forgot-password',
  ])('refuses %s and answers /profile', (next) => {
    expect(safeNext(next)).toBe('/profile')
  })

  it('takes another fallback', () => {
    expect(safeNext('//x', '/')).toBe('/')
  })
})

describe('loginPath', () => {
  it('encodes the page to come back to, and safeNext reads it back', () => {
    const path = loginPath('/courses/video-editing?ref=a&b=c', locale)
    expect(path).toBe('/login?next=%2Fcourses%2Fvideo-editing%3Fref%3Da%26b%3Dc')
    const next = new URLSearchParams(path.split('?')[1]).get('next')
    expect(safeNext(next)).toBe('/courses/video-editing?ref=a&b=c')
  })

  it('is the Bangla login page on a Bangla page', () => {
    window.history.replaceState(null, '', '/bn/courses/video-editing')
    expect(loginPath('/bn/courses/video-editing', 'bn')).toBe(
      '/bn/login?next=%2Fbn%2Fcourses%2Fvideo-editing',
    )
  })
})
