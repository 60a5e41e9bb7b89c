import { APP_STORAGE_KEY } from '~/stores/app-store'

/**
 * Runs in the page's <head>, before anything is painted: marks <html data-signed-in> when this
 * browser holds a signed-in session, so CSS hides what a prerendered page shows only to visitors
 * (the sponsored link, which Premium users never see) and a deferred hydration starts at once.
 * Plain ES5 on purpose: it is inlined as it is.
 */
export const signedInMarkerScript = `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(APP_STORAGE_KEY)})||"null");if(s&&s.state&&s.state.isAuthenticated)document.documentElement.setAttribute("data-signed-in","")}catch(e){}`
