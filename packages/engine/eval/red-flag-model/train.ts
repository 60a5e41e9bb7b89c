import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { UseCase } from '@tipsy/contracts'
import type { RedFlagModel } from '../../src/local/analyze/learned/learned-flags'
import { sentenceFeatures } from '../../src/local/analyze/learned/sentence-features'
import { detectRedFlags } from '../../src/local/analyze/red-flags'
import { textFacts } from '../../src/local/analyze/text-facts'
import { type Example, trainSoftmax } from './train-softmax'

/**
 * The learned red-flag model is trained on the dev split of the blind red-flag set only (the
 * held-out third is never read), with everyday messages from the dev splits of the other blind
 * sets as examples of "nothing wrong". Each sentence is one example, labelled with the kind of
 * the labelled harm it overlaps most, or "none".
 */
export interface LabelledMessage {
  id: string
  text: string
  useCase: UseCase
  flags: { kind: string; span: string; severity: 'high' | 'medium' | 'low' }[]
  split: 'dev' | 'heldout'
}

/**
 * Kinds that are properties of the whole message or of its moment (all capitals, no greeting in
 * a work e-mail, chat shorthand at work, too long, too many apologies, the hour, the drink): the
 * rules see them with the message and the clock, a sentence alone would only guess ("I miss you."
 * is a late-night text only at 2am).
 */
const WHOLE_MESSAGE_KINDS = new Set([
  'all_caps',
  'missing_greeting',
  'too_casual',
  'oversharing',
  'apology_overload',
  'late_night',
  'drunk_text',
])

const data = (name: string) =>
  JSON.parse(readFileSync(new URL(`../data/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>[]

export function loadLabelledMessages(): LabelledMessage[] {
  return data('red-flags-blind.json') as unknown as LabelledMessage[]
}

/** Everyday messages of one split of the grammar, social and rewrite blind sets. */
export function everydayMessages(split: 'dev' | 'heldout'): string[] {
  return [
    ...data('grammar-blind.json')
      .filter((item) => item.split === split)
      .map((item) => String(item.text)),
    ...data('social-blind.json')
      .filter((item) => item.split === split && item.language === 'en')
      .map((item) => String(item.text)),
    ...data('rewrite-messages-blind.json')
      .filter((item) => item.split === split && !item.harmful)
      .map((item) => String(item.message)),
  ]
}

/**
 * The engine's own first message for each clear dev request of the generation set (a snapshot:
 * `generated-messages.json`), less those the rules flag: thousands of ordinary asks, thanks and
 * plans ("send me the file", "I miss you") that teach the model what is not harm.
 */
function generatedMessages(): string[] {
  const messages = JSON.parse(
    readFileSync(new URL('../data/generated-messages.json', import.meta.url), 'utf8'),
  ) as string[]
  return messages.filter((text) => detectRedFlags(text, 'general', undefined, null).length === 0)
}

/**
 * The eval trains the model fourteen times (once per author left out, once to compare with the
 * shipped file) on the same messages: each message's examples are worked out once.
 */
const examplesOf = new WeakMap<LabelledMessage, Example[]>()
const everydayExamplesOf = new Map<string, Example[]>()

function sentenceExamples(message: LabelledMessage): Example[] {
  const known = examplesOf.get(message)
  if (known) return known
  const examples: Example[] = []
  for (const sentence of textFacts(message.text).sentences) {
    let label = 'none'
    let overlap = 0
    for (const flag of message.flags) {
      const start = message.text.indexOf(flag.span)
      if (start < 0) continue
      const shared = Math.min(sentence.end, start + flag.span.length) - Math.max(sentence.start, start)
      if (shared > overlap) {
        overlap = shared
        label = flag.kind
      }
    }
    if (!WHOLE_MESSAGE_KINDS.has(label)) examples.push({ features: sentenceFeatures(sentence.text), label })
  }
  examplesOf.set(message, examples)
  return examples
}

function everydayExamples(text: string): Example[] {
  const known = everydayExamplesOf.get(text)
  if (known) return known
  const examples = textFacts(text).sentences.map((sentence) => ({
    features: sentenceFeatures(sentence.text),
    label: 'none',
  }))
  everydayExamplesOf.set(text, examples)
  return examples
}

/** The most common severity the authors gave each kind. */
export function severities(
  messages: readonly LabelledMessage[],
  kinds: readonly string[],
): Record<string, 'high' | 'medium' | 'low'> {
  const result: Record<string, 'high' | 'medium' | 'low'> = {}
  for (const kind of kinds) {
    const counts = { high: 0, medium: 0, low: 0 }
    for (const message of messages)
      for (const flag of message.flags) if (flag.kind === kind) counts[flag.severity]++
    result[kind] = (['high', 'medium', 'low'] as const).reduce((best, severity) =>
      counts[severity] > counts[best] ? severity : best,
    )
  }
  return result
}

export function trainRedFlagModel(
  messages: readonly LabelledMessage[],
  everyday: readonly string[],
): RedFlagModel {
  const kinds = [...new Set(messages.flatMap((message) => message.flags.map((flag) => flag.kind)))]
    .filter((kind) => !WHOLE_MESSAGE_KINDS.has(kind))
    .sort()
  const examples = [...messages.flatMap(sentenceExamples), ...everyday.flatMap(everydayExamples)]
  const model = trainSoftmax(examples, ['none', ...kinds])
  return { ...model, severities: severities(messages, kinds) }
}

/** What the model learns "nothing wrong" from: every everyday dev message, ours and the blind sets'. */
let everydayTraining: string[] | undefined

export function everydayTrainingMessages(): string[] {
  everydayTraining ??= [...everydayMessages('dev'), ...generatedMessages()]
  return everydayTraining
}

/** The model as trained now from the dev splits: what the shipped file must equal. */
export function freshRedFlagModel(): RedFlagModel {
  const dev = loadLabelledMessages().filter((message) => message.split === 'dev')
  return trainRedFlagModel(dev, everydayTrainingMessages())
}

export const SHIPPED_MODEL_FILE = new URL(
  '../../src/local/analyze/learned/red-flag-model.json',
  import.meta.url,
)

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SHIPPED_MODEL_FILE, `${JSON.stringify(freshRedFlagModel())}\n`)
  process.stdout.write(`wrote ${fileURLToPath(SHIPPED_MODEL_FILE)}\n`)
}
