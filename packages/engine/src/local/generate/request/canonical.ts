/**
 * Some requests name the act in a shape the instruction grammar does not read: "need a reference
 * letter from Ms Halvorsen by 30 June", "Olu, lend me your drill?", "q for Nnamdi: which…",
 * "would Professor Ilunga come speak to our society?". Each is rewritten once into the plain
 * instruction it means ("ask Ms Halvorsen for a reference letter by 30 June") and read as that.
 */
const REWRITES: [RegExp, string][] = [
  // "… can u write something nice to send her" → "… message her"
  [
    /^(.*?)\s*(?:can (?:u|you) )?(?:write|make) (?:something|smth|sth|a message|a msg)?\s*(?:nice|kind|sweet|short)?\s*(?:to send|to|for) (him|her|them)\b(.*)$/iu,
    '$1, message $2$3',
  ],
  // "i remember him that he still have my book" (remember for remind) → "remind him that …"
  [/^(.*?)\bremember (him|her|them)\s+(that|to|about)\b(.*)$/iu, '$1remind $2 $3$4'],
  // "reply to this for me, say im down …" → "reply im down …"
  [
    /^(?:reply|respond|answer)(?: to (?:this|that|it|him|her|them))?(?: for me)?[,:]?\s+(?:say(?:ing)?|tell (?:him|her|them))?\s*(.+)$/iu,
    'reply $1',
  ],
  // "nah to the book club this month" → "decline the book club this month"
  [
    /^(?:(?:thanks?|thank you|ty)[,!]?\s+but\s+)?(?:nah|no|nope)(?:\s+thanks?|\s+thank you)?\s+to\s+(.+)$/iu,
    'decline $1',
  ],
  // "need a reference letter from Ms Halvorsen by 30 June …" → "ask Ms Halvorsen for a reference letter …"
  [
    /^(?:[Ii]\s+)?(?:[Nn]eed|[Ww]ant|[Ww]ould like)\s+(?!to\b)(.+?)\s+from\s+((?:[Mm]rs?|[Mm]s|[Dd]r|[Pp]rof)\.?\s+\p{L}+|\p{Lu}[\p{L}'’-]+|(?:my|our|the)\s+(?:boss|manager|landlord|teacher|professor|tutor|doctor|client|mentor|supervisor|lecturer|coach|dad|mum|mom|sister|brother|friend))(.*)$/u,
    'ask $2 for $1$3',
  ],
  // "Olu, lend me your drill? just for saturday" → "ask Olu to lend me your drill, just for saturday"
  [
    /^(\p{Lu}[\p{L}'’-]+),\s+((?:lend|send|bring|grab|pick|give|get|help|cover|drop|call|text|save|book|check|keep|come)\b[^?]*)\?\s*(.*)$/u,
    'ask $1 to $2, $3',
  ],
  // "q for Nnamdi: which tile adhesive did he use" → "ask Nnamdi which tile adhesive did he use"
  [/^(?:q|question|quick q(?:uestion)?|quick one)\s+for\s+([^:—–-]+?)\s*[:—–-]\s*(.+)$/iu, 'ask $1 $2'],
  // "would Professor Ilunga come speak to our society?" → "invite Professor Ilunga to come speak to our society"
  [
    /^would\s+((?:professor|prof|dr|mr|mrs|ms)\.?\s+\p{L}+|\p{Lu}[\p{L}'’-]+)\s+(come|join|like to come)\b([^?]*)\??(.*)$/iu,
    'invite $1 to $2$3,$4',
  ],
  // "finally did it, handed in my notice. telling Jade, my mentor. last day is 30 Nov" → "tell Jade finally did it, …"
  [
    /^(.+?)[.;,]\s*telling (\p{Lu}[\p{L}'’-]+)(?:,\s*(?:my|our) [\p{L} -]{2,20}?)?[.;,]\s*(.*)$/u,
    'tell $2 $1. $3',
  ],
  // "text Jess and ask if she remembers …" → "ask Jess if she remembers …"
  [
    /^(?:(?:pls|please)\s+)?(?:text|message|msg|email|dm|ping|call|ring|whatsapp)\s+(.{2,30}?)\s+(?:and|n|&)\s+(ask|tell|remind|invite|thank)\s+(?:(?:him|her|them)\s+)?(.+)$/iu,
    '$2 $1 $3',
  ],
  // "negotiate bedtime with my daughter, she wants …" → "negotiate with my daughter, she wants …"
  [
    /^negotiate (?!with\b)(.{2,30}?) with ((?:my|our|the) [\p{L}'-]+(?: [\p{L}'-]+)?|\p{Lu}[\p{L}'-]+)\s*[,:;]\s*(.+)$/iu,
    'negotiate with $2, $3',
  ],
  // "say well done to my stepdaughter for …" → "congratulate my stepdaughter on …"
  [/^say (?:well done|congrats|congratulations) to (.+)$/iu, 'congratulate $1'],
  // "post in the team chat happy birthday to coach steve" → "happy birthday to coach steve"
  [
    /^(?:post|put|write|drop)\s+(?:it\s+|this\s+|something\s+)?(?:in|on|to)\s+(?:the\s+|our\s+|my\s+)?[\p{L}' -]{1,30}?(?:chat|group|gc|page|channel|thread)\s*[:,-]?\s*((?:happy|good luck|congrat|thank|well done|merry|get well).+)$/iu,
    '$1',
  ],
  // "thanks mum for the cake" → "thank mum for the cake"
  [
    /^(?:thanks|thank you|thx|ty)\s+(?!for\b|so\b|a lot\b|again\b|you\b)(.{2,30}?)\s+for\s+(.+)$/iu,
    'thank $1 for $2',
  ],
  // "send my ex-wife an invite to Emma's 10th" → "invite my ex-wife to Emma's 10th"
  [/^send (.{2,40}?) an? (?:invite|invitation) (to|for) (.+)$/iu, 'invite $1 $2 $3'],
  // "something for my neighbour Mrs Grant, her husband …" → "message my neighbour Mrs Grant, her husband …"
  [/^(?:something|smth|a few words|a message|a msg|a text|a note|words) (?:for|to) (.+)$/iu, 'message $1'],
  // "how do i say no to being a bridesmaid for my cousin Tamsin" → "decline being a bridesmaid for …"
  [
    /^(?:how (?:do|can|should|would) i |help me |i (?:need|want|have) to |pls |please )?say no to (.+)$/iu,
    'decline $1',
  ],
  // "see if the photographer would do it for £200" → "ask the photographer if they would do it for £200"
  [
    /^(?:(?:can|could) (?:you|u) )?(?:see|find out|check) (?:if|whether) ((?:the|my|our) [\p{L}'’ ]{2,30}?|\p{Lu}[\p{L}'’-]+) (would|could|can|will|is|are|has|have) (.+)$/iu,
    'ask $1 if they $2 $3',
  ],
  // "ask the new neighbours round for coffee sunday" → "invite the new neighbours over for coffee sunday"
  [/^ask (.{2,40}?) (?:round|over|around) (for|to) (.+)$/iu, 'invite $1 over $2 $3'],
  // "try to get the phone company to knock my contract down" → "ask the phone company to knock …"
  [/^(?:can (?:you|u) )?try (?:to |and )?get (.{2,40}?) to (.+)$/iu, 'ask $1 to $2'],
  // "the cleaner should be told not to come next week" → "tell the cleaner not to come next week"
  [
    /^(.{2,40}?)\s+(?:should|needs to|need to|must|has to) (?:be told|know|hear)(?: that)?\s+(.+)$/iu,
    'tell $1 that $2',
  ],
  // "meet them at 35 + postage?" → "counter with 35 + postage"
  [/^meet\s+(?:them|him|her)\s+at\s+([^?]+)\??$/iu, 'counter with $1'],
  // "… Tuesdays 7pm. I want Aleksandra to come" → "… Tuesdays 7pm. invite Aleksandra"
  [
    /^(.+?)[.,;!]+\s*(?:i|we) (?:really )?(?:want|would like|'d like|would love|'d love) ((?:my |our )?[\p{L}'’-]+(?: [\p{Lu}][\p{L}'’-]+)?) to (?:come|join(?: us| me)?|be there)\b[.!]*(.*)$/iu,
    '$1. invite $2$3',
  ],
  // "what should I write in the farewell card for my coworker Olivia, …" → "farewell card to my coworker Olivia, …"
  [
    /^(?:what|how) (?:(?:should|do|can|would|could) )?i (?:write|say|put) (?:in|on) (?:a|an|the|my|her|his|their) ((?:[\p{L}-]+ ){0,2}?)(card|message|msg|text|note|email|letter)\s+(?:for|to)\s+(.+)$/iu,
    '$1$2 to $3',
  ],
]

const BEST_WISHES: [RegExp, string][] = [
  [
    /^(?:best wishes|good wishes|warm wishes|love|all the best|good luck|best of luck)$/i,
    'wish $1 all the best',
  ],
  [/^(?:congratulations|congrats)$/i, 'congratulate $1'],
  [/^(?:condolences|sympathies|sympathy)$/i, 'send my condolences to $1'],
  [/^(?:thanks|gratitude)$/i, 'thank $1'],
  [/^(?:apologies|apology)$/i, 'apologise to $1'],
]

/**
 * "nia just dmd me this, i want to send something supportive": the message received is in the
 * context, and its sender is the reader. "my ex sent this at 2am again" keeps when it came.
 */
const RECEIVED =
  /^((?:(?:my|the|this|our|a)\s+)?(?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+)\s+(?:just\s+)?(?:texted|sent|dm'?d|dmed|messaged|posted|asked|wrote)(?:\s+me)?\s+(?:this|that)(?:\s+again)?(?:\s+(?:in|on)\s+(?:#\S+|our chat|the chat|the group(?: chat)?|slack|teams|whatsapp|insta|instagram|hinge|tinder|bumble|here))?(?:\s+(at \d[^,.;]*|last night|this morning|again))?\s*[,.;:]?\s*(?:and\s+)?(.*)$/iu

function fromReceivedMessage(text: string): string {
  const received = RECEIVED.exec(text)
  if (!received?.[1] || /^(?:he|she|they|it|someone|somebody|i|we|you)$/i.test(received[1])) return text
  const [, sender, when, rest] = received
  if (when) return `${sender} texted me ${when}, ${rest ?? ''}`.trim()
  // "my sister asked this, tell her no more borrowing my car": the instruction names the sender.
  const instruction =
    /^((?:(?:and|so|pls|please|just)\s+)?(?:(?:i\s+)?(?:want|need|have)\s+to\s+|wanna\s+)?(?:tell|ask|remind|text|message|thank|congratulate|comfort|console|reassure|support|wish|invite|answer|reply to|write to|apologi[sz]e to)\s+)(him|her|them)\b/iu.exec(
      rest ?? '',
    )
  if (instruction?.[1] && rest) return `${instruction[1]}${sender}${rest.slice(instruction[0].length)}`
  return `text ${sender}, ${rest ?? ''}`.trim()
}

export function canonicalRequest(request: string): string {
  const text = fromReceivedMessage(request)
  // "send my nephew Kwame my best wishes for his wedding" → "wish my nephew Kwame all the best for his wedding"
  const sent =
    /^(?:(?:i|we)\s+(?:would|'d|should)\s+(?:like|love)\s+to\s+|please\s+)?send\s+(.+?)\s+(?:my|our)\s+((?:very\s+)?[\p{L} ]+?)(?=\s+(?:for|on|about|after|with|in)\b|[,.!]|$)(.*)$/iu.exec(
      text,
    )
  if (sent?.[1] && sent[2]) {
    const gift = sent[2].replace(/^very\s+/i, '')
    const act = BEST_WISHES.find(([pattern]) => pattern.test(gift))
    if (act)
      return `${act[1].replace('$1', sent[1])}${sent[3] ?? ''}`.replace(/\s{2,}/g, ' ').replace(/[,\s]+$/, '')
  }
  for (const [pattern, replacement] of REWRITES) {
    if (pattern.test(text))
      return text
        .replace(pattern, replacement)
        .replace(/[,\s]+$/, '')
        .replace(/\s{2,}/g, ' ')
  }
  return text
}
