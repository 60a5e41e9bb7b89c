import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EnglishOnlyNotice, englishOnlyText } from './english-only-notice'

describe('EnglishOnlyNotice', () => {
  it('says nothing for English', () => {
    render(<EnglishOnlyNotice text="Hey, are we still on for dinner tonight? 🍝" />)
    expect(screen.queryByTestId('english-only-notice')).toBeNull()
  })

  it('names the language it sees, on screen and to screen readers', async () => {
    const { container } = render(<EnglishOnlyNotice text="¿A qué hora quedamos mañana para el café?" />)
    const notice = await screen.findByTestId('english-only-notice')
    expect(notice.textContent).toContain(
      'Tipsy reads and writes English only for now — this looks like Spanish.',
    )
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Tipsy reads and writes English only for now — this looks like Spanish.',
    )
  })

  it('follows the text as it changes', async () => {
    const { rerender } = render(<EnglishOnlyNotice text="Hola" />)
    expect(screen.queryByTestId('english-only-notice')).toBeNull()
    rerender(<EnglishOnlyNotice text="Hola, ¿quieres venir a la fiesta el sábado?" />)
    expect(await screen.findByTestId('english-only-notice')).toBeTruthy()
    rerender(<EnglishOnlyNotice text="Hi, do you want to come to the party on Saturday?" />)
    expect(screen.queryByTestId('english-only-notice')).toBeNull()
  })

  it('leaves the language out when it cannot tell which', () => {
    expect(englishOnlyText({ language: null })).toBe(
      "Tipsy reads and writes English only for now — this doesn't look like English.",
    )
  })
})
