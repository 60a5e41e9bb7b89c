import { Accordion } from '~/components/ui/accordion'
import { Section, type SectionProps } from '~/components/ui/section'
import type { FaqEntry } from '~/lib/seo'

export interface FaqSectionProps {
  entries: readonly FaqEntry[]
  tone?: SectionProps['tone']
}

/** Questions and answers in an accordion; pages add the same entries as FAQPage structured data. */
export function FaqSection({ entries, tone }: FaqSectionProps) {
  return (
    <Section id="faq" eyebrow="FAQ" title="Frequently asked questions" tone={tone}>
      <div className="mx-auto max-w-3xl">
        <Accordion items={entries.map((entry) => ({ title: entry.question, content: entry.answer }))} />
      </div>
    </Section>
  )
}
