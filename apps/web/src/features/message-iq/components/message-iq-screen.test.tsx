import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { defaultTones } from '@tipsy/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useAppStore } from '~/stores/app-store'
import { flaggedMessage, sampleAnalysis, sampleRewrites } from '~/test/analysis'
import { json, mockFetch, type Route, signInForTest } from '~/test/http'
import { renderRoutes } from '~/test/render'
import { COMPOSER_MAX_HEIGHT_PX } from './auto-grow-textarea'
import { COPY_TOAST_MS, MessageIqScreen } from './message-iq-screen'

const answer: Route = (call) =>
  call.url.pathname === '/api/messages/analyze'
    ? json(sampleAnalysis)
    : call.url.pathname === '/api/messages/grammar'
      ? json({ problems: [] })
      : json({ rewrites: sampleRewrites })

function renderScreen() {
  renderRoutes([{ path: '/app', element: <MessageIqScreen /> }], '/app')
  return {
    textarea: screen.getByRole('textbox', { name: 'Your message' }),
    analyzeButton: () => screen.getByRole('button', { name: /^Analy/ }),
    rewriteButton: () => screen.getByRole('button', { name: /^Rewrit/ }),
  }
}

const savedPreferences = {
  defaultTones,
  defaultPlatform: null,
  defaultUseCase: 'general',
  selectedEmoji: null,
} as const

const resultHeading = { Analyze: 'Analysis', Rewrite: 'Rewrites' } as const

/** Clicks Analyze or Rewrite and waits for its results. */
async function submit(user: ReturnType<typeof userEvent.setup>, name: keyof typeof resultHeading) {
  await user.click(screen.getByRole('button', { name }))
  await screen.findByRole('heading', { name: resultHeading[name] })
}

/** A fetch that waits until released (every call held so far: Analyze also checks grammar), to look at the busy state. */
function heldFetch(route: Route) {
  const held: (() => void)[] = []
  const http = mockFetch(
    (call) =>
      new Promise((resolve) => {
        held.push(() => resolve(route(call)))
      }),
  )
  return {
    http,
    release: () =>
      act(() => {
        for (const release of held.splice(0)) release()
      }),
  }
}

beforeEach(() => signInForTest())

