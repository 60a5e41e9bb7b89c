import { sentenceFeatures } from '../../local/analyze/learned/sentence-features'
import type { Sentence } from '../../local/text/tokens'
import { classProbabilities, type ReadyHead, type SoftmaxHead } from './meaning-head'
import type { ReaderPass } from './sentence-encoder'

/**
 * The reader's tone head: one class per tone of the analysis (`toneValues`), over the same vector and
 * word features as the red-flag head. Trained by `npm run train:reader` on the dev split of the blind
 * tone set.
 */
export interface ToneHead extends SoftmaxHead {
  /**
   * Added to the probability of the tone the rules' cue words found, when they found one: the two
   * readings together get more tones right than either alone (chosen out of fold).
   */
  rulesBonus: number
}

export interface ToneReading {
  /** Each tone's probability for the whole message. */
  probabilities: Record<string, number>
  rulesBonus: number
  /** Each sentence's own tone probabilities, for quoting the one that reads most like the tone. */
  sentences: { sentence: Sentence; probabilities: Record<string, number> }[]
}

export function readTone(
  ready: ReadyHead<ToneHead>,
  text: string,
  sentences: readonly Sentence[],
  pass: ReaderPass,
): ToneReading {
  const byTone = (probabilities: Float64Array) =>
    Object.fromEntries(ready.head.classes.map((tone, label) => [tone, probabilities[label] ?? 0]))
  return {
    probabilities: byTone(classProbabilities(ready, sentenceFeatures(text), pass.message)),
    rulesBonus: ready.head.rulesBonus,
    sentences: sentences.map((sentence, index) => ({
      sentence,
      probabilities: byTone(
        classProbabilities(ready, sentenceFeatures(sentence.text), pass.spans[index] ?? pass.message),
      ),
    })),
  }
}

/** The tone the two readings agree on best: the reader's probabilities, the rules' tone given a bonus. */
export function likeliestTone(
  read: ToneReading,
  rulesTone: string | undefined,
  among?: readonly string[],
): string {
  let best = 'neutral'
  let most = -1
  for (const [tone, probability] of Object.entries(read.probabilities)) {
    if (among && !among.includes(tone)) continue
    const score = probability + (tone === rulesTone ? read.rulesBonus : 0)
    if (score > most) {
      most = score
      best = tone
    }
  }
  return best
}

/** The sentence that reads most like `tone` (undefined for a message of one sentence). */
export function sentenceMostLike(read: ToneReading, tone: string): Sentence | undefined {
  if (read.sentences.length < 2) return undefined
  return read.sentences.reduce((best, candidate) =>
    (candidate.probabilities[tone] ?? 0) > (best.probabilities[tone] ?? 0) ? candidate : best,
  ).sentence
}
