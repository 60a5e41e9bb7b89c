// `npm run eval`: measures the local engine on labelled data and prints one table, each figure
// beside its baseline from the same run. Exits non-zero when a target is missed.
import { evaluateAnalyzeSpeed } from './analyze-speed'
import type { EvalRow } from './eval-row'
import { evaluateGenerateSpeed } from './generate-speed'
import { evaluateRedFlags } from './red-flags'
import { evaluateRewrites } from './rewrites'
import { evaluateSentiment } from './sentiment'
import { evaluateToneFidelity } from './tone-fidelity'

const evaluations = [
  evaluateSentiment,
  evaluateToneFidelity,
  evaluateRewrites,
  evaluateRedFlags,
  evaluateAnalyzeSpeed,
  evaluateGenerateSpeed,
]

const format = (value: number, unit = '') => {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : unit === 'ms' ? 3 : 3
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`
}

export function renderTable(rows: EvalRow[]): string {
  const header = ['area', 'metric', 'value', 'baseline (same run)', 'target', '']
  const lines = rows.map((row) => [
    row.area,
    row.metric,
    format(row.value, row.unit),
    row.baseline ? `${row.baseline.label}: ${format(row.baseline.value, row.unit)}` : '—',
    row.target,
    row.pass ? 'pass' : 'FAIL',
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  )
  const render = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [
    render(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...lines.map(render),
  ].join('\n')
}

const rows: EvalRow[] = []
for (const evaluate of evaluations) rows.push(...(await evaluate()))
console.info(renderTable(rows))
const failed = rows.filter((row) => !row.pass)
if (failed.length > 0) {
  console.error(
    `\n${failed.length} target(s) missed: ${failed.map((row) => `${row.area} / ${row.metric}`).join('; ')}`,
  )
  process.exit(1)
}
console.info(`\nAll ${rows.length} targets met.`)
