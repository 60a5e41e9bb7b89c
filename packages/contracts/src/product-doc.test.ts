import { readdirSync, readFileSync } from 'node:fs'
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

/** Where the code's comments live: every source, test, E2E, load and script file of the repo. */
const sourceRoots = ['apps/server', 'apps/web', 'packages', 'scripts']
const sourceFile = /\.(?:[cm]?[jt]sx?)$/
const skipped = /(?:^|\/)(?:node_modules|dist|build|coverage|\.react-router|test-results)(?:\/|$)/

function sourceFiles(root: string): string[] {
  const base = new URL(`../../../${root}/`, import.meta.url)
  return readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((path) => sourceFile.test(path) && !skipped.test(path))
    .map((path) => `${root}/${path}`)
}

describe('comments cite the repo', () => {
  it('point at docs/product.md, never at the spec outside the repo', () => {
    const outsideCitation = /\bSPEC(?:\s+§|'s\b)/
    const citing = sourceRoots
      .flatMap(sourceFiles)
      .filter((path) =>
        outsideCitation.test(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')),
      )
    expect(citing).toEqual([])
  })
})
