import { actRule, anyOf } from './rule'

/**
 * Sarcastic passive aggression: praise or thanks that mean the opposite ("Thanks so much for the
 * 9pm email marked urgent. Really set the tone for my evening", "nice of you to remember I
 * exist"), mock self-sacrifice ("oh don't mind me, I only planned the whole trip"), and
 * pointed generalities ("Some of us would like to store our lunch too"). The words are warm; the
 * shape — thanks for something unwelcome, an "I'll just …", "some of us" — says otherwise.
 */

const IRONIC_PRAISE = anyOf([
  String.raw`(?:nice|good|sweet|kind|lovely|great)\s+of\s+you\s+to\b[^.!?\n]*`,
  String.raw`(?:good|glad|nice|great)\s+to\s+know\s+(?:i['’]m|that\s+i['’]m|where\s+i|how\s+(?:little|much)|i\s+(?:rank|matter|come))\b[^.!?\n]*`,
  String.raw`must\s+be\s+nice\s+(?:to|having|being|that|when)\b[^.!?\n]*`,
  String.raw`must\s+(?:have\s+been|['’]ve\s+been)\s+a\s+(?:really\s+)?(?:long|fun|busy|great)\b[^.!?\n]*`,
  String.raw`(?:really|super|so|very)\s+(?:helpful|useful|thoughtful|considerate)(?=\s*[.!]|$)`,
  String.raw`really\s+(?:set\s+the\s+tone|felt\s+the\s+love|made\s+my\s+(?:day|evening|night|week))\b[^.!?\n]*`,
  String.raw`(?:what\s+a|such\s+a)\s+(?:coincidence|surprise|shock)(?=\s*[.!]|$)`,
  String.raw`(?:lovely|great|glad|wonderful|fantastic|brilliant)\s+that\s+you\s+(?:could|were\s+able\s+to|managed\s+to|found\s+time)\b[^.!?\n]*`,
  String.raw`glad\s+you\s+had\s+fun\s+at\s+the\b[^.!?\n]*\b(?:wasn['’]t|not)\s+invited\b`,
  String.raw`(?:thanks|thank\s+you)\s+(?:so\s+much\s+)?for\s+(?:looping|letting|telling|including|cc['’]?ing)\s+me\s+in\s+now\b[^.!?\n]*`,
  String.raw`(?:thanks|thank\s+you)\s+(?:so\s+much\s+)?for\s+the\s+(?:\d{1,2}(?::\d\d)?\s?[ap]m|last-minute|late-night|weekend)\b[^.!?\n]*`,
  String.raw`(?:thanks|thank\s+you)\s+for\s+the\s+birthday\s+(?:text|message)\s+at\b[^.!?\n]*`,
])

/**
 * Praise or thanks for what the reader got wrong (Riloff et al.'s "positive sentiment, negative
 * situation"): thanks for an act nobody thanks for ("thanks for ghosting me"), thanks for news that
 * came too late ("thanks so much for telling me at the last minute"), praise for a blunder ("great
 * job forgetting my birthday"), and a compliment said twice ("Great, just great."). Thanks for help
 * that came late ("thanks for stepping in at the last minute") is not among them.
 */
/** "thanks so much for", with the "oh great," before it that is part of the jab. */
const THANKS = String.raw`(?:(?:oh|wow|well)?[,\s]*(?:great|perfect|brilliant|fantastic|wonderful|lovely|cool)?[,.!]*\s*)(?:thanks|thank\s+you|thx)\s+(?:so\s+much\s+|a\s+lot\s+|a\s+bunch\s+|again\s+)?for\s+`
const PRAISE = '(?:great|perfect|brilliant|fantastic|wonderful|lovely)'
const TOO_LATE = String.raw`(?:at\s+the\s+(?:very\s+)?last\s+(?:minute|second)|(?:so|this)\s+late|with\s+(?:no|zero)\s+(?:notice|warning)|(?:an|one|two|three|four|five|\d+|a\s+few|several)\s+(?:hours?|days?|weeks?)\s+(?:late|after)|after\s+the\s+fact)`

