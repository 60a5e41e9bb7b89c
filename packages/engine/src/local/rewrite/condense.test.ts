import { describe, expect, it } from 'vitest'
import { condenseBody, partsOf } from './condense'
import { sentencesIn } from './repair/stretches'

const said = (text: string) => sentencesIn(text).map((sentence) => text.slice(sentence.start, sentence.end))
const cutsOf = (text: string) =>
  sentencesIn(text).flatMap((sentence) =>
    partsOf(text, sentence).map((part) => text.slice(part.start, part.end)),
  )

describe('sentences', () => {
  it('ends a sentence at "no." unless a number follows', () => {
    expect(said('It would be selfish to say no. Shift is 7am–3pm.')).toEqual([
      'It would be selfish to say no.',
      'Shift is 7am–3pm.',
    ])
    expect(said('See invoice No. 5 and p. 4 for details.')).toHaveLength(1)
  })
})

describe('cuts concise may choose from', () => {
  it('offers a prepositional phrase after a noun', () => {
    expect(cutsOf('Please route invoices over $5,000 to Leila for approval.')).toContain(' for approval')
    expect(cutsOf('I have photos from move-out day with timestamps.')).toContain(' with timestamps')
  })

  it('leaves a phrase that belongs to a verb or a describing word', () => {
    expect(cutsOf('Could you look at the report tonight?')).not.toContain(' at the report')
    expect(cutsOf("We've been happy with the coffee beans all year.")).not.toContain(' with the coffee beans')
  })

  it('cuts a phrase only where its noun phrase ends', () => {
    expect(cutsOf('Thanks for sending over the scope for the brand refresh.')).not.toContain(' for the brand')
    expect(cutsOf("I'm sorry for the extra work this caused.")).not.toContain(' for the extra work this')
  })

  it('never offers the clause an "if …," leads to, even past a number with a comma', () => {
    const text = "I'm looking at other cars, so if you don't accept $12,000 by 5pm, the deal is off."
    expect(cutsOf(text)).not.toContain(', the deal is off')
  })

  it('keeps "Maya and I" together as one subject', () => {
    const cuts = cutsOf("I've rolled back the change, and Maya and I are calling those customers today.")
    expect(cuts).not.toContain(' and I are calling those customers today')
  })
})

describe('what concise keeps', () => {
  it('keeps the question that asks the reader for something over the sentences before it', () => {
    const body =
      "Following up on our conversation about my role. Since taking over the EU accounts in January I've grown the book from $1.2M to $1.9M, and I'm now managing 2 junior reps. I'd like to discuss moving to the Senior Account Manager title with a salary adjustment to reflect that. Would you have 30 minutes next week to talk about it?"
    for (const need of [90, 100]) expect(condenseBody(body, need)).toContain('30 minutes next week')
  })
})
