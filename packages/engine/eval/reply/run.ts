/**
 * The reply evaluation in detail, for whoever tunes the reply writer: dev and held-out figures
 * for a few tone settings beside the baselines, then 12 random held-out outputs to read; the
 * printout is saved beside this file as last-run.txt. `npm run eval` prints the summary rows.
 *
 *   npx tsx packages/engine/eval/reply/run.ts [--no-samples]
 */
import { writeFileSync } from 'node:fs'
import { defaultTones, lastMessageFromThem } from '@tipsy/contracts'
import { writeReplies } from '../../src/local/reply/write-replies'
import { seededRandom } from '../../src/local/text/random'
import {
  baselineReplies,
  figuresOf,
  isHeldOut,
  loadThreads,
  passes,
  pct,
  row,
  run,
  SEED,
  sayYesReplies,
  TONE_SETTINGS,
} from './replies'

async function main() {
  const lines: string[] = []
  const say = (line = '') => {
    lines.push(line)
    console.info(line)
  }
  const threads = loadThreads()
  const dev = threads.filter((t) => !isHeldOut(t.id))
  const heldOut = threads.filter((t) => isHeldOut(t.id))
  say(`Reply eval — ${threads.length} blind threads (dev ${dev.length}, held-out ${heldOut.length})`)
  say('A reply "says what was asked" when it names every must-mention group (any alternative, word prefix).')
  for (const [split, set] of [
    ['DEV', dev],
    ['HELD-OUT', heldOut],
  ] as const) {
    say()
    say(`${split} (${set.length} threads)`)
    const shares: number[] = []
    for (const [label, tones] of TONE_SETTINGS) {
      const figures = figuresOf(await run(writeReplies, set, tones))
      shares.push(figures.replyPass)
      say(row(`writeReplies, ${label}`, figures))
      say(row(`BASELINE, ${label}`, figuresOf(await run(baselineReplies, set, tones))))
      say(row(`"say yes", ${label}`, figuresOf(await run(sayYesReplies, set, tones))))
    }
    const spread = Math.max(...shares) - Math.min(...shares)
    say(
      `  across the ${shares.length} tone settings "says what was asked" stays within ${pct(Math.min(...shares)).trim()}–${pct(Math.max(...shares)).trim()} (spread ${(100 * spread).toFixed(1)} points)`,
    )
  }
  if (!process.argv.includes('--no-samples')) {
    const random = seededRandom(SEED)
    const outcomes = await run(writeReplies, heldOut, defaultTones)
    const sample = [...outcomes].sort(() => random() - 0.5).slice(0, 12)
    say()
    say('12 random held-out outputs (default tones):')
    for (const outcome of sample) {
      say()
      say(
        `[${outcome.thread.id}, ${outcome.thread.setting}, ${outcome.thread.kind}] → ${lastMessageFromThem(outcome.thread.thread).replace(/\n/g, ' / ')}`,
      )
      say(`  must mention: ${outcome.thread.must_mention.map((group) => group.join('|')).join(' + ')}`)
      for (const reply of outcome.replies)
        say(`  ${passes(reply, outcome.thread.must_mention) ? '✓' : '✗'} ${reply}`)
    }
  }
  writeFileSync(new URL('last-run.txt', import.meta.url), `${lines.join('\n')}\n`)
}

await main()
