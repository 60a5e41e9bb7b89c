import { wordTable } from '../../lexicon/word-table'

/**
 * People type requests the way they text. Before the request is read, shorthand becomes the
 * words it stands for, missing apostrophes come back and the pronoun "i" is capitalised, so the
 * grammar below sees "I can't make it tomorrow" whether it was typed that way or as "i cant make
 * it tmrw". Names, numbers, times and everything else stay as typed.
 */
const SHORTHAND: Record<string, string> = wordTable({
  u: 'you',
  ya: 'you',
  yu: 'you',
  r: 'are',
  n: 'and',
  pls: 'please',
  plz: 'please',
  plis: 'please',
  abt: 'about',
  bc: 'because',
  bcs: 'because',
  bcoz: 'because',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  'b/c': 'because',
  'w/': 'with',
  'w/o': 'without',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrrw: 'tomorrow',
  tomoz: 'tomorrow',
  tommorow: 'tomorrow',
  tomorow: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  tn: 'tonight',
  tonite: 'tonight',
  '2nite': 'tonight',
  '2day': 'today',
  thx: 'thanks',
  thnx: 'thanks',
  thanx: 'thanks',
  tks: 'thanks',
  ty: 'thank you',
  tysm: 'thank you so much',
  tho: 'though',
  altho: 'although',
  thru: 'through',
  rn: 'right now',
  msg: 'message',
  msgs: 'messages',
  txt: 'text',
  bday: 'birthday',
  'b-day': 'birthday',
  bdays: 'birthdays',
  ppl: 'people',
  b4: 'before',
  l8r: 'later',
  l8: 'late',
  gr8: 'great',
  idk: "I don't know",
  lmk: 'let me know',
  hbd: 'happy birthday',
  smth: 'something',
  sth: 'something',
  wk: 'week',
  wknd: 'weekend',
  mins: 'minutes',
  hrs: 'hours',
  appt: 'appointment',
  convo: 'conversation',
  prob: 'probably',
  probs: 'probably',
  def: 'definitely',
  defo: 'definitely',
  govt: 'government',
  // missing apostrophes
  im: "I'm",
  ive: "I've",
  dont: "don't",
  cant: "can't",
  wont: "won't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  wasnt: "wasn't",
  werent: "weren't",
  arent: "aren't",
  havent: "haven't",
  hasnt: "hasn't",
  hadnt: "hadn't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  mustnt: "mustn't",
  thats: "that's",
  whos: "who's",
  w: 'with',
  whats: "what's",
  theres: "there's",
  heres: "here's",
  hes: "he's",
  shes: "she's",
  theyre: "they're",
  youre: "you're",
  youve: "you've",
  youll: "you'll",
  itll: "it'll",
  theyll: "they'll",
  theyve: "they've",
  weve: "we've",
  lets: "let's",
  wouldve: "would've",
  couldve: "could've",
  shouldve: "should've",
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'have to',
  lemme: 'let me',
  gimme: 'give me',
  dunno: "don't know",
  kinda: 'kind of',
  sorta: 'sort of',
})

// "ur" is "your" before a thing ("ur mom") and "you're" before a state ("ur late", "ur the best").
const YOU_ARE_NEXT =
  /^(?:a|an|the|so|not|too|very|really|late|early|welcome|right|wrong|amazing|awesome|the|invited|free|sick|fired|hired|okay|ok|going|coming|doing|being|getting|still|always|never|gonna|such|my|our|\p{L}+ing|\p{L}+ed)\b/iu

const I_WILL_NEXT =
  /^(?:be|buy|get|send|do|call|text|pay|bring|drop|see|make|take|let|give|have|try|come|go|pick|check|sort|fix|need|keep|look|ring|pop|tell|ask|meet|cover|host|cook|book|leave|probably|definitely|just|still|never|always|def)\b/i

/** Words after which "ill" is the adjective ("my mum is ill", "feeling ill"). */
const ILL_AFTER =
  /\b(?:is|was|are|were|be|been|being|am|feel|feels|feeling|felt|fell|fallen|falling|got|gets|getting|so|very|really|too|quite|seriously|critically|mentally|terminally|chronically|taken)\s+$/i
