import { apiPrefix } from '@tipsy/contracts'
import fc from 'fast-check'
import type { Caller } from './request-parts'

/** One generated request. Placeholders (`KNOWN_MESSAGE_2`) become real ids when it is sent. */
export interface FuzzRequest {
  method: string
  url: string
  caller: Caller
  /** `none`: no content-type header. */
  contentType: string
  body?: string | Buffer
  /** Webhooks only: how the Standard Webhooks headers are made when the request is sent. */
  webhookSignature?: WebhookSignature
}

export const webhookSignatures = ['valid', 'stale', 'wrong-secret', 'garbage', 'missing'] as const
export type WebhookSignature = (typeof webhookSignatures)[number]

export interface FuzzTarget {
  name: string
  request: fc.Arbitrary<FuzzRequest>
}

/** How many stored generations the fuzz app keeps ids of (see fuzz-app.ts). */
const KNOWN_IDS = 6
export const knownIdPlaceholder = /KNOWN_(MESSAGE|VARIATION)_(\d+)/g
export const knownIds = fc.oneof(
  fc.nat(KNOWN_IDS - 1).map((n) => `KNOWN_MESSAGE_${n}`),
  fc.nat(KNOWN_IDS - 1).map((n) => `KNOWN_VARIATION_${n}`),
)

export const API = apiPrefix
