export { createEngine, type EngineEvents, type WriterFallback } from './create-engine'
export type {
  AnalyzeOptions,
  CallOptions,
  Engine,
  EngineErrorKind,
  EngineModels,
  EngineProvider,
  GenerateInput,
  ReplyInput,
} from './engine'
export { EngineError, engineProviders } from './engine'
export type { EngineConfig, ReaderModelFiles } from './engine-config'
export { DEFAULT_LLM_TIMEOUT_MS } from './engine-config'
export { checkGrammar, warmUpGrammar } from './local/grammar/grammar-checker'
export { type GrammarWorkerEvent, onGrammarWorkerEvent } from './local/grammar/harper-worker'
export { createLocalEngine } from './local/local-engine'
export {
  type EngineModelSettings,
  type ModelLog,
  type ResolvedEngineModels,
  resolveEngineModels,
  withEngineModels,
} from './models/engine-models'
export type { PoolEvent } from './models/inference-pool'
export { createPooledEngine, defaultCallBudgetMs, type PooledEngineOptions } from './models/pooled-engine'
export {
  catalogueFiles,
  findModel,
  type Model,
  type ModelFile,
  modelCatalogue,
  readerModel,
  writerModel,
} from './models/store/catalogue'
export { type DownloadProgress, silentProgress, terminalProgress } from './models/store/download-progress'
export {
  type AvailableModelFile,
  cachedFilePath,
  defaultModelCacheDir,
  type ModelFileResolution,
  type ModelResolution,
  type ModelSource,
  type ModelStoreEvent,
  type ModelStoreOptions,
  resolveModel,
  resolveModelFile,
  type SourceAttempt,
  type UnavailableModelFile,
} from './models/store/model-store'