const IRONIC_SITUATION = anyOf([
  String.raw`${THANKS}(?:ignoring|forgetting|ghosting|ditching|abandoning|ruining|wasting\s+my|standing\s+(?:me|us)\s+up|bailing(?:\s+on\s+(?:me|us))?|flaking|blowing\s+(?:me|us)\s+off|leaving\s+(?:me|us)\s+(?:hanging|on\s+read|out|to\s+(?:deal|clean|do|sort|handle))|throwing\s+(?:me|us)\s+under|making\s+(?:me|us)\s+wait|embarrassing\s+me|humiliating\s+me)\b[^.!?\n,;]*`,
  String.raw`${THANKS}(?:the\s+(?:heads[-\s]up|warning|notice)|telling\s+(?:me|us)|letting\s+(?:me|us)\s+know|informing\s+(?:me|us)|warning\s+(?:me|us)|cancell?ing|changing|moving|rescheduling|dropping|springing|dumping)\b[^.!?\n]{0,60}?${TOO_LATE}[^.!?\n,;]*`,
  String.raw`(?:great|good|nice|fine|brilliant|fantastic|amazing|excellent|stellar)\s+(?:job|work|going|effort)\s+(?:on\s+|with\s+)?(?:forgetting|breaking|ruining|ignoring\s+(?:me|us|my)|missing\s+(?:the|my|our)|screwing|messing|wrecking|ghosting|ditching|deleting|being\s+late|showing\s+up\s+late)\b[^.!?\n,;]*`,
  String.raw`well\s+done\s+(?:on\s+)?(?:forgetting|breaking|ruining|ignoring\s+(?:me|us|my)|missing\s+(?:the|my|our)|screwing|messing|wrecking)\b[^.!?\n,;]*`,
  String.raw`(?:(?:oh|wow|well)[,\s]+)?${PRAISE}[,.!]*\s+just\s+${PRAISE}\b[^.!?\n,;]*`,
  String.raw`(?:oh|well)[,\s]+${PRAISE}[,.!]*\s+just\s+what\s+i\s+needed\b(?!\s+to\s+hear)[^.!?\n,;]*`,
  String.raw`(?:wow|oh)[,\s]+(?:such\s+a\s+|what\s+a\s+)?(?:great|nice|classy|mature|stellar)\s+(?:friend|boyfriend|girlfriend|partner|mate|teammate|husband|wife|brother|sister|dad|mum|mom|boss|manager|colleague)\s+(?:move|behaviou?r|thing\s+to\s+do)\b[^.!?\n,;]*`,
])

const MOCK_SACRIFICE = anyOf([
  String.raw`(?:oh\s+)?don['’]t\s+mind\s+me\b[^.!?\n]*`,
  String.raw`i['’]ll\s+(?:just\s+)?(?:add\s+it\s+to\s+the\s+list|rearrange\s+my|make\s+sure\s+to\s+read\s+your\s+mind|read\s+your\s+mind|be\s+perfectly\s+happy|sit\s+here)\b[^.!?\n]*`,
  String.raw`(?:no\s+no,?\s+)?you\s+go\s+ahead\s+and\b[^.!?\n]*`,
  String.raw`(?:but\s+)?sure,?\s+i['’]m\s+the\s+one\s+(?:being|who['’]s|who\s+is)\b[^.!?\n]*`,
  String.raw`i\s+forgot\s+you['’]re\s+the\s+only\s+one\b[^.!?\n]*`,
  String.raw`(?:i['’]m\s+)?sorry\s+i\s+(?:breathed|exist|existed|asked|had\s+feelings|even\s+asked|bothered\s+you)\b[^.!?\n]*`,
  String.raw`(?:i['’]m\s+)?sorry\s+you\s+feel\s+that\s+way\b`,
  String.raw`apologies\s+for\s+expecting\b[^.!?\n]*`,
  String.raw`happy\s+now\s*\?`,
  String.raw`i\s+didn['’]t\s+want\s+(?:the|it|that|one)\b[^.!?\n]{0,20}\banyway\b`,
  String.raw`(?:no|nope),?\s+it['’]s\s+(?:totally|completely|absolutely)\s+fine\b`,
  String.raw`won['’]t\s+happen\s+again(?=\s*[.!]|$)`,
])

