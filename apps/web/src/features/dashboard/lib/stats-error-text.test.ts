import { describe, expect, it } from 'vitest'
import { ApiError } from '~/lib/api-client'
import { statsErrorText } from './stats-error-text'

const apiError = (status: number, timedOut = false) => new ApiError({ status, detail: 'x', timedOut })

describe('statsErrorText (docs/product.md §8)', () => {
  it('names the network when no response arrived (offline or timed out)', () => {
    const text = 'Network error: Please check your internet connection and ensure the API server is running.'
    expect(statsErrorText(apiError(0))).toBe(text)
    expect(statsErrorText(apiError(0, true))).toBe(text)
  })

  it('asks to log in again on 401', () => {
    expect(statsErrorText(apiError(401))).toBe('Authentication error: Please log in again.')
  })

  it.each([400, 403, 404, 429, 500, 503])('falls back for %i', (status) => {
    expect(statsErrorText(apiError(status))).toBe('Failed to load user statistics. Please try again later.')
  })

  it('falls back for errors that are not API errors', () => {
    expect(statsErrorText(new Error('boom'))).toBe('Failed to load user statistics. Please try again later.')
  })
})
