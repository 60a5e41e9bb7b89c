import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  defaultTones,
  GENERATE_CONTEXT_MAX_LENGTH,
  GENERATE_PROMPT_MAX_LENGTH,
  type GeneratedMessage,
  type Preferences,
} from '@tipsy/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { REQUEST_TIMEOUT_MS } from '~/lib/api-client'
import { useAppStore } from '~/stores/app-store'
import {
  hangUntilAborted,
  json,
  mockFetch,
  type RecordedCall,
  type Route,
  signInForTest,
  sse,
} from '~/test/http'
import { freePlan, premiumPlan } from '~/test/plan'
import { renderRoutes } from '~/test/render'
import { GENERATOR_COPIED_MS } from './generated-message-list'
import { MessageGeneratorScreen } from './message-generator-screen'

const message = (id: string, tone = 'drunk'): GeneratedMessage => ({
  id,
  tone,
  text: `Message ${id}`,
  timestamp: '2025-01-01T00:00:00.000Z',
})
const generated = [
  message('11111111-1111-4111-8111-111111111111'),
  message('22222222-2222-4222-8222-222222222222'),
]
const generationId = '99999999-9999-4999-8999-999999999999'
const done = { generatedMessages: generated, message_id: generationId }

const preferences: Preferences = {
  defaultTones,
  defaultPlatform: null,
  defaultUseCase: 'general',
  selectedEmoji: null,
}

/** Preferences, copy events and a streamed generation unless `generate` says otherwise. */
function api(
  generate: Route = () =>
    sse([...generated.map((data) => ({ event: 'message', data })), { event: 'done', data: done }]),
) {
  return mockFetch((call) => {
    if (call.url.pathname === '/api/user/preferences') return json({ preferences })
    if (call.url.pathname === '/api/messages/copy-event') return json({ recorded: true })
    return generate(call)
  })
}

const streamBody = (calls: RecordedCall[]) =>
  calls.find((call) => call.url.pathname.startsWith('/api/messages/generate'))?.body

function renderScreen() {
  renderRoutes(
    [{ path: '/app/message-generator', element: <MessageGeneratorScreen /> }],
    '/app/message-generator',
  )
  return {
    prompt: screen.getByRole('textbox', { name: 'What do you want to say?' }),
    context: screen.getByRole('textbox', { name: 'Context (optional)' }),
    submit: () => screen.getByRole('button', { name: /^(Generate messages|Generating\.\.\.)$/ }),
  }
}

beforeEach(() => signInForTest())

