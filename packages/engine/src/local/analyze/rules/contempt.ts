import { scoreSentiment } from '../sentiment'
import { actRule, anyOf, type Match, type RuleContext, sentenceAt, YOU_ARE } from './rule'

/**
 * Contempt (Gottman's strongest predictor of a relationship ending): speaking from above —
 * mockery ("that's adorable", "imagine being this bad at…", "ok boomer"), insulting comparisons
 * ("you chew like a cow", "I've met houseplants with more ambition than you"), disgust ("the sound
 * of your voice makes my skin crawl") and orders to grow up ("learn to talk like an adult", "look
 * in a mirror"). Criticism says the reader is bad; contempt says they are beneath the writer.
 */

const LESSER_BEINGS = String.raw`(?:(?:a|an|some|the)\s+)?(?:(?:wet|little|spoilt|spoiled|sulky|drunk|stroppy|five-year-old|toddler['’]s|teenager['’]s|child['’]s|\d+-year-old['’]?s?)\s+)?(?:cow|pig|cows|pigs|goat|donkey|monkey|dog|animal|caveman|neanderthal|toddler|child|kid|baby|teenager|five-year-old|\d+-year-old|paper\s+bag|brick\s+wall|robot|zombie|goldfish|potato|rock|idiot|moron|clown|diary|crayon\s+drawing|chimp|gorilla|troll)`

