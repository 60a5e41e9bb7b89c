import { endpoints } from '@tipsy/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { RouteDefiners } from '../../../lib/define-route'
import { containsUnstorableText } from '../../../lib/unstorable-text'
import type { SandboxBilling } from './sandbox-billing'
import {
  CHECKOUT_ROUTE,
  type CheckoutPageValues,
  checkoutPage,
  emptyCheckoutValues,
  messagePage,
  PAYMENT_METHOD_ROUTE,
  paymentMethodPage,
} from './sandbox-pages'

export interface SandboxRoutesOptions {
  routes: RouteDefiners
  billing: SandboxBilling
}

const required = (message: string, max = 200) => z.string().trim().min(1, message).max(max)

const checkoutFormSchema = z.object({
  session: z.string().min(1),
  email: z.string().trim().optional(),
  name: required('Enter the name on the card'),
  card_number: required('Enter a card number', 40),
  card_expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Enter the expiry date as MM/YY')
    .refine((expiry) => {
      const [month, year] = expiry.split('/').map((part) => Number(part.trim()))
      const lastValidMonth = new Date(Date.UTC(2000 + (year ?? 0), month ?? 0, 1))
      return lastValidMonth.getTime() > Date.now()
    }, 'This card has expired'),
  card_cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3- or 4-digit CVC'),
  street: required('Enter the street'),
  city: required('Enter the city', 100),
  state: z.string().trim().max(100).default(''),
  zipcode: required('Enter the ZIP or postcode', 20),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Enter the country as two letters, e.g. US'),
})

const paymentMethodFormSchema = z.object({
  subscription_id: z.string().min(1),
  card_number: required('Enter a card number', 40),
})

const emailSchema = z.email()

/** The hosted pages allow no scripts, and form posts only to us and back to the app. */
function sendPage(
  reply: FastifyReply,
  status: number,
  html: string,
  formTargets: string[] = [],
): FastifyReply {
  const policy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ')
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', policy)
    .send(html)
}

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'Check the form'

/** A link or form holding U+0000 (never a real one) is refused before anything is looked up by it. */
async function refuseNul(request: FastifyRequest, reply: FastifyReply) {
  if (containsUnstorableText(request.query) || containsUnstorableText(request.body)) {
    return sendPage(reply, 400, messagePage('This request is not valid', 'It holds a NUL character.'))
  }
}

const hostedPage = { schema: { hide: true }, preHandler: refuseNul }

