import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Accordion } from './accordion'

const items = [
  { title: 'First question', content: 'First answer' },
  { title: 'Second question', content: 'Second answer' },
  { title: 'Third question', content: 'Third answer' },
]

describe('Accordion', () => {
  it('starts closed, with each button controlling its panel', () => {
    render(<Accordion items={items} />)

    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-expanded', 'false')
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
      expect(panel).not.toBeVisible()
      expect(panel).toHaveAttribute('aria-labelledby', button.id)
    }
  })

  it('keeps one item open at a time, and closes the open item when it is chosen again', async () => {
    render(<Accordion items={items} />)
    const [first, second] = screen.getAllByRole('button')
    if (!first || !second) throw new Error('expected two buttons')

    await userEvent.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'First question' })).toHaveTextContent('First answer')

    await userEvent.click(second)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('region')).toHaveLength(1)

    await userEvent.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryAllByRole('region')).toHaveLength(0)
  })

  it('puts each title in a heading of the chosen level', () => {
    render(<Accordion items={items} headingLevel={4} />)
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3)
  })
})