const MOCKERY = anyOf([
  String.raw`did\s+(?:someone|somebody|the\s+baby|little\s+[a-z]+)\s+get\s+(?:their|his|her)\s+feelings\s+hurt`,
  String.raw`not\s+everyone\s+can\s+be\s+(?:smart|clever|bright|talented|pretty|funny|competent)\b[^.!?\n]*`,
  // "a child could follow this"; "a first-year intern would have caught this": the reader failed
  // where a beginner would not.
  String.raw`(?:a|any|an)\s+(?:(?:child|toddler|five-year-old|monkey|\d+-year-old)\s+could\s+(?:follow|do|understand|manage|write|figure)|(?:child|toddler|five-year-old|monkey|\d+-year-old|first[\s-]year(?:\s+(?:intern|student|trainee|apprentice))?|intern|trainee|schoolkid|school\s*kid|work[\s-]experience\s+(?:kid|student))\s+(?:could|would)\s+have\s+(?:followed|done|understood|managed|written|figured|caught|spotted|noticed|seen))\b[^.!?\n]*`,
  String.raw`(?:embarrassing|ashamed|humiliating)\s+to\s+be\s+seen\s+with\b[^.!?\n]*`,
  String.raw`bless\s+(?:you|your\s+(?:little\s+)?heart)\s+for\s+trying\b[^.!?\n]*`,
  String.raw`lucky\s+(?:anyone|anybody|someone|somebody)\s+(?:swiped|dates|dated|married|hired|puts\s+up|wants|likes|talks)\b[^.!?\n]*`,
  String.raw`who\s+taught\s+you\s+(?:to|how\s+to)\s+(?:dress|talk|drive|cook|write|speak|spell|behave|think|dance|sing)\b[^.!?\n]*`,
  String.raw`(?:watching|seeing|hearing|listening\s+to)\s+you\s+(?:try\s+to\s+)?[a-z]+\s+is\s+(?:hilarious|painful|embarrassing|comedy|tragic|sad|cringe)\b`,
  String.raw`(?:could|would)\s+(?:have\s+)?(?:done|do|write|written|make|made)\s+(?:this|it|that)\s+better\s+than\s+you\b[^.!?\n]*`,
  String.raw`(?:i['’]ll|let\s+me)\s+use\s+(?:small|short|simple)\s+words\b[^.!?\n]*`,
  String.raw`congrat(?:s|ulations)\s+on\s+being\s+the\s+(?:most|least)\b[^.!?\n]*`,
  String.raw`did\s+your\s+(?:mum|mom|mother|dad|mummy|mommy)\s+(?:pick|choose|dress|buy)\b[^.!?\n]*`,
  String.raw`as\s+(?:dumb|stupid|thick|ugly|useless|boring|fat|clueless)\s+as\s+you\s+(?:look|sound|seem)\b`,
  String.raw`(?:that['’]s|how)\s+(?:adorable|cute|precious)[.!,]?\s+(?:that\s+)?you\s+(?:actually|really|think|thought|believe)\b[^.!?\n]*`,
  String.raw`bless\s+your\s+(?:little\s+)?heart`,
  String.raw`ok(?:ay)?\s+boomer\b[^.!?\n]*`,
  String.raw`imagine\s+(?:being|thinking|believing|needing)\s+(?:this|that|so|such|you)\b[^.!?\n]*`,
  String.raw`bold\s+of\s+you\s+to\b[^.!?\n]*`,
  String.raw`cute\s+that\s+you\s+(?:think|believe|thought)\b[^.!?\n]*`,
  String.raw`(?<!(?:do|did|would|could|can|if)\s+)you\s+(?:actually|really|honestly|seriously)\s+(?:believe|believed|thought)\b[^.!?\n]*`,
  String.raw`look\s+in\s+(?:a|the)\s+mirror`,
  String.raw`learn\s+to\s+(?:talk|write|read|speak|behave|act|dress|cook|drive|spell|think)\b[^.!?\n]*`,
  String.raw`(?:just\s+)?grow\s+up(?=[.!,]|\s+(?:and|already|you|for))`,
  String.raw`(?<!(?:you|to|did|i|we|they|she|he|could|can|will|gonna)\s+)get\s+a\s+(?:real\s+)?(?:job|life|clue|grip)(?=[.!,]|$|\s+(?:already|and|you))`,
  String.raw`do\s+(?:us\s+)?(?:all\s+|everyone\s+|the\s+world\s+)?a\s+favou?r\s+and\b[^.!?\n]*`,
  String.raw`(?:the\s+)?adults\s+are\s+talking`,
  String.raw`(?:explained|spelled|spelt|written|drawn)\s+(?:out\s+)?in\s+crayon`,
  // Condescension: "I'll walk you through it again, slowly", "let me explain it slower this time".
  String.raw`(?<!(?:can|could|would|will|pls|please)\s+(?:you\s+|u\s+)?(?:please\s+)?)(?:walk\s+you\s+through|explain|say|go\s+(?:over|through))\s+(?:it|this|that|them)\s+(?:again|one\s+more\s+time)[,\s]+(?:(?:really|very|nice\s+and)\s+)?(?:slowly|slower)\b[^.!?\n]*`,
  String.raw`(?:explain|say)\s+(?:it|this|that)\s+(?:slowly|slower|in\s+small(?:er)?\s+words)(?:\s+for\s+you|\s+this\s+time)\b[^.!?\n]*`,
  // Shutting someone out of the group: "someone tell her this chat is for actual friends".
  String.raw`(?:this|the|our)\s+(?:group\s*chat|chat|group|gc|table|squad)\s+is\s+(?:only\s+)?for\s+(?:actual|real|proper)\s+(?:friends|members|people)\b[^.!?\n]*`,
  String.raw`(?:nobody|no\s+one|no-one)\s+(?:invited|wants|asked\s+for)\s+(?:her|him|them|you)\s+(?:here|in\s+(?:this|the)\s+(?:chat|group))\b[^.!?\n]*`,
  String.raw`(?:use|in)\s+small(?:er)?\s+words\s+(?:for\s+you|this\s+time|so\s+you)\b[^.!?\n]*`,
  String.raw`(?:nobody|no\s+one|no-one)\s+(?:asked(?:\s+you)?(?=\s*[.!,]|$)|cares\s+(?:what\s+you|about\s+(?:you|your))\b[^.!?\n]*)`,
  String.raw`no\s+wonder\s+(?:your\s+[a-z]+|nobody|no\s+one|everyone|people|s?he|they)\s+(?:left|leaves|hates?|avoids?|dumped|cheated|doesn['’]t|don['’]t|can['’]t|won['’]t|never|stopped|ran|laughs?)\b[^.!?\n]*`,
  String.raw`no\s+wonder\s+${YOU_ARE}\s+(?:still\s+)?(?:single|alone|lonely|unemployed|failing|broke)\b`,
  String.raw`who\s+(?:would|could)\s+(?:ever\s+)?(?:want|date|hire|love|marry|stand)\s+(?:you|someone\s+like\s+you)`,
  String.raw`nobody\s+else\s+would\s+(?:ever\s+)?(?:put\s+up\s+with|date|want|love|hire|have|marry)\s+you`,
  // "nobody at work likes you": the reader told they are unwanted (not "no one loves you like I do")
  String.raw`(?:nobody|no\s+one|no-one)\s+(?:(?:at|in|from)\s+(?:work|school|uni|the\s+\w+|this\s+\w+|your\s+\w+)\s+|here\s+|else\s+)?(?:actually\s+|even\s+|really\s+|ever\s+)?(?:likes|wants|trusts|respects|rates|misses|cares\s+about)\s+(?:you|u)\b(?!\s+(?:more|like|as\s+much|the\s+way)\b)[^.!?\n]*`,
  String.raw`${YOU_ARE}\s+(?:such\s+)?(?:a|an)\s+(?:(?:absolute|total|complete|walking|sad|little)\s+)?(?:joke|leech|parasite|disgrace|embarrassment|laughing\s*stock|waste|nobody|nothing|failure|mess|sponge|charity\s+case)\b`,
  // "I know math isn't really your thing", "whatever it is you do all day", "nobody here can be
  // trusted to spell a name", "cute for a girl your size": talking down, said sideways.
  String.raw`(?:isn['’]t|is\s+not|was\s+never|wasn['’]t)\s+(?:really\s+|exactly\s+)?your\s+(?:thing|strong\s+suit|forte|strength)\b[^.!?\n,]*`,
  String.raw`whatever\s+(?:it\s+is\s+)?(?:you|y['’]all|you\s+all|you\s+people|they)\s+do\s+all\s+day\b`,
  String.raw`what\s+(?:exactly|even|actually)\s+(?:are\s+you\s+doing|do\s+you\s+do)\s+all\s+day\b`,
  String.raw`(?:please\s+)?try\s+(?:to\s+|and\s+)?keep\s+up(?=\s*[.!,]|$)`,
  String.raw`(?:what|whatever)\s+(?:you|you\s+all|y['’]all|you\s+people)\s+(?:even\s+)?do\s+[^.!?\n]{0,40}\bbesides\b[^.!?\n,]*`,
  String.raw`(?:nobody|no\s+one|no-one)\s+(?:here\s+|in\s+this\s+(?:team|office|house|family|company)\s+)?can\s+be\s+trusted\s+to\b[^.!?\n,]*`,
  String.raw`for\s+a\s+(?:girl|guy|woman|man|lady|bloke)\s+(?:your|of\s+your)\s+(?:size|age|weight|height)\b`,
  String.raw`must\s+be\s+easier\s+than\s+(?:actually\s+)?[^.!?\n,]*`,
  // "it's pathetic that a 30-year-old can't manage his own money": the verdict said about them.
  String.raw`(?:it['’]s|it\s+is|that['’]s|that\s+is)\s+(?:honestly\s+|frankly\s+|just\s+|so\s+)?(?:pathetic|embarrassing|laughable|pitiful)\s+(?:that|how)\s+(?:you|u|a\s+(?:\d+[\s-]year[\s-]old|grown\s+(?:man|woman|adult)))\b[^.!?\n]*`,
  String.raw`${YOU_ARE}\s+(?:so\s+|just\s+|honestly\s+|actually\s+)?(?:pathetic|embarrassing|disgusting|pitiful|laughable|beneath\s+(?:me|us)|a\s+\d+(?:\s+on\s+a\s+good\s+day)?|delusional|vile|repulsive|revolting|a\s+microwave\s+\w+)\b[^.!?\n]*`,
  String.raw`(?:you|your\s+[a-z]+(?:\s+[a-z]+)?)\s+(?:makes?|made)\s+(?:my\s+(?:skin\s+crawl|stomach\s+turn)|me\s+(?:sick|want\s+to\s+(?:puke|vomit|throw\s+up)))`,
  String.raw`can['’]?t\s+stand\s+(?:the\s+sight\s+of\s+you|looking\s+at\s+you|you|your\s+(?:voice|face|laugh))\b`,
  String.raw`(?:laughs?|laughing|laughed)\s+at\s+you\b`,
  String.raw`(?:does|do|doing)\s+impressions\s+of\s+you\b[^.!?\n]*`,
  String.raw`(?:the\s+)?average\s+iq\b[^.!?\n]*`,
  String.raw`(?:some\s+people|you)\s+(?:just\s+)?(?:aren['’]t|are\s+not|weren['’]t)\s+(?:built|made|cut\s+out|wired)\s+for\s+(?:thinking|this|it|anything)`,
  String.raw`with\s+delusions\b`,
  String.raw`don['’]t\s+flatter\s+yourself`,
  String.raw`(?:in\s+)?your\s+dreams(?=[.!,]|$)`,
  String.raw`who\s+do\s+you\s+think\s+you\s+are`,
  String.raw`(?:get|find|hire|ask)\s+(?:someone|somebody)\s+(?:competent|who\s+knows\s+what\s+they['’]re\s+doing|capable|with\s+a\s+brain)\b[^.!?\n]*`,
  String.raw`what\s+a\s+waste\s+of\s+(?:an?\s+)?(?:evening|night|time|space|oxygen|money|day|effort)`,
  String.raw`surrounded\s+by\s+(?:morons|idiots|clowns|fools)\b[^.!?\n]*`,
  String.raw`(?:i\s+)?pay\s+you\s+to\s+think\b[^.!?\n]*`,
  String.raw`with\s+more\s+(?:[a-z-]+\s+){1,2}than\s+you\b`,
  String.raw`${LESSER_BEINGS}\s+(?:has|have|had|with|shows?|could\s+do)\s+more\s+(?:[a-z-]+\s+){0,2}than\s+you\b[^.!?\n]*`,
  String.raw`(?:more|smarter|better|brighter)\s+than\s+you\s+(?:ever\s+)?(?:will|could|did)\b[^.!?\n]*`,
  String.raw`you\s+(?:really\s+)?thought\s+you\s+had\s+a\s+(?:shot|chance)\b[^.!?\n]*`,
  String.raw`${YOU_ARE}\s+way\s+(?:bigger|fatter|older|uglier|shorter|worse)\s+than\s+(?:your|in\s+your)\s+(?:photos|pics|pictures|profile)`,
])

