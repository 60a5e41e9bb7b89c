import { grammarResponseSchema, type UseCase } from '@tipsy/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EngineError } from '../../engine'
import { checkGrammar, ruleProblems, warmUpGrammar } from './grammar-checker'
import { type GrammarWorkerEvent, harperLimits, onGrammarWorkerEvent } from './harper-worker'

/** The fix applied: what the screen does with the first replacement. */
const fixed = (text: string, problem: { span: { start: number; end: number }; replacements: string[] }) =>
  text.slice(0, problem.span.start) + (problem.replacements[0] ?? '') + text.slice(problem.span.end)

describe('our confusion rules (no harper)', () => {
  it.each([
    ['your welcome, anytime', 'general', "you're welcome, anytime"],
    ['tommorow works for me', 'text_friend', 'tomorrow works for me'],
    ['see you on Wensday', 'general', 'see you on Wednesday'],
    ['I could of called you', 'general', 'I could have called you'],
    ["i'll see you their", 'general', "i'll see you there"],
    ['Its going to be fine.', 'general', "It's going to be fine."],
    ['She is taller then me.', 'general', 'She is taller than me.'],
    ['We ate and than we left.', 'general', 'We ate and then we left.'],
    ['Did you get my email.', 'work_email', 'Did you get my email?'],
    ['Can u send the file?', 'work_email', 'Can you send the file?'],
    ["I'd love to meet meet up this weekend", 'general', "I'd love to meet up this weekend"],
    [
      'Could you confirm weather the meeting is on?',
      'work_email',
      'Could you confirm whether the meeting is on?',
    ],
    ["I'm not sure were the room is.", 'general', "I'm not sure where the room is."],
    ["Can someone tell me who's umbrella this is?", 'general', 'Can someone tell me whose umbrella this is?'],
    [
      'Each of the departments have sent their budget.',
      'work_email',
      'Each of the departments has sent their budget.',
    ],
    ['The keys to the shed is by the door.', 'general', 'The keys to the shed are by the door.'],
    ['My brother and I was planning to visit.', 'general', 'My brother and I were planning to visit.'],
    ["Dad don't like the new sofa.", 'general', "Dad doesn't like the new sofa."],
    ['So what time does it start', 'work_email', 'So what time does it start?'],
    ['This coat is way to loose.', 'general', 'This coat is way too loose.'],
    ['he dont want to come', 'text_friend', "he doesn't want to come"],
    ['Its impossible to park here.', 'general', "It's impossible to park here."],
    ['Hello, is the pool open on Sunday', 'general', 'Hello, is the pool open on Sunday?'],
    [
      'Dear Ms Okafor, could you confirm the booking',
      'general',
      'Dear Ms Okafor, could you confirm the booking?',
    ],
    ['Would Monday at 3 suit you', 'work_email', 'Would Monday at 3 suit you?'],
    ['were heading out now, see you there', 'text_friend', "we're heading out now, see you there"],
    ['I found the cat, its under the bed.', 'general', "I found the cat, it's under the bed."],
    ['Shh, the twins are finally quite now.', 'general', 'Shh, the twins are finally quiet now.'],
    ['My sister cooks better at home then me.', 'general', 'My sister cooks better at home than me.'],
    ["Hi, the taps in the kitchen doesn't work.", 'general', "Hi, the taps in the kitchen don't work."],
    ['Quick one: can we move the call to 4', 'work_email', 'Quick one: can we move the call to 4?'],
    [
      'Hi Dr. Patel, can Maya leave early on Friday',
      'general',
      'Hi Dr. Patel, can Maya leave early on Friday?',
    ],
    ["I think you're parcel was left outside.", 'general', 'I think your parcel was left outside.'],
    ['The new starters arrives on Monday.', 'work_email', 'The new starters arrive on Monday.'],
    [
      'The box came soaked and is to warped to open.',
      'general',
      'The box came soaked and is too warped to open.',
    ],
    [
      "I'll bring crisps to the picnic to, if that helps",
      'text_friend',
      "I'll bring crisps to the picnic too, if that helps",
    ],
    ['I could do Sunday to.', 'general', 'I could do Sunday too.'],
    ['The flat is quiet small for two.', 'general', 'The flat is quite small for two.'],
    ['What a honour to be asked.', 'general', 'What an honour to be asked.'],
    ['Were still meeting at the pier, yes?', 'text_friend', "We're still meeting at the pier, yes?"],
    ['That film really effected me.', 'general', 'That film really affected me.'],
    [
      'Please check your aware of the fire exits.',
      'work_email',
      "Please check you're aware of the fire exits.",
    ],
    ["Please keep you're bike out of the hallway.", 'general', 'Please keep your bike out of the hallway.'],
    ['omg their singing my favourite song', 'text_friend', "omg they're singing my favourite song"],
    [
      'Excuse me, your parking the van on my lawn.',
      'general',
      "Excuse me, you're parking the van on my lawn.",
    ],
    [
      'The latest prices for Tuesday is on the board.',
      'general',
      'The latest prices for Tuesday are on the board.',
    ],
    [
      'The worst part about Mondays are the trains.',
      'general',
      'The worst part about Mondays is the trains.',
    ],
    ['My aunt and her partner owns a bakery.', 'general', 'My aunt and her partner own a bakery.'],
    [
      'Everyone in the office have signed the card.',
      'general',
      'Everyone in the office has signed the card.',
    ],
    [
      "The lights on our landing hasn't worked for a week.",
      'general',
      "The lights on our landing haven't worked for a week.",
    ],
    ['I can hear the kids, its about to rain.', 'general', "I can hear the kids, it's about to rain."],
    ['Let me know if its missing a page.', 'work_email', "Let me know if it's missing a page."],
    ["The landlord has they're keys.", 'general', 'The landlord has their keys.'],
    [
      'Please tidy up, theirs been crumbs everywhere.',
      'general',
      "Please tidy up, there's been crumbs everywhere.",
    ],
    ['My cat have a vet visit today.', 'general', 'My cat has a vet visit today.'],
    ["The app let's users export their data.", 'work_email', 'The app lets users export their data.'],
    ["Sam don't like olives.", 'general', "Sam doesn't like olives."],
    [
      'The landlord and the agent has signed the lease.',
      'general',
      'The landlord and the agent have signed the lease.',
    ],
    [
      'Ms Rossi and her deputy is presenting today.',
      'work_email',
      'Ms Rossi and her deputy are presenting today.',
    ],
    ['My aunt and uncle owns a cafe.', 'general', 'My aunt and uncle own a cafe.'],
    ['Both of them is coming to the party.', 'general', 'Both of them are coming to the party.'],
    ['The seats for Wimbledon is all taken.', 'general', 'The seats for Wimbledon are all taken.'],
    ['Can u bring a chair to the meeting?', 'general', 'Can you bring a chair to the meeting?'],
    ['Pls ring the bell twice.', 'general', 'Please ring the bell twice.'],
    ['The fete is still on tmrw.', 'apology', 'The fete is still on tomorrow.'],
    [
      "The tap doesn't work b/c the washer went.",
      'work_email',
      "The tap doesn't work because the washer went.",
    ],
    ["I think they're might be a leak.", 'general', 'I think there might be a leak.'],
    ['The match was off due to the whether.', 'general', 'The match was off due to the weather.'],
    ['Check the whether forecast first.', 'general', 'Check the weather forecast first.'],
    ['Could you advice us on parking?', 'general', 'Could you advise us on parking?'],
    ['Thanks for the good advise.', 'general', 'Thanks for the good advice.'],
    ['The clerk new exactly where it was.', 'general', 'The clerk knew exactly where it was.'],
    ['The boiler died, so were freezing tonight.', 'general', "The boiler died, so we're freezing tonight."],
    [
      "Does anyone know who's bike blocked the gate?",
      'general',
      'Does anyone know whose bike blocked the gate?',
    ],
    [
      'The desks were dusty, and their needed in room 4.',
      'general',
      "The desks were dusty, and they're needed in room 4.",
    ],
    [
      'Check the corner were the boys sat yesterday.',
      'general',
      'Check the corner where the boys sat yesterday.',
    ],
    ['We cancelled are booking for Friday.', 'general', 'We cancelled our booking for Friday.'],
    ['Each of the rooms have a kettle.', 'general', 'Each of the rooms has a kettle.'],
    ['Each of my sisters are coming.', 'general', 'Each of my sisters is coming.'],
    ['Cats is not allowed in the flats.', 'general', 'Cats are not allowed in the flats.'],
    [
      'The drive takes about four hour in traffic.',
      'general',
      'The drive takes about four hours in traffic.',
    ],
    ['The box of cables in the garage are mine.', 'general', 'The box of cables in the garage is mine.'],
    [
      "The rota of helpers for Sunday's fete are on the door.",
      'general',
      "The rota of helpers for Sunday's fete is on the door.",
    ],
    ["She's already past them the keys.", 'general', "She's already passed them the keys."],
    [
      'Could the kids be quite while the baby sleeps?',
      'general',
      'Could the kids be quiet while the baby sleeps?',
    ],
    ['The cafe will now except cards.', 'general', 'The cafe will now accept cards.'],
    ['where does you live', 'dating_app', 'where do you live'],
    ['We drove passed the stadium twice.', 'general', 'We drove past the stadium twice.'],
    ['Rain came threw the window frame.', 'general', 'Rain came through the window frame.'],
    ["we're so exited for the wedding", 'text_friend', "we're so excited for the wedding"],
    ["Sorry, I can't here you on this line.", 'general', "Sorry, I can't hear you on this line."],
    ['No idea what to where tonight.', 'general', 'No idea what to wear tonight.'],
    ['The fair is on weather or not it snows.', 'general', 'The fair is on whether or not it snows.'],
    [
      'Hi Tom, could you send the invoice. It is overdue.',
      'work_email',
      'Hi Tom, could you send the invoice? It is overdue.',
    ],
  ] as const)('%s (%s)', (text, useCase, expected) => {
    const [problem, ...others] = ruleProblems(text, useCase)
    expect(others).toEqual([])
    expect(problem && fixed(text, problem)).toBe(expected)
  })

  it('leaves text-speak and a missing "?" alone in a chat', () => {
    expect(ruleProblems('can u send it tmrw', 'text_friend')).toEqual([])
    expect(ruleProblems('did you see that', 'dating_app')).toEqual([])
  })

  it('takes shorthand but not chat words outside a chat and a work e-mail', () => {
    expect(ruleProblems('gonna be a great fete, btw bring pics lol', 'general')).toEqual([])
    expect(ruleProblems('Generation Y and the y axis', 'general')).toEqual([])
  })

  it('reads words named like Object members as words (fuzz seed 2111902137)', () => {
    for (const useCase of ['work_email', 'text_friend'] as const)
      expect(ruleProblems('lorem constructor toString happy', useCase)).toEqual([])
  })

  it('keeps the right words right', () => {
    for (const text of [
      "You're welcome to stay for dinner.",
      'Their house is the one with the blue door.',
      'The dog wagged its tail when we got home',
      'There were more people at the concert than I expected',
      'Then again, it might be sunny by noon.',
      'We were too tired to cook, so we ordered a pizza.',
      'What a beautiful sunset',
      'Each of the regional managers has submitted a forecast.',
      'Bye bye, see you soon!',
      "Who's coming this weekend?",
      'The news was better than we feared.',
      "Don't forget to lose the receipt.",
      'The gallery opens its doors at ten.',
      'It is not quite ready.',
      'Finish your homework first, then you can play.',
      'We were waiting for ages.',
      'The way you described the films is spot on.',
      'I appreciate your helping us with the move.',
      'I asked them to.',
      'A quiet little place by the river.',
      'Were all the tickets sold?',
      'Whom should I send the invoice to?',
      'Anyone know a good electrician nearby?',
      "Sam and Jess don't like olives.",
      'My friend and colleague is joining us.',
      'The bread and butter is on the table.',
      "Sam don't touch that, it's hot!",
      'Our family have lived here for years.',
      "If they're going to be late, call me.",
      "I'm not sure whether the weather will hold.",
      'We asked whether conditions would improve.',
      'I took her advice and it worked.',
      "Something new about him, I can't say what.",
      'The kids were stuck in the rain and were soaked.',
      "Who's best placed to answer this?",
      'They were late, and so were we.',
      'Have you read the new how-to guide?',
      "She said 'new term new me' and bought a planner.",
      'She wanted something new that nobody had tried.',
      "The ward's all new, it opened in May.",
      'Were the games played on grass?',
      'The rooms we booked are lovely.',
      'Each of us has a key.',
      'Their going-away party is on Friday.',
      'What does your mum think?',
      'James is driving, and Wales is lovely in May.',
      'It is a five minute walk, two more to go.',
      'I have past experience in retail.',
      'Please call Dr. Patel. She is expecting you.',
      'It was quiet during the week.',
      'I just passed the test, and she threw the ball.',
      'She exited the building. Come here and tell me where to go.',
    ]) {
      expect(ruleProblems(text, 'general'), text).toEqual([])
    }
  })
})

