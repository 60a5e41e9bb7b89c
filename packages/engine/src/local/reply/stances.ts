import type { Register } from '../lexicon/relations'
import type { Slots } from './reply-slots'
import type { TheirMessage } from './their-message'

/**
 * What a reply can do with their message. Each stance is a list of ways to say it; a way is
 * used only when every slot it names has a value, so a reply never says what the thread did not.
 */
export type Stance = 'yes' | 'yes_ask' | 'no' | 'feel' | 'name' | 'ask' | 'boundary' | 'later' | 'say'

export interface Way {
  text: string
  /** Registers it suits; both when absent. */
  in?: Register
}

const P: Register = 'professional'
const C: Register = 'casual'

/** The stances a reply takes to each kind of message, in the order the three replies use them. */
export const DEFAULT_STANCES: Record<TheirMessage['kind'], Stance[]> = {
  invitation: ['yes', 'yes_ask', 'no'],
  plan_change: ['yes', 'yes_ask', 'no'],
  permission: ['yes', 'yes_ask', 'later'],
  request: ['yes', 'yes_ask', 'later'],
  status: ['yes', 'later', 'ask'],
  about_me: ['yes', 'yes_ask', 'name'],
  wh_question: ['later', 'ask', 'name'],
  yes_no: ['yes', 'no', 'later'],
  good_news: ['feel', 'name', 'ask'],
  bad_news: ['feel', 'name', 'ask'],
  complaint: ['feel', 'name', 'ask'],
  thanks: ['feel', 'name', 'ask'],
  apology: ['feel', 'name', 'ask'],
  compliment: ['feel', 'name', 'ask'],
  statement: ['name', 'feel', 'ask'],
  letdown: ['feel', 'name', 'ask'],
  choice: ['yes', 'no', 'ask'],
  affection: ['feel', 'name', 'ask'],
  same: ['yes', 'no', 'later'],
  either: ['yes', 'no', 'ask'],
  venting: ['feel', 'name', 'ask'],
  shipped: ['feel', 'name', 'ask'],
  nerves: ['feel', 'name', 'ask'],
  awake: ['yes', 'yes_ask', 'name'],
  nudge: ['feel', 'name', 'ask'],
  volunteer: ['yes', 'yes_ask', 'no'],
  deadline: ['yes', 'later', 'no'],
  offer: ['yes', 'yes_ask', 'no'],
  reply_code: ['yes', 'no', 'name'],
  at_door: ['yes', 'yes_ask', 'name'],
  worried: ['feel', 'name', 'ask'],
  hurt: ['feel', 'name', 'ask'],
  vote: ['yes', 'no', 'ask'],
  pressure: ['boundary', 'boundary', 'boundary'],
}

type Ways = Partial<Record<Stance, Way[]>>

const INVITATION: Ways = {
  yes: [
    { text: "Yes! I'd love to {doing}{onWhenTail}.{?gerundPlan}", in: C },
    { text: "I'd be glad to {doing}{onWhenTail}.{?gerundPlan}", in: P },
    { text: '{When} works for me — {whatSound} great!', in: C },
    { text: 'Yes! {Plan} sounds perfect, count me in!', in: C },
    { text: "I'm so in for {plan}!", in: C },
    { text: '{WhatSound} great — I’m in!', in: C },
    { text: "{When} works! I'd love to.", in: C },
    { text: '{When} works for me — happy to join {what}.', in: P },
    { text: "Yes, I'd be glad to join {plan}.", in: P },
    { text: '{When} works for me. See you then.', in: P },
    { text: "Yes, I'd love to! Count me in." },
  ],
  yes_ask: [
    { text: "I'd love to {doing}! When works for you?{?gerundPlan}{!when}", in: C },
    { text: "I'd love to {doing}{onWhenTail}! {askTime}{?gerundPlan}", in: C },
    { text: 'Happy to {doing}{onWhenTail}. What time suits you?{?gerundPlan}', in: P },
    { text: "I'm in for {plan}! {askTime}", in: C },
    { text: "I'm in for {plan}! {askPlace}", in: C },
    { text: "I'm in for {plan}! Can I bring anything?{?placeHome}", in: C },
    { text: "I'm in for {plan}! Who else is coming?{?placeGiven}{?group}", in: C },
    { text: "I'm in for {plan} — can't wait!{?placeGiven}{!group}", in: C },
    { text: '{WhatSound} good! When were you thinking?{!when}', in: C },
    { text: '{When} could work! What did you have in mind?{!what}{?vague}', in: C },
    { text: '{When} could work! {askTime}{!what}{!vague}', in: C },
    { text: '{When} works for me! {askPlace}{!what}{!vague}', in: C },
    { text: '{When} works for me — can I bring anything?{!what}{!vague}{?placeHome}', in: C },
    { text: '{When} works for me! Who else is coming?{!what}{!vague}{?placeGiven}{?group}', in: C },
    { text: "{When} works for me — can't wait!{!what}{!vague}{?placeGiven}{!group}", in: C },
    { text: '{Plan} works for me. What time suits you?{?askTime}', in: P },
    { text: '{Plan} works for me. Where shall we meet?{?askPlace}', in: P },
    { text: '{Plan} works for me. Is there anything I can bring?{?placeHome}', in: P },
    { text: '{Plan} works for me. Who else is coming?{?placeGiven}{?group}', in: P },
    { text: '{Plan} works for me. Looking forward to it.{?placeGiven}{!group}', in: P },
    { text: 'Happy to join {what}. When works best for you?{!when}', in: P },
    { text: "{When} works for me. What's the plan?{!what}{?vague}", in: P },
    { text: '{When} works for me. {askTime}{!what}{!vague}', in: P },
    { text: '{When} works for me. {askPlace}{!what}{!vague}', in: P },
    { text: '{When} works for me — is there anything I can bring?{!what}{!vague}{?placeHome}', in: P },
    { text: '{When} works for me. Who else is coming?{!what}{!vague}{?placeGiven}{?group}', in: P },
    { text: '{When} works for me. Looking forward to it.{!what}{!vague}{?placeGiven}{!group}', in: P },
    { text: "Sounds good! What's the plan?" },
  ],
  no: [
    { text: "I'd love to {doing}, but I can't{onWhenTail}, sorry! Another time?{?gerundPlan}", in: C },
    { text: "I'd like to {doing}, but I can't{onWhenTail}, unfortunately.{?gerundPlan}", in: P },
    { text: "Ah, I can't do {when} sadly — could we do {what} another day?", in: C },
    { text: "I'd love to, but I can't make {plan}, sorry! Rain check?", in: C },
    { text: "Gutted, I can't make {plan} — can we do another day soon?", in: C },
    { text: "Thanks for the invite! I can't make {plan}, but I'd love to another time.", in: C },
    {
      text: "Thank you for the invite — unfortunately I can't make {plan}. Could we find another time?",
      in: P,
    },
    { text: "Thanks for thinking of me. I won't be able to make {plan}, unfortunately.", in: P },
    { text: "I can't make it this time, sorry — another day?" },
  ],
}

