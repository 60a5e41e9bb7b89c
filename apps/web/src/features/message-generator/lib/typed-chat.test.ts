import { describe, expect, it } from 'vitest'
import { readTypedChat } from './typed-chat'

describe('readTypedChat', () => {
  it('reads Them/Me lines, joining a line without a speaker onto the message above', () => {
    const chat = readTypedChat(
      'Them: hey! are you free saturday?\nme: maybe, why?\nThem: drinks at 8\nat the rooftop bar',
    )
    expect(chat.bubbles).toEqual([
      { side: 'them', text: 'hey! are you free saturday?' },
      { side: 'me', text: 'maybe, why?' },
      { side: 'them', text: 'drinks at 8\nat the rooftop bar' },
    ])
    expect(chat.people).toEqual([])
    expect(chat.me).toBeNull()
  })

  it('takes text with no speakers as one message of theirs', () => {
    expect(readTypedChat('  can you cover my shift tomorrow?  ').bubbles).toEqual([
      { side: 'them', text: 'can you cover my shift tomorrow?' },
    ])
  })

  it("reads an Android WhatsApp export, without its notices and what it left out, the user being whoever didn't write last", () => {
    const exported = [
      '12/01/2024, 21:14 - Messages and calls are end-to-end encrypted. No one outside of this chat can read them.',
      '12/01/2024, 21:15 - Zoë Martín: hola! still on for tmrw?',
      '12/01/2024, 21:16 - Ben: yes!! what time',
      '12/01/2024, 21:16 - Ben: <Media omitted>',
      '12/01/2024, 21:17 - Zoë Martín: 7 at the taquería?',
      'the one on Main St',
    ].join('\n')
    const chat = readTypedChat(exported)
    expect(chat.people).toEqual(['Zoë Martín', 'Ben'])
    expect(chat.me).toBe('Ben')
    expect(chat.bubbles).toEqual([
      { side: 'them', text: 'hola! still on for tmrw?' },
      { side: 'me', text: 'yes!! what time' },
      { side: 'them', text: '7 at the taquería?\nthe one on Main St' },
    ])
    // The user can say who they are.
    expect(readTypedChat(exported, { me: 'Zoë Martín' }).bubbles.map((bubble) => bubble.side)).toEqual([
      'me',
      'them',
      'me',
    ])
  })

  it('reads an iPhone WhatsApp export with seconds, AM/PM and direction marks', () => {
    const exported =
      '\u200e[1/12/24, 9:15:02 PM] Sam: did you get the tickets?\r\n[1/12/24, 9:16:40 PM] Alex: \u200eimage omitted\r\n[1/12/24, 9:17:00 PM] Alex: yep, row F'
    const chat = readTypedChat(exported)
    expect(chat.people).toEqual(['Sam', 'Alex'])
    expect(chat.me).toBe('Sam')
    expect(chat.bubbles).toEqual([
      { side: 'me', text: 'did you get the tickets?' },
      { side: 'them', text: 'yep, row F' },
    ])
  })

  it('drops blank messages and keeps times that are part of the text', () => {
    const chat = readTypedChat('Them:   \nThem: meet at 10:30?\nMe: ok')
    expect(chat.bubbles).toEqual([
      { side: 'them', text: 'meet at 10:30?' },
      { side: 'me', text: 'ok' },
    ])
  })
})
