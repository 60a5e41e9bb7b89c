import { describe, expect, it } from 'vitest'
import { findSocialTokens, messageTokens, withoutLinksAndMentions } from './social-tokens'

const words = (text: string) => messageTokens(text).map((token) => token.text)

describe('findSocialTokens', () => {
  it('finds mentions, links and hashtags with their offsets', () => {
    expect(findSocialTokens('@sam see https://x.co/abc. #SoProud')).toEqual([
      { kind: 'mention', text: '@sam', start: 0, end: 4 },
      { kind: 'link', text: 'https://x.co/abc', start: 9, end: 25 },
      { kind: 'hashtag', text: '#SoProud', start: 27, end: 35 },
    ])
  })

  it('takes bare domains and e-mail addresses as links, not ordinary dotted words', () => {
    const links = (text: string) => findSocialTokens(text).map((token) => `${token.kind}:${token.text}`)
    expect(links('read bit.ly/3xY. ok')).toEqual(['link:bit.ly/3xY'])
    expect(links('mail sam.p@gmail.com!')).toEqual(['link:sam.p@gmail.com'])
    expect(links('go to www.google.com.')).toEqual(['link:www.google.com'])
    expect(links('x.com/@sam')).toEqual(['link:x.com/@sam'])
    expect(links('node.js and e.g. this, do it.to me, C# and #1 fan')).toEqual([])
  })
})

describe('messageTokens', () => {
  it('gives no words for mentions and links, and the words of a hashtag', () => {
    expect(words('@sam congrats!!!')).toEqual(['congrats'])
    expect(words('ugh https://x.co/abc 🙄')).toEqual(['ugh'])
    expect(words('#blessed #EpicFail #NBAFinals2024')).toEqual([
      'blessed',
      'Epic',
      'Fail',
      'NBA',
      'Finals',
      '2024',
    ])
  })

  it('keeps offsets in the message', () => {
    const [, epic, fail] = messageTokens('so #EpicFail')
    expect(epic).toMatchObject({ text: 'Epic', lower: 'epic', start: 4, end: 8 })
    expect(fail).toMatchObject({ text: 'Fail', lower: 'fail', start: 8, end: 12 })
  })

  it('blanks links and mentions without moving anything', () => {
    const text = '@sam see x.co/a.b now'
    const blanked = withoutLinksAndMentions(text, findSocialTokens(text))
    expect(blanked).toHaveLength(text.length)
    expect(blanked.trim()).toBe('see          now')
  })
})
