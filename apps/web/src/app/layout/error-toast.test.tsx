import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { appError, useAppStore } from '~/stores/app-store'
import { ERROR_TOAST_MS, ErrorToast } from './error-toast'

describe('ErrorToast', () => {
  it('shows "Error", the message and the status code', () => {
    render(<ErrorToast />)
    act(() => useAppStore.getState().setError(appError('Login failed', 401)))

    const toast = screen.getByRole('alert')
    expect(toast).toHaveTextContent('Error')
    expect(toast).toHaveTextContent('Login failed')
    expect(toast).toHaveTextContent('Code: 401')
  })

  it('closes by itself after 5 seconds', () => {
    vi.useFakeTimers()
    render(<ErrorToast />)
    act(() => useAppStore.getState().setError(appError('Failed to get current user', 500)))

    act(() => vi.advanceTimersByTime(ERROR_TOAST_MS - 1))
    expect(screen.getByRole('alert')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(useAppStore.getState().error).toBeNull()
  })

  it('restarts the 5 seconds for a new error', () => {
    vi.useFakeTimers()
    render(<ErrorToast />)
    act(() => useAppStore.getState().setError(appError('First', 500)))
    act(() => vi.advanceTimersByTime(4_000))
    act(() => useAppStore.getState().setError(appError('Second', 502)))
    act(() => vi.advanceTimersByTime(4_000))

    expect(screen.getByRole('alert')).toHaveTextContent('Second')
  })

  it('closes with its button', async () => {
    render(<ErrorToast />)
    act(() => useAppStore.getState().setError(appError('Token refresh failed', 401)))

    await userEvent.click(screen.getByRole('button', { name: 'Close error' }))

    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
