import { fileURLToPath } from 'node:url'

/**
 * The LoRA adapter that teaches the base writer model Tipsy's three tasks (ADR 0023), trained by
 * `npm run train:writer` on the blind writer examples and loaded over the model the store fetches.
 */
export const SHIPPED_ADAPTER_FILE = fileURLToPath(
  new URL('./adapter/tipsy-writer-lora.gguf', import.meta.url),
)
/** What the adapter was trained on and how: settings, data checksum, losses and its own sha256. */
export const SHIPPED_ADAPTER_RECORD_FILE = fileURLToPath(
  new URL('./adapter/training-record.json', import.meta.url),
)
