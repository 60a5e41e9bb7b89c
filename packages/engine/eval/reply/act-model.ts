import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { lastMessageFromThem } from '@tipsy/contracts'
import { sentenceFeatures } from '../../src/local/analyze/learned/sentence-features'
import type { SoftmaxModel } from '../../src/local/analyze/learned/softmax-model'
import { actChances, actReader } from '../../src/local/reply/learned/act-reader'
import { type Example, trainSoftmax } from '../red-flag-model/train-softmax'
import { isHeldOut, loadThreads, type Thread } from './replies'

/**
 * The reply act reader is trained on every blind reply thread but the held-out third of the
 * must-mention set: the six sets read for the sendable count (`reply-threads-read.json`) and the
 * must-mention set's dev split. Each thread is one example: their last message, labelled with
 * the act its author gave it.
 */
export function loadReadThreads(): Thread[] {
  return JSON.parse(
    readFileSync(new URL('../data/reply-threads-read.json', import.meta.url), 'utf8'),
  ) as Thread[]
}

export function trainingThreads(): Thread[] {
  return [...loadReadThreads(), ...loadThreads().filter((thread) => !isHeldOut(thread.id))]
}

/** The blind set a thread came from: one author wrote each set. */
export const authorOf = (thread: Thread) => thread.id.slice(0, 3)

export function trainActModel(threads: readonly Thread[]): SoftmaxModel {
  const examples: Example[] = threads.map((thread) => ({
    features: sentenceFeatures(lastMessageFromThem(thread.thread)),
    label: thread.kind,
  }))
  return trainSoftmax(examples, [...new Set(examples.map((example) => example.label))].sort())
}

/**
 * How often the reader names the author's act on a set it never saw: each set of the training
 * threads read by a model trained on the others (leave one author out).
 */
export function actAccuracyOnUnseenAuthors(): { right: number; total: number; mostCommon: number } {
  const threads = trainingThreads()
  let right = 0
  for (const author of new Set(threads.map(authorOf))) {
    const reader = actReader(trainActModel(threads.filter((thread) => authorOf(thread) !== author)))
    for (const thread of threads.filter((each) => authorOf(each) === author)) {
      const chances = Object.entries(actChances(lastMessageFromThem(thread.thread), reader))
      const best = chances.reduce((top, entry) => (entry[1] > top[1] ? entry : top))
      if (best[0] === thread.kind) right++
    }
  }
  const counts = new Map<string, number>()
  for (const thread of threads) counts.set(thread.kind, (counts.get(thread.kind) ?? 0) + 1)
  return { right, total: threads.length, mostCommon: Math.max(...counts.values()) }
}

export const SHIPPED_ACT_MODEL_FILE = new URL('../../src/local/reply/learned/act-model.json', import.meta.url)

export const freshActModel = () => trainActModel(trainingThreads())

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SHIPPED_ACT_MODEL_FILE, `${JSON.stringify(freshActModel())}\n`)
  process.stdout.write(`wrote ${fileURLToPath(SHIPPED_ACT_MODEL_FILE)}\n`)
}
