import type { RedFlag } from '@tipsy/contracts'
import { PROFANITY_SEVERITY } from '../rules/profanity'
import { flagAt, quote, type RedFlagType, type RuleContext, type Severity, severityIn } from '../rules/rule'
import { SHAME_IF_FRAME } from '../rules/threats'
import { LEARNED_WORDINGS } from './learned-wordings'
import shipped from './red-flag-model.json' with { type: 'json' }
import { sentenceFeatures } from './sentence-features'
import { classProbabilities, type SoftmaxModel } from './softmax-model'

export interface RedFlagModel extends SoftmaxModel {
  /** The severity the authors of the training set gave each kind most often. */
  severities: Record<string, Severity>
}

/**
 * A sentence is flagged when the model gives "some harm" two chances in three. Lower finds more
 * and flags more everyday messages; see the red-flag README for the figures at each threshold.
 */
export const HARM_THRESHOLD = 0.85

/**
 * Wordings a rule reads in full, by the kind it gives them: a sentence in one of these frames that
 * the rule left alone is cleared of that kind, and the model's guess does not overrule it.
 */
const FRAMES_RULES_READ: Partial<Record<RedFlagType, RegExp>> = { threat: SHAME_IF_FRAME }

/** A model ready to score: its weights in a Map, so words named like Object members ("constructor") are only words. */
export interface LearnedReader {
  classes: readonly string[]
  weights: ReadonlyMap<string, readonly (readonly [number, number])[]>
  severities: Readonly<Record<string, Severity>>
}

export function learnedReader(model: RedFlagModel): LearnedReader {
  return {
    classes: model.classes,
    weights: new Map(Object.entries(model.weights)),
    severities: model.severities,
  }
}

/** The model shipped with the engine, trained by `eval/red-flag-model/train.ts`. */
export const SHIPPED_READER = learnedReader(shipped as unknown as RedFlagModel)

/**
 * Whether any of the flags overlaps a stretch: the flags sorted by start, with the furthest end
 * reached so far, so each question is a binary search (a pass over every flag for every sentence
 * was quadratic in a message of hundreds of flagged one-word lines).
 */
function coverage(flags: readonly RedFlag[]): (stretch: { start: number; end: number }) => boolean {
  const spans = flags.flatMap((flag) => (flag.span ? [flag.span] : [])).sort((a, b) => a.start - b.start)
  const furthestEnd: number[] = []
  for (const span of spans) furthestEnd.push(Math.max(span.end, furthestEnd.at(-1) ?? span.end))
  return (stretch) => {
    // The flags that start before the stretch ends are the first `count`.
    let count = 0
    let after = spans.length
    while (count < after) {
      const middle = (count + after) >>> 1
      if ((spans[middle]?.start ?? stretch.end) < stretch.end) count = middle + 1
      else after = middle
    }
    return count > 0 && (furthestEnd[count - 1] ?? 0) > stretch.start
  }
}

/**
 * The second reader: sentences no rule flagged, read by a model trained on the blind set's dev
 * split. It knows acts the phrase lists do not ("nobody else would put up with you"), at the cost
 * of a guess's precision, so a rule's flag always wins where both speak.
 */
export function learnedFlags(
  context: RuleContext,
  ruleFlags: readonly RedFlag[],
  reader: LearnedReader = SHIPPED_READER,
): RedFlag[] {
  const flags: RedFlag[] = []
  const isCovered = coverage(ruleFlags)
  for (const sentence of context.sentences) {
    if (isCovered(sentence)) continue
    const probabilities = classProbabilities(
      reader.classes.length,
      reader.weights,
      sentenceFeatures(sentence.text),
    )
    if (1 - (probabilities[0] ?? 1) < HARM_THRESHOLD) continue
    let best = 1
    for (let label = 2; label < probabilities.length; label++)
      if ((probabilities[label] ?? 0) > (probabilities[best] ?? 0)) best = label
    const type = reader.classes[best] as RedFlagType
    if (FRAMES_RULES_READ[type]?.test(sentence.text)) continue
    const wording = LEARNED_WORDINGS[type]
    if (!wording) continue
    const severity =
      type === 'profanity' ? severityIn(PROFANITY_SEVERITY, context.useCase) : reader.severities[type]
    if (!severity) continue
    flags.push(
      flagAt(context.text, sentence.start, sentence.end, {
        type,
        severity,
        description: `${quote(sentence.text)} may read as ${wording.harm}`,
        suggestion: wording.suggestion,
      }),
    )
  }
  return flags
}
