import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sampleAnalysis } from '~/test/analysis'
import { json, mockFetch } from '~/test/http'
import { renderRoutes } from '~/test/render'
import { TryYourOwnMessage } from './try-your-own-message'

/** MessageIQ's sample analysis with its first red flag only: the demo is about that one. */
const analysis = { ...sampleAnalysis, red_flags: sampleAnalysis.red_flags.slice(0, 1) }

function renderBox() {
  renderRoutes([{ path: '/', element: <TryYourOwnMessage /> }], '/')
  return {
    textarea: screen.getByRole('textbox', { name: 'Your message' }),
    analyzeButton: screen.getByRole('button', { name: 'Analyze' }),
  }
}

describe('Try your own message', () => {
  it('waits for a message before it can analyze', async () => {
    const { textarea, analyzeButton } = renderBox()
    expect(analyzeButton).toBeDisabled()
    expect(textarea).toHaveAttribute('maxlength', '2000')
    await userEvent.type(textarea, '   ')
    expect(analyzeButton).toBeDisabled()
  })

  it("analyzes on Ctrl+Enter without an account and shows MessageIQ's reading", async () => {
    const http = mockFetch(() => json(analysis))
    const { textarea } = renderBox()
    await userEvent.type(textarea, 'Per my last email, fine.')
    await userEvent.keyboard('{Control>}{Enter}{/Control}')

    const reading = await screen.findByRole('region', { name: 'What MessageIQ reads' })
    for (const text of [
      'Passive aggressive',
      'Negative',
      '72%',
      '64° Heated',
      'Red flags (1)',
      'Passive aggression',
    ]) {
      expect(within(reading).getByText(text, { exact: false })).toBeInTheDocument()
    }
    expect(within(reading).getByText('Lead with what you need.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Analysis ready: Passive aggressive, 1 red flag.')

    const [call] = http.callsTo('/api/demo/analyze')
    expect(call?.method).toBe('POST')
    expect(call?.headers.get('authorization')).toBeNull()
    expect(call?.body).toEqual({
      message: 'Per my last email, fine.',
      local_time: expect.stringMatching(/^\d\d:\d\d$/),
    })
  })

  it('asks once about the same text, and again about a new one (Cmd+Enter too)', async () => {
    const http = mockFetch(() => json(analysis))
    const { textarea, analyzeButton } = renderBox()
    await userEvent.type(textarea, 'see you at 8?')
    await userEvent.click(analyzeButton)
    await screen.findByRole('region', { name: 'What MessageIQ reads' })
    await userEvent.click(analyzeButton)
    expect(http.callsTo('/api/demo/analyze')).toHaveLength(1)

    await userEvent.type(textarea, '!')
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}')
    await screen.findByRole('region', { name: 'What MessageIQ reads' })
    expect(
      http.callsTo('/api/demo/analyze').map((call) => (call.body as { message: string }).message),
    ).toEqual(['see you at 8?', 'see you at 8?!'])
  })

  it("shows the server's word when the allowance is spent, with a way to sign up and no retry", async () => {
    const detail =
      'Too many requests: the limit is 5 a minute. Try again in 42 s. Sign up free for more: MessageIQ analyses up to 40 messages a day on the Free plan.'
    mockFetch(() => json({ detail, code: 'rate_limited' }, 429))
    const { textarea, analyzeButton } = renderBox()
    await userEvent.type(textarea, 'hello there')
    await userEvent.click(analyzeButton)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(detail)
    expect(within(alert).getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/login')
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('offers to try again when the server failed, and shows the answer that follows', async () => {
    let calls = 0
    mockFetch(() =>
      ++calls === 1 ? json({ detail: 'The engine is busy. Try again shortly.' }, 503) : json(analysis),
    )
    const { textarea, analyzeButton } = renderBox()
    await userEvent.type(textarea, 'hello there')
    await userEvent.click(analyzeButton)
    expect(await screen.findByRole('alert')).toHaveTextContent('The engine is busy. Try again shortly.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'What MessageIQ reads' })).toBeInTheDocument()
  })

  it('says English only as the visitor types another language, before anything is sent', async () => {
    const http = mockFetch(() => json(analysis))
    const { textarea } = renderBox()
    await userEvent.type(textarea, 'Hola, ¿quieres venir a la fiesta el sábado por la noche?')
    expect(await screen.findByTestId('english-only-notice')).toHaveTextContent(
      'Tipsy reads and writes English only for now — this looks like Spanish.',
    )
    expect(http.calls).toHaveLength(0)
  })
})
