import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import {
  createDraftWriter,
  DRAFT_SAVE_DELAY_MS,
  defineDraft,
  discardDrafts,
  draftsKey,
  readDraft,
  unlessBlank,
  writeDraft,
} from './draft-store'

const noteDraft = defineDraft('note', z.object({ text: z.string() }))
const otherDraft = defineDraft('other', z.object({ count: z.number() }))

const stored = (userId: string) => JSON.parse(localStorage.getItem(draftsKey(userId)) ?? 'null')

afterEach(() => vi.useRealTimers())

describe('drafts in the browser', () => {
  it("keeps each user's drafts under their own key, one section per form", () => {
    writeDraft('ada', noteDraft, { text: 'dinner at 8?' })
    writeDraft('ada', otherDraft, { count: 3 })

    expect(localStorage.getItem('tipsy-drafts:ada')).not.toBeNull()
    expect(stored('ada')).toEqual({ note: { text: 'dinner at 8?' }, other: { count: 3 } })
    expect(readDraft('ada', noteDraft)).toEqual({ text: 'dinner at 8?' })
    expect(readDraft('bob', noteDraft)).toBeNull()
  })

  it('forgets a section with null and leaves the others', () => {
    writeDraft('ada', noteDraft, { text: 'x' })
    writeDraft('ada', otherDraft, { count: 1 })
    writeDraft('ada', noteDraft, null)
    expect(stored('ada')).toEqual({ other: { count: 1 } })
  })

  it('restores nothing from a draft of the wrong shape or unreadable storage', () => {
    localStorage.setItem(draftsKey('ada'), JSON.stringify({ note: { text: 42 } }))
    expect(readDraft('ada', noteDraft)).toBeNull()
    localStorage.setItem(draftsKey('ada'), '{not json')
    expect(readDraft('ada', noteDraft)).toBeNull()
    writeDraft('ada', noteDraft, { text: 'fresh' })
    expect(readDraft('ada', noteDraft)).toEqual({ text: 'fresh' })
  })

  it('discarding removes every draft of that user only', () => {
    writeDraft('ada', noteDraft, { text: 'mine' })
    writeDraft('bob', noteDraft, { text: 'his' })
    discardDrafts('ada')
    expect(localStorage.getItem(draftsKey('ada'))).toBeNull()
    expect(readDraft('bob', noteDraft)).toEqual({ text: 'his' })
  })

  it('a full storage costs the draft, not the form', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => writeDraft('ada', noteDraft, { text: 'x' })).not.toThrow()
    expect(warn).toHaveBeenCalled()
  })

  it('treats a form with nothing typed or chosen as no draft', () => {
    expect(unlessBlank({ text: '', list: [], choice: undefined, none: null })).toBeNull()
    expect(unlessBlank({ text: 'hi', list: [] })).toEqual({ text: 'hi', list: [] })
    expect(unlessBlank({ text: '', list: [1] })).toEqual({ text: '', list: [1] })
  })
})

describe('draft writer', () => {
  it('writes once typing pauses, with the last value', () => {
    vi.useFakeTimers()
    const writer = createDraftWriter('ada', noteDraft)
    writer.save({ text: 'h' })
    writer.save({ text: 'hi' })
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1)
    expect(readDraft('ada', noteDraft)).toBeNull()
    vi.advanceTimersByTime(1)
    expect(readDraft('ada', noteDraft)).toEqual({ text: 'hi' })
  })

  it('writes at once when the page goes away (a reload)', () => {
    vi.useFakeTimers()
    createDraftWriter('ada', noteDraft).save({ text: 'typed just before the reload' })
    window.dispatchEvent(new Event('pagehide'))
    expect(readDraft('ada', noteDraft)).toEqual({ text: 'typed just before the reload' })
  })

  it('drops a waiting write once the user logged out, here or in another tab', () => {
    vi.useFakeTimers()
    const here = createDraftWriter('ada', noteDraft)
    here.save({ text: 'secret' })
    discardDrafts('ada')
    here.flush()
    expect(localStorage.getItem(draftsKey('ada'))).toBeNull()

    const elsewhere = createDraftWriter('bob', noteDraft)
    elsewhere.save({ text: 'his secret' })
    window.dispatchEvent(new StorageEvent('storage', { key: draftsKey('bob'), newValue: null }))
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS)
    expect(localStorage.getItem(draftsKey('bob'))).toBeNull()

    // Signed in again, a new form keeps drafts as before.
    const again = createDraftWriter('ada', noteDraft)
    again.save({ text: 'new' })
    again.flush()
    expect(readDraft('ada', noteDraft)).toEqual({ text: 'new' })
  })
})
