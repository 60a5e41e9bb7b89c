/**
 * Words that open a message ("Hi Sam,") or close it ("Best regards,"). Formal greetings and
 * sign-offs suit work; informal ones suit friends. Lower-case; matched at the start of the
 * first line and on the last lines.
 */
export const FORMAL_GREETINGS = [
  'dear',
  'hello',
  'hi',
  'good morning',
  'good afternoon',
  'good evening',
  'greetings',
] as const
export const INFORMAL_GREETINGS = [
  'hey',
  'heya',
  'hiya',
  'yo',
  'sup',
  "what's up",
  'howdy',
  'hii',
  'heyy',
  'hey there',
  'hi there',
] as const
export const GREETINGS = [...INFORMAL_GREETINGS, ...FORMAL_GREETINGS] as const

export const FORMAL_SIGN_OFFS = [
  'best regards',
  'kind regards',
  'warm regards',
  'regards',
  'sincerely',
  'yours sincerely',
  'respectfully',
  'best wishes',
  'many thanks',
  'thank you',
  'best',
] as const
export const INFORMAL_SIGN_OFFS = [
  'thanks',
  'thanks!',
  'cheers',
  'thx',
  'talk soon',
  'ttyl',
  'xo',
  'xoxo',
  'later',
  'love',
] as const
export const SIGN_OFFS = [...FORMAL_SIGN_OFFS, ...INFORMAL_SIGN_OFFS] as const
