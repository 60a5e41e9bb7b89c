/** What a sandbox test card does when it is charged. */
export type CardBehaviour = 'succeeds' | 'declined' | 'fails-on-renewal'

/** The only card numbers the sandbox checkout accepts (the familiar test numbers). */
export const TEST_CARDS: ReadonlyArray<{ number: string; behaviour: CardBehaviour; label: string }> = [
  { number: '4242424242424242', behaviour: 'succeeds', label: 'Succeeds, now and on every renewal' },
  { number: '4000000000000002', behaviour: 'declined', label: 'Declined at checkout' },
  { number: '4000000000000341', behaviour: 'fails-on-renewal', label: 'Succeeds now, fails on renewal' },
]

/** Digits only: "4242 4242 4242 4242" and "4242-4242-4242-4242" are the same card. */
export const normaliseCardNumber = (input: string): string => input.replace(/[\s-]/g, '')

export function cardBehaviour(cardNumber: string): CardBehaviour | null {
  const digits = normaliseCardNumber(cardNumber)
  return TEST_CARDS.find((card) => card.number === digits)?.behaviour ?? null
}

/** Whether charging this card succeeds: at checkout (first charge) or on a renewal. */
export function chargeSucceeds(cardNumber: string, charge: 'checkout' | 'renewal'): boolean {
  const behaviour = cardBehaviour(cardNumber)
  if (behaviour === 'succeeds') return true
  if (behaviour === 'fails-on-renewal') return charge === 'checkout'
  return false
}

export const lastFour = (cardNumber: string): string => normaliseCardNumber(cardNumber).slice(-4)

/** "4242 4242 4242 4242" for display. */
export const groupedCardNumber = (cardNumber: string): string =>
  normaliseCardNumber(cardNumber).replace(/(\d{4})(?=\d)/g, '$1 ')
