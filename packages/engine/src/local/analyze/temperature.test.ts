import { describe, expect, it } from 'vitest'
import { emotionalTemperature, temperatureReport } from './temperature'

describe('emotional temperature', () => {
  it('keeps a flat, factual message cold', () => {
    expect(emotionalTemperature('The meeting moved to room 4.')).toEqual({ value: 15, label: 'cold' })
  })

  it('heats up with capitals, "!!!", profanity and held letters', () => {
    const calm = emotionalTemperature('I am annoyed about the delay.').value
    expect(emotionalTemperature('I am SO annoyed about the delay!!!').value).toBeGreaterThan(calm)
    expect(emotionalTemperature('WHY IS THIS STILL NOT FIXED?!').label).toMatch(/hot|boiling/)
    expect(emotionalTemperature('this is fucking ridiculous').value).toBeGreaterThan(
      emotionalTemperature('this is ridiculous').value,
    )
    expect(emotionalTemperature('nooooo waaaay').value).toBeGreaterThan(emotionalTemperature('no way').value)
  })

  it('names the cues and the words behind them', () => {
    const report = temperatureReport('STOP calling me!!! 😡')
    expect(report.cues.map((found) => found.cue)).toEqual(
      expect.arrayContaining(['capitals', 'exclamations', 'emoji']),
    )
    expect(report.cues.find((found) => found.cue === 'capitals')?.examples).toEqual(['STOP'])
  })

  it('never leaves 0–100', () => {
    const boiling = emotionalTemperature('FUCK THIS SHIT!!!!!!! WHY?!?! 😡😡😡😡😡 sooooo done')
    expect(boiling.value).toBe(100)
    expect(boiling.label).toBe('boiling')
  })
})
