import { expandContractions } from '../../text/contractions'
import type { Act } from './reading'

/**
 * When a request names no act ("forgot my best friend's birthday, i feel awful", "my mate's band
 * played their first gig last night, they were great", "roommate ate my leftovers again"), the
 * situation it describes implies one. Each act has cues of its situation with a weight; the
 * strongest act above the floor wins, and with none the message informs. The cues are the
 * vocabulary of each kind of situation (what people say when they owe an apology, when someone
 * achieved something, when something keeps happening…), read in the writer's own words with
 * contractions spelled out.
 */
const FIRST_PERSON_FAULT =
  /\b(?:i|we) (?:totally |completely |accidentally |stupidly |just |kind of |kinda )?(?:forgot|broke|missed|messed up|screwed up|dropped the ball|backed into|bumped into|hit (?:your|his|her|their)|scratched|dented|spilled|spilt|stained|lost (?:your|his|her|their)|damaged|ruined|said something|made a (?:joke|comment)|laughed at|snapped|yelled|shouted|lost my temper|overreacted|was (?:rude|late|short|harsh|mean|a jerk|an idiot|out of line|wrong|insensitive)|overslept|double[- ]booked|stood (?:\w+ )?up|ghosted|flaked|bailed|cancell?ed (?:on|last)|took credit|ate (?:your|his|her|their)|used (?:your|his|her|their)|let (?:\w+ )?down|upset|hurt|embarrassed|did not (?:reply|respond|call|show|turn up|text back|get back))\b/i