const PLAN_CHANGE: Ways = {
  yes: [
    { text: 'Yes, {to} works for us!{!moved}', in: C },
    { text: '{To} works for us, thanks for sorting it.{!moved}', in: P },
    {
      text: "No worries at all, I hope everything's okay! Yes, {when} works — just say which day.{?cancel}{?another}",
      in: C,
    },
    {
      text: 'No problem at all. Happy to move it to {when} — let me know which day.{?cancel}{?another}',
      in: P,
    },
    { text: 'No worries, see you in {delay}!{?late}', in: C },
    { text: 'No worries at all, see you {when}!{?late}', in: C },
    { text: 'No worries at all, take your time — see you soon!{?late}', in: C },
    { text: 'No problem, thanks for letting me know you’re running late.{?late}', in: P },
    { text: 'Sure, {to} works for {moved}!', in: C },
    { text: 'No problem — {moved} {atTo} it is!', in: C },
    { text: 'Of course, {to} works for {moved}.', in: P },
    { text: 'No worries at all about {plan}! Hope everything’s okay.{?cancel}', in: C },
    { text: 'No problem at all about {plan}. Thanks for letting me know.{?cancel}', in: P },
    { text: 'No worries at all — thanks for letting me know!{?cancel}' },
  ],
  yes_ask: [
    { text: 'Of course — {when} works for me! Which day suits you best?{?cancel}{?another}', in: C },
    { text: 'Of course. {When} works for me — which day suits you?{?cancel}{?another}', in: P },
    { text: '{To} should work — let me double-check with everyone and confirm.{!moved}' },
    { text: 'All good, no rush! Roughly what time will you get here?{?late}{!when}', in: C },
    { text: "All good, no rush — I'll see you {when}!{?late}", in: C },
    {
      text: 'Thanks for the heads-up about running late. What time do you think you’ll arrive?{?late}',
      in: P,
    },
    { text: 'Yeah, {to} is fine for {moved}! Same place?', in: C },
    { text: 'That works — {moved} {atTo}. Same place as before?', in: P },
    { text: "That's okay! Want to reschedule {what}? When works for you?{?cancel}", in: C },
    { text: 'Thanks for letting me know. Shall we reschedule {what}?{?cancel}', in: P },
    { text: 'All good! When works for you instead?{?cancel}' },
  ],
  no: [
    { text: '{To} is tricky for us, unfortunately — could we look at another option?{!moved}' },
    { text: "No stress — I'll wait, just text me when you're close!{?late}", in: C },
    { text: "Understood — I'll wait. Let me know when you're close.{?late}", in: P },
    { text: '{To} is a bit tricky for me — could we keep {moved} as planned?', in: C },
    { text: '{To} is difficult for me, unfortunately — could we keep {moved} as planned?', in: P },
    { text: "Ah, shame about {plan}! Let's find another day soon.{?cancel}", in: C },
    { text: "That's a shame about {plan} — let me know when suits you instead.{?cancel}", in: P },
    { text: "Ah, shame! Let's find another day soon.{?cancel}" },
  ],
}

const REQUEST: Ways = {
  no: [
    { text: "Sorry, I can't {action} this time.", in: C },
    { text: "I'm really sorry, I won't be able to {action}.", in: C },
    { text: "Unfortunately I won't be able to {action} this time.", in: P },
    { text: "I'm sorry, but I can't {action} at the moment.", in: P },
  ],
  yes: [
    { text: "Sure, I can drive — I'll pick you up from {liftFrom}!{?liftFrom}", in: C },
    { text: 'Yes, I can drive and pick you up from {liftFrom}.{?liftFrom}', in: P },
    { text: "Sure, I'll {action}!", in: C },
    { text: "Of course — I'll {action}.", in: P },
    { text: 'Yes, happy to {action}!', in: C },
    { text: "Sure, I'll {action}." },
  ],
  // A follow-up only when the message gives something concrete to check: the key, the time, the deadline.
  yes_ask: [
    { text: "Of course — I'll get that over to you {deadline}. I'll shout if anything holds it up.", in: P },
    { text: "Sure — I'll get that over to you {deadline}! I'll shout if anything holds it up.", in: C },
    { text: "Of course, happy to {action}! I'll grab the key from {keyWhere}.", in: C },
    { text: "Of course — happy to {action}. I'll take the key from {keyWhere}.", in: P },
    { text: "Sure, happy to {action}! Where's the key?{?key}{!keyWhere}", in: C },
    { text: 'Happy to {action}. Where will the key be?{?key}{!keyWhere}', in: P },
    { text: 'Sure, happy to {action}! {askTime}{?checkTime}{!key}', in: C },
    { text: 'Happy to {action}. {askTime}{?checkTime}{!key}', in: P },
    { text: 'Yes, I can {action} — when do you need it by?{?untimed}', in: C },
    { text: 'Yes, I can {action}. When do you need it by?{?untimed}', in: P },
    {
      text: 'Of course — happy to {action}, no problem at all!{!key}{!checkTime}{!untimed}{!deadline}',
      in: C,
    },
    { text: 'Of course, I’d be happy to {action}.{!key}{!checkTime}{!untimed}{!deadline}', in: P },
  ],
  later: [
    { text: 'I can {action}, but maybe not straight away — is later on okay?{?untimed}', in: C },
    { text: 'I think I can {action} — let me just check and get back to you today!{!trivial}', in: C },
    { text: 'Happy to wait so we can {actionBare} together — honestly, no rush!{?without}', in: C },
    { text: "I don't mind waiting so we can {actionBare} together — no rush.{?without}", in: P },
    { text: 'Of course! Will do — I’ll {action} 😊{?trivial}{!without}', in: C },
    { text: 'Of course — will do. I’ll {action}.{?trivial}{!without}', in: P },
    {
      text: 'I can {action}, though possibly not straight away. Would later today be okay?{?untimed}',
      in: P,
    },
    { text: 'I should be able to {action} — let me check and confirm today.{!trivial}', in: P },
  ],
}

const PERMISSION: Ways = {
  no: [
    { text: "Sorry, I'd rather you didn't {action} this time.", in: C },
    { text: "I'm afraid that won't work this time — sorry I can't say yes to {actionIng}.", in: P },
    { text: "Sorry, {actionIng} doesn't work for me this time." },
  ],
  yes: [
    { text: 'Of course we can {action}.{?together}', in: C },
    { text: "Yes, of course — let's {action}.{?together}", in: P },
    { text: 'Of course you can {action}!{!together}', in: C },
    { text: 'Yes, of course — you can {action}.{!together}', in: P },
    { text: 'Go for it, you can totally {action}!{!together}', in: C },
  ],
  yes_ask: [
    { text: "Yes, I'd like that. Let's {action} — I'll be home soon.{?together}{?home}", in: C },
    { text: "Yes, let's {action}. I want that too.{?together}", in: C },
    { text: 'Sure, you can {action}! When were you thinking?{!together}{!when}', in: C },
    {
      text: 'Sure, you can {action}! Just let me know when you want to pick it up.{!together}{?when}',
      in: C,
    },
    { text: 'Yes, {actionIng} is totally fine! Just let me know when.{!together}', in: C },
    { text: 'Yes, that’s fine — you can {action}. Just let me know the timing.{!together}', in: P },
  ],
  later: [
    { text: "Definitely. I don't want to go to bed angry either — we'll {action}.{?together}{?bed}", in: C },
    { text: "Of course — {actionIng} sounds good to me. I'm sorry about earlier.{?together}", in: C },
    { text: "Let me check first and I'll let you know about {actionIng} soon!{!together}", in: C },
    { text: "Let me check and I'll confirm about {actionIng} shortly.{!together}", in: P },
    { text: 'Probably! Let me double-check about {actionIng} and get back to you.{!together}' },
  ],
}

