import { z } from 'zod'
import { engineProviders } from '../src/engine'
import { DEFAULT_LLM_TIMEOUT_MS, type EngineConfig } from '../src/engine-config'
import {
  type EngineModelSettings,
  type ModelLog,
  resolveEngineModels,
  withEngineModels,
} from '../src/models/engine-models'
import { terminalProgress } from '../src/models/store/download-progress'
import { defaultModelCacheDir } from '../src/models/store/model-store'

const OLLAMA_DEFAULT_URL = 'http://127.0.0.1:11434'

/**
 * The same LLM_* and model-store settings the server reads (README "The writing engine";
 * apps/server/src/config.ts), for `npm run eval -- --engine …`.
 */
const llmEnvironment = z.object({
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  /** The model's name (openai-compatible, ollama); for llama-cpp a .gguf path or hf: URI (default: the store's). */
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(DEFAULT_LLM_TIMEOUT_MS),
  LLM_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(32_768).default(1024),
  MODEL_CACHE_DIR: z.string().min(1).optional(),
  MODELS_OFFLINE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .transform((value) => value === 'true' || value === '1' || value === 'yes')
    .default(false),
  LLAMA_MODEL_PATH: z.string().min(1).optional(),
})

type Environment = Record<string, string | undefined>

function settingsOf(provider: string, environment: Environment) {
  const name = z.enum(engineProviders).parse(provider)
  const settings = llmEnvironment.parse(
    Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== '')),
  )
  if (settings.LLAMA_MODEL_PATH) {
    // As the server says (apps/server/src/config.ts): one variable names every engine's model.
    throw new Error(
      "LLAMA_MODEL_PATH is replaced by LLM_MODEL (a .gguf path or an hf:<owner>/<repo>/<file> URI; unset, --engine llama-cpp uses the model store's default)",
    )
  }
  return { name, settings }
}

/**
 * The engine's configuration, as the server's config parses it. For llama-cpp `modelPath` is empty
 * until the model store fills it: `resolvedEngineConfigFromEnvironment`.
 */
export function engineConfigFromEnvironment(provider: string, environment: Environment): EngineConfig {
  const { name, settings } = settingsOf(provider, environment)
  const llm = { timeoutMs: settings.LLM_TIMEOUT_MS, maxOutputTokens: settings.LLM_MAX_OUTPUT_TOKENS }
  const required = (value: string | undefined, variable: string) => {
    if (!value) throw new Error(`${variable} is required for --engine ${name}`)
    return value
  }
  switch (name) {
    case 'local':
      return { provider: 'local' }
    case 'openai-compatible':
      return {
        provider: name,
        baseUrl: required(settings.LLM_BASE_URL, 'LLM_BASE_URL'),
        apiKey: settings.LLM_API_KEY,
        model: required(settings.LLM_MODEL, 'LLM_MODEL'),
        ...llm,
      }
    case 'ollama':
      return {
        provider: name,
        baseUrl: settings.LLM_BASE_URL ?? OLLAMA_DEFAULT_URL,
        model: required(settings.LLM_MODEL, 'LLM_MODEL'),
        ...llm,
      }
    case 'llama-cpp':
      return { provider: name, modelPath: '', ...llm }
  }
}

/**
 * What the model store is asked for, as the server's config gives it (`config.models`): for
 * llama-cpp the writer is LLM_MODEL, or the catalogue's writer model when that is unset. The reader
 * is left to the rules: the eval measures the writer, and neither the model's prompts (the local
 * analyzer) nor the rules it falls back to read with the encoder.
 */
export function engineModelSettingsFromEnvironment(
  provider: string,
  environment: Environment,
): EngineModelSettings {
  const { name, settings } = settingsOf(provider, environment)
  return {
    engine: name,
    cacheDir: settings.MODEL_CACHE_DIR ?? defaultModelCacheDir(environment),
    reader: 'rules',
    writerModel: name === 'llama-cpp' ? settings.LLM_MODEL : undefined,
    offline: settings.MODELS_OFFLINE,
  }
}

/**
 * The engine's configuration with its model resolved through the model store, as the server does
 * when it starts (apps/server/src/server.ts: resolveEngineModels, then withEngineModels). Where the
 * server lets the rules write when the writer model cannot be had, the eval stops: it would
 * otherwise print the rules' figures as the model's.
 */
export async function resolvedEngineConfigFromEnvironment(
  provider: string,
  environment: Environment,
  log: ModelLog = { info: (message) => console.info(message), warn: (message) => console.warn(message) },
): Promise<EngineConfig> {
  const config = engineConfigFromEnvironment(provider, environment)
  if (config.provider !== 'llama-cpp') return config
  const models = await resolveEngineModels(engineModelSettingsFromEnvironment(provider, environment), {
    log,
    progress: terminalProgress(process.stderr),
  })
  const resolved = withEngineModels(config, models)
  if (resolved.provider !== 'llama-cpp') {
    throw new Error(`--engine llama-cpp has no model to run: ${models.notes.join('; ')}`)
  }
  return resolved
}
