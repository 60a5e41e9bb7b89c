// Shared by `npm start` and `npm test`: make sure node_modules matches package-lock.json.
import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const STAMP = 'node_modules/.tipsy-lock-hash'

export function ensureNpmDependencies() {
  const lockHash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex')
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === lockHash) return
  // `npm install` rather than `npm ci`: this npm leaves other platforms' optional packages out
  // of the lock file, which `npm ci` then refuses; `npm install` keeps the locked versions.
  console.info('Installing npm dependencies…')
  // onnxruntime-node's install script would download CUDA libraries; its CPU binary ships in the package.
  execSync('npm install --no-audit --no-fund', {
    stdio: 'inherit',
    env: { ...process.env, ONNXRUNTIME_NODE_INSTALL: 'skip' },
  })
  writeFileSync(STAMP, lockHash)
}