const STATUS: Ways = {
  yes: [
    { text: 'Yes, I {actionPast}!{?leisure}', in: C },
    { text: 'Yes, I {actionPast}.{?leisure}', in: P },
    { text: 'Yes, {answerBare}, thanks!{?arrival}' },
    { text: 'Yes, {answer}!{!arrival}', in: C },
    { text: 'Yes, {answer}.{!arrival}', in: P },
    { text: 'Yep — I managed to {action}!{!arrival}{!leisure}', in: C },
    { text: 'Yes, I managed to {action}.{!arrival}{!leisure}', in: P },
  ],
  later: [
    { text: 'Yep, home safe and sound — thanks for checking!{?arrival}{?home}' },
    { text: 'Yep, all fine — thanks for checking!{?arrival}' },
    { text: "Not yet! I'll {action} later — no spoilers!{?leisure}", in: C },
    { text: "Not yet, sorry! I'll {action} as soon as I can.{!arrival}{!leisure}", in: C },
    { text: "Not yet, I'm afraid — I'll {action} as soon as I can and let you know.{!arrival}", in: P },
    { text: "Not yet! I'll {action} and get back to you.{!arrival}{!leisure}" },
  ],
  ask: [
    { text: 'All good, {answerBare}! Thanks for checking on me.{?arrival}' },
    { text: "Not yet — is it good? I'll {action} asap 👀{?leisure}", in: C },
    { text: 'Not quite yet — when do you need me to {action} by?{!arrival}{!leisure}' },
    { text: "I'm on it! When do you need me to {action} by?{!arrival}{!leisure}", in: C },
    { text: "I'm working on it. When would you need me to {action} by?{!arrival}{!leisure}", in: P },
  ],
}

const ABOUT_ME: Ways = {
  yes: [
    { text: '{Topic} was really good, thanks! How was yours?{?past}', in: C },
    { text: '{Topic} is going really well, thanks! How about you?{?present}', in: C },
    { text: "I'm okay, I promise — sorry, {clause}. How are you?{?howAreYou}", in: C },
    { text: "I'm doing okay, thanks for asking! How are you doing?{?howAreYou}", in: C },
    { text: 'Not much planned {when} yet! Why, what are you thinking?{?upTo}', in: C },
    { text: 'Not much, just taking it easy! What are you up to?{?upTo}{!when}', in: C },
    { text: '{Topic} was good, thank you! How was yours?{?past}', in: P },
    { text: '{Topic} is going well, thank you. How about you?{?present}', in: P },
    { text: "I'm doing well, thank you. How are you?{?howAreYou}", in: P },
    { text: 'Nothing much planned {when} yet. How about you?{?upTo}', in: P },
  ],
  yes_ask: [
    { text: 'Pretty good, honestly — {topic} was nice and chilled. How about you?{?past}', in: C },
    { text: 'Not bad at all! {Topic} has been good. What about you?{?present}', in: C },
    { text: "Honestly, I'm fine — thanks for checking in. How about you?{?howAreYou}", in: C },
    { text: 'Nothing fixed {when} yet — want to do something?{?upTo}', in: C },
    { text: 'Not much yet — want to do something?{?upTo}{!when}', in: C },
    { text: 'Quite well, thanks — {topic} went smoothly. How was yours?{?past}', in: P },
    { text: 'Going well, thanks — {topic} is keeping me busy. How are things with you?{?present}', in: P },
    { text: 'All well on my end, thanks. How about you?{?howAreYou}', in: P },
    { text: 'Still working out my plans {when}. Anything you had in mind?{?upTo}', in: P },
  ],
  name: [
    { text: "Good! I'll tell you all about {topic} when I see you — how are things with you?", in: C },
    { text: "Doing better now, thanks! What's new with you?{?howAreYou}", in: C },
    { text: 'Keeping it free {when} for now — are you around?{?upTo}', in: C },
    {
      text: "Busy but good, thank you! Happy to tell you more about {topic} later. How's everything with you?",
      in: P,
    },
    { text: "Busy but good! What's new with you?{?howAreYou}" },
  ],
}

const WH_QUESTION: Ways = {
  later: [
    { text: "I'm easy — anything for {topic} works for me!{?preference}{!noAnything}", in: C },
    { text: "I'm happy with anything for {topic}.{?preference}{!noAnything}", in: P },
    {
      text: "Ha, fair! Give me two options for {topic} and I'll actually pick one, promise.{?noAnything}",
      in: C,
    },
    { text: "Ha, I'll tell you {embedded} — but you have to guess first!{?personal}", in: C },
    { text: 'Good question! Happy to tell you more about {embedded} when we speak.{?personal}', in: P },
    { text: 'Let me check {embedded} and get back to you!{!personal}{!preference}', in: C },
    { text: "Good question — I'll find out {embedded} and let you know.{!personal}{!preference}", in: C },
    { text: "Let me check {embedded} and I'll get back to you shortly.{!preference}", in: P },
    { text: "Let me check on {topic} and I'll get back to you!", in: C },
    { text: "Let me check on {topic} and I'll get back to you shortly.", in: P },
  ],
  ask: [
    {
      text: 'Hmm, what are you in the mood for? Happy with anything for {topic}.{?preference}{!noAnything}',
      in: C,
    },
    {
      text: "Okay, no 'anything' — I'll pick {topic} this time, you pick next time. Deal?{?noAnything}",
      in: C,
    },
    { text: 'Ooh, {embedded}? Tough one — what about you?{?personal}{!work}', in: C },
    {
      text: 'Ha, the work question! Happy to tell you all about it — what do you do?{?work}{!dating}',
      in: C,
    },
    {
      text: 'That’s a longer story, {embedded} — can I tell you properly over a drink?{?personal}{?dating}',
      in: C,
    },
    { text: "I'm flexible for {plan} — what works for you?{!personal}{?logistics}", in: C },
    {
      text: "I'll have a look at {topic} and tell you {embedded} in a minute!{!personal}{!logistics}{!preference}",
      in: C,
    },
    { text: "I'll check {topic} and confirm {embedded} shortly.{!personal}{!logistics}{!preference}", in: P },
    { text: "I'm flexible on {topic} — what works best for you?{?logistics}" },
    {
      text: "Hmm, I'm not sure {embedded} — I'll ask around and let you know!{!personal}{!preference}{!mine}",
      in: C,
    },
    { text: "I'll double-check {embedded} and text you!{?mine}{!preference}{!personal}", in: C },
    { text: "I'm flexible on {topic}. What would suit you?{?logistics}", in: P },
  ],
  name: [
    { text: 'Surprise me! Whatever you pick for {topic} is perfect.{?preference}{!noAnything}', in: C },
    {
      text: "Noted, no veto this time — let me have a think about {topic} and I'll choose!{?noAnything}",
      in: C,
    },
    { text: "You first! Then I'll tell you {embedded}.{?personal}{!work}", in: C },
    { text: 'Honestly, my work is less exciting than it sounds — what do you do?{?work}', in: C },
    { text: "I'll share {embedded} — but I'd love to hear yours first.{?personal}", in: P },
    { text: "I'll let you know {embedded} as soon as I know!{!personal}{!preference}", in: C },
    { text: "I'll confirm {embedded} as soon as I can.{!preference}", in: P },
    { text: "I'll text you about {plan} as soon as I know!{!preference}", in: C },
    { text: "I'll let you know about {topic} soon!{!preference}", in: C },
    { text: "I'll confirm the details of {topic} shortly.{!preference}", in: P },
  ],
}

