import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { defaultTones, type Preferences } from '@tipsy/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftsKey, readDraft } from '~/lib/drafts/draft-store'
import { useAppStore } from '~/stores/app-store'
import { json, mockFetch, signInForTest, testUser } from '~/test/http'
import { renderRoutes } from '~/test/render'
import { MessageGeneratorScreen } from '../components/message-generator-screen'
import { ReplyScreen } from '../components/reply-screen'
import { replyDraft } from './generator-drafts'

const preferences: Preferences = {
  defaultTones,
  defaultPlatform: null,
  defaultUseCase: 'general',
  selectedEmoji: null,
}

/** A screen opened afresh, as after a reload or a sign-in round trip. */
const open = (element: React.ReactNode) =>
  renderRoutes([{ path: '/app/message-generator', element }], '/app/message-generator')

const textbox = (name: string) => screen.getByRole('textbox', { name })

beforeEach(() => {
  signInForTest()
  mockFetch((call) =>
    call.url.pathname === '/api/user/preferences' ? json({ preferences }) : json({ detail: 'no' }, 404),
  )
})

describe('generator draft (issue 39)', () => {
  it('brings back the request, the context, the platform and the tones the user set', async () => {
    const first = open(<MessageGeneratorScreen />)
    fireEvent.change(textbox('What do you want to say?'), { target: { value: 'Ask Sam to dinner' } })
    fireEvent.change(textbox('Context (optional)'), { target: { value: 'We met at the climbing gym' } })
    await userEvent.click(screen.getByRole('button', { name: 'SMS' }))
    fireEvent.change(screen.getByRole('slider', { name: /Tipsy/ }), { target: { value: '40' } })
    first.unmount()

    open(<MessageGeneratorScreen />)
    expect(textbox('What do you want to say?')).toHaveValue('Ask Sam to dinner')
    expect(textbox('Context (optional)')).toHaveValue('We met at the climbing gym')
    expect(screen.getByRole('button', { name: 'SMS' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('slider', { name: /Tipsy/ })).toHaveValue('40')
  })

  it('keeps nothing for a form left empty', () => {
    open(<MessageGeneratorScreen />).unmount()
    expect(localStorage.getItem(draftsKey(testUser.id))).toBeNull()
  })
})

describe('reply draft (issue 39)', () => {
  it('brings back the chat as corrected, and what the user wants to say', async () => {
    const first = open(<ReplyScreen />)
    fireEvent.change(textbox('…or paste the chat'), {
      target: { value: 'Them: are you free saturday?\nMe: maybe, why?' },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Read the chat' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Message 2, yours' }), {
      target: { value: 'maybe! why?' },
    })
    fireEvent.change(textbox('What do you want to say? (optional)'), { target: { value: 'say yes' } })
    first.unmount()

    expect(readDraft(testUser.id, replyDraft)).toMatchObject({
      bubbles: [
        { side: 'them', text: 'are you free saturday?' },
        { side: 'me', text: 'maybe! why?' },
      ],
      intent: 'say yes',
    })

    open(<ReplyScreen />)
    expect(screen.getByRole('textbox', { name: 'Message 1, theirs' })).toHaveValue('are you free saturday?')
    expect(screen.getByRole('textbox', { name: 'Message 2, yours' })).toHaveValue('maybe! why?')
    expect(textbox('What do you want to say? (optional)')).toHaveValue('say yes')
  })

  it('is not shown to another user signing in on this browser', () => {
    const first = open(<ReplyScreen />)
    fireEvent.change(textbox('…or paste the chat'), { target: { value: 'Them: secret plans' } })
    first.unmount()
    useAppStore.getState().clearSession()
    signInForTest({ user: { ...testUser, id: 'u2' } })

    open(<ReplyScreen />)
    expect(textbox('…or paste the chat')).toHaveValue('')
  })
})
