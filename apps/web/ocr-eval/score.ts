import type { ReadBubble } from '../src/features/message-generator/lib/screenshot/chat-layout.ts'
import { expectedText } from './chat-html.ts'

export interface Score {
  /** Ground-truth characters, and the edit distance charged against them. */
  chars: number
  errors: number
  bubbles: number
  sideRight: number
  splitRight: number
}

/** Typography the OCR cannot be expected to reproduce: curly quotes and the ellipsis glyph. */
function normalise(text: string): string {
  return expectedText(text).replace(/[‘’ʼ]/g, "'").replace(/[“”]/g, '"').replace(/…/g, '...')
}

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

type Step = { truth: number; read: number; cost: number }

/**
 * Aligns the bubbles read with the bubbles drawn, in order. A step pairs one drawn bubble with
 * one read bubble, or several consecutive ones on either side (a bubble split in two, or two
 * merged), or leaves one unpaired (missed or extra, charged its full length).
 */
export function scoreChat(truth: readonly ReadBubble[], read: readonly ReadBubble[]): Score {
  const t = truth.map((bubble) => ({ ...bubble, text: normalise(bubble.text) }))
  const r = read.map((bubble) => ({ ...bubble, text: normalise(bubble.text) }))
  const joined = (list: typeof t, from: number, to: number) =>
    list
      .slice(from, to)
      .map((bubble) => bubble.text)
      .join(' ')
  const INF = Number.POSITIVE_INFINITY
  const best: number[][] = Array.from({ length: t.length + 1 }, () => new Array(r.length + 1).fill(INF))
  const how: (Step | null)[][] = Array.from({ length: t.length + 1 }, () =>
    new Array(r.length + 1).fill(null),
  )
  const row0 = best[0]
  if (row0) row0[0] = 0
  for (let i = 0; i <= t.length; i++) {
    for (let j = 0; j <= r.length; j++) {
      const here = best[i]?.[j] ?? INF
      if (here === INF) continue
      const relax = (ti: number, rj: number, cost: number) => {
        const target = best[i + ti]
        if (!target || i + ti > t.length || j + rj > r.length) return
        if (here + cost < (target[j + rj] ?? INF)) {
          target[j + rj] = here + cost
          const row = how[i + ti]
          if (row) row[j + rj] = { truth: ti, read: rj, cost }
        }
      }
      if (i < t.length) relax(1, 0, t[i]?.text.length ?? 0)
      if (j < r.length) relax(0, 1, r[j]?.text.length ?? 0)
      for (let ti = 1; ti <= 3 && i + ti <= t.length; ti++) {
        for (let rj = 1; rj <= 3 && j + rj <= r.length; rj++) {
          if (ti > 1 && rj > 1) continue
          relax(ti, rj, levenshtein(joined(t, i, i + ti), joined(r, j, j + rj)))
        }
      }
    }
  }
  const score: Score = {
    chars: 0,
    errors: best[t.length]?.[r.length] ?? 0,
    bubbles: t.length,
    sideRight: 0,
    splitRight: 0,
  }
  for (const bubble of t) score.chars += bubble.text.length
  let i = t.length
  let j = r.length
  while (i > 0 || j > 0) {
    const step = how[i]?.[j]
    if (!step) throw new Error('alignment lost')
    i -= step.truth
    j -= step.read
    if (step.truth === 0 || step.read === 0) continue
    const sides = r.slice(j, j + step.read).map((bubble) => bubble.side)
    for (let k = i; k < i + step.truth; k++) {
      if (sides.every((side) => side === t[k]?.side)) score.sideRight++
      if (step.truth === 1 && step.read === 1) score.splitRight++
    }
  }
  return score
}

export function addScores(scores: readonly Score[]): Score {
  const total: Score = { chars: 0, errors: 0, bubbles: 0, sideRight: 0, splitRight: 0 }
  for (const score of scores) {
    total.chars += score.chars
    total.errors += score.errors
    total.bubbles += score.bubbles
    total.sideRight += score.sideRight
    total.splitRight += score.splitRight
  }
  return total
}
