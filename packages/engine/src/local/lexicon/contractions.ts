import { wordTable } from './word-table'

/** Contracted form → full form. Formal rewrites expand; friendly and casual ones contract. */
export const CONTRACTIONS: Record<string, string> = wordTable({
  "can't": 'cannot',
  "won't": 'will not',
  "don't": 'do not',
  "doesn't": 'does not',
  "didn't": 'did not',
  "isn't": 'is not',
  "aren't": 'are not',
  "wasn't": 'was not',
  "weren't": 'were not',
  "haven't": 'have not',
  "hasn't": 'has not',
  "hadn't": 'had not',
  "wouldn't": 'would not',
  "shouldn't": 'should not',
  "couldn't": 'could not',
  "mustn't": 'must not',
  "i'm": 'I am',
  "i've": 'I have',
  "i'll": 'I will',
  "i'd": 'I would',
  "you're": 'you are',
  "you've": 'you have',
  "you'll": 'you will',
  "you'd": 'you would',
  "we're": 'we are',
  "we've": 'we have',
  "we'll": 'we will',
  "they're": 'they are',
  "they've": 'they have',
  "they'll": 'they will',
  "it's": 'it is',
  "that's": 'that is',
  "there's": 'there is',
  "what's": 'what is',
  "let's": 'let us',
  "he's": 'he is',
  "she's": 'she is',
  "he'll": 'he will',
  "she'll": 'she will',
  "it'll": 'it will',
  "that'll": 'that will',
  "we'd": 'we would',
  "they'd": 'they would',
  "he'd": 'he would',
  "she'd": 'she would',
  "who's": 'who is',
  "where's": 'where is',
  "how's": 'how is',
  "here's": 'here is',
  "needn't": 'need not',
})

/** Full form → contraction (the inverse map, for relaxing formal text). */
export const EXPANSIONS: Record<string, string> = wordTable(
  Object.fromEntries(
    Object.entries(CONTRACTIONS)
      .filter(([, full]) => full !== 'let us')
      .map(([short, full]) => [full.toLowerCase(), short]),
  ),
)
