import type { RewriteStyle } from '@tipsy/contracts'
import { acknowledge } from './acknowledgement'
import { calmPunctuation, calmShoutedSentences, calmShouting, settleExclamations } from './calming'
import { condense } from './condense'
import { expandContractions, useContractions } from './contractions'
import { finish, spellCommonSlips } from './finish'
import { dropBareGreeting, frameForWork, frameFriendly } from './framing'
import { askPlainly, removeHedges } from './hedges'
import type { MessageReading } from './reading'
import {
  courteousWording,
  politeModals,
  restoreSubject,
  spellHeldLetters,
  spellOutChatSpellings,
  spellOutSlang,
} from './register'
import {
  dropChatNoise,
  dropPleasantries,
  dropUndercuttingApologies,
  removeEmoji,
  removeFillers,
  softenProfanity,
} from './removals'
import { repairFlags } from './repair/repair-flags'
import { applySteps, type RewriteStep } from './rewrite-step'
import { dropBlame, feelingNotVerdict, ownTheApology, softenDemands } from './softening'
import {
  endFirmly,
  firmUpRequests,
  questionsToRequests,
  questionWordOrder,
  stateTheNeed,
} from './strengthening'
import {
  askDirectly,
  collapseRepeats,
  dropDiscourseOpeners,
  dropFrameWords,
  dropIntensifiers,
  dropPadding,
  dropStockLines,
  numeralsForCounts,
  tightenForConcise,
  tightenWordyPhrases,
} from './tightening'
import { dropColdEmoji, exclaim, lightTouch, warmEnding, warmRequests, warmThanks } from './warmth'

/**
 * Each style is an ordered list of real transformations of the message, run after the flagged
 * spans are repaired (every style starts from the same repair) and ended by `finish`.
 */
export const STYLE_STEPS: Record<RewriteStyle, readonly RewriteStep[]> = {
  professional: [
    spellHeldLetters,
    calmShouting,
    calmPunctuation,
    softenProfanity,
    dropChatNoise,
    spellOutChatSpellings,
    spellOutSlang,
    removeEmoji,
    collapseRepeats,
    dropDiscourseOpeners,
    removeFillers,
    removeHedges,
    questionWordOrder,
    restoreSubject,
    courteousWording,
    expandContractions,
    frameForWork,
    settleExclamations,
  ],
  friendly: [
    calmShoutedSentences,
    calmPunctuation,
    dropColdEmoji,
    useContractions,
    warmRequests,
    warmThanks,
    frameFriendly,
    warmEnding,
  ],
  concise: [
    dropBareGreeting,
    dropPleasantries,
    dropStockLines,
    dropUndercuttingApologies,
    dropPadding,
    collapseRepeats,
    dropIntensifiers,
    askDirectly,
    removeHedges,
    askPlainly,
    questionWordOrder,
    tightenWordyPhrases,
    tightenForConcise,
    removeFillers,
    dropDiscourseOpeners,
    dropChatNoise,
    calmShouting,
    calmPunctuation,
    useContractions,
    numeralsForCounts,
    dropFrameWords,
    condense,
  ],
  assertive: [
    calmShouting,
    calmPunctuation,
    dropUndercuttingApologies,
    dropStockLines,
    collapseRepeats,
    removeFillers,
    firmUpRequests,
    stateTheNeed,
    removeHedges,
    askPlainly,
    dropPadding,
    questionsToRequests,
    endFirmly,
  ],
  empathetic: [
    calmShouting,
    calmPunctuation,
    softenProfanity,
    ownTheApology,
    dropBlame,
    feelingNotVerdict,
    softenDemands,
    acknowledge,
  ],
}

/**
 * What sets a style apart when its steps left the text the same as the original or as another
 * rewrite: tried in order until one changes the text. Each is still about this message: no stock
 * line is added to make a difference (the checks mark a rewrite that is the same words).
 */
const DISTINGUISHING_MOVES: Record<RewriteStyle, readonly RewriteStep[]> = {
  professional: [politeModals],
  friendly: [lightTouch, exclaim],
  concise: [],
  assertive: [settleExclamations, expandContractions],
  empathetic: [],
}

export interface StyledText {
  style: RewriteStyle
  text: string
  changes: string[]
}

/** Concise never pads itself to differ; every other style differs from the original and from each other. */
const PRIORITY: readonly RewriteStyle[] = ['concise', 'professional', 'assertive', 'empathetic', 'friendly']

function distinguish(styled: StyledText, taken: ReadonlySet<string>, reading: MessageReading): StyledText {
  let current = styled
  for (const move of DISTINGUISHING_MOVES[styled.style]) {
    if (!taken.has(current.text)) break
    const result = move(current.text, reading)
    if (result.text !== current.text && result.change) {
      const finished = finish(result.text, reading).text
      current = { ...current, text: finished, changes: [...current.changes, result.change] }
    }
  }
  return current
}

/** One style: the flag repair every style shares, the style's own steps, then `finish`. */
export function rewriteInStyle(reading: MessageReading, style: RewriteStyle): StyledText {
  const repaired = repairFlags(reading.message, reading.flags, reading.useCase)
  const { text, changes } = applySteps(repaired.text.trim(), reading, [
    spellCommonSlips,
    ...STYLE_STEPS[style],
    finish,
  ])
  return { style, text, changes: [...repaired.changes, ...changes] }
}

/** Rewrites the message in each style, in the order asked, with no two results the same. */
export function rewriteInStyles(reading: MessageReading, styles: readonly RewriteStyle[]): StyledText[] {
  const original = reading.message.trim()
  const byStyle = new Map<RewriteStyle, StyledText>()
  const taken = new Set<string>()
  for (const style of [...styles].sort((a, b) => PRIORITY.indexOf(a) - PRIORITY.indexOf(b))) {
    const styled = distinguish(
      rewriteInStyle(reading, style),
      style === 'concise' ? taken : new Set([...taken, original]),
      reading,
    )
    taken.add(styled.text)
    byStyle.set(style, styled)
  }
  return styles.flatMap((style) => byStyle.get(style) ?? [])
}
