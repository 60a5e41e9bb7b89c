import { sentenceFeatures } from '../../analyze/learned/sentence-features'
import { classProbabilities, type SoftmaxModel } from '../../analyze/learned/softmax-model'
import shipped from './act-model.json' with { type: 'json' }

/**
 * A second reader of what their last message does, learned from the blind reply sets: each
 * author said what their thread's last message was (invitation, question, complaint, feeling …).
 * The rules read far finer kinds and go first; the model only settles what the rules leave to a
 * guess from the words' sentiment, where "I feel like I care more than you do" scored as cheerful.
 */
export interface ActReader {
  classes: readonly string[]
  weights: ReadonlyMap<string, readonly (readonly [number, number])[]>
}

export function actReader(model: SoftmaxModel): ActReader {
  return { classes: model.classes, weights: new Map(Object.entries(model.weights)) }
}

/** Trained by `eval/reply/act-model.ts` (`npm run train:reply-acts`). */
export const SHIPPED_ACT_READER = actReader(shipped as unknown as SoftmaxModel)

/** Each act's chance for the message, by the authors' names for acts. */
export function actChances(message: string, reader: ActReader = SHIPPED_ACT_READER): Record<string, number> {
  const chances = classProbabilities(reader.classes.length, reader.weights, sentenceFeatures(message))
  return Object.fromEntries(reader.classes.map((act, index) => [act, chances[index] ?? 0]))
}
