import { writerModel } from '../models/store/catalogue'
import { defaultModelCacheDir, resolveModel } from '../models/store/model-store'

/** The small GGUF writer model the real-model tests run (SmolLM2-135M-Instruct, Q4_1). */
export async function writerModelFile(): Promise<string> {
  // From the model store's default cache, which `npm test` fills in its `models` step.
  const cacheDir = defaultModelCacheDir(process.env)
  const resolution = await resolveModel(writerModel, { cacheDir, offline: true })
  if (resolution.status === 'unavailable') {
    throw new Error(
      `The writer model ${writerModel.id} is not in the model cache ${cacheDir}: run \`npm run models\` first (${resolution.reasons.join('; ')})`,
    )
  }
  return resolution.files.gguf.path
}
