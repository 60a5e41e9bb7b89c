import type { UseCase } from '@tipsy/contracts'
import { wordTable } from '../lexicon/word-table'

/**
 * Text-speak and chat slang with the standard words a formal message would use. In a chat
 * (`text_friend`, `dating_app`) they are how people write, so never errors there; in a work
 * e-mail (and the other use cases) each is a problem with these replacements.
 */
export const TEXT_SPEAK: Readonly<Record<string, readonly string[]>> = wordTable({
  u: ['you'],
  ur: ['your', "you're"],
  r: ['are'],
  y: ['why'],
  pls: ['please'],
  plz: ['please'],
  thx: ['thanks'],
  thnx: ['thanks'],
  ty: ['thank you'],
  idk: ["I don't know"],
  lmk: ['let me know'],
  b4: ['before'],
  tmrw: ['tomorrow'],
  tmr: ['tomorrow'],
  tmw: ['tomorrow'],
  '2moro': ['tomorrow'],
  '2day': ['today'],
  '2nite': ['tonight'],
  tonite: ['tonight'],
  ppl: ['people'],
  gotta: ['have to'],
  gonna: ['going to'],
  wanna: ['want to'],
  kinda: ['kind of'],
  sorta: ['sort of'],
  lemme: ['let me'],
  gimme: ['give me'],
  dunno: ["don't know"],
  np: ['no problem'],
  cuz: ['because'],
  coz: ['because'],
  bc: ['because'],
  tho: ['though'],
  thru: ['through'],
  asap: ['as soon as possible'],
  btw: ['by the way'],
  fyi: ['for your information'],
  imo: ['in my opinion'],
  imho: ['in my opinion'],
  rn: ['right now'],
  omw: ['on my way'],
  wyd: ['what are you doing'],
  ngl: ['not going to lie'],
  tbh: ['to be honest'],
  srsly: ['seriously'],
  sry: ['sorry'],
  l8r: ['later'],
  cya: ['see you'],
  def: ['definitely'],
  prob: ['probably'],
  probs: ['probably'],
  msg: ['message'],
  pic: ['picture'],
  pics: ['pictures'],
  convo: ['conversation'],
  bday: ['birthday'],
  wknd: ['weekend'],
  xmas: ['Christmas'],
  abt: ['about'],
  bcc: [],
  ok: [],
  kk: ['OK'],
  k: ['OK'],
  ya: ['you'],
  yeah: [],
  yep: [],
  nah: [],
  lol: [],
  lmao: [],
  omg: [],
  haha: [],
  hahaha: [],
  ugh: [],
  yo: [],
  fave: ['favourite'],
  perf: ['perfect'],
  mins: ['minutes'],
  min: ['minute'],
  rly: ['really'],
  bro: [],
  'w/': ['with'],
  ikr: [],
  smh: [],
  tbf: ['to be fair'],
  jk: ['just kidding'],
  ily: [],
  hbu: ['how about you'],
  wbu: ['what about you'],
  nvm: ['never mind'],
  ttyl: ['talk to you later'],
  brb: ['be right back'],
  gtg: ['got to go'],
  g2g: ['got to go'],
  yw: ["you're welcome"],
  hmu: [],
  dm: [],
  irl: ['in real life'],
  fomo: [],
  yolo: [],
  lmfao: [],
  rofl: [],
  hehe: [],
  okie: ['OK'],
  hmm: [],
  hmmm: [],
  oof: [],
  yikes: [],
  yay: [],
  woohoo: [],
  aww: [],
  aw: [],
  ew: [],
  meh: [],
  nope: [],
  yup: [],
  yea: ['yes'],
  obv: ['obviously'],
  obvs: ['obviously'],
  tmi: [],
  istg: [],
  gm: ['good morning'],
  gn: ['good night'],
  xoxo: [],
  xx: [],
  hru: ['how are you'],
  wya: ['where are you'],
  otw: ['on the way'],
  tn: ['tonight'],
  nite: ['night'],
  luv: ['love'],
  tryna: ['trying to'],
  finna: ['going to'],
  cos: ['because'],
  gr8: ['great'],
  l8: ['late'],
  m8: ['mate'],
  w8: ['wait'],
  insta: ['Instagram'],
  selfie: [],
  vibes: [],
  bff: [],
  bf: ['boyfriend'],
  gf: ['girlfriend'],
  legit: [],
  dude: [],
  lowkey: [],
  highkey: [],
  bruh: [],
  margs: ['margaritas'],
  fr: ['for real'],
  bestie: [],
  sus: [],
  // Contractions without their apostrophe, as chats write them.
  im: ["I'm"],
  ive: ["I've"],
  dont: ["don't"],
  cant: ["can't"],
  wont: ["won't"],
  didnt: ["didn't"],
  doesnt: ["doesn't"],
  isnt: ["isn't"],
  wasnt: ["wasn't"],
  arent: ["aren't"],
  couldnt: ["couldn't"],
  shouldnt: ["shouldn't"],
  wouldnt: ["wouldn't"],
  thats: ["that's"],
  whats: ["what's"],
  'w/o': ['without'],
})

