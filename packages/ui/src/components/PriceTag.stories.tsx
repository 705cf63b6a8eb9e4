import preview from '../../.storybook/preview'
import { expect } from 'storybook/test'
import { dark } from '../lib/storyHelpers'
import { PriceTag } from './PriceTag'

const meta = preview.meta({
  component: PriceTag,
  args: {
    price: '৳399',
    originalPrice: '৳999',
    discount: '60% OFF',
    priceLabel: 'Price',
    originalPriceLabel: 'Original price',
  },
})

export const Discounted = meta.story({
  play: async ({ canvas: c }) => {
    await expect(c.getByText('৳999').tagName).toBe('DEL')
    await expect(c.getByText('60% OFF')).toBeInTheDocument()
  },
})
export const NoDiscount = meta.story({ args: { originalPrice: undefined, discount: undefined } })
export const Large = meta.story({ args: { size: 'lg' } })
export const BanglaDigits = meta.story({
  args: {
    price: '৳৩৯৯',
    originalPrice: '৳৯৯৯',
    discount: '৬০% ছাড়',
    priceLabel: 'মূল্য',
    originalPriceLabel: 'আগের মূল্য',
  },
})
export const Dark = meta.story({ decorators: [dark] })
