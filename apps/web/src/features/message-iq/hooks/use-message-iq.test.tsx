import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { mockFetch } from '~/test/http'
import { newQueryClient } from '~/test/render'
import { useMessageIq } from './use-message-iq'

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={newQueryClient()}>{children}</QueryClientProvider>
)

describe('useMessageIq', () => {
  it.each([
    ['analyze', 'Please enter a message to analyze'],
    ['rewrite', 'Please enter a message to rewrite'],
  ] as const)('%s with a blank message sends nothing and says "%s"', (action, text) => {
    const http = mockFetch(() => new Response(null, { status: 500 }))
    const { result } = renderHook(useMessageIq, { wrapper })

    act(() => result.current.setMessage('  \n '))
    act(() => result.current[action]())

    expect(result.current.error).toBe(text)
    expect(result.current.canSubmit).toBe(false)
    expect(http.calls).toHaveLength(0)
  })
})
