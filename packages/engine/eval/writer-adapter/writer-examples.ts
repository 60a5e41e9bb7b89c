import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import {
  type ChatBubble,
  type Platform,
  type RewriteStyle,
  rewriteStyles,
  type Tones,
  type UseCase,
} from '@tipsy/contracts'
import {
  type TunedPrompt,
  tunedGeneratePrompt,
  tunedReplyPrompt,
  tunedRewritePrompt,
} from '../../src/models/writer/tuned-prompts'

/** The adapter's training settings, recorded beside it (train.py's flags). */
export const TRAINING = {
  epochs: 1,
  'batch-size': 8,
  'learning-rate': 3e-4,
  rank: 16,
  'max-tokens': 512,
  threads: 2,
  seed: 7,
  'held-out-stride': 5,
} as const

export const WRITER_EXAMPLES_FILE = new URL('../data/writer-examples-blind.json', import.meta.url)

type Split = 'dev' | 'heldout'

interface WriterExamplesFile {
  generate: {
    id: string
    request: string
    context: string
    platform: Platform | 'none'
    use_case: UseCase
    tones: Tones
    message: string
    split: Split
  }[]
  rewrite: {
    id: string
    message: string
    use_case: UseCase
    rewrites: Record<RewriteStyle, string>
    split: Split
  }[]
  reply: {
    id: string
    platform: Platform | 'none'
    thread: ChatBubble[]
    intent: string
    replies: string[]
    split: Split
  }[]
}

export interface WriterExample extends TunedPrompt {
  id: string
  task: 'generate' | 'rewrite' | 'reply'
  answer: string
}

export const hashOf = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex')

export function readWriterExamplesFile(): WriterExamplesFile {
  return JSON.parse(readFileSync(WRITER_EXAMPLES_FILE, 'utf8'))
}

/**
 * Every blind example as the prompt the writer is served with and the answer it should learn, by
 * split; `sha256` covers both splits' prompts and answers, so a change to the data or to the
 * prompts shows as a stale adapter.
 */
export function buildWriterExamples(file = readWriterExamplesFile()) {
  const all: (WriterExample & { split: Split })[] = []
  for (const item of file.generate) {
    all.push({
      id: item.id,
      task: 'generate',
      split: item.split,
      ...tunedGeneratePrompt(item),
      answer: item.message,
    })
  }
  for (const item of file.rewrite) {
    for (const style of rewriteStyles) {
      all.push({
        id: `${item.id}-${style}`,
        task: 'rewrite',
        split: item.split,
        ...tunedRewritePrompt(item.message, item.use_case, style),
        answer: item.rewrites[style],
      })
    }
  }
  for (const item of file.reply) {
    item.replies.forEach((reply, index) => {
      all.push({
        id: `${item.id}-${index + 1}`,
        task: 'reply',
        split: item.split,
        ...tunedReplyPrompt(item),
        answer: reply,
      })
    })
  }
  const strip = ({ split: _split, ...example }: WriterExample & { split: Split }): WriterExample => example
  return {
    train: all.filter((example) => example.split === 'dev').map(strip),
    heldOut: all.filter((example) => example.split === 'heldout').map(strip),
    sha256: hashOf(JSON.stringify(all)),
  }
}
