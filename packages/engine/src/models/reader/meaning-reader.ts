import { sentenceFeatures } from '../../local/analyze/learned/sentence-features'
import type { Sentence } from '../../local/text/tokens'
import { type ActHead, type ActReading, readActs } from './act-head'
import shippedActs from './act-head.json' with { type: 'json' }
import {
  classProbabilities,
  harmOf,
  likeliestKind,
  type MeaningHead,
  type ReadyHead,
  readerSpans,
  readyHead,
} from './meaning-head'
import shipped from './meaning-head.json' with { type: 'json' }
import { createSentenceEncoder, type ReaderPass, type SentenceEncoder } from './sentence-encoder'
import { readSentiment, type SentimentHead, type SentimentReading } from './sentiment-head'
import shippedSentiment from './sentiment-head.json' with { type: 'json' }
import { readTone, type ToneHead, type ToneReading } from './tone-head'
import shippedTone from './tone-head.json' with { type: 'json' }

/** What the reader makes of one message: judged whole first, then where the harm sits. */
export interface MessageReading {
  /** "Some harm" in the whole message, 0–1. */
  harm: number
  /** The likeliest kind of harm in the whole message. */
  kind: string
  /** Each sentence's own harm and kind, read in the context of the message. */
  sentences: (Sentence & { harm: number; kind: string })[]
  /** The message's tone and sentiment, from the same vectors (absent when no such heads were given). */
  tone?: ToneReading
  sentiment?: SentimentReading
}

/** The heads that read how a message feels, beside the red-flag head. */
export interface FeelingHeads {
  tone: ToneHead
  sentiment: SentimentHead
}

export interface MeaningReader {
  /** The model the vectors come from (for `/api/health` and the logs). */
  readonly model: string
  readonly head: MeaningHead
  read(text: string): Promise<MessageReading>
  /** What the other person's last message in a chat does (one pass over the message alone). */
  readActs(text: string): Promise<ActReading>
  close(): Promise<void>
}

export const SHIPPED_HEAD = shipped as unknown as MeaningHead
export const SHIPPED_FEELING_HEADS: FeelingHeads = {
  tone: shippedTone as unknown as ToneHead,
  sentiment: shippedSentiment as unknown as SentimentHead,
}
export const SHIPPED_ACT_HEAD = shippedActs as unknown as ActHead

/**
 * The reading from one pass of the encoder: kept apart from the encoder so the evaluation and the
 * training can score vectors they computed once.
 */
export function readingFrom(
  ready: ReadyHead,
  text: string,
  sentences: readonly Sentence[],
  pass: ReaderPass,
  feelings?: { tone: ReadyHead<ToneHead>; sentiment: ReadyHead<SentimentHead> },
): MessageReading {
  const whole = classProbabilities(ready, sentenceFeatures(text), pass.message)
  return {
    ...(feelings && {
      tone: readTone(feelings.tone, text, sentences, pass),
      sentiment: readSentiment(feelings.sentiment, text, pass),
    }),
    harm: harmOf(whole),
    kind: likeliestKind(ready.head, whole),
    sentences: sentences.map((sentence, index) => {
      const probabilities = classProbabilities(
        ready,
        sentenceFeatures(sentence.text),
        pass.spans[index] ?? pass.message,
      )
      return { ...sentence, harm: harmOf(probabilities), kind: likeliestKind(ready.head, probabilities) }
    }),
  }
}

export interface MeaningReaderFiles {
  modelPath: string
  tokenizerPath: string
  /** The model's id in the store, named in `/api/health`. */
  id: string
  /** onnxruntime threads (1 in a worker of the inference pool). */
  threads?: number
}

/** Loads the encoder once; every reading after that is one pass over the message. */
export async function createMeaningReader(
  files: MeaningReaderFiles,
  head: MeaningHead = SHIPPED_HEAD,
  feelingHeads: FeelingHeads = SHIPPED_FEELING_HEADS,
  actHead: ActHead = SHIPPED_ACT_HEAD,
): Promise<MeaningReader> {
  const encoder: SentenceEncoder = await createSentenceEncoder(files)
  const ready = readyHead(head)
  const acts = readyHead(actHead)
  const feelings = { tone: readyHead(feelingHeads.tone), sentiment: readyHead(feelingHeads.sentiment) }
  return {
    model: files.id,
    head,
    async read(text) {
      const sentences = readerSpans(text)
      return readingFrom(ready, text, sentences, await encoder.read(text, sentences), feelings)
    },
    readActs: async (text) => readActs(acts, text, await encoder.read(text)),
    close: () => encoder.close(),
  }
}
