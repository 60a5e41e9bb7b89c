import { randomUUID } from 'node:crypto'
import {
  type GeneratedMessage,
  type Platform,
  type Rewrite,
  type RewriteStyle,
  toneNames,
  type UseCase,
} from '@tipsy/contracts'
import { describeChanges } from '../../checks/change-list'
import {
  bestDraft,
  checkDraft,
  closestDraft,
  type DraftBrief,
  type DraftReaders,
  type DraftVerdict,
  passes,
} from '../../checks/draft-checks'
import { fixSpelling } from '../../checks/spelling'
import type { CallOptions, Engine, GenerateInput, ReplyInput } from '../../engine'
import { describeTone } from '../../local/generate/tone-mix'
import { mustRepair } from '../../local/rewrite/reading'
import { sameWords } from '../../local/text/same-words'
import { type CheckedGenerateInput, checkGenerateInput } from '../../providers/input-checks'
import type { LocalAnalyzer } from '../../providers/llm-engine'
import { type TunedPrompt, tunedGeneratePrompt, tunedReplyPrompt, tunedRewritePrompt } from './tuned-prompts'

export type DraftingTask = 'generate' | 'rewrite' | 'reply'

/** What one draft is for: each model writes its own prompt from it. */
export type DraftRequest =
  | { task: 'generate'; request: CheckedGenerateInput }
  | { task: 'rewrite'; message: string; useCase: UseCase; style: RewriteStyle }
  | { task: 'reply'; input: ReplyInput }

/** Writes one draft: a model, a different draft for each seed. */
export type DraftSource = (
  request: DraftRequest,
  options: { seed: number; maxTokens: number; signal?: AbortSignal | undefined },
) => Promise<string>

/** The tuned model's prompt for a draft (the adapter was trained on these). */
export function tunedPromptFor(request: DraftRequest): TunedPrompt {
  switch (request.task) {
    case 'generate':
      return tunedGeneratePrompt({ ...request.request, request: request.request.prompt })
    case 'rewrite':
      return tunedRewritePrompt(request.message, request.useCase, request.style)
    case 'reply':
      return tunedReplyPrompt(request.input)
  }
}

export interface DraftingWriterOptions {
  /** The local model, one draft a call; without a model, the rules' drafts are checked and marked the same way. */
  draft?: DraftSource | undefined
  /**
   * A hosted model, which writes whole answers (several messages, every style) in one request:
   * each message or style it wrote is a draft. Its errors are the call's (docs/decisions/0021).
   */
  written?: Pick<Engine, 'streamGenerate' | 'rewrite' | 'reply'> | undefined
  /** The rules writer: its drafts are checked the same way and stand in when no model draft passes. */
  rules: Pick<Engine, 'generate' | 'rewrite' | 'reply'>
  local: LocalAnalyzer
  readers: DraftReaders
  /** Model drafts written for each message asked for, beyond the count (default 2). */
  extraDrafts?: number
  /** Told when no draft passed and the closest one was used instead. */
  onNoPassingDraft?: (task: DraftingTask, verdict: DraftVerdict) => void
  /** Told of each model draft that failed the checks (the operator sees how often the model misses). */
  onRejectedDraft?: (task: DraftingTask, verdict: DraftVerdict) => void
}

const TOKENS = { message: 160, rewrite: 320 } as const

/**
 * The writer of DESIGN.md: the model drafts, the engine checks each draft, the best passing draft
 * wins. The rules' drafts are checked the same way and fill in when too few model drafts pass.
 */
