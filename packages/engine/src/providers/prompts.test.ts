import { defaultTones, toneNames } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { analyzeMessage } from '../local/analyze/analyze'
import { analyzePrompt, emojifyPrompt, generatePrompt, rewritePrompt, USE_CASE_RULES } from './prompts'

const request = { prompt: 'ask Sam to coffee', tones: defaultTones, count: 3 }

describe('generatePrompt', () => {
  it('spells out all eight slider values with what each means', () => {
    const { system } = generatePrompt({ ...request, tones: { ...defaultTones, flirty: 70, funny: 20 } })
    for (const tone of toneNames) expect(system).toMatch(new RegExp(`- ${tone} \\d+/100 \\(`))
    expect(system).toContain('- flirty 70/100 (dominant): playful attraction')
    expect(system).toContain('- funny 20/100 (a hint)')
    expect(system).toContain('- bold 0/100 (off)')
  })

  it('asks for exactly the requested number of distinct messages', () => {
    expect(generatePrompt({ ...request, count: 5 }).system).toContain(
      'Write exactly 5 messages, each distinct',
    )
  })

  it('turns the drunk dial into more typos as the value grows', () => {
    const typos = (drunk: number) => {
      const { system } = generatePrompt({ ...request, tones: { ...defaultTones, drunk } })
      return Number(/about (\d+) (?:small )?typos?/.exec(system)?.[1])
    }
    expect(typos(20)).toBe(1)
    expect(typos(60)).toBe(2)
    expect(typos(100)).toBe(4)
  })

  it('describes tipsy looseness without typos, and sober care', () => {
    expect(generatePrompt({ ...request, tones: { ...defaultTones, tipsy: 80 } }).system).toContain(
      'stretched words',
    )
    expect(generatePrompt(request).system).toContain('no typos or stretched words')
  })

  it('states the platform rules', () => {
    expect(generatePrompt({ ...request, platform: 'sms' }).system).toContain('at most 160 characters')
    expect(generatePrompt({ ...request, platform: 'twitter' }).system).toContain('at most 280 characters')
    expect(generatePrompt({ ...request, platform: 'email' }).system).toMatch(/greeting line.*sign-off/)
    expect(generatePrompt({ ...request, platform: 'linkedin' }).system).toContain('professional')
    expect(generatePrompt({ ...request, platform: 'slack' }).system).toContain('brief')
    expect(generatePrompt({ ...request, platform: 'whatsapp' }).system).toContain('casual')
  })

  it('quotes the request, and the context only when there is one', () => {
    expect(generatePrompt(request).prompt).toBe('What the user wants to say:\n<<<\nask Sam to coffee\n>>>')
    expect(generatePrompt({ ...request, context: 'we met at climbing' }).prompt).toContain(
      '<<<\nwe met at climbing\n>>>',
    )
    expect(generatePrompt({ ...request, context: '   ' }).prompt).not.toContain('Background')
  })
})

describe('analyzePrompt', () => {
  it('carries the use-case rule, the measured scores and the quoted message', () => {
    const { system, prompt } = analyzePrompt('hey!!', 'dating_app', {
      clarity: 81,
      sentiment: 0.42,
      temperature: 66,
    })
    expect(system).toContain('passive-aggressive')
    expect(system).toContain('money_request')
    expect(prompt).toContain(USE_CASE_RULES.dating_app)
    expect(prompt).toContain('clarity 81/100, sentiment +0.42')
    expect(prompt).toContain('emotional temperature 66/100')
    expect(prompt.endsWith('<<<\nhey!!\n>>>')).toBe(true)
    expect(prompt).not.toContain('on their clock')
  })

  it("tells the model the writer's local time when it is known", () => {
    const scores = { clarity: 50, sentiment: 0, temperature: 40 }
    expect(analyzePrompt('u up?', 'dating_app', scores, '02:13').prompt).toContain(
      'about to send it at 02:13 on their clock',
    )
  })
})

describe('rewritePrompt', () => {
  it('describes only the requested styles and forbids invented facts and bolted-on phrases', () => {
    const { system } = rewritePrompt('send it', 'work_email', ['concise', 'empathetic'])
    expect(system).toContain('at least 25% shorter')
    expect(system).toContain('- empathetic: acknowledge what this message is about')
    expect(system).not.toContain('- professional:')
    expect(system).toContain('Never invent facts')
    expect(system).toContain('never bolt a fixed phrase onto it')
  })

  it('gives the model the spans the local analysis flagged, with our suggestion for each', () => {
    const message = 'Per my last email, the deck was due Monday.'
    const flags = analyzeMessage(message, 'work_email').red_flags
    const { prompt } = rewritePrompt(message, 'work_email', ['professional'], flags)
    expect(prompt).toContain('every rewrite must remove or rephrase each of these')
    expect(prompt).toContain('- passive_aggressive (medium): “Per my last email” — Restate the point plainly')
    expect(rewritePrompt('See you at 3.', 'general', ['friendly']).prompt).toContain(
      'Flagged by our analysis: nothing.',
    )
  })
})

describe('emojifyPrompt', () => {
  it('asks for two to six emoji and names the preferred one', () => {
    expect(emojifyPrompt('pizza night', '🔥').system).toMatch(/2 to 6 emoji[\s\S]*favourite emoji is 🔥/)
    expect(emojifyPrompt('pizza night', undefined).system).not.toContain('favourite')
  })
})
