import { readerModel } from '../models/store/catalogue'
import { defaultModelCacheDir, resolveModel } from '../models/store/model-store'

/**
 * The reader model's files for tests, from the model store's default cache (`npm test` fills it
 * in its `models` step; `npm run models` does the same by hand). Only the cache is read.
 */
export async function readerModelFiles(): Promise<{ modelPath: string; tokenizerPath: string }> {
  const cacheDir = defaultModelCacheDir(process.env)
  const resolution = await resolveModel(readerModel, { cacheDir, offline: true })
  if (resolution.status === 'unavailable') {
    throw new Error(
      `The reader model ${readerModel.id} is not in the model cache ${cacheDir}: run \`npm run models\` first (${resolution.reasons.join('; ')})`,
    )
  }
  return { modelPath: resolution.files.onnx.path, tokenizerPath: resolution.files.tokenizer.path }
}
