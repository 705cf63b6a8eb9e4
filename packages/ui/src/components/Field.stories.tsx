import preview from '../../.storybook/preview'
import { expect, userEvent } from 'storybook/test'
import { bangla, dark } from '../lib/storyHelpers'
import {
  CheckboxGroup,
  EmailField,
  Field,
  NameField,
  PasswordField,
  PhoneField,
  Select,
  Textarea,
} from './Field'

const meta = preview.meta({
  component: Field,
  args: { label: 'Full Name', name: 'name', required: true },
})

export const Default = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Full Name/)
    await userEvent.type(input, 'Rahim')
    await expect(input).toHaveValue('Rahim')
    await expect(input).toBeRequired()
  },
})

export const WithError = meta.story({
  args: { error: 'Please enter your name.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Full Name/)
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Please enter your name.')
  },
})

export const WithHint = meta.story({
  args: { label: 'WhatsApp Number', name: 'whatsapp', type: 'tel', hint: 'e.g. 01XXXXXXXXX' },
})

export const LongBangla = meta.story({ args: { label: bangla.title, error: bangla.text } })

export const Dark = meta.story({ decorators: [dark], args: { error: 'Please enter your name.' } })

/** The kinds of input the site asks for again and again, each with its keyboard and autofill. */
export const Kinds = meta.story({
  render: () => (
    <div className="flex flex-col gap-4">
      <NameField label="Full Name" name="name" />
      <EmailField label="Email" name="email" />
      <PhoneField label="WhatsApp Number" name="whatsapp" />
      <PasswordField label="Password" name="password" />
      <PasswordField label="New password" name="new" isNew />
    </div>
  ),
  play: async ({ canvas }) => {
    const attributes = (label: string) => {
      const input = canvas.getByLabelText(label)
      return ['type', 'autocomplete', 'inputmode'].map((a) => input.getAttribute(a))
    }
    await expect(attributes('Full Name')).toEqual([null, 'name', null])
    await expect(attributes('Email')).toEqual(['email', 'email', 'email'])
    await expect(attributes('WhatsApp Number')).toEqual(['tel', 'tel', 'tel'])
    await expect(attributes('Password')).toEqual(['password', 'current-password', null])
    await expect(attributes('New password')).toEqual(['password', 'new-password', null])
  },
})

export const SelectCourse = meta.story({
  render: () => (
    <Select
      label="Select Course"
      name="course"
      required
      placeholder="Choose a course"
      options={[
        { value: 'creative-design', label: 'Creative Design' },
        { value: 'web-development', label: 'Web Development with AI' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText(/Select Course/)
    await userEvent.selectOptions(select, 'web-development')
    await expect(select).toHaveValue('web-development')
  },
})

export const MessageTextarea = meta.story({
  render: () => (
    <Textarea label="Message" name="message" required error="Please write a message." />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Message/)).toHaveAccessibleDescription(
      'Please write a message.',
    )
  },
})

export const Checkboxes = meta.story({
  render: () => (
    <CheckboxGroup
      legend="Which courses interest you?"
      name="courses[]"
      options={[
        { value: 'creative-design', label: 'Creative Design' },
        { value: 'video-editing', label: 'Video Editing' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Video Editing' })
    await userEvent.click(box)
    await expect(box).toBeChecked()
  },
})
