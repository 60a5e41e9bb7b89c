import { CtaBanner } from '~/components/ui/cta-banner'
import { EmojiCards } from '~/components/ui/emoji-cards'
import { Section } from '~/components/ui/section'
import { paths } from '~/config/paths'
import { PREMIUM_PRICE, toneCountInWords } from '~/content/plan-facts'
import { premiumFeatures } from '~/content/pricing'
import { pricingFaq } from '~/content/pricing-faq'
import { FaqSection } from '~/features/faq/faq-section'
import { PricingCtaLink, PricingPlans } from '~/features/pricing/components/pricing-plans'
import { faqJsonLd, seo } from '~/lib/seo'

export const meta = () =>
  seo({
    title: `Pricing | Tipsy — Free AI Message Writer, Premium ${PREMIUM_PRICE}/month`,
    description: `Start free with daily message generation, analysis and emoji. Upgrade to Tipsy Premium for ${PREMIUM_PRICE} a month: unlimited use, all ${toneCountInWords} tone sliders, unlimited history with export, no ads. Cancel any time.`,
    path: paths.pricing.path,
    keywords: ['Tipsy pricing', 'Tipsy Premium', 'AI writing assistant price'],
    jsonLd: [faqJsonLd(pricingFaq)],
  })

export default function Pricing() {
  return (
    <>
      <section aria-labelledby="pricing-title" className="bg-linear-to-br from-brand-50 via-white to-pink-50">
        <div className="mx-auto max-w-3xl px-4 pt-16 pb-8 text-center sm:px-6 sm:pt-24">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Pricing</p>
          <h1
            id="pricing-title"
            className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            Better messages for free. No limits for {PREMIUM_PRICE}.
          </h1>
          <p className="mt-4 text-lg text-pretty text-slate-700">
            Every tool is free to use every day. Go Premium when you want unlimited messages, every tone
            slider and a history that never runs out. No contracts, cancel any time.
          </p>
        </div>
        <div className="mx-auto grid max-w-5xl gap-8 px-4 pt-8 pb-20 sm:px-6 md:grid-cols-2">
          <PricingPlans />
        </div>
      </section>

      <Section
        id="premium-features"
        eyebrow="Premium"
        title="What Premium adds"
        intro="Six upgrades for people who write a lot of messages, or just want every option."
      >
        <EmojiCards cards={premiumFeatures} columns={3} />
      </Section>

      <FaqSection entries={pricingFaq} tone="tinted" />

      <CtaBanner
        id="pricing-cta"
        title="Try it before you decide"
        text="Write, analyse and rewrite your next message for free. Upgrade only if you want more."
        tone="plain"
      >
        <PricingCtaLink />
      </CtaBanner>
    </>
  )
}
