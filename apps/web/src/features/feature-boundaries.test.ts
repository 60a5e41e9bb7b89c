import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * DESIGN.md "Layout": features never import each other. Biome's noRestrictedImports enforces it
 * (apps/web/biome.json); these tests keep that configuration complete as features are added.
 */

const WEB = resolve(import.meta.dirname, '../..')
const FEATURES = resolve(import.meta.dirname)
const features = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

interface Override {
  includes: string[]
}
const overrides: Override[] = JSON.parse(readFileSync(join(WEB, 'biome.json'), 'utf8')).overrides

describe('feature boundaries', () => {
  it('has a lint rule for every feature folder', () => {
    for (const feature of features) {
      expect(overrides.some((override) => override.includes.includes(`src/features/${feature}/**`))).toBe(
        true,
      )
    }
  })

  it('fails the lint for an import from another feature, by alias or by a relative path', () => {
    const [own, other] = features
    const probe = join(FEATURES, `${own}`, `boundary-probe-${process.pid}.ts`)
    writeFileSync(
      probe,
      `import { a } from '~/features/${other}/x'\nimport { b } from '../${other}/x'\nexport const c = [a, b]\n`,
    )
    try {
      const lint = spawnSync('npx', ['biome', 'lint', probe], { cwd: WEB, encoding: 'utf8' })
      const output = `${lint.stdout}${lint.stderr}`
      expect(lint.status).not.toBe(0)
      expect(output.match(/lint\/style\/noRestrictedImports/g)).toHaveLength(2)
    } finally {
      rmSync(probe, { force: true })
    }
  }, 30_000)
})
