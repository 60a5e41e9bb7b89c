import { defaultTones, type MessageHistoryItem } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { csvField, messagesToCsv } from './messages-export'

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1 555', "'+1 555"],
    ['@channel', "'@channel"],
    ['-5 degrees', "'-5 degrees"],
    ['🍻 cheers', '🍻 cheers'],
  ])('%j → %j', (input, output) => {
    expect(csvField(input)).toBe(output)
  })

  it('writes numbers, booleans and null as they are', () => {
    expect([csvField(50), csvField(true), csvField(null)]).toEqual(['50', 'true', ''])
  })
})

describe('messagesToCsv', () => {
  const item: MessageHistoryItem = {
    message_id: 'm1',
    prompt: 'ask "Sam", politely',
    context: null,
    platform: 'sms',
    tones: defaultTones,
    saved: true,
    timestamp: '2026-03-15T10:00:00.000Z',
    generatedMessages: [
      { id: 'v1', tone: 'sober', text: 'Hi Sam,\nfree Friday?', timestamp: '2026-03-15T10:00:00.000Z' },
      { id: 'v2', tone: 'sober', text: 'Coffee?', timestamp: '2026-03-15T10:00:00.000Z' },
    ],
  }

  it('has a BOM, a header row and one CRLF row per generated message', () => {
    const csv = messagesToCsv([item])
    expect(csv.startsWith('\uFEFFmessage_id,generated_at,prompt,context,platform,tone_sober,')).toBe(true)
    expect(csv.endsWith('\r\n')).toBe(true)
    const rows = csv.slice(1).trimEnd().split('\r\n')
    expect(rows).toHaveLength(3)
    expect(rows[1]).toBe(
      'm1,2026-03-15T10:00:00.000Z,"ask ""Sam"", politely",,sms,50,0,0,0,0,0,0,0,true,v1,sober,"Hi Sam,\nfree Friday?"',
    )
    expect(rows[2]?.endsWith(',true,v2,sober,Coffee?')).toBe(true)
  })
})
