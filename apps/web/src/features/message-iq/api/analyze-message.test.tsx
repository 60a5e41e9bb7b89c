import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { queryKeys } from '~/lib/query-keys'
import { sampleAnalysis } from '~/test/analysis'
import { json, mockFetch, signInForTest } from '~/test/http'
import { newQueryClient } from '~/test/render'
import { useAnalyzeMessage } from './analyze-message'

describe('useAnalyzeMessage', () => {
  it('reads the analyses in History again once an analysis is made (it is kept there)', async () => {
    signInForTest()
    mockFetch(() => json(sampleAnalysis))
    const queryClient = newQueryClient()
    const listKey = [...queryKeys.analysisHistory, 'list', 1, 3]
    queryClient.setQueryData(listKey, { analyses: [], page: 1, per_page: 3, total: 0 })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(useAnalyzeMessage, { wrapper })
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false)

    act(() => result.current.mutate({ message: 'See you at 8!', useCase: 'general' }))

    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true)
  })
})