/** The problems alone, as most tests read them. */
const problemsOf = async (text: string, useCase: UseCase) => (await checkGrammar(text, useCase)).problems

/**
 * Only harper knows these misspellings: on a loaded machine a check can pass its deadline and
 * answer partial, so the check is asked again (as the eval waits for harper).
 */
async function checkedByHarper(text: string, useCase: UseCase) {
  let result = await checkGrammar(text, useCase)
  for (let attempt = 0; attempt < 3 && result.partial; attempt++) {
    await warmUpGrammar()
    result = await checkGrammar(text, useCase)
  }
  return result.problems
}

describe('checkGrammar (harper and our rules)', () => {
  beforeAll(() => warmUpGrammar(), 120_000)

  it('finds a misspelling with its span and fix, in the contract shape', async () => {
    const text = 'I have recieved your note 😀 and will reply tommorow.'
    const response = await checkGrammar(text, 'work_email')
    expect(grammarResponseSchema.parse(response)).toEqual(response)
    const { problems } = response
    const words = problems.map((problem) => text.slice(problem.span.start, problem.span.end))
    expect(words).toEqual(['recieved', 'tommorow'])
    expect(problems.map((problem) => problem.replacements[0])).toEqual(['received', 'tomorrow'])
    expect(problems[0]?.message).toBeTruthy()
  })

  it('reads slang as a chat writes it, and as an error in a work e-mail', async () => {
    expect(await problemsOf('omg u were right lol, see u tmrw', 'text_friend')).toEqual([])
    const work = await problemsOf('Thanks, I will send it tmrw.', 'work_email')
    expect(work.map((problem) => [problem.text, problem.replacements])).toEqual([['tmrw', ['tomorrow']]])
  })

  it('accepts names, acronyms and British or American spelling', async () => {
    expect(
      await problemsOf('Thanks! Then Priya will finalise the SOW with the CISO by EOD.', 'work_email'),
    ).toEqual([])
    expect(await problemsOf('Please prioritize the neighbors.', 'general')).toEqual([])
  })

  it('leaves names, handles and a silent h alone; catches a confused word in a chat', async () => {
    for (const [text, useCase] of [
      ['Can you pick up Mia from ballet at 5:15?', 'general'],
      ["Mom, we'll be there around 6:45.", 'general'],
      ['haha @maya_rose tagged me in the worst photo ever', 'text_friend'],
      ["It's an honour to be asked.", 'general'],
      ['Could you share the latest version of the roadmap?', 'work_email'],
    ] as const) {
      expect(await problemsOf(text, useCase), text).toEqual([])
    }
    const chat = await problemsOf("Sounds good, I'll meet you their at 8", 'text_friend')
    expect(chat.map((problem) => [problem.text, problem.replacements[0]])).toEqual([['their', 'there']])
  })

  it("knows a chat's words harper's dictionary lacks, and words English doubles on purpose", async () => {
    for (const [text, useCase] of [
      ['grabbing chai then heading there now, u coming', 'text_friend'],
      ['ngl i get so hangry before lunch', 'dating_app'],
      ["there's heaps of seats at the back", 'text_friend'],
      ['we got tickets for Mr. Brightside night at the pub', 'dating_app'],
      ['She said that that plan was fine, and we had had enough of waiting.', 'general'],
      ['that crème brûlée at the café though', 'dating_app'],
      ['asdfghjkl sksksk no way', 'text_friend'],
      ['Shoreditch or Hackney Wick for drinks?', 'dating_app'],
      ['happy birthday babes, love you loads', 'text_friend'],
      ['jollof at mine saturday, lowkey the best in town', 'text_friend'],
      ["remember it's Nan's party on friday", 'text_friend'],
      ['need an answer ASAP, the table goes at 8', 'text_friend'],
      ['FYI, the slides are in the shared folder.', 'work_email'],
      ['The price is non-refundable, sorry.', 'general'],
      ['padel then shakshuka at mine?', 'dating_app'],
      ['Can you own the onboarding workstream?', 'work_email'],
      ['we should get kottu after the gig', 'text_friend'],
      ['gochujang wings or chilaquiles for brunch', 'dating_app'],
      ['LeBron was unreal last night', 'text_friend'],
      ['hey hey, how was the gig', 'dating_app'],
      ['Tía Rosa, thank you for the flan!', 'general'],
      ["honestly I'm not after a fling", 'dating_app'],
      ['heyy, ahh sorry, only just saw this', 'dating_app'],
      ['dinner at Tao Tao then? lol jk jk', 'dating_app'],
      ["the chippy's shut so it's pizza", 'text_friend'],
      ["How've the first weeks at the new job been?", 'dating_app'],
      ["it's time we met, don't you think?", 'dating_app'],
      ['she stay winning at bingo', 'text_friend'],
      ['gg ez, rematch tomorrow?', 'text_friend'],
      ['bara brith and a brew at mine?', 'dating_app'],
      ['hola! churros con chocolate after the gig?', 'dating_app'],
      ['Bake sale on Saturday, todos bienvenidos!', 'general'],
      ["ok, yalla let's go", 'text_friend'],
      ["my abuelita's flan though", 'dating_app'],
      ['Free saltfish fritters at the carpark stall, all welcome.', 'general'],
      ['Selling my nan’s old armchair, collection from the Van der Berg house.', 'general'],
      ['The committee have agreed the new rota, and an HR form is attached.', 'general'],
      ['leaving now, anyone need anything from the shop?', 'text_friend'],
      ['alright, you win, karaoke on Friday', 'dating_app'],
      ['Moin moin and gulab jamun at the stall from noon.', 'general'],
      ['Real photos only, no catfishing, promise.', 'dating_app'],
      ['Arepa and banya night at the community centre, all welcome.', 'general'],
      ['The rickshaw driver said chop-chop and off we went.', 'general'],
      ['Swami-ji will lead the bhajans after lunch.', 'general'],
      ['Trials for the U14s start on Monday, bring boots.', 'general'],
      ['Get the 15B from the station, it stops outside.', 'general'],
      ['Room to rent near the park, £600 pcm including bills.', 'general'],
      ['Could we move the call to 4pm? Oluwaseun is travelling until 3.', 'work_email'],
    ] as const) {
      expect(await problemsOf(text, useCase), text).toEqual([])
    }
    const chat = await checkedByHarper('i definately owe you one', 'text_friend')
    expect(chat.map((problem) => problem.text)).toEqual(['definately'])
    // A notice's words from the full list stay, but not a misspelling split in two.
    const notice = await checkedByHarper('It was really thoughtfull, and we met at noon.', 'general')
    expect(notice.map((problem) => problem.text)).toEqual(['thoughtfull'])
    // Split into words, not into a word and a scrap: still one word run together.
    const runTogether = await checkedByHarper('We only need abit more paint.', 'general')
    expect(runTogether.map((problem) => problem.text)).toEqual(['abit'])
    expect((await problemsOf('alright, see you at 3', 'work_email')).map((problem) => problem.text)).toEqual([
      'alright',
    ])
  }, 30_000)

  it('reads a capitalised word a letter or two from a day or month as that date misspelt', async () => {
    const problems = await checkedByHarper(
      'The delivery comes on Thrusday, after the Septmber sale.',
      'general',
    )
    expect(problems.map((problem) => [problem.text, problem.replacements[0]])).toEqual([
      ['Thrusday', 'Thursday'],
      ['Septmber', 'September'],
    ])
  }, 30_000)

  it('refuses what cannot be checked', async () => {
    await expect(checkGrammar('   ', 'general')).rejects.toBeInstanceOf(EngineError)
    await expect(checkGrammar('x'.repeat(2001), 'general')).rejects.toBeInstanceOf(EngineError)
  })

  it('finds a misspelling far into a long message, at its place in it', async () => {
    const sentence = 'We walked along the river for an hour before lunch, and the weather held all day. '
    const text = `${sentence.repeat(6)}I seen teh movie yesterday.`
    const problems = await checkedByHarper(text, 'general')
    expect(problems.map((problem) => [problem.text, problem.span.start])).toContainEqual([
      'teh',
      text.indexOf('teh'),
    ])
  }, 30_000)
})

