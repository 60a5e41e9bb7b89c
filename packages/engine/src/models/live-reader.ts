import type { EngineModels } from '../engine'
import type { ReaderModelFiles } from '../engine-config'
import type { MeaningReader } from './reader/meaning-reader'

/**
 * The reader (the sentence encoder and its trained heads) as an engine holds it: loading starts at
 * once, and until it has loaded (or when it cannot load) the engine reads with the rules alone.
 */
export interface LiveReader {
  /** The reader once loaded; undefined when it could not be (see `problem`). */
  readonly reader: Promise<MeaningReader | undefined>
  /** Why the configured encoder is not live, once its loading failed. */
  problem(): string | undefined
  models(): EngineModels['reader']
  close(): Promise<void>
}

const rulesOnly: EngineModels['reader'] = { kind: 'rules' }

export function loadLiveReader(files: ReaderModelFiles | undefined, threads = 1): LiveReader {
  if (!files) {
    return {
      reader: Promise.resolve(undefined),
      problem: () => undefined,
      models: () => rulesOnly,
      close: async () => {},
    }
  }
  let live: EngineModels['reader'] = rulesOnly
  let problem: string | undefined
  // Imported here, not at the top: what imports the engine without running it (the server's own
  // thread) does not load onnxruntime's native binding.
  const reader = import('./reader/meaning-reader')
    .then(({ createMeaningReader }) => createMeaningReader({ ...files, threads }))
    .then(
      (loaded) => {
        live = { kind: 'encoder', model: files.id }
        return loaded
      },
      (error: unknown) => {
        problem = error instanceof Error ? error.message : String(error)
        return undefined
      },
    )
  return {
    reader,
    problem: () => problem,
    models: () => live,
    async close() {
      live = rulesOnly
      await (await reader)?.close()
    },
  }
}
