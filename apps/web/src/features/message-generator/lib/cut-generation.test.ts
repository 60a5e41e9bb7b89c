import type { MessageHistoryItem } from '@tipsy/contracts'
import { defaultTones } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { CLOCK_SKEW_ALLOWANCE_MS, generationAnswering } from './cut-generation'

const STARTED = Date.parse('2026-01-10T12:00:00.000Z')

const stored = (id: string, prompt: string, at: number): MessageHistoryItem => ({
  message_id: id,
  prompt,
  context: null,
  platform: null,
  tones: defaultTones,
  saved: false,
  timestamp: new Date(at).toISOString(),
  generatedMessages: [],
})

describe('generationAnswering', () => {
  const cut = { prompt: 'Ask Sam to dinner', startedAt: STARTED }

  it('finds the newest generation with the same prompt stored since the request started', () => {
    const newestFirst = [
      stored('other-prompt', 'Thank Priya', STARTED + 5_000),
      stored('answer', 'Ask Sam to dinner', STARTED + 3_000),
      stored('earlier-same-prompt', 'Ask Sam to dinner', STARTED - 3_600_000),
    ]
    expect(generationAnswering(newestFirst, cut)?.message_id).toBe('answer')
  })

  it('does not take an earlier generation of the same prompt', () => {
    const newestFirst = [stored('yesterday', 'Ask Sam to dinner', STARTED - 86_400_000)]
    expect(generationAnswering(newestFirst, cut)).toBeNull()
  })

  it('allows for a server clock a little behind the browser', () => {
    const within = [stored('answer', 'Ask Sam to dinner', STARTED - CLOCK_SKEW_ALLOWANCE_MS)]
    const beyond = [stored('older', 'Ask Sam to dinner', STARTED - CLOCK_SKEW_ALLOWANCE_MS - 1)]
    expect(generationAnswering(within, cut)?.message_id).toBe('answer')
    expect(generationAnswering(beyond, cut)).toBeNull()
  })

  it('needs the exact prompt', () => {
    expect(generationAnswering([stored('x', 'ask sam to dinner', STARTED + 1)], cut)).toBeNull()
  })
})
