import { env } from '~/config/env'

export interface AffiliateProduct {
  name: string
  why: string
  href: string
}

/**
 * docs/product.md §2: the affiliate link table under Text-to-Emoji. The first row is the site-wide sponsored
 * product from the build configuration (VITE_AFFILIATE_URL / VITE_AFFILIATE_LABEL).
 */
export const affiliateProducts: readonly AffiliateProduct[] = [
  { name: env.affiliateLabel, why: 'Say it well, with or without emoji', href: env.affiliateUrl },
  {
    name: 'Emoji sticker packs',
    why: 'Your favourite emoji on a laptop or phone case',
    href: 'https://www.amazon.com/s?k=emoji+sticker+pack',
  },
  {
    name: 'Emoji throw pillows',
    why: 'A 😂 you can actually hug',
    href: 'https://www.amazon.com/s?k=emoji+pillow',
  },
]
