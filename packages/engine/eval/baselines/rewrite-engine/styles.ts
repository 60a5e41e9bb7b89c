import type { RewriteStyle, UseCase } from '@tipsy/contracts'
import { calmPunctuation, calmShoutedSentences, calmShouting, settleExclamations } from './calming'
import { expandContractions, useContractions } from './contractions'
import {
  addToBody,
  dropBareGreeting,
  frameFormally,
  frameForWork,
  frameFriendly,
  frameWarmly,
} from './framing'
import { removeHedges } from './hedges'
import { polish } from './polish'
import { spellOutSlang } from './register'
import {
  dropChatNoise,
  dropPleasantries,
  dropUndercuttingApologies,
  removeEmoji,
  removeFillers,
  softenProfanity,
} from './removals'
import { applySteps, type RewriteStep, type StepResult } from './rewrite-step'
import { acknowledgeFeelings, softenAbsolutes, softenDemands } from './softening'
import { endFirmly, firmUpRequests, questionsToRequests } from './strengthening'
import {
  collapseRepeats,
  dropDiscourseOpeners,
  dropIntensifiers,
  dropPadding,
  tightenWordyPhrases,
} from './tightening'
import { addWarmth } from './warmth'

/** Each style is an ordered list of real transformations; order matters (slang before contractions). */
const STYLE_STEPS: Record<RewriteStyle, readonly RewriteStep[]> = {
  professional: [
    calmShouting,
    calmPunctuation,
    softenProfanity,
    dropChatNoise,
    spellOutSlang,
    removeEmoji,
    collapseRepeats,
    dropDiscourseOpeners,
    removeFillers,
    removeHedges,
    expandContractions,
    frameForWork,
    settleExclamations,
    polish,
  ],
  friendly: [calmShoutedSentences, calmPunctuation, useContractions, polish, frameFriendly, addWarmth],
  concise: [
    dropBareGreeting,
    dropPleasantries,
    dropUndercuttingApologies,
    dropPadding,
    collapseRepeats,
    dropIntensifiers,
    removeHedges,
    tightenWordyPhrases,
    removeFillers,
    dropDiscourseOpeners,
    dropChatNoise,
    calmShouting,
    calmPunctuation,
    useContractions,
    polish,
  ],
  assertive: [
    calmShouting,
    calmPunctuation,
    dropUndercuttingApologies,
    collapseRepeats,
    removeFillers,
    firmUpRequests,
    removeHedges,
    questionsToRequests,
    endFirmly,
    polish,
  ],
  empathetic: [
    calmShouting,
    calmPunctuation,
    softenProfanity,
    softenAbsolutes,
    softenDemands,
    polish,
    acknowledgeFeelings,
  ],
}

const NEXT_STEP: Record<UseCase, string> = {
  work_email: 'Please confirm.',
  negotiation: 'Please confirm.',
  general: 'Please confirm.',
  apology: 'Let me know.',
  text_friend: 'Let me know.',
  dating_app: 'Let me know.',
}

function appendLine(text: string, line: string, change: string): StepResult {
  return { text: addToBody(text, { last: line }), change }
}

/**
 * The move that sets a style apart when its usual steps left the text the same as another
 * rewrite (or as the original): tried in order until one changes the text.
 */
const DISTINGUISHING_MOVES: Record<RewriteStyle, readonly RewriteStep[]> = {
  professional: [
    (text) => frameFormally(text, true),
    (text) => appendLine(text, 'Thank you.', "Closed with 'Thank you.'"),
  ],
  friendly: [
    (text, useCase) => frameWarmly(text, useCase, true),
    (text) => appendLine(text, '😊', 'Added a smile 😊'),
  ],
  concise: [],
  assertive: [
    (text, useCase) =>
      appendLine(text, NEXT_STEP[useCase], `Asked for a clear next step: '${NEXT_STEP[useCase]}'`),
  ],
  empathetic: [
    acknowledgeFeelings,
    (text) => appendLine(text, "I'm here for you.", "Closed with 'I'm here for you.'"),
  ],
}

export interface StyledText {
  style: RewriteStyle
  text: string
  changes: string[]
}

/** Concise never pads itself to differ; every other style differs from the original and from each other. */
const PRIORITY: readonly RewriteStyle[] = ['concise', 'professional', 'assertive', 'empathetic', 'friendly']

function distinguish(styled: StyledText, taken: ReadonlySet<string>, useCase: UseCase): StyledText {
  let current = styled
  for (const move of DISTINGUISHING_MOVES[styled.style]) {
    if (!taken.has(current.text)) break
    const result = move(current.text, useCase)
    if (result.text !== current.text && result.change) {
      current = { ...current, text: result.text, changes: [...current.changes, result.change] }
    }
  }
  return current
}

/** Rewrites the message in each style, in the order asked, with no two results the same. */
export function rewriteInStyles(
  message: string,
  useCase: UseCase,
  styles: readonly RewriteStyle[],
): StyledText[] {
  const original = message.trim()
  const byStyle = new Map<RewriteStyle, StyledText>()
  const taken = new Set<string>()
  for (const style of [...styles].sort((a, b) => PRIORITY.indexOf(a) - PRIORITY.indexOf(b))) {
    const { text, changes } = applySteps(original, useCase, STYLE_STEPS[style])
    const styled = distinguish(
      { style, text, changes },
      style === 'concise' ? taken : new Set([...taken, original]),
      useCase,
    )
    taken.add(styled.text)
    byStyle.set(style, styled)
  }
  return styles.flatMap((style) => byStyle.get(style) ?? [])
}
