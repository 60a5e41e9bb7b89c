import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'

/**
 * docs/product.md §7 "Checkout": the server builds the hosted checkout link for the signed-in user (one
 * subscription, back to /app/dashboard, their e-mail prefilled and locked, their id attached).
 * It refuses (409) while the user holds a live subscription; the button says why, in place.
 */
export const getCheckoutUrl = async (): Promise<string> =>
  (await request(endpoints.checkout, {}, { silent: true })).url

/** The refusals that mean "you already have it": the way forward is the subscription screen. */
export const alreadySubscribedCodes: ReadonlySet<string> = new Set([
  'already_subscribed',
  'resume_instead',
  'payment_on_hold',
  'payment_pending',
  'subscription_paused',
])
