/**
 * Does a message perform the act that was asked for? Each act has cues a message that does it
 * will carry — a thank-you thanks, a decline says no, an invitation asks the reader to come.
 * Cues are about the act, never about our own phrase banks; they were written before the
 * generator was tuned and are spot-checked by reading (README). `inform` and `reply` carry no
 * fixed words: an informing message states its content (a must word in a sentence that is not a
 * question); a reply answers (any statement or question with content).
 */
export type EvalAct =
  | 'inform'
  | 'ask'
  | 'request'
  | 'apologise'
  | 'thank'
  | 'decline'
  | 'invite'
  | 'congratulate'
  | 'wish'
  | 'console'
  | 'remind'
  | 'follow_up'
  | 'boundary'
  | 'negotiate'
  | 'share_news'
  | 'reply'

const CUES: Record<Exclude<EvalAct, 'inform' | 'reply'>, RegExp> = {
  ask: /\?|\b(?:wondering|wanted to ask|let me know (?:if|whether|when|what|where|who|how|which))\b/i,
  request:
    /\b(?:(?:could|can|would|will) (?:you|someone|somebody|anyone|i)\b|please\b|would you mind|would it be possible|i'?d (?:really )?appreciate|i need you to|any chance)/i,
  apologise: /\b(?:sorry|apolog\w*|my bad|my fault|forgive|i messed up)\b/i,
  thank: /\b(?:thank\w*|grateful|appreciate\w*|cheers for)\b/i,
  decline:
    /\b(?:can'?t|cannot|won'?t be able|not able|unable|(?:have|going) to pass|pass on|i'?ll pass|say no|no thanks|not for me|decline|turn(?:ing)? down|not interested|won'?t be (?:coming|joining|making|attending|able)|not going to (?:make|come|be able)|bow out|sit this one out|a no from me|not (?:this time|going to work)|i'?m out|(?:would|'d) (?:prefer|rather) not|going with (?:another|a different|someone else)|(?:want|need|have|going) to skip|skip(?:ping)? (?:this|it))\b|^no\b/i,
  invite:
    /\b(?:would you like to|want to (?:come|join)|wanna|do you want to|are you free|come (?:over|to|along|join)|join (?:us|me)|you'?re invited|invit\w*|fancy|down to|would love (?:for )?you to|love for you to|hope you can (?:come|make it)|how about|be there|see you there|can you make it)\b/i,
  congratulate:
    /\b(?:congrat\w*|well done|proud of you|so happy for you|well deserved|deserve it|you did it|nailed it|amazing news|huge news)\b/i,
  wish: /\b(?:happy|merry|good luck|best of luck|luck|wish\w*|hope you(?:'re| are)? (?:have|having|feel|feeling|enjoy|enjoying|get|getting|doing)|get well|speedy recovery|safe travels|safe (?:trip|flight|journey)|have (?:a|an|the) (?:great|good|amazing|lovely|wonderful|safe|fun|relaxing|restful)|all the best|enjoy|break a leg|fingers crossed|rooting for you|you'?ve got this|smash it)\b/i,
  console:
    /\b(?:sorry (?:to hear|for your loss|about|that)|so sorry|thinking of you|here for you|here if you|condolences|heart goes out|sending (?:love|hugs|strength)|can'?t imagine|that'?s (?:rough|awful|so hard|terrible)|i'?m (?:really |so )?sorry)\b/i,
  remind:
    /\b(?:remind\w*|don'?t forget|do not forget|heads[- ]up|nudge|make sure (?:to|you)|remember (?:to|that)|just so you know)\b/i,
  follow_up:
    /\b(?:follow(?:ing)?[- ]up|checking in|check in|circling back|any update|any news|update on|touch base|still waiting|haven'?t heard|wanted to check|bump\w*|just checking|where things stand|chase|chasing|get back to me|hear back|still haven'?t|any word)\b/i,
  boundary:
    /\b(?:please (?:don'?t|stop|do not)|stop\b|not okay|not ok|isn'?t okay|not comfortable|need you to|won'?t be (?:answering|responding|replying|available|checking|able to|lending|covering|doing)|need (?:some )?space|i'?m not going to|don'?t want you to|boundar\w*|not acceptable|can'?t keep|no longer|off limits|respect (?:that|my)|from now on|going forward|have to stop|without (?:asking|checking|calling|permission)|only (?:about|for|during|if)|any ?more|unless|won'?t (?:reply|answer|respond|be|lend|cover|do)|i'?m not (?:going to|lending|doing|available)|can'?t be your|outside (?:of )?(?:work|office|business|working) hours|i'?m muting|set a boundary|has to stop)\b/i,
  negotiate:
    /\b(?:would you (?:consider|be open to|be willing)|open to|could we|can we|how about|what about|is there (?:any )?(?:flexibility|room|wiggle)|meet (?:me )?(?:in the middle|halfway)|counter\w*|best (?:price|you can do)|lower|reduce|bring (?:it|the price) down|raise|increase|discount|deal|offer|willing to|budget|work (?:it )?out|settle|propos\w*|suggest\w*|compromise|middle ground|instead|alternat\w*|if you|rate|price|terms|deadline|extend|extension|push (?:it |the \w+ )?back|would you (?:take|accept)|(?:could|can) you do|fair)\b/i,
  share_news:
    /\b(?:guess what|news|i (?:just |finally |officially )?(?:got|passed|won|finished|bought|found|landed|made|started|moved|booked|signed|graduated|quit|adopted|closed)|we(?:'re| are| just| have| finally)|excited to (?:share|tell|announce|say)|happy to (?:share|announce|say|let you know)|pleased to|wanted (?:you )?to (?:know|hear)|i'?m (?:pregnant|engaged|moving|getting|starting|leaving|officially|going on)|first to know|announce\w*)\b/i,
}

const QUESTION_ONLY = /^[^.!]*\?\s*$/

/** True when the message performs the act; `mustWords` are the request's must alternatives (for inform and reply). */
export function performsAct(act: EvalAct, message: string, mustWords: readonly string[]): boolean {
  if (act === 'inform' || act === 'reply') {
    const sentences = message.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => /\p{L}/u.test(sentence))
    if (sentences.length === 0) return false
    if (act === 'reply') return true
    if (mustWords.length === 0) return !QUESTION_ONLY.test(message)
    return sentences.some(
      (sentence) => !sentence.trim().endsWith('?') && mustWords.some((word) => containsWord(sentence, word)),
    )
  }
  return CUES[act].test(message)
}

/** Case-insensitive match at the start of a word ("leak" matches "leaked"), as the data's authors were told. */
export function containsWord(text: string, word: string): boolean {
  // Dashes and apostrophes are typography: "3–1" is "3-1", "it’s" is "it's".
  const plain = (value: string) => value.replace(/[–—]/g, '-').replace(/[‘’]/g, "'")
  const escaped = plain(word.trim())
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\s+')
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}`, 'iu').test(plain(text))
}
