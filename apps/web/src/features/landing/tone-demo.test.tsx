import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { demoPresets } from '~/content/landing'
import { ToneDemo } from './tone-demo'

const analysis = () => within(screen.getByRole('region', { name: /Analysis/ }))
const samples = () =>
  within(screen.getByRole('region', { name: /samples$/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('ToneDemo', () => {
  it('starts on sober with its three samples and a neutral, low-impact analysis', () => {
    render(<ToneDemo />)

    expect(screen.getByRole('button', { name: /Sober/, pressed: true })).toBeInTheDocument()
    expect(samples()).toEqual(demoPresets[0]?.samples)
    expect(analysis().getByText('Neutral')).toBeInTheDocument()
    expect(analysis().getByText('Low')).toBeInTheDocument()
  })

  it.each([
    ['Tipsy', 'Positive', 'High'],
    ['Drunk', 'Very Positive', 'Very High'],
    ['Sober', 'Neutral', 'Low'],
  ])('switches to %s: sentiment %s, impact %s', async (label, sentiment, impact) => {
    render(<ToneDemo />)
    await userEvent.click(screen.getByRole('button', { name: new RegExp(label) }))

    expect(screen.getByRole('button', { name: new RegExp(label) })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1)
    expect(samples()).toEqual(demoPresets.find((preset) => preset.label === label)?.samples)
    expect(analysis().getByText('Sentiment').nextSibling).toHaveTextContent(new RegExp(`^${sentiment}$`))
    expect(analysis().getByText('Impact').nextSibling).toHaveTextContent(new RegExp(`^${impact}$`))
  })

  it('has three fixed samples for each of the three tones', () => {
    expect(demoPresets.map((preset) => preset.tone)).toEqual(['sober', 'tipsy', 'drunk'])
    for (const preset of demoPresets) expect(new Set(preset.samples).size).toBe(3)
  })
})
