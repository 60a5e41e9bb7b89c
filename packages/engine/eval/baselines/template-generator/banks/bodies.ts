import type { Intent } from '../intent'
import type { VoiceBank } from './bank'
import { BUSINESS_BODIES } from './bodies-business'
import { CARE_BODIES } from './bodies-care'
import { CONNECTION_BODIES } from './bodies-connection'

/** The core sentence(s) of a message, per intent and voice. */
export const BODIES: Record<Intent, VoiceBank> = { ...CONNECTION_BODIES, ...CARE_BODIES, ...BUSINESS_BODIES }
