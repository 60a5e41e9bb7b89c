import { sentenceFeatures } from '../../local/analyze/learned/sentence-features'
import type { Sentence } from '../../local/text/tokens'
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

/** What the reader makes of one message: judged whole first, then where the harm sits. */
export interface MessageReading {
  /** "Some harm" in the whole message, 0–1. */
  harm: number
  /** The likeliest kind of harm in the whole message. */
  kind: string
  /** Each sentence's own harm and kind, read in the context of the message. */
  sentences: (Sentence & { harm: number; kind: string })[]
}

export interface MeaningReader {
  /** The model the vectors come from (for `/api/health` and the logs). */
  readonly model: string
  readonly head: MeaningHead
  read(text: string): Promise<MessageReading>
  close(): Promise<void>
}

export const SHIPPED_HEAD = shipped as unknown as MeaningHead

/**
 * The reading from one pass of the encoder: kept apart from the encoder so the evaluation and the
 * training can score vectors they computed once.
 */
export function readingFrom(
  ready: ReadyHead,
  text: string,
  sentences: readonly Sentence[],
  pass: ReaderPass,
): MessageReading {
  const whole = classProbabilities(ready, sentenceFeatures(text), pass.message)
  return {
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
): Promise<MeaningReader> {
  const encoder: SentenceEncoder = await createSentenceEncoder(files)
  const ready = readyHead(head)
  return {
    model: files.id,
    head,
    async read(text) {
      const sentences = readerSpans(text)
      return readingFrom(ready, text, sentences, await encoder.read(text, sentences))
    },
    close: () => encoder.close(),
  }
}
