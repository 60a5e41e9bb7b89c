import { describe, expect, it } from 'vitest'
import { accountDeletedFrom, accountDeletedState } from './account-deleted-state'

describe('the account-deleted history state', () => {
  it('reads back what was written', () => {
    expect(accountDeletedFrom(accountDeletedState({ subscriptionCancelled: true }))).toEqual({
      subscriptionCancelled: true,
    })
    expect(accountDeletedFrom(accountDeletedState({ subscriptionCancelled: false }))).toEqual({
      subscriptionCancelled: false,
    })
  })

  it.each([
    ['no state', null],
    ['another page’s state', { from: '/app' }],
    ['a string', 'accountDeleted'],
    ['a malformed entry', { accountDeleted: true }],
  ])('finds no deletion in %s', (_name, state) => {
    expect(accountDeletedFrom(state)).toBeNull()
  })
})
