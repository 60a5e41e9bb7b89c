let leaving = false

if (typeof window !== 'undefined') {
  // Set before the browser cancels this document's requests on a full navigation or reload.
  window.addEventListener('beforeunload', () => {
    leaving = true
  })
  window.addEventListener('pageshow', () => {
    leaving = false
  })
}

/**
 * True once the page has started to unload. Requests cancelled by leaving the page look like
 * network failures; they are not a reason to end the session.
 */
export const isPageUnloading = (): boolean => leaving
