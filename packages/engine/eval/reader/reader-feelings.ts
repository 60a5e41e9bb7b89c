import { readFileSync } from 'node:fs'
import type { Analysis, UseCase } from '@tipsy/contracts'
import { analyzeMessage } from '../../src/local/analyze/analyze'
import { contradictionsIn } from '../../src/local/analyze/coherence'
import { readerSpans, readyHead } from '../../src/models/reader/meaning-head'
import {
  type FeelingHeads,
  readingFrom,
  SHIPPED_FEELING_HEADS,
  SHIPPED_HEAD,
} from '../../src/models/reader/meaning-reader'
import type { ReaderPass } from '../../src/models/reader/sentence-encoder'
import type { EvalRow } from '../eval-row'
import { everydayMessages } from '../red-flag-model/train'
import { loadBlindRedFlags, ratio } from '../red-flags-blind'
import { readerPasses } from './reader-vectors'
import { sameWeights } from './same-weights'
import {
  freshFeelingHeads,
  loadToneMessages,
  SHIPPED_SENTIMENT_HEAD_FILE,
  SHIPPED_TONE_HEAD_FILE,
  type ToneMessage,
  trainSentimentHead,
  trainToneHead,
} from './train-feeling-heads'

/**
 * The reader's tone and sentiment (issue 37), on the held-out third of the blind tone set (nine
 * writers, every tone nine times each), beside the analysis without the reader in the same run:
 * - tone: exactly the writer's tone, of thirteen;
 * - sentiment: exactly the writer's label of five, and within one step of it;
 * - new writers: each writer's messages read by heads trained without that writer;
 * - coherence: what the analysis screen shows that contradicts itself (`contradictionsIn`), on every
 *   held-out set: the tone set, the blind red-flag set and the everyday messages. Target 0.
 */
type Analyse = (message: { text: string; useCase: UseCase }) => Analysis

const SENTIMENT_ORDER = ['very negative', 'negative', 'neutral', 'positive', 'very positive']

function analyserWith(heads: FeelingHeads, passOf: (text: string) => ReaderPass): Analyse {
  const meaning = readyHead(SHIPPED_HEAD)
  const feelings = { tone: readyHead(heads.tone), sentiment: readyHead(heads.sentiment) }
  return ({ text, useCase }) =>
    analyzeMessage(text, useCase, {
      judgement: {
        reading: readingFrom(meaning, text, readerSpans(text), passOf(text), feelings),
        head: SHIPPED_HEAD,
      },
    })
}
const withoutReader: Analyse = ({ text, useCase }) => analyzeMessage(text, useCase)

function feelingFigures(messages: readonly ToneMessage[], analyse: Analyse) {
  let tone = 0
  let sentiment = 0
  let nearSentiment = 0
  for (const message of messages) {
    const { scores } = analyse(message)
    if (scores.tone.value === message.tone) tone++
    const distance = Math.abs(
      SENTIMENT_ORDER.indexOf(scores.sentiment.label) - SENTIMENT_ORDER.indexOf(message.sentiment),
    )
    if (distance === 0) sentiment++
    if (distance <= 1) nearSentiment++
  }
  const of = (found: number) => ratio({ found, total: messages.length })
  return { tone: of(tone), sentiment: of(sentiment), nearSentiment: of(nearSentiment) }
}

const sameAsShipped = (fresh: unknown, file: URL) =>
  sameWeights(fresh, JSON.parse(readFileSync(file, 'utf8')))

