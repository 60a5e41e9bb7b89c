import type { StyleHints } from './reading'

/**
 * Words about the message rather than in it — "make it funny", "politely", "keep it simple",
 * "without being cheesy" — are taken out of the request and kept as hints for the voice.
 */
const HINT_PATTERNS: [RegExp, keyof StyleHints | null][] = [
  // How the writer feels, said to the assistant first: "I'm livid.", "ugh", "I'm worried sick,".
  [
    /^(?:ugh+|argh+|omg|ok so|so)?[,.!\s]*(?:i'm|i am|im)\s+(?:so\s+|really\s+|absolutely\s+)?(?:livid|furious|fuming|frustrated|angry|annoyed|worried sick|worried|scared|nervous|anxious|heartbroken|gutted|upset|sad|devastated|stressed|panicking|crying|mortified)\b[,.!]*\s*/iu,
    null,
  ],
  [
    /\b(?:do i (?:ask|say|bring it up|mention it)(?: about it)?\?|how\?|help me write it\.?|help me word it\.?|one more try\.?)/giu,
    null,
  ],
  // "…, slack her", "help me hype her up": how to send it, asked of the assistant.
  [
    /[,.;]?\s*(?:(?:pls|please)\s+)?(?:help me\s+(?:hype|cheer|build)\s+(?:him|her|them)\s+up|check (?:in )?on (?:him|her|them)|(?:slack|dm|text|message|email|whatsapp)\s+(?:him|her|them)(?:\s+(?:on|about)\s+(?:it|slack|teams))?)(?=\s*(?:$|[.!?]|\p{Extended_Pictographic}))[.!]*/giu,
    null,
  ],
  // "…, she always forgets": why the writer asks, said to the assistant about the reader.
  [
    /[,.;]\s*(?:(?:because|bc|cos|as)\s+)?(?:he|she|they)(?:'s|\s+is|\s+are)?\s+(?:always|never|tends?\s+to|keeps?)\s+(?:forget(?:s|ting)?|remembers?|late)\b(?:\s+(?:things|stuff|everything))?(?=\s*(?:$|[.!?,;]))/giu,
    null,
  ],
  // "…, write something for when he lands": when to send it.
  [
    /[,.;]?\s*(?:and\s+)?(?:write|send)\s+(?:(?:him|her|them)\s+)?something(?:\s+\w+)?\s+for when (?:he|she|they) (?:lands?|arrives?|wakes? up|gets? (?:home|back|there|in))\b/giu,
    null,
  ],
  // "tell Marco (guy from hinge) that …": who the reader is, in brackets.
  [
    /\s*\((?:the |my |a |that )?(?:guy|girl|man|woman|lady|dude|match|date|one|boy) from [^)]{1,30}\)/giu,
    null,
  ],
  // "she's asking about the daycare money, …": what the message received is about.
  [/^(?:he|she|they)(?:'s|\s+is|\s+are)\s+asking\s+(?:about|if|whether|for)\s+[^,.;]+[,.;]\s*/iu, null],
  // "…but keep it neutral", "I want to get it right": how it should sound, not what it says.
  [
    /[,.;]?\s*(?:but\s+|and\s+)?(?:keep it|make it|make sure it'?s)\s+(?:neutral|simple|professional|casual|light|friendly|chill|low[- ]key|classy|polite|civil|warm|kind|respectful|appropriate|short and sweet)\b|[,.;]?\s*(?:and\s+)?(?:i\s+)?(?:want|need)\s+to\s+get\s+(?:it|this)\s+right\b/giu,
    'gentle',
  ],
  // "… omg help me apologise" at the end: the act, asked of the assistant, with nothing after it.
  [
    /[,.;]?\s*(?:omg\s+)?(?:(?:pls|please|can you|could you)\s+)?help me\s+(?:apologi[sz]e|say sorry)[.!]*$/giu,
    null,
  ],
  // "pls help me apologize for …": the apology is the content, the help is asked of the assistant.
  [
    /\b(?:(?:pls|please|can you|could you)\s+)?help me\s+(?=(?:apologi[sz]e|say sorry|thank|congratulate|decline|turn down)\b)/giu,
    null,
  ],
  // Notes on the message, not in it: "write something back", "i want to send something supportive", ", not cheesy".
  [
    /(?<=[\p{L}\p{N}][^\p{L}\p{N}]{0,3})[,.;]?\s*(?:and\s+)?(?:(?:i\s+)?(?:want|need|have)\s+to\s+|wanna\s+)?(?:help me\s+)?(?:write|send|text|say)\s+(?:(?:him|her|them)\s+)?something(?:\s+(?:back|nice|kind|sweet|supportive|short|cute|comforting|encouraging|warm|light|simple|quick|heartfelt))*(?:\s+(?:to|for)\s+(?:him|her|them))?(?:\s+to\s+(?:text|send)(?:\s+(?:him|her|them))?)?\b(?:\s+but)?(?:\s+before i (?:see|meet|call|take|pick up) (?:him|her|them)(?: \w+){0,2})?|[,.;]?\s*(?:and\s+)?(?:please|pls)\s+(?:write|say)\s+(?:to\s+)?(?:ask\s+again|no|it)(?:\s+(?:kindly|politely|nicely|gently))?\b|[,.;]?\s*can (?:u|you) (?:decline|reply|answer|say no|do it) for me\b|[,.;]?\s*if not,?\s+write something(?:\s+\w+)?|[,.;]\s*not\s+(?:cheesy|corny|cringe|weird|pushy|mean|too much)\b|\bfirm,?\s+(?:but\s+)?not\s+mean\b/giu,
    'gentle',
  ],
  [
    /\b(?:make it|keep it|be|sound|something|in a)\s+(?:a bit |a little |really |super |very )?(?:funny|fun|jokey|playful|cheeky)\b(?:\s+about it)?/gi,
    'funny',
  ],
  [
    /\b(?:make it|keep it)\s+(?:short|brief|simple|quick|concise)(?: and (?:sweet|simple|kind|warm|professional))?\b/gi,
    'short',
  ],
  [
    /\b(?:make it|keep it|be|sound|something|in a)\s+(?:a bit |really |very )?(?:professional|formal|polite|businesslike)(?: way)?\b/gi,
    'formal',
  ],
  [
    /\b(?:make it|keep it|be|sound|something|in a)\s+(?:a bit |really |very )?(?:nice|kind|gentle|sweet|warm|chill|casual|soft|light|friendly|heartfelt|sincere|supportive|respectful)(?: about it| way)?\b/gi,
    'gentle',
  ],
  [
    /\b(?:but |and )?(?:politely|nicely|gently|kindly|respectfully|tactfully|diplomatically|properly|sincerely|softly|firm but (?:polite|kind|fair)|firmly but (?:kindly|politely)|firmly|professionally|casually)\b/gi,
    'gentle',
  ],
  // Words about the exchange, not in it: "my granddaughter sent me this", "I am not sure how to answer", "if so, help me word it".
  [
    /\b(?:i(?:'m| am) not sure how to (?:answer|reply|respond|say it|word it)|(?:(?:if not|if so|if yes|and),?\s+)?what (?:do|should|would|could|can) i (?:even )?(?:answer|say|reply|write|text|put)(?: to (?:this|that|him|her|them))?(?=\s*(?:[.?!]|$))|if so,? help me word it|help me (?:word|say|phrase|write) (?:it|this|that)|do it anyway|(?:i )?(?:need|want|have) to make (?:it|this|things) right)\b[.?!]*/giu,
    null,
  ],
  // Greeting the assistant is not greeting the reader: "Dear assistant, I should like to write to …".
  [
    /^(?:dear|hi|hello|hey|good (?:morning|afternoon|evening))\s+(?:assistant|tipsy|ai|bot|chatgpt|computer|app)\b[,.!:;]*\s*/iu,
    null,
  ],
  // What to send, said at the end: "… send her a short teams message.", "send a congrats", "write it if so".
  [
    /[,.;]?\s*(?:and\s+)?(?:send|write|draft|do)\s+(?:(?:him|her|them|me)\s+)?(?:(?:a|an|some)\s+)?(?:(?:short|quick|little|brief|nice|sweet)\s+)?(?:(?:teams|slack|whatsapp|linkedin|text|email|insta)\s+)?(?:message|msg|text|note|dm|email|card|reply|one)\b(?=[.!]*\s*(?:$|[.!?]\s))[.!]*/giu,
    null,
  ],
  // "If not, write it.": the condition put to the assistant.
  [
    /[,.;?]?\s*if (?:not|so|yes|no)[,.]?\s+(?:please\s+)?(?:write|draft|do)\s+(?:it|one|that|something)(?:\s+\w+)?[.!]*/giu,
    null,
  ],
  [
    /[,.;]?\s*(?:write|draft|do) (?:it|one|that)(?: (?:if so|if yes|if you think so|for me|then))?(?=[.!]*\s*(?:$|[.!?]\s))[.!]*/giu,
    null,
  ],
  // The question put to the assistant at the end: "…, how do I tell her", "how do i bring it up".
  [
    /[,.;]?\s*(?:so |but |and )?how (?:do|can|should|would|could) i (?:even )?(?:bring (?:it|this|that) up|tell (?:him|her|them)(?: (?:this|that|no))?|say (?:it|this|that|no(?! to\b))|ask (?:him|her|them)(?: for it| about it)?|word (?:it|this)|put (?:it|this)|phrase (?:it|this)|handle (?:it|this)|approach (?:it|this|him|her|them))(?=[\s.?!,]|$)[.?!]*/giu,
    null,
  ],
  // Where it will be posted is not part of it: "…, post on linkedin".
  [
    /[,.;]?\s*(?:to |and |i'll |will )?post(?:ing|ed)? (?:it |this )?(?:on|to|in) (?:linkedin|facebook|fb|insta|instagram|slack|teams|twitter|x|the group(?: chat)?|whatsapp)\b[.!]*/giu,
    null,
  ],
  [
    /\s*\b(?:without|w\/o)\s+(?:causing|starting|making|creating)\s+(?:a\s+|any\s+)?(?:family\s+)?(?:war|drama|fight|scene|fuss|issues?|problems?|awkwardness|beef)\b/giu,
    'gentle',
  ],
  [
    /\b(?:without|w\/o)\s+(?:him|her|them|you|anyone|everyone)\s+(?:being|getting)\s+(?:mad|angry|upset|annoyed|hurt|weird|awkward)\b/gi,
    'gentle',
  ],
  [
    /\b(?:without|w\/o|but not|not)\s+(?:being|sounding|coming (?:off|across) as|making it|getting)\s+(?:too\s+|a\s+|like\s+a\s+)?(?:cheesy|weird|rude|lazy|desperate|needy|mean|harsh|pushy|awkward|weird|a jerk|a dick|an ass|cringe|cringey|clingy|salty|petty|bitter|passive aggressive|passive-aggressive|aggressive|dramatic|angry|preachy|fake|corny|too much|over the top|cold|demanding|greedy|ungrateful|unprofessional|entitled|annoying|bossy|like a jerk)(?:\s+about it)?\b/gi,
    'gentle',
  ],
  [
    /[,.]?\s*(?:but )?(?:i )?(?:don'?t|do not) know how(?: to (?:say|tell|put) it)?\.?$|[,.]?\s*(?:i )?need (?:a|some) (?:way|help) to (?:say|tell|ask|put) (?:it|this|that|no|yes)\b.*$|\b(?:i (?:don'?t|do not) know what to say|(?:please|pls) help|help me out|thanks in advance)\b[.!]*|,\s*(?:help|pls|please|ty|thx)[.!]*$|\s+(?:pls|please|ty|thx)[.!]*$/gi,
    null,
  ],
]

/**
 * "Could you please help me write to my neighbour…", "I would be grateful if you could help me ask
 * my grandson…": the polite request to the assistant, without the politeness.
 */
const ASKING_THE_ASSISTANT =
  /^(?:(?:could|can|would) (?:you|u) (?:please |kindly )?|(?:please |kindly )|i (?:would|'d) be (?:very |most )?grateful if you could (?:please )?)?(?:help me |assist me (?:to |with |in )?)(?=(?:write|tell|ask|send|text|email|reply|remind|invite|thank|apologi[sz]e|congratulate|decline|say|let|wish|draft|explain)\b)/iu

export function extractHints(text: string): { text: string; hints: StyleHints } {
  const hints: StyleHints = {}
  // "…dumped her, and say i can come over": what to say starts a clause of its own.
  let rest = text
    .replace(ASKING_THE_ASSISTANT, '')
    // "…, offer a pint": what is offered, said as the offer (not a price to bargain over).
    .replace(
      /,\s*(?:and\s+)?offer (?:(?:him|her|them) )?an? (pint|drink|coffee|beer|tea|hug)\b/giu,
      ', the first $1 is on me',
    )
    .replace(/,?\s+and (?:then )?(?:say|tell (?:him|her|them))(?: that)?\s+/gi, ', ')
  for (const [pattern, hint] of HINT_PATTERNS) {
    rest = rest.replace(pattern, () => {
      if (hint) hints[hint] = true
      return ' '
    })
  }
  const tidied = rest
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/[\s,;:-]+$/g, '')
    .replace(/^[\s,;:.-]+/g, '')
    .trim()
  return { text: tidied, hints }
}
