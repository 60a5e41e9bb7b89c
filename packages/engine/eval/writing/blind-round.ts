// `npm run eval:blind -- write <material.json> <out-dir>`: every engine writes for a fresh blind set
// (60 requests, 40 messages to rewrite, 30 threads); the outputs are shuffled into reading sheets
// that do not say which engine wrote what, and the key is kept apart.
// `npm run eval:blind -- tally <round.json>`: counts a read round's labels per engine and task.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  type ChatBubble,
  defaultTones,
  type Platform,
  type RewriteStyle,
  rewriteStyles,
  type Tones,
  type UseCase,
} from '@tipsy/contracts'
import { createEngine, type Engine, warmUpGrammar } from '../../src'
import { DEFAULT_LLM_TIMEOUT_MS } from '../../src/engine-config'
import { resolveEngineModels, withEngineModels } from '../../src/models/engine-models'
import { defaultModelCacheDir } from '../../src/models/store/model-store'

interface Material {
  generate: {
    id: string
    request: string
    context: string
    platform: Platform | 'none'
    tones: Tones
  }[]
  rewrite: { id: string; message: string; use_case: UseCase }[]
  reply: { id: string; platform: Platform | 'none'; thread: ChatBubble[]; intent: string }[]
}

export type Verdict = 'send' | 'edit' | 'wrong'

/** One text to read: what it was written for, and (in the key only) which engine wrote it. */
export interface Written {
  id: string
  task: 'generate' | 'rewrite' | 'reply'
  item: string
  style?: RewriteStyle
  engine: string
  text: string
  /** The engine's own mark: it found no draft that passed its checks, and says so on screen. */
  unchecked?: string
  ms: number
  verdict?: Verdict
  reason?: string
  /** Rewrites: the reader found the message's main point dropped or reversed. */
  dropped_point?: boolean
  /** Rewrites: the reader found a line added that does not follow from the message. */
  stray_line?: boolean
  /** Generation with sliders moved off the default: does the voice do what the sliders promise? */
  voice?: 'matches' | 'off'
}

const ENGINES = ['rules', 'drafting'] as const

async function write(materialFile: string, outDir: string) {
  const material: Material = JSON.parse(readFileSync(materialFile, 'utf8'))
  const models = await resolveEngineModels(
    { engine: 'llama-cpp', cacheDir: defaultModelCacheDir(process.env), reader: 'encoder', offline: false },
    { log: { info: (line) => console.info(line), warn: (line) => console.warn(line) } },
  )
  const engines: Record<(typeof ENGINES)[number], Engine & { ready?(): Promise<void> }> = {
    rules: createEngine({ provider: 'local', reader: models.reader }),
    drafting: createEngine(
      withEngineModels(
        { provider: 'llama-cpp', modelPath: '', timeoutMs: DEFAULT_LLM_TIMEOUT_MS, maxOutputTokens: 1000 },
        models,
      ),
    ),
  }
  // The server's engine workers load harper and its word lists before their first call; so does this.
  await Promise.all([...Object.values(engines).map((engine) => engine.ready?.()), warmUpGrammar()])
  const written: Written[] = []
  type Shown = { text: string; unchecked?: string | undefined }
  const timed = async (run: () => Promise<Shown[]>) => {
    const started = performance.now()
    const texts = await run().catch((error: unknown): Shown[] => [
      { text: `(no answer: ${(error as Error).message})` },
    ])
    return { texts, ms: Math.round(performance.now() - started) }
  }
  const shown = (texts: Shown[], index = 0) => {
    const { text, unchecked } = texts[index] ?? texts[0] ?? { text: '' }
    return { text, ...(unchecked ? { unchecked } : {}) }
  }
  for (const [engine, writer] of Object.entries(engines)) {
    for (const item of material.generate) {
      const platform = item.platform === 'none' ? undefined : item.platform
      const { texts, ms } = await timed(async () =>
        (
          await writer.generate({
            prompt: item.request,
            context: item.context,
            tones: item.tones,
            platform,
            count: 3,
          })
        ).map(({ text, unchecked }) => ({ text, unchecked })),
      )
      written.push({ id: '', task: 'generate', item: item.id, engine, ...shown(texts), ms })
    }
    for (const item of material.rewrite) {
      const { texts, ms } = await timed(async () =>
        (await writer.rewrite(item.message, item.use_case, [...rewriteStyles])).map(
          ({ text, unchecked }) => ({ text, unchecked }),
        ),
      )
      rewriteStyles.forEach((style, index) => {
        written.push({
          id: '',
          task: 'rewrite',
          item: item.id,
          style,
          engine,
          ...shown(texts, index),
          ms,
        })
      })
    }
    for (const item of material.reply) {
      const platform = item.platform === 'none' ? undefined : item.platform
      const { texts, ms } = await timed(async () =>
        (
          await writer.reply({
            thread: item.thread,
            intent: item.intent,
            tones: defaultTones,
            platform,
            count: 3,
          })
        ).map(({ text, unchecked }) => ({ text, unchecked })),
      )
      written.push({ id: '', task: 'reply', item: item.id, engine, ...shown(texts), ms })
    }
    process.stdout.write(`${engine}: ${written.filter((entry) => entry.engine === engine).length} texts\n`)
  }
  await Promise.all(Object.values(engines).map((engine) => engine.close()))

  // Shuffled with a fixed seed, so a round can be written again and compared.
  const shuffled = shuffle(written, 20261206)
  shuffled.forEach((entry, index) => {
    entry.id = `t${String(index + 1).padStart(3, '0')}`
  })
  const sheet = shuffled.map(({ id, task, item, style, text }) => ({ id, task, item, style, text }))
  writeFileSync(join(outDir, 'sheet.json'), `${JSON.stringify({ material, texts: sheet }, null, 1)}\n`)
  writeFileSync(join(outDir, 'key.json'), `${JSON.stringify(shuffled, null, 1)}\n`)
  process.stdout.write(`wrote ${sheet.length} texts to read in ${join(outDir, 'sheet.json')}\n`)
  for (const engine of ENGINES) {
    for (const task of ['generate', 'rewrite', 'reply'] as const) {
      const ms = written
        .filter((entry) => entry.engine === engine && entry.task === task)
        .map((entry) => entry.ms)
        .sort((a, b) => a - b)
      process.stdout.write(
        `${engine} ${task}: p50 ${ms[Math.floor(ms.length / 2)]} ms, p95 ${ms[Math.floor(ms.length * 0.95)]} ms\n`,
      )
    }
  }
}

