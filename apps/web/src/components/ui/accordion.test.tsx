import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Accordion } from './accordion'

const items = [
  { title: 'First question', content: 'First answer' },
  { title: 'Second question', content: 'Second answer' },
  { title: 'Third question', content: 'Third answer' },
]

const details = () => [...document.querySelectorAll('details')]

/** What the browser does when a summary is chosen (jsdom does not): toggle `open`, fire `toggle`. */
function choose(index: number) {
  const item = details()[index]
  if (!item) throw new Error(`no item ${index}`)
  item.open = !item.open
  fireEvent(item, new Event('toggle'))
}

describe('Accordion', () => {
  it('starts closed, one <details> per item in one exclusive group, the title a heading in its summary', () => {
    render(<Accordion items={items} />)
    const all = details()
    expect(all).toHaveLength(3)
    expect(all.every((item) => !item.open)).toBe(true)
    expect(new Set(all.map((item) => item.getAttribute('name'))).size).toBe(1)
    expect(all[0]?.getAttribute('name')).toBeTruthy()
    for (const [index, item] of all.entries()) {
      expect(item.querySelector('summary h3')).toHaveTextContent(items[index]?.title ?? '')
    }
  })

  it('keeps one item open at a time, and the open item closes when it is chosen again', () => {
    render(<Accordion items={items} />)

    choose(0)
    expect(details().map((item) => item.open)).toEqual([true, false, false])
    choose(1)
    expect(details().map((item) => item.open)).toEqual([false, true, false])
    choose(1)
    expect(details().map((item) => item.open)).toEqual([false, false, false])
  })

  it('puts each title in a heading of the chosen level', () => {
    render(<Accordion items={items} headingLevel={4} />)
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3)
  })
})
