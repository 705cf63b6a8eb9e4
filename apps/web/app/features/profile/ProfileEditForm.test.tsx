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
  it('says what is wrong in Bangla on /bn/profile, and saves nothing', async () => {
    const onSaved = renderForm('bn')
    const phone = screen.getByLabelText(/মোবাইল|ফোন/)
    await userEvent.clear(phone)
    await userEvent.type(phone, '12345')
    fireEvent.submit(phone.closest('form')!)
    expect(
      await screen.findByText('বাংলাদেশের একটি মোবাইল নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮।'),
    ).toBeVisible()
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('says it in English on /profile', async () => {
    renderForm('en')
    const phone = screen.getByLabelText(/Phone|Mobile/)
    await userEvent.clear(phone)
    await userEvent.type(phone, '12345')
    fireEvent.submit(phone.closest('form')!)
    expect(
      await screen.findByText('Enter a Bangladeshi mobile number like 01712345678.'),
    ).toBeVisible()
  })
})