/** A read round: the key with each text's verdict. Prints send / edit / wrong per engine and task. */
function tally(roundFile: string) {
  const round: { texts: Written[] } = JSON.parse(readFileSync(roundFile, 'utf8'))
  for (const task of ['generate', 'rewrite', 'reply'] as const) {
    for (const engine of ENGINES) {
      const texts = round.texts.filter((entry) => entry.task === task && entry.engine === engine)
      const count = (verdict: Verdict) => texts.filter((entry) => entry.verdict === verdict).length
      const marked = (flag: 'dropped_point' | 'stray_line') => texts.filter((entry) => entry[flag]).length
      const styles =
        task === 'rewrite'
          ? `; main point dropped or reversed ${marked('dropped_point')}, a line that does not follow ${marked('stray_line')} (${rewriteStyles
              .map((style) => {
                const mine = texts.filter((entry) => entry.style === style)
                return `${style} ${mine.filter((entry) => entry.verdict === 'send').length}/${mine.length}`
              })
              .join(', ')} sendable)`
          : ''
      const voiced = texts.filter((entry) => entry.voice !== undefined)
      const voice =
        task === 'generate' && voiced.length > 0
          ? `; the sliders' voice heard in ${voiced.filter((entry) => entry.voice === 'matches').length} of ${voiced.length} with sliders moved`
          : ''
      const unchecked = texts.filter((entry) => entry.unchecked)
      const markedLine = `; marked "not up to our standard" ${unchecked.length} (of them wrong ${unchecked.filter((entry) => entry.verdict === 'wrong').length}), wrong and unmarked ${texts.filter((entry) => entry.verdict === 'wrong' && !entry.unchecked).length}`
      process.stdout.write(
        `${task.padEnd(8)} ${engine.padEnd(8)} ${count('send')} send / ${count('edit')} edit / ${count('wrong')} wrong of ${texts.length}${styles}${voice}${markedLine}\n`,
      )
    }
  }
}

function shuffle<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items]
  let state = seed
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy
}

const [command, first, second] = process.argv.slice(2)
if (command === 'write' && first && second) {
  await write(first, second)
  // The engines are closed, but a model's native threads can keep the process alive (one round's
  // stayed for 49 min at 17 % of a core): the round is written, so it ends here.
  process.exit(0)
} else if (command === 'tally' && first) tally(first)
else {
  process.stderr.write('usage: eval:blind -- write <material.json> <out-dir> | tally <round.json>\n')
  process.exit(2)
}