const CUES: Record<Exclude<Act, 'inform' | 'reply'>, [RegExp, number][]> = {
  apologise: [
    [FIRST_PERSON_FAULT, 3],
    [
      /\b(?:accidentally|mixed up|was not there|were not there|no-show|lost it|lost (?:your|her|his|their) \w+|did not turn up|forgot (?:to|about|your|her|his|their))\b/i,
      3,
    ],
    [
      /\b(?:feel (?:so )?(?:awful|terrible|bad|horrible|guilty|dreadful)|my (?:fault|bad|mistake)|make (?:it|things) (?:right|up)|make (?:it )?up to|make amends|owe (?:\w+ )?an apology|apologi[sz]e|sorry|own (?:it|up)|out of line|should not have|take (?:full )?responsibility)\b/i,
      3,
    ],
    [/^(?:late|running late|behind) (?:on|with|for)\b|\blate (?:on|with) (?:the|my)\b/i, 2],
  ],
  thank: [
    [/\b(?:thanks?|thank you|thank-you|grateful|appreciate|gratitude)\b/i, 3],
    [
      /\b(?:lovely|great|amazing|wonderful|fantastic|delicious|thoughtful|generous|kind|brilliant|beautiful) (?:dinner|lunch|brunch|time|evening|party|meal|night|weekend|stay|gift|present|card|flowers|day|hosting|note|reference|advice|help|cake|food)\b/i,
      3,
    ],
    [
      /\b(?:found (?:my|our)|brought (?:her|him|it|them) (?:home|back)|returned (?:my|our)|fixed (?:my|our)|sent me [$£€]?\d|lent me|for (?:my )?(?:graduation|birthday|wedding)|looked after|took care of|helped (?:me|us|out)|covered for (?:me|us)|drove (?:me|us)|gave (?:me|us)|lent (?:me|us)|hosted|cooked for|fed (?:my|our)|watered (?:my|our)|walked (?:my|our)|babysat|listened to me|saved (?:me|us|my|our)|picked (?:me|us) up|put (?:me|us) up|let (?:me|us) stay|recommended me|referred me|wrote (?:me )?a reference|introduced me|went above and beyond|stayed late)\b/i,
      2,
    ],
  ],
  ask: [
    [/\?\s*$|\?\s/, 2],
    [
      /\b(?:i need to know|i want to know|not sure (?:if|whether|what|when|where|how|who)|did not say (?:how|what|when|if|whether)|no idea (?:if|whether|what|when|where|how))\b/i,
      3,
    ],
    [
      /^(?:q|question|quick q|quick question)\b|\bor not\b|\bwondering (?:if|whether)\b|\bfind out (?:if|whether|what|when|where|who|how)\b|\b(?:any idea|do you know|does anyone know)\b/i,
      2,
    ],
    [
      /^(?:does|do|did|is|are|was|were|can|could|will|would|has|have|what|when|where|which|who|how|why)\b/i,
      1,
    ],
  ],
  request: [
    [
      /\b(?:can|could) (?:someone|somebody|anyone|you) (?:please )?(?:help|fix|look|come|send|cover|swap)\b|\bneed (?:volunteers|helpers|someone|somebody|a hand)\b|\b(?:is|are) (?:broken|not working)\b|\bwo(?:n't| not) (?:connect|start|work|turn on)\b/i,
      3,
    ],
    [
      /\b(?:i need (?:a|an|the|some|new|more)|someone (?:needs|has) to|need (?:a|some) (?:lift|ride|hand|help)|(?:has|have|got) a (?:car|van|ute|truck|drill|ladder|trailer)|is in the garage|i have to be (?:at|in)|can not get (?:to|there))\b/i,
      3,
    ],
    [
      /\b(?:lend|borrow|can (?:he|she|they|you)|could (?:he|she|they|you)|would (?:he|she|they|you) mind|favou?r|need (?:someone|somebody|you|him|her|them) to|help (?:me|us) (?:with|move|out)|cover (?:my|for me)|swap (?:shifts|with me)|is it possible)\b/i,
      3,
    ],
    [/^(?:i )?need (?:a|an|the|some|your|his|her|their)\b.*\bfrom\b/i, 3],
    // A complaint asks for it to be put right.
    [
      /\b(?:refund(?:ed)?|charged (?:twice|two times|double)|double[- ]charged|overcharged|billed (?:twice|two times)|never (?:arrived|came|got delivered)|wrong (?:item|order|size))\b/i,
      3,
    ],
    [/\b(?:pick up|drop off|sign off|send (?:me|over)|look over|proofread)\b/i, 1],
  ],
  decline: [
    [
      /\bwants? me (?:to|in|on|for)\b.*\b(?:but|however)\b|\b(?:rather keep|rather not|rather stay|would rather|prefer not|want to skip|going to skip|have to skip)\b|\b(?:going|gone|went) with (?:another|a different|someone else)\b/i,
      // The writer's own refusal outweighs the offer it refuses ("they offered $300, I'd rather keep it").
      5,
    ],
    [
      /\b(?:no thanks|no thank you|not interested|can not make|cannot make|can not come|cannot come|will not be able|not able to|pass on|turn (?:it |them |him |her )?down|say no|not for me|nah|sit this one out|bow out|not up for|rather not|already (?:have|got) plans|too busy|can not afford|cannot afford|can not do|cannot do)\b|(?:^|[.!,] )no[.!]/i,
      3,
    ],
    // Only part of what was asked: "I can do Sunday lunch only", "we can only stay one night".
    [
      /\b(?:i|we) can only (?:do|make|come|stay|manage)\b|\b(?:i|we) can (?:do|make|come to|manage) (?:\w+ ){1,3}only\b/i,
      3,
    ],
  ],
  invite: [
    [
      /\b(?:come (?:over|to|along|round|with|by)|join (?:us|me)|(?:at|round|to) (?:mine|ours|my place|our place)|we are having|i am (?:hosting|having|throwing)|we are (?:hosting|throwing)|having (?:a|some) (?:people|friends)|want to come|fancy|up for|down for|rsvp|bring a|get together|hang out|let us (?:get|grab|go|do))\b/i,
      2,
    ],
    [
      /\b(?:(?:i|we) (?:have|got) (?:two|2|an extra|a spare|some|free) tickets?|want (?:\w+ )?to come|want (?:\w+ )?(?:\w+ )?there|starting a \w+(?: \w+)? (?:group|club|class)|game night|games night|housewarming|baby shower|surprise party)\b/i,
      3,
    ],
    [
      /\b(?:bbq|barbecue|party|drinks|dinner party|housewarming|picnic|game night|games night|movie night|get-together|playdate|celebration|launch|screening|gathering)\b/i,
      1,
    ],
    [/\b(?:\d{1,2}(?::\d{2})?\s?(?:am|pm)|mine|ours|saturday|sunday|friday|tonight)\b/i, 1],
    // A change of plan or a thing left at mine is news, not an invitation.
    [
      /\b(?:moved|postponed|rescheduled|pushed back|cancell?ed|changed|delayed|down for (?:maintenance|repairs?|an? upgrade))\b|\b(?:left|forgot|dropped)\b[^.]*\bat (?:mine|ours)\b/i,
      -2,
    ],
  ],
  congratulate: [
    [/\b(?:congrat\w*|well done|proud of|so proud|bravo|kudos)\b/i, 3],
    [
      /(?<!\b(?:i|we)(?: just| finally| have| had)?) (?:won|passed(?! away| on| (?:this morning|this afternoon|last night|yesterday|today|earlier|recently|peacefully|suddenly|overnight)\b)|graduated|(?:just |finally |officially )?retired|got engaged|got married|got (?:the|a new|a) (?:job|role|part|place|promotion)|got promoted|was promoted|made (?:partner|the team)|got (?:into|accepted)|finished (?:his|her|their|your|the|a)|completed|submitted|launched|published|released|played (?:their|his|her) first|nailed|smashed(?! (?:in|by|up))|killed it|scored|had (?:a|their|the) (?:baby|twins)|bought (?:a|their|his|her) (?:first )?(?:house|home|flat)|hit (?:\d|a|their|his|her)|broke (?:the|a) record)\b/i,
      3,
    ],
    [
      /(?<!\b(?:i|we) (?:just )?)\bstarted (?:at|a new job|his new job|her new job|their new job|as)\b|\bfirst (?:pay ?cheque|paycheck|pay slip|job|car|flat|apartment|solo)\b|\bmade (?:varsity|the team|the squad|the cut|the final|partner|captain)\b/i,
      3,
    ],
    [
      /\b(?:new job|new role|promotion|engagement|baby (?:girl|boy)|first (?:gig|trophy|marathon|house|home|book|novel|album|show)|brilliant today|were (?:great|brilliant|amazing|incredible|fantastic)|award|prize|milestone|record)\b/i,
      2,
    ],
  ],
  wish: [
    [
      /\b(?:in (?:the )?hospital|hospitali[sz]ed|surgery|operation|(?:her|his|their|your) op\b|recovering|birthday|bday|anniversary|good luck|get well|feel better|speedy recovery|safe travels|bon voyage|farewell|retiring|retirement|happy (?:holidays|new year|diwali|eid|hanukkah|christmas|easter|thanksgiving)|eid mubarak|mubarak|merry|new year)\b/i,
      3,
    ],
    [
      /\b\d{1,3}(?:st|nd|rd|th) (?:is|on|tomorrow|today|this)\b|(?<!\bhelp (?:\w+ )?)\b(?:exam|exams|interview|test|first day|big day|match|race|recital|audition|pitch|presentation|defen[cs]e|viva|surgery|operation|op|trip|flight|holiday|vacation|move) (?:is |starts )?(?:tomorrow|today|tonight|on|this|next|soon)\b/i,
      2,
    ],
    [
      /\b(?:flying|travelling|traveling|heading off|leaving for|moving to|starting (?:her|his|their|a) new|turns? \d{1,3})\b/i,
      2,
    ],
  ],
  console: [
    [
      /\b(?:shut down|went bust|went under|embarrassed|gutted|on (?:her|his|their|your) own now|moved into (?:a )?(?:care|nursing) home|(?:house|home|flat|car|shop|roof) (?:got|was|has been) (?:smashed|damaged|flooded|broken into|burgled|destroyed|wrecked)|got flooded|typhoon|hurricane|hailstorm|earthquake|wildfire|tornado|been dumped|marriage (?:has )?ended|(?:are|is) separating|hates? it|homesick|lonely|miserable|hit by a (?:car|bus|van|truck)|got run over|check (?:in )?on (?:him|her|them)|got (?:shouted|yelled|screamed) at|was crying)\b|\b(?:comfort|console|cheer (?:him|her|them|you) up|something supportive|be supportive|support (?:him|her|them|you)|reassure)\b|\b(?:you are|he is|she is|they are|you were|he was|she was) (?:so |really |super |pretty )?(?:bummed|gutted|devastated|heartbroken|crushed|stressed|upset|down|struggling|sad)\b|\bgot (?:cancell?ed|called off|postponed)\b/i,
      3,
    ],
    [
      /\byour (?:\w+ )?(?:mum|mom|mother|dad|father|husband|wife|son|daughter|partner|brother|sister|grandma|grandpa|nan|baby|child|kid)\b.*\b(?:hospital|icu|intensive care|emergency room|surgery|ill|sick|stroke|accident|heart attack|diagnosed)\b/i,
      4,
    ],
    [
      /\b(?:lost everything|burned down|burnt down|died|passed away|passing away|(?:grandma|grandpa|gran|granny|nan|nana|grandmother|grandfather|mum|mom|dad|mother|father|brother|sister|husband|wife|son|daughter|aunt|auntie|uncle|cousin|dog|cat|pet|friend|partner) (?:just |sadly )?passed(?= (?:this morning|this afternoon|last night|yesterday|today|earlier|recently|peacefully|suddenly|overnight)\b| ?[,.!;]| ?$)|put down|funeral|lost (?:the|a|his|her|their|my) (?:baby|dad|mum|mom|father|mother|husband|wife|son|daughter|job|dog|cat|pet|brother|sister|grandma|grandpa|nan|friend)|miscarriage|stillbirth|chemo|cancer|diagnos\w*|laid off|made redundant|let go|fired|dumped|broke up|split up|divorc\w*|grief|grieving|bereave\w*)\b/i,
      3,
    ],
    [
      /(?<!\b(?:i|we)(?: just)?) (?:failed|rejected|did not get|did not make|not accepted)\b|\b(?:closed (?:for good|down)|lost (?:the|their)|accident|injured|struggling|rough (?:week|time|day|patch)|tough (?:week|time|day)|hard time|going through|burgl\w*|robbed|flooded)\b/i,
      2,
    ],
    [
      /\b(?:you|he|she|they) (?:are|is|have been|has been|were|was|got|fell) (?:so |really )?(?:sick|ill|unwell)\b/i,
      2,
    ],
  ],
  remind: [
    [/\b(?:forgot last time|always forgets?|keeps? forgetting|tends to forget|might forget)\b/i, 3],
    [
      /\b(?:do not forget|reminder|remember to|remember that|is due|are due|due (?:by|on|today|tomorrow|friday|monday|end of|at)|deadline|expires?|runs out|make sure (?:you|to))\b/i,
      3,
    ],
    [
      /\b(?:tonight|tomorrow|end of day|this (?:evening|afternoon|morning))\b.*\b(?:need|bring|go forward|go back|starts?|runs?|at \d|appointment|booking)\b|\bclocks go\b|\bneed their\b|\bappointment (?:is|at|on)\b/i,
      2,
    ],
  ],
  follow_up: [
    [
      /\b(?:write again|(?:have|has) not had (?:a |any )?(?:reply|response|answer)|ask (?:him|her|them) again|(?:did not|didn't) (?:answer|reply|respond|get back)(?: to me)? yet|still (?:do not|don't) have|still (?:not|has not|have not|no|has|have|waiting|owes?)|never (?:showed|replied|got back|sent|came|turned up|arrived|paid)|have not heard|has not heard|no (?:reply|response|answer|word|news|update)|nothing back|heard nothing|any update|any news|chase|chasing|nobody has|no one has|nobody is (?:calling|getting|writing) (?:me )?back|no one is (?:calling|getting|writing) (?:me )?back|(?:called|emailed|chased|rang|messaged) (?:twice|three times|again)|asked (?:\w+ ){0,4}(?:twice|three times|several times|again)|been told|owes? (?:me|us)|has not paid|have not paid|not paid|overdue)\b/i,
      4,
    ],
    [
      /\b(?:since \d|weeks ago|days ago|a week ago|a month ago|it has been \d|promised (?:to|they|he|she))\b/i,
      2,
    ],
    // A promise whose date has passed: "lent him 200 … he said he'd pay me by end of march".
    [
      /\b(?:said|promised|swore) (?:he|she|they) (?:would|will) (?:pay|send|give|return|get back|bring)\b/i,
      3,
    ],
    [/\b(?:i|we) (?:lent|loaned|fronted) \w+/i, 1],
    [
      /\bonly \d+ (?:people|of you|person) (?:answered|replied|responded|voted)\b|, nothing\.?$|\bno one (?:answered|replied)\b/i,
      2,
    ],
  ],
  boundary: [
    [
      /\b(?:keeps?|kept) (?:on )?\w+ing\b|\bwithout (?:asking|checking|permission|calling)\b|\bno contact\b|\bdoes not chip in\b|\bbasically lives here\b|\bnot (?:okay|ok|acceptable|comfortable)\b|\bevery (?:single )?(?:time|night|day|weekend|evening|morning)\b|\bconstantly\b|\balways \w+ing\b|\b(?:crossing|crossed|over) (?:a|the) line\b|\bleave me alone\b|\bunannounced\b|\bmy (?:space|privacy|boundaries)\b/i,
      3,
    ],
    [
      /\b(?:ate|took|used|borrowed|finished|moved|broke|read|went through) my\b.*\bagain\b|\b(?:ate|took|used|borrowed) my\b|\bagain\b.*\bwithout\b/i,
      2,
    ],
    [
      /\b(?:messages?|texts?|calls?|emails?|rings?) me (?:on \w+ )?(?:at|after) (?:(?:9|10|11|12)(?::\d{2})?\s?pm|midnight)\b/i,
      3,
    ],
    [/\b(?:uses|takes|borrows|eats|reads|goes through) my\b|\bgave (?:my|the) password\b/i, 2],
    [
      /\b(?:only (?:in|during|within) (?:my )?(?:working|office|work|business) hours|outside (?:of )?(?:my )?(?:working|office|work|business) hours|after \d{1,2}h)\b/i,
      2,
    ],
    [
      /\b(?:at|after) (?:\d{1,2}(?::\d{2})?\s?pm|midnight)\b|\bon (?:my )?(?:weekends|days off|holiday)\b/i,
      1,
    ],
  ],
  negotiate: [
    // "client wants to pay net 60, i need net 14": their position, then mine.
    [
      /\b(?:wants?|wanted|offered|offering|quoted|asking|asked for)\b[^.]*?\b(?:i need|i want|i can do|i would do|i will do|i will take|i will pay|i am offering|i offer|counter)\b[^.]*\d/i,
      3,
    ],
    [
      // "offer to walk the dog" offers help; "offer to pay 500" is a price.
      /\b(?:offer(?:ed)?(?!\s+to\s+(?![^,.;!?]*\d))|counter-?offer|counter (?=with|at|them|him|her)|knock (?:something |it |a bit )?off|discount|cheaper|lower|haggle|meet (?:them|him|her|me) at|meet in the middle|split|half each|halves|half the (?:cost|price|bill|rent)|fifty-fifty|50\/50|in exchange|compromise|middle ground|take turns|pay rise|raise|salary)\b/i,
      2,
    ],
    // "Marcus is running it instead of me", "can we chat after lunch instead": a change, not a bargain, alone.
    [/\b(?:instead|alternate)\b/i, 1],
    [/\b(?:wants?|asking|listed at|charging|quoted|offered) [£$€]?\d/i, 3],
    // Two prices offered as a choice: "$750 as a rush job, or $500 by next wednesday".
    [/[£$€]\s?\d[\d,.]*k?\b.*\bor\b.*[£$€]\s?\d/i, 3],
    [
      /\bi want\b.*\b(?:can have|you have|she can|he can|they can)\b|\bif (?:you|he|she|they)\b.*\b(?:i will|i can|we will|we can)\b/i,
      3,
    ],
  ],
  share_news: [
    // Good news about an illness outweighs the illness: "cancer free!! 5 yrs clear today".
    [
      /\b(?:cancer[- ]free|in remission|(?:got )?the all clear|(?:\d+|five|ten) (?:yrs|years) clear|clean scan|clear scan)\b/i,
      6,
    ],
    [
      /(?:\b(?:i|we) |^|[.!] )(?:just |finally |officially |have )?(?:paid off|got(?! (?:charged|billed|overcharged|double|scammed|sick|ill|hurt|injured|fired|laid off|dumped|robbed|hacked|stuck|lost|rejected|cancelled|canceled|a (?:fine|ticket|parking|speeding)))|passed|bought|won|booked(?! (?:the|a|an) (?:table|room|slot|appointment|meeting|call|taxi|cab))|sold|adopted|finished|started|launched|moved(?! (?:the|it|my|our|your|them|out))|signed|got picked up|are opening|am opening|are moving|am moving|are engaged|am engaged|are pregnant|am pregnant|are expecting|am expecting|got engaged|got married|got the|got into|got accepted|got promoted|got a|made it|closed|hit|graduated)\b/i,
      2,
    ],
    [
      /\b(?:my|our) (?:son|daughter|kids?|boy|girl|baby|little one|twins) (?:just |finally )?(?:passed|got|won|walked|started|graduated|made|finished|said)\b|\b\w+ proposed(?= (?:to me|last night|yesterday|today|this weekend|on)\b|\s*[.!,]|$)|\bi said yes\b|\bbaby(?:'s| is) (?:here|born)\b|\b(?:it's|it is) a (?:girl|boy)\b|\bresults are in\b|\b(?:my|our) (?:novel|book|album|app|business|company|shop|café|cafe|startup|paper|article|song|film|application|offer|visa) (?:got|is|was|has)\b|\bengaged to\b|\bgot picked up\b|\bguess what\b|\bbig news\b|\bannounce\b|\bnews\b|\b(?:i|we) (?:finally )?paid off\b|\b(?:i|we) are getting married\b/i,
      4,
    ],
  ],
}

const FLOOR = 2
const LOSS =
  /\b(?:died|passed away|put down|funeral|miscarriage|stillbirth|lost (?:the|a|his|her|their|my) (?:baby|dad|mum|mom|father|mother|husband|wife|son|daughter|brother|sister))\b/i

/** On a tie the situation that most needs its own words wins: a chase before an invitation. */
const PRIORITY: readonly Exclude<Act, 'inform' | 'reply'>[] = [
  'console',
  'apologise',
  'follow_up',
  'boundary',
  'decline',
  'thank',
  'remind',
  'congratulate',
  'wish',
  'request',
  'negotiate',
  'share_news',
  'invite',
  'ask',
]

/** The act the described situation implies, or 'inform' when none is clear, with its score. */
export function actOfSituation(text: string): { act: Act; score: number } {
  const plain = expandContractions(text).text
  let best: Act = 'inform'
  let bestScore = 0
  for (const act of PRIORITY) {
    const score = CUES[act].reduce((sum, [pattern, weight]) => sum + (pattern.test(plain) ? weight : 0), 0)
    if (score > bestScore) {
      best = act
      bestScore = score
    }
  }
  // A death or a loss is never congratulated, invited to or announced as good news.
  if (LOSS.test(plain) && ['congratulate', 'invite', 'share_news', 'wish'].includes(best))
    return { act: 'console', score: bestScore }
  return bestScore >= FLOOR ? { act: best, score: bestScore } : { act: 'inform', score: 0 }
}
