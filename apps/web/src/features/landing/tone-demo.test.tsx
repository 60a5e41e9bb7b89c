import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { demoPresets } from '~/content/landing'
import { ToneDemo } from './tone-demo'

/*
 * Which preset is visible is CSS's job (the checked radio), checked in Chromium by
 * e2e/landing.spec.ts; here: the choices, and what each preset holds.
 */
const preset = (tone: string) => document.querySelector<HTMLElement>(`[data-demo-tone="${tone}"]`)

describe('ToneDemo', () => {
  it('offers three tones as one radio group, sober chosen first', () => {
    render(<ToneDemo />)
    const radios = screen.getAllByRole('radio')
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['sober', 'tipsy', 'drunk'])
    expect(screen.getByRole('radio', { name: /Sober/ })).toBeChecked()
    expect(screen.getByRole('group', { name: 'Choose a tone' })).toBeInTheDocument()
  })

  it.each([
    ['sober', 'Sober', 'Neutral', 'Low'],
    ['tipsy', 'Tipsy', 'Positive', 'High'],
    ['drunk', 'Drunk', 'Very Positive', 'Very High'],
  ])('holds the %s samples and analysis: sentiment %s, impact %s', (tone, label, sentiment, impact) => {
    render(<ToneDemo />)
    const panel = within(preset(tone) as HTMLElement)
    expect(panel.getByRole('region', { name: `${label} samples` }).querySelectorAll('li').length).toBe(3)
    const analysis = within(panel.getByRole('region', { name: /Analysis/ }))
    expect(analysis.getByText('Sentiment').nextSibling).toHaveTextContent(new RegExp(`^${sentiment}$`))
    expect(analysis.getByText('Impact').nextSibling).toHaveTextContent(new RegExp(`^${impact}$`))
  })

  it('marks the chosen tone for browsers without :has() once React runs', async () => {
    const { container } = render(<ToneDemo />)
    await userEvent.click(screen.getByRole('radio', { name: /Drunk/ }))
    expect(screen.getByRole('radio', { name: /Drunk/ })).toBeChecked()
    expect(container.firstElementChild).toHaveAttribute('data-tone', 'drunk')
  })

  it('has three fixed samples for each of the three tones', () => {
    expect(demoPresets.map((option) => option.tone)).toEqual(['sober', 'tipsy', 'drunk'])
    for (const option of demoPresets) expect(new Set(option.samples).size).toBe(3)
  })
})
