import { readFileSync } from 'node:fs'
import type { UseCase } from '@tipsy/contracts'
import { analyzeMessage } from '../../src/local/analyze/analyze'
import { sentenceFeatures } from '../../src/local/analyze/learned/sentence-features'
import { toneValues } from '../../src/local/analyze/tone'
import { readyHead } from '../../src/models/reader/meaning-head'
import type { FeelingHeads } from '../../src/models/reader/meaning-reader'
import type { ReaderPass } from '../../src/models/reader/sentence-encoder'
import { type SentimentHead, sentimentHeadClasses } from '../../src/models/reader/sentiment-head'
import { likeliestTone, readTone, type ToneHead, type ToneReading } from '../../src/models/reader/tone-head'
import { readerPasses } from './reader-vectors'
import { TRAINING, trainHead } from './train-meaning-head'

// The heads that read how a message feels (tone and sentiment), trained on the blind tone set's
// dev split only.

/** One message of the blind tone set: six writers, each tone nine times, a third held out. */
export interface ToneMessage {
  id: string
  author: string
  text: string
  useCase: UseCase
  tone: string
  sentiment: 'very negative' | 'negative' | 'neutral' | 'positive' | 'very positive'
  heat: 'calm' | 'heated' | 'very heated'
  split: 'dev' | 'heldout'
}

export function loadToneMessages(): ToneMessage[] {
  return JSON.parse(readFileSync(new URL('../data/tone-blind.json', import.meta.url), 'utf8'))
}

export const SHIPPED_TONE_HEAD_FILE = new URL('../../src/models/reader/tone-head.json', import.meta.url)
export const SHIPPED_SENTIMENT_HEAD_FILE = new URL(
  '../../src/models/reader/sentiment-head.json',
  import.meta.url,
)

/** The bonuses tried for the rules' tone, in hundredths. */
const BONUS_LEVELS = Array.from({ length: 21 }, (_, at) => at * 5)

/** The tone the analysis reads without the reader's tone head. */
export const rulesTone = (message: Pick<ToneMessage, 'text' | 'useCase'>) =>
  analyzeMessage(message.text, message.useCase).scores.tone.value

function weightsFor(
  messages: readonly ToneMessage[],
  passOf: (text: string) => ReaderPass,
  labelOf: (message: ToneMessage) => string = (message) => message.tone,
  classes: readonly string[] = toneValues,
) {
  return trainHead(
    messages.map((message) => ({
      words: sentenceFeatures(message.text),
      vector: passOf(message.text).message,
      label: labelOf(message),
    })),
    classes,
  )
}

/** The sentiment head: each dev message labelled with the sentiment its writer gave it. */
export function trainSentimentHead(
  dev: readonly ToneMessage[],
  passOf: (text: string) => ReaderPass,
): SentimentHead {
  return weightsFor(dev, passOf, (message) => message.sentiment, sentimentHeadClasses)
}

/**
 * Trains the tone head on the dev messages: its weights from all of them, and the bonus the rules'
 * tone gets chosen out of fold (five folds of the same dev messages), for the most tones right. The
 * held-out third is never read here.
 */
export function trainToneHead(dev: readonly ToneMessage[], passOf: (text: string) => ReaderPass): ToneHead {
  const outOfFold: { read: ToneReading; rules: string; tone: string }[] = []
  for (let fold = 0; fold < TRAINING.folds; fold++) {
    const ready = readyHead({
      ...weightsFor(
        dev.filter((_, at) => at % TRAINING.folds !== fold),
        passOf,
      ),
      rulesBonus: 0,
    })
    dev.forEach((message, at) => {
      if (at % TRAINING.folds !== fold) return
      const read = readTone(ready, message.text, [], passOf(message.text))
      outOfFold.push({ read, rules: rulesTone(message), tone: message.tone })
    })
  }
  let rulesBonus = 0
  let mostRight = -1
  for (const hundredths of BONUS_LEVELS) {
    const right = outOfFold.filter(
      ({ read, rules, tone }) => likeliestTone({ ...read, rulesBonus: hundredths / 100 }, rules) === tone,
    ).length
    if (right > mostRight) {
      mostRight = right
      rulesBonus = hundredths / 100
    }
  }
  return { ...weightsFor(dev, passOf), rulesBonus }
}

/** The tone and sentiment heads as trained now from the dev split: what the shipped files must equal. */
export async function freshFeelingHeads(): Promise<FeelingHeads> {
  const dev = loadToneMessages().filter((message) => message.split === 'dev')
  const passOf = await readerPasses(dev.map((message) => message.text))
  return { tone: trainToneHead(dev, passOf), sentiment: trainSentimentHead(dev, passOf) }
}
