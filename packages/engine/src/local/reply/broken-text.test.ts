import { describe, expect, it } from 'vitest'
import { readsBroken } from './broken-text'

describe('readsBroken', () => {
  it('finds the shapes a mangled phrase leaves', () => {
    expect(readsBroken('No worries at all about this on I you just feel!')).toBe(true)
    expect(readsBroken("I won't be guilted into fromming you.")).toBe(true)
    expect(readsBroken("Hmm, I'm not sure about my in too right.")).toBe(true)
    expect(readsBroken('Thanks for letting me know about the!')).toBe(true)
  })

  it('passes ordinary replies, in-laws and questions that end on a preposition', () => {
    expect(readsBroken("Yes, I'm in! What are you up to?")).toBe(false)
    expect(readsBroken('Say hi to your in-laws for me.')).toBe(false)
    expect(readsBroken('Who are you going with?')).toBe(false)
    expect(readsBroken("I'm using the car, so I'll walk.")).toBe(false)
  })
})
