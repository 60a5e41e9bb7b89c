import nlp from 'compromise'
import { wordTable } from '../lexicon/word-table'
import { execAll } from '../text/exec-all'
import { inFullWordList } from './english-word-list'
import { isAcceptedWord, type Register } from './text-speak'

/** One problem found in a message: offsets [start, end) in UTF-16 code units, as JavaScript counts. */
export interface FoundProblem {
  kind: 'spelling' | 'grammar' | 'punctuation' | 'word_choice' | 'style'
  start: number
  end: number
  message: string
  replacements: string[]
}

interface ConfusionRule {
  kind: FoundProblem['kind']
  /** Global, case-insensitive, with indices; the named group `x` is the span to replace. */
  pattern: RegExp
  replacements: readonly string[]
  message: string
  /** Registers the rule is off in (a chat leaves out "?" and capitals on purpose). */
  offIn?: readonly Register[]
  /** A check on the match the pattern cannot make (whether a word is a first name). */
  holds?: (match: RegExpMatchArray) => boolean
  /** The replacements when they depend on the words found ("hour" → "hours"). */
  replace?: (found: string) => string[]
}

/** compromise's list of first names: "Jess", "Sam" (not "Priya": the list is mostly Western). */
const isFirstName = (word: string) => nlp(word).has('#FirstName')
/** "Dogs", "Tickets" — and not a name or a place in -s ("James", "Wales", "Thanks"). */
const isPluralNoun = (word: string) => {
  const doc = nlp(word)
  return (
    doc.has('#Plural') && !doc.has('#Person') && !doc.has('#Place') && !/^(?:thanks|means|news)$/i.test(word)
  )
}
/** "hour", "mile", "week": a noun that counts ("more", "other", "extra" do not). */
const isSingularNoun = (word: string) => {
  const doc = nlp(word)
  return doc.has('#Singular') && !doc.has('#Person')
}

const words = (list: string) => list.trim().split(/\s+/).join('|')

/** Words that start a predicate after "you're/they're/it's": adverbs, articles, -ing verbs, adjectives. */
const PREDICATE = words(`
  a an the so very really right wrong welcome not going being doing getting coming leaving moving
  making taking trying looking having joking kidding always never probably definitely still just
  such too late early sure ready busy free available bored lucky amazing awesome gonna all both here
  there already literally totally actually only almost quite pretty supposed invited done finished
  happy sorry aware able allowed welcome responsible correct absolutely completely
`)

/** Verbs and prepositions that take an object, so what follows is "your/their", not "you're/they're". */
const TAKES_OBJECT = words(`
  for of with to from about into onto at by on in under bring brought send sent check share shared
  update updated confirm confirmed finished forward review reviewed what's whats through has have had
`)

/** An -ing verb and its object after "their/your": "playing our song", "blocking my garage". */
const DOING_SOMETHING = String.raw`\s+(?=[a-z]{2,}ing\s+(?:our|my|your|the|a|an|his|me|us|them|this|that|it)\b)`
/** Words after which "your/their" owns the doing: "I appreciate your taking the time". */
const NOT_OWNING_A_DOING = String.raw`(?<!\b(?:appreciate|appreciated|for|about|mind|of|by|with|without|after|before|regarding|to)\s+)`

/**
 * Where a question without its "?" ends: at the end of a line, or at a full stop before the next
 * sentence ("could you send it. Thanks"), not at an abbreviation's ("Dr.", "a.m.").
 */
const QUESTION_END = String.raw`(?<x>[a-z0-9]\.?)(?<!\b(?:dr|mr|mrs|ms|st|no|approx|vs|etc|[a-z])\.)(?:(?=\s*(?:\n|$))|(?<=\.)(?=\s+[A-Z]))`

