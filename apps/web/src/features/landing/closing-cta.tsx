import { buttonClasses } from '~/components/ui/button'
import { CtaBanner } from '~/components/ui/cta-banner'
import { HERO_HEADING_ID } from './hero'
import { onInPageLink } from './scroll-to-section'
import { StartLink } from './start-link'

export function ClosingCta() {
  return (
    <CtaBanner
      id="closing-cta"
      title="Your next message could be your best one"
      text="Write it, check it, fix it, send it. It takes less time than overthinking it."
    >
      <StartLink signedInLabel="Start Now" signedOutLabel="Try For Free" variant="secondary" />
      <a href={`#${HERO_HEADING_ID}`} onClick={onInPageLink} className={buttonClasses('inverse', 'lg')}>
        Back to Top
      </a>
    </CtaBanner>
  )
}
