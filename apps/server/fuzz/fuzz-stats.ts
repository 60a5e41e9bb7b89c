interface TargetStats {
  requests: number
  statuses: Map<number, number>
  maxMs: number
  totalMs: number
  failures: number
}

/** Requests, status codes and failures per target, and the summary table. */
export function createFuzzStats() {
  const targets = new Map<string, TargetStats>()

  return {
    record(target: string, status: number, elapsedMs: number, failed: boolean) {
      let entry = targets.get(target)
      if (!entry) {
        entry = { requests: 0, statuses: new Map(), maxMs: 0, totalMs: 0, failures: 0 }
        targets.set(target, entry)
      }
      entry.requests++
      entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1)
      entry.maxMs = Math.max(entry.maxMs, elapsedMs)
      entry.totalMs += elapsedMs
      if (failed) entry.failures++
    },

    totals() {
      let requests = 0
      let failures = 0
      const statuses = new Map<number, number>()
      for (const entry of targets.values()) {
        requests += entry.requests
        failures += entry.failures
        for (const [status, count] of entry.statuses)
          statuses.set(status, (statuses.get(status) ?? 0) + count)
      }
      return { requests, failures, statuses }
    },

    /** One row per target: requests, answers by class, the commonest statuses, time, failures. */
    table(): string {
      const header = [
        'target',
        'requests',
        '2xx',
        '3xx',
        '4xx',
        '5xx',
        'statuses (count)',
        'mean ms',
        'max ms',
        'failures',
      ]
      const rows = [...targets].map(([name, entry]) => [
        name,
        String(entry.requests),
        ...[2, 3, 4, 5].map((klass) => String(countClass(entry.statuses, klass))),
        [...entry.statuses]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([status, count]) => `${status}×${count}`)
          .join(' '),
        (entry.totalMs / entry.requests).toFixed(1),
        entry.maxMs.toFixed(0),
        String(entry.failures),
      ])
      const all = this.totals()
      rows.push([
        'total',
        String(all.requests),
        ...[2, 3, 4, 5].map((klass) => String(countClass(all.statuses, klass))),
        '',
        '',
        '',
        String(all.failures),
      ])
      const widths = header.map((_, column) =>
        Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
      )
      const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')
      return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
    },
  }
}

const countClass = (statuses: Map<number, number>, klass: number) =>
  [...statuses]
    .filter(([status]) => Math.floor(status / 100) === klass)
    .reduce((sum, [, count]) => sum + count, 0)

export type FuzzStats = ReturnType<typeof createFuzzStats>