/** After "its" a noun is owned ("its battery"); a number, an article or a state means "it's". */
const IT_IS_NEXT =
  /^(?:a|an|the|so|not|too|very|really|just|only|about|on|at|in|over|been|going|gonna|fine|ok|okay|late|time|all|my|our|your|his|her|their|like|still|already|now|gone|done|happening|booked|happened|got|come|[£$€]?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|half)\b)/i
/** What follows "she'd"/"he'd"/"I'd" typed without the apostrophe ("shed mind", "id rather"). */
const WOULD_NEXT =
  /^(?:mind|be|like|love|want|have|do|come|need|prefer|rather|go|say|help|been|never|probably|definitely|really|appreciate|ask|take|get|pay)\b/i

function expandWord(word: string, after: string, before: string): string {
  const lower = word.toLowerCase().replaceAll('’', "'")
  const next = after.trimStart()
  if (lower === 'i') return 'I'
  if (lower === 'ur') return YOU_ARE_NEXT.test(next) ? "you're" : 'your'
  // "ill buy him a new one", "ill do twenty five" are "I'll"; "my mum is ill" stays.
  if (lower === 'ill' && (I_WILL_NEXT.test(next) || (/^\p{Ll}+\b/u.test(next) && !ILL_AFTER.test(before))))
    return "I'll"
  // "since its prom", "its twelve thousand" are "it's"; "its battery" stays possessive.
  if (
    lower === 'its' &&
    (/(?:since|because|as|cause|cos|and|but|if|when|so|cuz|coz|bc)\s+$/i.test(before) ||
      IT_IS_NEXT.test(next))
  )
    return "it's"
  // Said aloud and written by ear: "weather we need" is whether, "there open till 6" they're.
  if (lower === 'weather' && /^(?:we|i|you|they|he|she|it|or not|to)\b/i.test(next)) return 'whether'
  if (lower === 'there' && /^(?:open|closed|coming|going|doing|running|leaving|getting|having)\b/i.test(next))
    return "they're"
  // "shed mind feeding the cat", "hed be willing", "id rather": she'd, he'd, I'd.
  if ((lower === 'shed' || lower === 'hed' || lower === 'id') && WOULD_NEXT.test(next))
    return lower === 'id' ? "I'd" : `${lower.slice(0, -1)}'d`
  // "text Maya were having a baby", "while were away", "i dont think were a match": "we're",
  // unless a plural or "we/they" is its subject, or it asks ("were you there").
  const noSubject =
    /\b(?:while|if|when|because|since|as|think|hope|guess|know|so|but|cause|cos|bc|until|till|now)\s+$/i
  if (
    lower === 'were' &&
    !/^(?:you|u|they|we|there|it|he|she|i|not)\b/i.test(next) &&
    (noSubject.test(before) ||
      (/^(?:\p{L}+ing|gonna)\b/u.test(next) &&
        !/(?:\b(?:we|they|you|there|who|which|that|what|where|how|when|why|people|both|all)|s)\s+$/i.test(
          before,
        )))
  )
    return "we're"
  // "lets me" keeps its verb; "lets go" is "let's go".
  if (lower === 'lets' && /^\s+(?:me|him|her|us|them|you)\b/i.test(after)) return word
  const expanded = SHORTHAND[lower]
  if (expanded === undefined) return word
  return expanded
}

const WORD = /(?<![\p{L}\p{N}'’/])[\p{L}\p{N}]+(?:['’/][\p{L}\p{N}]*)*/gu

/** The request with shorthand spelled out, straight quotes and single spaces (see above). */
const POSSESSIVE_WITHOUT_APOSTROPHE =
  /\b(\p{L}{2,}?)s (dad|mum|mom|mother|father|parents|teacher|coach|brother|sister|best friend|friend|bf|gf|boyfriend|girlfriend|wife|husband|son|daughter|kid|bag|house|birthday|party)\b/giu
