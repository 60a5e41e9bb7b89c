import { lastMessageFromThem } from '@tipsy/contracts'
import { sentenceFeatures } from '../../src/local/analyze/learned/sentence-features'
import { type ActHead, type ActReading, hurtChance, readActs } from '../../src/models/reader/act-head'
import { readyHead } from '../../src/models/reader/meaning-head'
import type { ReaderPass } from '../../src/models/reader/sentence-encoder'
import { authorOf, trainingThreads } from '../reply/act-model'
import type { Thread } from '../reply/replies'
import { readerPasses } from './reader-vectors'
import { TRAINING, trainHead } from './train-meaning-head'

// The reader's act head, trained on the reply threads the words-only act reader learns from (the
// read sets and the must-mention set's dev split; its held-out third is never read here).

export const SHIPPED_ACT_HEAD_FILE = new URL('../../src/models/reader/act-head.json', import.meta.url)

/** The hurt thresholds tried, in hundredths. */
const THRESHOLD_LEVELS = Array.from({ length: 19 }, (_, at) => 5 + at * 5)

export const theirLastMessage = (thread: Thread) => lastMessageFromThem(thread.thread)
export const isHurt = (thread: Thread) => thread.kind === 'complaint' || thread.kind === 'feeling'

export function actClasses(threads: readonly Thread[]): string[] {
  return [...new Set(threads.map((thread) => thread.kind))].sort()
}

function actWeights(threads: readonly Thread[], passOf: (text: string) => ReaderPass, classes: string[]) {
  return trainHead(
    threads.map((thread) => ({
      words: sentenceFeatures(theirLastMessage(thread)),
      vector: passOf(theirLastMessage(thread)).message,
      label: thread.kind,
    })),
    classes,
  )
}

/**
 * Trains the act head: its weights from every thread, and the hurt threshold chosen out of fold
 * (five folds of the same threads), for the most threads whose hurt-or-not reading matches the
 * author's act.
 */
export function trainActHead(threads: readonly Thread[], passOf: (text: string) => ReaderPass): ActHead {
  const classes = actClasses(threads)
  const outOfFold: { hurt: number; isHurt: boolean }[] = []
  for (let fold = 0; fold < TRAINING.folds; fold++) {
    const ready = readyHead({
      ...actWeights(
        threads.filter((_, at) => at % TRAINING.folds !== fold),
        passOf,
        classes,
      ),
      hurtThreshold: 0,
    })
    threads.forEach((thread, at) => {
      if (at % TRAINING.folds !== fold) return
      const { chances } = readActs(ready, theirLastMessage(thread), passOf(theirLastMessage(thread)))
      outOfFold.push({ hurt: hurtChance(chances), isHurt: isHurt(thread) })
    })
  }
  let hurtThreshold = 0.5
  let mostRight = -1
  for (const hundredths of THRESHOLD_LEVELS) {
    const right = outOfFold.filter(({ hurt, isHurt }) => hurt >= hundredths / 100 === isHurt).length
    if (right > mostRight) {
      mostRight = right
      hurtThreshold = hundredths / 100
    }
  }
  return { ...actWeights(threads, passOf, classes), hurtThreshold }
}

/** The act head as trained now: what the shipped file must equal. */
export async function freshActHead(): Promise<ActHead> {
  const threads = trainingThreads()
  return trainActHead(threads, await readerPasses(threads.map(theirLastMessage)))
}

/** Each thread's acts as read by a head trained without its author's threads (leave one author out). */
export function actsOnUnseenAuthors(
  threads: readonly Thread[],
  passOf: (text: string) => ReaderPass,
): Map<Thread, ActReading> {
  const read = new Map<Thread, ActReading>()
  for (const author of new Set(threads.map(authorOf))) {
    const ready = readyHead(
      trainActHead(
        threads.filter((thread) => authorOf(thread) !== author),
        passOf,
      ),
    )
    for (const thread of threads.filter((each) => authorOf(each) === author))
      read.set(thread, readActs(ready, theirLastMessage(thread), passOf(theirLastMessage(thread))))
  }
  return read
}
