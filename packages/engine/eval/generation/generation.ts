import { readFileSync } from 'node:fs'
import { defaultTones, type Platform, type Tones } from '@tipsy/contracts'
import type { Engine } from '../../src/engine'
import { EngineError } from '../../src/engine'
import { hashString } from '../../src/local/text/random'
import { generateMessages as templateGenerator } from '../baselines/template-generator/generate'
import type { EvalRow } from '../eval-row'
import { type EvalAct, performsAct } from './act-cues'
import {
  type BesideRules,
  countDrafts,
  type Draft,
  draftRows,
  heldOutSample,
  timedCalls,
} from './beside-rules'
import { type GenerationItem, hasAllMust, mostRepeatedSentence, speaksToReader } from './checks'
import { grammarProblems, notAboutUserWords } from './grammar'

export const GENERATION_ITEMS: GenerationItem[] = JSON.parse(
  readFileSync(new URL('../data/generation-requests.json', import.meta.url), 'utf8'),
)

/** The eval's tone setting: the "sober 50 / casual 50". */
export const EVAL_TONES: Tones = { ...defaultTones, sober: 50, casual: 50 }
const MESSAGES_PER_REQUEST = 3

/** What a writer made of one request: messages, or "could not understand". */
type Answer = { messages: string[] } | { unclear: true }
export type Writer = (item: GenerationItem) => Promise<Answer>

const TARGETS = { must: 0.85, act: 0.9, secondPerson: 0.95, repetition: 0.02, grammar: 0.95, unclear: 0.1 }
/**
 * Where the engine stops short of a target, the run fails below a floor at the held-out figure
 * reached instead, so nothing slips back, and the target is printed as missed. Every generation
 * target is met on the held-out split of twenty-four blind authors (1,420 clear requests), so
 * none has a floor: each is enforced at its target.
 */
const FLOORS: Partial<Record<keyof typeof TARGETS, number>> = {}

export function engineWriter(engine: Engine): Writer {
  return async (item) => {
    try {
      const messages = await engine.generate({
        prompt: item.request,
        context: item.context,
        platform: item.platform as Platform | undefined,
        tones: EVAL_TONES,
        count: MESSAGES_PER_REQUEST,
        seed: hashString(item.id),
      })
      return { messages: messages.map((message) => message.text) }
    } catch (error) {
      if (error instanceof EngineError && error.kind === 'unclear_request') return { unclear: true }
      throw error
    }
  }
}

/** Baseline 1: the local engine as it was before this rebuild (intent templates). */
export const templateWriter: Writer = async (item) => ({
  messages: templateGenerator({
    prompt: item.request,
    context: item.context,
    platform: item.platform as Platform | undefined,
    tones: EVAL_TONES,
    count: MESSAGES_PER_REQUEST,
    seed: hashString(item.id),
  }).map((message) => message.text),
})

/** Baseline 2: send the request itself. */
export const echoWriter: Writer = async (item) => ({ messages: [item.request] })

export interface SplitFigures {
  requests: number
  messages: number
  must: number
  act: number
  secondPerson: number
  grammarClean: number
  /** Clear requests answered "could not understand". */
  unclear: number
  /** Requests written to be unclear that were answered so. */
  unclearCaught: number
  unclearItems: number
  /** Every message written, in order (repetition is measured over both splits together). */
  written: string[]
  grammarRaw: number
  perAct: Record<string, { must: number; act: number; n: number }>
  answers: { item: GenerationItem; answer: Answer; problems: string[][] }[]
}

const share = (count: number, total: number) => (total === 0 ? 1 : count / total)

