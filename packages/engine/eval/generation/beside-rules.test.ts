import { describe, expect, it } from 'vitest'
import { countDrafts, draftRows, heldOutSample } from './beside-rules'

describe('an engine measured beside the rules', () => {
  it("counts a draft identical to the rules' own as theirs, and a shared 'could not understand' apart", () => {
    const counts = countDrafts(
      [['a model draft'], ['the rules'], 'unclear', 'unclear', ['x']],
      [['the rules'], ['the rules'], 'unclear', ['y'], 'unclear'],
    )
    expect(counts).toEqual({ model: 3, rules: 1, bothUnclear: 1 })
    const [written, time] = draftRows('area', counts, [2000, 4000], [10, 30])
    expect(written).toMatchObject({ value: 60, unit: '%', pass: true })
    expect(written?.metric).toContain('3 of 5; 1 fell back to the rules')
    expect(time).toMatchObject({ value: 3000, baseline: { label: 'rules engine', value: 20 } })
  })

  it('enforces targets over the whole held-out split only, not over a sample', () => {
    const items = Array.from({ length: 10 }, (_, index) => index)
    expect(heldOutSample(items, undefined)).toEqual({ items, label: 'held-out 10', enforce: true })
    expect(heldOutSample(items, 20)).toMatchObject({ label: 'held-out 10', enforce: true })
    expect(heldOutSample(items, 5)).toEqual({
      items: [0, 2, 4, 6, 8],
      label: 'held-out sample 5 of 10',
      enforce: false,
    })
  })
})
