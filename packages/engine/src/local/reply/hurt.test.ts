import { type ChatBubble, defaultTones } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { hurtIn } from './hurt'
import { writeReplies } from './write-replies'

const them = (text: string): ChatBubble => ({ side: 'them', text })
const me = (text: string): ChatBubble => ({ side: 'me', text })
const replies = (thread: ChatBubble[]) =>
  writeReplies({ thread, tones: defaultTones, seed: 3 }).map((message) => message.text)

// Paraphrases written for this test, not taken from any evaluation set.
describe('hurt said calmly', () => {
  it.each([
    'honestly it feels like i always have to be the one who texts first with you',
    'fine.',
    'k.',
    'i guess i just feel like an afterthought to you lately',
  ])('reads %j as hurt, not as news to cheer', (text) => {
    expect(hurtIn(text)).toBe('hurt')
    const texts = replies([me('sorry, got caught up at work again'), them(text)])
    expect(texts.join(' ')).not.toMatch(/love that|no way|tell me more|fair enough/i)
    expect(texts.join(' ')).toMatch(/sorry|talk|wrong|upset/i)
  })

  it('reads a calm complaint about the writer as a complaint to own', () => {
    const text = 'it would be really nice if you asked about my day for once'
    expect(hurtIn(text)).toBe('complaint')
    expect(replies([them(text)]).join(' ')).toMatch(/sorry|you're right/i)
  })

  it.each([
    'just landed in Rome, it is SO hot here',
    'not to be dramatic but you have ruined my life, that song is stuck in my head lol',
    'thank you so much for yesterday, see you soon!',
    'the old lawnmower is free if anyone wants it, otherwise it goes to the tip',
    'made lasagne for the first time and it actually worked',
  ])('leaves %j alone', (text) => {
    expect(hurtIn(text)).toBeUndefined()
  })

  it('never says their complaint back as "sorry to hear" news about the writer', () => {
    const texts = replies([them('right. you could have just told me you were not interested')])
    expect(texts.join(' ')).not.toMatch(/sorry to hear I/i)
  })
})