const YES_NO: Ways = {
  yes: [
    { text: 'Yes, {answer}!', in: C },
    { text: 'Yes, {answer}.', in: P },
    // A question whose yes could not be put into words: say so honestly, never "happy with …".
    { text: "I'll get back to you on {topic}!{!answer}{!refusal}", in: C },
    { text: "I'll come back to you on {topic} shortly.{!answer}{!refusal}", in: P },
  ],
  no: [
    { text: 'No, {refusal} — why do you ask?{!opinion}{?writerFact}', in: C },
    { text: 'No, {refusal}!{!opinion}{!writerFact}{!ownDid}', in: C },
    { text: "Honestly, not great — {refusal}. I'll tell you about it later.{?ownDid}", in: C },
    { text: 'No, {refusal}, I’m afraid.{!opinion}', in: P },
    { text: "Honestly? I'm not so sure about {topic} — what do you think?{?opinion}", in: C },
    { text: "I'm not sure about {topic} yet. What would you prefer?{?opinion}", in: P },
    { text: 'Not that I know of — is something up with {topic}?{!opinion}{!refusal}{?answer}', in: C },
    { text: 'Not as far as I know — is there an issue with {topic}?{!opinion}{!refusal}{?answer}', in: P },
    { text: "Hmm, I'm not sure about {topic} — what do you think?{!opinion}{!refusal}{!answer}", in: C },
    { text: "I'm not sure about {topic} yet. What would you prefer?{!opinion}{!refusal}{!answer}", in: P },
    { text: "Hmm, I'm not sure about {plan} — what do you think?{!topic}{!refusal}", in: C },
    { text: "I'm not sure about {plan} yet. What would you prefer?{!topic}{!refusal}", in: P },
  ],
  later: [
    { text: 'Not yet, but {topic} is high on my list! Any tips?{?experience}', in: C },
    { text: 'Not yet, though {topic} is on my list — any recommendations?{?experience}', in: P },
    { text: "Not yet — I'll sort {topic} today and let you know!{?writerTask}", in: C },
    { text: "Not yet — I'll sort {topic} today and confirm.{?writerTask}", in: P },
    { text: "I haven't, no — I'll try {topic} now and let you know.{?anyone}", in: C },
    {
      text: 'Honestly, not as often as I’d like — what about you?{?writerFact}{!topic}{!experience}{!writerTask}{!opinion}',
      in: C,
    },
    {
      text: 'Mostly, yes — why do you ask about {topic}?{?writerFact}{!experience}{!writerTask}{!opinion}',
      in: C,
    },
    {
      text: 'Generally, yes — may I ask why {topic}?{?writerFact}{!experience}{!writerTask}{!opinion}',
      in: P,
    },
    {
      text: "Good question — I'm not sure about {topic}, but I'll find out and let you know!{!experience}{!writerTask}{!anyone}{!opinion}{!writerFact}{?answer}{!ownDid}",
      in: C,
    },
    {
      text: "I'm not certain about {topic} — I'll find out and confirm shortly.{!experience}{!writerTask}{!anyone}{!opinion}{!writerFact}{?answer}{!ownDid}",
      in: P,
    },
    { text: "Good question — I'm not sure about {plan} yet, I'll find out and let you know!{!topic}", in: C },
    { text: "I'm not certain about {plan} yet — I'll find out and confirm shortly.{!topic}", in: P },
    { text: "I think so! I'll tell you all about {topic} later.{?ownDid}", in: C },
    { text: "I think so — I'll tell you more about {topic} later.{?ownDid}", in: P },
    {
      text: 'Good question! Let me have a think about {topic} and get back to you.{!opinion}{!answer}',
      in: C,
    },
    { text: "Let me think about {topic} and I'll come back to you shortly.{!opinion}{!answer}", in: P },
    { text: 'Mostly, I think — but how do you feel about {topic}?{?opinion}', in: C },
    { text: 'I think so, on balance. How do you feel about {topic}?{?opinion}', in: P },
  ],
}

const CHOICE: Ways = {
  yes: [
    { text: 'Yes! {Topic} all the way.{?verdict}', in: C },
    { text: 'Yes to {topic}, I think.{?verdict}', in: P },
    { text: '{Topic}, definitely! What about you?{!options}', in: C },
    { text: '{Topic}, I think. How about you?{!options}' },
    { text: '{Topic} works best for me!{?options}', in: C },
    { text: '{Topic} would suit me best, thanks.{?options}', in: P },
  ],
  no: [
    { text: 'Hard no on {topic}, sorry!{?verdict}', in: C },
    { text: "I'd say no to {topic}.{?verdict}", in: P },
    { text: '{Clause} all the way — you?{!options}', in: C },
    { text: '{Clause}, I’d say. What about you?{!options}' },
    { text: "{Clause} is better for me, if that's okay!{?options}", in: C },
    { text: '{Clause} would be better for me, if that works.{?options}', in: P },
  ],
  ask: [
    { text: "Controversial, but I'll say yes to {topic}. Where do you stand?{?verdict}" },
    { text: 'Honestly? Both — {topic} and {clause} each have their moments. You?{!options}', in: C },
    { text: "Tough one — I like both {topic} and {clause}. What's your pick?{!options}" },
    { text: "Let me double-check whether it's {topic} or {clause} and get back to you!{?options}", in: C },
    { text: "Let me confirm whether it's {topic} or {clause} and I'll get back to you.{?options}", in: P },
  ],
}

const SAME: Ways = {
  yes: [
    { text: 'Same here — {topic} is {clause} for me too!', in: C },
    { text: "It's not just you — {topic} is {clause} for me as well.", in: P },
    { text: "Same here, {topic} isn't working for me either.", in: C },
  ],
  no: [
    { text: '{Topic} seems fine on my end — maybe try restarting?', in: C },
    { text: '{Topic} looks fine on my side. Might be worth checking your connection.', in: P },
  ],
  later: [
    { text: "Let me check {topic} on my end and I'll tell you in a sec!", in: C },
    { text: "Let me check {topic} on my side and I'll confirm shortly.", in: P },
  ],
}

const AFFECTION: Ways = {
  feel: [
    { text: 'I miss you too! {When} has felt so long without you.', in: C },
    { text: 'Aww, I miss you too! Not long now.', in: C },
  ],
  name: [
    { text: "Miss you so much too — can't wait to see you soon.", in: C },
    { text: 'I miss you too. Let’s make a plan to catch up soon.' },
  ],
  ask: [
    { text: 'Same here, I miss you loads. When are you back?', in: C },
    { text: 'I miss you too! Want to call tonight?', in: C },
    { text: 'Miss you too. When can we catch up?' },
  ],
}

const LETDOWN: Ways = {
  feel: [
    { text: 'Thanks for being honest — I really appreciate it. Take care!', in: C },
    { text: 'Thank you for letting me know, I appreciate the honesty.', in: P },
  ],
  name: [
    { text: 'I appreciate you telling me rather than just disappearing. No hard feelings at all!', in: C },
    { text: 'Understood, and thank you for telling me directly.', in: P },
  ],
  ask: [
    { text: 'Totally understand, and thank you for saying so. Wishing you all the best!', in: C },
    { text: 'I understand. Thank you, and all the best.', in: P },
  ],
}

const GOOD_NEWS: Ways = {
  feel: [
    { text: 'Yay, you made it! {Weather} in {place} sounds amazing — enjoy the {treat}!' },
    { text: 'Yay, you made it! {Weather} in {place} sounds amazing — enjoy!' },
    { text: 'Yay, you made it! {place} sounds amazing — enjoy every minute!' },
    { text: 'Yay, you made it! Enjoy every minute!{?arrived}' },
    { text: "Phew, that's such a relief — so glad it's good news!{?relief}" },
    { text: 'Congratulations — that is wonderful news about {topic}!{!arrived}{!relief}', in: P },
    // Said back only when it is short and theirs ("you got the job"), never a third party's long news.
    { text: "{ShortClause}? That's amazing, congratulations!{?youNews}{!arrived}{!relief}", in: C },
    { text: "Wait, {shortClause}? I'm so happy for you!{?youNews}{!arrived}{!relief}", in: C },
    { text: "That's amazing news — I'm so happy for you!{!arrived}{!relief}", in: C },
  ],
  name: [
    { text: 'Ooh, {treat} already? So jealous — have the best time in {place}!' },
    { text: 'So jealous! {Weather} sounds perfect — have the best time in {place}!' },
    { text: 'So jealous! Have the best time in {place}!' },
    { text: 'Glad you got there safe — have the best time!{?arrived}' },
    { text: "Oh thank goodness — I'm so glad it's all normal!{?relief}" },
    { text: 'So happy to hear {shortClause}! How are you feeling?{!arrived}', in: C },
    { text: 'Amazing news about {topic}! You totally deserve it.{!arrived}{!relief}', in: C },
    { text: 'Great to hear {shortClause}. Well deserved!{!arrived}{!relief}', in: P },
    { text: 'Such great news! You totally deserve it.{!arrived}{!relief}', in: C },
  ],
  ask: [
    { text: "Glad you got there safe! How's {place} so far?" },
    { text: 'Glad you got there safe! How was the journey?{?arrived}' },
    { text: "That's such good news. How are you feeling now?{?relief}" },
    { text: 'Huge news about {topic}! We have to celebrate — when are you free?{!arrived}{!relief}', in: C },
    {
      text: 'That’s brilliant about {topic}! Tell me everything — how did it happen?{!arrived}{!relief}',
      in: C,
    },
    { text: 'Congratulations on {topic}! What are the next steps?{!arrived}{!relief}', in: P },
    { text: 'That’s brilliant! Tell me everything — how did it happen?{!arrived}{!relief}', in: C },
  ],
}

