import { APOLOGY_PHRASES } from '../../lexicon/apologies'
import { phrasePattern } from '../../text/phrases'
import { findMatches, flagAt, type Rule } from './rule'

/** An apology message may say sorry twice; three anywhere else (four in an apology) is too many. */
function threshold(useCase: string): number {
  return useCase === 'apology' ? 4 : 3
}

export const apologyOverload: Rule = (context) => {
  const apologies = findMatches(context.text, phrasePattern(APOLOGY_PHRASES))
  const first = apologies[0]
  const last = apologies.at(-1)
  if (!first || !last || apologies.length < threshold(context.useCase)) return []
  return [
    flagAt(context.text, first.start, last.end, {
      type: 'apology_overload',
      severity: apologies.length >= 5 ? 'medium' : 'low',
      description: `${apologies.length} apologies (${apologies.map((match) => `“${match.text}”`).join(', ')}) make you sound anxious and bury your actual point`,
      suggestion:
        'Apologise once, clearly, then move on to what happens next: “Sorry I’m late, I’ll be there in 10.”',
    }),
  ]
}