export function createDraftingWriter({
  draft,
  written,
  rules,
  local,
  readers,
  extraDrafts = 2,
  onNoPassingDraft,
  onRejectedDraft,
}: DraftingWriterOptions): Pick<Engine, 'generate' | 'streamGenerate' | 'rewrite' | 'reply'> {
  /** The local model's drafts for a message, as each finishes; the rest are stopped when the caller leaves. */
  async function* localDrafts(
    source: DraftSource,
    request: Exclude<DraftRequest, { task: 'rewrite' }>,
    total: number,
    seed: number,
    signal: AbortSignal | undefined,
  ): AsyncIterable<string> {
    const enough = new AbortController()
    const drafting = signal ? AbortSignal.any([signal, enough.signal]) : enough.signal
    const pending = new Map<number, Promise<{ index: number; text: string | undefined }>>()
    for (let index = 0; index < total; index++) {
      const drafted = source(request, {
        seed: seed + index,
        maxTokens: TOKENS.message,
        signal: drafting,
      }).then(
        (text) => ({ index, text }),
        // One draft the model botched is one candidate fewer; the rules are still there.
        () => ({ index, text: undefined }),
      )
      pending.set(index, drafted)
    }
    try {
      while (pending.size > 0) {
        const { index, text } = await Promise.race(pending.values())
        pending.delete(index)
        if (text !== undefined) yield text
      }
    } finally {
      enough.abort()
      await Promise.all(pending.values())
    }
  }

  /** A hosted model's messages for the request, as it streams them: one request for them all. */
  async function* hostedDrafts(
    model: NonNullable<DraftingWriterOptions['written']>,
    request: Exclude<DraftRequest, { task: 'rewrite' }>,
    total: number,
    signal: AbortSignal | undefined,
  ): AsyncIterable<string> {
    const messages =
      request.task === 'generate'
        ? model.streamGenerate({ ...request.request, count: total }, { signal })
        : await model.reply({ ...request.input, count: total }, { signal })
    for await (const message of messages) yield message.text
  }

  function modelDrafts(
    request: Exclude<DraftRequest, { task: 'rewrite' }>,
    count: number,
    seed: number,
    signal: AbortSignal | undefined,
  ): AsyncIterable<string> {
    // A hosted model is asked for the messages wanted, in one request: each is a candidate.
    if (written) return hostedDrafts(written, request, count, signal)
    if (draft) return localDrafts(draft, request, count + extraDrafts, seed, signal)
    return (async function* () {})()
  }

  /** Model drafts checked as they finish, then the rules' drafts: the first `count` distinct passing ones. */
  async function* bestMessages(
    request: Exclude<DraftRequest, { task: 'rewrite' }>,
    brief: DraftBrief,
    count: number,
    ruleDrafts: Promise<GeneratedMessage[]>,
    tone: string,
    seed: number,
    signal: AbortSignal | undefined,
  ): AsyncIterable<GeneratedMessage> {
    const shown: string[] = []
    const failed: DraftVerdict[] = []
    const message = (text: string, failed?: DraftVerdict): GeneratedMessage => ({
      id: randomUUID(),
      tone,
      text,
      timestamp: new Date().toISOString(),
      ...(failed ? { unchecked: whatIsWrong(failed) } : {}),
    })
    const isNew = (text: string) => !shown.some((other) => sameWords(other, text))
    // Leaving the loop once enough passed stops the drafts still being written.
    for await (const text of modelDrafts(request, count, seed, signal)) {
      const verdict = await checkDraft(text, brief, readers)
      if (passes(verdict) && isNew(verdict.draft)) {
        shown.push(verdict.draft)
        yield message(verdict.draft)
        if (shown.length === count) return
      } else {
        if (!passes(verdict)) onRejectedDraft?.(request.task, verdict)
        failed.push(verdict)
      }
    }
    const fromRules = await Promise.all(
      (await ruleDrafts).map((written) => checkDraft(written.text, brief, readers)),
    )
    for (const verdict of [...fromRules.filter(passes), ...closestFirst([...failed, ...fromRules])]) {
      if (shown.length === count) return
      if (!isNew(verdict.draft)) continue
      const failed = passes(verdict) ? undefined : verdict
      if (failed) onNoPassingDraft?.(request.task, failed)
      shown.push(verdict.draft)
      yield message(verdict.draft, failed)
    }
  }

  async function* streamGenerate(input: GenerateInput, { signal }: CallOptions = {}) {
    const request = checkGenerateInput(input)
    // The rules read the request first: an unclear one is refused before any model time is spent.
    const ruleDrafts = rules.generate(input)
    await ruleDrafts
    const brief: DraftBrief = {
      task: 'generate',
      request: request.prompt,
      context: request.context,
      platform: request.platform,
      tones: request.tones,
      useCase: useCaseOf(request.platform),
    }
    yield* bestMessages(
      { task: 'generate', request },
      brief,
      request.count,
      ruleDrafts,
      describeTone(request.tones, new Set(toneNames)),
      request.seed ?? randomSeed(),
      signal,
    )
  }

  /** Each style's model draft: the local model writes one a call, a hosted one all in one request. */
  async function modelRewrites(
    message: string,
    useCase: UseCase,
    styles: RewriteStyle[],
    signal: AbortSignal | undefined,
  ): Promise<Map<RewriteStyle, Promise<string | undefined>>> {
    if (written) {
      const rewrites = await written.rewrite(message, useCase, styles, { signal })
      return new Map(
        rewrites.map((rewrite) => [rewrite.style as RewriteStyle, Promise.resolve(rewrite.text)]),
      )
    }
    const seed = randomSeed()
    return new Map(
      styles.map((style, index) => [
        style,
        draft
          ? draft(
              { task: 'rewrite', message, useCase, style },
              { seed: seed + index, maxTokens: TOKENS.rewrite, signal },
            ).catch(() => undefined)
          : Promise.resolve(undefined),
      ]),
    )
  }

  return {
    streamGenerate,

    async generate(input, options) {
      const messages: GeneratedMessage[] = []
      for await (const message of streamGenerate(input, options)) messages.push(message)
      return messages
    },

    async reply(input: ReplyInput, { signal }: CallOptions = {}) {
      const ruleDrafts = rules.reply(input)
      const ruleReplies = await ruleDrafts
      const brief: DraftBrief = {
        task: 'reply',
        thread: input.thread,
        intent: input.intent,
        platform: input.platform,
        tones: input.tones,
        useCase: useCaseOf(input.platform),
      }
      const messages: GeneratedMessage[] = []
      for await (const message of bestMessages(
        { task: 'reply', input },
        brief,
        ruleReplies.length,
        ruleDrafts,
        ruleReplies[0]?.tone ?? describeTone(input.tones, new Set(toneNames)),
        input.seed ?? randomSeed(),
        signal,
      ))
        messages.push(message)
      return messages
    },

    async rewrite(message, useCase, styles, { signal } = {}) {
      // Every style starts from the message the writer meant: its typos fixed first (this also
      // vets the message, with the analysis's errors); the rules write the stand-ins from it.
      const spelling = await fixSpelling(message, useCase)
      const ruleRewrites = await rules.rewrite(spelling.text, useCase, styles)
      const reading = local.analyzeMessage(message, useCase)
      const flags = reading.red_flags
        .filter(mustRepair)
        .flatMap((flag) => (flag.text ? [{ text: flag.text, label: flag.type.replaceAll('_', ' ') }] : []))
      const drafted = await modelRewrites(spelling.text, useCase, styles, signal)
      return Promise.all(
        ruleRewrites.map(async (ruleRewrite): Promise<Rewrite> => {
          const style = ruleRewrite.style as RewriteStyle
          const brief: DraftBrief = { task: 'rewrite', message: spelling.text, useCase, style }
          const modelText = await drafted.get(style)
          const candidates = await Promise.all(
            [modelText && local.checkRewrite(modelText, useCase).text, ruleRewrite.text]
              .filter((text): text is string => Boolean(text))
              .map((text) => checkDraft(text, brief, readers)),
          )
          const [fromModel] = candidates
          if (modelText && fromModel && !passes(fromModel)) onRejectedDraft?.('rewrite', fromModel)
          const chosen = bestDraft(candidates) ?? (closestDraft(candidates) as DraftVerdict)
          if (!passes(chosen)) onNoPassingDraft?.('rewrite', chosen)
          const text = chosen.draft
          return {
            id: randomUUID(),
            style,
            text,
            character_count: [...text].length,
            changes: describeChanges(message, text, { spellingFixed: spelling.fixedWords, flags }),
            tone_shift: {
              from: reading.scores.tone.value,
              to: local.analyzeMessage(text, useCase).scores.tone.value,
            },
            ...(passes(chosen) ? {} : { unchecked: whatIsWrong(chosen) }),
          }
        }),
      )
    },
  }
}

/** A failed draft's failures as the user reads them: "It drops "7" and misspells "yuo"." */
function whatIsWrong(verdict: DraftVerdict): string {
  const failures = verdict.failures
  const listed =
    failures.length > 1 ? `${failures.slice(0, -1).join(', ')} and ${failures.at(-1)}` : (failures[0] ?? '')
  return `It ${listed}.`
}

/** The failed drafts, closest to passing first. */
function closestFirst(verdicts: DraftVerdict[]): DraftVerdict[] {
  const ordered: DraftVerdict[] = []
  const left = verdicts.filter((verdict) => !passes(verdict))
  while (left.length > 0) {
    const next = closestDraft(left) as DraftVerdict
    ordered.push(next)
    left.splice(left.indexOf(next), 1)
  }
  return ordered
}

/** The register a message is checked in: work platforms are formal, chats casual. */
function useCaseOf(platform: Platform | undefined): UseCase {
  if (!platform) return 'general'
  return ['email', 'linkedin', 'teams', 'slack'].includes(platform) ? 'work_email' : 'text_friend'
}

const randomSeed = () => Math.floor(Math.random() * 2 ** 31)
