import type { ActReading } from '../../models/reader/act-head'
import { scoreSentiment } from '../analyze/sentiment'
import { readReceived } from '../generate/request/received-message'
import { pastOf, verbPhraseToBase, verbPhraseToGerund } from '../generate/request/verb-forms'
import { execAll } from '../text/exec-all'
import { affirmative, lowerStart, negative, OR_TAIL, readWh } from './answers'
import { hurtIn, isCold } from './hurt'
import {
  cleanFocus,
  focusOf,
  isQuestion,
  PHATIC,
  prepared,
  QUESTION_START,
  REQUEST_START,
  sentencesOf,
  withoutSalutations,
} from './message-text'
import { demandOf, isPressure } from './pressure'
import { objectIn, topicPart } from './topics'
import { turnAround } from './turn-around'
import { readVote } from './votes'
import { findPlanWhen, findWhen, withoutWhen } from './when'

/** What their last message does, which decides the replies' stances. */
export type MessageKind =
  | 'pressure'
  | 'invitation'
  | 'plan_change'
  | 'permission'
  | 'request'
  | 'status'
  | 'about_me'
  | 'wh_question'
  | 'yes_no'
  | 'good_news'
  | 'bad_news'
  | 'complaint'
  | 'thanks'
  | 'apology'
  | 'compliment'
  | 'statement'
  | 'letdown'
  | 'choice'
  | 'affection'
  | 'same'
  | 'either'
  | 'venting'
  | 'shipped'
  | 'nerves'
  | 'awake'
  | 'nudge'
  | 'volunteer'
  | 'deadline'
  | 'offer'
  | 'reply_code'
  | 'at_door'
  | 'worried'
  | 'hurt'
  | 'vote'

/**
 * Their last message read from the writer's side: every phrase here is already turned around
 * (their "my sister" is "your sister"), without end punctuation, ready to go into a reply.
 */
export interface TheirMessage {
  kind: MessageKind
  /** The sentence the replies answer. */
  focus: string
  /** Their whole last message, shorthand spelled out. */
  text: string
  /** An earlier question in the same message that wants its own answer ("did you pay the bill?"). */
  also?: TheirMessage
  /** What is planned or offered, as a noun phrase: "drinks", "dinner at Mario's", "coming over". */
  what?: string
  /** The same as a verb phrase, when they said it that way: "grab drinks". */
  doing?: string
  when?: string
  /** What they asked the writer to do ("send you the slides") or leave to do ("borrow your drill"). */
  action?: string
  /** Their question or news as a statement from the writer's side: "the meeting is still on". */
  clause?: string
  /** In a complaint, what the writer did, from their side: "I was late again". */
  blame?: string
  /** "did you get the tickets?" → "got the tickets": the affirmative answer's predicate. */
  answer?: string
  /** "can we talk about it?": something to do together, not leave for the writer alone. */
  together?: string
  /** "can we do tomorrow instead?": the new time they propose. */
  proposed?: string
  /** "X: yes or no?": a verdict on X is asked. */
  verdict?: string
  /** Their question offers two options ("Tokyo time or London time"), rather than two things to like. */
  options?: string
  /** "will you be home, or shall I use my key?": the writer's two possible answers. */
  first?: string
  second?: string
  /** "someone needs to do the oven, bathroom, and hoover": the jobs a group asks people to take. */
  jobs?: string[]
  /** "Reply C to confirm or R to reschedule": the codes an automated text takes, in order. */
  codes?: string[]
  /** Either answer would do for them ("or shall I use my key?"), not a question of fact or taste. */
  eitherWay?: string
  /** "who's finished the milk": someone asks who did it. */
  whoever?: string
  /** A one-word answer with a full stop ("fine."): hurt they would rather not say. */
  cold?: string
  /** "sorry for dumping this on u, I feel so stupid": what they call themselves ("stupid"). */
  doubt?: string
  /** The no to their yes/no question: "I haven't been to Morocco". */
  refusal?: string
  /** Their wh-question as an embedded clause: "what time the movie starts". */
  embedded?: string
  /** The thing it is all about, for "about …": "your flight", "the couch". */
  topic?: string
  /** What a scam or a demand wants: "the code", "money". */
  demand?: string
  /** What pressure pushes the writer to do: "come tonight". */
  pushed?: string
  /** In a complaint, what they ask the writer to do from now on: "keep it down after 11pm". */
  fix?: string
  /** A debt they remind the writer of: "the £300 for the festival tickets"; `amount` is "£300". */
  owed?: string
  amount?: string
  /** An apology for being slow to reply or busy; `busy` is what keeps them busy: "the move". */
  slow?: string
  busy?: string
  /** News that they arrived somewhere: "yes"; the place, the weather and a treat it names. */
  arrived?: string
  place?: string
  weather?: string
  treat?: string
}

/** What one part of the reading found, before the message's own focus and text are added. */
type Read = Omit<TheirMessage, 'focus' | 'text'>

/** Verbs that only carry an activity: "grab drinks" is about the drinks. */
const LIGHT_VERB =
  /^(?:grab|get|have|go for|go to|go see|go|do|catch|hit|head to|come to|come for|join (?:us|me) (?:for|at)|join (?:us|me)|join)\s+/i

