import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { signInForTest } from '~/test/http'
import { SubscribeButton } from './subscribe-button'

describe('SubscribeButton', () => {
  it('shows "Redirecting...", disables itself and sends the browser to the checkout', async () => {
    const redirect = vi.fn()
    render(<SubscribeButton redirect={redirect} />)

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }))

    expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeDisabled()
    expect(redirect).toHaveBeenCalledOnce()
    const url = new URL(redirect.mock.calls[0]?.[0], window.location.origin)
    expect(url.pathname).toBe('/app/subscription')
    expect(url.searchParams.get('redirectUrl')).toBe(`${window.location.origin}/app/dashboard`)
    expect(url.searchParams.has('email')).toBe(false)
  })

  it("passes a signed-in user's e-mail, locked", async () => {
    signInForTest()
    const redirect = vi.fn()
    render(<SubscribeButton redirect={redirect} />)

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }))

    const url = new URL(redirect.mock.calls[0]?.[0], window.location.origin)
    expect(url.searchParams.get('email')).toBe('ada@example.com')
    expect(url.searchParams.get('disableEmail')).toBe('true')
  })
})
