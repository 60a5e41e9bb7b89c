// Writes .br and .gz beside every text asset of the build, so the server can send the
// compressed file as it is (no compression work per request).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const ROOT = new URL('../build/client', import.meta.url).pathname
const TEXT = /\.(js|css|html|svg|txt|xml|json|webmanifest|data)$/
const MIN_BYTES = 1024

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

let count = 0
for (const path of files(ROOT)) {
  if (!TEXT.test(path)) continue
  const content = readFileSync(path)
  if (content.length < MIN_BYTES) continue
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }))
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  count++
}
console.info(`precompressed ${count} files (br + gz)`)
