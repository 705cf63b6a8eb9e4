import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { dark } from '../lib/storyHelpers'
import { PriceTag } from './PriceTag'

const meta = {
  component: PriceTag,
  args: {
    price: '৳399',
    originalPrice: '৳999',
    discount: '60% OFF',
    priceLabel: 'Price',
    originalPriceLabel: 'Original price',
  },
} satisfies Meta<typeof PriceTag>
export default meta
type Story = StoryObj<typeof meta>

export const Discounted: Story = {
  play: async ({ canvas: c }) => {
    await expect(c.getByText('৳999').tagName).toBe('DEL')
    await expect(c.getByText('60% OFF')).toBeInTheDocument()
  },
}
export const NoDiscount: Story = { args: { originalPrice: undefined, discount: undefined } }
export const Large: Story = { args: { size: 'lg' } }
export const BanglaDigits: Story = {
  args: {
    price: '৳৩৯৯',
    originalPrice: '৳৯৯৯',
    discount: '৬০% ছাড়',
    priceLabel: 'মূল্য',
    originalPriceLabel: 'আগের মূল্য',
  },
}
export const Dark: Story = { decorators: [dark] }
