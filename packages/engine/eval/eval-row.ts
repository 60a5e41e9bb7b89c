/** One line of the evaluation table: a figure, what it is compared with, and its target. */
export interface EvalRow {
  area: string
  metric: string
  value: number
  /** Printed with the value, e.g. '%', 'ms'. */
  unit?: string
  /** Measured in the same run, so ratios hold on a noisy machine. */
  baseline?: { label: string; value: number }
  /** Human-readable target, e.g. '≥ 0.80'. */
  target: string
  pass: boolean
}
