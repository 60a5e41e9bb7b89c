import { createRequire } from 'node:module'
import Sentiment from 'sentiment'
import vader from 'vader-sentiment'
import { scoreSentiment } from '../src/local/analyze/sentiment'
import type { EvalRow } from './eval-row'

/** The UCI "Sentiment Labelled Sentences" (Kotzias et al. 2015), as shipped in the `sentiment` package's tests. */
export const sentimentDatasets = ['amazon', 'imdb', 'yelp'] as const
export type SentimentDataset = (typeof sentimentDatasets)[number]

interface LabelledSentence {
  text: string
  /** 1 positive, 0 negative. */
  class: 0 | 1
}

const require = createRequire(import.meta.url)

/** The 1,000 labelled sentences of a set (each fixture file ends with an empty, unlabelled entry, dropped here). */
export function loadSentences(dataset: SentimentDataset): LabelledSentence[] {
  const entries: { text: string; class: number | null }[] = require(`sentiment/test/fixtures/${dataset}.json`)
  return entries.filter((entry): entry is LabelledSentence => entry.class === 0 || entry.class === 1)
}

/** A signed score per sentence: > 0 positive, < 0 negative, 0 undecided. */
export type Scorer = (text: string) => number

const afinn = new Sentiment()
export const scorers: Record<'ours' | 'afinn' | 'vader', Scorer> = {
  ours: (text) => scoreSentiment(text).score,
  afinn: (text) => afinn.analyze(text).score,
  vader: (text) => vader.SentimentIntensityAnalyzer.polarity_scores(text).compound,
}

/**
 * Accuracy with one rule for everyone: a score of exactly 0 is a tie and counts as half right
 * (the expected value of a coin flip). Counting ties as positive or as negative instead would
 * reward a scorer for the data set's class balance among sentences it could not read.
 */
export function accuracy(sentences: readonly LabelledSentence[], scorer: Scorer): number {
  let right = 0
  for (const sentence of sentences) {
    const score = scorer(sentence.text)
    if (score === 0) right += 0.5
    else if (score > 0 === (sentence.class === 1)) right += 1
  }
  return right / sentences.length
}

const round = (value: number) => Math.round(value * 1000) / 1000
const TARGET = 0.8

/** Accuracy on Amazon, IMDB and Yelp and their mean, ours beside plain AFINN and VADER measured in the same run. */
export async function evaluateSentiment(): Promise<EvalRow[]> {
  const results = sentimentDatasets.map((dataset) => {
    const sentences = loadSentences(dataset)
    return {
      dataset,
      ours: accuracy(sentences, scorers.ours),
      afinn: accuracy(sentences, scorers.afinn),
      vader: accuracy(sentences, scorers.vader),
    }
  })
  const mean = (key: 'ours' | 'afinn' | 'vader') =>
    results.reduce((sum, result) => sum + result[key], 0) / results.length
  const rows: EvalRow[] = []
  for (const { dataset, ours, afinn, vader } of [
    ...results,
    { dataset: 'mean', ours: mean('ours'), afinn: mean('afinn'), vader: mean('vader') },
  ]) {
    const isMean = dataset === 'mean'
    for (const [label, value] of [
      ['AFINN (sentiment)', afinn],
      ['VADER (vader-sentiment)', vader],
    ] as const) {
      rows.push({
        area: 'sentiment',
        metric: `accuracy ${dataset}${isMean ? ' of 3' : ''} (ties = ½)`,
        value: round(ours),
        baseline: { label, value: round(value) },
        target: isMean ? `≥ ${TARGET}` : '> baseline',
        pass: isMean ? ours >= TARGET : ours > value,
      })
    }
  }
  return rows
}
