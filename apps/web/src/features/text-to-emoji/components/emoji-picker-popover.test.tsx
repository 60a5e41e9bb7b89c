import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { EMOJIBASE_URL } from '../lib/emojibase-url'
import { EmojiPickerPopover } from './emoji-picker-popover'

vi.mock('frimousse', () => import('~/test/fake-frimousse'))

function Harness({
  initial = null,
  onChange,
}: {
  initial?: string | null
  onChange: (emoji: string | null) => void
}) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <div>
      <p>Outside</p>
      <EmojiPickerPopover
        value={value}
        onChange={(emoji) => {
          setValue(emoji)
          onChange(emoji)
        }}
      />
    </div>
  )
}

const trigger = () => screen.getByRole('button', { name: /Choose an emoji|Change emoji/ })

describe('EmojiPickerPopover', () => {
  it('opens a dialog that loads its data from our own server, with the search focused', async () => {
    const user = userEvent.setup()
    render(<Harness onChange={vi.fn()} />)

    expect(trigger()).toHaveAttribute('aria-expanded', 'false')
    await user.click(trigger())

    expect(screen.getByRole('dialog', { name: 'Choose an emoji' })).toBeInTheDocument()
    expect(trigger()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByTestId('frimousse-root')).toHaveAttribute('data-emojibase-url', EMOJIBASE_URL)
    expect(EMOJIBASE_URL).toBe('/emojibase-data')
    expect(screen.getByRole('searchbox', { name: 'Search emoji' })).toHaveFocus()
  })

  it('closes on a selection and gives focus back to its button', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup()
    render(<Harness onChange={onChange} />)

    await user.click(trigger())
    await user.click(screen.getByRole('button', { name: 'fire' }))

    expect(onChange).toHaveBeenCalledWith('🔥')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger()).toHaveFocus()
    expect(trigger()).toHaveAccessibleName('Emoji: 🔥. Change emoji')
  })

  it('"None" clears the choice and closes', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup()
    render(<Harness initial="🍕" onChange={onChange} />)

    await user.click(trigger())
    expect(screen.getByRole('button', { name: 'None' })).toHaveAttribute('aria-pressed', 'false')
    await user.click(screen.getByRole('button', { name: 'None' }))

    expect(onChange).toHaveBeenCalledWith(null)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger()).toHaveAccessibleName('Choose an emoji')
  })

  it('closes on a click outside, without choosing', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup()
    render(<Harness onChange={onChange} />)

    await user.click(trigger())
    await user.click(screen.getByText('Outside'))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('closes on Escape and returns focus to its button', async () => {
    const user = userEvent.setup()
    render(<Harness onChange={vi.fn()} />)

    await user.click(trigger())
    await user.keyboard('{Escape}')

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger()).toHaveFocus()
  })

  it('toggles with its button', async () => {
    const user = userEvent.setup()
    render(<Harness onChange={vi.fn()} />)

    await user.click(trigger())
    await user.click(trigger())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
