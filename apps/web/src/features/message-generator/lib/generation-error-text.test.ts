import { describe, expect, it } from 'vitest'
import { ApiError } from '~/lib/api-client'
import {
  GENERATION_TIMEOUT_TEXT,
  GENERATION_UNREACHABLE_TEXT,
  generationErrorText,
} from './generation-error-text'

describe('generationErrorText', () => {
  it('says the request timed out for a time-out', () => {
    expect(generationErrorText(new ApiError({ status: 0, detail: 'x', timedOut: true }))).toBe(
      GENERATION_TIMEOUT_TEXT,
    )
  })

  it('says the server could not be reached when no answer came', () => {
    expect(generationErrorText(new ApiError({ status: 0, detail: 'Failed to generate messages' }))).toBe(
      GENERATION_UNREACHABLE_TEXT,
    )
    expect(GENERATION_UNREACHABLE_TEXT).toMatch(
      /^Failed to generate messages: the server could not be reached/,
    )
  })

  it("shows the server's detail", () => {
    expect(
      generationErrorText(new ApiError({ status: 429, detail: 'Daily limit of 20 generations reached' })),
    ).toBe('Daily limit of 20 generations reached')
  })

  it("falls back to the error's own message", () => {
    expect(generationErrorText(new Error('Stream ended early'))).toBe('Stream ended early')
    expect(generationErrorText('weird')).toBe('Failed to generate messages')
  })
})
