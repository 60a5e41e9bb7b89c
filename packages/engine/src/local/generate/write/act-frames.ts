import type { Register } from '../../lexicon/relations'
import type { Act, Part, Reading } from '../request/reading'

/**
 * How each act frames the user's content. A core frame carries the main part ("Thank you so
 * much for {t}."); leads and closers are optional lines about the same act. Frames never carry
 * content of their own: a message says only what the request gave it, framed for its act and
 * register. Slots are documented in slots.ts.
 */
export interface FrameContext {
  reading: Reading
  main: Part | undefined
}

export interface Frame {
  text: string
  /** Registers it suits; every register when absent. */
  in?: readonly Register[]
  when?: (context: FrameContext) => boolean
  /** A closer the message needs whenever it applies (the ask after a reported fault). */
  always?: boolean
}

export interface ActFrames {
  /** The part kinds the core is built on, in order of preference. */
  main: readonly Part['kind'][]
  core: readonly Frame[]
  leads?: readonly Frame[]
  leadChance?: number
  closers?: readonly Frame[]
  closerChance?: number
}

const P: readonly Register[] = ['professional']
const C: readonly Register[] = ['casual', 'light']

const badNews = ({ main }: FrameContext) =>
  main !== undefined &&
  'text' in main &&
  /\b(?:failed|lost|fired|laid off|rejected|did not get|didn't get|broke up|dumped|crashed|have to move out)\b/i.test(
    main.text,
  )
const reportsFault = ({ reading }: FrameContext) =>
  reading.reader.register === 'professional' &&
  reading.parts.some(
    (part) =>
      'text' in part &&
      /\b(?:broken|broke|leak\w*|not working|stopped working|won't (?:start|turn on|work|connect)|doesn't work|faulty|damaged|blocked|mould|mold|no (?:hot water|heating|power|internet))\b/i.test(
        part.text,
      ),
  )
/** Greetings for a festival that say no wish of their own ("Eid mubarak"). */
const HOLIDAY =
  /\b(?:mubarak|kareem|shana tova|sameach|fa cai|diwali|hanukkah|holi|vaisakhi|lunar new year|chinese new year|nowruz)\b/i

