import type { Profile } from '@repo/api'
import type { SupabaseClient } from '../../lib/supabase'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { render } from '../../../tests/render'
import { ProfileEditForm } from './ProfileEditForm'

const profile: Profile = {
  id: 'u1',
  username: 'rahim',
  name: 'Rahim Uddin',
  phone: '01712345678',
  avatar_url: null,
  social_links: { twitter: null, linkedin: null, facebook: null },
  role: 'learner',
}

function renderForm(locale: 'en' | 'bn') {
  const client = {} as SupabaseClient
  const onSaved = vi.fn()
  render(
    <ProfileEditForm
      client={client}
      profile={profile}
      displayName="Rahim"
      onSaved={onSaved}
      onCancel={vi.fn()}
    />,
    { locale },
  )
  return onSaved
}

describe('the profile edit form', () => {
  it.each([
    {
      page: '/bn/profile',
      locale: 'bn',
      phoneLabel: /মোবাইল|ফোন/,
      says: 'বাংলাদেশের একটি মোবাইল নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮।',
    },
    {
      page: '/profile',
      locale: 'en',
      phoneLabel: /Phone|Mobile/,
      says: 'Enter a Bangladeshi mobile number like 01712345678.',
    },
  ] as const)(
    'says what is wrong in the language of $page, and saves nothing',
    async ({ locale, phoneLabel, says }) => {
      const onSaved = renderForm(locale)
      const phone = screen.getByLabelText(phoneLabel)
      await userEvent.clear(phone)
      await userEvent.type(phone, '12345')
      fireEvent.submit(phone.closest('form')!)
      expect(await screen.findByText(says)).toBeVisible()
      expect(onSaved).not.toHaveBeenCalled()
    },
  )
})
