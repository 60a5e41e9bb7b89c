import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { installApiClient } from '~/app/install-api-client'
import { useAppStore } from '~/stores/app-store'

// jsdom has no modal dialogs (components/ui/confirm-dialog uses them): these stand in for the browser's.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
}

installApiClient()

// A screen's next state can wait on code the worker has not compiled yet (a lazy route or reader):
// beside the server's and engine's test files on two cores that took past Testing Library's default
// 1 s wait (reply-screen.test.tsx failed so in full runs, and passed alone). The test's own
// time-out is raised to match in vitest.config.ts.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  useAppStore.setState(useAppStore.getInitialState(), true)
  localStorage.clear()
  for (const script of document.head.querySelectorAll('script[src]')) script.remove()
  Reflect.deleteProperty(window, 'google')
})