const BAD_NEWS: Ways = {
  feel: [
    { text: "I'm so sorry — that's so unfair. And you're not {doubt} at all.", in: C },
    { text: "I'm so sorry {shortClause}. That's really hard.", in: C },
    { text: "Oh no, I'm so sorry {shortClause}. Sending you a big hug.", in: C },
    { text: "I'm really sorry you're feeling like this — I'm here for you, always.{?feeling}{!shortClause}" },
    { text: "Oh no, that sounds really hard. I'm here for you.{!shortClause}{!feeling}{!topic}" },
    { text: "Oh no, I'm so sorry about {topic} — sending you a big hug.{!shortClause}{!feeling}", in: C },
    { text: "I'm very sorry to hear about {topic}.{!shortClause}{!feeling}", in: P },
    { text: "I'm sorry to hear {shortClause}. Please take care of yourself.", in: P },
  ],
  name: [
    { text: "I'm so sorry. I'm here if you want to talk about it.{!topic}", in: C },
    { text: 'Sorry to hear that — it sounds like a tough week. Happy to help however I can.{!topic}', in: P },
    { text: "Oh no, I'm so sorry about {topic}. I'm here if you need anything.", in: C },
    { text: 'That sounds really tough with {topic}. I’m here if you need anything.{!loss}', in: C },
    { text: "Sorry to hear about {topic}. Let me know if there's anything I can do.", in: P },
  ],
  ask: [
    { text: 'Sending you a big hug. Do you want to talk about {topic}? I can call.', in: C },
    { text: 'Is there anything I can do to help with {topic}?{!loss}' },
    {
      text: 'That sounds really stressful. Want to talk it through later? Happy to help where I can.{!topic}',
      in: P,
    },
    { text: 'Do you want to talk about it? I can call if that helps.{!topic}{!loss}', in: C },
    { text: "I'm so sorry about {topic}. Is there anything I can do?{?loss}" },
    { text: 'Want me to come over? We can talk about {topic} or just hang out.{!loss}', in: C },
  ],
}

const COMPLAINT: Ways = {
  feel: [
    { text: "I'm so sorry about {topic} — I'll {fix} from now on." },
    {
      text: "I'm really sorry about {topic} — you're right, that's not fair on you.{!fix}{!owed}{!blame}{!echoable}",
      in: C,
    },
    {
      text: "I'm very sorry about {topic} — you're right, and I'll put it right.{!fix}{!owed}{!blame}{!echoable}",
      in: P,
    },
    {
      text: "I'm really sorry — you're right, and that wasn't fair on you.{!fix}{!owed}{!blame}{!echoable}{!topic}",
      in: C,
    },
    {
      text: "I'm very sorry — you're right, and that wasn't okay.{!fix}{!owed}{!blame}{!echoable}{!topic}",
      in: P,
    },
    { text: "I'm so sorry — I'll {fix} from now on.{!topic}" },
    { text: "Sorry, you're right — I'll send {owed} today." },
    { text: "You're right, and I'm sorry — {blame}, and that's not fair on you.{!fix}{!owed}", in: C },
    { text: "You're right, I apologise — {blame}, and that isn't okay.{!fix}{!owed}", in: P },
    {
      text: "I'm really sorry to hear {shortClause}. That's not what I wanted at all.{?echoable}{!fix}{!owed}",
      in: C,
    },
    { text: "I'm sorry to hear {shortClause}. Let's sort it out.{?echoable}{!fix}{!owed}", in: P },
  ],
  name: [
    { text: "Really sorry about that — that's not fair on you. I'll make sure to {fix}." },
    {
      text: "You're right, and I'm really sorry it's taken so long — that's on me. I'll pay you the {amount} today.",
    },
    { text: "I hear you. I'm sorry about {topic} — I'll make it right.{!fix}{!owed}", in: C },
    { text: "Understood, and I'm sorry about {topic}. I'll make sure it's put right.{!fix}{!owed}", in: P },
    { text: "I'm so sorry — I'll sort out {topic} straight away.{?thing}{!fix}{!owed}", in: C },
    { text: "I hear you, and I'm sorry. I'll do better.{!fix}{!owed}", in: C },
  ],
  ask: [
    { text: "Apologies about {topic} — I'll {fix}. Do let me know if it's ever a problem again." },
    { text: "Apologies — I'll {fix}. Do let me know if it's ever a problem again.{!topic}" },
    {
      text: 'So sorry, I should have paid you back ages ago. Sending the {amount} today — is bank transfer okay?',
    },
    { text: "I'm sorry about {topic}. What would help make it right?{!fix}{!owed}", in: C },
    { text: "I'm sorry about {topic}. How would you like me to put it right?{!fix}{!owed}", in: P },
    { text: "I'm sorry. Can we talk about it properly later?{!fix}{!owed}" },
  ],
}

const THANKS: Ways = {
  feel: [
    { text: 'You’re so welcome! Happy to help with {topic} anytime.', in: C },
    { text: "You're welcome — glad I could help with {topic}.", in: P },
    { text: 'Thank you for having us — it was such a fun night!{?hosted}', in: C },
    { text: 'You’re so welcome, anytime!', in: C },
    { text: "You're very welcome.", in: P },
  ],
  name: [
    { text: "Of course! Wouldn't have missed it — what a night.{?hosted}", in: C },
    { text: "Of course! I'm always here for you.{!hosted}", in: C },
    { text: 'My pleasure — happy to help anytime.', in: P },
  ],
  ask: [
    { text: 'Anytime! Let me know if you need anything else with {topic}.', in: C },
    { text: 'Happy to help. Let me know if you need anything else on {topic}.', in: P },
    { text: 'Anytime — just shout if you ever need anything!', in: C },
    { text: 'Of course. Let me know if you need anything else.', in: P },
  ],
}

const APOLOGY: Ways = {
  feel: [
    { text: 'No worries at all — good luck with {busy}!{?slow}' },
    { text: 'No worries at all, take your time!{?slow}{!busy}' },
    { text: 'No worries at all about {topic}!{!slow}', in: C },
    { text: 'No problem at all about {topic}, thanks for letting me know.{!slow}', in: P },
    { text: "No worries at all, honestly — we're good!{!slow}" },
  ],
  name: [
    { text: "Don't worry about it at all! Hope {busy} goes smoothly.{?slow}" },
    { text: 'Honestly, no rush — reply whenever you can!{?slow}{!busy}' },
    { text: "It's okay, honestly — thanks for saying sorry about {topic}.{!slow}", in: C },
    { text: 'Thank you for the apology about {topic}. It’s fine.{!slow}', in: P },
    { text: "It's okay, honestly. Thanks for saying sorry.{!slow}" },
  ],
  ask: [
    { text: 'No rush at all! Shout if you need a hand with {busy}.{?slow}' },
    { text: "No stress at all — hope everything's okay with you!{?slow}{!busy}" },
    { text: "Apology accepted, honestly — don't worry about {topic}.{!slow}", in: C },
    { text: "Apology accepted. Let's not worry about {topic}.{!slow}", in: P },
    { text: 'Apology accepted — are you okay though?{!slow}' },
  ],
}