export async function evaluateReaderFeelings(): Promise<EvalRow[]> {
  const toneMessages = loadToneMessages()
  const heldout = toneMessages.filter((message) => message.split === 'heldout')
  const blind = loadBlindRedFlags().filter((message) => message.split !== 'dev')
  const everyday = everydayMessages('heldout').map((text) => ({ text, useCase: 'general' as const }))
  const coherenceSets = [
    { name: `tone set, held-out ${heldout.length}`, messages: heldout },
    { name: `blind red-flag set, held-out ${blind.length}`, messages: blind },
    { name: `everyday, held-out ${everyday.length}`, messages: everyday },
  ]
  const passOf = await readerPasses([
    ...toneMessages.map((message) => message.text),
    ...blind.map((message) => message.text),
    ...everyday.map((message) => message.text),
  ])
  const fresh = await freshFeelingHeads()
  const matches =
    sameAsShipped(fresh.tone, SHIPPED_TONE_HEAD_FILE) &&
    sameAsShipped(fresh.sentiment, SHIPPED_SENTIMENT_HEAD_FILE)
  const rows: EvalRow[] = [
    {
      area: 'tone and sentiment (reader)',
      metric:
        'the shipped tone and sentiment heads equal a fresh training on the dev split (1 = yes; npm run train:reader)',
      value: matches ? 1 : 0,
      target: '1',
      pass: matches,
    },
  ]

  const withShipped = analyserWith(SHIPPED_FEELING_HEADS, passOf)
  const ours = feelingFigures(heldout, withShipped)
  const before = feelingFigures(heldout, withoutReader)
  const writerCount = new Set(toneMessages.map((message) => message.author)).size
  const area = `tone and sentiment (reader, blind tone set held-out ${heldout.length}, ${writerCount} writers)`
  const beside = (value: number) => ({ label: 'analysis without the reader', value })
  rows.push(
    {
      area,
      metric: 'tone: the writer’s own, of 13',
      value: ours.tone,
      baseline: beside(before.tone),
      target: '≥ 0.65 (reached; no target set)',
      pass: ours.tone >= 0.65,
    },
    {
      area,
      metric: 'sentiment: the writer’s own label, of 5',
      value: ours.sentiment,
      baseline: beside(before.sentiment),
      target: '≥ 0.65 (reached; no target set)',
      pass: ours.sentiment >= 0.65,
    },
    {
      area,
      metric: 'sentiment: within one step of the writer’s label',
      value: ours.nearSentiment,
      baseline: beside(before.nearSentiment),
      target: '≥ 0.85 (reached; no target set)',
      pass: ours.nearSentiment >= 0.85,
    },
  )

  // Each writer read by heads that never saw that writer (the bonus and labels from the full dev split).
  const writers = [...new Set(toneMessages.map((message) => message.author))]
  const everyWriterBefore = feelingFigures(toneMessages, withoutReader)
  let newWriterTone = 0
  let newWriterSentiment = 0
  for (const writer of writers) {
    const others = toneMessages.filter((message) => message.split === 'dev' && message.author !== writer)
    const heads = {
      tone: { ...trainToneHead(others, passOf), rulesBonus: SHIPPED_FEELING_HEADS.tone.rulesBonus },
      sentiment: trainSentimentHead(others, passOf),
    }
    const figures = feelingFigures(
      toneMessages.filter((message) => message.author === writer),
      analyserWith(heads, passOf),
    )
    newWriterTone += figures.tone / writers.length
    newWriterSentiment += figures.sentiment / writers.length
  }
  rows.push(
    {
      area,
      metric: `tone, each writer unseen by the heads (mean of ${writers.length})`,
      value: Math.round(newWriterTone * 1000) / 1000,
      baseline: beside(everyWriterBefore.tone),
      target: '≥ 0.6 (reached; no target set)',
      pass: newWriterTone >= 0.6,
    },
    {
      area,
      metric: `sentiment label, each writer unseen by the heads (mean of ${writers.length})`,
      value: Math.round(newWriterSentiment * 1000) / 1000,
      baseline: beside(everyWriterBefore.sentiment),
      target: '≥ 0.6 (reached; no target set)',
      pass: newWriterSentiment >= 0.6,
    },
  )

  for (const { name, messages } of coherenceSets) {
    const count = (analyse: Analyse) =>
      messages.filter((message) => contradictionsIn(analyse(message)).length > 0).length
    const contradicted = count(withShipped)
    rows.push({
      area: 'coherence (one reading per message)',
      metric: `${name}: messages whose analysis contradicts itself`,
      value: contradicted,
      baseline: beside(count(withoutReader)),
      target: '0',
      pass: contradicted === 0,
    })
  }
  return rows
}
