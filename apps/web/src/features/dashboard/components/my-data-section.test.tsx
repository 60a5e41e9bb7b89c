import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { json, mockFetch, signInForTest } from '~/test/http'
import { renderRoutes } from '~/test/render'
import { MyDataSection } from './my-data-section'

const dataFile = () =>
  new Response('{"account":{}}', {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': 'attachment; filename="tipsy-my-data-2026-01-01.json"',
    },
  })

function renderSection() {
  signInForTest()
  return renderRoutes([{ path: '/app/dashboard', element: <MyDataSection /> }], '/app/dashboard')
}

describe('MyDataSection', () => {
  let saved: HTMLAnchorElement[]
  beforeEach(() => {
    saved = []
    // jsdom has no object URLs, and a click on a download link would navigate.
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: () => 'blob:my-data',
        revokeObjectURL: vi.fn(),
      }),
    )
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this)
    })
  })

  it('downloads everything about the user as one JSON file, saved under the server’s name', async () => {
    const user = userEvent.setup()
    let answer: (response: Response) => void = () => undefined
    const http = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    renderSection()

    const section = screen.getByRole('region', { name: 'Your data' })
    await user.click(within(section).getByRole('button', { name: 'Download my data' }))

    const busy = within(section).getByRole('button', { name: 'Preparing download...' })
    expect(busy).toHaveAttribute('aria-busy', 'true')
    answer(dataFile())
    await vi.waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toHaveAttribute('download', 'tipsy-my-data-2026-01-01.json')
    expect(saved[0]).toHaveAttribute('href', 'blob:my-data')
    expect(http.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /api/user/data-export',
    ])
    expect(await within(section).findByRole('button', { name: 'Download my data' })).toBeEnabled()
  })

  it('says when the download fails, and Try again downloads it', async () => {
    const user = userEvent.setup()
    let serverDown = true
    mockFetch(() => (serverDown ? json({}, 503) : dataFile()))
    renderSection()

    await user.click(screen.getByRole('button', { name: 'Download my data' }))
    const alert = await within(screen.getByRole('region', { name: 'Your data' })).findByRole('alert')
    expect(alert).toHaveTextContent('Failed to download your data')
    expect(saved).toHaveLength(0)

    serverDown = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await vi.waitFor(() => expect(saved).toHaveLength(1))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
