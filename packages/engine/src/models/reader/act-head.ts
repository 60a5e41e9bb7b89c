import { sentenceFeatures } from '../../local/analyze/learned/sentence-features'
import { classProbabilities, type ReadyHead, type SoftmaxHead } from './meaning-head'
import type { ReaderPass } from './sentence-encoder'

/**
 * The reader's act head: what the other person's last message in a chat does (invitation,
 * question, complaint, feeling …), in the acts the authors of the blind reply sets named, over the
 * same vector and word features as the other heads. Trained by `npm run train:reader` on the reply
 * threads outside the held-out split.
 */
export interface ActHead extends SoftmaxHead {
  /** How sure the head must be that a message complains or tells a feeling (chosen out of fold). */
  hurtThreshold: number
}

/** Each act's chance for one message, with the sureness a hurt reading needs from these chances. */
export interface ActReading {
  chances: Record<string, number>
  hurtThreshold: number
}

/** The acts that make a calm message hurt or a complaint to the writer (see `hurtIn`). */
export const HURT_ACTS = ['complaint', 'feeling'] as const

export const hurtChance = (chances: Record<string, number>) =>
  HURT_ACTS.reduce((sum, act) => sum + (chances[act] ?? 0), 0)

export function readActs(ready: ReadyHead<ActHead>, text: string, pass: ReaderPass): ActReading {
  const probabilities = classProbabilities(ready, sentenceFeatures(text), pass.message)
  return {
    chances: Object.fromEntries(ready.head.classes.map((act, index) => [act, probabilities[index] ?? 0])),
    hurtThreshold: ready.head.hurtThreshold,
  }
}
