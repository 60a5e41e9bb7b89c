import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { INITIAL_SPLASH_MS, splashRemaining, useInitialSplash } from './initial-splash'

describe('initial splash', () => {
  it('lasts 500 ms from the start of the page', () => {
    expect(INITIAL_SPLASH_MS).toBe(500)
    expect(splashRemaining(120)).toBe(380)
    expect(splashRemaining(800)).toBe(0)
  })

  it('hides itself when the 500 ms are over', () => {
    vi.useFakeTimers()
    const startedAt = Date.now()
    const now = () => Date.now() - startedAt + 100
    const { result } = renderHook(() => useInitialSplash(now))
    expect(result.current).toBe(true)

    act(() => vi.advanceTimersByTime(399))
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(false)
  })

  it('is not shown once the app has been running for 500 ms', () => {
    const { result } = renderHook(() => useInitialSplash(() => 5_000))
    expect(result.current).toBe(false)
  })
})
