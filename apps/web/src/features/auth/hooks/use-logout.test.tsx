import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineDraft, draftsKey, writeDraft } from '~/lib/drafts/draft-store'
import { usePersistedDraft } from '~/lib/drafts/use-draft'
import { json, mockFetch, signInForTest, testUser } from '~/test/http'
import { page, renderRoutes } from '~/test/render'
// Loaded up front, as after a first use: the draft's save is still waiting when Logout runs.
import '../session/sign-out'
import { useLogout } from './use-logout'

const noteDraft = defineDraft('note', z.object({ text: z.string() }))

/** A form with a draft still waiting to be written, and the header's Logout. */
function FormWithLogout() {
  const [text, setText] = useState('')
  usePersistedDraft(noteDraft, text ? { text } : null)
  const { logout } = useLogout()
  return (
    <>
      <input aria-label="Note" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={logout}>
        Logout
      </button>
    </>
  )
}

describe('useLogout', () => {
  it("discards the user's drafts, even one still waiting to be written as the form closes", async () => {
    signInForTest()
    writeDraft(testUser.id, noteDraft, { text: 'an older draft' })
    mockFetch(() => json({ ok: true }))
    const { router } = renderRoutes(
      [
        { path: '/app', element: <FormWithLogout /> },
        { path: '/login', element: page('Login') },
      ],
      '/app',
    )

    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'private words' } })
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    window.dispatchEvent(new Event('pagehide'))
    expect(localStorage.getItem(draftsKey(testUser.id))).toBeNull()
  })
})
