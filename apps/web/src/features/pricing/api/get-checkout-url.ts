import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'

/**
 * docs/product.md §7 "Checkout": the server builds the hosted checkout link for the signed-in user (one
 * subscription, back to /app/dashboard, their e-mail prefilled and locked, their id attached).
 */
export const getCheckoutUrl = async (): Promise<string> => (await request(endpoints.checkout)).url