const COMPLIMENT: Ways = {
  feel: [
    { text: "Me too — I had such a great time! Let's do it again soon 😊{?goodTime}", in: C },
    { text: 'I really enjoyed it too — let’s do it again soon.{?goodTime}', in: P },
    { text: 'Thank you! Really glad {topic} went down well.{!trait}{!goodTime}', in: C },
    { text: 'Thank you — really glad to hear {topic} went well.{!trait}{!goodTime}', in: P },
    { text: "Aw, thank you! That's so sweet of you.{!goodTime}", in: C },
    { text: 'Thank you, that’s very kind of you.{!goodTime}', in: P },
  ],
  name: [
    { text: "Honestly, same — I haven't laughed like that in ages either!{?goodTime}", in: C },
    { text: 'Likewise — it was a really lovely evening.{?goodTime}', in: P },
    { text: "Stop it, you're making me blush! Thank you {when}.{!goodTime}", in: C },
    { text: 'Thank you — that really made my day!{!goodTime}', in: C },
    { text: 'Thank you, I really appreciate that.{!goodTime}', in: P },
  ],
  ask: [
    { text: 'Same here! When can I see you again? 😊{?goodTime}', in: C },
    { text: 'Likewise! Shall we plan the next one?{?goodTime}', in: P },
    { text: 'That’s so nice to hear! You’re pretty great yourself, you know.{!goodTime}', in: C },
    { text: 'Thank you! That means a lot coming from you.{!goodTime}' },
  ],
}

const STATEMENT: Ways = {
  name: [
    { text: "Thanks for the heads-up — I'll {will}!{!ready}{!whoever}", in: C },
    { text: "Thanks for letting me know — I'll {will}.{!ready}{!whoever}", in: P },
    { text: "Great, thanks! I'll come and pick it up before {until}.{?ready}" },
    { text: "Great, thanks — I'll come and pick it up today.{?ready}{!until}" },
    { text: "Wasn't me, sorry! I'll keep an eye out for {topic}.{?whoever}{!ready}{!will}" },
    // Their words are said back in a reaction only about a third party ("Ryanair charged you 70
    // quid"): about the writer or them, read wrong ("Ugh, I forgot your birthday? That's so
    // annoying"), an echo does more harm than a plain one.
    { text: 'Ha, love that — {shortClause}!{?chat}{?upbeat}{?echoable}{!whoever}{!ready}{!will}', in: C },
    {
      text: 'Ugh, {shortClause}? That’s so annoying.{?chat}{?downbeat}{?echoable}{!whoever}{!ready}{!will}',
      in: C,
    },
    { text: 'Ha, love that!{?chat}{?upbeat}{!echoable}{!whoever}{!ready}{!will}', in: C },
    { text: 'Ugh, that sounds so annoying.{?chat}{?downbeat}{!echoable}{!whoever}{!ready}{!will}', in: C },
    { text: 'Got it — {shortClause}. Thanks for the heads-up!{!chat}{!whoever}{!ready}{!will}', in: C },
    { text: 'Noted — {shortClause}. Thanks for letting me know.{!whoever}{!ready}{!will}', in: P },
    { text: 'Thanks for letting me know about {topic}!{!chat}{!whoever}{!ready}{!will}', in: C },
  ],
  feel: [
    { text: "Thanks for the heads-up about {topic} — I'll {will}.{!ready}{!whoever}" },
    { text: 'Thanks for letting me know — I’ll be in to collect it later today.{?ready}' },
    { text: "Not me, I'm afraid — hope {topic} turns up soon!{?whoever}{!ready}{!will}" },
    {
      text: 'No way — {shortClause}? Tell me more!{?chat}{?upbeat}{?echoable}{!whoever}{!ready}{!will}',
      in: C,
    },
    {
      text: 'Oh no — {shortClause}. What a pain!{?chat}{?downbeat}{?echoable}{!whoever}{!ready}{!will}',
      in: C,
    },
    { text: 'No way! Tell me more!{?chat}{?upbeat}{!echoable}{!whoever}{!ready}{!will}', in: C },
    { text: 'Oh no, what a pain!{?chat}{?downbeat}{!echoable}{!whoever}{!ready}{!will}', in: C },
    { text: 'Thanks — good to know {shortClause}!{!chat}{!whoever}{!ready}{!will}', in: C },
    { text: 'Thank you, good to know {shortClause}.{!whoever}{!ready}{!will}', in: P },
    { text: 'Ah okay, thanks for letting me know about {topic}!{!chat}{!whoever}{!ready}{!will}', in: C },
    { text: 'Thanks for the update on {topic}.{!whoever}{!ready}{!will}', in: P },
  ],
  ask: [
    { text: 'Thanks! Can I pay by card when I collect it?{?ready}' },
    { text: "Haven't seen {topic}, sorry — I'll let you know if I spot it!{?whoever}{!ready}" },
    { text: 'Love that! How are you feeling about {topic}?{?chat}{?upbeat}{!whoever}{!ready}', in: C },
    { text: "That's rubbish about {topic}. Anything I can do?{?chat}{?downbeat}{!whoever}{!ready}", in: C },
    { text: 'Okay, noted — let me know if anything changes with {topic}!{!chat}{!whoever}{!ready}', in: C },
    { text: 'Thanks for the update on {topic} — let me know if anything changes.{!whoever}{!ready}', in: P },
    { text: 'Okay, noted — thanks!{!chat}{!whoever}{!ready}' },
    { text: 'Ha, fair enough! What are you up to now?{?chat}{!whoever}{!ready}', in: C },
  ],
}

const PRESSURE: Ways = {
  boundary: [
    {
      text: "Sorry, it's cash on collection only — no PayPal friends and family and no couriers.{?courierScam}",
    },
    {
      text: "I only sell for cash when you collect in person, so I'll pass on PayPal and a courier, thanks.{?courierScam}",
    },
    { text: "You're welcome to collect and pay cash, but I don't do PayPal or couriers.{?courierScam}" },
    { text: "This looks like a scam — I won't click that link or pay anything.{?link}" },
    {
      text: "I won't pay any fee through a link like that. I'll check with the real company directly.{?link}",
    },
    {
      text: "This looks like a scam. I'll call my bank directly instead of replying with any card details.{?bank}",
    },
    { text: "I won't send money to a new account over text. Call me so I know it's really you.{?newNumber}" },
    { text: "I care about you, but I won't be guilted into {pushedIng}.{?close}", in: C },
    {
      text: "I understand, but I won't be rushed into {pushedIng}. I'll get back to you once I've decided.{!close}",
    },
    { text: "This looks like a scam to me, so I'm not sending {demand} or any details.{!deposit}" },
    { text: "I'm not {pushedIng} just because I'm being pushed. Let's talk when we're both calm." },
    { text: "I hear you, but {pushedIng} isn't something I'll do under pressure." },
    {
      text: "I'm not comfortable sending a deposit before seeing it. Happy to come {onWhen} as planned — if it's gone, no worries.{?deposit}",
    },
    {
      text: "I won't send a deposit up front, sorry. If it's still there {when}, I'd love to see it.{?deposit}",
    },
    {
      text: "I'd rather not pay anything before viewing it. If someone else takes it first, that's fine.{?deposit}",
    },
    { text: "I'm not sending {demand} over text. If this is really you, call me.{?impersonation}{!deposit}" },
    {
      text: "Sorry, I don't share {demand} with anyone — I'll check with you another way.{?impersonation}{!deposit}{?private}",
    },
    {
      text: "No — I won't send {demand}, and I won't be rushed. I'll call you to sort it out.{?impersonation}{!deposit}",
    },
    {
      text: "I'm not sending {demand} — I don't do that over messages, and I won't be rushed.{!impersonation}{!deposit}",
    },
    {
      text: "Sorry, but I won't be sending {demand}. If it's genuine, it can wait until I've checked.{!impersonation}{!deposit}",
    },
    { text: "I'm not comfortable with this about {topic}, and I'm not going to be pressured into it." },
    { text: "I hear you, but my answer on {topic} doesn't change because I'm being pushed." },
    { text: "I care about you, but I won't be pressured. Let's talk when we're both calm.{?close}{!demand}" },
    {
      text: 'I hear you, and I know it matters to you. But I won’t be pushed into a decision about {topic}.',
    },
    { text: "I'm not going to do that just because I'm being pushed. Let's talk properly later.{!demand}" },
    { text: "I hear you. I'll think it over and get back to you when I'm ready.{!demand}" },
    {
      text: "Thanks for thinking of me, but I'm not interested in the opportunity — please don't add me to anything.{?mlm}",
    },
    { text: "I'll pass on {topic}, thanks — it's not for me.{?mlm}" },
  ],
}

