import { type ActReading, hurtChance } from '../../models/reader/act-head'
import { actChances } from './learned/act-reader'
import { TEASING } from './message-text'
import { theirRedFlags } from './their-red-flags'

/** A "you" that is theirs to the writer, not a set phrase ("thank you", "see you", "you know"). */
const SET_PHRASES =
  /\b(?:thank (?:you|u)|see (?:you|u|ya)|love (?:you|u)|miss (?:you|u)|you know|if (?:you|u) want|you guys|are (?:you|u) (?:ok|okay|free|around))\b/gi
const TO_THE_WRITER = /\b(?:you|u|ur|your|you're|youre|yours|you've|you'd|you'll)\b/i
const ABOUT_FEELINGS =
  /\b(?:i (?:just |kind of |kinda |sometimes |honestly )?(?:feel|felt)|it feels|feels like|felt like|makes? me feel|making me feel|i care|hurt|hurts|stung|upset|lonely|ignored|invisible|left out|taken for granted|afterthought|miss (?:hanging out|us|seeing (?:you|u)|talking))\b/i
/** Said of the two of them without a "you": "would've been nice to be asked", "I'm usually the one who reaches out first". */
const ABOUT_THE_TWO_OF_THEM =
  /\b(?:left out|be(?:en)? (?:asked|invited|included)|the one who (?:always |usually )?(?:reaches out|texts|calls|plans|makes (?:the |an )?effort)|reach(?:es)? out first|miss (?:hanging out|us|seeing (?:you|u)|talking))\b/i
/** "love coming home to a sink full of your pans. really adds to the ambience 🙃": praise that means the opposite. */
const SARCASTIC =
  /🙃|\b(?:really adds to the|love (?:coming home to|how (?:you|u))|great to see (?:you|u)|thanks (?:so much )?for (?:nothing|the warning))\b/iu

/** A one-word answer with a full stop is the coldest thing in a chat: "fine.", "k.", "right.". */
const COLD = /^(?:fine|k|ok|okay|right|sure|whatever|cool|noted|great|wow|nice)\s*\.+$/i
const HOSTILE_FLAGS = new Set([
  'criticism',
  'contempt',
  'passive_aggressive',
  'stonewalling',
  'defensiveness',
  'guilt_trip',
])

/**
 * How sure the words-only act reader must be that a message complains or tells a feeling: measured
 * on the blind sets, each set read by a model trained without it. The encoder's act head carries
 * its own threshold.
 */
export const HURT_THRESHOLD = 0.5

/** The act reading without the encoder: the learned word model's chances. */
export const actsFromWords = (text: string): ActReading => ({
  chances: actChances(text),
  hurtThreshold: HURT_THRESHOLD,
})

export const isCold = (text: string) => COLD.test(text.trim())

/**
 * Hurt feelings and complaints about the writer said calmly, with no word the complaint rules
 * know: "it would be nice to hear from you more than once a month", "I feel like I care more
 * than you do", "fine.". Read from the red flags the analysis finds and the act reader: the
 * encoder's act head when it is live (`acts`), the word model otherwise.
 */
export function hurtIn(text: string, acts?: ActReading): 'hurt' | 'complaint' | undefined {
  if (isCold(text)) return 'hurt'
  if (SARCASTIC.test(text) && TO_THE_WRITER.test(text)) return 'complaint'
  const aboutUs =
    ABOUT_FEELINGS.test(text) && (/\b(?:we|we're|us)\b/i.test(text) || ABOUT_THE_TWO_OF_THEM.test(text))
  if (TEASING.test(text) || !(aboutUs || TO_THE_WRITER.test(text.replace(SET_PHRASES, '')))) return undefined
  const flagged = theirRedFlags(text).some((flag) => HOSTILE_FLAGS.has(flag.type))
  const { chances, hurtThreshold } = acts ?? actsFromWords(text)
  const learned = hurtChance(chances) >= hurtThreshold
  // "it feels like I'm always the one who texts first": said of the two of them, it is hurt whatever the model guesses.
  const plain = ABOUT_FEELINGS.test(text) && ABOUT_THE_TWO_OF_THEM.test(text)
  if (!flagged && !learned && !plain) return undefined
  return ABOUT_FEELINGS.test(text) ? 'hurt' : 'complaint'
}
