import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { useAppStore } from '~/stores/app-store'
import { signInForTest, testUser } from '~/test/http'
import { defineDraft, draftsKey, readDraft, writeDraft } from './draft-store'
import { usePersistedDraft, useRestoredDraft } from './use-draft'

const noteDraft = defineDraft('note', z.object({ text: z.string() }))

function NoteForm() {
  const draft = useRestoredDraft(noteDraft)
  const [text, setText] = useState(draft?.text ?? '')
  usePersistedDraft(noteDraft, text ? { text } : null)
  return <input aria-label="Note" value={text} onChange={(event) => setText(event.target.value)} />
}

const field = () => screen.getByRole('textbox', { name: 'Note' })

afterEach(() => vi.useRealTimers())

describe('useRestoredDraft and usePersistedDraft', () => {
  it("restores the signed-in user's draft when the form opens, and keeps what is typed", async () => {
    signInForTest()
    writeDraft(testUser.id, noteDraft, { text: 'where I left off' })
    const { unmount } = render(<NoteForm />)
    expect(field()).toHaveValue('where I left off')

    await userEvent.type(field(), ', and more')
    unmount()

    expect(readDraft(testUser.id, noteDraft)).toEqual({ text: 'where I left off, and more' })
  })

  it('never shows one user the draft of another', () => {
    writeDraft('someone-else', noteDraft, { text: 'not yours' })
    signInForTest()
    render(<NoteForm />)
    expect(field()).toHaveValue('')
  })

  it('keeps the draft when the session ends mid-typing: the waiting write still lands for that user', () => {
    vi.useFakeTimers()
    signInForTest()
    render(<NoteForm />)
    fireEvent.change(field(), { target: { value: 'half a thought' } })
    expect(readDraft(testUser.id, noteDraft)).toBeNull()

    act(() => useAppStore.getState().clearSession())

    expect(readDraft(testUser.id, noteDraft)).toEqual({ text: 'half a thought' })
  })

  it('keeps nothing when nobody is signed in', async () => {
    render(<NoteForm />)
    await userEvent.type(field(), 'hello')
    window.dispatchEvent(new Event('pagehide'))
    expect(Object.keys(localStorage).filter((key) => key.startsWith('tipsy-drafts:'))).toEqual([])
    expect(localStorage.getItem(draftsKey(testUser.id))).toBeNull()
  })

  it('forgets the draft when the form is emptied', async () => {
    signInForTest()
    writeDraft(testUser.id, noteDraft, { text: 'x' })
    const { unmount } = render(<NoteForm />)
    await userEvent.clear(field())
    unmount()
    expect(readDraft(testUser.id, noteDraft)).toBeNull()
  })
})
