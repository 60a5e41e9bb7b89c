import { createHmac, timingSafeEqual } from 'node:crypto'
import { formatMoney, PREMIUM_PRICE } from '@tipsy/contracts'
import { z } from 'zod'

/** Premium is sold singly: one unit per subscription. */
export const PREMIUM_QUANTITY = 1

/** The checkout metadata keys: our user id, and our signature over it. */
const USER_ID_KEY = 'userId'
const SIGNATURE_KEY = 'userIdSignature'

/** What a provider's subscription says was sold. */
export interface Sold {
  productId: string
  quantity: number
  /** Recurring pre-tax amount, in minor units. */
  amount: number
  currency: string
}

export interface PremiumSale {
  /** The provider's id of the Premium product. */
  productId: string
  /**
   * The metadata of a checkout this server opens for the user. The provider copies it onto
   * the subscription, where `ownerFrom` reads it back.
   */
  checkoutMetadata(userId: string): Record<string, string>
  /** The user whose checkout this server opened; null when the metadata carries no signature of ours. */
  ownerFrom(metadata: Record<string, unknown> | null | undefined): string | null
  /** Why the subscription is not one unit of Premium at its price; null when it is. */
  mismatch(sold: Sold): string | null
}

const uuid = z.uuid()

/**
 * Signs the owner into a checkout's metadata and checks it on the way back. The key is derived
 * from the webhook secret: whoever holds that secret can already sign a webhook that grants
 * Premium, so the signature adds no secret to keep and no weaker link.
 */
export function createCheckoutOwnerSignature(webhookSecret: string) {
  const key = createHmac('sha256', webhookSecret).update('tipsy checkout owner v1').digest()
  const sign = (userId: string) => createHmac('sha256', key).update(userId).digest('base64url')
  return {
    metadataFor: (userId: string): Record<string, string> => ({
      [USER_ID_KEY]: userId,
      [SIGNATURE_KEY]: sign(userId),
    }),

    ownerFrom(metadata: Record<string, unknown> | null | undefined): string | null {
      const userId = metadata?.[USER_ID_KEY]
      const signature = metadata?.[SIGNATURE_KEY]
      if (typeof userId !== 'string' || typeof signature !== 'string') return null
      if (!uuid.safeParse(userId).success) return null
      const expected = Buffer.from(sign(userId))
      const given = Buffer.from(signature)
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null
    },
  }
}

/** Premium as this server sells it through one provider. */
export function createPremiumSale(options: { productId: string; webhookSecret: string }): PremiumSale {
  const owner = createCheckoutOwnerSignature(options.webhookSecret)
  return {
    productId: options.productId,
    checkoutMetadata: owner.metadataFor,
    ownerFrom: owner.ownerFrom,

    mismatch(sold) {
      if (sold.productId !== options.productId) {
        return `its product is ${sold.productId}, not ${options.productId}`
      }
      if (sold.quantity !== PREMIUM_QUANTITY)
        return `its quantity is ${sold.quantity}, not ${PREMIUM_QUANTITY}`
      if (sold.currency !== PREMIUM_PRICE.currency || sold.amount !== PREMIUM_PRICE.amount) {
        const price = formatMoney(sold.amount, sold.currency)
        return `its price is ${price} ${sold.currency}, not ${formatMoney(PREMIUM_PRICE.amount)} ${PREMIUM_PRICE.currency}`
      }
      return null
    },
  }
}
