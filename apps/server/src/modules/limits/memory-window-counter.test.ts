import { describe, expect, it } from 'vitest'
import { createMemoryWindowCounter, memoryWindowsOf } from './memory-window-counter'

describe('rate-limit windows in process memory (PGlite)', () => {
  it('counts calls in a fixed window that starts with its first call and then starts again at 1', async () => {
    let now = 1_000
    const windows = createMemoryWindowCounter(() => now)
    expect(await windows.count('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 })
    now += 10_000
    expect(await windows.count('a', 60_000)).toEqual({ count: 2, ttlMs: 50_000 })
    expect(await windows.count('b', 60_000)).toEqual({ count: 1, ttlMs: 60_000 })
    now += 50_000
    expect(await windows.count('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 })
  })

  it('forgets ended windows as keys pile up, and keeps the live ones', async () => {
    let now = 0
    const windows = createMemoryWindowCounter(() => now)
    for (let key = 0; key < 10_000; key++) await windows.count(`old-${key}`, 1_000)
    now += 500
    await windows.count('live', 1_000)
    now += 600
    await windows.count('new', 1_000)
    now += 100
    expect(await windows.count('live', 1_000)).toEqual({ count: 2, ttlMs: 300 })
  })

  it('keeps a long window alive while short ones are swept', async () => {
    let now = 0
    const windows = createMemoryWindowCounter(() => now)
    await windows.count('day', 86_400_000)
    for (let key = 1; key < 10_000; key++) await windows.count(`minute-${key}`, 60_000)
    now += 120_000
    await windows.count('another-minute', 60_000)
    expect(await windows.count('day', 86_400_000)).toEqual({ count: 2, ttlMs: 86_280_000 })
  })

  it('is one counter per database, shared by the apps built on it', () => {
    const database = {}
    expect(memoryWindowsOf(database)).toBe(memoryWindowsOf(database))
    expect(memoryWindowsOf({})).not.toBe(memoryWindowsOf(database))
  })
})
