// Copies what the in-browser OCR loads into public/ocr/, so it is served from our own origin and
// nothing comes from a CDN (read-screenshot.ts points workerPath, corePath and langPath here).
// The worker picks one core by the browser's WebAssembly features (tesseract.js
// src/worker-script/browser/getCore.js; LSTM-only since we create it with OEM.LSTM_ONLY), so all
// three LSTM builds are needed; each embeds its .wasm, so the .wasm files themselves are not.
import { copyFileSync, mkdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
const tesseract = dirname(require.resolve('tesseract.js/package.json'))
const core = dirname(require.resolve('tesseract.js-core/package.json', { paths: [tesseract] }))
const eng = dirname(require.resolve('@tesseract.js-data/eng/package.json'))
const target = new URL('../public/ocr/', import.meta.url).pathname

const files = [
  [join(tesseract, 'dist/worker.min.js'), 'worker.min.js'],
  [join(core, 'tesseract-core-lstm.wasm.js'), 'tesseract-core-lstm.wasm.js'],
  [join(core, 'tesseract-core-simd-lstm.wasm.js'), 'tesseract-core-simd-lstm.wasm.js'],
  [join(core, 'tesseract-core-relaxedsimd-lstm.wasm.js'), 'tesseract-core-relaxedsimd-lstm.wasm.js'],
  // The integer "best" model: 2.9 MB instead of 10.9 MB for the float one (docs in ocr-eval).
  [join(eng, '4.0.0_best_int/eng.traineddata.gz'), 'eng.traineddata.gz'],
]

mkdirSync(target, { recursive: true })
let bytes = 0
for (const [from, name] of files) {
  copyFileSync(from, join(target, name))
  bytes += statSync(from).size
}
console.info(`copy-ocr-assets: ${files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB → public/ocr/`)
