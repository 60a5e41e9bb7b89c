import { actRule, anyOf, type Match, type RuleContext, sentenceAt } from './rule'

/**
 * Isolation (coercive control): the reader is steered away from the people and groups who
 * support them — told to skip, quit, cut off or stop seeing them ("Skip book club tonight", "Cut
 * them off", "I'd rather you didn't have lunch with your team anymore"), told those people are
 * false ("they only invite you out of pity", "she's not your friend"), or offered the writer
 * instead ("Why do you even need a girls' night? You've got me.").
 */

/** The reader's people and the places they meet them. */
const THEIR_PEOPLE = String.raw`(?:(?:your|ur|those|these|that|the|all\s+your)\s+)?(?:[a-z-]+\s+)?(?:friends?|mates|pals|family|parents|mum|mom|dad|sister|brother|siblings|cousins?|the\s+girls|the\s+guys|the\s+lads|book\s+club|choir|support\s+group|group\s+chat|team|colleagues|co-?workers|therapist|counsell?or|church|gym|club|class|band|reunion|girls['’]?\s+night|them|everyone)`

const CUT_OFF = anyOf([
  String.raw`why\s+(?:would|do|did|should)\s+you\s+(?:go|see|visit|spend|hang)\b[^.!?\n]{0,60}\bwhen\s+you\s+could\s+(?:stay|be)\b[^.!?\n]*\bwith\s+me\b`,
  String.raw`you\s+don['’]t\s+need\s+to\s+(?:go|see|visit|call|text)\s+(?:to\s+)?(?:your|ur|them|her|him)\b[^.!?\n]*`,
  String.raw`i['’]m\s+all\s+you\s+need\b`,
  String.raw`i\s+don['’]t\s+like\s+you\s+(?:spending|seeing|hanging|going|talking)\b[^.!?\n]*`,
  String.raw`delete\s+(?:his|her|their|them\s+from\s+your)\s+(?:number|contact|phone)\b[^.!?\n]*`,
  String.raw`you\s+don['’]t\s+need\s+(?:him|her|them)(?=\s*[.!]|$)`,
  String.raw`why\s+(?:even\s+)?bother\s+(?:visiting|seeing|calling|going\s+to)\s+(?:them|her|him|your)\b[^.!?\n]*`,
  String.raw`(?:aren['’]t|am\s+i\s+not)\s+i\s+enough\b`,
  String.raw`(?:will|would)\s+never\s+accept\s+us\b[^.!?\n]*`,
  String.raw`(?<!(?:let['’]s|we\s+(?:could|can|should)|let\s+us)\s+)(?:skip|quit|leave|drop|ditch|unfollow)\s+${THEIR_PEOPLE}\b(?!\s+(?:a\s+(?:message|note|review|voicemail)|it\s+to))[^.!?\n]*`,
  String.raw`stop\s+(?:seeing|going\s+to|going\s+over|going\s+with|talking\s+to|texting|calling|hanging\s+out\s+with|picking\s+up|confiding\s+in|visiting|inviting|replying\s+to)\b(?!\s+(?:me|us|my|the\s+same|so|while)\b)[^.!?\n]*`,
  String.raw`cut\s+(?:them|her|him|(?:your|those|all\s+your)\s+(?:friends|mates|family|parents|sister|brother|\w+\s+friends))\s+(?:off|out)\b[^.!?\n]*`,
  // "Stay away from me / my kids" is the writer's own boundary; nobody of the reader's is cut off.
  String.raw`(?:keep\s+your\s+distance|stay\s+away)\s+from\b(?!\s+(?:me|us|my|our|mine)\b)[^.!?\n]*`,
  String.raw`don['’]t\s+(?:tell|talk\s+to|see|invite|call|text)\s+(?:them|your\s+(?:family|friends|parents|mum|mom|dad|sister|brother))\s+(?:anything|about\s+us|about\s+this)\b`,
  String.raw`(?:so|just)\s+don['’]t\s+tell\s+them\s+anything`,
  String.raw`i\s+don['’]t\s+want\s+(?:her|him|them|you)\s+(?:around|near|seeing|talking\s+to|hanging\s+out\s+with)\b[^.!?\n]*`,
  String.raw`i\s+don['’]t\s+think\s+you\s+should\s+(?:go|see|visit|call|talk\s+to|hang\s+out)\b[^.!?\n]*`,
  String.raw`(?:i['’]d|i\s+would)\s+(?:rather|prefer(?:\s+it\s+if)?)\s+you\s+(?:didn['’]t|don['’]t|did\s+not|stopped|not|never)\b[^.!?\n]*`,
  String.raw`i['’]m\s+not\s+(?:comfortable|ok|okay|happy)\s+with\s+you\s+(?:having|seeing|going|talking|hanging)\b[^.!?\n]*`,
  String.raw`i\s+think\s+(?:it['’]s\s+)?best\s+(?:if\s+)?you\s+(?:stop|don['’]t|quit|cut)\b[^.!?\n]*`,
  String.raw`i['’]d\s+stop\s+\w+ing\b[^.!?\n]{0,30}\bif\s+i\s+were\s+you`,
  String.raw`(?:just\s+)?stop\s+going\s+with\s+anyone\b[^.!?\n]*`,
  String.raw`why\s+(?:go|see|visit|spend)\b[^.!?\n]{0,60}\bwhen\s+you\s+could\s+(?:stay|be)\b[^.!?\n]*\bwith\s+me\b`,
  String.raw`why\s+are\s+you\s+still\s+in\s+that\s+(?:group|chat|club|team)\b[^.!?\n]*`,
  String.raw`(?:why\s+do\s+you\s+(?:even\s+)?need|you\s+don['’]t\s+need)\s+(?:a|an|your|them|her|him|friends|anyone|anybody|a\s+job)\b[^.!?\n]{0,40}[?.!]?\s*(?:you['’]ve\s+got|you\s+have)\s+me`,
  String.raw`why\s+do\s+you\s+(?:even\s+)?need\s+(?:a\s+job|friends|them|your\s+friends)\b[^.!?\n]*`,
  String.raw`(?:can['’]t|couldn['’]t|why\s+can['’]t)\s+it\s+(?:just\s+)?be\s+(?:us|you\s+and\s+me|me\s+and\s+you)\b`,
  String.raw`(?:stay\s+home|stay\s+in),\s+it['’]s\s+better\s+for\s+us`,
  String.raw`(?:let['’]s|we\s+should)\s+(?:both\s+)?(?:delete|deactivate|quit|leave)\s+(?:facebook|instagram|insta|social\s+media|our\s+accounts)\b[^.!?\n]*`,
  String.raw`(?:miles|far)\s+(?:away\s+)?from\s+(?:everyone|everybody|anyone)\b[^.!?\n]*`,
  String.raw`somewhere\s+(?:nobody|no\s+one)\s+knows\s+us\b[^.!?\n]*`,
  String.raw`(?:nobody|no\s+one|no)\s+(?:else\s+)?(?:family|friends|one)?\s*(?:else\s+)?in\s+our\s+business`,
  String.raw`no\s+(?:family|friends|parents|one)\s+(?:dropping\s+by|coming\s+round|around|visiting)\b[^.!?\n]*`,
  String.raw`(?:it\s+)?takes\s+you\s+away\s+from\s+me\b[^.!?\n]*`,
  String.raw`(?:eat|go|come|stay|be)\s+with\s+me\s+instead\b`,
  String.raw`(?:just\s+)?go\s+with\s+me(?=[.!]|$)`,
  String.raw`(?:eat|have\s+lunch)\s+with\s+me(?=[.!]|$)`,
  String.raw`(?:skip|miss)\s+(?:christmas|thanksgiving|easter|the\s+holidays|\w+['’]s\s+(?:birthday|wedding))\s+with\s+them\b[^.!?\n]*`,
  String.raw`you['’]re\s+past\s+them\b[^.!?\n]*`,
])

