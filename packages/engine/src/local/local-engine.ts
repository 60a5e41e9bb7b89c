import { lastMessageFromThem } from '@tipsy/contracts'
import type { DraftVerdict } from '../checks/draft-checks'
import { ruleSpellingProblems, spellingProblems } from '../checks/spelling'
import type { Engine } from '../engine'
import type { ReaderModelFiles } from '../engine-config'
import { loadLiveReader } from '../models/live-reader'
import {
  createDraftingWriter,
  type DraftingTask,
  type DraftingWriterOptions,
  type DraftSource,
} from '../models/writer/drafting-writer'
import { localAnalyzer } from '../providers/local-analyzer'
import { analyzeMessage } from './analyze/analyze'
import { assertAnalysable } from './analyze/input'
import { emojify } from './emojify/emojify'
import { generateMessages } from './generate/generate'
import { checkGrammar } from './grammar/grammar-checker'
import { writeReplies } from './reply/write-replies'
import { rewriteMessage } from './rewrite/rewrite'

export interface LocalEngineOptions {
  reader?: ReaderModelFiles | undefined
  /** A model that drafts (the local LLM with its writing adapter); the rules' drafts fill in. */
  draft?: DraftSource | undefined
  /** A hosted model that writes whole answers; each message and style it wrote is checked like a draft. */
  written?: DraftingWriterOptions['written']
  /** Told when no draft passed the checks and the closest was shown, marked `unchecked`. */
  onNoPassingDraft?: ((task: DraftingTask, verdict: DraftVerdict) => void) | undefined
  /** Told of each model draft that failed the checks. */
  onRejectedDraft?: ((task: DraftingTask, verdict: DraftVerdict) => void) | undefined
}

/**
 * The default engine: rules, lexicons and phrase banks in this process, no keys, no network,
 * milliseconds per call. Every message it writes is checked (src/checks): one that fails is shown
 * only when nothing better passed, and then marked. Given a model, the model drafts first.
 */
export function createLocalEngine(options: LocalEngineOptions = {}): Engine & { ready(): Promise<void> } {
  // The encoder loads beside the rules; until it is live (or when it cannot be) the rules read alone.
  const reader = loadLiveReader(options.reader)
  const rules: Pick<Engine, 'generate' | 'rewrite' | 'reply'> = {
    rewrite: async (message, useCase, styles) => rewriteMessage(message, useCase, styles),
    generate: async (input) => generateMessages(input),
    async reply(input) {
      const meaning = await reader.reader
      const theirs = lastMessageFromThem(input.thread ?? [])
      return writeReplies(input, { acts: meaning && theirs ? await meaning.readActs(theirs) : undefined })
    },
  }
  const model = options.draft ?? options.written
  const writer = createDraftingWriter({
    draft: options.draft,
    written: options.written,
    rules,
    local: localAnalyzer,
    // The rules spell from word lists: their drafts are checked against our rules alone, in budget.
    readers: {
      analyze: analyzeMessage,
      spellingProblems: model ? spellingProblems : ruleSpellingProblems,
    },
    onNoPassingDraft: options.onNoPassingDraft,
    onRejectedDraft: options.onRejectedDraft,
  })
  return {
    provider: 'local',
    async analyze(message, useCase, options) {
      assertAnalysable(message)
      const meaning = await reader.reader
      const judgement = meaning && { reading: await meaning.read(message), head: meaning.head }
      return analyzeMessage(message, useCase, { ...options, judgement })
    },
    rewrite: writer.rewrite,
    generate: writer.generate,
    streamGenerate: writer.streamGenerate,
    reply: writer.reply,
    emojify: async (text, emoji) => emojify(text, emoji),
    checkGrammar,
    models: () => ({ reader: reader.models(), writer: { kind: 'rules' } }),
    ready: async () => {
      await reader.reader
    },
    close: () => reader.close(),
  }
}
