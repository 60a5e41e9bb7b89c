// Shared by `npm start` and `npm test`: make sure node_modules matches package-lock.json.
import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const STAMP = 'node_modules/.tipsy-lock-hash'

export function ensureNpmDependencies() {
  const lockHash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex')
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === lockHash) return
  const command = existsSync('node_modules')
    ? 'npm install --no-audit --no-fund'
    : 'npm ci --no-audit --no-fund'
  console.info(`Installing npm dependencies (${command})…`)
  execSync(command, { stdio: 'inherit' })
  writeFileSync(STAMP, lockHash)
}
