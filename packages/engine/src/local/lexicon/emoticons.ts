import { wordTable } from './word-table'

/** Text emoticons with a valence on AFINN's −5…5 scale. Matched only between spaces or at the ends. */
export const EMOTICONS: Record<string, number> = wordTable({
  ':)': 2,
  ':-)': 2,
  '=)': 2,
  ':]': 2,
  ':D': 3,
  ':-D': 3,
  xD: 2,
  XD: 2,
  ';)': 2,
  ';-)': 2,
  ':P': 1,
  ':p': 1,
  ':-P': 1,
  '^^': 2,
  '^_^': 2,
  '<3': 3,
  '</3': -3,
  ':(': -2,
  ':-(': -2,
  '=(': -2,
  ":'(": -3,
  ':/': -1,
  ':-/': -1,
  ':|': -1,
  '>:(': -3,
  'D:': -2,
})

/**
 * Emoji valence where the Emoji Sentiment Ranking (shipped with the `sentiment` package) lacks an
 * entry or reads chat use wrongly (😡 is far angrier than −1 there; 💀 means "I'm dead laughing").
 */
export const EMOJI_VALENCE_OVERRIDES: Record<string, number> = wordTable({
  '😡': -3,
  '🤬': -4,
  '😠': -3,
  '🙄': -2,
  '🤮': -3,
  '💔': -3,
  '😢': -2,
  '😬': -1,
  '🥺': -1,
  '😅': 0,
  '💀': 0,
  '🤔': 0,
  '🙂': 1,
  '🥰': 3,
  '🤣': 2,
  '🔥': 2,
  '🎂': 2,
  '🍕': 0,
})