describe('Message Generator screen', () => {
  it('starts with sober at 50 and every other tone at 0, values shown', () => {
    api()
    renderScreen()
    expect(screen.getByRole('slider', { name: /Sober/ })).toHaveValue('50')
    for (const tone of ['Tipsy', 'Drunk', 'Flirty', 'Confident', 'Funny', 'Casual', 'Bold']) {
      const slider = screen.getByRole('slider', { name: new RegExp(tone) })
      expect(slider).toHaveValue('0')
      expect(slider).toHaveAttribute('aria-valuetext', '0 out of 100')
      expect(slider).toHaveAttribute('step', '1')
    }
  })

  it('sends nothing for a blank prompt, and says what is missing', async () => {
    const user = userEvent.setup()
    const http = api()
    const { prompt, submit } = renderScreen()
    await user.type(prompt, '   ')
    await user.click(submit())

    expect(http.callsTo('/api/messages/generate/stream')).toHaveLength(0)
    expect(prompt).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Enter what your message should say.')).toBeInTheDocument()
  })

  it.each([
    ['request', 'prompt', GENERATE_PROMPT_MAX_LENGTH],
    ['context', 'context', GENERATE_CONTEXT_MAX_LENGTH],
  ] as const)(
    'keeps an over-long pasted %s whole, says so in red and blocks Generate until it fits',
    async (what, field, limit) => {
      const user = userEvent.setup()
      const http = api()
      const fields = renderScreen()
      if (field === 'context') await user.type(fields.prompt, 'Ask Sam to dinner')
      const pasted = 'x'.repeat(limit + 500)
      await user.click(fields[field])
      await user.paste(pasted)

      expect(fields[field]).toHaveValue(pasted)
      expect(fields[field]).toHaveAttribute('aria-invalid', 'true')
      const notice = screen.getByRole('alert')
      expect(notice).toHaveTextContent(
        `Your ${what} is ${(limit + 500).toLocaleString('en-US')} characters; the generator reads up to ${limit.toLocaleString('en-US')}. Shorten it by 500 characters to generate messages.`,
      )
      expect(fields[field]).toHaveAccessibleDescription(expect.stringContaining(`Your ${what} is`))
      expect(
        screen.getByText(`${(limit + 500).toLocaleString('en-US')}/${limit.toLocaleString('en-US')}`),
      ).toHaveAttribute('data-over', 'true')
      expect(fields.submit()).toBeDisabled()
      fireEvent.submit(fields.submit().closest('form') as HTMLFormElement)
      expect(http.callsTo('/api/messages/generate/stream')).toHaveLength(0)

      await user.clear(fields[field])
      await user.type(fields[field], 'Fits now')
      expect(screen.queryByRole('alert')).toBeNull()
      expect(fields.submit()).toBeEnabled()
    },
  )

  it('sends the trimmed prompt and tones, leaving out an empty context and no platform', async () => {
    const user = userEvent.setup()
    const http = api()
    const { prompt, context, submit } = renderScreen()
    await user.type(prompt, '  Ask Sam to dinner  ')
    await user.type(context, '   ')
    await user.click(submit())
    await screen.findByText(`Message ${generated[1]?.id}`)

    expect(streamBody(http.calls)).toEqual({ prompt: 'Ask Sam to dinner', tones: defaultTones })
  })

  it('trims the context, and sends the chosen platform and slider values', async () => {
    const user = userEvent.setup()
    const http = api()
    const { prompt, context, submit } = renderScreen()
    await user.type(prompt, 'Ask Sam to dinner')
    await user.type(context, '  We met at the climbing gym.  ')
    await user.click(screen.getByRole('button', { name: 'SMS' }))
    const drunk = screen.getByRole('slider', { name: /Drunk/ })
    fireEvent.change(drunk, { target: { value: '90' } })
    expect(drunk).toHaveAttribute('aria-valuetext', '90 out of 100')
    expect(drunk.parentElement).toHaveTextContent('Drunk90')
    await user.click(submit())
    await screen.findByText(`Message ${generated[1]?.id}`)

    expect(streamBody(http.calls)).toEqual({
      prompt: 'Ask Sam to dinner',
      context: 'We met at the climbing gym.',
      platform: 'sms',
      tones: { ...defaultTones, drunk: 90 },
    })
  })

  it('groups platforms as professional and personal; choosing the chosen one again deselects it', async () => {
    const user = userEvent.setup()
    const http = api()
    const { prompt, submit } = renderScreen()
    const professional = screen.getByRole('group', { name: 'Professional' })
    const personal = screen.getByRole('group', { name: 'Personal' })
    expect(
      within(professional)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('Email'),
      expect.stringContaining('Slack'),
      expect.stringContaining('LinkedIn'),
      expect.stringContaining('Teams'),
    ])
    expect(within(personal).getAllByRole('button')).toHaveLength(6)

    const sms = screen.getByRole('button', { name: 'SMS' })
    const slack = screen.getByRole('button', { name: 'Slack' })
    await user.click(sms)
    expect(sms).toHaveAttribute('aria-pressed', 'true')
    await user.click(slack)
    expect(slack).toHaveAttribute('aria-pressed', 'true')
    expect(sms).toHaveAttribute('aria-pressed', 'false')
    await user.click(slack)
    expect(slack).toHaveAttribute('aria-pressed', 'false')

    await user.type(prompt, 'Hi')
    await user.click(submit())
    await screen.findByText(`Message ${generated[0]?.id}`)
    expect(streamBody(http.calls)).not.toHaveProperty('platform')
  })

  it('disables submit reading "Generating...", counts seconds, and adds the slow note after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    let finish: () => void = () => undefined
    api(
      () =>
        new Promise((resolve) => {
          finish = () => resolve(sse([{ event: 'done', data: done }]))
        }),
    )
    const { prompt, submit } = renderScreen()
    await user.type(prompt, 'Hi')
    await user.click(submit())

    // Unavailable but focusable: the focus stays on it instead of falling to <body>.
    expect(submit()).toHaveAttribute('aria-disabled', 'true')
    expect(submit()).toHaveFocus()
    expect(submit()).toHaveTextContent('Generating...')
    expect(screen.getByRole('status')).toHaveTextContent('Generating messages... 0s')

    await act(() => vi.advanceTimersByTimeAsync(5_000))
    expect(screen.getByRole('status')).toHaveTextContent('Generating messages... 5s')
    expect(screen.queryByText('This is taking longer than usual. Please wait...')).not.toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(screen.getByRole('status')).toHaveTextContent('6s')
    expect(screen.getByText('This is taking longer than usual. Please wait...')).toBeInTheDocument()

    await act(async () => finish())
    expect(await screen.findByText(`Message ${generated[0]?.id}`)).toBeInTheDocument()
    expect(submit()).not.toHaveAttribute('aria-disabled')
    expect(screen.getByRole('heading', { name: 'Your messages' })).toHaveFocus()
    expect(submit()).toHaveTextContent('Generate messages')
    expect(screen.queryByText('This is taking longer than usual. Please wait...')).not.toBeInTheDocument()
  })

  it('shows each streamed message as it arrives, before the generation is done', async () => {
    const user = userEvent.setup()
    const encoder = new TextEncoder()
    let push: (chunk: string) => void = () => undefined
    let end: () => void = () => undefined
    api(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              push = (chunk) => controller.enqueue(encoder.encode(chunk))
              end = () => controller.close()
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    )
    const { prompt, submit } = renderScreen()
    await user.type(prompt, 'Hi')
    await user.click(submit())

    await act(async () => push(`event: message\ndata: ${JSON.stringify(generated[0])}\n\n`))
    expect(await screen.findByText(`Message ${generated[0]?.id}`)).toBeInTheDocument()
    expect(screen.queryByText(`Message ${generated[1]?.id}`)).not.toBeInTheDocument()
    expect(submit()).toHaveAttribute('aria-disabled', 'true')

    await act(async () => {
      push(
        `event: message\ndata: ${JSON.stringify(generated[1])}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`,
      )
      end()
    })
    expect(await screen.findByText(`Message ${generated[1]?.id}`)).toBeInTheDocument()
    await vi.waitFor(() => expect(submit()).toBeEnabled())
    expect(
      within(screen.getByRole('list', { name: 'Generated messages' })).getAllByRole('listitem'),
    ).toHaveLength(2)
  })

  it('falls back to POST /messages/generate when the stream is not available', async () => {
    const user = userEvent.setup()
    const http = api((call) =>
      call.url.pathname === '/api/messages/generate/stream' ? json({ surprise: true }) : json(done),
    )
    const { prompt, submit } = renderScreen()
    await user.type(prompt, 'Hi')
    await user.click(submit())

    expect(await screen.findByText(`Message ${generated[1]?.id}`)).toBeInTheDocument()
    expect(http.callsTo('/api/messages/generate')[0]?.body).toEqual({ prompt: 'Hi', tones: defaultTones })
    expect(useAppStore.getState().error).toBeNull()
  })

  it('shows the server detail in a dismissible banner, without falling back', async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const http = api(() =>
      json({ detail: 'Daily limit of 20 generations reached; resets at midnight UTC' }, 429),
    )
    const { prompt, submit } = renderScreen()
    await user.type(prompt, 'Hi')
    await user.click(submit())

    const banner = await screen.findByRole('alert')
    expect(banner).toHaveTextContent('Daily limit of 20 generations reached; resets at midnight UTC')
    expect(http.callsTo('/api/messages/generate')).toHaveLength(0)
    await user.click(within(banner).getByRole('button', { name: 'Dismiss error' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('explains a request it could not read, and an example fills the prompt', async () => {
    const user = userEvent.setup()
    const detail = "I couldn't tell what the message should say. Say who it's for and what to tell them."
    api(() => json({ detail, code: 'unclear_request' }, 422))
    const { prompt, submit } = renderScreen()
    await user.type(prompt, 'hmm')
    await user.click(submit())
    const hint = await screen.findByRole('status')
    expect(hint).toHaveTextContent(detail)
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(within(hint).getByRole('button', { name: "tell Sam I'm running 10 minutes late" }))
    expect(prompt).toHaveValue("tell Sam I'm running 10 minutes late")
    expect(prompt).toHaveFocus()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it.each([
    [429, 'Free plan limit reached: 20 message generations a day.', false],
    [400, 'The request is too long.', false],
    [503, 'The writer is busy. Please try again in a few seconds.', true],
  ])(
    'a %i shows the server’s words, with "Try again" only if asking again can help',
    async (status, detail, retry) => {
      const user = userEvent.setup()
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      api(() => json({ detail }, status))
      const { prompt, submit } = renderScreen()
      await user.type(prompt, 'Hi')
      await user.click(submit())
      const banner = await screen.findByRole('alert')
      expect(banner).toHaveTextContent(detail)
      expect(within(banner).queryByRole('button', { name: /try again/i }) !== null).toBe(retry)
    },
  )

  it('says the request timed out after 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    api((call) => hangUntilAborted(call.signal))
    const { prompt, submit } = renderScreen()
    await user.type(prompt, 'Hi')
    await user.click(submit())

    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Request timed out. The server may be taking too long to process your request. Please try again.',
    )
  })

  it('marks a copied message for 2 seconds and records the copy event', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const http = api()
    const { prompt, submit } = renderScreen()
    await user.type(prompt, 'Hi')
    await user.click(submit())
    await screen.findByText(`Message ${generated[1]?.id}`)
    await vi.waitFor(() => expect(submit()).toBeEnabled())

    const [first] = within(screen.getByRole('list', { name: 'Generated messages' })).getAllByRole('listitem')
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Copy' }))

    expect(writeText).toHaveBeenCalledWith(`Message ${generated[0]?.id}`)
    expect(within(first as HTMLElement).getByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    await vi.waitFor(() => expect(http.callsTo('/api/messages/copy-event')).toHaveLength(1))
    expect(http.callsTo('/api/messages/copy-event')[0]?.body).toEqual({
      message_id: generationId,
      variation_id: generated[0]?.id,
    })

    await act(() => vi.advanceTimersByTimeAsync(GENERATOR_COPIED_MS - 100))
    expect(within(first as HTMLElement).getByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(within(first as HTMLElement).getByRole('button', { name: 'Copy' })).toBeInTheDocument()
  })

  it("preloads the user's saved default tones and platform", async () => {
    mockFetch(() =>
      json({
        preferences: {
          ...preferences,
          defaultTones: { ...defaultTones, funny: 30 },
          defaultPlatform: 'slack',
        },
      }),
    )
    renderScreen()

    expect(await screen.findByRole('button', { name: 'Slack', pressed: true })).toBeInTheDocument()
    expect(screen.getByRole('slider', { name: /Funny/ })).toHaveValue('30')
  })

  it('keeps the tones and platform it wrote with as the defaults of the next visit, sending only what changed', async () => {
    const user = userEvent.setup()
    const http = api()
    const { prompt, submit } = renderScreen()
    await screen.findByRole('button', { name: 'Slack', pressed: false })
    await user.type(prompt, 'Ask Sam to dinner')
    await user.click(submit())
    await screen.findByText(`Message ${generated[0]?.id}`)
    // The defaults were used as saved: nothing to remember.
    expect(http.callsTo('/api/user/preferences').filter((call) => call.method === 'PUT')).toEqual([])

    fireEvent.change(screen.getByRole('slider', { name: /Drunk/ }), { target: { value: '80' } })
    await user.click(screen.getByRole('button', { name: 'Slack' }))
    await user.click(submit())
    await screen.findByText(`Message ${generated[0]?.id}`)
    const saved = http.callsTo('/api/user/preferences').filter((call) => call.method === 'PUT')
    expect(saved.map((call) => call.body)).toEqual([
      { defaultTones: { ...defaultTones, drunk: 80 }, defaultPlatform: 'slack' },
    ])
  })

  describe('with the plan', () => {
    const withPlan = (plan: ReturnType<typeof freePlan>, saved = defaultTones) =>
      mockFetch((call) => {
        if (call.url.pathname === '/api/user/plan') return json(plan)
        if (call.url.pathname === '/api/user/preferences')
          return json({ preferences: { ...preferences, defaultTones: saved } })
        return sse([...generated.map((data) => ({ event: 'message', data })), { event: 'done', data: done }])
      })

    it('locks the Premium tones for Free at 0, with a lock, an upgrade link, and sends them at 0', async () => {
      const user = userEvent.setup()
      const http = withPlan(freePlan(), { ...defaultTones, funny: 30, casual: 20 })
      const { prompt, submit } = renderScreen()

      expect(await screen.findByTestId('tone-upgrade-hint')).toHaveTextContent(
        'Flirty, Confident, Funny and Bold are Premium tones. Upgrade to Premium to use all eight.',
      )
      expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing')
      for (const tone of ['Flirty', 'Confident', 'Funny', 'Bold']) {
        const slider = screen.getByRole('slider', { name: new RegExp(`${tone} \\(Premium\\)`) })
        expect(slider).toBeDisabled()
        expect(slider).toHaveValue('0')
        expect(slider).toHaveAccessibleDescription('Premium tone')
      }
      for (const tone of ['Sober', 'Tipsy', 'Drunk', 'Casual']) {
        expect(screen.getByRole('slider', { name: new RegExp(`^${tone}$`) })).toBeEnabled()
      }
      expect(screen.getByRole('slider', { name: /Casual/ })).toHaveValue('20')
      expect(screen.getByTestId('quota-generate')).toHaveTextContent(
        '12 of 20 generations left today · resets at 00:00 UTC',
      )

      await user.type(prompt, 'Hi')
      await user.click(submit())
      await screen.findByText(`Message ${generated[1]?.id}`)
      expect(streamBody(http.calls)).toEqual({ prompt: 'Hi', tones: { ...defaultTones, casual: 20 } })
    })

    it('reads the quota again after a generation', async () => {
      const user = userEvent.setup()
      const http = withPlan(freePlan())
      const { prompt, submit } = renderScreen()
      await screen.findByTestId('quota-generate')
      const before = http.callsTo('/api/user/plan').length

      await user.type(prompt, 'Hi')
      await user.click(submit())
      await screen.findByText(`Message ${generated[1]?.id}`)
      await vi.waitFor(() => expect(http.callsTo('/api/user/plan').length).toBeGreaterThan(before))
    })

    it('offers no generation when none are left today, as the server would refuse it', async () => {
      const user = userEvent.setup()
      const spent = freePlan()
      const http = withPlan({
        ...spent,
        usedToday: { ...spent.usedToday, generate: spent.limits.generate ?? 0 },
      })
      const { prompt, submit } = renderScreen()
      expect(await screen.findByTestId('quota-generate')).toHaveTextContent('No generations left today')
      await user.type(prompt, 'Hi{Enter}')
      expect(submit()).toBeDisabled()
      expect(http.callsTo('/api/messages/generate/stream')).toHaveLength(0)
    })

    it('leaves every slider free for Premium, with unlimited generations', async () => {
      withPlan(premiumPlan(), { ...defaultTones, funny: 30 })
      renderScreen()

      expect(await screen.findByTestId('quota-generate')).toHaveTextContent('Unlimited generations')
      expect(screen.queryByTestId('tone-upgrade-hint')).not.toBeInTheDocument()
      for (const slider of screen.getAllByRole('slider')) expect(slider).toBeEnabled()
      expect(screen.getByRole('slider', { name: /Funny/ })).toHaveValue('30')
    })
  })
})
