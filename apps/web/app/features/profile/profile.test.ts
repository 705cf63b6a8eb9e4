import { ApiError, type ApiErrorKind, type Operation } from '@repo/api'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { m } from '../../i18n'
import { saveFailure } from './ProfileEditForm'

const locale = 'en'

const err = (kind: ApiErrorKind, operation: Operation, serverText?: string) =>
  new ApiError({ kind, operation, serverText })

afterEach(() => vi.unstubAllGlobals())

describe('saveFailure: the profile alerts of docs/product.md#messages', () => {
  it("'Upload failed' when storage refuses the picture, with the reason when it is the file's", () => {
    expect(saveFailure(err('unknown', 'storage.upload'), true, locale)).toEqual({
      title: 'Upload failed',
    })
    expect(
      saveFailure(
        err('invalid', 'storage.upload', 'Choose an image file: JPEG, PNG, WebP or GIF.'),
        true,
        locale,
      ),
    ).toEqual({
      title: 'Upload failed',
      description: 'Choose an image file: JPEG, PNG, WebP or GIF.',
    })
  })

  it("'Upload error' when the upload breaks on the way", () => {
    expect(saveFailure(err('network', 'storage.upload'), true, locale)).toEqual({
      title: 'Upload error',
      description: m.auth_network({}, { locale }),
    })
    expect(saveFailure(new TypeError('boom'), true, locale)).toEqual({ title: 'Upload error' })
  })

  it("'Update failed' when the profile is not saved", () => {
    expect(saveFailure(err('unknown', 'profile.update'), false, locale)).toEqual({
      title: 'Update failed',
    })
    expect(saveFailure(err('network', 'profile.update'), false, locale)).toEqual({
      title: 'Update failed',
      description: m.auth_network({}, { locale }),
    })
    expect(saveFailure(err('session', 'profile.update'), false, locale)).toEqual({
      title: 'Update failed',
      description: m.auth_sessionEnded({}, { locale }),
    })
    expect(
      saveFailure(err('invalid', 'profile.update', 'Enter your name.'), false, locale),
    ).toEqual({ title: 'Update failed', description: 'Enter your name.' })
    expect(saveFailure(new Error('boom'), false, locale)).toEqual({ title: 'Update failed' })
  })
})