/**
 * How strictly a use case is read: a chat (`casual`) allows slang, lower-case sentences and a
 * missing "?"; a work e-mail (`formal`) flags text-speak with its standard words; the others
 * (`neutral`) accept text-speak without suggesting it but keep the rest of the checks.
 */
export type Register = 'casual' | 'neutral' | 'formal'

export function registerOf(useCase: UseCase): Register {
  if (useCase === 'text_friend' || useCase === 'dating_app') return 'casual'
  return useCase === 'work_email' ? 'formal' : 'neutral'
}

/** Short forms a formal message may still use; never flagged. */
const MILD = new Set([
  'ok',
  'bcc',
  'yeah',
  'yep',
  'nah',
  'min',
  'mins',
  'pic',
  'pics',
  'msg',
  'fave',
  'perf',
  'wifi',
])

/**
 * Everyday words of a chat that no dictionary of standard English has yet, in any English:
 * "situationship", "hangry", "prepone" (India), "dey" (Nigerian Pidgin). Never flagged outside
 * work e-mail, and never turned into anything there either (they are not shorthand).
 */
const CHAT_WORDS = new Set([
  'rizz',
  'rizzed',
  'hangry',
  'situationship',
  'situationships',
  'prepone',
  'preponed',
  'chai',
  'dey',
  'wahala',
  'abeg',
  'jare',
  'arvo',
  'servo',
  'brekkie',
  'defo',
  'deffo',
  'peng',
  'bruv',
  'innit',
  'yaar',
  'ghosted',
  'ghosting',
  'doomscrolling',
  'doomscroll',
  'bestie',
  'besties',
  'vibey',
  'delulu',
])

const STRETCHED = /([a-z])\1\1/
const LAUGH = /^(?:a?ha)+h?$/

/** The per-use-case dictionary: a word here is never a spelling error in that register. */
export function isAcceptedWord(word: string, register: Register): boolean {
  const lower = word.toLowerCase()
  if (MILD.has(lower)) return true
  if (register === 'formal') return false
  return lower in TEXT_SPEAK || CHAT_WORDS.has(lower) || STRETCHED.test(lower) || LAUGH.test(lower)
}

/** The standard words for a text-speak word in a formal message; null when it is not one. */
export function formalReplacements(word: string): readonly string[] | null {
  const lower = word.toLowerCase()
  if (MILD.has(lower)) return null
  // A lone capital ("Part R", "Plan B") is a label, not text-speak.
  if (lower.length === 1 && word !== lower) return null
  // Capitals make it an acronym a work e-mail may use ("ASAP", "FYI", "DM").
  if (word.length > 1 && word === word.toUpperCase()) return null
  return TEXT_SPEAK[lower] ?? null
}
