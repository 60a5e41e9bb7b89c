import { render, screen } from '@testing-library/react'
import type { AnalysisHistoryItem } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { AnalysisHeadline } from './analysis-headline'

const now = Date.parse('2026-01-10T12:00:00.000Z')

const stored = (flags: number): AnalysisHistoryItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  message: 'Per my last email, you NEVER reply.',
  use_case: 'work_email',
  result: {
    scores: {
      tone: { value: 'passive_aggressive', description: 'Polite words with an edge.' },
      clarity: { score: 70 },
      emotional_temperature: { value: 64, label: 'heated' },
      sentiment: { label: 'very negative', score: -0.7 },
    },
    red_flags: Array.from({ length: flags }, () => ({
      type: 'absolutes',
      severity: 'medium' as const,
      description: 'Absolutes invite defensiveness.',
      suggestion: 'Describe the specific time.',
    })),
    insights: [],
  },
  timestamp: '2026-01-10T09:00:00.000Z',
})

describe('AnalysisHeadline', () => {
  it('says the tone, the sentiment, how many red flags and how long ago', () => {
    render(<AnalysisHeadline item={stored(3)} now={now} />)
    expect(screen.getByText('Passive aggressive')).toBeInTheDocument()
    expect(screen.getByText('Very negative')).toBeInTheDocument()
    expect(screen.getByText('3 red flags')).toBeInTheDocument()
    expect(screen.getByText('3 hours ago')).toHaveAttribute('datetime', '2026-01-10T09:00:00.000Z')
  })

  it.each([
    [0, 'No red flags'],
    [1, '1 red flag'],
  ])('counts %i red flags as "%s"', (flags, text) => {
    render(<AnalysisHeadline item={stored(flags)} now={now} />)
    expect(screen.getByText(text)).toBeInTheDocument()
  })
})