const THEY_ARE_FALSE = anyOf([
  String.raw`(?:you\s+know\s+)?how\s+(?:they|she|he)\s+(?:talk|talks|laugh|laughs|gossip|gossips)\s+about\s+you\b`,
  String.raw`(?:they|those\s+people|your\s+\w+|she|he)(?:\s+(?:aren['’]t|isn['’]t|are\s+not|is\s+not)|['’](?:s|re)\s+not)\s+(?:your\s+)?(?:real|true|actual)?\s*friends?\b[^.!?\n]*`,
  String.raw`(?:s?he|they)\s+(?:just|only)\s+(?:use|uses|using)\s+you\b`,
  String.raw`(?:they|your\s+(?:friends|family|mates|parents))\s+(?:don['’]t|do\s+not|never)\s+(?:really\s+|actually\s+)?(?:care|cared)\s+about\s+you\b[^.!?\n]*`,
  String.raw`(?:you\s+only\s+need|all\s+you\s+need\s+is)\s+me\b|you\s+don['’]t\s+need\s+(?:them|anyone|anybody|friends)(?:\s+else)?\b[^.!?\n]*`,
  String.raw`(?:s?he['’]s|they['’]re|s?he\s+is|they\s+are)\s+(?:just\s+|only\s+)?using\s+you\b`,
  String.raw`(?:they|she|he|your\s+\w+)\s+(?:only|just)\s+(?:invite|invites|call|calls|ring|rings|want|wants|text|texts|talk\s+to|use|uses|keep|keeps)\s+you\b[^.!?\n]{0,40}\b(?:pity|need|using|behind\s+your\s+back|when\s+they\s+need|lift|money)\b[^.!?\n]*`,
  String.raw`(?:they|she|he)\s+(?:talk|talks|laugh|laughs|gossip|gossips)\s+about\s+you\s+behind\s+your\s+back\b[^.!?\n]*`,
  String.raw`(?:turn|turns|turning|turned)\s+you\s+against\s+me`,
  String.raw`(?:try\s+to\s+|trying\s+to\s+|want\s+to\s+)?(?:split|break)\s+us\s+up\b[^.!?\n]*`,
  String.raw`(?:drag|pull)\s+you\s+back\s+to\b[^.!?\n]*`,
  String.raw`(?:i['’]m|i\s+am)\s+the\s+only\s+one\s+(?:here\s+|who['’]s\s+|who\s+is\s+)?(?:actually\s+|really\s+|truly\s+)?(?:on\s+your\s+side|cares|loves\s+you|gets\s+you|understands\s+you)\b[^.!?\n]*`,
  String.raw`(?:the\s+rest|everyone\s+else|they)\s+(?:of\s+the\s+\w+\s+)?would\s+drop\s+you\b[^.!?\n]*`,
  String.raw`(?:your\s+(?:family|friends|mates|parents|sister|brother))\s+(?:has|have)\s+never\s+(?:respected|liked|accepted|supported)\b[^.!?\n]*`,
  String.raw`(?:your\s+(?:friends|mates|family))\s+(?:are|is)\s+(?:just\s+)?jealous\s+of\s+us\b[^.!?\n]*`,
  String.raw`(?:a\s+)?bad\s+influence\b`,
  String.raw`(?:come|comes)\s+back\s+different\b`,
  String.raw`(?:those\s+people|they)\s+forgot\s+about\s+you\b[^.!?\n]*`,
  String.raw`(?:it['’]s\s+)?(?:us|you\s+and\s+me)\s+against\s+the\s+world\b`,
])

/** "Skip the big office party, let's do our own lunch", "stop texting while driving": nobody is cut off. */
const NOBODY_CUT_OFF =
  /\b(?:while\s+driving|at\s+the\s+wheel|smoking|drinking|vaping|biting|apologi[sz]ing|worrying|stressing)\b/i
const isLookAlike = (match: Match, context: RuleContext) =>
  NOBODY_CUT_OFF.test(match.text) ||
  /\b(?:no\s+pressure|if\s+you\s+want|up\s+to\s+you)\b/i.test(sentenceAt(context, match.start).text)

export const isolation = actRule({
  type: 'isolation',
  severity: { default: 'high' },
  patterns: [CUT_OFF, THEY_ARE_FALSE],
  harm: 'pulls the reader away from their friends, family or groups; cutting someone off from support is a recognised sign of a controlling relationship',
  suggestion:
    'Say what you feel without asking them to give anyone up: “I miss you when you’re out a lot — can we keep Thursday nights for us?”',
  isLookAlike,
})