describe('MessageIQ screen', () => {
  it('shows the welcome card with its three bullets', () => {
    renderScreen()
    const welcome = screen.getByRole('region', { name: 'Welcome to MessageIQ' })
    for (const bullet of ['Tone and clarity analysis', 'Red flag detection', 'Smart rewrite suggestions']) {
      expect(within(welcome).getByText(bullet)).toBeInTheDocument()
    }
  })

  it('enables Analyze and Rewrite only for a non-blank message', async () => {
    const user = userEvent.setup()
    const { textarea, analyzeButton, rewriteButton } = renderScreen()
    expect(analyzeButton()).toBeDisabled()
    expect(rewriteButton()).toBeDisabled()

    await user.type(textarea, '   ')
    expect(analyzeButton()).toBeDisabled()
    expect(rewriteButton()).toBeDisabled()

    await user.type(textarea, 'hi')
    expect(analyzeButton()).toBeEnabled()
    expect(rewriteButton()).toBeEnabled()
  })

  it.each([
    ['Analyze', 'Analyzing...', 'Rewrite', 'Analysis'],
    ['Rewrite', 'Rewriting...', 'Analyze', 'Rewrites'],
  ])(
    'disables both buttons while %s is busy, and only it says so',
    async (name, busyText, other, resultHeading) => {
      const user = userEvent.setup()
      const held = heldFetch(answer)
      renderScreen()
      const button = (label: string) =>
        screen.getByRole('button', { name: new RegExp(`^${label.slice(0, 6)}`) })
      await user.type(screen.getByRole('textbox', { name: 'Your message' }), flaggedMessage)

      await user.click(button(name))
      expect(button(name)).toHaveTextContent(busyText)
      // Unavailable but still focusable, so the focus does not fall to <body>.
      expect(button(name)).toHaveAttribute('aria-disabled', 'true')
      expect(button(name)).toHaveFocus()
      expect(button(other)).toHaveTextContent(new RegExp(`^${other}$`))
      expect(button(other)).toHaveAttribute('aria-disabled', 'true')

      await held.release()
      const heading = await screen.findByRole('heading', { name: resultHeading })
      expect(heading).toHaveFocus()
      expect(button(name)).toHaveTextContent(new RegExp(`^${name}$`))
      expect(button(name)).toBeEnabled()
      expect(button(name)).not.toHaveAttribute('aria-disabled')
      expect(button(other)).toBeEnabled()
    },
  )

  it('sends the message with the chosen use case and the local time, and rewrites in the three styles of docs/product.md §7', async () => {
    const user = userEvent.setup()
    const http = mockFetch(answer)
    const { textarea } = renderScreen()
    await user.type(textarea, flaggedMessage)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Use case' }), 'Work e-mail')

    await submit(user, 'Analyze')
    await submit(user, 'Rewrite')

    expect(http.callsTo('/api/messages/analyze')[0]?.body).toEqual({
      message: flaggedMessage,
      use_case: 'work_email',
      local_time: expect.stringMatching(/^\d\d:\d\d$/),
    })
    expect(http.callsTo('/api/messages/rewrite')[0]?.body).toEqual({
      message: flaggedMessage,
      use_case: 'work_email',
      rewrite_styles: ['professional', 'friendly', 'concise'],
    })
  })

  it('offers the six use cases by their labels, general first selected', () => {
    renderScreen()
    const select = screen.getByRole('combobox', { name: 'Use case' })
    expect(select).toHaveValue('general')
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Work e-mail', 'Text a friend', 'Dating app', 'Apology', 'Negotiation', 'General'])
  })

  it('shows every score, the flags by severity with suggestions, and the insights', async () => {
    const user = userEvent.setup()
    mockFetch(answer)
    const { textarea } = renderScreen()
    await user.type(textarea, flaggedMessage)
    await submit(user, 'Analyze')

    expect(screen.getByText('Passive aggressive')).toBeInTheDocument()
    expect(screen.getByText('Polite words with an edge.')).toBeInTheDocument()
    expect(screen.getByText('Negative')).toBeInTheDocument()
    expect(screen.getByText(/Score −0\.45/)).toBeInTheDocument()
    expect(screen.getByRole('meter', { name: 'Clarity' })).toHaveAttribute('aria-valuenow', '72')
    expect(screen.getByText('72%')).toBeInTheDocument()
    expect(screen.getByRole('meter', { name: 'Emotional temperature' })).toHaveAttribute(
      'aria-valuetext',
      '64 out of 100, heated',
    )
    const groups = ['High severity', 'Medium severity', 'Low severity'].map((name) =>
      screen.getByRole('region', { name }),
    )
    expect(within(groups[0] as HTMLElement).getByText('Restate the point directly.')).toBeInTheDocument()
    expect(within(groups[1] as HTMLElement).getByText('Absolutes invite defensiveness.')).toBeInTheDocument()
    expect(within(groups[2] as HTMLElement).getByText('Say what you need next.')).toBeInTheDocument()
    expect(screen.getByText('Lead with what you need.')).toBeInTheDocument()
  })

  it('highlights the flagged words of the analysed text from their spans', async () => {
    const user = userEvent.setup()
    mockFetch(answer)
    const { textarea } = renderScreen()
    await user.type(textarea, flaggedMessage)
    await submit(user, 'Analyze')

    const text = screen.getByTestId('highlighted-text')
    const marks = [...text.querySelectorAll('mark')]
    expect(marks.map((mark) => mark.firstChild?.textContent)).toEqual(['Per my last email', 'NEVER', 'Fine.'])
    expect(marks.map((mark) => mark.dataset.severity)).toEqual(['high', 'medium', 'low'])
    expect(marks[1]).toHaveTextContent('NEVER (red flag, medium: Absolutes)')
    // The analysed text stays intact around the marks.
    expect(text.textContent?.replace(/ \(red flag[^)]*\)/g, '')).toBe(flaggedMessage)
  })

  it.each([
    ['Analyze', 401, 'Please log in to use MessageIQ'],
    ['Analyze', 400, 'Invalid message. Please check your input.'],
    ['Analyze', 429, 'Too many requests. Please wait a moment.'],
    ['Analyze', 500, 'Server error. Please try again later.'],
    ['Analyze', 503, 'Failed to analyze message. Please try again.'],
    ['Analyze', 0, 'Network error. Please check your connection.'],
    ['Rewrite', 401, 'Please log in to use MessageIQ'],
    ['Rewrite', 400, 'Invalid message. Please check your input.'],
    ['Rewrite', 429, 'Too many requests. Please wait a moment.'],
    ['Rewrite', 500, 'Server error. Please try again later.'],
    ['Rewrite', 422, 'Failed to rewrite message. Please try again.'],
    ['Rewrite', 0, 'Network error. Please check your connection.'],
  ])(
    '%s failing with status %i says "%s" in a dismissible box, not the global toast',
    async (name, status, text) => {
      const user = userEvent.setup()
      mockFetch((call) => {
        // The saved use case is read as the screen opens: only the action fails.
        if (call.url.pathname === '/api/user/preferences') return json({ preferences: savedPreferences })
        if (status === 0) return Promise.reject(new TypeError('Failed to fetch'))
        if (call.url.pathname === '/api/auth/refresh') return json({ detail: 'Session expired' }, 401)
        return json({ detail: 'server words' }, status)
      })
      renderScreen()
      await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello')
      await user.click(screen.getByRole('button', { name }))

      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(text)
      // The server's own words are shown under the fixed text; "Try again" only where it can help.
      if (status !== 0 && status !== 401) expect(alert).toHaveTextContent('server words')
      const retryable = status === 0 || status >= 500
      expect(within(alert).queryByRole('button', { name: /try again/i }) !== null).toBe(retryable)
      // A 401 whose refresh fails ends the session, which the app reports on its own.
      if (status !== 401) expect(useAppStore.getState().error).toBeNull()
      await user.click(within(alert).getByRole('button', { name: 'Dismiss error' }))
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
  )

  it('shows the server’s reason under the fixed 400 text: emoji alone has no words to rewrite', async () => {
    const user = userEvent.setup()
    mockFetch(() => json({ detail: 'The message has no words to rewrite' }, 400))
    renderScreen()
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), '🎉🎉')
    await user.click(screen.getByRole('button', { name: 'Rewrite' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Invalid message. Please check your input.')
    expect(alert).toHaveTextContent('The message has no words to rewrite')
    expect(within(alert).queryByRole('button', { name: /try again/i })).not.toBeInTheDocument()
  })

  it('keeps the 429 text of docs/product.md §8 for a daily-quota 429 and shows the server detail beside it', async () => {
    const user = userEvent.setup()
    const detail =
      'Free plan limit reached: 40 analyses and rewrites a day. It resets at 00:00 UTC (in 3 h). Upgrade to Premium for unlimited analyses and rewrites.'
    mockFetch(() => json({ detail, code: 'quota_exceeded' }, 429))
    renderScreen()
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Analyze' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Too many requests. Please wait a moment.')
    expect(alert).toHaveTextContent(detail)
    await user.click(within(alert).getByRole('button', { name: 'Dismiss error' }))
    await user.click(screen.getByRole('button', { name: 'Rewrite' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(detail)
  })

  it('says so when analyze is asked for with an empty message (Ctrl+Enter)', async () => {
    const user = userEvent.setup()
    const http = mockFetch(answer)
    const { textarea } = renderScreen()
    textarea.focus()
    await user.keyboard('{Control>}{Enter}{/Control}')

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a message to analyze')
    expect(http.calls.filter((call) => call.url.pathname.startsWith('/api/messages'))).toHaveLength(0)
  })

  it('analyzes with Ctrl+Enter or Cmd+Enter', async () => {
    const user = userEvent.setup()
    const http = mockFetch(answer)
    const { textarea } = renderScreen()
    await user.type(textarea, 'Hello there{Meta>}{Enter}{/Meta}')
    await screen.findByRole('heading', { name: 'Analysis' })
    expect(http.callsTo('/api/messages/analyze')).toHaveLength(1)
    expect(textarea).toHaveValue('Hello there')
  })

  it('counts characters and words', async () => {
    const user = userEvent.setup()
    const { textarea } = renderScreen()
    expect(textarea).not.toHaveAttribute('maxLength')
    const counter = screen.getByTestId('message-counter')
    expect(counter).toHaveTextContent('0/2000')
    expect(screen.getByText('0 characters')).toBeInTheDocument()
    expect(screen.getByText('0 words')).toBeInTheDocument()

    await user.type(textarea, 'Hey  you there')
    expect(counter).toHaveTextContent('14/2000')
    expect(screen.getByText('14 characters')).toBeInTheDocument()
    expect(screen.getByText('3 words')).toBeInTheDocument()
    expect(counter.className).not.toMatch(/amber|red/)
  })

  it('warns near the limit and at it', () => {
    const { textarea } = renderScreen()
    const counter = screen.getByTestId('message-counter')

    fireEvent.change(textarea, { target: { value: 'a'.repeat(1800) } })
    expect(counter).toHaveTextContent('1800/2000')
    expect(counter.className).toMatch(/amber/)
    expect(screen.getByText('200 characters left')).toBeInTheDocument()

    fireEvent.change(textarea, { target: { value: 'a'.repeat(2000) } })
    expect(counter.className).toMatch(/amber/)
    expect(screen.getByText('Character limit reached')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Analyze' })).toBeEnabled()
  })

  it('keeps a pasted message over 2,000 characters whole, says so in red and waits, or keeps the first 2,000', async () => {
    const user = userEvent.setup()
    const http = mockFetch(answer)
    const { textarea } = renderScreen()
    const pasted = `${'word '.repeat(499)}end🙂`.padEnd(2500, 'x')

    fireEvent.change(textarea, { target: { value: pasted } })
    expect(textarea).toHaveValue(pasted)
    const counter = screen.getByTestId('message-counter')
    expect(counter).toHaveTextContent('2500/2000')
    expect(counter.className).toMatch(/red/)
    expect(textarea).toHaveAttribute('aria-invalid', 'true')
    const notice = screen.getByRole('alert')
    expect(notice).toHaveTextContent(
      'Your message is 2,500 characters; MessageIQ reads up to 2,000. Shorten it by 500 characters',
    )
    expect(screen.getByRole('button', { name: 'Analyze' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Rewrite' })).toBeDisabled()
    fireEvent.keyDown(textarea, { key: 'Enter', ctrlKey: true })
    expect(http.callsTo('/api/messages/analyze')).toHaveLength(0)

    await user.click(within(notice).getByRole('button', { name: 'Keep the first 2,000' }))
    expect((textarea as HTMLTextAreaElement).value).toBe(pasted.slice(0, 2000))
    expect(screen.getByText(/^Kept the first/)).toHaveTextContent(
      'Kept the first 2,000 of your 2,500 characters: the analysis covers only that part.',
    )
    expect(screen.getByRole('button', { name: 'Analyze' })).toBeEnabled()
  })

  it('grows the composer with its content up to 180 px, then scrolls', () => {
    const { textarea } = renderScreen()
    let contentHeight = 60
    vi.spyOn(textarea, 'scrollHeight', 'get').mockImplementation(() => contentHeight)

    fireEvent.change(textarea, { target: { value: 'one line' } })
    expect(textarea.style.height).toBe('60px')
    expect(textarea.style.overflowY).toBe('hidden')

    contentHeight = 400
    fireEvent.change(textarea, { target: { value: 'many\nlines\n'.repeat(20) } })
    expect(textarea.style.height).toBe(`${COMPOSER_MAX_HEIGHT_PX}px`)
    expect(textarea.style.overflowY).toBe('auto')
  })

  it('pages through the rewrites: starts at the first, arrows disabled at the ends, dots jump', async () => {
    const user = userEvent.setup()
    mockFetch(answer)
    const { textarea } = renderScreen()
    await user.type(textarea, flaggedMessage)
    await submit(user, 'Rewrite')

    const previous = screen.getByRole('button', { name: 'Previous rewrite' })
    const next = screen.getByRole('button', { name: 'Next rewrite' })
    const slide = () => screen.getByRole('group', { name: /of 3/ })
    const dot = (n: number) => screen.getByRole('button', { name: new RegExp(`^Show rewrite ${n} of 3`) })

    expect(slide()).toHaveAccessibleName('1 of 3: Professional')
    expect(within(slide()).getByText(sampleRewrites[0]?.text ?? '')).toBeInTheDocument()
    expect(within(slide()).getByText(`${sampleRewrites[0]?.character_count} characters`)).toBeInTheDocument()
    expect(within(slide()).getByText('Made it professional')).toBeInTheDocument()
    expect(slide()).toHaveTextContent('Tone shift: Passive aggressive → to Professional')
    expect(previous).toBeDisabled()
    expect(next).toBeEnabled()
    expect(dot(1)).toHaveAttribute('aria-current', 'true')

    await user.click(next)
    expect(slide()).toHaveAccessibleName('2 of 3: Friendly')
    expect(previous).toBeEnabled()
    await user.click(next)
    expect(slide()).toHaveAccessibleName('3 of 3: Concise')
    expect(next).toBeDisabled()
    expect(dot(3)).toHaveAttribute('aria-current', 'true')
    expect(dot(1)).not.toHaveAttribute('aria-current')

    await user.click(dot(1))
    expect(slide()).toHaveAccessibleName('1 of 3: Professional')
    expect(previous).toBeDisabled()
  })

  it('copies a rewrite and shows "Copied to clipboard!" for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    mockFetch(answer)
    const { textarea } = renderScreen()
    await user.type(textarea, flaggedMessage)
    await submit(user, 'Rewrite')

    await user.click(screen.getByRole('button', { name: 'Copy the professional rewrite' }))
    expect(writeText).toHaveBeenCalledWith(sampleRewrites[0]?.text)
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Copied to clipboard!')

    await act(() => vi.advanceTimersByTimeAsync(COPY_TOAST_MS - 100))
    expect(screen.getByText('Copied to clipboard!')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(screen.queryByText('Copied to clipboard!')).not.toBeInTheDocument()
  })

  it('says "Failed to copy to clipboard" when the clipboard refuses', async () => {
    const user = userEvent.setup()
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')) },
      configurable: true,
    })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    mockFetch(answer)
    const { textarea } = renderScreen()
    await user.type(textarea, flaggedMessage)
    await submit(user, 'Rewrite')

    await user.click(screen.getByRole('button', { name: 'Copy the professional rewrite' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to copy to clipboard')
    expect(screen.queryByText('Copied to clipboard!')).not.toBeInTheDocument()
  })

  it('marks the results stale once the message changes, refuses to copy them, and a new analysis replaces both', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    mockFetch(answer)
    const { textarea } = renderScreen()
    await user.type(textarea, flaggedMessage)
    await submit(user, 'Analyze')
    await submit(user, 'Rewrite')
    expect(screen.queryByText(/has changed since/)).not.toBeInTheDocument()

    await user.clear(textarea)
    await user.type(textarea, 'Hi Mark, attached is the invoice for November.')

    expect(screen.getByText(/has changed since this analysis/)).toBeInTheDocument()
    expect(screen.getByText(/has changed since these rewrites/)).toBeInTheDocument()
    const outOfDate = screen.getByRole('button', { name: 'The professional rewrite is out of date' })
    expect(outOfDate).toBeDisabled()
    await user.click(outOfDate)
    expect(writeText).not.toHaveBeenCalled()

    // The use case is part of what a result was made from too.
    await user.clear(textarea)
    await user.type(textarea, flaggedMessage)
    expect(screen.queryByText(/has changed since/)).not.toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Use case' }), 'work_email')
    expect(screen.getByText(/has changed since this analysis/)).toBeInTheDocument()

    await submit(user, 'Analyze')
    expect(screen.queryByText(/has changed since/)).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Rewrites' })).not.toBeInTheDocument()
  })

  it('resets everything and sets the use case back to general', async () => {
    const user = userEvent.setup()
    mockFetch(answer)
    const { textarea } = renderScreen()
    await user.type(textarea, flaggedMessage)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Use case' }), 'dating_app')
    await submit(user, 'Analyze')
    await submit(user, 'Rewrite')

    await user.click(screen.getByRole('button', { name: 'Reset' }))

    expect(textarea).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Use case' })).toHaveValue('general')
    expect(screen.queryByRole('heading', { name: 'Analysis' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Rewrites' })).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Welcome to MessageIQ' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument()
  })

  it("starts from the user's saved use case, remembers the one analysed with, and Reset brings the saved one back", async () => {
    const user = userEvent.setup()
    const saved = { ...savedPreferences, defaultUseCase: 'work_email' }
    const http = mockFetch((call) => {
      if (call.url.pathname !== '/api/user/preferences') return answer(call)
      const preferences = call.method === 'PUT' ? { ...saved, ...(call.body as object) } : saved
      return json({ preferences })
    })
    const { textarea } = renderScreen()
    const useCase = screen.getByRole('combobox', { name: 'Use case' })
    await waitFor(() => expect(useCase).toHaveValue('work_email'))
    await user.type(textarea, flaggedMessage)
    await submit(user, 'Analyze')
    const puts = () => http.callsTo('/api/user/preferences').filter((call) => call.method === 'PUT')
    // Analysed with the saved use case: nothing to remember.
    expect(puts()).toEqual([])

    await user.selectOptions(useCase, 'dating_app')
    await submit(user, 'Analyze')
    expect(puts().map((call) => call.body)).toEqual([{ defaultUseCase: 'dating_app' }])

    await user.selectOptions(useCase, 'general')
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(useCase).toHaveValue('dating_app')
  })

  describe('spelling and grammar', () => {
    const typo = 'your welcome, i recieved teh file'
    const problem = (word: string, replacements: string[]) => {
      const start = typo.indexOf(word)
      return {
        kind: 'spelling',
        text: word,
        span: { start, end: start + word.length },
        message: `About ${word}.`,
        replacements,
      }
    }
    const grammarAnswer = {
      problems: [
        problem('your', ["you're"]),
        problem('recieved', ['received']),
        problem('teh', ['the', 'tech']),
      ],
    }
    const withGrammar: Route = (call) =>
      call.url.pathname === '/api/messages/grammar' ? json(grammarAnswer) : answer(call)

    it('checks grammar with the analysis and underlines each problem, reachable by keyboard', async () => {
      const user = userEvent.setup()
      const http = mockFetch(withGrammar)
      const { textarea } = renderScreen()
      await user.type(textarea, typo)
      await submit(user, 'Analyze')

      expect(http.callsTo('/api/messages/grammar')[0]?.body).toEqual({ message: typo, use_case: 'general' })
      const underlined = await screen.findByRole('button', { name: 'recieved' })
      expect(underlined).toHaveAccessibleDescription(/About recieved\./)
      await user.click(underlined)
      expect(screen.getByRole('button', { name: 'Replace “recieved” with “received”' })).toHaveFocus()
    })

    it('counts the problems in clarity once the check has answered', async () => {
      const user = userEvent.setup()
      mockFetch(withGrammar)
      const { textarea } = renderScreen()
      await user.type(textarea, typo)
      await submit(user, 'Analyze')

      expect(await screen.findByText('Includes 3 spelling or grammar problems')).toBeInTheDocument()
      const clarity = Math.round(sampleAnalysis.scores.clarity.score) - 12
      expect(screen.getByRole('meter', { name: 'Clarity' })).toHaveAttribute('aria-valuetext', `${clarity}%`)
    })

    it('applies a fix in one click, and "Fix all" applies every unambiguous one', async () => {
      const user = userEvent.setup()
      mockFetch(withGrammar)
      const { textarea } = renderScreen()
      await user.type(textarea, typo)
      await submit(user, 'Analyze')

      await user.click(await screen.findByRole('button', { name: 'Replace “teh” with “the”' }))
      expect(textarea).toHaveValue('your welcome, i recieved the file')
      expect(screen.queryByRole('button', { name: 'teh' })).not.toBeInTheDocument()

      await user.click(screen.getByRole('button', { name: 'Fix all (2)' }))
      expect(textarea).toHaveValue("you're welcome, i received the file")
      expect(screen.getByText('No spelling or grammar problems found.')).toBeInTheDocument()
    })

    it('shows the analysis while grammar is still checking, and a failed check can be tried again', async () => {
      const user = userEvent.setup()
      let grammarCalls = 0
      mockFetch((call) => {
        if (call.url.pathname !== '/api/messages/grammar') return answer(call)
        grammarCalls++
        return grammarCalls === 1 ? json({ detail: 'Server error' }, 500) : json({ problems: [] })
      })
      const { textarea } = renderScreen()
      await user.type(textarea, typo)
      await submit(user, 'Analyze')

      expect(await screen.findByText('Spelling and grammar could not be checked.')).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByText('No spelling or grammar problems found.')).toBeInTheDocument()
    })

    it('says when the spelling check was partial instead of "no problems", and checks again on request', async () => {
      const user = userEvent.setup()
      let grammarCalls = 0
      const http = mockFetch((call) => {
        if (call.url.pathname !== '/api/messages/grammar') return answer(call)
        grammarCalls++
        return grammarCalls === 1
          ? json({ problems: [], partial: { reason: 'deadline' } })
          : json(grammarAnswer)
      })
      const { textarea } = renderScreen()
      await user.type(textarea, typo)
      await submit(user, 'Analyze')

      const notice = await screen.findByText('Spelling check was partial — try again in a moment.')
      expect(notice).toHaveAttribute('role', 'status')
      expect(screen.queryByText('No spelling or grammar problems found.')).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Check again' }))
      expect(await screen.findByRole('button', { name: 'recieved' })).toBeInTheDocument()
      expect(
        screen.queryByText('Spelling check was partial — try again in a moment.'),
      ).not.toBeInTheDocument()
      expect(http.callsTo('/api/messages/grammar').map((grammarCall) => grammarCall.body)).toEqual([
        { message: typo, use_case: 'general' },
        { message: typo, use_case: 'general' },
      ])
    })
  })
})
