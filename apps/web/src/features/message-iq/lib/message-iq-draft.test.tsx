import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { readDraft, writeDraft } from '~/lib/drafts/draft-store'
import { useAppStore } from '~/stores/app-store'
import { flaggedMessage, sampleAnalysis } from '~/test/analysis'
import { json, mockFetch, signInForTest, testUser } from '~/test/http'
import { renderRoutes } from '~/test/render'
import { MessageIqScreen } from '../components/message-iq-screen'
import { messageIqDraft } from './message-iq-draft'

/** The screen opened afresh, as after a reload or a sign-in round trip. */
function openScreen() {
  const view = renderRoutes([{ path: '/app', element: <MessageIqScreen /> }], '/app')
  return {
    ...view,
    textarea: () => screen.getByRole('textbox', { name: 'Your message' }),
    useCase: () => screen.getByRole('combobox', { name: 'Use case' }),
  }
}

beforeEach(() => signInForTest())

describe('MessageIQ draft (issue 39)', () => {
  it('brings back the message and use case when the screen opens again', async () => {
    const first = openScreen()
    fireEvent.change(first.textarea(), { target: { value: flaggedMessage } })
    await userEvent.selectOptions(first.useCase(), 'Work e-mail')
    first.unmount()

    const again = openScreen()
    expect(again.textarea()).toHaveValue(flaggedMessage)
    expect(again.useCase()).toHaveValue('work_email')
  })

  it('keeps the message after an analysis (the user is still reading it), and Reset clears it', async () => {
    mockFetch((call) =>
      call.url.pathname === '/api/messages/analyze' ? json(sampleAnalysis) : json({ problems: [] }),
    )
    const view = openScreen()
    fireEvent.change(view.textarea(), { target: { value: flaggedMessage } })
    await userEvent.click(screen.getByRole('button', { name: 'Analyze' }))
    await screen.findByRole('heading', { name: 'Analysis' })
    window.dispatchEvent(new Event('pagehide'))
    // The use case was never picked: the saved default applies, so the draft leaves it out.
    expect(readDraft(testUser.id, messageIqDraft)).toEqual({ message: flaggedMessage })

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }))
    view.unmount()
    expect(readDraft(testUser.id, messageIqDraft)).toBeNull()
  })

  it('shows another user who signs in on this browser nothing of it', () => {
    writeDraft(testUser.id, messageIqDraft, { message: flaggedMessage, useCase: 'apology' })
    useAppStore.getState().clearSession()
    signInForTest({ user: { ...testUser, id: 'u2', email: 'bo@example.com', name: 'Bo' } })

    const view = openScreen()
    expect(view.textarea()).toHaveValue('')
    expect(view.useCase()).toHaveValue('general')
  })
})
