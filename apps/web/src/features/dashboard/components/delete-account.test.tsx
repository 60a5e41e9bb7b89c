import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { draftsKey } from '~/lib/drafts/draft-store'
import { useAppStore } from '~/stores/app-store'
import { json, mockFetch, type RecordedCall, signInForTest, testUser } from '~/test/http'
import { freePlan, premiumPlan } from '~/test/plan'
import { renderRoutes } from '~/test/render'
import { AccountDeletedNotice } from './account-deleted-notice'
import { MyDataSection } from './my-data-section'

type DeletionAnswer = () => Response | Promise<Response>

function renderDashboard(answer: DeletionAnswer, plan = freePlan()) {
  const http = mockFetch((call: RecordedCall) => {
    if (call.url.pathname === '/api/user/plan') return json(plan)
    if (call.url.pathname === '/api/user/account') return answer()
    return json({ detail: 'unexpected call' }, 404)
  })
  signInForTest()
  const rendered = renderRoutes(
    [
      { path: '/app/dashboard', element: <MyDataSection /> },
      { path: '/', element: <AccountDeletedNotice /> },
    ],
    '/app/dashboard',
  )
  return { ...rendered, http }
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const section = screen.getByRole('region', { name: 'Your data' })
  await user.click(within(section).getByRole('button', { name: 'Delete my account' }))
  return screen.getByRole('dialog', { name: 'Delete your account?' })
}

describe('Delete my account', () => {
  it('offers the download first, and deletes only once DELETE is typed', async () => {
    const user = userEvent.setup()
    const { http } = renderDashboard(() => json({ deleted: true, subscriptionCancelled: false }))

    const dialog = await openDialog(user)

    expect(dialog).toHaveAccessibleDescription(/deleted at once\. This cannot be undone\./)
    expect(within(dialog).getByRole('button', { name: 'Download my data' })).toBeEnabled()
    const confirm = within(dialog).getByRole('button', { name: 'Yes, delete my account' })
    expect(confirm).toBeDisabled()
    const field = within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' })
    await user.type(field, 'DELET')
    expect(confirm).toBeDisabled()
    await user.type(field, 'E')
    expect(confirm).toBeEnabled()
    expect(http.callsTo('/api/user/account')).toHaveLength(0)
  })

  it('takes the word exactly as shown', async () => {
    const user = userEvent.setup()
    renderDashboard(() => json({ deleted: true, subscriptionCancelled: false }))

    const dialog = await openDialog(user)
    await user.type(within(dialog).getByRole('textbox'), 'delete')

    expect(within(dialog).getByRole('button', { name: 'Yes, delete my account' })).toBeDisabled()
  })

  it('closes with "Keep my account" and forgets what was typed', async () => {
    const user = userEvent.setup()
    const { http } = renderDashboard(() => json({ deleted: true, subscriptionCancelled: false }))

    let dialog = await openDialog(user)
    await user.type(within(dialog).getByRole('textbox'), 'DELETE')
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    dialog = await openDialog(user)
    expect(within(dialog).getByRole('textbox')).toHaveValue('')
    expect(http.callsTo('/api/user/account')).toHaveLength(0)
  })

  it('says a Premium subscription ends with the account', async () => {
    const user = userEvent.setup()
    renderDashboard(() => json({ deleted: true, subscriptionCancelled: true }), premiumPlan())

    const dialog = await openDialog(user)

    expect(await within(dialog).findByText(/Your Premium subscription is cancelled with it/)).toBeVisible()
  })

  it('deletes, signs this device out and lands on the landing page with the notice', async () => {
    const user = userEvent.setup()
    localStorage.setItem(draftsKey(testUser.id), JSON.stringify({ generator: { prompt: 'my secret' } }))
    let answer: (response: Response) => void = () => undefined
    const { http, router } = renderDashboard(() => new Promise<Response>((resolve) => (answer = resolve)))

    const dialog = await openDialog(user)
    await user.type(within(dialog).getByRole('textbox'), 'DELETE')
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }))

    const busy = within(dialog).getByRole('button', { name: 'Deleting...' })
    expect(busy).toBeDisabled()
    expect(within(dialog).getByRole('textbox')).toBeDisabled()
    const [call] = http.callsTo('/api/user/account')
    expect(call?.method).toBe('DELETE')
    expect(call?.body).toEqual({ confirm: 'DELETE' })
    expect(call?.headers.get('authorization')).toBe('Bearer access-1')

    answer(json({ deleted: true, subscriptionCancelled: true }))

    const notice = await screen.findByRole('status')
    expect(notice).toHaveTextContent('Your account has been deleted.')
    expect(notice).toHaveTextContent('Your Premium subscription was cancelled')
    expect(notice).toHaveFocus()
    expect(router.state.location.pathname).toBe('/')
    expect(useAppStore.getState()).toMatchObject({ isAuthenticated: false, user: null, token: null })
    expect(localStorage.getItem(draftsKey(testUser.id))).toBeNull()
    // Said once: the history entry no longer carries it.
    await vi.waitFor(() => expect(router.state.location.state).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it("shows the server's detail when a retry can succeed, and Try again deletes", async () => {
    const user = userEvent.setup()
    let providerDown = true
    const { router } = renderDashboard(() =>
      providerDown
        ? json(
            {
              detail:
                'The payment provider could not cancel your subscription right now, so your account was not deleted. Please try again.',
              code: 'provider_error',
            },
            502,
          )
        : json({ deleted: true, subscriptionCancelled: true }),
    )

    const dialog = await openDialog(user)
    await user.type(within(dialog).getByRole('textbox'), 'DELETE')
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment provider could not cancel your subscription right now, so your account was not deleted.',
    )
    expect(useAppStore.getState().isAuthenticated).toBe(true)
    providerDown = false
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(useAppStore.getState().isAuthenticated).toBe(false)
  })

  it('says a refusal a retry cannot pass, without offering Try again', async () => {
    const user = userEvent.setup()
    renderDashboard(() =>
      json(
        {
          detail:
            'The payment provider would not cancel your subscription, so your account was not deleted. Cancel it on the Subscription page first, then delete your account.',
          code: 'subscription_not_cancellable',
        },
        409,
      ),
    )

    const dialog = await openDialog(user)
    await user.type(within(dialog).getByRole('textbox'), 'DELETE')
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cancel it on the Subscription page first',
    )
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Yes, delete my account' })).toBeDisabled()
    expect(useAppStore.getState().isAuthenticated).toBe(true)
  })

  it('falls back to its own words when the server gives none', async () => {
    const user = userEvent.setup()
    renderDashboard(() => new Response('upstream gone', { status: 503 }))

    const dialog = await openDialog(user)
    await user.type(within(dialog).getByRole('textbox'), 'DELETE')
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete your account')
  })
})
