import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { endpoints } from './endpoints'

/** docs/product.md §7: the call table a newcomer reads, checked against the contract's rules. */
const productDoc = readFileSync(new URL('../../../docs/product.md', import.meta.url), 'utf8')
const callsSection = productDoc.slice(productDoc.indexOf('## 7. Calls'), productDoc.indexOf('## 8.'))
const rows = callsSection
  .split('\n')
  .filter((line) => /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|/.test(line))
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .map(([, method, path, signIn, rateLimit, quota]) => ({ method, path, signIn, rateLimit, quota }))

describe('docs/product.md §7', () => {
  it('lists every endpoint once, with the rules the contract declares', () => {
    const table = Object.values(endpoints)
    expect(rows).toHaveLength(table.length)
    for (const endpoint of table) {
      const row = rows.find((entry) => entry.method === endpoint.method && entry.path === endpoint.path)
      expect(row, `${endpoint.method} ${endpoint.path}`).toEqual({
        method: endpoint.method,
        path: endpoint.path,
        signIn: endpoint.auth ? 'yes' : 'no',
        rateLimit: endpoint.rateLimit ?? '—',
        quota: 'quota' in endpoint ? endpoint.quota : '—',
      })
    }
  })
})