const SYLLABLES = ['blor', 'ptik', 'snar', 'gle', 'quiz', 'zle', 'trom', 'vex', 'plin', 'dra', 'wub', 'fen']
/** Different made-up words, as the outside probe sent them; `salt` makes a set harper has not seen. */
const madeUpWords = (count: number, salt = '') =>
  Array.from(
    { length: count },
    (_, index) =>
      `${SYLLABLES[index % 12]}${SYLLABLES[Math.floor(index / 12) % 12]}${SYLLABLES[(index * 7) % 12]}${salt}`,
  )

/** Another user's ordinary check: whether it got harper's fix for "teh" (only harper knows it), and how soon. */
async function ordinaryCheck() {
  const started = performance.now()
  const response = await checkGrammar('I seen teh movie', 'general')
  return {
    fixedTeh: response.problems.some(
      (problem) => problem.text === 'teh' && problem.replacements[0] === 'the',
    ),
    partial: response.partial,
    ms: performance.now() - started,
  }
}

/** Runs `test` with harper's limits changed, and puts them back. */
async function withLimits<T>(limits: Partial<typeof harperLimits>, test: () => Promise<T>): Promise<T> {
  const saved = { ...harperLimits }
  Object.assign(harperLimits, limits)
  try {
    return await test()
  } finally {
    Object.assign(harperLimits, saved)
  }
}

