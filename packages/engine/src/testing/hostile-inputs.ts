import {
  CHAT_BUBBLE_MAX_LENGTH,
  CHAT_MAX_BUBBLES,
  CHAT_MAX_TOTAL_LENGTH,
  type ChatBubble,
  GENERATE_CONTEXT_MAX_LENGTH,
  GENERATE_PROMPT_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  platformSchema,
  REPLY_INTENT_MAX_LENGTH,
  rewriteStyles,
  type Tones,
  toneNames,
  useCases,
} from '@tipsy/contracts'
import fc from 'fast-check'
import type { GenerateInput, ReplyInput } from '../engine'

/**
 * Inputs that are valid for the contract but hostile to rules that cost more than linear time:
 * one token repeated up to the length limit ("k. ", "what? ", "a, "), punctuation runs, nested
 * quotes and brackets, very long words, emoji runs, mixed scripts, many short lines, many
 * sentences, repeated names. The engine's timing property (local/engine.timing.test.ts, `npm run timing`) runs on them.
 */

const repeatedTokens = [
  'k. ',
  'what? ',
  'a, ',
  'happy ',
  'ok ',
  'no. ',
  'lol ',
  'sorry ',
  'please ',
  'thanks! ',
  'u ',
  'I ',
  'i ',
  'you ',
  'and ',
  'but ',
  'if ',
  'because ',
  'very ',
  'really ',
  'always ',
  'never ',
  'fine. ',
  'whatever ',
  'hey ',
  'Sam ',
  'Sam, ',
  'Mr. ',
  'Dr. Reyes ',
  '$12,000 ',
  '10pm ',
  'on Friday ',
  'the ',
  'with the report ',
  'for the team ',
  'at 5 ',
  'not ',
  "don't ",
  'u r ',
  'ur ',
  'its ',
  'your ',
  'then ',
  'could of ',
  'wat ',
  'omg ',
  'haha ',
  'love you ',
  'miss you ',
  'I hate you ',
  'send money ',
  'kill ',
  'WHY ',
  'NO!!! ',
  'hmm... ',
  '- ',
  '• ',
  '1. ',
  '(a) ',
  '@sam ',
  '#tag ',
  'https://x.io/a ',
  'a@b.co ',
  '😂',
  '🎉 ',
  '❤️',
  '👍🏽 ',
  '👩‍👩‍👧‍👦',
  '🇬🇧',
  'привет ',
  '你好',
  'مرحبا ',
  'नमस्ते ',
  'γεια ',
  'hola ',
  'café ',
  'x',
  'ab',
  ',',
  '.',
  '!',
  '?',
  '…',
  ':',
  ';',
  '-',
  '—',
  '"',
  "'",
  '’',
  '“',
  '”',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '<',
  '>',
  '*',
  '_',
  '~',
  '/',
  '\\',
  '|',
  '&',
  '%',
  '$',
  '#',
  '@',
  '0',
  '9.',
  ' ',
  '\n',
  '\t',
  'k\n',
  'a\n',
  'ok\n\n',
]

const sentences = [
  "Hey Sam, I'm running 10 minutes late, sorry!",
  'Could you send me the report by Friday?',
  "I think maybe we should honestly just talk about it, if that's ok with you.",
  'You always do this and I am so done with it.',
  "Fine. Whatever. Don't bother replying.",
  'Thanks so much for covering my shift on Friday, I really appreciate it!',
  'If you really loved me you would answer your phone.',
  'Where were you last night? Who were you with?',
  'I need $500 by tomorrow or else.',
  'omg lol u r so funny haha',
  'Per my last email, please route the invoices to Leila for approval.',
  'Happy birthday!!! 🎉🎉 Hope your day is amazing',
  "I'm sorry, I messed up, it's my fault and I won't make excuses.",
  "We can offer $12,000, but we'd like the contract signed before March 3.",
  'Are you coming to the party at Maya and Tom’s place on Saturday?',
  'ok',
  'k',
  'what?',
  "I'm so drunk rn, I miss u so much, call me",
  "Given the timeline, I'd prefer to move the meeting (if possible) to next week — thoughts?",
]

/** Sentences of a word or two: a message of hundreds of them ("k. k. k. …") stresses per-sentence work. */
const shortSentences = [
  'k.',
  'no.',
  'ok!',
  'what?',
  'a.',
  'fine.',
  'hi!',
  'why??',
  'Sam.',
  'lol.',
  'yes!!',
  'I.',
  'u?',
  '1.',
]

const names = ['Sam', 'Maya', 'Tom', 'Dr. Reyes', 'Leila', 'Jonah', 'Ana-María', "O'Neil", 'Zoë', '李雷']

const fillTo = (unit: string, length: number) =>
  unit.length === 0 ? '' : unit.repeat(Math.ceil(length / unit.length)).slice(0, length)

/** Lengths weighted towards the limit, where super-linear rules show. */
const lengthUpTo = (limit: number) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.integer({ min: 1, max: Math.min(limit, 200) }) },
    { weight: 3, arbitrary: fc.integer({ min: 1, max: limit }) },
    { weight: 5, arbitrary: fc.integer({ min: Math.floor(limit * 0.8), max: limit }) },
  )

const token = fc.constantFrom(...repeatedTokens)
const sentence = fc.constantFrom(...sentences)
const name = fc.constantFrom(...names)
const shortRun = fc
  .array(fc.constantFrom(...shortSentences), { minLength: 1, maxLength: 3 })
  .chain((chosen) => fc.constantFrom(' ', '  ', '\n').map((gap) => `${chosen.join(gap)}${gap}`))

