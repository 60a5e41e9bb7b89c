import { describe, expect, it } from 'vitest'
import { topicPart } from './topics'

describe('topicPart', () => {
  it('finds the first noun phrase a reply could be about', () => {
    expect(topicPart('did you see the falls at Seljalandsfoss', undefined).topic).toBe('the falls')
  })
})
