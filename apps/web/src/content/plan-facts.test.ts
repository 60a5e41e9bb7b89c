import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { FREE_DAILY_LIMITS, PREMIUM_PRICE } from '@tipsy/contracts/plans'
import { describe, expect, it } from 'vitest'

/*
 * Issue 14 "One source for plan facts": the price and the daily limits are written in copy
 * only through plan-facts.ts, so a changed plan changes every page. This finds them typed by hand.
 */

const SRC = resolve(import.meta.dirname, '..')
const SCANNED = [join(SRC, 'content'), join(SRC, 'features')]
const SOURCE_OF_FACTS = join(SRC, 'content', 'plan-facts.ts')

const price = (PREMIUM_PRICE.amount / 100).toFixed(2).replace('.', '\\.')
const limits = [...new Set(Object.values(FREE_DAILY_LIMITS))].join('|')
/** What a bare number counts when it is a quota: "20 messages", "40 free analyses". */
const quotaNouns = '(?:generations?|messages|analys[ie]s|rewrites|emoji|conversions)'
const handTyped = [
  new RegExp(`(?<![\\d.])${price}(?!\\d)`),
  new RegExp(`\\b(?:${limits})\\s+(?:[a-z-]+\\s+)?${quotaNouns}\\b`, 'i'),
  new RegExp(`\\b(?:limit|quota|cap|up to)\\s+(?:of\\s+)?(?:${limits})\\b(?!\\s*%)`, 'i'),
]

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Lines that state a plan figure by hand, as "file:line: text". */
function handTypedFigures(path: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      handTyped.some((pattern) => pattern.test(line))
        ? [`${relative(SRC, path)}:${index + 1}: ${line.trim()}`]
        : [],
    )
}

describe('plan figures in the copy', () => {
  it('come from the contract, never typed by hand in content or features', () => {
    const files = SCANNED.flatMap(sourceFiles).filter((path) => path !== SOURCE_OF_FACTS)
    expect(files.length).toBeGreaterThan(50)
    const found = files.flatMap((path) => handTypedFigures(path, readFileSync(path, 'utf8')))
    expect(found).toEqual([])
  })

  it('finds a figure typed by hand, and leaves one written from the facts alone', () => {
    const [generate, analyze, emoji] = [
      FREE_DAILY_LIMITS.generate,
      FREE_DAILY_LIMITS.analyze,
      FREE_DAILY_LIMITS.emoji,
    ]
    for (const line of [
      `Premium is $${PREMIUM_PRICE.amount / 100} a month`,
      `Free gives you ${generate} messages a day`,
      `'A daily limit of ${analyze} analyses'`,
      `Up to ${emoji} emoji conversions per day`,
    ]) {
      expect(handTypedFigures('example.ts', line), line).toHaveLength(1)
    }
    for (const line of [
      'Free gives you {freeLimits.generate} messages a day',
      'Premium is {PREMIUM_PRICE} a month',
      'const sliderMax = 100',
      'Tones run from 0 to 100 on every slider',
      'a good bio can raise your match rate by up to 40%',
    ]) {
      expect(handTypedFigures('example.ts', line), line).toEqual([])
    }
  })
})