/** A short run of tokens (and sometimes a whole sentence) that is repeated to fill the length. */
const unit = fc.oneof(
  { weight: 4, arbitrary: token },
  { weight: 3, arbitrary: shortRun },
  { weight: 3, arbitrary: fc.array(token, { minLength: 2, maxLength: 4 }).map((parts) => parts.join('')) },
  { weight: 2, arbitrary: sentence.map((text) => `${text} `) },
  {
    weight: 1,
    arbitrary: fc.tuple(name, fc.constantFrom(', ', ' and ', ' ', '? ')).map((parts) => parts.join('')),
  },
)

const nested = fc
  .tuple(
    fc.constantFrom('(', '[', '{', '"', "'", '“', '«', '<', '*', '_'),
    fc.constantFrom('', 'a', 'why ', 'Sam said '),
  )
  .map(([open, inner]) => {
    const close = {
      '(': ')',
      '[': ']',
      '{': '}',
      '"': '"',
      "'": "'",
      '“': '”',
      '«': '»',
      '<': '>',
      '*': '*',
      _: '_',
    }[open]
    return (length: number) => {
      const depth = Math.max(1, Math.floor((length - inner.length) / 2))
      return `${open.repeat(depth)}${inner}${(close ?? '').repeat(depth)}`.slice(0, length)
    }
  })

const longWord = fc
  .tuple(fc.constantFrom('a', 'abc', 'supercalifragilistic', 'x'), fc.constantFrom('', ' ', '!', '?', '.'))
  .map(
    ([letters, after]) =>
      (length: number) =>
        `${fillTo(letters, Math.max(1, length - after.length))}${after}`,
  )

/** Sentences from the bank, shuffled and repeated: many sentences, each of them ordinary. */
const manySentences = fc.array(sentence, { minLength: 1, maxLength: 60 }).map((chosen) => chosen.join(' '))

/** Words and marks drawn at random: no structure at all. */
const wordSoup = fc
  .array(fc.oneof(token, sentence, name), { minLength: 1, maxLength: 300 })
  .map((parts) => parts.join(''))

/** A text of at most `limit` characters (trimmed non-empty, like the contract asks). */
export function hostileText(limit: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      {
        weight: 6,
        arbitrary: fc.tuple(unit, lengthUpTo(limit)).map(([text, length]) => fillTo(text, length)),
      },
      { weight: 1, arbitrary: fc.tuple(nested, lengthUpTo(limit)).map(([build, length]) => build(length)) },
      { weight: 1, arbitrary: fc.tuple(longWord, lengthUpTo(limit)).map(([build, length]) => build(length)) },
      { weight: 2, arbitrary: manySentences },
      { weight: 2, arbitrary: wordSoup },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
    )
    .map((text) => text.slice(0, limit).trim())
    .filter((text) => text.length > 0)
}

const tones: fc.Arbitrary<Tones> = fc.record(
  Object.fromEntries(toneNames.map((tone) => [tone, fc.integer({ min: 0, max: 100 })])) as Record<
    keyof Tones,
    fc.Arbitrary<number>
  >,
)
const platform = fc.option(fc.constantFrom(...platformSchema.options), { nil: undefined })

export const useCase = fc.constantFrom(...useCases)
export const localTime = fc.option(
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`),
  { nil: undefined },
)
export const styles = fc.subarray([...rewriteStyles], { minLength: 1 })
export const message = hostileText(MESSAGE_MAX_LENGTH)
/** The emoji picker's choice: an emoji, or a hostile string of the contract's 32 characters. */
export const preferredEmoji = fc.option(
  fc.oneof(fc.constantFrom('😂', '❤️', '👩‍👩‍👧‍👦', '🇬🇧'), hostileText(32)),
  {
    nil: null,
  },
)

export const generateInput: fc.Arbitrary<GenerateInput> = fc.record({
  prompt: hostileText(GENERATE_PROMPT_MAX_LENGTH),
  context: fc.option(hostileText(GENERATE_CONTEXT_MAX_LENGTH), { nil: undefined }),
  tones,
  platform,
  seed: fc.integer({ min: 0, max: 1_000_000 }),
})

/** A transcript within the contract: up to 80 bubbles, 1,000 characters each, 8,000 in all, one of theirs. */
const thread: fc.Arbitrary<ChatBubble[]> = fc
  .tuple(
    fc.integer({ min: 1, max: CHAT_MAX_BUBBLES }),
    fc.array(
      fc.tuple(
        fc.constantFrom('them', 'me') as fc.Arbitrary<'them' | 'me'>,
        hostileText(CHAT_BUBBLE_MAX_LENGTH),
      ),
      {
        minLength: 1,
        maxLength: 6,
      },
    ),
  )
  .map(([count, bubbles]) => {
    const chat: ChatBubble[] = []
    let total = 0
    for (let index = 0; index < count; index++) {
      const [side, text] = bubbles[index % bubbles.length] ?? ['them', 'hi']
      const room = Math.min(CHAT_BUBBLE_MAX_LENGTH, CHAT_MAX_TOTAL_LENGTH - total - (count - index - 1))
      const fitted = text.slice(0, Math.max(1, room)).trim() || 'k'
      chat.push({ side, text: fitted })
      total += fitted.length
    }
    if (!chat.some((bubble) => bubble.side === 'them'))
      chat[chat.length - 1] = { side: 'them', text: 'what?' }
    return chat
  })

export const replyInput: fc.Arbitrary<ReplyInput> = fc.record({
  thread,
  intent: fc.option(hostileText(REPLY_INTENT_MAX_LENGTH), { nil: undefined }),
  tones,
  platform,
  seed: fc.integer({ min: 0, max: 1_000_000 }),
})