// The outside probe's inputs (issue 36): each once passed harper's deadline, its worker was ended,
// and every user got our rules alone (no "teh" fix) until a new one had set up.
describe('one slow input never takes harper from the others', () => {
  const replacements: GrammarWorkerEvent[] = []
  let stopListening = () => undefined as unknown
  beforeAll(async () => {
    stopListening = onGrammarWorkerEvent((event) => replacements.push(event))
    await warmUpGrammar()
  }, 120_000)
  afterAll(() => stopListening())

  it('serves another check while "happy " × 331 is linted, and keeps the worker', async () => {
    // The probe's message and its variants (harper keeps the lints of a text it has seen).
    const slow = ['birthday', 'birthdays', 'bday', 'party', 'cake', 'day'].map((last) =>
      checkGrammar(`${'happy '.repeat(331)}${last}`, 'general'),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    const during = await ordinaryCheck()
    await Promise.all(slow)
    expect(during).toMatchObject({ fixedTeh: true, partial: undefined })
    expect(during.ms).toBeLessThan(1_500)
    expect((await ordinaryCheck()).fixedTeh).toBe(true)
    expect(replacements).toEqual([])
  }, 30_000)

  it('keeps harper after a message of 300 made-up words, and after 300 checks of them', async () => {
    await checkGrammar(madeUpWords(300, 'o').join(' ').slice(0, 2000), 'general')
    const afterOne = await ordinaryCheck()
    expect(afterOne).toMatchObject({ fixedTeh: true, partial: undefined })
    expect(afterOne.ms).toBeLessThan(1_500)
    await Promise.all(madeUpWords(300, 'a').map((word) => checkGrammar(`${word} ${word}s`, 'general')))
    expect((await ordinaryCheck()).fixedTeh).toBe(true)
    expect(replacements).toEqual([])
  }, 30_000)

  it('marks a check past its deadline partial, and still serves the next one', async () => {
    const slow = await withLimits({ checkDeadlineMs: 100 }, () =>
      checkGrammar(`your welcome ${madeUpWords(300, 'e').join(' ')}`.slice(0, 2000), 'general'),
    )
    expect(slow.partial).toEqual({ reason: 'deadline' })
    // Our rules' findings are kept.
    expect(slow.problems.map((problem) => problem.text)).toContain('your')
    expect(await ordinaryCheck()).toMatchObject({ fixedTeh: true, partial: undefined })
    expect(replacements).toEqual([])
  }, 30_000)

  // Last: it replaces the worker, whose successor sets up for seconds.
  it('replaces a stuck worker, says so to the listener, and answers partial until harper is back', async () => {
    const stuck = await withLimits({ stuckChunkMs: 1 }, () =>
      checkGrammar(madeUpWords(60, 'u').join(' '), 'general', { caller: 'POST /messages/grammar' }),
    )
    expect(stuck.partial).toEqual({ reason: 'deadline' })
    expect(replacements).toEqual([
      {
        kind: 'harper_worker_replaced',
        reason: 'deadline',
        textLength: madeUpWords(60, 'u').join(' ').length,
        caller: 'POST /messages/grammar',
      },
    ])
    const whileStarting = await ordinaryCheck()
    expect(whileStarting).toMatchObject({ fixedTeh: false, partial: { reason: 'starting' } })
    expect(whileStarting.ms).toBeLessThan(500)
    await warmUpGrammar()
    expect(await ordinaryCheck()).toMatchObject({ fixedTeh: true, partial: undefined })
  }, 150_000)
})
