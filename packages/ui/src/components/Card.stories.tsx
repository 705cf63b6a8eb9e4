import preview from '../../.storybook/preview'
import { bangla, dark } from '../lib/storyHelpers'
import { Card } from './Card'

const meta = preview.meta({
  component: Card,
  args: {
    children: (
      <>
        <h3 className="font-bold">Learn on your phone</h3>
        <p>Every lesson works on a budget Android phone.</p>
      </>
    ),
  },
})

export const Default = meta.story()
export const LongBangla = meta.story({
  args: {
    children: (
      <>
        <h3 className="font-bold">{bangla.title}</h3>
        <p>{bangla.text}</p>
      </>
    ),
  },
})
export const Dark = meta.story({ decorators: [dark] })
