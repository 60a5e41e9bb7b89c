import { EmojiCards } from '~/components/ui/emoji-cards'
import { Section } from '~/components/ui/section'
import { paths } from '~/config/paths'
import { productFeatures, useCases } from '~/content/landing'
import { landingFaq } from '~/content/landing-faq'
import { AccountDeletedNotice } from '~/features/dashboard/components/account-deleted-notice'
import { FaqSection } from '~/features/faq/faq-section'
import { BeforeAfter } from '~/features/landing/before-after'
import { ClosingCta } from '~/features/landing/closing-cta'
import { DEMO_SECTION_ID, Hero } from '~/features/landing/hero'
import { HowItWorks } from '~/features/landing/how-it-works'
import { MarketingFigures } from '~/features/landing/marketing-figures'
import { SampleTestimonials } from '~/features/landing/sample-testimonials'
import { ToneDemo } from '~/features/landing/tone-demo'
import { TryYourOwnMessage } from '~/features/landing/try-your-own-message'
import { faqJsonLd, seo, TAGLINE } from '~/lib/seo'

export const meta = () =>
  seo({
    title: `Tipsy — ${TAGLINE} | AI Message Writing Assistant`,
    description:
      'Tipsy writes, analyses and rewrites your texts, DMs and work messages with AI. Dial the tone from sober to tipsy to drunk, catch red flags, and turn words into emoji. Free to start.',
    path: paths.home.path,
    keywords: ['AI texting assistant', 'rizz generator', 'message tone analyzer'],
    jsonLd: [faqJsonLd(landingFaq)],
  })

export default function Landing() {
  return (
    <>
      <AccountDeletedNotice />
      <Hero />
      <MarketingFigures />
      <Section
        id={DEMO_SECTION_ID}
        eyebrow="Live demo"
        title="Hear the same message in three moods"
        intro="Pick a tone and see how Tipsy would write a date invite, a work reply and a birthday wish, with the analysis MessageIQ gives each one."
        tone="tinted"
      >
        <ToneDemo />
        <TryYourOwnMessage />
      </Section>
      <Section
        id="before-after"
        eyebrow="Before and after"
        title="Small changes, very different replies"
        intro="Most messages fail on tone, not grammar. Here is what Tipsy does with a few everyday ones."
      >
        <BeforeAfter />
      </Section>
      <Section id="use-cases" eyebrow="Use cases" title="For every chat you overthink" tone="tinted">
        <EmojiCards cards={useCases} />
      </Section>
      <Section id="features" eyebrow="Features" title="Everything you need to hit send">
        <EmojiCards cards={productFeatures} />
      </Section>
      <Section
        id="how-it-works"
        eyebrow="How it works"
        title="From blank screen to sent in four steps"
        tone="tinted"
      >
        <HowItWorks />
      </Section>
      <Section id="testimonials" eyebrow="Testimonials" title="What a better message feels like">
        <SampleTestimonials />
      </Section>
      <FaqSection entries={landingFaq} tone="tinted" />
      <ClosingCta />
    </>
  )
}
