import { wordTable } from './word-table'

/** Words that amplify what follows ("really good"), with a multiplier for sentiment scoring. */
export const INTENSIFIERS: Record<string, number> = wordTable({
  absolutely: 1.5,
  completely: 1.4,
  extremely: 1.6,
  incredibly: 1.6,
  insanely: 1.6,
  really: 1.3,
  very: 1.3,
  so: 1.3,
  super: 1.4,
  totally: 1.4,
  truly: 1.3,
  utterly: 1.5,
  highly: 1.3,
  deeply: 1.4,
  seriously: 1.3,
  way: 1.2,
  too: 1.2,
  most: 1.2,
  hella: 1.4,
  mad: 1.2,
})

/** Words that damp what follows ("slightly annoyed"). */
export const DOWNTONERS: Record<string, number> = wordTable({
  slightly: 0.6,
  somewhat: 0.7,
  'a bit': 0.7,
  'a little': 0.7,
  barely: 0.5,
  hardly: 0.5,
  kinda: 0.7,
  'kind of': 0.7,
  'sort of': 0.7,
  fairly: 0.8,
  pretty: 0.9,
  quite: 0.9,
})
