/**
 * How well chat screenshots are read: renders chats in each app's look (light and dark), reads
 * them back with tesseract.js and the same code the browser runs, and compares with what was
 * drawn. `npm run eval:ocr`; exits 1 when a target is missed. The held-out chats come from a
 * second seed and other conversations, and were only run once chat-layout.ts was settled.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createWorker, OEM } from 'tesseract.js'
import {
  bubblesFromOcr,
  type ReadBubble,
} from '../src/features/message-generator/lib/screenshot/chat-layout.ts'
import { inkImage, toPgm } from '../src/features/message-generator/lib/screenshot/ink-image.ts'
import { linesFromPage } from '../src/features/message-generator/lib/screenshot/ocr-lines.ts'
import { rgbaSampler } from '../src/features/message-generator/lib/screenshot/rgba-image.ts'
import { devThreads, heldOutThreads } from './chat-content.ts'
import { apps, generateChats } from './chats.ts'
import { decodePng } from './png.ts'
import { renderScreenshots } from './render.ts'
import { addScores, type Score, scoreChat } from './score.ts'

const TARGETS = { chars: 0.97, side: 0.98, split: 0.95 }
const DEV_SEED = 20240611
const HELD_OUT_SEED = 771
const MODEL = process.env.OCR_MODEL ?? '4.0.0_best_int'
const debugDir = join(tmpdir(), 'tipsy-ocr-eval')

const require = createRequire(import.meta.url)
const langPath = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), MODEL)

interface Result {
  id: string
  app: string
  set: 'dev' | 'held-out'
  score: Score
  truth: ReadBubble[]
  read: ReadBubble[]
}

const output: string[] = []
function print(line = '') {
  output.push(line)
  console.info(line)
}

const percent = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

function table(results: Result[]) {
  const rows = [...apps.map((app) => results.filter((result) => result.app === app)), results]
  print('  app         chats  bubbles  char acc  speaker  split')
  rows.forEach((group, index) => {
    if (group.length === 0) return
    const total = addScores(group.map((result) => result.score))
    const name = (apps[index] ?? 'all').padEnd(10)
    print(
      `  ${name}  ${String(group.length).padStart(5)}  ${String(total.bubbles).padStart(7)}  ${percent(total.chars - total.errors, total.chars).padStart(8)}  ${percent(total.sideRight, total.bubbles).padStart(7)}  ${percent(total.splitRight, total.bubbles).padStart(5)}`,
    )
  })
  return addScores(results.map((result) => result.score))
}

async function main() {
  const onlyDev = process.argv.includes('--dev')
  const chats = [
    ...generateChats(DEV_SEED, 36, devThreads, 'dev'),
    ...(onlyDev ? [] : generateChats(HELD_OUT_SEED, 12, heldOutThreads, 'held')),
  ]
  let started = performance.now()
  const shots = await renderScreenshots(chats)
  const renderSeconds = (performance.now() - started) / 1000

  started = performance.now()
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' })
  const workerStart = performance.now() - started

  mkdirSync(debugDir, { recursive: true })
  const results: Result[] = []
  const times: number[] = []
  for (const shot of shots) {
    const t0 = performance.now()
    const rgba = decodePng(shot.png)
    const ink = toPgm(inkImage(rgba), rgba.width, rgba.height)
    const { data } = await worker.recognize(Buffer.from(ink), {}, { blocks: true, text: false })
    const read = bubblesFromOcr(linesFromPage(data), rgbaSampler(rgba))
    times.push(performance.now() - t0)
    const set = shot.chat.id.startsWith('dev') ? 'dev' : 'held-out'
    results.push({
      id: shot.chat.id,
      app: shot.chat.app,
      set,
      score: scoreChat(shot.truth, read),
      truth: shot.truth,
      read,
    })
    writeFileSync(join(debugDir, `${shot.chat.id}.png`), shot.png)
    writeFileSync(
      join(debugDir, `${shot.chat.id}.json`),
      JSON.stringify({ truth: shot.truth, read, lines: linesFromPage(data) }, null, 1),
    )
  }
  await worker.terminate()

  print(`OCR eval — tesseract.js 7, eng ${MODEL}, ${shots.length} screenshots (${debugDir})`)
  print(
    `render ${renderSeconds.toFixed(1)} s; worker start ${(workerStart / 1000).toFixed(2)} s; ` +
      `per screenshot (pixels + OCR + layout) median ${(median(times) / 1000).toFixed(2)} s, max ${(Math.max(...times) / 1000).toFixed(2)} s`,
  )
  for (const result of results) {
    const { score } = result
    if (score.errors === 0 && score.sideRight === score.bubbles && score.splitRight === score.bubbles)
      continue
    print(
      `  ${result.id}: ${score.errors} char errors / ${score.chars}, speaker ${score.sideRight}/${score.bubbles}, split ${score.splitRight}/${score.bubbles}`,
    )
    if (process.env.VERBOSE) {
      for (const bubble of result.truth) print(`      T ${bubble.side.padEnd(4)} ${bubble.text}`)
      for (const bubble of result.read) print(`      R ${bubble.side.padEnd(4)} ${bubble.text}`)
    }
  }
  let failed = false
  for (const set of ['dev', 'held-out'] as const) {
    const group = results.filter((result) => result.set === set)
    if (group.length === 0) continue
    print()
    print(`${set} (${group.length} chats)`)
    const total = table(group)
    const missed = [
      total.chars - total.errors < TARGETS.chars * total.chars && `char accuracy < ${TARGETS.chars * 100}%`,
      total.sideRight < TARGETS.side * total.bubbles && `speaker < ${TARGETS.side * 100}%`,
      total.splitRight < TARGETS.split * total.bubbles && `split < ${TARGETS.split * 100}%`,
    ].filter(Boolean)
    print(missed.length ? `  MISSED: ${missed.join(', ')}` : '  all targets met')
    failed ||= missed.length > 0
  }
  if (!onlyDev) writeFileSync(new URL('./last-run.txt', import.meta.url), `${output.join('\n')}\n`)
  process.exitCode = failed ? 1 : 0
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
