import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useAppStore } from '~/stores/app-store'
import { json, mockFetch, signInForTest } from '~/test/http'
import { useRecordCopyEvent } from './record-copy-event'

const event = {
  message_id: '99999999-9999-4999-8999-999999999999',
  variation_id: '11111111-1111-4111-8111-111111111111',
}

describe('useRecordCopyEvent', () => {
  it('ignores a copy event while another is being recorded', async () => {
    signInForTest()
    let answer: () => void = () => undefined
    const http = mockFetch(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(json({ recorded: true }))
        }),
    )
    const { result } = renderHook(useRecordCopyEvent)

    const first = result.current(event)
    await expect(result.current(event)).resolves.toBe(false)
    await vi.waitFor(() => expect(http.calls).toHaveLength(1))
    answer()
    await expect(first).resolves.toBe(true)
    expect(http.calls).toHaveLength(1)

    const third = result.current(event)
    await vi.waitFor(() => expect(http.calls).toHaveLength(2))
    answer()
    await expect(third).resolves.toBe(true)
  })

  it('only logs a failure and returns false, without the error toast', async () => {
    signInForTest()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    mockFetch(() => json({ detail: 'Message variation not found' }, 404))
    const { result } = renderHook(useRecordCopyEvent)

    await expect(result.current(event)).resolves.toBe(false)
    expect(warn).toHaveBeenCalledOnce()
    expect(useAppStore.getState().error).toBeNull()
  })
})
