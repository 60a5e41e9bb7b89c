import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
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
