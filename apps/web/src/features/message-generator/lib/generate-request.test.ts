import { defaultTones } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { buildGenerateRequest, clampTone, type GeneratorDraft } from './generate-request'

const draft = (overrides: Partial<GeneratorDraft> = {}): GeneratorDraft => ({
  prompt: 'Ask Sam out for dinner',
  context: '',
  platform: null,
  tones: defaultTones,
  ...overrides,
})

describe('clampTone', () => {
  it('keeps whole numbers from 0 to 100', () => {
    expect(clampTone(-5)).toBe(0)
    expect(clampTone(140)).toBe(100)
    expect(clampTone(42.6)).toBe(43)
    expect(clampTone(Number.NaN)).toBe(0)
    expect(clampTone(90)).toBe(90)
  })
})

describe('buildGenerateRequest', () => {
  it('sends nothing for a blank prompt', () => {
    expect(buildGenerateRequest(draft({ prompt: '' }))).toBeNull()
    expect(buildGenerateRequest(draft({ prompt: '  \n\t ' }))).toBeNull()
  })

  it('trims the prompt and context, and leaves out an empty context and no platform', () => {
    expect(buildGenerateRequest(draft({ prompt: '  Hi  ', context: '   ' }))).toEqual({
      prompt: 'Hi',
      tones: defaultTones,
    })
    expect(buildGenerateRequest(draft({ context: '  We met at the gym. ', platform: 'sms' }))).toEqual({
      prompt: 'Ask Sam out for dinner',
      context: 'We met at the gym.',
      platform: 'sms',
      tones: defaultTones,
    })
  })

  it('clamps every tone', () => {
    const request = buildGenerateRequest(
      draft({ tones: { ...defaultTones, drunk: 150, bold: -3, funny: 12.4 } }),
    )
    expect(request?.tones).toEqual({ ...defaultTones, drunk: 100, bold: 0, funny: 12 })
  })
})
