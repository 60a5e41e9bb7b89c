import { tokenize } from './tokens'

/** Function words: what is left when they are removed carries the message's content. */
export const STOPWORDS = new Set(
  (
    'a an the and or but if so because as of at by for with about against between into through during ' +
    'before after above below to from up down in out on off over under again further then once here there ' +
    'when where why how all any both each few more most other some such no nor not only own same than too ' +
    'very can will just should now i me my myself we our ours ourselves you your yours yourself yourselves ' +
    'he him his himself she her hers herself it its itself they them their theirs themselves what which who ' +
    'whom this that these those am is are was were be been being have has had having do does did doing ' +
    "would could might must shall may i'm you're he's she's it's we're they're i've you've we've they've " +
    "i'd you'd he'd she'd we'd they'd i'll you'll he'll she'll we'll they'll isn't aren't wasn't weren't " +
    "hasn't haven't hadn't doesn't don't didn't won't wouldn't shan't shouldn't can't cannot couldn't " +
    "mustn't let's that's who's what's here's there's when's where's why's how's ok okay oh um uh hey hi hello"
  ).split(' '),
)

/** The lower-case content words of a text, in order (duplicates kept). */
export function contentWords(text: string): string[] {
  return tokenize(text)
    .map((token) => token.lower)
    .filter((word) => !STOPWORDS.has(word) && /\p{L}/u.test(word))
}

/** Share of the original's distinct content words still present in the rewrite (1 when none). */
export function contentRetention(original: string, rewritten: string): number {
  const before = new Set(contentWords(original))
  if (before.size === 0) return 1
  const after = new Set(contentWords(rewritten))
  let kept = 0
  for (const word of before) if (after.has(word)) kept++
  return kept / before.size
}