/** "you chew like a cow", "Talking to you is like talking to a wet paper bag", "your novel reads like a teenager's diary". */
const INSULTING_COMPARISONS = anyOf([
  String.raw`(?:you|your\s+[a-z'’-]+(?:\s+[a-z'’-]+)?)\s+(?:[a-z'’-]+\s+){0,2}?(?:like|as\s+if\s+(?:you\s+were\s+)?)\s+${LESSER_BEINGS}\b[^.!?\n]*`,
  String.raw`(?:talking|speaking|arguing|working|living)\s+(?:to|with)\s+you\s+is\s+like\b[^.!?\n]*`,
  // "you're just like your father, useless": the reader cast as the family member they fear becoming
  String.raw`${YOU_ARE}\s+(?:just\s+)?(?:like|as\s+bad\s+as)\s+(?:your|ur)\s+(?:father|mother|dad|mum|mom|ex|brother|sister)\b[^.!?\n]{0,30}?\b(?:useless|lazy|pathetic|worthless|stupid|a\s+loser|a\s+failure|a\s+drunk|selfish|weak|a\s+waste)\b[^.!?\n]*`,
  String.raw`(?:your|ur)\s+(?:little\s+)?['‘"“][a-z ]{2,20}['’"”]\s*(?:hobby|career|job|project|business|band|book|art|work|idea|plan|analysis|report|research)?\b[^.!?\n]*`,
  String.raw`(?:thanks|thank\s+you)\s+for\s+the\s+['‘"“][a-z ]{2,20}['’"”]`,
  String.raw`(?:your|ur)\s+(?:[a-z-]+\s+)?(?:stories|jokes|voice(?:\s+notes)?|cooking|singing|writing|art|hobby|posts|opinions|ideas|taste|face|laugh|outfit|hair)\s+(?:is|are)\s+(?:so\s+|honestly\s+|genuinely\s+)?(?:painful|embarrassing|unbearable|pathetic|a\s+joke|laughable|cringe|cringey|cringeworthy|tragic|hideous|disgusting|an\s+embarrassment)\b`,
  String.raw`(?:tastes|looks|sounds|reads|smells)\s+like\s+(?:something\s+)?(?:a|an)\s+(?:toddler|child|kid|teenager|five-year-old|dog|monkey)\b[^.!?\n]*`,
])

/** "You look like a kid on Christmas morning, so cute!" is fond: a comparison in a warm sentence is not contempt. */
const isFond = (match: Match, context: RuleContext) =>
  /\blike\b/i.test(match.text) && scoreSentiment(sentenceAt(context, match.start).text).score > 0.5

export const contempt = actRule({
  type: 'contempt',
  severity: { default: 'high' },
  patterns: [MOCKERY, INSULTING_COMPARISONS],
  harm: 'speaks down to the reader (mockery, disgust or an insulting comparison); contempt wounds more than anger and rarely gets a calm reply',
  suggestion:
    'Drop the put-down and say the specific thing that bothers you and what you want instead: “The last report missed the Q3 numbers; could you add them by Friday?”',
  isLookAlike: isFond,
})
