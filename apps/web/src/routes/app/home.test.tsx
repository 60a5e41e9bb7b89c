import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { json, mockFetch, signInForTest, testUser } from '~/test/http'
import { renderRoutes } from '~/test/render'
import AppHome from './home'

describe('signed-in welcome', () => {
  it("shows the user's initials, name and e-mail from /auth/me", async () => {
    signInForTest()
    mockFetch(() => json({ user: testUser }))
    renderRoutes([{ path: '/app', element: <AppHome /> }], '/app')

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace!' })).toBeInTheDocument()
    expect(screen.getByText('ada@example.com')).toBeInTheDocument()
    expect(screen.getByText('AL')).toBeInTheDocument()
  })

  it('shows the profile picture when there is one', async () => {
    signInForTest()
    const picture = 'https://lh3.googleusercontent.com/a/photo.jpg'
    mockFetch(() => json({ user: { ...testUser, picture } }))
    const { container } = renderRoutes([{ path: '/app', element: <AppHome /> }], '/app')

    await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace!' })
    expect(container.querySelector('img')).toHaveAttribute('src', picture)
  })
})