const INVITE_PATTERNS: RegExp[] = [
  /\bwhen (?:can|do|will|could) (?:I|we) see (?:you|u|each other) again\b|\bwhen are we (?:hanging out|meeting up|seeing each other)\b/i,
  /^(?:would|do|will) (?:you|u)(?: (?:and|&) [\p{L}'’]+| both| guys| two)? (?:like to|want to|wanna|fancy) (?:come|join(?: us)?)\b/iu,
  /\bwould be (?:lovely|great|nice|good|amazing) (?:if|to see) (?:you|u)(?: could)?(?: make it| come| join)?\b/i,
  /\bfree\b.*?\b(?:for|to)\s+(.+)$/i,
  /\b(?:do you want to|d'?you want to|want to|wanna|would you like to|would you be up for|would you be interested in|fancy|are you up for|up for|(?:are )?(?:you|u) down for|(?:are )?(?:you|u) down to|keen for|keen to|feel like|you free to|interested in)\s+(.+)$/i,
  /\b(?:are you (?:still )?(?:coming|going) to|you (?:still )?(?:coming|going) to|coming to|come to|join (?:us|me) (?:for|at))\s+(.+)$/i,
  /\b(?:how about|what about|shall we|should we|let'?s|can we|could we)\s+(.+)$/i,
  /\b(?:around|free|up|available|in town) for\s+(.+)$/i,
  /^(?:can|could|will|would) you(?: (?:and|&) [\p{L}'’]+| both| two| guys)? (?:make it|come|join us|join)\b/iu,
  /\bwho(?: is|'s)? (?:in|down|up|coming|keen|free) for\s+(.+)$/i,
  /\b(?:going to|gonna|should we|we should|when can we|can we|could we)\s+(?:ever\s+)?(?:actually\s+)?(meet(?: up)?|hang out|get together|see each other)\b/i,
  /\b(?:you(?:'re| are)? (?:still )?(?:in|down|coming|up for it|joining))\b/i,
]

/** "grab drinks at the Crown" → what: "drinks at the Crown", doing: "grab drinks at the Crown". */
function activityOf(phrase: string): { what: string; doing?: string } | undefined {
  const cleaned = phrase
    .replace(
      /\b(?:with (?:me|us|the (?:gang|girls|boys|team))|later|sometime|some time|maybe|or what|or not|at all)\b/gi,
      '',
    )
    .replace(/^(?:to|for)\s+/i, '')
    .replace(/\s+(?:and )?then\s+.*$/i, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/[\s,?!.]+$/, '')
    // "drinks at the Crown around 8" with its time taken out.
    .replace(/\s+(?:around|about|at|from|by|for|on|til|till|until)$/i, '')
    .trim()
  if (
    !cleaned ||
    /^(?:it|that|this|in|down|something|anything|stuff|another day|another time|sometime)$/i.test(cleaned) ||
    // "at ours this week" after "Sunday lunch": where, not what.
    /^(?:at|in|on|by)\s/i.test(cleaned)
  )
    return undefined
  const light = LIGHT_VERB.exec(cleaned)
  const rest = light ? cleaned.slice(light[0].length) : cleaned
  if (/^(?:something|anything|stuff|smth|sth|another day|another time|sometime|it)\b/i.test(rest))
    return undefined
  if (light) return { what: rest.split(/\s+(?:and )?then\s+/)[0] ?? rest, doing: cleaned }
  const first = cleaned.split(/\s+/)[0]?.toLowerCase() ?? ''
  if (/^(?:a|an|the|some|my|your|our|his|her|their)$/.test(first) || /s$/.test(first))
    return { what: cleaned }
  // "come over", "hang out", "help you move": said as "coming over".
  if (
    /^(?:come|hang|help|meet|play|watch|see|try|check|walk|run|swim|cook|bake|study|work|chill|stay|visit|move|drive|ride|celebrate|dance|shop|eat|drink|bring|take|pick|sit|call|climb|hike|skate|ski|surf|bowl|paint)\b/i.test(
      first,
    )
  )
    return { what: verbPhraseToGerund(cleaned), doing: cleaned }
  return { what: cleaned }
}

const ABOUT_ME =
  /^(?:how (?:are|r) (?:you|u)|how(?:'s|’s| is) it going|how have you been|how(?:'s|’s| is| was) (?:your|ur|the) |how did (?:your|ur|the|it) |how was |how(?:'s|’s) (?:life|things|work|everything)|what(?:'s|’s| is| are) (?:you|u) (?:up to|doing)|what(?:'s|’s) up|wyd|wbu|hbu|what about you|how about you|you (?:good|ok|okay|alright)|are you (?:ok|okay|alright|feeling better)(?! with\b| to\b)|did you (?:have|enjoy)|how have you been|how are you doing|how is (?:your|ur|the|everything|life|things|work)|everything (?:ok|okay|alright|good|all right)|all good|you alright)\b/i

const GOOD_NEWS =
  /\b(?:all clear|everything(?: is|'s) (?:normal|fine|ok|okay)|came back (?:normal|clear|negative)|just a cyst|benign|nothing serious|good news|such a relief|got the job|got in|(?:it|op|operation|surgery|procedure|scan) went (?:well|fine|great|really well)|(?:(?:have|has|'ve|just|finally|officially)\s+)+retired|got engaged|engaged|passed|promoted|promotion|pregnant|expecting|got accepted|accepted|won|new job|bought a house|got the house|got the flat|graduated|finally did it|we did it|i did it|best day|so happy|so excited|can't wait|got a puppy|got a dog|new puppy|(?:baby|baby girl|baby boy|she|he|they) (?:arrived|is here|was born)|born (?:at|this|last|on|yesterday|today)|named (?:her|him|them)|(?:a|our|their) little (?:girl|boy)|(?:I|we) start (?:in|on|next)|got the flat|got the place|got the keys|said yes|(?:got|landed|been offered|accepted) (?:the|a|an) (?:job|role|offer|position)|within (?:the )?normal range|results? (?:are|is|came back) (?:all )?(?:normal|clear|fine|good))\b|\bTHE JOB\b/i
const BAD_NEWS =
  /\b(?:crashed|accident|write-off|written off|shaken up|burgled|robbed|bad news|cancell?ed|gutted|heartbroken|not (?:great|good|well)|blew it|messed (?:it )?up|screwed (?:it )?up|bombed|went badly|so bad|died|passed away|lost|broke up|breakup|break-up|dumped|fired|laid off|didn't get|did not get|failed|rejected|sick|ill|hospital|hurt|injured|stressed|anxious|overwhelmed|exhausted|sad|upset|worried|lonely|depressed|awful|terrible|horrible|rough|the worst|crying|cried|cry|want to cry|tore [^.?!]{0,20} apart|humiliated|can't sleep|miss (?:you|him|her|them)|burnt out|burned out|struggling|tough day|bad day|shit day|had a fall|(?:fell|fallen) (?:over|down)|want to (?:walk out|quit|scream|cry|disappear|lie on the floor|hide)|nobody said (?:a thing|anything)|took (?:the )?credit|like it was (?:hers|his|theirs)|(?:since|after) [A-Z][a-z]+ passed|so quiet|don'?t (?:really )?know what to do with myself|broke (?:her|his|my|their) (?:hip|arm|leg|wrist|ankle)|in A&E|ambulance)\b/i
const COMPLAINT =
  /\b(?:your \p{L}+ (?:has|have) been[^.?!]{0,40}\bagain\b|(?:upset|annoyed|hurt|mad|angry|pissed|disappointed)\b[^.?!]{0,15}\b(?:that you|with you|at you)|(?:please )?stop (?:planning|doing|making|asking|booking)|why am I the last|why didn'?t you tell me|you didn'?t tell me|you said you(?:'d| would)|(?:kind of |kinda |really |so )?disappointed|not mad|you (?:left|bailed|flaked)|you(?:'re| are| were) (?:late|rude|always|never|so|being)|you\b[^.?!]{0,30}\bagain\b(?<!\b(?:can|could|would|will) you\b.*|\b(?:see|seeing|meet|meeting|hear from|talk to|hug|kiss) you again)|(?<!\b(?:can|could|would|will) )you (?:never|forgot|didn't|did not|said you would|were supposed to|promised|ignored|haven't|keep \p{L}+ing)|why didn't you|why haven't you|you could have|not cool|not okay|i'm (?:annoyed|disappointed|hurt|upset) (?:that|with you)|still waiting|left me on read|ghosted|(?:\b(?:you|u|it|this|that)|\bthe \p{L}+(?: for [\p{L} ]+?)?)\s+still (?:hasn'?t|haven'?t|isn'?t|not) (?:been |gone |come |arrived|paid|sent|done|fixed)|(?:this |that )?(?:really )?shouldn'?t have (?:slipped|happened)|getting (?:quite |really |very )?(?:irritated|annoyed|frustrated|impatient|fed up)|(?:couldn'?t|could not|can'?t) sleep|kept (?:us|me|the kids|everyone) (?:up|awake)|(?:second|third|fourth|fifth|\d+(?:st|nd|rd|th)) (?:time|weekend|night|day|week) (?:this|that|now|in)|(?:not|isn'?t) acceptable|unacceptable|not good enough|fed up with|not happy|you said (?:it|that|this|they) (?:was|were|would|worked)|(?:I'?m|I am) the last to (?:know|find out|hear)|had to hear (?:it )?from|(?:barking|crying|drilling|hammering) (?:(?:pretty much|basically|nearly) )?(?:non ?stop|all (?:day|night|morning|afternoon|evening)|for hours|since)|not even a (?:text|call|message|reply)|you had time to|you couldn'?t even|keeps? (?:getting|being) (?:left|dumped|parked|blocked)|(?:I'?m|I am) not (?:a|your) (?:post office|maid|cleaner|taxi|bank|servant|mum|mom|secretary))\b/iu
const PLAN_CHANGE =
  /\b(?:(?:running|be|am|I'm|gonna be|going to be)\b[^.?!]{0,24}\blate\b(?! (?:night|afternoon|morning|lunch|dinner))|running behind|stuck in traffic|on my way|omw|have to cancel|need to cancel|got to cancel|can't make it|cant make it|can we (?:push|move|reschedule|postpone|do it later|do it earlier)|could we (?:push|move|reschedule|postpone)|push (?:it|dinner|lunch|the \w+) (?:back|to)|rain ?check|something came up|change of plans?|(?:is|are) cancell?ed|postponed|moved to)\b/i

const HEADLINE =
  /^(?:(?:ok|so|well)\s+)?(?:(?:bad|good|big|great|some|sad) (?:news|update)|guess what|i have a confession|update|news)\b/i

function rawNews(sentences: readonly string[]): string | undefined {
  return sentences
    .map(cleanFocus)
    .find(
      (sentence) =>
        sentence.split(/\s+/).length > 2 &&
        !HEADLINE.test(sentence) &&
        !/^(?:it is|this is|it's) \p{Lu}/u.test(sentence),
    )
}

/** The sentence that carries their news: the first that says something, not its headline ("bad news"). */
function newsClause(sentences: readonly string[]): string | undefined {
  const telling = sentences
    .map((sentence) =>
      cleanFocus(sentence).replace(
        /^(?:(?:don'?t|do not) (?:panic|worry|freak out),?\s+(?:but\s+)?|not to worry,?\s+(?:but\s+)?|I (?:can'?t|cannot) believe|apparently|honestly|so basically|basically|(?:ugh\s+)?(?:I )?(?:just )?(?:got told|found out|heard|been told|was told|got a call|had a call)[,:]?)\s*(?:that\s+)?/i,
        '',
      ),
    )
    .filter(
      (sentence) =>
        (sentence.split(/\s+/).length > 2 || GOOD_NEWS.test(sentence) || BAD_NEWS.test(sentence)) &&
        !HEADLINE.test(sentence) &&
        !PHATIC.test(sentence) &&
        !isQuestion(sentence) &&
        !/^(?:it is|this is|it's) \p{Lu}/u.test(sentence),
    )
  const news = telling.find((s) => GOOD_NEWS.test(s) || BAD_NEWS.test(s))
  const chosen =
    news ?? telling.find((s) => !/^(?:sorry|so sorry|I'm sorry|apologies)\b/i.test(s)) ?? telling[0]
  return chosen
    ? lowerStart(turnAround(chosen)).replace(
        /\b(you're|you are|you've been|you were) (?:so|really|super|kinda|kind of|a bit|very) /i,
        '$1 ',
      )
    : undefined
}

const LEFT_OUT =
  /\b(?:had to hear (?:it |about it )?from|(?:I'm|I am) the last to (?:know|find out|hear)|why didn'?t (?:you|u) tell me|(?:you|u) didn'?t (?:even )?tell me)\b/i

/** "sorry for dumping this on u": an apology for having told the writer how they feel. */
const VENTING =
  /\b(?:dumping|dump(?:ed)? (?:this|all this|that|it)|venting|vent|rant(?:ing)?|rambling|ramble|offloading|moaning|whinging|whining|oversharing|trauma ?dump(?:ing)?|being (?:so |such )?(?:dramatic|emotional|a mess|a downer|negative|needy)|the essay|(?:such a|this) long (?:message|text)|all (?:this|that) on (?:you|u))\b/i
/** Praise of the writer or what they did: "you have such a lovely smile", "you were actually SO good". */
const PRAISE =
  /\b(?:you have (?:a |such a )?(?:really |such |the |so )?(?:nice|great|beautiful|lovely|good|amazing|gorgeous|cute|infectious) \p{L}+|(?:really |so |very )?(?:nice|great|good|amazing|brilliant) (?:work|job)|well done|kudos|you (?:look|looked|are|were) (?:(?:so|really|absolutely|incredibly|actually|honestly|genuinely|literally) )*(?:amazing|beautiful|gorgeous|great|cute|hot|stunning|incredible|the best|good|lovely|handsome|pretty|fit|unreal)|(?:your|ur) (?:\p{L}+ )?(?:photo|pic|picture|garden|hair|outfit|dress|cooking|place|flat|house) (?:is|looks|looked|was) (?:so |really |absolutely )?(?:unreal|amazing|gorgeous|beautiful|stunning|great|lovely|incredible)|proud of you|you're (?:so )?(?:amazing|sweet|funny|the best|cute))\b/iu

/** "I had a really lovely time last night": a date that went well, said to the writer. */
export const GOOD_TIME =
  /\b(?:I |we )?(?:had|have had) (?:a |such a )?(?:(?:really|so|very|truly) )?(?:lovely|great|amazing|fun|wonderful|brilliant|fab|fantastic|class|best) (?:time|night|evening|day|date)\b/i

/** "sorry i've been quiet … not really in a good place": a sorry that comes with needing support. */
const DISTRESS =
  /\b(?:not (?:really |in )?(?:in )?a (?:good|great) place|exhausted all the time|struggling|can'?t cope|burn(?:ed|t) out|falling apart|(?:really|so|pretty) low|been low|having a (?:really )?(?:hard|rough|tough) time|(?:really |so )?overwhelmed|been (?:so )?distant)\b/i
/** "i'm actually kind of nervous lol": nerves before something, to reassure rather than pity. */
const NERVES =
  /\b(?:nervous|bricking it|(?:so |a bit |kinda |kind of )?scared about|terrified about|freaking out about|butterflies)\b/i
/** "I just feel so stupid": what they call themselves, for "you're not stupid at all". */
const DOUBT =
  /\bI (?:just |honestly |literally )?feel (?:so |really |like (?:such )?|such )?(stupid|useless|dumb|an idiot|idiot|a failure|failure|pathetic|silly|worthless|hopeless|a mess)\b/i
/** Noise a neighbour complains about: the complaint is about the noise, whatever the occasion was. */
const NOISE =
  /\b(?:noise|noisy|music|loud|party|partying|bass|bark(?:ing)?|drilling|hammering|(?:til|till|until) \d|\d\s?am\b|(?:couldn'?t|could not|can'?t) sleep|kept (?:us|me|the kids|everyone) (?:up|awake)|woke (?:us|me|the)|shouting|screaming)\b/i
const NOISE_WORDS =
  /\b(?:noise|noisy|music|loud|party|partying|bass|bark(?:ing)?|drilling|hammering|shouting|screaming)\b/i
/** "sent it yesterday with DPD … shld arrive thurs": their news that something is on its way to the writer. */
const SHIPPED = /\b(?:sent|posted|shipped|dispatched|mailed|couriered|dropped (?:it|them) off at)\b/i
const PARCEL =
  /\b(?:tracking|arrive|arriving|delivery|delivered|courier|dpd|ups|dhl|fedex|royal mail|hermes|evri|usps|parcel|package|post office|first class|second class|recorded)\b/i

/** "since Harold passed the house feels so quiet": a loss, whatever thanks come with it. */
const LOSS =
  /\b(?:passed away|died|funeral|(?:since|after) \p{Lu}\p{L}+ passed|(?:my|our|her|his) (?:\p{L}+ )?(?:grandpa|grandad|granddad|grandma|granny|nan|nana|mum|mom|dad|uncle|aunt|auntie|husband|wife|brother|sister|friend|dog|cat) (?:passed|died)|lost (?:my|her|his|our) (?:mum|mom|dad|husband|wife|son|daughter|brother|sister|baby|grandma|grandad|nan|dog|cat)|put to sleep|(?:had|have|get|got|having) (?:\p{Lu}\p{L}+|him|her|them|(?:my|our|the|her|his) (?:\p{L}+ )?(?:dog|cat|pup|puppy|rabbit|horse|boy|girl)) put down)\b/iu
/** "my mum cried lmaooo 💀": crying with laughter. */
const LAUGHING = /\b(?:lmao+|lol+|haha+|hahaha+|dead|crying laughing)\b|💀|😂|🤣/i

const LETDOWN =
  /\b(?:not feeling (?:a|the|any)?\s*(?:romantic )?(?:connection|spark|chemistry)|don'?t think we'?re a (?:good )?match|not (?:really )?looking for anything|(?:just|only) (?:be )?friends|not ready for a relationship|(?:seeing|met) someone(?: else)?|not interested in (?:dating|seeing)|decided to go (?:with|in) (?:another|a different)|position has been filled|not moving forward)\b/i

const POLITE_COMPLAINT =
  /\b(?:(?:just )?wondered if (?:you|u)(?:'d| had)? (?:noticed|realised|realized|been aware)|not sure if (?:you|u)(?:'re| are) aware|(?:i )?only mention(?:ed)? it|(?:a (?:little|bit) |quite |rather )?(?:surprised|concerned) (?:to see|to find|by)|(?:wasn'?t|was not) mentioned|not what we (?:agreed|discussed)|perhaps I misunderstood|I must say)\b/i

/** "Priya cancelled on me AGAIN", "my boss keeps …": someone else did it. */
const SOMEONE_ELSE_DID =
  /(?:^|[.!?]\s+|\b(?:and|but|so)\s+)(?:\p{Lu}\p{Ll}+|my (?:boss|manager|mum|mom|dad|sister|brother|landlord|flatmate|housemate|roommate|ex|friend|neighbour|neighbor)|(?:he|she|they))\s+(?:has |have |just |literally |actually )?(?:cancelled|canceled|bailed|flaked|forgot|ignored|stood|ghosted|never|keeps|didn'?t|did not|won'?t|is still|still hasn'?t|hasn'?t|blamed|took)\b/u

/** "sorry not guys just you lol": a sorry in jest. */
const JOKING_SORRY = /\bsorry\b[^.!?]{0,30}\b(?:lol|haha+|jk|lmao)\b/i

/** "Sorry to bother you, but …": a courtesy before the point, not an apology to accept. */
const POLITE_SORRY =
  /\b(?:so )?sorry (?:to (?:bother|trouble|disturb|interrupt|be a pain|message|text|ask|chase|nag|hassle)|for (?:the (?:late|random|long|early) (?:message|text|reply)|bothering|the bother))\b/gi

function messageKind(text: string, focus: string, acts: ActReading | undefined): MessageKind {
  const lower = text.toLowerCase()
  if (LETDOWN.test(text)) return 'letdown'
  if (/\b(?:i )?miss (?:you|u)\b|\bwish you were here\b/i.test(text)) return 'affection'
  if (LOSS.test(text)) return 'bad_news'
  if (
    /\b(?:born (?:at|this|last|on|yesterday|today)|was born|named (?:her|him)|baby (?:girl|boy)? ?(?:arrived|is here))\b/i.test(
      text,
    )
  )
    return 'good_news'
  if (
    /\b(?:well done|great job|excellent|brilliant work|nice work|kudos|proud of you|(?:you're|you are) (?:so |really |actually |honestly )?(?:good|great|amazing|brilliant|talented|gifted) at\b|(?:you're|you are) (?:so |really )?talented|you should do (?:it|this|that) for a living)\b/i.test(
      text,
    ) &&
    !/\bthank (?:you|u) for (?:your|the) help\b/i.test(text)
  )
    return 'compliment'
  if (GOOD_TIME.test(text)) return 'compliment'
  // "Flight landed safely in Manila 🙏 thank you for all the prayers": the news is the landing.
  if (
    /\b(?:landed|arrived|got (?:home|here|there|in)|made it (?:home|here|there)?)\s*(?:safe(?:ly)?|ok(?:ay)?|in one piece)\b|\blanded safely\b/i.test(
      text,
    )
  )
    return 'good_news'
  // "Thanks. That's the third time this month the report has been late though": the thanks is manners.
  if (
    COMPLAINT.test(text) &&
    /\b(?:though|but|however)\b/i.test(text) &&
    /\b(?:you|your|u|ur)\b|\b(?:the|this) \p{L}+ (?:has|have) been\b/iu.test(text)
  )
    return 'complaint'
  if (/\b(?:thank|thanks|thx|appreciate (?:it|you|that)|you're a lifesaver|you saved me)\b/i.test(lower))
    return 'thanks'
  // "Priya cancelled on me AGAIN": a complaint about someone else, to commiserate with.
  if (COMPLAINT.test(text))
    return !/\b(?:you|u|your|ur|you're|youre)\b/i.test(text) && SOMEONE_ELSE_DID.test(text)
      ? 'statement'
      : 'complaint'
  // "the music from your flat was really loud past midnight again. Some of us have to get up at 5."
  if (
    NOISE_WORDS.test(text) &&
    /\b(?:again|some of us|have to get up|trying to sleep|past midnight|after midnight|work in the morning|(?:your|ur) (?:flat|place|house|party))\b/i.test(
      text,
    )
  )
    return 'complaint'
  const hardNews = sentencesOf(text).some(
    (sentence) => BAD_NEWS.test(sentence) && !/\bsorry\b/i.test(sentence),
  )
  if (
    hardNews &&
    /\b(?:died|passed away|biopsy|hospital|cancer|diagnos|not great|fired|laid off|broke up|dumped|had a fall|ambulance|A&E|(?:her|his) hip)\b/i.test(
      text,
    )
  )
    return 'bad_news'
  if (/\bsorry\b/i.test(lower) && (VENTING.test(text) || DISTRESS.test(text))) return 'venting'
  if (NERVES.test(text) && !BAD_NEWS.test(text.replace(NERVES, ''))) return 'nerves'
  if (
    (/^(?:sorry|so sorry|i'm sorry|i am sorry|apologies|my bad)\b/i.test(focus) &&
      !JOKING_SORRY.test(text)) ||
    /\b(?:sorry(?! to hear| for your loss| about your)|my bad|i apologi[sz]e)\b/i.test(
      // "sorry not guys just you lol": a joking sorry apologises for nothing.
      lower.replace(POLITE_SORRY, '').replace(new RegExp(JOKING_SORRY.source, 'gi'), ''),
    )
  )
    return 'apology'
  if (PRAISE.test(text)) return 'compliment'
  if (GOOD_NEWS.test(text) && !/\b(?:didn't|not|never)\b.*\b(?:get|pass)/i.test(text)) return 'good_news'
  if (LAUGHING.test(text) && !LOSS.test(text)) return 'statement'
  // What the words' sentiment would only guess, the red flags and the learned act reader read.
  const hurt = hurtIn(text, acts)
  if (hurt) return hurt
  const sentiment = scoreSentiment(text).score
  if (BAD_NEWS.test(text) || sentiment < -1) return 'bad_news'
  if (sentiment > 2 && /\b(?:I|we|my|our)\b/i.test(text)) return 'good_news'
  return 'statement'
}

/** "you still owe me £300 from the festival tickets": money the writer owes them. */
const DEBT =
  /\byou (?:still )?owe me ([£$€]\s?\d[\d,.]*k?|\d[\d,.]*\s?(?:quid|pounds|dollars|euros|bucks))(?:\s+(?:from|for)\s+([^.,!?]+))?/iu
/** "you still owe me for the Kendrick tickets. $75": the reason first, then the amount. */
const OWED_FOR = /\byou (?:still )?owe me for ((?:the )?[^.!?\n£$€]+?)[\s.!?]+([£$€]\s?\d[\d,.]*k?)/iu
/** "it's £45. I've asked like 3 times now. send it TODAY": their money, chased. */
const CHASED =
  /([£$€]\s?\d[\d,.]*k?)(?=[\s\S]*\b(?:asked (?:you )?(?:like |about )?(?:\d|two|three|four|several|many|so many) times|still waiting|send it (?:today|now|tonight|asap)|pay (?:me|it) back|transfer it|(?:monzo|venmo|paypal|revolut|transfer|bank transfer) me|it'?s been \d+ weeks)\b)()/iu
/** "please keep it down after 11pm" inside a complaint: what the writer should do from now on. */
const PLEA =
  /\b(?:please|pls|can you|could you)\s+((?:keep|stop|turn|don'?t|do not|not|try|make sure|avoid|move|be more|be a bit|let me know before)\b[^.!?,;]*)/i
const NUISANCE =
  /\b(?:noise|noisy|music|loud|party|bark(?:ing)?|went on|for hours|woke|wake|disturb|blocking|blocked|last night|this morning|yesterday|until \d|till \d|\d\s?am\b|parking|parked|bins?|mess|smell|rubbish|again|every (?:night|day|time|weekend)|newborn|baby|kids? (?:are|were) (?:trying to )?sleep)/i
const SLOW =
  /\b(?:slow|late) (?:to|in|at) (?:reply|replying|respond|responding|get(?:ting)? back|answer)|\bslow (?:replies|reply|to text)|\b(?:been|being|I'm|I am) (?:so |a bit |really )?(?:quiet|mia|awol|slow|distant|rubbish at replying|bad at replying|off the grid)\b|\bhaven'?t (?:replied|been replying|texted|messaged)|\bnot replying|\blate reply|\b(?:if|that) I (?:go|am|'m) (?:quiet|mia|slow)/i

/** "I'm moving apartments" → "the move"; "I've got exams" → "exams": what keeps them busy, from the writer's side. */
function busyOf(text: string): string | undefined {
  const doing = /\bI(?:'m| am)\s+((?:\p{L}+ing)\b[^.,!?]*?)(?=\s+and\b|\s+this\b|\s+rn\b|[.,!?]|$)/u.exec(
    text,
  )?.[1]
  const having =
    /\bI(?:'ve| have)(?: got)?\s+((?:my |the |so many |loads of |a lot of )?\p{L}+(?: \p{L}+)?)(?=\s+and\b|\s+this\b|[.,!?]|$)/u.exec(
      text,
    )?.[1]
  const busy = doing ?? having
  if (!busy || /^(?:been|being|going to|gonna|so|really|just|not)\b/i.test(busy)) return undefined
  if (/^moving\s+(?:apartments?|house|flats?|home|out|in)\b/i.test(busy)) return 'the move'
  return turnAround(busy).replace(
    /\s+(?:all|this|next) (?:week|weekend|day|month)$|\s+(?:at the moment|atm|rn|right now|lately)$/i,
    '',
  )
}

/** Their news that they arrived somewhere, with what it says of the place: "just landed in Lisbon, it's 28 degrees". */
function arrivalOf(text: string): Read | undefined {
  const arrived =
    /(?:^|[.!?]\s+|\b(?:I|we|I've|we've|I have|we have|finally|just|(?:the )?(?:flight|plane|train)(?: has)?)\s+)(?:finally\s+|just\s+)?(?:landed|arrived|touched down|made it|got here|got in|checked in)\b(?:\s+safe(?:ly)?)?(?:\s+(?:in|at|to)\s+((?:the\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*))?/u.exec(
      text,
    )
  if (!arrived) return undefined
  const place = arrived[1] ?? /\b(?:in|at)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*)/u.exec(text)?.[1]
  const weather = /\b(\d{1,2}\s?(?:degrees|°c?))/iu.exec(text)?.[1]
  const treat =
    /\b(?:had|ate|tried|eaten|eating|having|drinking|drank)\s+(?:(?:already|my first|our first|the|some|a|an|\d+|two|three|four|so many|too many)\s+)*(\p{L}[\p{L}'’]*(?:\s+(?:de|of|con|and|au)\s+\p{L}[\p{L}'’]*|\s+\p{L}[\p{L}'’]*)?)/iu.exec(
      text,
    )?.[1]
  return {
    kind: 'good_news',
    arrived: 'yes',
    ...(place && !/^(?:I|The)$/.test(place) ? { place } : {}),
    ...(weather ? { weather } : {}),
    ...(treat && !/^(?:a|an|the|to|it|been|no|nothing)$/i.test(treat) ? { treat: turnAround(treat) } : {}),
  }
}

/** "we still need ppl for: setting up chairs, the cake stall and …": the jobs on offer. */
const JOB_LIST =
  /(?:need (?:ppl|people|someone|volunteers|help|hands|folks) (?:for|with)|someone (?:needs|has) to (?:do|take|bring|sort|cover)|(?:jobs|tasks) (?:are|left|still open)|still need(?: ppl| people| someone| volunteers)?(?: for| to|:))\s*:?\s*([^.?!]+)/i
const ASKS_WHO =
  /\b(?:who can|who could|who'?s (?:doing|taking|up for)|who wants|anyone|any volunteers|can we split|can (?:you|u|someone) (?:take|do)|who is (?:doing|taking))\b|\?/i

function jobsIn(text: string): string[] | undefined {
  const list = JOB_LIST.exec(text)?.[1]
  if (!list || !ASKS_WHO.test(text)) return undefined
  const jobs = list
    .split(/,\s*(?:and\s+|&\s+)?|\s+and\s+|\s+&\s+|\s*\d\)\s*/)
    // "1) someone on the float 2) two people for setup … 4) cakes obv": the job, not who does it.
    .map((job) =>
      job
        .trim()
        .replace(
          /^(?:someone|somebody|a person|\p{L}+ (?:people|ppl)|(?:people|ppl))\s+(?:on|for|to do|to)\s+/iu,
          '',
        )
        .replace(/\s+(?:if (?:anyone|someone|you)\b.*|obv|obvs|pls|please)$/i, '')
        .replace(/[\s,;:]+$/, ''),
    )
    .map((job) => turnAround(job))
    .filter((job) => job && !/^(?:someone|somebody|anyone|a person|ppl|people)\b/i.test(job))
    // "bathroom" alone reads "the bathroom"; "hoover everywhere" is said as it is.
    .map((job) => (/^\p{Ll}+$/u.test(job) && !/ing$/.test(job) ? `the ${job}` : job))
  return jobs.length >= 2 ? jobs : undefined
}

/**
 * Messages read before anything else: a parcel on its way, "u up?", a bare "well??", a list of
 * jobs for the group, a seller's deadline. Each asks for one plain kind of answer.
 */
function readShortAsk(text: string, sentences: readonly string[], raw: string): Read | undefined {
  const last = cleanFocus(sentences.at(-1) ?? '')
  if (/^(?:are )?(?:you|u) (?:still )?(?:up|awake|there|around|alive)$/i.test(last)) return { kind: 'awake' }
  if (/^(?:well|so+|and|annnd|hello+|helloo+|oi+|\?+)$/i.test(last)) return { kind: 'nudge' }
  // "Reply C to confirm or R to reschedule", "Reply YES or NO": an automated text answered by code.
  const codes = [
    ...execAll(
      raw,
      /\b(?:reply|text|respond)(?: with)? ["“']?([A-Z0-9]{1,4}|yes|no|y|n)["”']?(?= to\b| or\b|[,.]|$)/gi,
    ),
  ]
    .map((m) => (m[1] ?? '').toUpperCase())
    .concat(
      [
        ...execAll(
          raw,
          /\b(?:reply|text)\s+(?:["“']?[A-Z0-9]{1,4}["”']? to [^,.;]+?,?\s+)?or\s+["“']?([A-Z0-9]{1,4})["”']?\s+to\b/gi,
        ),
      ].map((m) => (m[1] ?? '').toUpperCase()),
    )
    .concat(
      /\breply (YES) or (NO)\b/i
        .exec(raw)
        ?.slice(1, 3)
        .map((code) => code.toUpperCase()) ?? [],
    )
    .filter((code) => code && code !== 'STOP' && code !== 'HELP')
  const distinctCodes = [...new Set(codes)]
  if (distinctCodes.length > 0) return { kind: 'reply_code', codes: distinctCodes }
  // "I'm here now, where are u?": they are waiting for the writer.
  if (
    /^where (?:are|r) (?:you|u)(?: now)?$/i.test(last) &&
    /\b(?:I'?m here|here now|I'?ve arrived|just arrived|waiting)\b/i.test(text)
  )
    return { kind: 'at_door' }
  // "I'm outside with your order, can you come down or buzz me in?"
  if (
    /\b(?:(?:I'?m|I am|we'?re|been waiting|waiting) (?:\d+ min(?:ute)?s )?outside|I'?m here,|at (?:the|your) (?:door|gate|front door)|downstairs now|been waiting outside)\b/i.test(
      text,
    ) &&
    /\b(?:come down|coming down|buzz (?:me|us) in|let (?:me|us) in|open the (?:door|gate)|are you (?:coming|home|in)|where are you|can'?t wait (?:long|here)|bus stop|double yellows?|meter'?s running)\b/i.test(
      text,
    )
  )
    return { kind: 'at_door' }
  // "did i say something wrong? its fine if you're not interested": worry, answered with reassurance.
  if (
    /\b(?:(?:I'?m|I am) (?:getting )?(?:really |so |a bit )?(?:worried|scared|panicking)|(?:you'?re|you are) not (?:picking up|answering)|are you (?:ok|okay|safe|alright)\?{2,}|did I (?:say|do) something wrong|are you (?:mad|angry|upset|annoyed) (?:at|with) me|have I (?:upset|annoyed|done something)|if you'?re not interested|are we ok(?:ay)?|is everything ok(?:ay)? with us|you'?ve gone quiet|you went quiet)\b/i.test(
      text,
    )
  )
    return { kind: 'worried' }
  if (SHIPPED.test(text) && PARCEL.test(text) && !text.includes('?')) return { kind: 'shipped' }
  const jobs = jobsIn(text)
  if (jobs) return { kind: 'volunteer', jobs }
  if (/\b(?:your preference|which (?:suits|works|is better)|let (?:us|me) know which)\b/i.test(text)) {
    const [topic, clause] = whensIn(text)
    if (topic && clause) return { kind: 'choice', topic, clause, options: 'yes' }
  }
  if (
    !/\b(?:deposit|hold it|up ?front)\b/i.test(text) &&
    /\b(?:(?:other|more|\d+ other) (?:people|buyers|ppl) (?:asking|interested|after it)|goes to the next (?:person|people|buyer|one|couple)|next person (?:on the list|in line)|sell it to someone else|someone else (?:wants|is interested))\b/i.test(
      text,
    )
  )
    return { kind: 'deadline' }
  return undefined
}

/**
 * Reads their last message (normalised shorthand) and what it asks of the writer; `acts` is the
 * encoder's reading of the message when the reader is live.
 */
export function readTheirMessage(message: string, acts?: ActReading): TheirMessage {
  const text = prepared(message)
  const sentences = withoutSalutations(sentencesOf(text))
  const focus = focusOf(sentences)
  // "come over from 6" in a message that says "Saturday evening": the day says more than the hour.
  const focusWhen = findWhen(focus)
  const textWhen = findPlanWhen(text) ?? findWhen(text)
  const when =
    focusWhen && !(/^(?:from|at|around)\s/i.test(focusWhen) && textWhen && !/\d/.test(textWhen))
      ? focusWhen
      : textWhen
  const base = { focus, text, ...(when ? { when } : {}) }
  // A debt they remind the writer of is owned and paid, not answered as pressure or news.
  const owedFor = OWED_FOR.exec(text)
  const debt = DEBT.exec(text) ?? (owedFor ? ['', owedFor[2], owedFor[1]] : undefined) ?? CHASED.exec(text)
  if (
    debt?.[1] &&
    !/\b(?:link|code|gift ?card|account number|click|sort code|new number|bank)\b/i.test(text)
  ) {
    const amount = debt[1].trim().replace(/[.,]+$/, '')
    const reason = debt[2] ? turnAround(debt[2].trim()) : undefined
    return {
      ...base,
      kind: 'complaint',
      amount,
      owed: reason ? `the ${amount} for ${reason}` : `the ${amount}`,
      ...(reason ? { topic: reason } : {}),
    }
  }
  const early = readShortAsk(text, sentences, message)
  if (early) return { ...base, ...early }
  // "can we stay with you for 3 days?": their visit, the writer's to allow.
  const stay = /^can (?:we|I) ((?:stay|crash|sleep|come and stay|visit)\b.*\bwith (?:you|u)\b.*)$/i.exec(
    focus,
  )
  if (stay?.[1]) {
    const action = turnAround(stay[1])
    return { ...base, kind: 'permission', action, ...topicPart(action, when) }
  }
  // "any update on the Hargreaves invoice?": a request for news of the writer's own work.
  const update = /^any (?:update|news|progress|word)s? (?:on|about|re|with) (.+)$/i.exec(focus)
  if (update?.[1]) {
    const action = `get you an update on ${turnAround(update[1])}`
    return { ...base, kind: 'request', action, ...topicPart(turnAround(update[1]), when) }
  }
  // "who's finished the oat milk and not replaced it 🙃": whoever did it is asked to own up.
  const culprit =
    /^who(?:'s| is| has)? (?:finished|eaten|ate|taken|took|left|broken|broke|used|moved|borrowed|nicked|stolen|drunk|drank)\s+(.+?)(?:\s+and\b.*)?$/i.exec(
      focus,
    )
  if (culprit?.[1])
    return { ...base, kind: 'statement', whoever: 'yes', ...topicPart(turnAround(culprit[1]), when) }
  const vote = readVote(message)
  if (vote) return { ...base, kind: 'vote', ...vote }
  if (isPressure(text)) {
    const demand = demandOf(text)
    const pushed =
      /\bif (?:you|u) (?:don't|do not|won't|can't) (\p{L}+(?:\s+[^,.!?]+?)?)(?=,|\.|$| (?:then|don't|I'll|we'll))/iu.exec(
        text,
      )?.[1] ??
      /\b(?:you|u) (?:never|don't|do not|didn't|won't) (\p{L}+(?: (?:me|us|her|him|home|back))?)/iu.exec(
        text,
      )?.[1] ??
      /\b(?:need|want) (?:you|u) to (\p{L}+(?:\s+[^,.!?]+)?)/iu.exec(text)?.[1] ??
      /\b(?:you(?:'d| would| should| need to| have to| better| must| will)|just)\s+((?:not\s+)?\p{L}+(?:\s+[^,.!?]+)?)/iu.exec(
        focus,
      )?.[1]
    return {
      ...base,
      kind: 'pressure',
      ...(demand ? { demand } : {}),
      ...(pushed && !demand
        ? { pushed: turnAround(pushed).replace(/\s+(?:or|if|and|anymore|any more)(?:\s.*)?$/i, '') }
        : {}),
      clause: turnAround(focus),
    }
  }
  // "the music went on until 2am … please keep it down after 11pm": a complaint that asks for a fix.
  // The focus has lost its "please"; the sentence it came from still has it.
  const plea =
    PLEA.exec(focus) ?? PLEA.exec(sentences.find((sentence) => cleanFocus(sentence) === focus) ?? '')
  if (plea?.[1] && (COMPLAINT.test(text) || NUISANCE.test(text))) {
    const fix = turnAround(
      plea[1]
        .trim()
        .replace(/[\s.!?]+$/, '')
        .replace(/,?\s+(?:please|pls|thanks|thank you)$/i, ''),
    )
    const said = rawNews(
      sentences.filter(
        (sentence) =>
          !PLEA.test(sentence) &&
          !/^(?:hey|hi|hello)?[,\s]*sorry to bother\b[^,]*,?\s*(?:but)?\s*$/i.test(sentence),
      ),
    )?.replace(/^sorry to bother(?: you)?,?\s*(?:but\s+)?/i, '')
    // "the barking this morning went on for hours": what happened is the sentence's subject.
    const subject =
      /^((?:the|your|my|our|all the)\s+[^,]+?)\s+(?:went|was|were|is|are|has|have|kept|woke|started|goes|keeps|carried)\b/i.exec(
        said ?? '',
      )?.[1]
    const about = NOISE_WORDS.test(text)
      ? { topic: 'the noise' }
      : subject
        ? { topic: turnAround(subject) }
        : said
          ? topicPart(said, findWhen(said))
          : {}
    return { ...base, kind: 'complaint', fix, ...about }
  }
  // "you're more than welcome to pop over", "please reply so I can book the table, need numbers":
  // an invitation, whatever "hope that's ok?" comes with it.
  if (
    /\b(?:you'?re|you are|u r) (?:more than |very |always |all )?welcome to (?:pop|come|join|drop|swing)\b/i.test(
      text,
    ) ||
    (/\b(?:need numbers|reply so I can book|RSVP|numbers by)\b/i.test(text) && !sentences.some(isQuestion))
  ) {
    const told = newsClause(sentences) ?? ''
    const plan = planIn(text) ?? activityOf(told)?.what
    // The plan's day, not the day they need an answer by.
    const planWhen = findPlanWhen(told) ?? findWhen(told) ?? when
    return {
      ...base,
      kind: 'invitation',
      ...(planWhen ? { when: planWhen } : {}),
      ...(plan ? { what: plan } : {}),
    }
  }
  // "Just wondered if you'd noticed the music was quite loud", "a little surprised to see the
  // additional £450": a complaint said politely, whatever question or thanks it wears.
  if (POLITE_COMPLAINT.test(text)) {
    const charge =
      /\b((?:the )?(?:additional |extra |new )?[£$€]\s?\d[\d,.]*(?: for [\p{L}]+(?: [\p{L}]+)?)?)/iu.exec(
        text,
      )?.[1]
    const about = NOISE_WORDS.test(text)
      ? { topic: 'the noise' }
      : charge
        ? { topic: /^the\b/i.test(charge) ? charge : `the ${charge}` }
        : {}
    return { ...base, kind: 'complaint', ...about }
  }
  // "we need 10 or we lose the booking. anyone??": a call for whoever can come.
  if (
    /^(?:anyone|anybody|any takers|any1|who else|who is in|who'?s in|someone|who is free|who'?s free|who is up for it|who'?s up for it|who is coming|who'?s coming|who can make it|who can play|(?:are )?(?:you|u) in)$/i.test(
      cleanFocus(sentences.at(-1) ?? ''),
    )
  ) {
    const plan = planIn(text)
    return { ...base, kind: 'invitation', ...(plan ? { what: plan } : {}) }
  }
  // "Luca's dad passed away last night … maybe we can send flowers?": the loss comes first.
  if (LOSS.test(text)) {
    const clause = newsClause(sentences)
    return {
      ...base,
      kind: 'bad_news',
      ...(clause ? { clause } : {}),
      ...topicPart(rawNews(sentences) ?? focus, when),
    }
  }
  // "i miss you all so much … why do we all live in different countries": longing, not a question.
  if (/\bmiss (?:you|u|y'?all|everyone)\b/i.test(text) && /^why\b/i.test(focus))
    return { ...base, kind: 'affection' }
  const asked = sentences.some(isQuestion)
  const withPlan = (reading: TheirMessage): TheirMessage => {
    // "are u free saturday? thinking drinks at the rooftop": the plan can sit beside the question.
    if (reading.kind !== 'invitation' || reading.what) return reading
    // Only what is said with or after the question: "brunch w my sister sat" before "something sunday?" is another plan.
    const from = text.toLowerCase().indexOf(focus.toLowerCase())
    const plan = planIn(from >= 0 ? text.slice(from) : text)
    return plan ? { ...reading, what: plan } : reading
  }
  const rescheduling =
    /\b(?:another day|another time|reschedule|rain ?check)\b/i.test(focus) && PLAN_CHANGE.test(text)
  if (asked && !PLAN_CHANGE.test(focus) && !rescheduling) {
    // "you were actually SO good??": praise with question marks, not a question.
    if (PRAISE.test(focus) && !/^(?:can|could|would|will|do|did)\b/i.test(focus))
      return { ...base, kind: 'compliment' }
    const read = readQuestion(focus, when, text)
    if (read) {
      const earlier = earlierQuestion(sentences, focus)
      const also = earlier ? readTheirMessage(earlier) : undefined
      // A yes/no whose yes could not be put into words answers nothing ("Sure, happy with the cash!").
      const unread = (reading: Read | TheirMessage) => reading.kind === 'yes_no' && !reading.answer
      const distinct =
        read.kind !== 'complaint' &&
        also &&
        also.kind !== 'statement' &&
        !unread(also) &&
        also.focus !== focus &&
        also.focus.split(/\s+/).length >= 3
      return withPlan({ ...base, ...read, ...(distinct ? { also } : {}) })
    }
  }
  if (PLAN_CHANGE.test(focus) || PLAN_CHANGE.test(text)) {
    return { ...base, kind: 'plan_change', clause: turnAround(focus), ...topicPart(focus, when) }
  }
  // "we're doing leaving drinks at The Anchor, would be lovely if you could make it", "we're
  // having a BBQ on Sunday … just bring yourselves".
  if (
    /\bwould be (?:lovely|great|nice|good|amazing) (?:if|to see) (?:you|u)\b/i.test(text) ||
    (/\b(?:we'?re|we are|I'?m|I am) (?:having|doing|throwing|hosting|organising|organizing)\b/i.test(text) &&
      PLAN_IN.test(text) &&
      /\b(?:bring yourselves|bring yourself|come along|you'?re (?:very )?welcome|join us|pop (?:over|round|by)|all welcome|everyone(?:'s| is) welcome|bring (?:the kids|a dish|a bottle))\b/i.test(
        text,
      ))
  ) {
    const plan = planIn(text)
    return { ...base, kind: 'invitation', ...(plan ? { what: plan } : {}) }
  }
  const invitation = /^(?:let'?s|we should|come (?:over|to|with)|join (?:us|me))\b/i.test(focus)
    ? readInvitation(focus, when)
    : undefined
  if (invitation) return withPlan({ ...base, ...invitation })
  const between = readChoice(focus, text)
  if (between) return { ...base, ...between }
  // "let me know numbers", "please tell me if you come": an invitation asking for an answer.
  if (
    /^(?:please\s+)?(?:let me know|tell me)(?:\s+by\s+[\p{L}\d ]+?)?\s+(?:numbers|if (?:you|u)(?:'re| are)? (?:come|coming|can (?:come|make it|join))|whether (?:you|u)|who(?: is|'s) coming)/iu.test(
      focus,
    ) &&
    PLAN_IN.test(text)
  ) {
    const plan = planIn(text)
    // "let me know by Wednesday" is the deadline, not the day of the plan.
    const planWhen = findWhen(text.replace(/\bby\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/gi, ''))
    return {
      ...base,
      ...(planWhen ? { when: planWhen } : {}),
      kind: 'invitation',
      ...(plan ? { what: plan } : {}),
    }
  }
  // "I need the revenue numbers tonight": a request said as a need.
  const need =
    /\b(?:I|we) (?:really )?need (this|it|that|the [^.,!?]+?)(?:\s+(live|done|finished|ready|sorted|fixed|signed|sent))?\s+((?:tonight|today|tomorrow|asap|now|first thing)\b|by [^.,!?]+)/i.exec(
      text,
    )
  if (need?.[1] && need[3] && !asked) {
    const thing = turnAround(need[1])
    const action = need[2] ? `get ${thing} ${need[2]} ${need[3]}` : `get you ${thing} ${need[3]}`
    return { ...base, kind: 'request', action, ...topicPart(thing, undefined) }
  }
  // "I got the job!! start in march": their own news, not an order to the writer.
  const ownNews =
    GOOD_NEWS.test(text) &&
    /\b(?:I|I'm|I've|we|we're|we've)\b/.test(text) &&
    !/\b(?:you|u|please|pls)\b/i.test(focus)
  const request = ownNews ? null : REQUEST_START.exec(focus)
  if (request) {
    // Their "start dinner without us": in a two-person chat their "us" is them.
    const action = turnAround(focus.replace(/^(?:please|pls|can you|could you)\s+/i, ''))
      .replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase())
      .replace(/\b(without|for|with|to) us\b/gi, '$1 you')
    return { ...base, kind: 'request', action, ...topicPart(action, when) }
  }
  const kind = messageKind(text, focus, acts)
  if (kind === 'venting') {
    const doubt = DOUBT.exec(text)?.[1]?.toLowerCase()
    return {
      ...base,
      kind,
      ...(doubt
        ? {
            doubt: /^(?:idiot|failure)$/.test(doubt)
              ? `an ${doubt}`.replace('an failure', 'a failure')
              : doubt,
          }
        : {}),
    }
  }
  if (kind === 'hurt') return { ...base, kind, ...(isCold(text) ? { cold: 'yes' } : {}) }
  if (kind === 'complaint' && NOISE.test(text) && !PLEA.test(text))
    return { ...base, kind, topic: 'the noise' }
  const clause = newsClause(sentences)
  // "not even a text, but you had time to post on insta": what the writer failed to do.
  const blame =
    kind === 'complaint'
      ? /\bnot even a (?:text|call|message)\b/i.test(text)
        ? "I didn't even text you"
        : blameOf(sentences)
      : undefined
  const about = kind === 'thanks' || kind === 'apology' ? reasonOf(text) : undefined
  const slow = kind === 'apology' && SLOW.test(text)
  const busy = slow ? busyOf(text) : undefined
  const arrival = ['statement', 'good_news'].includes(kind) ? arrivalOf(text) : undefined
  return {
    ...base,
    kind,
    ...(clause ? { clause } : {}),
    ...(blame ? { blame } : {}),
    ...(slow ? { slow: 'yes' } : {}),
    ...(busy ? { busy } : {}),
    ...(about
      ? { topic: about }
      : kind === 'thanks' || kind === 'apology'
        ? {}
        : topicPart(rawNews(sentences) ?? focus, when)),
    ...(arrival ?? {}),
  }
}

/** "thanks so much for helping with the move" → "helping with the move"; "sorry about what I said" → "what you said". */
function reasonOf(text: string): string | undefined {
  const reason =
    /\b(?:thanks?|thank you|sorry|apologies)\b(?: (?:so|very) much| again)?\s+(?:for|about)\s+([^.!?]+)/i.exec(
      text,
    )?.[1]
  if (!reason) return undefined
  const turned = turnAround(reason.trim()).replace(/\s+(?:lol|haha|tbh|honestly)$/i, '')
  // "helping with the move" is about the move; "listening yesterday" names no thing to mention.
  return /^\p{L}+ing\b/u.test(turned) ? objectIn(turned) : turned
}

/** The writer's part in a complaint ("you were late again" → "I was late again"), when it names one. */
function blameOf(sentences: readonly string[]): string | undefined {
  const accusing = sentences
    .map(cleanFocus)
    .find((sentence) => /^you\b/i.test(sentence) && COMPLAINT.test(sentence))
  // "I'm upset that you told everyone": what the writer did is the clause after "that".
  const upset = sentences
    .map(
      (sentence) =>
        /\b(?:upset|annoyed|hurt|mad|angry|disappointed) (?:that|because) (you\b[^.!?]*)/i.exec(
          sentence,
        )?.[1],
    )
    .find(Boolean)
  const said = accusing ?? upset
  return said ? turnAround(cleanFocus(said)) : undefined
}

/** "I think it's coming from your flat??" is a thought with a "?"; "one thing tho, did you test it?" asks. */
function askedInForm(sentence: string): boolean {
  const last = cleanFocus(sentence).split(/,\s+/).at(-1) ?? sentence
  // "had such a good time at the jazz bar" opens like a question and is not one.
  const form =
    (QUESTION_START.test(last) || REQUEST_START.test(last)) &&
    !/^(?:had|have|has)\s+(?:such|so|a|an|the|loads|lots|fun|great|good)\b|^which means\b/i.test(last)
  return (
    form ||
    (/\?\s*$/.test(sentence) &&
      !/\b(?:I think|I guess|I reckon|I believe|pretty sure|I suspect)\b/i.test(sentence))
  )
}

/** The question before the one a reply answers, in the same message, if there is one. */
function earlierQuestion(sentences: readonly string[], focus: string): string | undefined {
  // "I think it's coming from your flat??" says what they think; it asks nothing of its own.
  const questions = sentences
    .filter(isQuestion)
    .filter((s) => cleanFocus(s).split(/\s+/).length > 1 && askedInForm(s))
  const index = questions.findIndex((s) => cleanFocus(s).includes(focus) || focus.includes(cleanFocus(s)))
  const earlier = index > 0 ? questions[index - 1] : undefined
  return earlier && !/^(?:what|how) about (?:you|u)\b/i.test(cleanFocus(earlier))
    ? `${earlier.replace(/[?\s]+$/, '')}?`
    : undefined
}

/** What a question asks, when it is a question this module can read. */
function readQuestion(focus: string, when: string | undefined, text: string): Read | undefined {
  // "so I had to hear from your cousin that you've changed jobs?": left out, which the reply owns.
  if (LEFT_OUT.test(text)) return { kind: 'complaint', blame: 'I should have told you myself' }
  if (
    COMPLAINT.test(focus) &&
    /^(?:why|you|how could|how come)\b|\b(?:upset|annoyed|disappointed|stop|had to hear|the last to)\b/i.test(
      text,
    )
  ) {
    const blame = /^you\b/i.test(focus) ? turnAround(focus) : undefined
    return { kind: 'complaint', ...(blame ? { blame } : {}), ...topicPart(focus, when) }
  }
  // "did you seriously forget to book the vet again": a complaint said as a question.
  const scolding =
    /^did (?:you|u) (?:seriously|really|actually|honestly|just) (forget|miss|lose|leave|break|ignore)\b(.*)$/i.exec(
      focus,
    )
  if (scolding) {
    const blame = `I ${pastOf(scolding[1] ?? '')}${turnAround(scolding[2] ?? '')}`
    return { kind: 'complaint', blame, ...topicPart(scolding[2] ?? '', when) }
  }
  if (ABOUT_ME.test(focus)) {
    const about = /^(?:how (?:is|was|did|are)|did you (?:have|enjoy))\s+(.+?)(?:\s+go(?:ing)?)?$/i.exec(
      focus,
    )?.[1]
    const topic =
      about && !/^(?:you|u|it going|things|life|everything)\b/i.test(about) ? turnAround(about) : undefined
    const sorry = /\byou (?:left|didn't|did not|forgot|missed|seemed|were)\b[^.!?]*/i.exec(text)?.[0]
    return { kind: 'about_me', ...(topic ? { topic } : {}), ...(sorry ? { clause: turnAround(sorry) } : {}) }
  }
  const know =
    /^(?:(?:do|does) )?(?:you|u) know (?:if|whether|what|when|where|who|which|how|the)\b\s*(.*)$|^any idea (?:if|whether|what|when|where|who|which|how)\b/i.exec(
      focus,
    )
  if (know) {
    const embedded = turnAround(
      focus.replace(/^(?:(?:do|does) )?(?:you|u) know\s+|^any idea\s+/i, '').replace(OR_TAIL, ''),
    )
    return { kind: 'wh_question', embedded, ...topicPart(embedded, when) }
  }
  const either = readEither(focus)
  if (either) return either
  // "is the white Honda parked across the garage yours?": ownership, answered "it's mine".
  if (/^(?:is|are) (?:the|this|that|these|those) .+ (?:yours|urs)$/i.test(focus))
    return { kind: 'yes_no', answer: "it's mine", refusal: "it's not mine", clause: "it's mine" }
  // "you're in too right?": a statement they want confirmed.
  const tag =
    /^((?:you're|you are|you'll|you will|you've|you have|you can|we're|we are|it's|it is|that's|that is)\s+.+?),?\s+(?:right|yeah|yes|innit|no|yh|ya|correct)$/i.exec(
      focus,
    ) ??
    // "just checking you're still booked in for 3pm?": the same, with the question mark as the tag.
    /^((?:you're|you are|you'll|you will|you've|you have|we're|we are)\s+(?:still\s+)?.+)$/i.exec(focus)
  if (tag?.[1]) {
    // "you're coming right??" after "dinner friday 8pm": an invitation to confirm.
    const invited = readInvitation(tag[1], when)
    if (invited && (planIn(text) || when)) return invited
    const answer = turnAround(tag[1])
    return { kind: 'yes_no', clause: answer, answer, ...topicPart(answer, when) }
  }
  const worth =
    /^(?:it )?(?:might|may|would|could) be worth (\p{L}+ing)\b(.*)$|^worth (\p{L}+ing)\b(.*)$/iu.exec(focus)
  if (worth) {
    const action = turnAround(
      `${verbPhraseToBase(worth[1] ?? worth[3] ?? '')}${(worth[2] ?? worth[4] ?? '').replace(/\s+if (?:you|u) (?:have|get) (?:it|a chance)$/i, '')}`,
    )
    return { kind: 'request', action, ...topicPart(action, when) }
  }
  const instead = /\b(?:can|could|shall) we (?:do|make it|move it to) (.+?) instead\b/i.exec(focus)
  if (instead?.[1]) return { kind: 'plan_change', proposed: turnAround(instead[1]) }
  if (REQUEST_START.test(focus) && !/^(?:can|could) you\b/i.test(focus)) {
    const action = turnAround(focus.replace(/^(?:please|pls)\s+/i, ''))
    return { kind: 'request', action, ...topicPart(action, when) }
  }
  if (/\b(?:anyone else|just (?:me|you))\b/i.test(focus)) {
    const state = /\b(down|not working|broken|slow|dead|off|out|lagging|crashing)\b/i.exec(focus)?.[1]
    const subject =
      /^(?:is|are)\s+(?:the\s+|your\s+|my\s+|anyone else'?s\s+)?([\p{L}' -]+?)\s+(?:down|not working|broken|slow|dead|off|out|lagging|crashing)\b/iu.exec(
        focus,
      )?.[1]
    const about = subject
      ? { topic: turnAround(subject) }
      : topicPart(focus.replace(/\b(?:anyone else'?s?|just (?:me|you))\b/gi, ''), when)
    return { kind: 'same', ...about, ...(state ? { clause: state } : {}) }
  }
  if (/^who(?: is)? (?:in|down|come|comes|coming|keen|up for it|joining)$/i.test(focus)) {
    const plan = planIn(text)
    return { kind: 'invitation', ...(plan ? { what: plan } : {}) }
  }
  const volunteer =
    /^who(?: is| can| could| will| wants to| would like to)\s+(?!in\b|down\b|up\b|coming\b|free\b|keen\b)(\p{L}+)\b(.*)$/iu.exec(
      focus,
    )
  if (volunteer?.[1] && !/\b(?:what|which)\b/i.test(volunteer[2] ?? '')) {
    const action = turnAround(`${verbPhraseToBase(volunteer[1])}${volunteer[2] ?? ''}`)
    return { kind: 'request', action, ...topicPart(action, when) }
  }
  if (/^(?:can|could|should|shall) we (?:talk|discuss|chat|sort|go over|call)\b/i.test(focus)) {
    const action = turnAround(focus.replace(/^(?:can|could|should|shall) we\s+/i, ''))
    return { kind: 'permission', action, together: 'yes', ...topicPart(action, when) }
  }
  // "which one do you want to take to Camille?" after v1 and v2: a pick, not an invitation.
  if (/^which (?:one|version|option)\b/i.test(focus)) {
    const options = readOptions(focus, text)
    if (options) return options
  }
  // "we've had a cancellation tomorrow at 4pm, would you like it?": a slot offered.
  if (/^would (?:you|u) like (?:it|that|this|one|the slot|the appointment|the space)$/i.test(focus))
    return { kind: 'offer' }
  const offer = /^(?:shall|should) I\s+(.+)$|^(?:do you )?want me to\s+(.+)$/i.exec(focus)
  if (offer && !/\s+or\s+/i.test(focus)) {
    const action = turnAround(offer[1] ?? offer[2] ?? '')
    return { kind: 'offer', action, ...topicPart(action, when) }
  }
  const invitation = readInvitation(focus, when)
  if (invitation) return invitation
  const choice = readChoice(focus, text)
  if (choice) return choice
  const received = /^(?:what|when|where|who|which|why|how)\b/i.test(focus) ? null : readReceived(`${focus}?`)
  const confirming =
    /^(?:does|would|will|is|can) (?:that|this|it|everyone|you) (?:\S+ )?(?:work|ok|okay|alright|fine|suit|still make it|make it)|^(?:still )?(?:ok|okay|good|fine) (?:for|with)|^(?:can|could) you confirm/i.test(
      focus,
    )
  if (confirming && movedIn(text)) return { kind: 'plan_change', ...topicPart(focus, when) }
  if (received && received.kind !== 'invitation') {
    const kind =
      received.kind === 'permission'
        ? 'permission'
        : received.kind === 'status'
          ? 'status'
          : received.kind === 'proposal'
            ? 'plan_change'
            : 'request'
    const action = received.text.replace(/[\s?!.]+$/, '')
    const answer = kind === 'status' ? affirmative(focus) : undefined
    return {
      kind,
      action,
      ...(answer ? { answer } : {}),
      ...(received.object ? { topic: received.object } : topicPart(action, when)),
    }
  }
  const options = readOptions(focus, text)
  if (options) return options
  if (/^(?:what|when|where|who|which|why|how)\b/i.test(focus))
    return { kind: 'wh_question', ...readWh(focus) }
  const answer = affirmative(focus)
  if (!answer) {
    // "pineapple on pizza yes or no", "green velvet or the navy one with the slit": a pick the
    // question words did not frame.
    const verdict = /([^.?!:…]{3,40}?),?\s+yes or no\b/i.exec(focus)
    if (verdict?.[1]) return { kind: 'choice', topic: turnAround(cleanFocus(verdict[1])), verdict: 'yes' }
    const loose = /^(?:[\p{L} ]{1,20}:\s*)?(.+?)\s+or\s+(.+)$/iu.exec(focus)
    const one = (loose?.[1] ?? '').replace(/[\s,;:]+$/, '')
    const other = (loose?.[2] ?? '').replace(/[\s,;:]+$/, '')
    if (
      loose &&
      one.split(/\s+/).length <= 6 &&
      other.split(/\s+/).length <= 6 &&
      // "any rust or damage" asks whether there is any; "move bowling or …" is a way to act.
      !/^(?:I|you|u|we|he|she|they|it|can|could|should|shall|do|does|is|are|will|any|move|go|get|have|make|take|book|stay|keep|push|cancel)\b/i.test(
        one,
      ) &&
      !QUESTION_START.test(other) &&
      !/^(?:I|you|u|we)\b/i.test(other)
    )
      return { kind: 'choice', topic: turnAround(one), clause: turnAround(other) }
  }
  const refusal = negative(focus)
  return {
    kind: 'yes_no',
    clause: turnAround(focus),
    ...(answer ? { answer } : {}),
    ...(refusal ? { refusal } : {}),
    ...topicPart(focus, when),
  }
}

/**
 * "are you coming on the 23rd or the 24th?", "will you be home to let him in, or shall I use my
 * key?": a yes/no question with a second way it could go; each is read as the writer's answer.
 */
function readEither(focus: string): Read | undefined {
  const split =
    /^(.+?),?\s+or\s+(?!not\b|no\b|nah\b|what\b|something\b|anything\b|smth\b|whatever\b)(.+)$/i.exec(focus)
  // "for the Lisbon offsite do you prefer 14–16 May": the question starts at its verb.
  const before = (split?.[1] ?? '').replace(
    /^(?:for|about|re|regarding|with) [^,]+?\s+(?=(?:do|does|would|will|are|is|can|could|should|shall) (?:you|u|we)\b)/i,
    '',
  )
  const after = split?.[2] ?? ''
  // "can i leave your parcel in the bin or with no 40": their two ways of doing it, allowed.
  const asking =
    /^(?:can|could|shall|should) I\s+(.+)$/i.exec(before) ??
    // "u want me to wait or cancel?", "want us to do all of it or just the MOT?"
    /^(?:do |d'?)?(?:you |u )?want (?:me|us) to\s+(.+)$/i.exec(before)
  // "want it back or should I just donate it": what they offer, taken.
  const wanted = asking ? undefined : /^(?:do |d'?)?(?:you |u )?want (?!(?:me|us) to\b)(.+)$/i.exec(before)
  const first = asking
    ? `please ${turnAround(asking[1] ?? '')}`
    : (affirmative(before) ?? (wanted ? `I'd like ${turnAround(wanted[1] ?? '')}, please` : undefined))
  if (!first || before.split(/\s+/).length < (wanted ? 3 : 4)) return undefined
  // "do we find another place or push the whole thing to march": what the group should do.
  const weDo = /^(?:so\s+)?(?:do|should|shall) we\s+(?:try\s+(?:and\s+|to\s+)?)?(.+)$/i.exec(before)
  if (weDo && /^\p{Ll}+\b/u.test(after) && !QUESTION_START.test(after))
    return {
      kind: 'either',
      first: `let's ${turnAround(weDo[1] ?? '')}`,
      second: `let's ${turnAround(after)}`,
      eitherWay: 'yes',
    }
  // Their "shall I use my key": "I" is them, so the answer is "you can use your key".
  const clause = /^(?:shall|should|can|could) (I|we|it|they|he|she)\s+(.+)$/i.exec(after)
  let second: string | undefined
  if (clause) {
    const who = (clause[1] ?? '').toLowerCase()
    const rest = turnAround(clause[2] ?? '')
    second = who === 'i' ? `you can ${rest}` : who === 'we' ? `let's ${rest}` : `${who} should ${rest}`
  } else if (asking && /^just\s+\S/i.test(after)) {
    second = `just ${turnAround(after.replace(/^just\s+/i, ''))}, please`
  } else if (
    asking &&
    after.split(/\s+/).length >= 1 &&
    !/^(?:with|in|at|on|by|to|from|for|near|behind|under|outside|inside|the|a|an|my|your|his|her|their|our|this|that|these|those|some|any|\d)\b/i.test(
      after,
    ) &&
    !QUESTION_START.test(after)
  ) {
    // "should I approve the payment or wait for a second quote": their other way, asked for too.
    second = `please ${turnAround(after)}`
  } else if (QUESTION_START.test(after)) {
    // "or is that aspirational": a remark on the first question, not a second way it could go.
    if (!/^(?:is|was) (?:that|this|it)\b/i.test(after)) second = affirmative(after)
  } else {
    // "the 23rd or the 24th": the second option said in the first one's place.
    const words = after.split(/\s+/)
    // "in the green bin or with no 40": the option starts at its preposition.
    const place = /^(?:with|in|at|on|by|to|from|for|near|behind|under|outside|inside)\b/i.test(after)
      ? /\b(?:with|in|at|on|by|to|from|for|near|behind|under|outside|inside)\s+(?:(?!\b(?:with|in|at|on|by|to|from|for|near|behind|under|outside|inside)\b)\S+\s*)+$/i.exec(
          before,
        )?.[0]
      : undefined
    // "the 07:05 TAP or the 11:40 easyJet on the 12th": the option starts at its article.
    const article = /^(?:the|a|an|my|your)\b/i.test(after)
      ? /\b(?:the|a|an|my|your)\s+(?:(?!\b(?:the|a|an|my|your)\b)\S+\s*)+$/i.exec(before)?.[0]
      : undefined
    const option = (place ?? article)?.trim() ?? before.split(/\s+/).slice(-words.length).join(' ')
    const turned = turnAround(option)
    if (words.length <= 6 && first.endsWith(turned))
      second = `${first.slice(0, -turned.length)}${turnAround(after)}`
  }
  // "you can use your key", "let's …", another day: either would do, which a reply can say.
  const open = Boolean(clause) || !QUESTION_START.test(after)
  return second ? { kind: 'either', first, second, ...(open ? { eitherWay: 'yes' } : {}) } : undefined
}

/** "cats or dogs", "bangs or no bangs": a pick between two short things. */
function readChoice(focus: string, text = ''): Read | undefined {
  // "pineapple on pizza: yes or no?": a yes/no about what came before the colon.
  const verdict = /([^.?!:]{3,40}):\s*yes or no\b/i.exec(text)
  if (verdict?.[1]) return { kind: 'choice', topic: turnAround(cleanFocus(verdict[1])), verdict: 'yes' }
  // "the vote is 3-3 between Greece and Croatia … choose wisely"
  const between =
    /\bbetween\s+([\p{L}'’]+(?: [\p{Lu}][\p{L}'’]+)?)\s+(?:and|or)\s+([\p{L}'’]+(?: [\p{Lu}][\p{L}'’]+)?)/u.exec(
      text,
    )
  if (between && /^(?:choose|pick|decide|vote)\b/i.test(focus))
    return { kind: 'choice', topic: between[1] ?? '', clause: between[2] ?? '' }
  const choice = /^(?:(?:so|ok|and)\s+)?([\p{L}'’ ]{2,25}?)\s+or\s+([\p{L}'’ ]{2,25}?)$/iu.exec(
    withoutWhen(focus, findWhen(focus)).trim(),
  )
  const first = choice?.[1] ?? ''
  const second = choice?.[2] ?? ''
  if (!choice || first.split(' ').length > 3 || second.split(' ').length > 3 || QUESTION_START.test(first))
    return undefined
  return { kind: 'choice', topic: turnAround(first), clause: turnAround(second) }
}

/** The first two days (with their times) a message offers: "Monday 9:00 or Tuesday 16:30". */
function whensIn(text: string): string[] {
  return (
    [
      ...execAll(
        text,
        /\b(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs)?|thurs|fri|sat(?:ur)?|sun)(?:day)?\b(?:\s+(?:between\s+)?[\d:.–-]+(?:\s*(?:am|pm))?|\s+(?:morning|afternoon|evening|night))?/gi,
      ),
    ]
      .map((m) => m[0])
      // "your appointment on Thursday … we have Monday 9:00 or Tuesday 16:30": the offer comes last.
      .slice(-2)
  )
}

/** "is it 15h Tokyo time or London time", "which suits?" after two days: a pick between two options. */
function readOptions(focus: string, text: string): Read | undefined {
  if (
    /^(?:which|what) (?:one |day |time |version |option )?(?:suits|works|is better|do you prefer|would you prefer)|^which (?:one|version|option)\b/i.test(
      focus,
    )
  ) {
    const [topic, clause] = whensIn(text)
    if (topic && clause) return { kind: 'choice', topic, clause, options: 'yes' }
    // "v1 has the video hero, v2 the static image … which one?": two named versions.
    const versions = execAll(text, /\b(?:v\d+|version \d+|option [a-d1-4]|plan [a-d])\b/gi).map((m) => m[0])
    const [one, two] = [...new Set(versions)]
    if (one && two) return { kind: 'choice', topic: one, clause: two, options: 'yes' }
  }
  // "is it 15h Tokyo time or London time", "size 38 EU or UK": two values of one thing, not "have stains or damage".
  const options =
    /(?:^|\s)(?:is|are|it|it's|at|in|size|be|prefer|rather|either)\s+((?:[\p{L}\d'’]+\s+){0,2}[\p{L}\d'’]+)\s+or\s+((?:[\p{L}\d'’]+\s+){0,2}[\p{L}\d'’]+)$/iu.exec(
      focus,
    )
  if (
    !options ||
    /^(?:not|no|what|something)$/i.test(options[2] ?? '') ||
    /^(?:is|are|do|does|did|was|were|have|has|can|will|would|should|just)\b/i.test(options[2] ?? '')
  )
    return undefined
  const first = (options[1] ?? '').replace(/^(?:is|are|it|at|in|the|a|be|size)\s+/i, '')
  return { kind: 'choice', topic: turnAround(first), clause: turnAround(options[2] ?? ''), options: 'yes' }
}

/** A plan moved in the message: "the workshop has moved from Wed to Thu 2pm", "dinner is pushed to 9". */
export function movedIn(text: string): { moved?: string; to: string } | undefined {
  const match =
    /\b(?:(?:the |our |my )?([\p{L}' ]{2,30}?)\s+(?:has been |have been |has |have |is |was |'s )?(?:moved|pushed|changed|switched|rescheduled|postponed)(?: back)?(?: from [^,.?!]+?)?|(?:push|move|change|switch|reschedule|postpone|moving|pushing)\s+([^,.?!]+?))\s+(?:to|till|until)\s+([^,.?!]+?)(?:\s+instead of [^,.?!]+)?(?=[,.?!]|$)/iu.exec(
      text,
    )
  if (!match?.[3]) return undefined
  const moved = (match[1] ?? match[2] ?? '')
    // "they overbooked so our table got moved": what moved is after the last "so".
    .replace(/^.*\b(?:so|and|but|because|then)\s+(?=\S)/i, '')
    .replace(/\s+(?:got|get|has|have|had|was|is|been)$/i, '')
    .replace(/^(?:so|and|ok|it|this|that)\s+/i, '')
    .replace(/^(?:it|this|that)$/i, '')
    .trim()
  return { ...(moved ? { moved: turnAround(moved) } : {}), to: turnAround(match[3]) }
}

const PLAN_IN =
  /\b(?:pub quiz|quiz(?: night)?|bonfire|street party|housewarming|baptism|christening|wedding|birthday party|sleepover|churrasco|dinner|lunch|breakfast|brunch|drinks?|coffee|a coffee|party|bbq|barbecue|movie|film|cinema|concert|gig|show|trip|game|match|hike|walk|run|picnic|karaoke|bowling|mini golf|golf|climbing|yoga|gym|pizza|tacos|sushi|ramen|pub|bar|beers?|wine|cocktails|brunch)(?:\s+(?:at|in|on)\s+(?:the\s+)?[\p{Lu}\p{L}][\p{L}'’]*(?:\s+[\p{Lu}][\p{L}'’]*)*)?/iu

/** The first plan a message names ("drinks at the rooftop place"), for an invitation that asked only "are you free?". */
function planIn(text: string): string | undefined {
  const found = PLAN_IN.exec(text)?.[0]?.replace(/\s+(?:and )?then\b.*$/i, '')
  return found
    ? turnAround(withoutWhen(found, findWhen(found)).replace(/\s+(?:on|from|at|by|til|till|until)$/i, ''))
    : undefined
}

function readInvitation(focus: string, when: string | undefined): Read | undefined {
  for (const pattern of INVITE_PATTERNS) {
    const match = pattern.exec(focus)
    if (!match) continue
    const phrase = match[1] ? turnAround(withoutWhen(match[1], when)) : undefined
    const activity = phrase ? activityOf(phrase) : undefined
    return { kind: 'invitation', ...(activity ?? {}) }
  }
  if (/^(?:are you|you|u|r u) free\b/i.test(focus) || /\bare you around\b/i.test(focus))
    return { kind: 'invitation' }
  // "mini golf tmrw at 6?", "drinks tonight?": a plan and a time, asked.
  const focusWhen = findWhen(focus)
  const bare = withoutWhen(focus, focusWhen).replace(/\s+still (?:happening|on|going ahead)$/i, '')
  if (
    focusWhen &&
    !/\s+or\s+/i.test(bare) &&
    bare.split(/\s+/).length <= 5 &&
    !QUESTION_START.test(bare) &&
    !/\b(?:is|are|was|were|do|does|did|have|has)\b/i.test(bare)
  )
    return { kind: 'invitation', ...(activityOf(turnAround(bare)) ?? {}) }
  return undefined
}