/** Words that end in "s" before those nouns without owning them ("thanks mum", "his dad"). */
const NOT_POSSESSIVE = new Set(
  `thanks tells asks lets is was this his hers its has does yes guess miss kiss bless us plus as thus
  always perhaps sometimes kids boys girls parents friends sisters brothers teachers others
  says sends texts emails visits misses loves hates helps needs wants gets takes makes calls`
    .trim()
    .split(/\s+/),
)

export function normalizeRequest(text: string): string {
  const straight = text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(
      /\s*\((?:on |via |in )?(?:whatsapp|slack|teams|email|text|sms|linkedin|instagram|insta|facebook|fb|messenger|signal|telegram)\)/gi,
      '',
    )
    // "a slack message for her": where it goes says nothing about what it says.
    .replace(
      /\b(a|an|the|my)\s+(?:slack|teams|whatsapp|linkedin|sms|insta|instagram|facebook|fb|messenger|discord|signal|telegram|imessage)\s+(message|msg|dm|text|post|note|reply)\b/gi,
      (_, determiner: string, medium: string) => `${determiner === 'an' ? 'a' : determiner} ${medium}`,
    )
    .replace(
      /\b(\d+)\s?(mins?|hrs?)\b/gi,
      (_, number: string, unit: string) =>
        `${number} ${unit.toLowerCase().startsWith('m') ? 'minutes' : 'hours'}`,
    )
    // "message the host um ask if…": a spoken filler carries nothing ("um" and "uh" only as words).
    .replace(/,?\s+\b(?:um+|uh+|uhm+|erm+)\b,?(?=\s)/gi, '')
    // "Ms. Tran": a title's full stop is not the end of a sentence.
    .replace(/\b(Mr|Mrs|Ms|Mx|Dr|Prof)\.(?=\s+\p{Lu})/gu, '$1')
    // "sams dad", "my sons best friend": the apostrophe a quick typist leaves out.
    .replace(POSSESSIVE_WITHOUT_APOSTROPHE, (whole, owner: string, owned: string) =>
      NOT_POSSESSIVE.has(`${owner}s`.toLowerCase()) ? whole : `${owner}'s ${owned}`,
    )
    .replace(/\s+/g, ' ')
    .trim()
  return straight
    .replace(WORD, (word, offset: number) =>
      expandWord(
        word,
        straight.slice(offset + word.length),
        straight.slice(Math.max(0, offset - 12), offset),
      ),
    )
    .replace(/\bI'm\b/gi, "I'm")
    .replace(/\bi('(?:m|ll|ve|d))\b/g, 'I$1')
    .replace(RESUMPTIVE_PRONOUN, '$1 ')
    .replace(RUN_ON, (whole, before: string, subject: string, offset: number, text: string) =>
      // Only a request typed (or dictated) without any full stop runs its sentences together.
      /[.!?]/.test(text) || offset < 20 ? whole : `${before}. ${subject}`,
    )
}

/**
 * "i cant do the overtime on saturday ive got my nephews christening": a dictated request runs its
 * sentences on; a new subject after a word that cannot lead into it starts a sentence.
 */
const RUN_ON =
  /\b((?!(?:and|but|so|because|cos|coz|bc|that|if|when|as|since|while|though|although|cause|till|until|say|saying|think|know|tell|says|said|hope|guess|mean|where|what|how|why|who|or|just|before|after|once|than|then|like|thinks|thought|knows|realise|realize|sure|worried|scared|glad|sorry|him|her|them|you|me|us|u|ask|text|remind|let)\b)\p{L}+) ((?:I've|I'm|I'll|I'd|it's|there's|she's|he's|we're|they're|we've|they've)\b)/gu

// "My colleague he calls me…" opening a sentence: the pronoun repeats the subject just named
// and is dropped. After a verb ("tell my mum she looks great") it starts a clause and stays.
const RESUMPTIVE_PRONOUN =
  /((?:^|[.!?] )(?:my|our) (?:[a-z]+ )?[a-z]+) (?:he|she|they) (?!(?:is|was|are|were|has|had|and|or|but|said|says|told)\b)(?=[a-z]+\b)/gi
