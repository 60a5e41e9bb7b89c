/**
 * Hedges soften a claim ("I think", "maybe"). Clarity counts them; concise, assertive and
 * professional rewrites remove them. Multi-word entries first so they match before their parts.
 */
export const HEDGES = [
  'i was just wondering if',
  'i was wondering if',
  'i just wanted to',
  'i just think',
  'i think',
  'i guess',
  'i feel like',
  'i suppose',
  'i believe',
  'it seems like',
  'it seems',
  'sort of',
  'kind of',
  'kinda',
  'sorta',
  'maybe',
  'perhaps',
  'possibly',
  'probably',
  'somewhat',
  'a little bit',
  'a bit',
  'if that makes sense',
  'if you know what i mean',
  'not sure but',
  'no pressure but',
  'just',
] as const
