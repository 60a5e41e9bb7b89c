import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { endSession } from '~/features/auth/session/session'
import { signInForTest } from '~/test/http'
import { page, renderRoutes } from '~/test/render'
import { SessionWatcher } from './session-watcher'

describe('SessionWatcher', () => {
  it('goes to /login when the session ends on its own', () => {
    signInForTest()
    const { router } = renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <SessionWatcher />
              {page('Landing')}
            </>
          ),
        },
        { path: '/login', element: page('Login') },
      ],
      '/',
    )

    act(() => endSession())

    expect(router.state.location.pathname).toBe('/login')
  })
})
