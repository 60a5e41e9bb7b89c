import { wordTable } from './word-table'

/**
 * Apologies that undercut a request ("sorry to bother you"). Assertive rewrites drop them;
 * they are not the sincere apology of an apology message ("I'm sorry I missed your call").
 */
export const UNDERCUTTING_APOLOGIES = [
  'sorry to bother you',
  'sorry to bother you again',
  'sorry to be a pain',
  'sorry for the bother',
  'sorry for bothering you',
  'sorry to ask',
  'sorry if this is a dumb question',
  'sorry if this is a stupid question',
  'sorry if this is annoying',
  'sorry for the trouble',
  'sorry for asking',
  "i'm sorry to ask",
  "i'm sorry to bother you",
  "i'm sorry but",
  'sorry but',
  'sorry,',
] as const

/** Softeners that make a request sound optional: assertive rewrites drop or replace them. */
export const REQUEST_SOFTENERS: Record<string, string> = wordTable({
  'could you maybe': 'please',
  'can you maybe': 'please',
  'would you maybe': 'please',
  'could you possibly': 'please',
  'would you mind': 'please',
  'would it be okay if you': 'please',
  'if it is not too much trouble': '',
  "if it's not too much trouble": '',
  'if you get a chance': '',
  'when you get a chance': '',
  'whenever you get a chance': '',
  'if you have time': '',
  'no worries if not': '',
  'if that is okay': '',
  "if that's okay": '',
  'does that make sense': '',
  'i was hoping you could': 'please',
  'i would like to ask that you': 'please',
  'i would like to ask you to': 'please',
  "i'd like to ask you to": 'please',
  "i'd like to ask that you": 'please',
  "i'll try to": 'I will',
  'i will try to': 'I will',
  'i think we should': 'we should',
  'i think you should': 'you should',
  'i feel like we should': 'we should',
  'just checking in': 'following up',
  'just following up': 'following up',
})

/** Every way of saying sorry; three or more in one message reads as apology overload. */
export const APOLOGY_PHRASES = [
  'sorry',
  'apologize',
  'apologise',
  'apologized',
  'apologised',
  'apologies',
  'my apologies',
  'my bad',
  'my fault',
  'forgive me',
  'i regret',
] as const
