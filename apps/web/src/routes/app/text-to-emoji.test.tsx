import { screen } from '@testing-library/react'
import { defaultTones } from '@tipsy/contracts'
import { describe, expect, it, vi } from 'vitest'
import { json, mockFetch, signInForTest } from '~/test/http'
import { freePlan, premiumPlan } from '~/test/plan'
import { renderRoutes } from '~/test/render'
import TextToEmojiScreen from './text-to-emoji'

vi.mock('frimousse', () => import('~/test/fake-frimousse'))

function renderAt(path: string, plan = freePlan()) {
  signInForTest()
  mockFetch((call) =>
    call.url.pathname === '/api/user/plan'
      ? json(plan)
      : json({
          preferences: {
            defaultTones,
            defaultPlatform: null,
            defaultUseCase: 'general',
            selectedEmoji: null,
          },
        }),
  )
  return renderRoutes([{ path: '/app/text-to-emoji/:message?', element: <TextToEmojiScreen /> }], path)
}

const input = () => screen.getByPlaceholderText('What are you thinking? 🤔')

describe('Text-to-Emoji screen', () => {
  it('prefills the message from the path segment', () => {
    renderAt('/app/text-to-emoji/pizza%20party')
    expect(input()).toHaveValue('pizza party')
  })

  it('prefills the message from ?message=', () => {
    renderAt('/app/text-to-emoji?message=good%20morning%20%F0%9F%8C%9E')
    expect(input()).toHaveValue('good morning 🌞')
  })

  it('starts empty without a message, and shows Free users the sponsored table and their quota', async () => {
    renderAt('/app/text-to-emoji')
    expect(input()).toHaveValue('')
    expect(screen.getByRole('heading', { name: 'Text-to-Emoji' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Sponsored' })).toBeInTheDocument()
    expect(screen.getByTestId('quota-emoji')).toHaveTextContent(
      '98 of 100 emoji generations left today · resets at 00:00 UTC',
    )
    const links = screen.getAllByRole('link', { name: /opens in a new tab/ })
    expect(links.length).toBeGreaterThanOrEqual(2)
    for (const link of links) expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer')
  })

  it('hides the sponsored table for Premium (ad-free) and shows unlimited use', async () => {
    renderAt('/app/text-to-emoji', premiumPlan())
    expect(await screen.findByTestId('quota-emoji')).toHaveTextContent(
      /Premium\s*Unlimited emoji generations/,
    )
    expect(screen.queryByRole('heading', { name: 'Sponsored' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /opens in a new tab/ })).not.toBeInTheDocument()
  })

  it('refills the input when the address brings a new message', async () => {
    const { router } = renderAt('/app/text-to-emoji?message=one')
    expect(input()).toHaveValue('one')
    await router.navigate('/app/text-to-emoji?message=two')
    expect(await screen.findByDisplayValue('two')).toBe(input())
  })
})
