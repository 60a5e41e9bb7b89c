import { wordTable } from './word-table'

/**
 * Profanity and insults, kept short and common. Stems match word starts ("fuck" matches
 * "fucking"); insults are words aimed at a person.
 */
export const PROFANITY_STEMS = [
  'fuck',
  'shit',
  'bullshit',
  'damn',
  'bitch',
  'bastard',
  'asshole',
  'crap',
  'wtf',
  'stfu',
  'piss',
  'dick',
  'prick',
  'hell',
  'ass',
  'arse',
  'goddamn',
  'motherfuck',
  'bollocks',
  'cunt',
  'twat',
] as const

/** Endings a profanity stem may take ("fucking", "shitty", "dickhead"); others ("Dickens") are not swearing. */
export const PROFANITY_SUFFIXES = [
  's',
  'es',
  'ed',
  'er',
  'ers',
  'ing',
  'in',
  'y',
  'ty',
  'py',
  'it',
  'head',
  'heads',
  'hole',
  'holes',
  'face',
  'off',
] as const

export const INSULTS = [
  'idiot',
  'stupid',
  'moron',
  'dumb',
  'loser',
  'pathetic',
  'useless',
  'worthless',
  'incompetent',
  'clown',
  'jerk',
  'creep',
  'psycho',
  'lazy',
  'ugly',
  'fat',
  'retard',
  'big baby',
  'crybaby',
  'piece of garbage',
  'piece of shit',
  'piece of crap',
  'waste of space',
  'waste of oxygen',
] as const

/**
 * Milder wording for profanity in rewrites: swear words used only for emphasis go (''),
 * the rest get a clean word of the same job. Calmer styles apply it.
 */
export const PROFANITY_SOFTENED: Record<string, string> = wordTable({
  fucking: '',
  fuckin: '',
  freaking: '',
  frickin: '',
  damn: '',
  damned: '',
  goddamn: '',
  bloody: '',
  'the hell': '',
  'the fuck': '',
  'as hell': '',
  'as fuck': '',
  af: '',
  bullshit: 'nonsense',
  crap: 'junk',
  shit: 'stuff',
  'pissed off': 'upset',
  pissed: 'upset',
  wtf: 'what',
  'screw this': 'this is not working',
})

/** Regex source for one profane word: a stem with an allowed ending. */
export const PROFANE_WORD = `(?:${PROFANITY_STEMS.join('|')})(?:${PROFANITY_SUFFIXES.join('|')})?`