/** What any message can be answered with when its own kind has no way for the stance (an intent's yes or no). */
const GENERIC: Ways = {
  yes: [
    { text: 'Yes, {plan} works for me!', in: C },
    { text: 'Yes — {topic} works for me.', in: P },
    { text: 'Sure, happy with {topic}!', in: C },
    { text: 'Yes, sounds good!' },
  ],
  yes_ask: [
    { text: 'Sounds good about {topic}! {askTime}', in: C },
    { text: "Sounds good about {topic}. What's the next step?", in: P },
    { text: "Sounds good! What's the plan?" },
  ],
  no: [
    { text: "Sorry, I can't do {topic} this time.", in: C },
    { text: "Thanks for asking, but I'll have to pass on {topic}.", in: C },
    { text: "Unfortunately I can't help with {topic} this time.", in: P },
    { text: "Sorry, I can't this time." },
  ],
  later: [
    { text: 'Let me think about {topic} and get back to you!', in: C },
    { text: 'Let me check on {topic} and get back to you shortly.', in: P },
    { text: 'Let me check and get back to you!' },
  ],
  ask: [
    { text: 'Could you tell me a bit more about {topic}?' },
    { text: 'What did you have in mind for {topic}?', in: C },
  ],
  name: [{ text: 'Thanks for letting me know about {topic}!' }, { text: 'Thanks for letting me know!' }],
  feel: [{ text: 'Thanks for telling me about {topic}.' }, { text: 'Thanks for telling me.' }],
}

/** "will you be home to let him in, or shall I use my key?": one way, the other, or either. */
const EITHER: Ways = {
  yes: [
    { text: '{First}!', in: C },
    { text: '{First}.', in: P },
  ],
  no: [
    { text: '{Second}, if that works!{?eitherWay}', in: C },
    { text: '{Second}, if that works for you.{?eitherWay}', in: P },
    { text: 'Actually, {second}.{!eitherWay}' },
  ],
  ask: [
    { text: 'Either works — {first}, or {second}.{?eitherWay}', in: C },
    { text: 'Either is fine with me: {first}, or {second}.{?eitherWay}', in: P },
    { text: 'Honestly? {First}. What about you?{!eitherWay}{?ownTaste}', in: C },
    { text: "Good question — I'm fairly sure {first}, but I'll double-check!{!eitherWay}{!ownTaste}", in: C },
    { text: "I believe {first}, but I'll double-check and confirm.{!eitherWay}", in: P },
  ],
}

/** "sorry for dumping this on u, I just feel so stupid": they told how they feel and said sorry for it. */
const VENTING: Ways = {
  feel: [
    { text: "Please don't apologise — that's what I'm here for. You're not {doubt} at all." },
    { text: "Please don't apologise — that's what I'm here for. That sounds really rough.{!doubt}" },
  ],
  name: [
    { text: "You're not dumping anything on me — I'm glad you told me. That sounds awful, honestly.", in: C },
    { text: "There's nothing to apologise for — I'm glad you told me. That sounds really difficult.", in: P },
  ],
  ask: [
    { text: 'Never be sorry for telling me stuff. Do you want to talk about it properly later?', in: C },
    { text: "No need to apologise at all. Would it help to talk it through? I'm around.", in: P },
  ],
}

/** "sent it yesterday with DPD … shld arrive thurs": something on its way to the writer. */
const SHIPPED: Ways = {
  feel: [
    { text: "Brilliant, thanks for sending it! I'll keep an eye out for it {onWhen}.", in: C },
    { text: "Great, thanks for sending it — I'll keep an eye out for it {onWhen}.", in: P },
    { text: "Brilliant, thanks for sending it! I'll keep an eye out for it.{!when}", in: C },
    { text: "Great, thank you for sending it — I'll keep an eye out for it.{!when}", in: P },
  ],
  name: [
    { text: "Perfect, thank you! I'll let you know when it arrives {onWhen}.", in: C },
    { text: "Thank you — I'll confirm once it arrives {onWhen}.", in: P },
    { text: "Perfect, thank you! I'll let you know when it arrives.{!when}", in: C },
    { text: "Thank you — I'll confirm once it arrives.{!when}", in: P },
  ],
  ask: [{ text: "No worries at all, thanks for sending it! I'll message you once it's here." }],
}

/** "i'm actually kind of nervous lol": reassurance, not sympathy. */
const NERVES: Ways = {
  feel: [
    { text: "Aw, don't be nervous — it's going to be great!", in: C },
    { text: "Please don't worry — you'll be great, I'm sure of it.", in: P },
  ],
  name: [
    { text: "Honestly, I'm a bit nervous too! We'll have fun, I promise.{?dating}", in: C },
    { text: "You've totally got this. Nerves just mean you care!{!dating}", in: C },
    { text: "It's completely natural to be nervous — you'll do brilliantly.", in: P },
  ],
  ask: [
    { text: "That's totally normal! Want to talk it through? I'm around.", in: C },
    { text: 'Is there anything I can do to help you feel more prepared?', in: P },
  ],
}

/** "u up?": whether the writer is awake, and an opening for whatever they want to say. */
const AWAKE: Ways = {
  yes: [
    { text: "Yeah, I'm up! What's up?", in: C },
    { text: "Yes, I'm here — what's up?", in: P },
  ],
  yes_ask: [
    { text: "Still awake, yeah — what's on your mind?", in: C },
    { text: 'I am — is everything okay?', in: P },
  ],
  name: [
    { text: 'Just about 😴 everything okay?', in: C },
    { text: "I'm here. How can I help?", in: P },
  ],
}

/** "well??", "hello??": they are waiting to hear from the writer. */
const NUDGE: Ways = {
  feel: [
    { text: "Sorry, I'm here! I'll tell you everything — can I call you in a bit?", in: C },
    { text: "Apologies for the delay — I'll update you properly shortly.", in: P },
  ],
  name: [
    { text: "Ha, sorry! Give me five minutes and I'll fill you in.", in: C },
    { text: 'Sorry for the wait — I will come back to you within the hour.', in: P },
  ],
  ask: [
    { text: 'Sorry, only just seen this — can I call you tonight and tell you properly?', in: C },
    { text: 'Sorry, only just seen this. Are you free for a quick call later?', in: P },
  ],
}

/** "someone needs to do the oven, bathroom, and hoover": take one of the jobs. */
const VOLUNTEER: Ways = {
  yes: [
    { text: 'I can do {job1}!', in: C },
    { text: "I'm happy to take {job1}.", in: P },
  ],
  yes_ask: [
    { text: 'Put me down for {job2}!', in: C },
    { text: 'I can take {job2}, if that helps.', in: P },
  ],
  no: [
    { text: "I can't help this time, sorry — hope you find someone!", in: C },
    { text: "Unfortunately I can't help this time, sorry.", in: P },
  ],
}