const CONFUSION_RULES: ConfusionRule[] = [
  {
    kind: 'word_choice',
    pattern: new RegExp(`\\b(?<x>your)\\s+(?=(?:${PREDICATE})\\b)`, 'dgi'),
    replacements: ["you're"],
    message: '"Your" owns something; "you\'re" is "you are".',
  },
  {
    kind: 'word_choice',
    pattern: new RegExp(`\\b(?:${TAKES_OBJECT})\\s+(?<x>you're|you’re)\\s+(?!(?:${PREDICATE})\\b)`, 'dgi'),
    replacements: ['your'],
    message: '"You\'re" is "you are"; before a thing, write "your".',
  },
  {
    // "you're package was delivered": a thing of theirs before its verb.
    kind: 'word_choice',
    pattern: new RegExp(
      `\\b(?<x>you're|you’re)\\s+(?!(?:${PREDICATE}|${TAKES_OBJECT}|after|up|out|off|over|back|down|saying|asking|talking|thinking|feeling|[a-z]+ing|[a-z]+ed)\\b)[a-z]+\\s+(?=(?:was|is|has|got)\\s+(?:delivered|sent|left|stolen|lost|found|broken|ready|here|outside|cancelled|approved|declined|late)\\b)`,
      'dgi',
    ),
    replacements: ['your'],
    message: '"You\'re" is "you are"; before a thing, write "your".',
  },
  {
    kind: 'word_choice',
    pattern: new RegExp(`\\b(?:${TAKES_OBJECT})\\s+(?<x>they're|they’re)\\s+(?!(?:${PREDICATE})\\b)`, 'dgi'),
    replacements: ['their'],
    message: '"They\'re" is "they are"; before a thing, write "their".',
  },
  {
    kind: 'word_choice',
    pattern: /\b(?<x>their)(?=\s*(?:[,.!?]|$)|\s+(?:is|are|was|were|isn't|aren't|wasn't|weren't)\b)/dgi,
    replacements: ['there'],
    message: '"Their" owns something; for a place, or "there is/are", write "there".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?<x>their)\s+(?=(?:going|moving|coming|doing|getting|leaving|not|so|very|really|always|probably|definitely|both|still|late|ready|busy|right|here|already|gonna|never|needed|wanted|supposed|meant|allowed|due|welcome)\b(?!-))/dgi,
    replacements: ["they're"],
    message: '"Their" owns something; "they\'re" is "they are".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?<![Ii]s\s|[Aa]re\s|[Ww]as\s|[Ww]ere\s)(?<x>there)\s+(?=(?:both|all|so|very|really|not|always|never|going|coming|doing|getting|moving|leaving|probably|definitely|gonna|welcome)\b)/dgi,
    replacements: ["they're"],
    message: '"There" is a place; "they\'re" is "they are".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?:confirmed|left|lost|forgot|finished|shared|changed|updated|submitted|brought|packed|parked|fixed|sold|paid|love|loved|hate|hated|did|made|for|of|with|about|into|at)\s+(?<x>there)\s+(?=(?!(?:own|way|and|or|but|so|too|is|are|was|were|early|late|soon|now|then|again|yet|before|after|already|first|last|tomorrow|today|tonight|yesterday|once|twice|together|alone|instead|anyway|though|either|right|all|both|by|with|to|from|for|in|on|at|until|till|around|since|this|that|next|every)\b)[a-z]{3,}\b(?!\s*(?:is|are|was|were)\b))/dgi,
    replacements: ['their'],
    message: '"There" is a place; for something that belongs to them, write "their".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?<x>they're|they’re)\s+(?=(?:is|are|was|were)\b|(?:may|might|could|must|should|will|would)\s+be\b|(?:has|have)\s+been\b|seems?\s+to\b)/dgi,
    replacements: ['there'],
    message: '"They\'re" is "they are"; before "is/are", write "there".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?:sure|know|knows|idea|wondering|wonder|tell me|ask|asking|see|remember|forgot|find out|check)\s+(?<x>were)\s+(?=(?:the|you|u|we|i|he|she|they|it|my|our|your|his|her|their|to|this|that)\b)/dgi,
    replacements: ['where'],
    message: '"Were" is a verb; to ask about a place, write "where".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?:confirm|know|sure|wondering|wonder|ask|asking|check|checking|decide|deciding|see|tell me|find out|unsure)\s+(?<x>weather)\s+(?=(?:or|the|you|u|we|i|he|she|they|it|this|that|there|to|my|our|your)\b)/dgi,
    replacements: ['whether'],
    message: '"Weather" is rain and sun; for "if", write "whether".',
  },
  {
    // "will go ahead weather or not it rains"
    kind: 'word_choice',
    pattern: /\b(?<x>weather)\s+(?=or\s+not\b)/dgi,
    replacements: ['whether'],
    message: '"Weather" is rain and sun; for "if", write "whether".',
  },
  {
    // "walk passed the school": going by is "past".
    kind: 'word_choice',
    pattern:
      /\b(?:walk|walked|walking|drive|drove|driving|go|went|going|run|ran|running|cycle|cycled|cycling|ride|rode|riding|come|came|coming|fly|flew|flying|sail|sailed|wander|wandered|stroll|strolled|rush|rushed|zoom|zoomed|right|straight)\s+(?<x>passed)\s+(?=(?:the|a|an|my|our|your|his|her|their|it|them|us|me|him|this|that|number|no\.)\b)/dgi,
    replacements: ['past'],
    message: '"Passed" is the verb; going by something is "past".',
  },
  {
    // "leaking threw the ceiling": "through".
    kind: 'word_choice',
    pattern:
      /\b(?:leak|leaks|leaking|leaked|walk|walked|walking|go|goes|went|going|come|comes|came|coming|get|getting|drive|drove|driving|run|ran|running|look|looked|looking|read|reading|halfway|all|way|straight|right|pass|passing|passed|fall|fell|falling|sleep|slept|sleeping|live|lived|living|scroll|scrolled|scrolling|flick|flicking)\s+(?<x>threw)\s+(?=(?:the|a|an|my|our|your|his|her|their|it|this|that|them|town|security|customs|it all)\b)/dgi,
    replacements: ['through'],
    message: '"Threw" is the past of "throw"; for going from one side to the other, write "through".',
  },
  {
    // "I'm so exited for Saturday": "excited"; "exited" is left.
    kind: 'spelling',
    pattern:
      /\b(?:so|really|very|super|soo+|too|i'm|im|i’m|am|was|were|are|is|be|been|getting|feeling|feel|not|all|we're|they're|you're)\s+(?<x>exited)\s*(?=\b(?:for|about|to|that)\b|[.!,]|$)/dgim,
    replacements: ['excited'],
    message: '"Exited" means left; for looking forward to something, write "excited".',
  },
  {
    // "can't here you", "come along and you will here what we do": the ears' word is "hear".
    kind: 'word_choice',
    pattern:
      /\b(?:can|can't|can’t|cannot|could|couldn't|will|would|won't|didn't|don't|did not|do not|to)\s+(?<x>here)\s+(?=(?:you|u|what|about|him|her|them|me|us|back|anything|everything|a word|from you)\b)/dgi,
    replacements: ['hear'],
    message: '"Here" is this place; with your ears, write "hear".',
  },
  {
    // "which dress to where": what you put on is "wear".
    kind: 'word_choice',
    pattern:
      /\b(?:what|which\s+[a-z]+|anything|something|nothing|clothes)\s+to\s+(?<x>where)(?=\s*(?:[.!?,]|$)|\s+(?:to|for|on|tonight|tomorrow|today)\b)/dgim,
    replacements: ['wear'],
    message: '"Where" asks about a place; for clothes, write "wear".',
  },
  {
    // "the whether warning", "if the whether holds": rain and sun.
    kind: 'word_choice',
    pattern:
      /\b(?:the|bad|good|nice|lovely|awful|terrible|cold|hot|wet|warm|stormy|snowy|rainy|sunny|mild|horrible)\s+(?<x>whether)\b(?!\s+(?:or|to)\b)|\b(?<y>whether)\s+(?=(?:warnings?|forecasts?|permitting|alerts?|app)\b)/dgi,
    replacements: ['weather'],
    message: '"Whether" means "if"; rain and sun are the "weather".',
  },
  {
    // "can you advice me", "please advice": the verb is "advise".
    kind: 'word_choice',
    pattern:
      /\b(?:can|could|would|will|to)\s+(?:you\s+)?(?<x>advice)\s+(?=(?:me|us|him|her|them|you|on|whether|if|what|which|how)\b)|\b(?:please|pls|kindly)\s+(?<y>advice)\b/dgi,
    replacements: ['advise'],
    message: '"Advice" is the noun; the verb is "advise".',
  },
  {
    // "some good advise": the noun is "advice".
    kind: 'word_choice',
    pattern:
      /\b(?:some|any|good|great|your|my|his|her|our|their|legal|medical|financial|expert|professional|sound|helpful|useful|bit\s+of|piece\s+of)\s+(?<x>advise)\b/dgi,
    replacements: ['advice'],
    message: '"Advise" is the verb; what you give is "advice".',
  },
  {
    // "the top were the kids did homework": a place, "where".
    kind: 'word_choice',
    pattern:
      /\b[a-z]+\s+(?<x>were)\s+(?=(?:the|my|your|our|his|her|their|i|we|you|they|he|she)\s+(?:[a-z]+\s+)?(?:did|does|went|goes|lives|works|sits|sat|keeps|used\s+to)\b)/dgi,
    replacements: ['where'],
    message: '"Were" is a verb; for a place, write "where".',
  },
  {
    // "we nearly missed are connection": "our".
    kind: 'word_choice',
    pattern:
      /\b(?:missed|lost|sold|cancelled|canceled|booked|changed|finished|left|parked|painted|fixed|cleaned|moved|made|got)\s+(?<x>are)\s+(?=(?:connection|flight|train|bus|ferry|table|room|house|flat|car|kids|children|dog|cat|tickets?|booking|reservation|meeting|plans?|friends?|parents|neighbou?rs?|own|first|last|new|old|best)\b)/dgi,
    replacements: ['our'],
    message: '"Are" is a verb; for what belongs to us, write "our".',
  },
  {
    // "Each of the classes have a box": each one, so "has".
    kind: 'grammar',
    pattern:
      /\beach of (?:the|my|our|your|his|her|their|these|those)\s+(?:[a-z]+\s+){0,2}?[a-z]+s\s+(?<x>have)\b/dgi,
    replacements: ['has'],
    message: '"Each of …" takes a singular verb.',
  },
  {
    kind: 'grammar',
    pattern:
      /\beach of (?:the|my|our|your|his|her|their|these|those)\s+(?:[a-z]+\s+){0,2}?[a-z]+s\s+(?<x>are)\b/dgi,
    replacements: ['is'],
    message: '"Each of …" takes a singular verb.',
  },
  {
    // "she new exactly which form", "I new it": the past of "know".
    kind: 'word_choice',
    pattern:
      /(?<!\b(?:a|an|the|my|your|his|her|our|their|its|this|that|brand|whole|something|anything|nothing|everything|what['’]?s|is|are|was|were|be|been|so|very|too|quite|totally|completely|entirely|fairly|pretty|feel|feels|felt|look|looks|seem|seems)\s+)\b(?<x>new)\s+(?=(?:exactly|precisely|immediately|instantly|what|where|when|how(?!-)|why|better|nothing|everything|everyone|everybody|it|that)\b)/dgi,
    replacements: ['knew'],
    message: '"New" is not old; the past of "know" is "knew".',
  },
  {
    kind: 'word_choice',
    pattern: /\b(?<x>were)\s+(?=(?:are|is|do|does|did|can|should|shall)\b)/dgi,
    replacements: ['where'],
    message: '"Were" is a verb; to ask about a place, write "where".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?:no|the|an|any|little|positive|negative|side|big|real|strong|desired|same)\s+(?<x>affect)\b|\b(?:take|took|taken|takes|taking|into)\s+(?<y>affect)\b/dgi,
    replacements: ['effect'],
    message: '"Affect" is the verb (to change); the result is an "effect".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?:can|could|will|would|might|may|to|not|really|doesn't|don't|didn't|won't|seriously)\s+(?<x>effect)\s+(?=(?:your|my|the|his|her|our|their|its|how|whether|them|us|me|you|people|everyone)\b)/dgi,
    replacements: ['affect'],
    message: '"Effect" is the result; to change something, write "affect".',
  },
  {
    kind: 'spelling',
    pattern: /\b(?<x>infact|aswell|eachother|thankyou|wich)\b/dgi,
    replacements: [],
    message: 'A common misspelling.',
  },
  {
    // How a chat or a notice says it; a work e-mail writes "all right".
    kind: 'spelling',
    pattern: /\b(?<x>alright)\b/dgi,
    replacements: ['all right'],
    message: 'In a work e-mail, write "all right".',
    offIn: ['casual', 'neutral'],
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?<x>its)\s+(?=(?:a|an|the|going|been|not|so|very|really|too|just|time|ok|okay|fine|great|good|raining|snowing|late|early|my|your|our|their|like|always|never|probably|definitely|still|getting|hard|easy|true|nice|cold|hot|actually|pretty|quite|gonna|only|almost|literally|supposed|already|important|impossible|possible|necessary|weird|crazy|funny|obvious|strange|sad|amazing|perfect|annoying|in|on|at|under|here|there|ready|done|broken|all|up|out|gone|over|about|freezing|boiling|pouring|happening|killing|missing|working|coming)\b(?!-))/dgi,
    replacements: ["it's"],
    message: '"Its" owns something; "it\'s" is "it is" or "it has".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?:of|in|on|for|with|from|by|into|at)\s+(?<x>it's|it’s)\s+(?=(?!(?:a|an|the|been|going|not|so|very|really|too|just|time|only|all|still|over)\b)[a-z]+)|\b(?<y>it's|it’s)\s+(?=own\b)/dgi,
    replacements: ['its'],
    message: '"It\'s" is "it is"; for something that belongs to it, write "its".',
  },
  {
    kind: 'word_choice',
    pattern:
      /(?:\b(?:and|since|until|till|back|just)\s+|,\s*|^\s*)(?<x>than)\b(?!\s+(?:ever|usual|expected|before)\b)/dgim,
    replacements: ['then'],
    message: '"Than" compares; for "next" or "after that", write "then".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?:more|less|fewer|rather|other|better|worse|bigger|smaller|faster|slower|longer|shorter|higher|lower|older|younger|cheaper|easier|harder|larger|greater|quicker|nicer|happier|busier|warmer|colder|hotter|taller|stronger|smarter|further|sooner|heavier|lighter|louder|quieter|safer|earlier)(?:\s+[a-z]+){0,2}?\s+(?<x>then)\b|\b(?:rather|more of)(?:\s+[a-z]+){0,5}?\s+(?<y>then)\b|\b(?:more|less|better|worse|[a-z]{2,}er)(?:\s+[a-z]+){0,5}?\s+(?<z>then)\s+(?=(?:me|him|her|us|them|mine|yours|ever|usual|expected)\s*(?:[.!?,]|$))/dgi,
    replacements: ['than'],
    message: '"Then" is about time; to compare, write "than".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?<x>to)\s+(?=(?:late|early|much|many|bad|soon|loose|expensive|pricey|hot|cold|warm|tired|busy|loud|noisy|small|big|quick|slow|difficult|far|salty|spicy|sweet|heavy|crowded|full|old|young|short|tall|risky|dangerous|complicated|confusing|quiet|dark|bright|tight|shy|nervous|scared|sick|good|long|fast)\b(?!\s+(?:from|away|for|on|in|at)\b))|\b(?:me|you|us|[a-z]+ing)\s+(?<y>to)(?=\s*[.!]|\s*$)/dgi,
    replacements: ['too'],
    message: '"To" is a direction; for "also" or "more than enough", write "too".',
  },
  {
    kind: 'word_choice',
    pattern: /\b(?<x>too)\s+(?=(?:the|my|your|his|our|their|be|go|do|see|get|make|have|send)\b)/dgi,
    replacements: ['to'],
    message: '"Too" means "also" or "more than enough"; here it is "to".',
  },
  {
    kind: 'grammar',
    pattern: /\b(?:could|would|should|must|might|may)\s+(?<x>of)\b/dgi,
    replacements: ['have'],
    message: 'After "could", "would" or "should", write "have" ("could have", "could\'ve").',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?:(?<!\b(?:is|are|was|were|be|been|feel|feels|felt|look|looks|bit|way|far)\s+)to|will|won't|don't|didn't|dont|didnt|wont|cant|never|always|might|could|would|can|can't|cannot|not|gonna|i|we|you|they)\s+(?<x>loose)\b/dgi,
    replacements: ['lose'],
    message: '"Loose" means not tight; to misplace or not win, write "lose".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?:is|are|was|were|feel|feels|felt|too|so|very|bit|came|come|getting|got)\s+(?<x>lose)\b(?!\s+(?:the|a|my|your|his|her|our|their|it|them|track|weight)\b)/dgi,
    replacements: ['loose'],
    message: '"Lose" means misplace or not win; for not tight, write "loose".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?<x>whose)\s+(?=(?:the|a|an|in|on|up|ready|free|available|here|there|that|this|been|got|going|coming|next|[a-z]+ing)\b)/dgi,
    replacements: ["who's"],
    message: '"Whose" asks who owns something; "who\'s" is "who is".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?<x>who's|who’s)\s+(?=(?:brother|sister|mother|father|mum|mom|dad|car|house|dog|cat|idea|name|phone|job|wife|husband|son|daughter|kids|parents|friend|turn|fault|bag|keys|birthday|book|office|desk|team)\b|(?!(?:the|a|an|going|gonna|coming|been|got|getting|in|on|at|up|down|out|off|over|there|here|not|never|still|also|always|just|really|very|so|too|free|ready|available|around|back|home|next|first|last|busy|late|new|best|better|most|least|likely|able|keen|happy|good|bad|right|wrong|sure|joining|driving|bringing|hosting|in charge|[a-z]+ing|[a-z]+ed|[a-z]+ly)\b)[a-z]+\s+(?:this|that|these|those|is|was|are|were|i|i'd|i'll|you|we|they|[a-z]{3,}ed)\b)/dgi,
    replacements: ['whose'],
    message: '"Who\'s" is "who is"; to say who owns something, write "whose".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?:to|can't|cannot|will|would|could|please|not|won't|didn't|don't|we|i|you|they|happy|gladly)\s+(?:now\s+|also\s+|only\s+|still\s+)?(?<x>except)\s+(?=(?:your|the|this|that|my|our|his|her|their|an?|it|them|payment|payments|card|cards|cash|bookings|donations|returns|deliveries|responsibility)\b)/dgi,
    replacements: ['accept'],
    message: '"Except" means "but not"; to agree to or receive, write "accept".',
  },
  {
    kind: 'word_choice',
    pattern:
      /(?<=[a-z]\s+)\b(?!(?:to|can|can't|cannot|will|would|could|should|must|might|may|please|not|i|we|you|they|he|she|did|didn't|do|don't|does|doesn't|won't|gladly|happily|happy|glad|and|or|also|just|fully|always|never|usually|kindly|shall|only|who|that|which|readily)\b)[a-z]+\s+(?<x>accept)\s+(?=[a-z])/dgi,
    replacements: ['except'],
    message: '"Accept" means agree to; for "but not", write "except".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?!(?:we|you|i|they|then|so|and|but|now|ok|okay|well|please|just|yes|sure|come|on)\b)[a-z]+\s+(?<x>let's|let’s)\s+(?=(?:you|u|me|him|her|them|users|people|customers|clients|managers|employees|staff|students|members|teams|anyone|everyone|kids)\s+[a-z]+)/dgi,
    replacements: ['lets'],
    message: '"Let\'s" is "let us"; for "allows", write "lets".',
  },
  {
    kind: 'punctuation',
    pattern:
      /(?:^|[.!?,;]\s+)(?<x>[Ll]ets)\s+(?=(?:not|go|do|get|meet|see|try|talk|make|grab|just|keep|catch|have|start|take|call|plan|hope|be|focus|discuss|review|schedule|move|wait|aim|check|chat|find|set|all)\b)/dgm,
    replacements: ["Let's"],
    message: 'For "let us", write "let\'s" with an apostrophe.',
  },
  {
    kind: 'word_choice',
    pattern:
      /(?:^|[.!?]\s+|\n|\b(?:so|ok|okay|yeah|yes|lol|now|because|cos|cause|if|when|hope)\s+)(?<x>were)\s+(?=[a-z]+ing\b|(?:stuck|not|still|just|late|done|ready|off|out|back|sorted|fine|screwed|almost|nearly|finally|definitely|probably|short|full|closed|lost|doomed)\b)/dgim,
    replacements: ["we're"],
    message: '"Were" is the past of "are"; for "we are", write "we\'re".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?:is|are|was|were|be|been|so|very|too|really|finally|keep|stay|nice and)\s+(?<x>quite)(?=\s*(?:[.!?,]|$)|\s+(?:now|again|today|tonight|please|during|while|until|through)\b)/dgim,
    replacements: ['quiet'],
    message: '"Quite" means "fairly"; for no noise, write "quiet".',
  },
  {
    // "I've past it on", "she's past them the keys": the verb is "passed"; "I have past experience" stays.
    kind: 'word_choice',
    pattern:
      /\b(?:have|has|had|i've|we've|you've|they've|she's|he's|i’ve|we’ve|you’ve|they’ve)\s+(?:just\s+|already\s+)?(?<x>past)\s+(?=(?:it|them|him|her|me|us|on|away)\b)/dgi,
    replacements: ['passed'],
    message: '"Past" is a time gone by; the verb is "passed".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b[a-z]+\s+(?<x>where)\s+(?=(?:already|not|so|very|slightly|really|still|never|always|all|just|quite|too|completely|both|late|closed|supposed|sent|told|given)\b)/dgi,
    replacements: ['were'],
    message: '"Where" is a place; here it is the verb "were".',
  },
  {
    kind: 'word_choice',
    pattern:
      /\b(?!(?:is|was|has|does|us|thanks|yes|plus|as|unless|this|its|his|perhaps|whereas|always)\b)[a-z]+s\s+(?<x>we're|we’re)\s+(?=[a-z]+ed\b|(?:sent|made|told|given|paid|sold|lost|left|taken|shown|found|kept|held)\b)/dgi,
    replacements: ['were'],
    message: '"We\'re" is "we are"; here it is the verb "were".',
  },
  {
    kind: 'grammar',
    pattern:
      /\b(?:the|this|that|my|our|your|his|her|their|each|every)\s+(?!(?:[a-z]+s|people|children|staff|police|data|team)\b)[a-z]+\s+(?<x>don't|do not)\b/dgi,
    replacements: ["doesn't"],
    message: 'One person or thing takes "doesn\'t".',
  },
  {
    // "so what does you do for fun": "you", "we" and "they" take "do".
    kind: 'grammar',
    pattern: /\b(?:what|where|when|why|how|who|which)\s+(?<x>does)\s+(?=(?:you|u|we|they)\b)/dgi,
    replacements: ['do'],
    message: '"You", "we" and "they" take "do", not "does".',
  },
  {
    kind: 'grammar',
    pattern: /\b(?:he|she|it)\s+(?<x>don't|dont|do not)\b/dgi,
    replacements: ["doesn't"],
    message: 'One person or thing takes "doesn\'t".',
  },
  {
    kind: 'grammar',
    pattern:
      /(?<!\b(?:does|did|do|will|would|can|could|should|may|might|must|to|let|make|help)\s+)\b(?:my|your|his|her|our|their|the)\s+(?:roommate|flatmate|housemate|mum|mom|dad|boss|manager|friend|sister|brother|husband|wife|partner|girlfriend|boyfriend|teacher|neighbour|neighbor|landlord|cousin|aunt|uncle|nan|grandma|grandad|son|daughter)\s+(?<x>think|want|need|like|say|know|love|hate|live|work|go|have)\b/dgi,
    replacements: [],
    message: 'One person takes a verb in -s ("my mum thinks").',
  },
  {
    kind: 'grammar',
    pattern:
      /(?<!\b(?:each|one|none|either|neither|every one|any) of\s+)(?<![a-z]{2,}ed\s+)\b(?:(?:the|my|our|your|his|her|their|these|those|both|all|many|some|several)\s+(?:[a-z]+\s+)?(?!(?:news|series|species|physics|maths|mathematics|economics|politics|athletics|measles)\b)(?:[a-z]+[^s\W]s|people|children|men|women|kids)|(?:the|my|our)\s+(?:new\s+)?[a-z]+\s+(?:leads|hires|keys))\s+(?<x>is|was|has|doesn't|needs|lives|seems|wants|likes|looks|knows|works|goes|includes|makes|takes|gets|comes|thinks|says|loves|hates|feels|keeps|tells|asks|gives|starts|arrives|begins|leaves|stays|finishes)\b/dgi,
    replacements: [],
    message: 'More than one takes the plural verb.',
  },
  {
    kind: 'grammar',
    pattern:
      /\b(?<x>there is|there's|there was)\s+(?=(?:two|three|four|five|six|many|several|some|lots|plenty|\d+)\s+[a-z]+s\b)/dgi,
    replacements: [],
    message: 'Before more than one, write "there are" (or "there were").',
  },
  // ("Anyone know a plumber?" opening a sentence or a clause is "Does anyone know…", and stays.)
  {
    kind: 'grammar',
    pattern:
      /(?<!\b(?:does|did|do|will|would|can|could|should|may|might|must|to|let|make|help|has|had|have)\s+)\b(?:everyone|everybody|nobody|someone|somebody|each|nothing|everything|(?<!(?:^|[.!?,]\s+|\n))(?:anyone|anybody))\s+(?<x>seem|have|are|were|don't|need|want|like|know|think|look|agree)\b/dgim,
    replacements: [],
    message: '"Everyone", "nobody" and "each" take a singular verb.',
  },
  {
    // "everyone in the group chat have muted me": the verb agrees with "everyone", not the chat.
    kind: 'grammar',
    pattern:
      /\b(?:everyone|everybody|nobody|someone|somebody|each) (?:in|at|on|from) (?:the|my|our|this|that|your) (?:[a-z]+ )?[a-z]*[^s\W] (?<x>have|are|were|don't|need|want)\b/dgi,
    replacements: [],
    message: '"Everyone", "nobody" and "each" take a singular verb.',
  },
  {
    kind: 'grammar',
    pattern:
      /\bone of (?:the|my|our|your|his|her|their|these|those)\s+(?:[a-z]+\s+)?[a-z]+s\s+(?<x>are|were|have)\b/dgi,
    replacements: [],
    message: '"One of …" takes a singular verb.',
  },
  {
    kind: 'grammar',
    pattern:
      /(?:^|[.!?]\s+)(?:The|This|That)\s+(?:(?:best|worst|main|only|whole|real|funny|great|hard|weird|good|bad)\s+)?(?!(?:rest|majority|number|lot|bunch|couple|range|group|pair|set|kind|type|variety|total|half|most|none|plenty|team|staff)\b)[a-z]*[^s\W]\s+(?:of|from|for|in|on|about)\s+(?:the\s+|these\s+|those\s+|our\s+|my\s+|your\s+|their\s+)?(?:[a-z]+\s+)?[A-Za-z][a-z]*s(?:\s+(?:for|in|at|on|from)\s+(?:the|our|my|this|next|[A-Z][a-z]+['’]s)(?:\s+[a-z]+){1,2})?\s+(?<x>are|were|have)\b/dgm,
    replacements: [],
    message: 'The verb agrees with the first noun, which is singular.',
  },
  {
    // "Dogs is welcome in the beer garden": a plural noun starting the sentence ("James is", "Wales is" stay).
    kind: 'grammar',
    pattern: /(?:^|[.!?]\s+)(?<noun>[A-Z][a-z]+[^s\W]s)\s+(?<x>is|was|has)\b/dgm,
    replacements: [],
    message: 'More than one takes the plural verb.',
    holds: (match) => isPluralNoun(match.groups?.noun ?? ''),
  },
  {
    // "about three hour to replace it", "a few more volunteer for Saturday": a number of them.
    kind: 'grammar',
    pattern:
      /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|few|several|many)\s+(?:more\s+|extra\s+)?(?<x>[a-z]+[^s\W])\s+(?=(?:to|for|ago|later|left|before|after|of|in|on|at)\b)/dgi,
    replacements: [],
    message: 'More than one takes the plural.',
    // ("the Forty Foot": a capital makes it a name.)
    holds: (match) => /^[a-z]+$/.test(match.groups?.x ?? '') && isSingularNoun(match.groups?.x ?? ''),
    replace: (found) => [nlp(found).nouns().toPlural().text()],
  },
  {
    kind: 'grammar',
    pattern:
      /(?:^|[.!?]\s+)(?:The|This|That|Each|Every|My|Our|Your|His|Her|Their|Its)\s+(?:[a-z]+\s+)?(?!(?:children|people|men|women|police|staff|team|family|crew|band|squad|lot|data|media|criteria|council|committee|government|board|club|company|management|school|class|choir|group|public|firm|church|community|society|association|union|jury|orchestra|audience|congregation|cast|[a-z]*s)\b)[a-z]+\s+(?<x>include|need|want|seem|look|contain|require|cover|show|list|have)\b/dgm,
    replacements: [],
    message: 'One person or thing takes the verb with -s.',
  },
  {
    kind: 'grammar',
    pattern:
      /\b(?:each|either|neither|every one) of (?:the|my|our|your|his|her|their|these|those)\s+(?:[a-z]+\s+)?[a-z]+s\s+(?<x>have|are|were|don't|do|need|want|think|like)\b/dgi,
    replacements: [],
    message: '"Each of …" takes a singular verb.',
  },
  {
    kind: 'grammar',
    pattern:
      /(?:^|[.!?,]\s+|\n)(?:the|my|our|your|his|her|their)\s+(?:(?:updated|new|latest|final|old|first|last|other)\s+)?(?!(?:news|series|species|physics|class|boss|business|address|glass|dress|process|success|access|bus|gas|status)\b)[a-z]+[^s\W']s\s+(?:for|to|from|of|in|on|at|with|about)\s+(?:(?:the|my|our|your|his|her|their|this|that|a|an)\s+(?:[a-z]+\s+)?[a-z]*[^s\W]|[\w'’]+)\s+(?<x>is|was|has|isn't|wasn't|hasn't|shows|needs|looks|seems|says|goes|doesn't|makes|sells|costs|comes|starts|runs|takes)\b/dgim,
    replacements: [],
    message: 'More than one takes the plural verb.',
  },
  {
    kind: 'grammar',
    pattern: /(?:^|[.!?]\s+|\n)(?:my|our|his|her|your|their)\s+[a-z]+\s+and\s+i\s+(?<x>was|is|has)\b/dgim,
    replacements: [],
    message: 'Two people take the plural verb.',
  },
  {
    kind: 'grammar',
    pattern:
      /(?<!\b(?:if|please|you|i|we|they|who|that)\s+)\b(?:he|she|dad|mom|mum|my (?:dad|mom|mum|mother|father|brother|sister|boss|husband|wife|son|daughter|partner|landlord|manager))\s+(?<x>don't)\b/dgi,
    replacements: ["doesn't"],
    message: 'One person or thing takes "doesn\'t".',
  },
  {
    // "My sister and her husband runs a vineyard": two people take the plural verb.
    kind: 'grammar',
    pattern:
      /(?:^|[.!?]\s+|\n)(?:(?:my|our|his|her|your|their|the|mrs?\.?|ms\.?|dr\.?)\s+[a-z]+\s+and\s+(?:my|our|his|her|your|their|the)\s+[a-z]+|(?:my\s+)?(?:mum|mom) and dad|my\s+(?:brother|sister|mum|mom|dad|parents|wife|husband|son|daughter|aunt|uncle|cousin|nan|gran|grandma|grandad|grandpa)\s+and\s+(?:brother|sister|mum|mom|dad|wife|husband|son|daughter|aunt|uncle|cousin|nan|gran|grandma|grandad|grandpa))\s+(?<x>is|was|has|runs|lives|works|owns|wants|says|loves|thinks|doesn't)\b/dgim,
    replacements: [],
    message: 'Two people take the plural verb.',
  },
  {
    // "both of us is terrible at bowling": two take the plural verb.
    kind: 'grammar',
    pattern: /\bboth\s+of\s+(?:us|them|you)\s+(?<x>is|was|has|isn't|wasn't|hasn't)\b/dgi,
    replacements: [],
    message: '"Both of us" takes the plural verb.',
  },
  {
    // "Jess don't know the address": one person, by name (not "Sam and Jess don't", not "Sam,
    // don't touch that", which is said to Sam).
    kind: 'grammar',
    pattern:
      /(?<!\b(?:and|or|nor|&)\s+)\b(?<name>[A-Z][a-z]+)\s+(?<x>don't|dont|do not)\s+(?=(?:know|want|like|care|have|think|need|understand|remember|mind|agree|seem|believe|feel|live|work|drink|smoke|drive|eat)\b)/dg,
    replacements: [],
    message: 'One person takes "doesn\'t".',
    holds: (match) => isFirstName(match.groups?.name ?? ''),
  },
  {
    // "theirs been a lot of mess": "there's" (there has), not something of theirs.
    kind: 'word_choice',
    pattern: /\b(?<x>theirs)\s+(?=(?:been|a|an|no|nothing|something|always|never|still)\b)/dgi,
    replacements: ["there's"],
    message: '"Theirs" is something of theirs; for "there is" or "there has", write "there\'s".',
  },
  {
    // "make sure your familiar with it": an adjective, not a thing of theirs.
    kind: 'word_choice',
    pattern:
      /\b(?<x>your)\s+(?=(?:familiar|aware|capable|eligible|interested|involved|good|great|welcome|sure|free|ready|allowed|able|used|new)\s+(?:with|at|to(?!-)|for|about|of|in)\b)/dgi,
    replacements: ["you're"],
    message: '"Your" owns something; "you\'re" is "you are".',
  },
  {
    // "keep you're dog on a lead": a thing of theirs after a verb.
    kind: 'word_choice',
    pattern:
      /\b(?:keep|walk|feed|grab|pick up|park|move|clean|wash|fix|pay|put|take|leave)\s+(?<x>you're|you’re)\s+(?=[a-z]+\b)/dgi,
    replacements: ['your'],
    message: '"You\'re" is "you are"; before a thing, write "your".',
  },
  {
    // "their playing our song": they are doing something to something ("thanks for their
    // taking the time" owns the doing, and stays).
    kind: 'word_choice',
    pattern: new RegExp(`${NOT_OWNING_A_DOING}\\b(?<x>their)${DOING_SOMETHING}`, 'dgi'),
    replacements: ["they're"],
    message: '"Their" owns something; "they\'re" is "they are".',
  },
  {
    // "your blocking my garage"
    kind: 'word_choice',
    pattern: new RegExp(`${NOT_OWNING_A_DOING}\\b(?<x>your)${DOING_SOMETHING}`, 'dgi'),
    replacements: ["you're"],
    message: '"Your" owns something; "you\'re" is "you are".',
  },
  {
    // "is to damaged to use", "was to tired to go": "too" before a describing word and "to".
    kind: 'word_choice',
    pattern:
      /\b(?:is|are|was|were|am|be|been|i'm|it's|that's|you're|we're|they're|he's|she's|feel|feels|felt|got|get)\s+(?<x>to)\s+(?=[a-z]+(?:ed|y|ful|ous|ive|ble|ish)\s+to\s+[a-z]+)(?![a-z]+ify\b)/dgi,
    replacements: ['too'],
    message: '"To" goes somewhere; for "also" or "more than enough", write "too".',
  },
  {
    // "I'm free Saturday to, if you…", "the braai to": "too" (also) ends its clause.
    kind: 'word_choice',
    pattern:
      /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tonight|tomorrow|today|weekend|(?:the|this|that)\s+(?!(?:chance|right|time|opportunity|courage|will|energy|money|guts|nerve|urge|need|power|ability|way|option|freedom|permission)\b)[a-z]+)\s+(?<x>to)(?=\s*[,!]|\s*\.(?!\w)|\s*$)/dgim,
    replacements: ['too'],
    message: '"To" goes somewhere; for "also", write "too".',
  },
  {
    // "The walls are quiet thin", "quiet a few": "quite" (fairly) before a describing word.
    kind: 'word_choice',
    pattern:
      /\b(?<x>quiet)\s+(?=(?:thin|good|nice|big|small|bad|sure|expensive|cheap|far|close|busy|hard|easy|tired|late|early|a few|a bit|a lot|often|well|different|similar|right|happy|funny|interesting|impressive|cold|hot|warm|strong|long|short|pricey|tight|loud|frankly|honestly)\b)/dgi,
    replacements: ['quite'],
    message: '"Quiet" is without noise; for "fairly", write "quite".',
  },
  {
    // "a honour", "a hour": a silent h takes "an" (harper knows "honor", not "honour").
    kind: 'grammar',
    pattern:
      /\b(?<x>a)\s+(?=(?:honour|honourable|honor|honorable|hour|hours|hourly|honest|honestly|heir)\b)/dgi,
    replacements: ['an'],
    message: 'Before a silent "h", write "an".',
  },
  {
    // "Were still on for Friday", "Where all meeting at 8": "we're" starting a sentence.
    kind: 'word_choice',
    pattern:
      /(?:^|[.!?]\s+|\n)(?<x>were|where)\s+(?=(?:still|all(?! (?:the|of|you|these|those)\b)|so|just|gonna|almost|literally|both(?! of\b)|ready|done|on (?:for|our|my|the way)|back|home|late|meeting|heading|leaving)\b)/dgim,
    replacements: ["we're"],
    message: 'For "we are", write "we\'re".',
  },
  {
    // "the album effected me": "affected" (changed how I feel); "effected" brings something about.
    kind: 'word_choice',
    pattern: /\b(?<x>effected)\s+(?=(?:me|him|us|them|you|everyone|everybody)\b)/dgi,
    replacements: ['affected'],
    message: '"Effect" is the result; to change something, write "affect".',
  },
  {
    kind: 'punctuation',
    pattern: new RegExp(
      String.raw`(?:^|[.!?:]\s+|\n)(?:(?:so|and|but|ok|okay|also|anyway|hey|wait)\b,?\s+|(?:hi|hello|hey|dear|sorry|excuse me|mum|mom|dad|sir|madam)\b[^,!?\n]{0,25},\s+)?(?!have your say\b)(?:(?:could|can|would|will|should|do|does|did|is|are|was|were|has|have|had|shall)\s+(?!not\b|n't\b)(?:you|u|we|i|he|she|they|it|anyone|someone|anybody|somebody|everyone|legal|the|this|that|there|my|our|your|any)\b|(?:how|why|where|when|who|what|which)\s+(?:(?:far|much|many|long|often|soon|day|time|one|way)\s+)?(?:is|are|was|were|do|does|did|can|could|will|would|should|has|have|had|shall)\b)[^.!?\n]*?${QUESTION_END}`,
      'dgim',
    ),
    replacements: [],
    message: 'This is a question: end it with a question mark.',
    offIn: ['casual'],
  },
  {
    // "Would Thursday work for you", "Can Lily bring cake": a name or a day after the verb (case matters).
    kind: 'punctuation',
    pattern: new RegExp(
      String.raw`(?:^|[.!?:]\s+|\n)(?:(?:Hi|Hello|Hey|Dear|Sorry|Mum|Mom|Dad)\b[^,!?\n]{0,25},\s+)?(?:[Ww]ould|[Cc]ould|[Cc]an|[Dd]oes|[Dd]id|[Ii]s|[Ss]hould|[Hh]as)\s+[A-Z][a-z]+\b[^.!?\n]*?${QUESTION_END}`,
      'dgm',
    ),
    replacements: [],
    message: 'This is a question: end it with a question mark.',
    offIn: ['casual'],
  },
]

/** The plural and singular forms for the agreement rules that leave their replacement to us. */
const AGREEMENT: Record<string, string> = wordTable({
  is: 'are',
  was: 'were',
  has: 'have',
  "doesn't": "don't",
  are: 'is',
  were: 'was',
  have: 'has',
  "don't": "doesn't",
  dont: "doesn't",
  'do not': 'does not',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  seem: 'seems',
  need: 'needs',
  want: 'wants',
  like: 'likes',
  know: 'knows',
  think: 'thinks',
  look: 'looks',
  agree: 'agrees',
  include: 'includes',
  contain: 'contains',
  require: 'requires',
  cover: 'covers',
  show: 'shows',
  list: 'lists',
  'there is': 'there are',
  "there's": 'there are',
  'there was': 'there were',
})

function agreementForm(found: string): string | null {
  const lower = found.toLowerCase()
  const mapped = AGREEMENT[lower]
  if (mapped) return mapped
  if (/^[a-z]+s$/.test(lower))
    return lower.endsWith('es') && /(?:sh|ch|x|ss|o)es$/.test(lower) ? lower.slice(0, -2) : lower.slice(0, -1)
  return null
}

/** "Your" at the start of a sentence becomes "You're", not "you're". */
function matchCase(replacement: string, original: string): string {
  const first = original.charAt(0)
  return first === first.toUpperCase() && first !== first.toLowerCase()
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement
}

function replacementsFor(rule: ConfusionRule, found: string): string[] {
  if (rule.replace) return rule.replace(found)
  if (rule.kind === 'punctuation' && rule.replacements.length === 0) return [`${found.replace(/\.$/, '')}?`]
  if (rule.replacements.length > 0) return rule.replacements.map((word) => matchCase(word, found))
  const form = agreementForm(found)
  return form ? [matchCase(form, found)] : []
}

/**
 * The confusions harper does not catch (your/you're, there/their/they're, its/it's, then/than,
 * to/too, could of, lose/loose, whose/who's, accept/except, lets/let's, where/were, simple
 * subject–verb agreement, a question without its "?"), each read from the words around it.
 */
/** Sounds and words said twice for effect ("bye bye", "hey hey", "no no no"). */
export const SAID_TWICE_FOR_EFFECT: ReadonlySet<string> = new Set(
  words(`no bye so very really ha haha yes yeah ok okay lol hey hi please knock tsk blah night boo mm
  hmm choo tut xo xoxo bla yay woo aw ew`).split('|'),
)
/**
 * …and words doubled on purpose only sometimes ("had had", "go go go", "come come"), which our
 * rule leaves to harper: it reads them in their sentence.
 */
const DOUBLED_ON_PURPOSE = new Set([
  ...SAID_TWICE_FOR_EFFECT,
  ...words('had that there is do go well now more far wait come run').split('|'),
])
const REPEATED_WORD = /(?<![\p{L}'’])(?<x>(?<word>[\p{L}'’]+)\s+\k<word>)(?![\p{L}'’])/dgiu

/**
 * Whether a word written twice is meant: "that that", "hey hey"; in a chat, shorthand said twice
 * ("jk jk"); and a name that repeats itself ("dinner at Chin Chin"), not at a sentence's start.
 */
export function isMeantTwice(word: string, before: string, register: Register): boolean {
  if (SAID_TWICE_FOR_EFFECT.has(word.toLowerCase())) return true
  // "jk jk"; "moi moi", "balle balle": shorthand, or another language's doubling, in a chat.
  if (register === 'casual' && (isAcceptedWord(word, register) || !inFullWordList(word))) return true
  // "moin moin" in a notice: a dish the per-use-case words know.
  if (register === 'neutral' && isAcceptedWord(word, register)) return true
  return /^\p{Lu}\p{Ll}+$/u.test(word) && !/(?:^|[.!?]\s+|\n\s*)$/.test(before)
}

function findRepeatedWords(text: string, register: Register): FoundProblem[] {
  return execAll(text, REPEATED_WORD).flatMap((match) => {
    const word = match.groups?.word ?? ''
    const span = match.indices?.groups?.x
    if (
      !span ||
      DOUBLED_ON_PURPOSE.has(word.toLowerCase()) ||
      isMeantTwice(word, text.slice(0, span[0]), register)
    )
      return []
    return [
      {
        kind: 'grammar' as const,
        start: span[0],
        end: span[1],
        message: `"${word}" is written twice.`,
        replacements: [word],
      },
    ]
  })
}

/**
 * Misspellings so common they are never a name or another language's word. harper finds them too,
 * but not in a chat's lower-case first word, where its "start with a capital" takes the span
 * ("definately up for tacos").
 */
const COMMON_MISSPELLINGS: Readonly<Record<string, string>> = Object.fromEntries(
  `definately:definitely definatly:definitely defintely:definitely tommorow:tomorrow tommorrow:tomorrow
  tomorow:tomorrow recieve:receive recieved:received seperate:separate seperately:separately
  wierd:weird occured:occurred occurence:occurrence untill:until beleive:believe belive:believe
  accomodate:accommodate accomodation:accommodation goverment:government enviroment:environment
  neccessary:necessary necessery:necessary truely:truly begining:beginning calender:calendar
  comming:coming existance:existence foriegn:foreign freind:friend freinds:friends happend:happened
  independant:independent knowlege:knowledge libary:library noticable:noticeable occassion:occasion
  prefered:preferred publically:publicly realy:really recomend:recommend reccomend:recommend
  remeber:remember rember:remember succesful:successful suprise:surprise suprised:surprised
  probaly:probably basicly:basically finaly:finally buisness:business embarass:embarrass
  excercise:exercise febuary:February fourty:forty grammer:grammar immediatly:immediately
  lenght:length peice:piece restaraunt:restaurant resturant:restaurant speach:speech
  wensday:Wednesday wendsday:Wednesday thier:their becuase:because beacuse:because alot:a_lot
  arguement:argument apparantly:apparently completly:completely differant:different
  dissapointed:disappointed everytime:every_time`
    .trim()
    .split(/\s+/)
    // ("a_lot": a space inside a pair is written "_")
    .map((pair) => pair.replace(/_/g, ' ').split(':') as [string, string]),
)
const MISSPELT = new RegExp(`\\b(?:${Object.keys(COMMON_MISSPELLINGS).join('|')})\\b`, 'gi')

function findCommonMisspellings(text: string): FoundProblem[] {
  return execAll(text, MISSPELT).map((match) => {
    const found = match[0]
    const right = COMMON_MISSPELLINGS[found.toLowerCase()] ?? ''
    return {
      kind: 'spelling' as const,
      start: match.index,
      end: match.index + found.length,
      message: 'A common misspelling.',
      replacements: [/^\p{Lu}/u.test(right) ? right : matchCase(right, found)],
    }
  })
}

export function findConfusions(text: string, register: Register): FoundProblem[] {
  const problems: FoundProblem[] = [...findRepeatedWords(text, register), ...findCommonMisspellings(text)]
  for (const rule of CONFUSION_RULES) {
    if (rule.offIn?.includes(register)) continue
    for (const match of execAll(text, rule.pattern)) {
      if (rule.holds && !rule.holds(match)) continue
      const groups = match.indices?.groups
      const span = groups?.x ?? groups?.y ?? groups?.z
      if (!span) continue
      const [start, end] = span
      const found = text.slice(start, end)
      problems.push({
        kind: rule.kind,
        start,
        end,
        message: rule.message,
        replacements: replacementsFor(rule, found),
      })
    }
  }
  return problems
}
