import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { bangla, dark } from '../lib/storyHelpers'
import { CheckboxGroup, Field, Select, Textarea } from './Field'

const meta = {
  component: Field,
  args: { label: 'Full Name', name: 'name', required: true },
} satisfies Meta<typeof Field>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Full Name/)
    await userEvent.type(input, 'Rahim')
    await expect(input).toHaveValue('Rahim')
    await expect(input).toBeRequired()
  },
}

export const WithError: Story = {
  args: { error: 'Please enter your name.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Full Name/)
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Please enter your name.')
  },
}

export const WithHint: Story = {
  args: { label: 'WhatsApp Number', name: 'whatsapp', type: 'tel', hint: 'e.g. 01XXXXXXXXX' },
}

export const LongBangla: Story = { args: { label: bangla.title, error: bangla.text } }

export const Dark: Story = { decorators: [dark], args: { error: 'Please enter your name.' } }

export const SelectCourse: Story = {
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
}

export const MessageTextarea: Story = {
  render: () => (
    <Textarea label="Message" name="message" required error="Please write a message." />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Message/)).toHaveAccessibleDescription(
      'Please write a message.',
    )
  },
}

export const Checkboxes: Story = {
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
}