/** "need to know by tonight or it goes to the next person": a seller's deadline, answered either way. */
const DEADLINE: Ways = {
  yes: [
    { text: "I'll take it! When's good to collect?", in: C },
    { text: "I'd like to take it — when would be a good time to collect?", in: P },
  ],
  later: [
    { text: "Totally fair — I'll let you know by tonight, promise!", in: C },
    { text: "Understood — I'll confirm by tonight.", in: P },
  ],
  no: [
    { text: 'No worries, let it go to the next person — thanks anyway!', in: C },
    { text: 'Please go ahead with the next person — thank you anyway.', in: P },
  ],
}

/** "shall i get us two tickets?": their offer to do something, taken up or not. */
const OFFER: Ways = {
  yes: [
    { text: "Yes please — that's perfect, thank you!{!action}", in: C },
    { text: 'Yes please, {action}!', in: C },
    { text: 'Yes please, that would be great — thank you!', in: P },
  ],
  yes_ask: [
    { text: 'Go for it — thank you! Let me know what I owe you.{?action}', in: C },
    { text: "Ooh yes please! I'll take it.{!action}", in: C },
    { text: 'That would be very helpful, thank you — please go ahead.', in: P },
  ],
  no: [
    { text: 'Hold off for now — let me check and get back to you tonight!', in: C },
    { text: "Please hold off for now — I'll confirm shortly.", in: P },
  ],
}

/** "Reply C to confirm or R to reschedule": the code itself is the reply. */
const REPLY_CODE: Ways = {
  yes: [{ text: '{code1}' }],
  no: [{ text: '{code2}' }],
  name: [{ text: '{code1} — thank you!' }],
}

/** "I'm outside with your order, can you come down?": they are waiting at the door. */
const AT_DOOR: Ways = {
  yes: [
    { text: 'So sorry — on my way now!', in: C },
    { text: 'Apologies — on my way now.', in: P },
  ],
  yes_ask: [
    { text: 'On my way down, two minutes!', in: C },
    { text: "I'm on my way down now, thank you for waiting.", in: P },
  ],
  name: [
    { text: 'Sorry! Be right there.', in: C },
    { text: 'Sorry for the wait — be right there.', in: P },
  ],
}

/** "did i say something wrong?": reassurance, without inventing a reason. */
const WORRIED: Ways = {
  feel: [
    { text: "I'm so sorry — I'm okay, I promise! Calling you now.{?safety}", in: C },
    { text: "Not at all! You didn't say anything wrong, I promise.{!safety}", in: C },
    { text: "Not at all — you haven't done anything wrong.", in: P },
  ],
  name: [
    { text: "I'm safe, don't worry! So sorry I missed you.{?safety}", in: C },
    { text: "No, honestly! Sorry for going quiet — I'm still really keen 😊{?dating}{!safety}", in: C },
    { text: "No, we're good, honestly! Sorry for going quiet.{!dating}{!safety}", in: C },
    { text: 'Everything is fine, honestly — sorry for the slow reply.', in: P },
  ],
  ask: [
    { text: "Sorry!! I'm fine — I'll call you in two minutes.{?safety}", in: C },
    { text: 'Of course not! Sorry I went quiet — can I call you later?{!safety}', in: C },
    { text: 'Not at all. Could we have a quick call later?', in: P },
  ],
}

/**
 * Hurt said calmly ("I feel like I care more than you do", "fine."): own it and open the door,
 * never argue, cheer or take it lightly.
 */
const HURT: Ways = {
  feel: [
    {
      text: "I'm really sorry you've been feeling like that — it's the last thing I want. You matter to me, a lot.{!cold}",
      in: C,
    },
    {
      text: "I'm sorry — I hadn't realised it came across like that, and I'm glad you told me.{!cold}",
      in: P,
    },
    { text: "You don't sound fine — what's up? I'd honestly rather talk about it.{?cold}", in: C },
    { text: 'Is everything okay? It sounds like something is wrong.{?cold}', in: P },
  ],
  name: [
    {
      text: "Thank you for telling me. You're right to say it, and I'll do better — I mean it.{!cold}",
      in: C,
    },
    { text: "Thank you for being honest with me. I'll take that on board and do better.{!cold}", in: P },
    { text: "I'm sorry if I upset you. Can we talk about it properly?{?cold}" },
  ],
  ask: [
    { text: "I hear you, and I'm sorry. Can we talk about it properly tonight?{!cold}", in: C },
    { text: 'I hear you, and I’m sorry. Could we talk it through soon?{!cold}', in: P },
    { text: "Hey, is something wrong? I'm here if you want to talk.{?cold}", in: C },
    { text: 'Have I done something to upset you? I would rather know.{?cold}', in: P },
  ],
}

/** A group vote: a vote for one option by name, another vote, or either. */
const VOTE: Ways = {
  yes: [
    { text: "My vote's for {first}!", in: C },
    { text: 'My vote is for {first}.', in: P },
  ],
  no: [
    { text: "I'll go with {second}!", in: C },
    { text: "I'd go with {second}.", in: P },
  ],
  ask: [
    { text: 'Happy with either — {first} or {second}, whatever suits everyone!', in: C },
    { text: 'Either works for me: {first} or {second}.', in: P },
  ],
}

export const WAYS: Record<TheirMessage['kind'], Ways> = {
  invitation: INVITATION,
  plan_change: PLAN_CHANGE,
  permission: PERMISSION,
  request: REQUEST,
  status: STATUS,
  about_me: ABOUT_ME,
  wh_question: WH_QUESTION,
  yes_no: YES_NO,
  good_news: GOOD_NEWS,
  bad_news: BAD_NEWS,
  complaint: COMPLAINT,
  thanks: THANKS,
  apology: APOLOGY,
  compliment: COMPLIMENT,
  statement: STATEMENT,
  letdown: LETDOWN,
  choice: CHOICE,
  affection: AFFECTION,
  same: SAME,
  either: EITHER,
  venting: VENTING,
  shipped: SHIPPED,
  nerves: NERVES,
  awake: AWAKE,
  nudge: NUDGE,
  volunteer: VOLUNTEER,
  deadline: DEADLINE,
  offer: OFFER,
  reply_code: REPLY_CODE,
  at_door: AT_DOOR,
  worried: WORRIED,
  hurt: HURT,
  vote: VOTE,
  pressure: PRESSURE,
}

const SLOT = /\{([?!]?)(\w+)\}/g

/**
 * The way with its slots filled, or null when one of them has no value. `{?late}` places nothing
 * but needs the slot; `{!when}` needs it absent.
 */
export function fillWay(way: Way, slots: Slots): string | null {
  let complete = true
  const text = way.text.replace(SLOT, (_, mark: string, name: string) => {
    const value = slots[name]
    if (mark === '!') {
      if (value) complete = false
      return ''
    }
    if (value === undefined || (mark === '?' && !value)) complete = false
    return mark === '?' ? '' : (value ?? '')
  })
  return complete
    ? text
        .replace(/\s{2,}/g, ' ')
        .replace(/\s+([,.!?])/g, '$1')
        .trim()
    : null
}

/** Every way of saying a stance that this message and register can fill: the kind's own, then the generic ones. */
export function waysFor(
  kind: TheirMessage['kind'],
  stance: Stance,
  slots: Slots,
  register: Register,
): { own: string[]; generic: string[] } {
  const usable = (ways: readonly Way[]) => [
    ...new Set(
      ways
        .filter((way) => !way.in || way.in === register)
        .map((way) => fillWay(way, slots))
        .filter((text): text is string => text !== null),
    ),
  ]
  return { own: usable(WAYS[kind][stance] ?? []), generic: usable(GENERIC[stance] ?? []) }
}