function userWords(item: GenerationItem): string[] {
  const text = `${item.request} ${item.context ?? ''} ${item.recipient.name ?? ''} ${item.others.join(' ')}`
  const words = text.match(/[\p{L}\p{N}'’-]+/gu) ?? []
  // "£52k" is the user's; so are its letters ("k") and the parts of "mon-fri".
  return [...words, ...words.flatMap((word) => word.split(/[^\p{L}]+/u).filter(Boolean))]
}

export async function measure(
  writer: Writer,
  items: readonly GenerationItem[],
  grammar = true,
): Promise<SplitFigures> {
  let messages = 0
  let must = 0
  let act = 0
  let secondPerson = 0
  let grammarClean = 0
  let grammarRaw = 0
  let unclear = 0
  let unclearCaught = 0
  const written: string[] = []
  const perAct: SplitFigures['perAct'] = {}
  const answers: SplitFigures['answers'] = []
  const clearItems = items.filter((item) => item.act !== 'unclear')
  for (const item of items) {
    const answer = await writer(item)
    const problems: string[][] = []
    if (item.act === 'unclear') {
      if ('unclear' in answer) unclearCaught++
      answers.push({ item, answer, problems })
      continue
    }
    const entry = perAct[item.act] ?? { must: 0, act: 0, n: 0 }
    perAct[item.act] = entry
    if ('unclear' in answer) {
      unclear++
      messages += MESSAGES_PER_REQUEST
      entry.n += MESSAGES_PER_REQUEST
      answers.push({ item, answer, problems })
      continue
    }
    const mustWords = item.must.flat()
    for (const text of answer.messages) {
      messages++
      entry.n++
      written.push(text)
      if (hasAllMust(text, item.must)) {
        must++
        entry.must++
      }
      if (performsAct(item.act as EvalAct, text, mustWords)) {
        act++
        entry.act++
      }
      if (speaksToReader(text, item)) secondPerson++
      if (grammar) {
        const raw = await grammarProblems(text)
        const ours = notAboutUserWords(raw, userWords(item))
        if (raw.length === 0) grammarRaw++
        if (ours.length === 0) grammarClean++
        problems.push(ours.map((problem) => `${problem.kind}: “${problem.text}” ${problem.message}`))
      }
    }
    answers.push({ item, answer, problems })
  }
  return {
    requests: clearItems.length,
    messages,
    must: share(must, messages),
    act: share(act, messages),
    secondPerson: share(secondPerson, messages),
    grammarClean: share(grammarClean, written.length),
    grammarRaw: share(grammarRaw, written.length),
    unclear: share(unclear, clearItems.length),
    unclearCaught,
    unclearItems: items.length - clearItems.length,
    written,
    perAct,
    answers,
  }
}

/** The most repeated sentence over the messages of both splits together. */
function repetitionOver(splits: readonly SplitFigures[]) {
  const written = splits.flatMap((split) => split.written)
  const repeated = mostRepeatedSentence(written)
  return { share: share(repeated.count, written.length), ...repeated }
}

const pct = (value: number) => Number((100 * value).toFixed(1))

/** What a figure is printed beside, measured on the same requests in the same run. */
type Beside = (figure: (figures: SplitFigures) => number) => { label: string; value: number }

/** The local engine's baselines: the template engine this replaced, and "send the request itself". */
const templateAndEcho =
  (template: SplitFigures, echo: SplitFigures): Beside =>
  (figure) => ({
    // The value printed is the template engine's; the label adds "send the request itself".
    label: `request itself ${pct(figure(echo))}% · template engine`,
    value: pct(figure(template)),
  })

function rows(label: string, ours: SplitFigures, base: Beside, enforce: boolean): EvalRow[] {
  const area = `generation (${label})`
  const row = (
    metric: string,
    value: number,
    figure: (figures: SplitFigures) => number,
    target: string,
    pass: boolean,
    key?: keyof typeof TARGETS,
  ): EvalRow => {
    const floor = key ? FLOORS[key] : undefined
    const belowTarget = enforce && floor !== undefined && !pass
    const note = !enforce ? ' (reported)' : belowTarget ? ` (MISSED; enforced floor ${pct(floor)}%)` : ''
    return {
      area,
      metric,
      value: pct(value),
      unit: '%',
      baseline: base(figure),
      target: `${target}${note}`,
      pass: !enforce || (belowTarget ? value >= floor : pass),
    }
  }
  return [
    row(
      `every must group present (${ours.messages} messages, ${ours.requests} requests)`,
      ours.must,
      (f) => f.must,
      `≥ ${pct(TARGETS.must)}%`,
      ours.must >= TARGETS.must,
    ),
    row(
      'the act asked for (act cues)',
      ours.act,
      (f) => f.act,
      `≥ ${pct(TARGETS.act)}%`,
      ours.act >= TARGETS.act,
      'act',
    ),
    row(
      'speaks to the reader (second person, never of them)',
      ours.secondPerson,
      (f) => f.secondPerson,
      `≥ ${pct(TARGETS.secondPerson)}%`,
      ours.secondPerson >= TARGETS.secondPerson,
      'secondPerson',
    ),
    row(
      `harper.js finds no error (raw harper: ${pct(ours.grammarRaw)}%)`,
      ours.grammarClean,
      (f) => f.grammarClean,
      `≥ ${pct(TARGETS.grammar)}%`,
      ours.grammarClean >= TARGETS.grammar,
    ),
    row(
      `"could not understand" on clear requests (caught ${ours.unclearCaught}/${ours.unclearItems} written to be unclear)`,
      ours.unclear,
      (f) => f.unclear,
      `≤ ${pct(TARGETS.unclear)}%`,
      ours.unclear <= TARGETS.unclear,
    ),
  ]
}

const draftOf = ({ answer }: SplitFigures['answers'][number]): Draft =>
  'unclear' in answer ? 'unclear' : answer.messages

/**
 * Another engine (`--engine …`) on the held-out split, or an even sample of it, each figure
 * beside the rules (the local engine) on the same requests; then who wrote its drafts.
 */
async function evaluateBesideRules(
  writer: Writer,
  name: string,
  { rules, sample }: BesideRules<Writer>,
): Promise<EvalRow[]> {
  const heldOut = heldOutSample(
    GENERATION_ITEMS.filter((item) => item.split === 'heldout'),
    sample,
  )
  const [engine, local] = [timedCalls(writer), timedCalls(rules)]
  const ours = await measure(engine.call, heldOut.items)
  const theirs = await measure(local.call, heldOut.items)
  const label = `${name}, ${heldOut.label}`
  const repeated = repetitionOver([ours])
  const rulesRepeated = repetitionOver([theirs])
  return [
    ...rows(
      label,
      ours,
      (figure) => ({ label: 'rules engine', value: pct(figure(theirs)) }),
      heldOut.enforce,
    ),
    {
      area: `generation (${label})`,
      // A held-out sentence is not printed: only its share (tuning never reads held-out text).
      metric: `most repeated sentence, of ${ours.written.length} messages (text not shown: held-out)`,
      value: pct(repeated.share),
      unit: '%',
      baseline: { label: 'rules engine', value: pct(rulesRepeated.share) },
      target: `≤ ${pct(TARGETS.repetition)}%${heldOut.enforce ? '' : ' (reported)'}`,
      pass: !heldOut.enforce || repeated.share <= TARGETS.repetition,
    },
    ...draftRows(
      `generation (${label})`,
      countDrafts(ours.answers.map(draftOf), theirs.answers.map(draftOf)),
      engine.ms,
      local.ms,
    ),
  ]
}

/**
 * Does a generated message say what was asked? Over the blind set (eval/data/generation-requests.json,
 * written by helper sessions that never saw the engine), at sober 50 / casual 50, three messages
 * per request. Targets are enforced on the held-out split, which tuning never looks at; the dev
 * split is reported beside it. Each figure is printed beside the template engine this replaced
 * and "send the request itself".
 */
export async function evaluateGeneration(
  writer: Writer,
  name: string,
  beside?: BesideRules<Writer>,
  { heldOutOnly = false }: { heldOutOnly?: boolean } = {},
): Promise<EvalRow[]> {
  if (beside) return evaluateBesideRules(writer, name, beside)
  // `npm test` enforces the held-out targets only; the dev split (reported) is two thirds of the time.
  const dev = heldOutOnly ? [] : GENERATION_ITEMS.filter((item) => item.split === 'dev')
  const heldout = GENERATION_ITEMS.filter((item) => item.split === 'heldout')
  const [oursDev, oursHeld] = [await measure(writer, dev), await measure(writer, heldout)]
  const [templateDev, templateHeld] = [
    await measure(templateWriter, dev),
    await measure(templateWriter, heldout),
  ]
  const [echoDev, echoHeld] = [await measure(echoWriter, dev), await measure(echoWriter, heldout)]
  const allMessages = oursDev.messages + oursHeld.messages
  const repeated = repetitionOver([oursDev, oursHeld])
  const templateRepeated = repetitionOver([templateDev, templateHeld])
  return [
    ...rows(`${name}, held-out ${heldout.length}`, oursHeld, templateAndEcho(templateHeld, echoHeld), true),
    ...(heldOutOnly
      ? []
      : rows(`${name}, dev ${dev.length}`, oursDev, templateAndEcho(templateDev, echoDev), false)),
    {
      area: `generation (${name}, ${heldOutOnly ? 'held-out' : 'all'})`,
      metric: `most repeated sentence in ${pct(repeated.share)}% of ${allMessages} messages: “${repeated.sentence}”`,
      value: pct(repeated.share),
      unit: '%',
      baseline: {
        label: `template engine (“${templateRepeated.sentence}”)`,
        value: pct(templateRepeated.share),
      },
      target: `≤ ${pct(TARGETS.repetition)}%`,
      pass: repeated.share <= TARGETS.repetition,
    },
  ]
}
