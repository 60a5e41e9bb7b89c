// `npm run train:writer`: trains the writer's LoRA adapter from the blind writer examples' dev split
// and writes the shipped adapter with its training record (the evaluation fails when the shipped
// adapter, the data or the prompts differ from what the record says it was trained on).
//
// Python 3.11 with PyTorch and the Hugging Face libraries from PyPI (requirements.txt), in a venv
// under the model cache; llama.cpp's LoRA converter from the llama-cpp-python source on PyPI.
// Takes about 25 minutes on two cores (20.5 min for the shipped adapter, training-record.json).
import { execFileSync, spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { smollm2GgufFile } from '../../src/models/store/catalogue'
import { cachedFilePath, defaultModelCacheDir, resolveModelFile } from '../../src/models/store/model-store'
import { SHIPPED_ADAPTER_FILE, SHIPPED_ADAPTER_RECORD_FILE } from '../../src/models/writer/writer-adapter'
import { buildWriterExamples, hashOf, TRAINING } from './writer-examples'

const here = dirname(fileURLToPath(import.meta.url))
const CONVERTER_PACKAGE = 'llama-cpp-python==0.3.36'

const cacheDir = defaultModelCacheDir(process.env)
const trainDir = join(dirname(cacheDir), 'train')
const venv = join(trainDir, 'venv')
const python = join(venv, 'bin', 'python')

const base = await resolveModelFile(smollm2GgufFile, { cacheDir })
if (base.status !== 'available') throw new Error(`The base model cannot be had: ${JSON.stringify(base)}`)

if (!existsSync(python)) run('python3', ['-m', 'venv', venv])
run(python, ['-m', 'pip', 'install', '-q', '-r', join(here, 'requirements.txt')])
const converterDir = converter()

const examples = buildWriterExamples()
const work = mkdtempSync(join(tmpdir(), 'tipsy-writer-adapter-'))
mkdirSync(join(work, 'base'))
const jsonl = (rows: readonly object[]) => `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`
writeFileSync(join(work, 'train.jsonl'), jsonl(examples.train))
writeFileSync(join(work, 'held-out.jsonl'), jsonl(examples.heldOut))
process.stdout.write(
  `training on ${examples.train.length} examples (${examples.heldOut.length} held out) in ${work}\n`,
)

run(python, [
  join(here, 'train.py'),
  '--model-dir',
  dirname(cachedFilePath(cacheDir, smollm2GgufFile)),
  '--gguf-file',
  smollm2GgufFile.fileName,
  '--train',
  join(work, 'train.jsonl'),
  '--held-out',
  join(work, 'held-out.jsonl'),
  '--out',
  work,
  ...Object.entries(TRAINING).flatMap(([name, value]) => [`--${name}`, String(value)]),
])
const converted = join(work, 'adapter.gguf')
run(
  python,
  [
    join(converterDir, 'convert_lora_to_gguf.py'),
    '--base',
    join(work, 'base'),
    '--outtype',
    'f16',
    '--outfile',
    converted,
    join(work, 'adapter'),
  ],
  { PYTHONPATH: [join(converterDir, 'gguf-py'), converterDir].join(':') },
)

copyFileSync(converted, SHIPPED_ADAPTER_FILE)
const summary = JSON.parse(readFileSync(join(work, 'summary.json'), 'utf8'))
const record = {
  base_model: smollm2GgufFile.id,
  adapter_sha256: hashOf(readFileSync(SHIPPED_ADAPTER_FILE)),
  examples_sha256: examples.sha256,
  settings: TRAINING,
  ...summary,
}
writeFileSync(SHIPPED_ADAPTER_RECORD_FILE, `${JSON.stringify(record, null, 2)}\n`)
process.stdout.write(
  `wrote ${SHIPPED_ADAPTER_FILE} (sha256 ${record.adapter_sha256}); held-out loss ${summary.held_out_loss_before} → ${summary.held_out_loss_after}\n`,
)

/** llama.cpp's converter scripts, from the llama-cpp-python source distribution on PyPI (fetched once). */
function converter(): string {
  const sources = join(trainDir, 'converter')
  const unpacked = () => readdirSync(sources).find((name) => name.startsWith('llama_cpp_python-'))
  if (!existsSync(sources) || !unpacked()) {
    mkdirSync(sources, { recursive: true })
    run(python, [
      '-m',
      'pip',
      'download',
      '-q',
      '--no-deps',
      '--no-binary',
      ':all:',
      CONVERTER_PACKAGE,
      '-d',
      sources,
    ])
    const archive = readdirSync(sources).find((name) => name.endsWith('.tar.gz'))
    if (!archive) throw new Error(`pip did not download ${CONVERTER_PACKAGE}`)
    execFileSync('tar', ['-xzf', join(sources, archive), '-C', sources])
  }
  return join(sources, unpacked() as string, 'vendor', 'llama.cpp')
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0)
    throw new Error(`${command} ${args.slice(0, 2).join(' ')} failed (${result.status})`)
}
