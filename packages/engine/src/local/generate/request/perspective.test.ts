import { describe, expect, it } from 'vitest'
import { toReader } from './perspective'
import type { Reader } from './reader'
import { readSource } from './source'

const turned = (text: string, reader: Reader) =>
  toReader(readSource(text), { start: 0, end: text.length }, reader)
const sister: Reader = {
  relation: 'sister',
  gender: 'female',
  group: false,
  register: 'casual',
  mentions: ['sister'],
}
const theo: Reader = { name: 'Theo', group: false, register: 'casual', mentions: ['theo'] }
const team: Reader = { relation: 'team', group: true, register: 'professional', mentions: ['team'] }
const nobody: Reader = { group: false, register: 'casual', mentions: [] }

describe('reported speech turned to the reader', () => {
  it('turns pronouns, possessives and the verb that agrees with them', () => {
    expect(turned('she left her keys at mine and she has to pick them up', sister)).toBe(
      'you left your keys at mine and you have to pick them up',
    )
    expect(turned("he still owes me £20 and he's been dodging it", theo)).toBe(
      "you still owe me £20 and you've been dodging it",
    )
  })

  it("never reads a clause's object pronoun as its own subject", () => {
    expect(turned('the agent will call him this week', theo)).toBe('the agent will call you this week')
  })

  it("leaves the reader's word alone where it names a thing", () => {
    const parents: Reader = { relation: 'parents', group: true, register: 'casual', mentions: ['parents'] }
    expect(turned('parents evening is in the hall', parents)).toBe('parents evening is in the hall')
  })

  it('turns the reader named by name or relation, and "does the …" with it', () => {
    expect(turned("Theo's bike is still in my hall", theo)).toBe('your bike is still in my hall')
    expect(turned('my sister forgot to lock the door', sister)).toBe('you forgot to lock the door')
    expect(turned('does the team need the slides', team)).toBe('do you need the slides')
  })

  it('leaves third parties alone', () => {
    expect(turned('my sister said mum is ill and she needs help', sister)).toBe(
      'you said mum is ill and she needs help',
    )
    expect(turned('the plumbers said they would come at 9', team)).toBe(
      'the plumbers said they would come at 9',
    )
  })

  it('keeps "her" an object before a verb and a possessive before a noun', () => {
    expect(turned('I will pick her up and carry her bags', sister)).toBe(
      'I will pick you up and carry your bags',
    )
    expect(turned('let her know her parcel came', sister)).toBe('let you know your parcel came')
  })

  it('changes no pronoun when nobody is named as the reader', () => {
    expect(turned('my son has a fever so he will stay home', nobody)).toBe(
      'my son has a fever so he will stay home',
    )
  })

  it("reads no rival in the reader's own possessive, an acronym or a part in a play", () => {
    const dad: Reader = {
      relation: 'dad',
      gender: 'male',
      group: false,
      register: 'casual',
      mentions: ['dad'],
    }
    const fiance: Reader = {
      relation: 'fiancé',
      gender: 'male',
      group: false,
      register: 'casual',
      mentions: ['fiancé'],
    }
    const stepdaughter: Reader = { ...sister, relation: 'stepdaughter', mentions: ['stepdaughter'] }
    const inTail = (text: string, from: string, reader: Reader) =>
      toReader(readSource(text), { start: text.indexOf(from), end: text.length }, reader)
    const fianceText = "my fiancé's startup shut down and he's embarrassed. tell him i'm proud of him"
    expect(inTail(fianceText, "i'm proud", fiance)).toBe("i'm proud of you")
    const dadText = 'remind my dad his appt is at the VA, bring his med list'
    expect(inTail(dadText, 'bring', dad)).toBe('bring your med list')
    const playText = "well done to my stepdaughter for getting the lead in the play, she's playing Annie"
    expect(inTail(playText, "she's", stepdaughter)).toBe("you're playing Annie")
  })

  it('keeps "them" for the things named before it, or for what the reader is asked to handle', () => {
    const group: Reader = { relation: 'group', group: true, register: 'casual', mentions: ['group'] }
    expect(turned('I finished the slides and put them in the drive', group)).toBe(
      'I finished the slides and put them in the drive',
    )
    expect(turned('to send them to me by friday', team)).toBe('to send them to me by friday')
    expect(turned('so i can pay her before month end', sister)).toBe('so i can pay you before month end')
    expect(turned('i love her more than ever', sister)).toBe('i love you more than ever')
  })

  it('turns a name with its apposition ("Zara the new hire asked") into "you"', () => {
    const zara: Reader = { name: 'Zara', group: false, register: 'casual', mentions: ['zara'] }
    expect(turned('Zara the new hire asked for £13 an hour', zara)).toBe('you asked for £13 an hour')
    expect(turned('Zara our supplier put her prices up', zara)).toBe('you put your prices up')
  })

  it('reads a baby girl named before "she" as the one she means', () => {
    const zoe: Reader = { name: 'Zoe', gender: 'female', group: false, register: 'casual', mentions: ['zoe'] }
    const text = 'congrats on the baby girl Ben told me she arrived tuesday'
    expect(toReader(readSource(text), { start: text.indexOf('Ben'), end: text.length }, zoe)).toBe(
      'Ben told me she arrived tuesday',
    )
  })
})