const negativeAction = ({ main }: FrameContext) =>
  main?.kind === 'action' && /^(?:don't|do not)\b/i.test(main.text)

/** The content already says no ("I can't come on Saturday"). */
const declines = (context: FrameContext) =>
  context.main !== undefined &&
  'text' in context.main &&
  /\b(?:can't|cannot|won't|not able|unable|no|pass|not going to)\b/i.test(context.main.text)
/** A rule for what happens from now on ("I won't answer after 7", "only about the kids"). */
const forward = (context: FrameContext) =>
  context.main?.kind === 'statement' &&
  /\b(?:won't|will not|not going to|no longer|only|any ?more|unless|from now)\b/i.test(context.main.text)
const firstPerson = ({ main }: FrameContext) =>
  main?.kind === 'statement' && /^(?:I|I'|we|we'|my|our)\b/i.test(main.text)
const notFirstPerson = (context: FrameContext) => !firstPerson(context)
const aboutReader = ({ main }: FrameContext) =>
  main?.kind === 'statement' && /^(?:you|your)\b/i.test(main.text)
const saysItAlready =
  (pattern: RegExp) =>
  ({ main }: FrameContext) =>
    main !== undefined && 'text' in main && pattern.test(main.text)
/** "I won't answer … from now on": the content says when already, so no frame says it again. */
const saysFromWhen = saysItAlready(/\b(?:from now on|going forward|from today)\b/i)
const gerundTopic = ({ main }: FrameContext) => main?.kind === 'topic' && main.gerund
const nounTopic = ({ main }: FrameContext) => main?.kind === 'topic' && !main.gerund
const hasTime = ({ reading }: FrameContext) =>
  reading.parts.some(
    (part) =>
      'text' in part &&
      /\b(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|\d{1,2}(?::\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2})\b/i.test(
        part.text,
      ),
  )
const offerLike = saysItAlready(/\b(?:offer|invite|invitation|proposal|opportunity|request)\b/i)
const eventLike = saysItAlready(
  /\b(?:party|housewarming|wedding|dinner|drinks|lunch|brunch|bbq|barbecue|birthday|celebration|get-together|do|night|event|show|concert|gig|meeting|hackathon|conference|panel|ceremony|reunion|trip|hen|stag|shower)\b/i,
)
const grief = ({ reading }: FrameContext) =>
  reading.parts.some(
    (part) =>
      'text' in part &&
      /\b(?:died|passed away|passing|put down|loss|lost|funeral|miscarriage)\b/i.test(part.text),
  )
const groupReader = ({ reading }: FrameContext) => reading.reader.group
const occasionIs =
  (pattern: RegExp) =>
  ({ reading }: FrameContext) =>
    pattern.test(reading.occasion ?? '')

export const ACT_FRAMES: Record<Act, ActFrames> = {
  inform: {
    main: ['statement', 'topic', 'quote'],
    core: [
      {
        text: 'I wanted to let you know that {s}.',
        in: P,
        when: (context) => context.main?.kind !== 'quote',
      },
      {
        text: 'Just a quick note to let you know that {s}.',
        in: P,
        when: (context) => context.main?.kind !== 'quote',
      },
      {
        text: 'Please note that {s}.',
        in: P,
        when: (context) => notFirstPerson(context) && context.main?.kind !== 'quote',
      },
      { text: 'A quick update: {s}.', in: P, when: (context) => context.main?.kind !== 'quote' },
      { text: '{S}.' },
      { text: 'Just letting you know {s}.', in: C, when: (context) => context.main?.kind !== 'quote' },
      { text: 'Heads up: {s}.', in: C, when: (context) => context.main?.kind !== 'quote' },
      { text: 'Quick update: {s}.', in: C, when: (context) => context.main?.kind !== 'quote' },
      { text: 'I wanted to give you a heads-up about {t}.', when: nounTopic },
    ],
    closers: [
      { text: 'Let me know if you have any questions.', in: P },
      { text: 'Happy to answer any questions.', in: P },
      { text: 'Please let me know if anything is unclear.', in: P },
      {
        text: 'Thanks for your understanding.',
        in: P,
        when: ({ reading }) => reading.serious && !reportsFault({ reading } as FrameContext),
      },
      // A fault reported to whoever fixes it ("the heater is broken" to a landlord) asks for the fix.
      { text: 'Could you let me know when someone can take a look?', when: reportsFault, always: true },
      { text: 'Could you please arrange for it to be fixed?', in: P, when: reportsFault, always: true },
      {
        text: 'Just wanted to keep you in the loop.',
        in: C,
        when: (context) => context.main?.kind !== 'quote',
      },
      {
        text: 'Let me know if that causes any problems.',
        in: C,
        when: (context) => context.main?.kind !== 'quote',
      },
      { text: 'See you then!', in: C, when: hasTime },
    ],
    closerChance: 0.35,
  },
  share_news: {
    main: ['statement', 'quote', 'topic'],
    core: [
      { text: "I have some news, and it's not great: {s}.", when: (context) => badNews(context) },
      { text: 'I wanted you to hear it from me: {s}.', when: (context) => badNews(context) },
      { text: 'I wanted to share some news: {s}.', in: P, when: (context) => !badNews(context) },
      { text: "I'm pleased to let you know that {s}.", in: P, when: (context) => !badNews(context) },
      { text: "I'm happy to share that {s}.", in: P, when: (context) => !badNews(context) },
      { text: 'Guess what? {S}!', in: C, when: (context) => !badNews(context) },
      { text: 'I have some news: {s}!', in: C, when: (context) => !badNews(context) },
      { text: 'Big news: {s}!', in: C, when: (context) => !badNews(context) },
      { text: "I'm so excited to tell you that {s}!", in: C, when: (context) => !badNews(context) },
      { text: 'I have some news about {t}!', when: nounTopic },
    ],
    closers: [
      { text: 'I wanted you to be one of the first to know.' },
      { text: "I'll tell you all about it soon.", in: C },
      { text: "I can't wait to celebrate with you!", in: C },
      { text: 'Thank you for all your support along the way.', in: P },
      { text: 'More details to follow.', in: P },
    ],
    closerChance: 0.4,
  },
  ask: {
    main: ['question', 'topic', 'statement'],
    core: [
      { text: 'Could you let me know {e}?' },
      { text: 'I was wondering {e}.', in: P },
      { text: '{D}?' },
      { text: 'Quick question: {d}?' },
      { text: 'Could you tell me more about {t}?', when: nounTopic },
      { text: 'Any news on {t}?', in: C, when: nounTopic },
      { text: 'I wanted to ask about {t}.', when: nounTopic },
      { text: 'I wanted to ask you something: {s}.', when: ({ main }) => main?.kind === 'statement' },
    ],
    closers: [
      { text: 'Thanks in advance!', in: C },
      { text: 'No rush!', in: C },
      { text: 'Thank you in advance.', in: P },
      { text: 'I appreciate your help.', in: P },
    ],
    closerChance: 0.3,
  },
  request: {
    main: ['action', 'permission', 'question', 'topic', 'statement'],
    core: [
      { text: 'Could you please {a}?', in: P },
      { text: 'Would you be able to {a}?' },
      { text: 'Would you mind {ag}?' },
      // "if you could not come" would be contracted to "couldn't", which means the opposite.
      {
        text: "I'd really appreciate it if you could {a}.",
        in: P,
        when: (context) => !negativeAction(context),
      },
      { text: 'Could you {a}?', in: C },
      { text: 'Can you {a}?', in: C },
      { text: 'Any chance you could {a}?', in: C },
      { text: 'Would it be possible to {p}?' },
      { text: 'Could I please {p}?', in: P },
      { text: 'Could I {p}?', in: C },
      { text: 'Any chance I could {p}?', in: C },
      {
        text: '{D}?',
        when: ({ main }) =>
          main?.kind === 'question' && /^(?:can|could|would|will) /i.test(main.direct ?? ''),
      },
      { text: 'Could you help me with {t}?', when: nounTopic },
      { text: '{S} — could you help me out?', when: ({ main }) => main?.kind === 'statement' },
      { text: '{S}. Would you be able to help?', in: P, when: ({ main }) => main?.kind === 'statement' },
      {
        text: '{S}. Any chance you could give me a hand?',
        in: C,
        when: ({ main }) => main?.kind === 'statement',
      },
      { text: '{S}. Could you possibly help?', when: ({ main }) => main?.kind === 'statement' },
    ],
    closers: [
      { text: 'Thanks so much!', in: C },
      { text: "I'd really owe you one!", in: C },
      { text: 'It would really help me out.', in: C },
      { text: 'Thank you in advance.', in: P },
      { text: 'Many thanks for your help.', in: P },
      { text: 'I appreciate it.', in: P },
    ],
    closerChance: 0.4,
  },
  apologise: {
    main: ['topic', 'statement', 'quote'],
    core: [
      { text: "I'm so sorry for {t}.", when: gerundTopic },
      { text: "I'm really sorry about {t}.", in: C },
      { text: 'I apologize for {t}.', in: P },
      { text: 'Please accept my apologies for {t}.', in: P },
      { text: "I'm so sorry about {t}, I feel terrible.", in: C, when: gerundTopic },
      { text: 'Sorry about {t}.', in: C, when: nounTopic },
      { text: '{S}.', when: saysItAlready(/^(?:sorry|i'm sorry|i apologi[sz]e|my apologies)\b/i) },
      {
        text: "I'm so sorry {s}.",
        when: (context) => firstPerson(context) && !saysItAlready(/sorry|apolog/i)(context),
      },
      {
        text: "I'm really sorry that {s}.",
        when: (context) => !saysItAlready(/sorry|apolog/i)(context) && context.main?.kind === 'statement',
      },
      {
        text: "{S}, and I'm so sorry.",
        in: C,
        when: (context) => firstPerson(context) && !saysItAlready(/sorry|apolog/i)(context),
      },
      {
        text: 'I owe you an apology: {s}.',
        when: (context) => firstPerson(context) && !saysItAlready(/sorry|apolog/i)(context),
      },
      {
        text: 'I wanted to apologize: {s}.',
        in: P,
        when: (context) => context.main?.kind === 'statement' && !saysItAlready(/sorry|apolog/i)(context),
      },
      { text: "I'm really sorry.", when: ({ main }) => main === undefined },
    ],
    closers: [
      { text: "It won't happen again.", when: ({ reading }) => !reading.reader.group || true },
      { text: "I'll make it up to you.", in: C },
      { text: 'I hope you can forgive me.', in: C, when: ({ reading }) => !reading.reader.group },
      { text: 'Thank you for your patience.', in: P },
      { text: "I'll make sure it doesn't happen again.", in: P },
      { text: 'I hope you understand.', in: P },
    ],
    closerChance: 0.45,
  },
  thank: {
    main: ['topic', 'statement', 'quote'],
    core: [
      { text: 'Thank you so much for {t}.' },
      { text: 'Thanks so much for {t}!', in: C },
      { text: 'Huge thanks for {t}!', in: C },
      { text: 'I really appreciate {tn}.' },
      { text: 'I wanted to say thank you for {t}.', in: P },
      { text: "I'm so grateful to you for {t}.", in: C, when: gerundTopic },
      { text: "I'm so grateful for {t}.", in: C, when: nounTopic },
      { text: 'Thank you so much — {s}.', when: ({ main }) => main?.kind === 'statement' },
      { text: 'I just wanted to say thank you: {s}.', when: ({ main }) => main?.kind === 'statement' },
      { text: 'Thank you so much.', when: ({ main }) => main === undefined },
    ],
    closers: [
      { text: "You're the best!", in: C },
      { text: 'It meant a lot.', in: C },
      { text: 'I owe you one!', in: C },
      { text: 'It really made a difference.' },
      { text: 'I really appreciate it.', in: P },
      { text: "I'm very grateful.", in: P },
    ],
    closerChance: 0.4,
  },
  decline: {
    main: ['topic', 'statement', 'quote', 'action'],
    core: [
      { text: "Thanks so much for asking {r}, but I'm going to have to say no." },
      { text: "Thank you for asking {r}, but I'm afraid I can't.", in: P },
      { text: "Thank you for {t}, but I'm going to have to decline.", in: P, when: offerLike },
      { text: "Thanks so much for {t}, but I'm going to pass.", in: C, when: offerLike },
      { text: "I'm afraid I can't make {t}.", when: eventLike },
      { text: "I'm so sorry, but I can't make {t}.", in: C, when: eventLike },
      { text: "I'll have to pass on {t}.", in: C, when: nounTopic },
      { text: "I'm so sorry, but I can't commit to {t}.", when: gerundTopic },
      { text: "Thank you for thinking of me, but I'm going to have to pass on {t}.", when: gerundTopic },
      { text: "I'm going to have to turn down {t}.", when: nounTopic },
      { text: 'Unfortunately, I have to decline {t}.', in: P, when: nounTopic },
      { text: "I've thought about {t}, and it's going to be a no from me.", in: C, when: nounTopic },
      {
        text: "I'm sorry, but {s}.",
        when: saysItAlready(/\b(?:can't|cannot|won't|not able|unable|no|pass)\b/i),
      },
      {
        text: 'Unfortunately, {s}.',
        when: saysItAlready(/\b(?:can't|cannot|won't|not able|unable|no|pass)\b/i),
      },
      {
        text: "I'm sorry, but I'm going to have to say no — {s}.",
        when: (context) => context.main?.kind === 'statement' && !declines(context),
      },
      { text: "{S}, I'm afraid.", when: saysItAlready(/\b(?:can't|cannot|won't|not able|unable|no)\b/i) },
      { text: '{S}.', when: saysItAlready(/\b(?:can't|cannot|won't|not able|unable|no|pass)\b/i) },
      { text: "I'm going to have to pass this time.", when: ({ main }) => main === undefined },
      {
        text: "Thank you for thinking of me, but I'm going to have to decline.",
        when: ({ main }) => main === undefined,
      },
    ],
    leads: [
      { text: 'Thank you so much for thinking of me.', when: (context) => !offerLike(context) },
      { text: 'Thanks so much for asking.', in: C, when: (context) => !offerLike(context) },
    ],
    leadChance: 0.35,
    closers: [
      { text: 'I hope it goes really well!', when: eventLike },
      { text: 'Have a great time!', in: C, when: eventLike },
      { text: 'I hope you understand.' },
      { text: 'Thanks again for thinking of me.', when: (context) => !offerLike(context) },
      { text: "Let's catch up another time.", in: C },
      { text: 'I appreciate your understanding.', in: P },
    ],
    closerChance: 0.45,
  },
  invite: {
    main: ['topic', 'action', 'question', 'statement'],
    core: [
      { text: 'Would you like to come to {t}?', when: nounTopic },
      { text: "I'd love for you to come to {t}!", in: C, when: nounTopic },
      { text: "You're invited to {t}!", when: nounTopic },
      { text: 'Want to come to {t}?', in: C, when: nounTopic },
      { text: "We'd be delighted if you could join us for {t}.", in: P, when: nounTopic },
      { text: "I'd like to invite you to {t}.", in: P, when: nounTopic },
      { text: 'Would you like to {a}?' },
      { text: 'Do you want to {a}?', in: C },
      { text: 'How about {ag}?', in: C },
      { text: "I'd love for you to {a}.", in: C },
      {
        text: '{D}?',
        when: ({ main }) =>
          main?.kind === 'question' &&
          /\b(?:want to|wanna|would you like|fancy|free|come|join)\b/i.test(main.direct ?? ''),
      },
      { text: "You're invited: {s}!", when: ({ main }) => main?.kind === 'statement' },
    ],
    closers: [
      { text: 'Let me know if you can make it!', in: C },
      { text: 'Hope you can make it!', in: C },
      { text: "It'd be great to see you there.", when: (context) => !groupReader(context) },
      { text: "It'd be great to see you all there.", when: groupReader },
      { text: 'Please let me know if you can attend.', in: P },
      { text: 'No pressure, just let me know.', in: C },
    ],
    closerChance: 0.5,
  },
  congratulate: {
    main: ['topic', 'statement', 'quote'],
    core: [
      { text: 'Congratulations on {t}!' },
      { text: 'Huge congrats on {t}!', in: C },
      { text: 'Congrats on {t}!', in: C },
      { text: 'Many congratulations on {t}.', in: P },
      { text: 'I just heard about {t} — congratulations!', when: nounTopic },
      { text: "Congratulations — I'm so happy to hear that {s}!", when: aboutReader },
      { text: 'I just heard that {s} — congratulations!', when: aboutReader },
      { text: '{S}!', when: saysItAlready(/^(?:congrat|well done)/i) },
      {
        text: 'Congratulations — {s}!',
        when: ({ main }) => main?.kind === 'statement' && !aboutReader({ main } as FrameContext),
      },
      { text: 'Congratulations, {n}!', when: ({ main }) => main === undefined },
      { text: 'Huge congratulations!', when: ({ main }) => main === undefined },
    ],
    closers: [
      { text: 'You deserve it!', in: C, when: (context) => !groupReader(context) },
      { text: 'So proud of you!', in: C, when: (context) => !groupReader(context) },
      { text: 'Well deserved.', in: P },
      { text: 'Enjoy every minute of it!', in: C },
      { text: "Can't wait to celebrate with you!", in: C },
      { text: 'Wishing you every success.', in: P },
    ],
    closerChance: 0.45,
  },
  wish: {
    main: ['topic', 'statement', 'quote'],
    core: [
      { text: 'Happy birthday, {n}!', when: occasionIs(/birthday|bday/) },
      { text: 'Wishing you a very happy birthday!', when: occasionIs(/birthday|bday/) },
      { text: 'Happy birthday! I hope it’s a great one.', when: occasionIs(/birthday|bday/) },
      {
        text: '{o} {t}!',
        when: occasionIs(/^(?:good luck|best of luck|all the best|luck)\b.*\s(?:on|with|for|in|at)$/),
      },
      {
        text: 'Wishing you the best of luck {t}!',
        when: (context) =>
          occasionIs(/luck/)(context) &&
          context.main?.kind === 'topic' &&
          /^(?:on|with|for|in|at) /.test(context.main.text),
      },
      {
        text: 'Best of luck with {t}!',
        when: (context) => occasionIs(/^(?:good luck|best of luck|luck)$/)(context) && nounTopic(context),
      },
      {
        text: 'Good luck with {t}!',
        when: (context) => occasionIs(/^(?:good luck|luck)$/)(context) && nounTopic(context),
      },
      { text: 'Good luck!', when: (context) => occasionIs(/luck/)(context) && context.main === undefined },
      { text: "I hope you're feeling better soon after {t}.", when: occasionIs(/get well|recovery/) },
      { text: 'Wishing you a speedy recovery after {t}.', when: occasionIs(/get well|recovery/) },
      { text: 'Get well soon, {n}!', when: occasionIs(/get well|recovery/) },
      {
        text: 'Wishing you a speedy recovery!',
        when: (context) => occasionIs(/get well|recovery/)(context) && context.main === undefined,
      },
      {
        text: 'Safe travels {t}!',
        when: (context) => occasionIs(/safe/)(context) && context.main?.kind === 'topic',
      },
      { text: 'Safe travels!', when: occasionIs(/safe/) },
      { text: 'Have a safe trip!', when: occasionIs(/safe/) },
      { text: 'Have {o}!', when: occasionIs(/^(?:a|an) /) },
      { text: 'Wishing you {o}!', when: occasionIs(/^(?:a|an) /) },
      {
        text: 'Wishing you all the best {t}!',
        when: (context) => occasionIs(/farewell|all the best|goodbye/)(context) && !nounTopic(context),
      },
      {
        text: 'Wishing you all the best for {t}!',
        when: (context) => occasionIs(/^all the best$/)(context) && nounTopic(context),
      },
      { text: 'All the best for the next chapter, {n}!', when: occasionIs(/farewell|goodbye/) },
      {
        text: "I can't believe {s}! Wishing you all the best.",
        when: (context) => occasionIs(/farewell|goodbye/)(context) && aboutReader(context),
      },
      { text: 'Happy {O}!', when: occasionIs(/^(?:happy|merry) /) },
      {
        text: 'Wishing you a wonderful {O}!',
        when: occasionIs(/^(?:happy|merry) (?!birthday|bday|holidays)/),
      },
      {
        text: '{S}!',
        when: saysItAlready(
          /^(?:happy|merry|good luck|best of luck|get well|safe travels|have a|all the best|enjoy)\b/i,
        ),
      },
      { text: 'Wishing you all the best with {t}!', when: nounTopic },
      {
        text: '{o}! Wishing you a joyful celebration.',
        when: ({ main, reading }) => main === undefined && HOLIDAY.test(reading.occasion ?? ''),
      },
      {
        text: '{o}! Sending you warm wishes.',
        when: ({ main, reading }) => main === undefined && HOLIDAY.test(reading.occasion ?? ''),
      },
      {
        text: '{o}!',
        when: ({ main, reading }) =>
          main === undefined &&
          !HOLIDAY.test(reading.occasion ?? '') &&
          /^(?:eid mubarak|ramadan mubarak|good luck|get well soon|safe travels|happy|merry)/.test(
            reading.occasion ?? '',
          ),
      },
      {
        text: '{o}!',
        when: ({ main, reading }) =>
          main?.kind === 'statement' &&
          (/^(?:good luck|happy|get well soon|safe travels)/.test(reading.occasion ?? '') ||
            HOLIDAY.test(reading.occasion ?? '')),
      },
    ],
    closers: [
      { text: "You've got this!", in: C, when: occasionIs(/luck/) },
      { text: 'Thinking of you!', in: C, when: occasionIs(/get well|recovery/) },
      { text: "Can't wait to hear how it goes!", in: C, when: occasionIs(/luck/) },
      { text: 'Enjoy every moment!', when: occasionIs(/birthday|bday|anniversary|happy|merry/) },
      { text: 'Take care of yourself.', when: occasionIs(/get well|recovery/) },
      { text: "We'll miss you!", when: occasionIs(/farewell|goodbye/) },
    ],
    closerChance: 0.45,
  },
  console: {
    main: ['statement', 'topic', 'quote'],
    core: [
      { text: "I'm so sorry to hear that {s}.", when: notFirstPerson },
      { text: 'I was so sorry to hear that {s}.', when: notFirstPerson },
      { text: "I just heard that {s}, and I'm so sorry.", when: notFirstPerson },
      { text: "I'm really sorry {s}.", in: C, when: aboutReader },
      { text: "I'm so sorry about {t}.", when: ({ main }) => main?.kind === 'topic' },
      { text: "I'm so sorry.", when: ({ main }) => main === undefined },
      { text: "I'm so sorry to have to tell you that {s}.", when: firstPerson },
      { text: "I'm so sorry to share that {s}.", in: P, when: firstPerson },
    ],
    closers: [
      { text: "I'm here if you need anything.", when: (context) => !groupReader(context) },
      { text: 'Thinking of you.', when: (context) => !groupReader(context) },
      { text: 'Let me know if there’s anything I can do.' },
      { text: 'Sending you so much love.', in: C, when: grief },
      { text: "Please don't hesitate to reach out if you need anything.", in: P },
      { text: 'Take all the time you need.', when: grief },
      { text: "I'm always here if you want to talk.", in: C },
    ],
    closerChance: 0.6,
  },
  remind: {
    main: ['statement', 'action', 'topic', 'quote'],
    core: [
      { text: 'Just a reminder that {s}.' },
      { text: 'Quick reminder: {s}.' },
      { text: 'A friendly reminder that {s}.' },
      { text: "Don't forget: {s}!", in: C },
      { text: 'A gentle reminder that {s}.', in: P },
      { text: 'Just a reminder to {a}.' },
      { text: "Don't forget to {a}!", in: C },
      { text: 'Please remember to {a}.', in: P },
      { text: 'Quick reminder to {a}.' },
      { text: 'Just a reminder about {t}.' },
      { text: 'Quick reminder about {t}.' },
      { text: 'A friendly reminder about {t}.', in: P },
    ],
    closers: [
      { text: 'Thanks so much!', in: C },
      { text: 'See you then!', in: C, when: hasTime },
      { text: 'Let me know if anything changes.' },
      { text: 'Thank you.', in: P },
      { text: 'Let me know if you have any questions.', in: P },
    ],
    closerChance: 0.35,
  },
  follow_up: {
    main: ['topic', 'statement', 'question', 'action', 'quote'],
    core: [
      { text: "I'm just following up on {t}.", when: ({ main }) => main?.kind === 'topic' },
      { text: 'I wanted to follow up on {t}.', in: P },
      { text: 'Just checking in about {t}.', in: C },
      { text: 'Any update on {t}?', in: C, when: nounTopic },
      { text: "I'm following up because {s}.", when: ({ main }) => main?.kind === 'statement' },
      { text: 'Just checking in: {s}.', when: ({ main }) => main?.kind === 'statement' },
      { text: 'I wanted to follow up, as {s}.', in: P, when: ({ main }) => main?.kind === 'statement' },
      { text: 'Just following up: {d}?' },
      { text: 'Just following up: could you {a}?' },
      { text: 'I wanted to follow up on my last message.', when: ({ main }) => main === undefined },
    ],
    closers: [
      { text: 'Could you let me know where things stand?', in: P },
      { text: "I'd appreciate an update when you have a moment.", in: P },
      { text: 'Any update?', in: C },
      { text: 'Let me know when you get a chance!', in: C },
      { text: 'Thanks for looking into it.', in: P },
    ],
    closerChance: 0.55,
  },
  boundary: {
    main: ['action', 'statement', 'topic', 'quote'],
    core: [
      {
        text: 'Please {a}.',
        when: ({ main }) => main?.kind === 'action' && /^(?:stop|don't|do not|not)\b/i.test(main.text),
      },
      { text: 'I need you to {a}.' },
      { text: 'Going forward, please {a}.', when: (context) => !saysFromWhen(context) },
      { text: 'From now on, could you {a}?', in: C, when: (context) => !saysFromWhen(context) },
      { text: 'I need to set a boundary: {s}.' },
      { text: "I'm not okay with this any more: {s}.", when: aboutReader },
      { text: 'This has to stop: {s}.', in: C, when: aboutReader },
      {
        text: 'From now on, {s}.',
        when: (context) => !aboutReader(context) && forward(context) && !saysFromWhen(context),
      },
      {
        text: 'Going forward, {s}.',
        when: (context) => !aboutReader(context) && forward(context) && !saysFromWhen(context),
      },
      { text: "I'm not comfortable with {t}.", when: nounTopic },
    ],
    leads: [
      { text: 'I need to talk to you about something.', in: C },
      { text: 'There’s something I need to raise.', in: P },
    ],
    leadChance: 0.25,
    closers: [
      { text: 'I hope you can understand.' },
      { text: 'I hope you can respect that.' },
      { text: "I'd really appreciate your understanding.", in: P },
      { text: 'Thanks for understanding.', in: C },
      { text: 'This really matters to me.', in: C },
    ],
    closerChance: 0.5,
  },
  negotiate: {
    main: ['topic', 'action', 'permission', 'statement', 'question', 'quote'],
    core: [
      { text: 'How about {t}?', when: nounTopic },
      { text: 'Would you take {t}?', in: C, when: nounTopic },
      { text: 'Could we meet at {t}?', when: nounTopic },
      { text: 'How about {pn}?' },
      { text: 'Could we do {pn} instead?' },
      { text: 'Would you be open to {ag}?' },
      { text: 'Would you consider {ag}?' },
      { text: 'Could we {a}?', in: C },
      { text: 'Would you consider letting me {p}?' },
      { text: 'Would you be open to me {pg}?', in: P },
      { text: "Here's what I'd propose: {s}.", when: ({ main }) => main?.kind === 'statement' },
      { text: 'How about this: {s}?', in: C, when: ({ main }) => main?.kind === 'statement' },
      { text: 'Could we agree on this: {s}?', when: ({ main }) => main?.kind === 'statement' },
      {
        text: '{D}? I think that would be a fair compromise.',
        when: ({ main }) => main?.kind === 'question',
      },
      { text: 'Could we discuss {t}?', when: nounTopic },
    ],
    leads: [{ text: 'Could we find a middle ground?' }, { text: 'Is there any flexibility on your side?' }],
    leadChance: 0.2,
    closers: [
      { text: 'I think that would work well for both of us.' },
      { text: 'Could we find a middle ground?' },
      { text: 'Let me know what you think.' },
      { text: "I'm happy to talk it through.", in: P },
      { text: 'Would that work for you?' },
      { text: 'I hope we can find something that works.', in: C },
    ],
    closerChance: 0.5,
  },
  reply: {
    main: ['statement', 'question', 'action', 'permission', 'topic', 'quote'],
    core: [
      { text: '{S}.' },
      { text: '{D}?' },
      { text: 'Could you {a}?' },
      { text: 'Could I {p}?' },
      { text: 'About {t}: thanks for checking.', when: nounTopic },
    ],
    closers: [
      { text: 'Thanks for asking!', in: C },
      { text: 'Thanks for checking.', in: P },
      { text: 'Thanks for letting me know.' },
    ],
    closerChance: 0.25,
  },
}
