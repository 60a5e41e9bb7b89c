import { paths } from '~/config/paths'

export interface CheckoutUrlInput {
  /** The configured checkout link (env `checkoutUrl`): absolute, or a path on this site. */
  checkoutUrl: string
  /** This site's origin, for the return address and for a relative checkout link. */
  origin: string
  /** The signed-in user's e-mail, when known. */
  email?: string | null
}

/**
 * SPEC §7 "Checkout": a single-quantity subscription with `redirectUrl` back to the dashboard;
 * when the e-mail is known it is prefilled and locked (`disableEmail`).
 */
export function checkoutUrl({ checkoutUrl, origin, email }: CheckoutUrlInput): string {
  const url = new URL(checkoutUrl, origin)
  url.searchParams.set('quantity', '1')
  url.searchParams.set('redirectUrl', new URL(paths.appDashboard.path, origin).href)
  if (email) {
    url.searchParams.set('email', email)
    url.searchParams.set('disableEmail', 'true')
  }
  return url.origin === origin ? `${url.pathname}${url.search}` : url.href
}
