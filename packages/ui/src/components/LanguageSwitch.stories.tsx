import preview from '../../.storybook/preview'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { LinkComponent } from '../lib/link'
import { dark } from '../lib/storyHelpers'
import { LanguageSwitch } from './LanguageSwitch'

/** Stays in the story when clicked (the app passes its router's link). */
const StayLink: LinkComponent = ({ onClick, ...rest }) => (
  <a
    {...rest}
    onClick={(event) => {
      onClick?.(event)
      event.preventDefault()
    }}
  />
)

const meta = preview.meta({
  component: LanguageSwitch,
  args: {
    href: '/bn/courses',
    hrefLang: 'bn',
    label: 'বাংলা',
    hint: 'Read this page in Bangla',
    hintLang: 'en',
    onSelect: fn(),
    LinkComponent: StayLink,
  },
})

export const ToBangla = meta.story({
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', {
      name: 'বাংলা (Read this page in Bangla)',
    })
    await expect(link).toHaveAttribute('href', '/bn/courses')
    await expect(link).toHaveAttribute('hreflang', 'bn')
    await expect(link).toHaveAttribute('lang', 'bn')
    await expect(
      within(link).getByText('(Read this page in Bangla)', { exact: false }),
    ).toHaveAttribute('lang', 'en')
    await userEvent.click(link)
    await expect(args.onSelect).toHaveBeenCalledTimes(1)
  },
})

export const ToEnglish = meta.story({
  args: {
    href: '/courses',
    hrefLang: 'en',
    label: 'English',
    hint: 'পাতাটি ইংরেজিতে পড়ুন',
    hintLang: 'bn',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^English/ })
    await expect(link).toHaveAttribute('href', '/courses')
    await expect(link).toHaveAttribute('hreflang', 'en')
    await expect(link).toHaveAttribute('lang', 'en')
  },
})

export const Dark = meta.story({ decorators: [dark] })