const POINTED = anyOf([
  String.raw`could\s+have\s+been\s+an\s+e-?mail\b`,
  String.raw`only\s+(?:\w+\s+)?(?:days?|hours?|weeks?|minutes?)\s+late\b`,
  String.raw`(?:oh\s+)?wow,?\s+you\s+(?:remembered|actually|finally)\b[^.!?\n]*`,
  String.raw`some\s+of\s+us\s+(?:were|are|would|have|actually|do|still)\b[^.!?\n]*`,
  String.raw`clearly\s+the\s+(?:first|last|other)\b[^.!?\n]*`,
  String.raw`invisible\s+(?:criteria|rules|deadline)\b`,
  String.raw`(?:as|something)\s+more\s+than\s+a\s+suggestion\b`,
  String.raw`not\s+['‘]whenever\b[^.!?\n]*`,
  String.raw`i\s+assume\s+the\b[^.!?\n]*\bwrong\b[^.!?\n]*`,
  String.raw`['‘][a-z ]{3,20}['’]\s+again\b`,
  String.raw`\((?:twice|again|third\s+time|for\s+the\s+\w+\s+time)\)`,
  String.raw`(?:is|was)\s+not\s+a\s+personal\s+(?:storage|fridge|kitchen|office)\b[^.!?\n]*`,
])

export const sarcasm = actRule({
  type: 'passive_aggressive',
  severity: { default: 'medium' },
  patterns: [IRONIC_PRAISE, IRONIC_SITUATION, MOCK_SACRIFICE, POINTED],
  harm: 'is sarcastic: the words are polite but the reader hears the resentment, and answers that instead of the point',
  suggestion:
    'Say plainly what bothered you and what you would like: “I found out late and it threw my evening — can you give me a heads-up next time?”',
})

/**
 * Talking down with a rhetorical question or an aside: "Did you even read my email?", "I
 * shouldn't have to tell you twice", "not sure why this is so hard for you to understand", "circle
 * back when you've actually done the work". Asked about the reader's ability, not the task, so a
 * real question ("Did you even get a chance to eat?") is left alone.
 */
const TALKING_DOWN = anyOf([
  String.raw`(?:did|do|have|has|were|are)\s+(?:you|u)\s+(?:guys\s+)?even\s+(?:read|look(?:ed)?\s+at|open(?:ed)?|listen(?:ed)?|check(?:ed)?|think|thought|try|tried|bother(?:ed)?|notice(?:d)?|watch(?:ed)?|test(?:ed)?)\b[^.!?\n,;]*`,
  String.raw`(?:i|we)\s+(?:shouldn['’]t|should\s+not)\s+have\s+to\s+(?:tell|ask|remind|explain|say|repeat|chase|spell)\b[^.!?\n,;]*`,
  String.raw`(?:(?:i['’]?m\s+)?not\s+sure\s+|i\s+don['’]t\s+(?:know|get|understand|see)\s+)?why\s+(?:this|that|it)\s+is\s+(?:so\s+)?(?:hard|difficult|complicated|confusing)\s+for\s+(?:you|u)\b[^.!?\n,;]*`,
  String.raw`why\s+is\s+(?:this|that|it)\s+so\s+(?:hard|difficult|complicated|confusing)\s+for\s+(?:you|u)\b[^.!?\n,;]*`,
  String.raw`(?:when|once|after)\s+you['’]ve\s+actually\s+(?:done|read|finished|looked|checked|tried|bothered)\b[^.!?\n,;]*`,
])

export const talkingDown = actRule({
  type: 'passive_aggressive',
  severity: { default: 'medium' },
  patterns: [TALKING_DOWN],
  harm: 'talks down to the reader: it questions whether they are capable, and they will answer the put-down instead of the point',
  suggestion:
    'Ask for the one thing you need, with the detail they may have missed: “The deadline is in the second paragraph of my email — can you confirm Friday works?”',
})