/** The sandbox provider's hosted checkout and card pages, and its development clock. */
export async function sandboxRoutes(app: FastifyInstance, options: SandboxRoutesOptions) {
  const { billing } = options
  const { defineRoute } = options.routes

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  const originOf = (url: string) => new URL(url).origin
  /** A page of the app that sent the browser here (the redirect address's origin). */
  const appUrl = (redirectUrl: string, path: string) => new URL(path, redirectUrl).toString()
  const backToPricing = (redirectUrl: string) => ({
    href: appUrl(redirectUrl, '/pricing'),
    label: 'Back to Tipsy',
  })
  const alreadySubscribedPage = (reply: FastifyReply, redirectUrl: string) =>
    sendPage(
      reply,
      409,
      messagePage(
        'You already have Tipsy Premium',
        'This account already has a Premium subscription, so no payment was taken. Manage or resume it from the Subscription page in the app.',
        { href: appUrl(redirectUrl, '/app/subscription'), label: 'Go to my subscription' },
      ),
    )

  // Sessions are opened by our server (the provider's openCheckout): the page's address names
  // only the session, so editing it cannot sell to another account or change what is sold.
  app.get(CHECKOUT_ROUTE, hostedPage, async (request, reply) => {
    const { session: sessionId } = request.query as { session?: unknown }
    const session = typeof sessionId === 'string' ? await billing.findOpenCheckout(sessionId) : null
    if (!session) {
      return sendPage(
        reply,
        410,
        messagePage('This checkout has expired', 'Go back to the app and start again.'),
      )
    }
    // An old tab or a second checkout: said before the customer types a card number.
    if (await billing.alreadySubscribed(session)) return alreadySubscribedPage(reply, session.redirectUrl)
    const html = checkoutPage({
      sessionId: session.id,
      values: { ...emptyCheckoutValues, email: session.email ?? '' },
      emailLocked: session.emailLocked,
      error: null,
      back: backToPricing(session.redirectUrl),
    })
    return sendPage(reply, 200, html, [originOf(session.redirectUrl)])
  })

  app.post(CHECKOUT_ROUTE, hostedPage, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>
    const session = typeof body.session === 'string' ? await billing.findOpenCheckout(body.session) : null
    if (!session) {
      return sendPage(
        reply,
        410,
        messagePage('This checkout has expired', 'Go back to the app and start again.'),
      )
    }
    const values: CheckoutPageValues = {
      ...emptyCheckoutValues,
      ...Object.fromEntries(Object.keys(emptyCheckoutValues).map((key) => [key, String(body[key] ?? '')])),
      email: session.emailLocked ? (session.email ?? '') : String(body.email ?? ''),
    }
    const retry = (status: number, error: string) =>
      sendPage(
        reply,
        status,
        checkoutPage({
          sessionId: session.id,
          values,
          emailLocked: session.emailLocked,
          error,
          back: backToPricing(session.redirectUrl),
        }),
        [originOf(session.redirectUrl)],
      )

    const form = checkoutFormSchema.safeParse(body)
    if (!form.success) return retry(400, firstIssue(form.error))
    if (!emailSchema.safeParse(values.email).success) return retry(400, 'Enter a valid e-mail address')

    const outcome = await billing.pay(session.id, {
      email: values.email,
      name: form.data.name,
      cardNumber: form.data.card_number,
      street: form.data.street,
      city: form.data.city,
      state: form.data.state,
      zipcode: form.data.zipcode,
      country: form.data.country,
    })
    switch (outcome.kind) {
      case 'paid': {
        // Like Dodo, the return address names the subscription; the app must not trust it.
        const back = new URL(outcome.redirectUrl)
        back.searchParams.set('subscription_id', outcome.subscriptionId)
        back.searchParams.set('status', 'active')
        return reply.redirect(back.toString(), 303)
      }
      case 'already-subscribed':
        return alreadySubscribedPage(reply, outcome.redirectUrl)
      case 'declined':
        return retry(402, 'Your card was declined. No payment was taken; try another card.')
      case 'unknown-card':
        return retry(400, 'This is a sandbox: pay with one of the test cards listed below.')
      default:
        return sendPage(
          reply,
          410,
          messagePage(
            'This checkout has expired',
            'Go back to the app and start again.',
            backToPricing(session.redirectUrl),
          ),
        )
    }
  })

  app.get(PAYMENT_METHOD_ROUTE, hostedPage, async (request, reply) => {
    const { subscription_id: subscriptionId } = request.query as { subscription_id?: string }
    if (!subscriptionId || !(await billing.getSubscription(subscriptionId))) {
      return sendPage(reply, 404, messagePage('Subscription not found', 'Check the link and try again.'))
    }
    return sendPage(reply, 200, paymentMethodPage({ subscriptionId, message: null }))
  })

  app.post(PAYMENT_METHOD_ROUTE, hostedPage, async (request, reply) => {
    const form = paymentMethodFormSchema.safeParse(request.body ?? {})
    if (!form.success) {
      const subscriptionId = String(
        (request.body as Record<string, unknown> | undefined)?.subscription_id ?? '',
      )
      return sendPage(reply, 400, paymentMethodPage({ subscriptionId, message: firstIssue(form.error) }))
    }
    const { subscription_id: subscriptionId, card_number: cardNumber } = form.data
    const outcome = await billing.updateCard(subscriptionId, cardNumber)
    const show = (status: number, message: string, kind: 'error' | 'ok' = 'error') =>
      sendPage(reply, status, paymentMethodPage({ subscriptionId, message, messageKind: kind }))
    switch (outcome.kind) {
      case 'updated':
        return outcome.status === 'active'
          ? show(200, 'Card saved. Your subscription is active.', 'ok')
          : show(402, 'Card saved, but charging it failed. Your subscription stays on hold.')
      case 'declined':
        return show(402, 'Your card was declined; the card on file is unchanged.')
      case 'unknown-card':
        return show(400, 'This is a sandbox: use one of the test cards listed below.')
      case 'ended':
        return show(409, 'This subscription has ended; subscribe again from the app.')
      case 'not-found':
        return sendPage(reply, 404, messagePage('Subscription not found', 'Check the link and try again.'))
    }
  })

  defineRoute(app, endpoints.sandboxAdvanceClock, async ({ body }) => {
    const { now, processed } = await billing.advanceClock(body.advanceDays)
    return { now: now.toISOString(), processed }
  })
}
