import { describe, expect, it } from 'vitest'
import { readRequest } from './read-request'
import type { Reading } from './reading'

function read(prompt: string, context = ''): Reading {
  const reading = readRequest(prompt, context)
  if ('unclear' in reading) throw new Error(`unclear: ${prompt}`)
  return reading
}
const texts = (reading: Reading) =>
  reading.parts.map((part) => ('text' in part ? part.text : (part.direct ?? part.embedded)))

describe('reading a request as an instruction', () => {
  it.each([
    ['let theo know the match moved to saturday at 3', 'inform'],
    ['ask the landlord whether the boiler service is booked', 'ask'],
    ['ask my flatmate to water the plants while I am away', 'request'],
    ['apologise to priya for missing her leaving do', 'apologise'],
    ['thank grandad for the book token', 'thank'],
    ['turn down the job offer from Northwind, I took another role', 'decline'],
    ['invite the team to drinks at the Fox on friday at 6', 'invite'],
    ['congratulate my cousin on her new flat', 'congratulate'],
    ['wish my brother good luck for his driving test', 'wish'],
    ['remind the book club that fees are due on the 1st', 'remind'],
    ['follow up with the recruiter about the designer role', 'follow_up'],
    ['tell my flatmate to stop borrowing my charger without asking', 'boundary'],
    ['counter the buyer with £90 for the bike', 'negotiate'],
    ['tell the family chat I passed my driving test!!', 'share_news'],
    ['tell aunt jo I cannot make the christening on sunday', 'decline'],
  ])('%s → %s', (prompt, act) => {
    expect(read(prompt).act).toBe(act)
  })

  it('finds an act the request only implies', () => {
    expect(read('i spilled coffee on sam’s laptop, i feel terrible').act).toBe('apologise')
    expect(read("my mate's choir won the regional final last night").act).toBe('congratulate')
    expect(read('the dentist still has not sent the invoice, three weeks now').act).toBe('follow_up')
    expect(read('flatmate keeps leaving dishes in the sink for days').act).toBe('boundary')
    expect(read("lent Dev 50 in june, he said he'd pay me back by july. how do I bring it up").act).toBe(
      'follow_up',
    )
    expect(read('all clear from the scan, in remission! telling my aunt').act).toBe('share_news')
  })

  it('finds the reader in the story: the person wronged, a relation named aside', () => {
    expect(
      read('i snapped at Marcus in the design review today and need to apologise properly').reader.name,
    ).toBe('Marcus')
    const bea = read(
      "my coworker ran her first marathon in 4:12!! write a slack message for her, her name's Bea",
    )
    expect(bea.reader).toMatchObject({ name: 'Bea', relation: 'coworker' })
    expect(texts(bea)).toEqual(['you ran your first marathon in 4:12'])
  })

  it('reads an offer of help as help, not a price, and a family named after a group as the readers', () => {
    const jules = read(
      'message to jules, her mom is in the icu. just want her to know im here, offer to walk the dog',
    )
    expect(jules.act).toBe('console')
    expect(texts(jules)).toEqual([
      'your mom is in the icu',
      "I want you to know I'm here, I can walk the dog",
    ])
    expect(read('offer to pay 500 for the couch').act).toBe('negotiate')
    const hassans = read('eid mubarak msg to our neighbours the hassans')
    expect(hassans).toMatchObject({ act: 'wish', reader: { group: true, relation: 'neighbours' }, parts: [] })
    expect(texts(read('tell our neighbours the bins go out tuesday'))).toEqual(['the bins go out tuesday'])
  })

  it('keeps a clause tied on by "while" in the topic', () => {
    expect(
      texts(read('Dear assistant, please thank Mr Hale for taking in my parcels whilst I was away')),
    ).toEqual(['taking in my parcels whilst I was away'])
  })

  it('leaves out the question put to the assistant and a pronoun that repeats the subject', () => {
    expect(
      texts(read("lent Dev 50 in june, he said he'd pay me back by july. how do I bring it up")),
    ).not.toContain(expect.stringMatching(/bring it up/i))
    expect(texts(read('My neighbour she parks across my drive every morning')).join(' ')).toMatch(
      /^you park across my drive every morning/i,
    )
  })

  it('names the reader from the instruction, a vocative or a label', () => {
    expect(read('text my neighbour Mrs Osei the parcel is in her porch').reader).toMatchObject({
      name: 'Mrs Osei',
      relation: 'neighbour',
    })
    expect(read('Kemal — are you still coming on friday?').reader.name).toBe('Kemal')
    expect(read('the bins go out tonight. message for my flatmates').reader).toMatchObject({
      relation: 'flatmates',
      group: true,
    })
  })

  it('carries the content into direct speech, addressed to the reader', () => {
    expect(texts(read('tell my sister she left her umbrella in my car'))).toEqual([
      'you left your umbrella in my car',
    ])
    expect(texts(read('ask theo if he has the spare key'))).toEqual(['do you have the spare key'])
    expect(texts(read('remind dad to take his tablets at 8'))).toEqual(['take your tablets at 8'])
    expect(texts(read('thank ms patel for the extra reading help she gave jo'))).toEqual([
      'the extra reading help you gave jo',
    ])
  })

  it('reads the reply from the message being answered', () => {
    const reading = read('reply yes happy to', 'Could you bring the folding chairs on Saturday?')
    expect(reading.act).toBe('reply')
    expect(texts(reading)[0]).toMatch(/^Yes, happy to bring the folding chairs on Saturday/)
  })

  it('reads the sender of a message received as the reader', () => {
    const supportive = read(
      'nia just dmd me this, i want to send something supportive and offer to be a reference',
      'Nia: they let me go today',
    )
    expect(supportive.reader.name).toBe('Nia')
    expect(texts(supportive)).toEqual(['I can be a reference'])
    expect(texts(read('my ex sent this at 2am again, i need him to stop'))[0]).toMatch(
      /^you texted me at 2am again/,
    )
    expect(read('my sister asked this, tell her no more borrowing my car').reader.relation).toBe('sister')
  })

  it('takes the words after a name or a noun as who the reader is', () => {
    expect(read('congratulate Tina our supplier on opening her second bakery').reader).toMatchObject({
      name: 'Tina',
      relation: 'supplier',
    })
    expect(texts(read('text Mike the fruit guy to add 2 crates to the order'))).toEqual([
      'add 2 crates to the order',
    ])
    expect(read('ask the photographer Keisha if she can do 3 hours').reader.name).toBe('Keisha')
    expect(read('thank my english teacher Mrs Hall for the extra help').reader.name).toBe('Mrs Hall')
    // A thing after a name is the content, not the reader.
    expect(texts(read('tell Sam the address for saturday'))).toEqual(['the address for saturday'])
    // "over" after the reader is a particle, not a name; the invitation is its own clause.
    const neighbour = read('invite my new neighbour over for coffee, she just moved in next door')
    expect(neighbour.reader.name).toBeUndefined()
    expect(texts(neighbour)).toEqual(['come over for coffee', 'you just moved in next door'])
    // "… and remind him to …" inside what to say is the reminder itself.
    expect(
      texts(read('good luck msg to my son for his first day at uni and remind him to eat something green')),
    ).toEqual(["your first day at uni and don't forget to eat something green"])
    // The writer's intention to the assistant is not said; "what I said" is what the sorry is for.
    expect(texts(read('my teammate Darnell got laid off today, want to reach out'))).toEqual([
      'you got laid off today',
    ])
    const sorry = read('we had a fight. i want to say sorry to my dad for what i said about his job')
    expect(sorry.parts[0]).toMatchObject({ kind: 'topic', text: 'what I said about your job' })
    // The answer names what was asked once, not "the kids sat sat".
    const sitter = read(
      'reply to my sister yes i can have them sat but only till 6',
      'can u have the kids sat?',
    )
    expect(texts(sitter).join(' ')).not.toMatch(/sat sat/i)
    // A greeting in a pasted message is nobody's name.
    expect(
      read("got this from the recruiter: 'Hi! Great news, we'd love to see you again' ask when").reader.name,
    ).not.toBe('Hi')
  })

  it("leaves out notes about the message itself ('thank you card text', 'names Hana and Pavel')", () => {
    const card = read(
      'the neighbours took in our parcels while we were away, thank you card text. names Hana and Pavel',
    )
    expect(texts(card)).toEqual(['you took in our parcels while we were away'])
    // A reply that is only "thank you" keeps it: it is what to say.
    expect(texts(read('reply thank you', 'Here are the photos from Saturday!'))).not.toEqual([])
  })

  it('reads acts from what the content does', () => {
    expect(read("my best friend leah's grandma passed this morning").act).toBe('console')
    expect(read('tell the gardener i can pay 30 per visit not 40').act).toBe('negotiate')
    expect(read('tell the family chat NO politics at thanksgiving dinner, i mean it').act).toBe('boundary')
    expect(read('text my brother, his show got cancelled and hes bummed').act).toBe('console')
    expect(read('text Raj we are closed 24th to 27th so dont send the delivery').act).toBe('inform')
    // A change or an offer to everyone is news, not a bargain.
    expect(
      read('slack the team that the demo moved to wednesday and Marcus is running it instead of me').act,
    ).toBe('inform')
    expect(read('post for our followers, 20% off all candles this weekend only').act).toBe('inform')
    expect(read('ask the seller if they can do 20% off').act).not.toBe('inform')
  })

  it('reads what follows "thanks for" as what the thanks are for, and a missing apostrophe as whose', () => {
    expect(texts(read('thanks for the lift yesterday, tell jo'))).toEqual(['the lift yesterday'])
    expect(read('thanks mum for the cake').reader.relation).toBe('mum')
    expect(read('text sams dad and ask if sam has any allergies').reader.relation).toBe('dad')
    expect(read('say sorry to mrs green that kai was rude').reader.name).toBe('Mrs Green')
  })

  it("keeps the writer's word for the act", () => {
    expect(read('say sorry to claire i missed her birthday dinner').actWord?.test('sorry')).toBe(true)
    expect(read('thank luis for covering my shift').actWord?.test('thank you')).toBe(true)
  })

  it('answers unclear when nothing says what the message is', () => {
    for (const prompt of [
      'ok',
      'email',
      'a text',
      'idk',
      'write something',
      'hmm???',
      'write it to him like last time but different',
      'the stuff from before but for tuesday??',
    ]) {
      expect(readRequest(prompt), prompt).toMatchObject({ unclear: true })
    }
  })
})
