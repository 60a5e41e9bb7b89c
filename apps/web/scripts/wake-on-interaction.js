// The one script a prerendered public page runs while it loads (copied into the build by
// defer-hydration.mjs; ADR 0018). The page's own scripts — React Router's hydration data and
// bootstrap, React's streaming runtime — are in the HTML but inert (type="text/x-on-interaction").
// On the visitor's first interaction, or at once in a browser marked signed in, this script
// preloads the page's modules and runs those scripts in document order, exactly as the parser
// would have. Web Vitals are measured from the start: their reporter loads on idle.
;(() => {
  const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel']
  // defer-hydration.mjs's INERT_TYPE (this file is served as it is; its test runs it against that one).
  const INERT_TYPE = 'text/x-on-interaction'
  const { preloads = '', webVitals = '' } = document.currentScript?.dataset ?? {}

  let woken = false
  const wake = () => {
    if (woken) return
    woken = true
    for (const type of INTERACTION_EVENTS) removeEventListener(type, wake, true)
    // Every module at once, so the bootstrap's imports do not fetch their graphs one after another.
    for (const href of preloads.split(' ').filter(Boolean)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    // A script element runs when it is inserted: a copy with the original type replaces each
    // inert one, in place, so React finds the same elements where it rendered them.
    for (const inert of document.querySelectorAll(`script[type="${INERT_TYPE}"]`)) {
      const script = document.createElement('script')
      for (const { name, value } of inert.attributes) {
        if (name !== 'type' && name !== 'data-type') script.setAttribute(name, value)
      }
      if (inert.dataset.type) script.type = inert.dataset.type
      script.textContent = inert.textContent
      inert.replaceWith(script)
    }
  }

  if (document.documentElement.hasAttribute('data-signed-in')) wake()
  else for (const type of INTERACTION_EVENTS) addEventListener(type, wake, { capture: true, passive: true })

  if (webVitals) {
    const measure = () => import(webVitals).then((module) => module.startReportingWebVitals())
    if ('requestIdleCallback' in window) requestIdleCallback(measure, { timeout: 3000 })
    else setTimeout(measure, 1000)
  }
})()
