import { apiPrefix, formatMoney } from '@tipsy/contracts'
import { SANDBOX_PRODUCT } from './sandbox-billing'
import { groupedCardNumber, TEST_CARDS } from './test-cards'

/*
 * The sandbox's hosted pages: plain server-rendered HTML forms. No scripts at all (the CSP
 * forbids inline ones and none are needed); styles come from one <style> block.
 */

/** The hosted pages' routes under the API prefix, and their absolute paths. */
export const CHECKOUT_ROUTE = '/billing/sandbox/checkout'
export const PAYMENT_METHOD_ROUTE = '/billing/sandbox/payment-method'
export const CHECKOUT_PATH = `${apiPrefix}${CHECKOUT_ROUTE}`
export const PAYMENT_METHOD_PATH = `${apiPrefix}${PAYMENT_METHOD_ROUTE}`

const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')

const price = formatMoney(SANDBOX_PRODUCT.amount, SANDBOX_PRODUCT.currency)

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f1fb;color:#1f1733}
  main{max-width:30rem;margin:2rem auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 10px 30px rgba(60,30,120,.12)}
  .badge{display:inline-block;margin:0 0 1rem;padding:.2rem .6rem;border-radius:999px;background:#fff4cc;color:#6b5300;font-size:.8rem;font-weight:600}
  h1{margin:0;font-size:1.5rem}
  .price{margin:.25rem 0 0;font-size:2rem;font-weight:700}.price span{font-size:1rem;font-weight:400;color:#5d5670}
  .note{margin:.25rem 0 1.5rem;color:#5d5670}
  fieldset{border:0;margin:0 0 1rem;padding:0}legend{font-weight:600;margin-bottom:.5rem}
  label{display:block;margin:.5rem 0 .2rem;font-size:.9rem;color:#3b3450}
  input{width:100%;padding:.6rem .7rem;border:1px solid #cfc8e0;border-radius:.5rem;font:inherit}
  input[readonly]{background:#f1eef7;color:#5d5670}
  .row{display:flex;gap:.75rem}.row>div{flex:1}
  button{width:100%;margin-top:1rem;padding:.8rem;border:0;border-radius:.6rem;background:#6d28d9;color:#fff;font:inherit;font-weight:700;cursor:pointer}
  .alert{margin:0 0 1rem;padding:.75rem 1rem;border-radius:.5rem;background:#fde8e8;color:#8a1c1c}
  .ok{background:#e6f6ea;color:#1d5e2c}
  table{width:100%;border-collapse:collapse;font-size:.85rem;margin-top:.5rem}td{padding:.3rem 0;border-top:1px solid #eee}
  code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
  .back{margin:0 0 1rem}.back a{display:inline-flex;align-items:center;min-height:2.75rem;color:#5b21b6;font-weight:600}
  .alert a{color:inherit;font-weight:700}
`

/** A way out of the hosted page, back to the app. */
export interface BackLink {
  href: string
  label: string
}

const backLink = (link: BackLink | undefined) =>
  link ? `<p class="back"><a href="${escapeHtml(link.href)}">← ${escapeHtml(link.label)}</a></p>` : ''

function page(title: string, body: string, back?: BackLink): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<main>
${backLink(back)}<p class="badge">Sandbox · test mode · no real payment is taken</p>
${body}
</main>
</body>
</html>`
}

const field = (
  name: string,
  label: string,
  value: string,
  attributes: string,
): string => `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}>`

const alert = (message: string | null, kind: 'error' | 'ok' = 'error') =>
  message ? `<p class="alert${kind === 'ok' ? ' ok' : ''}" role="alert">${escapeHtml(message)}</p>` : ''

function testCardsTable(): string {
  const rows = TEST_CARDS.map(
    (card) =>
      `<tr><td><code>${groupedCardNumber(card.number)}</code></td><td>${escapeHtml(card.label)}</td></tr>`,
  ).join('')
  return `<section aria-labelledby="test-cards"><h2 id="test-cards" style="font-size:1rem;margin:1.5rem 0 0">Test cards</h2>
<p class="note" style="margin:0">Any future expiry date and any three-digit CVC.</p>
<table>${rows}</table></section>`
}

export interface CheckoutPageValues {
  email: string
  name: string
  street: string
  city: string
  state: string
  zipcode: string
  country: string
}

export const emptyCheckoutValues: CheckoutPageValues = {
  email: '',
  name: '',
  street: '',
  city: '',
  state: '',
  zipcode: '',
  country: '',
}

export function checkoutPage(options: {
  sessionId: string
  values: CheckoutPageValues
  emailLocked: boolean
  error: string | null
  /** The app's pricing page: leaving the checkout without paying. */
  back: BackLink
}): string {
  const { values } = options
  const emailAttributes = `type="email" autocomplete="email" required${options.emailLocked ? ' readonly aria-readonly="true"' : ''}`
  return page(
    `Checkout · ${SANDBOX_PRODUCT.name}`,
    `<h1>${escapeHtml(SANDBOX_PRODUCT.name)}</h1>
<p class="price">${price} <span>/ month</span></p>
<p class="note">Billed monthly in advance in USD. Cancel any time.</p>
${alert(options.error)}
<form method="post" action="${CHECKOUT_PATH}">
<input type="hidden" name="session" value="${escapeHtml(options.sessionId)}">
${field('email', 'E-mail', values.email, emailAttributes)}
<fieldset>
<legend>Card</legend>
${field('card_number', 'Card number', '', 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required')}
<div class="row">
<div>${field('card_expiry', 'Expiry', '', 'autocomplete="cc-exp" placeholder="MM/YY" required pattern="\\d{2}\\s*/\\s*\\d{2}"')}</div>
<div>${field('card_cvc', 'CVC', '', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" required pattern="\\d{3,4}"')}</div>
</div>
${field('name', 'Name on card', values.name, 'autocomplete="cc-name" required')}
</fieldset>
<fieldset>
<legend>Billing address</legend>
${field('street', 'Street', values.street, 'autocomplete="street-address" required')}
<div class="row">
<div>${field('city', 'City', values.city, 'autocomplete="address-level2" required')}</div>
<div>${field('state', 'State', values.state, 'autocomplete="address-level1"')}</div>
</div>
<div class="row">
<div>${field('zipcode', 'ZIP / postcode', values.zipcode, 'autocomplete="postal-code" required')}</div>
<div>${field('country', 'Country (2 letters)', values.country, 'autocomplete="country" required pattern="[A-Za-z]{2}" maxlength="2" placeholder="US"')}</div>
</div>
</fieldset>
<button type="submit">Pay ${price}</button>
</form>
${testCardsTable()}`,
    options.back,
  )
}

export function paymentMethodPage(options: {
  subscriptionId: string
  message: string | null
  messageKind?: 'error' | 'ok'
}): string {
  return page(
    'Update card · Sandbox',
    `<h1>Update your card</h1>
<p class="note">Subscription <code>${escapeHtml(options.subscriptionId)}</code>. A subscription on hold is charged with the new card at once.</p>
${alert(options.message, options.messageKind)}
<form method="post" action="${PAYMENT_METHOD_PATH}">
<input type="hidden" name="subscription_id" value="${escapeHtml(options.subscriptionId)}">
${field('card_number', 'Card number', '', 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required')}
<button type="submit">Save card</button>
</form>
${testCardsTable()}`,
  )
}

export function messagePage(title: string, message: string, back?: BackLink): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n${alert(message)}`, back)
}
