import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { queryClient } from '~/lib/query-client'
import { useAppStore } from '~/stores/app-store'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  useAppStore.setState(useAppStore.getInitialState(), true)
  localStorage.clear()
  queryClient.clear()
  for (const script of document.head.querySelectorAll('script[src]')) script.remove()
  Reflect.deleteProperty(window, 'google')
})
