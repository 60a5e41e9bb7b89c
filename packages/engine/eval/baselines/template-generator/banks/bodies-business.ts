import type { VoiceBank } from './bank'

/** Bodies for getting things done: follow-ups, negotiation, reminders, declining, and anything else. */
export const BUSINESS_BODIES = {
  follow_up: {
    sober: [
      'I wanted to follow up on {thing}. Is there any update you can share?',
      'I am following up on my previous message. Please let me know if you need anything else from me.',
      'I wanted to follow up on {thing} when you have a moment.',
    ],
    casual: ['Any news on {thing}?', 'Just bumping this up! Any update?', 'Any word on {thing}? No rush!'],
    flirty: [
      'Still thinking about {thing}... and about you a little 😉',
      'Hey you, did my last message get lost? 😏',
    ],
    confident: [
      "Following up on {thing}. I'm ready to move forward.",
      "Following up on my last message. I'm ready when you are.",
    ],
    bold: [
      'Following up on {thing}. Let me know where things stand.',
      'Checking on my last message. Send me an update.',
    ],
    funny: [
      "Following up on {thing}, also known as the email I've refreshed 47 times 😅",
      'Just floating this back to the top of your inbox like a friendly little boat haha',
    ],
  },
  negotiate: {
    sober: [
      'I would like to discuss {thing}. I believe my contributions support it.',
      'I would like to revisit the terms. Could we find a number that works for both of us?',
    ],
    casual: [
      "Can we talk about {thing}? I think there's room to meet in the middle.",
      'Any wiggle room on the price? Happy to work something out.',
    ],
    flirty: [
      "Let's talk about {thing}. I'm very persuasive over coffee 😉",
      "Surely we can work something out? I'm very easy to say yes to 😏",
    ],
    confident: [
      "I'd like to discuss {thing}. I know the value I bring.",
      "Here's where I stand: I know my value, and I'm ready to talk numbers.",
    ],
    bold: [
      "Let's talk about {thing}. I'm ready to make a deal today.",
      "Make me your best offer and let's close this.",
    ],
    funny: [
      "Let's discuss {thing}. My coffee habit isn't going to fund itself 😂",
      "I'd like to negotiate. I've practiced my serious face and everything haha",
    ],
  },
  reminder: {
    sober: [
      'A quick reminder {thing}.',
      'Just a friendly reminder {thing}. Please let me know if you have any questions.',
      'This is a reminder about our plans {when}.',
    ],
    casual: [
      "Don't forget {thing}!",
      'Heads up, {when} is coming up fast!',
      'Little reminder in case it slipped your mind!',
    ],
    flirty: [
      "Don't forget {thing} 😉 I'll be thinking about you.",
      'Just a reminder {thing}... and that I miss you 😉',
    ],
    confident: ["Reminder {thing}. I'm counting on you.", "Reminder {thing}. I know you've got this."],
    bold: ["Don't forget {thing}. Set an alarm now.", 'Reminder {thing}. Do it today.'],
    funny: [
      'Friendly reminder {thing}. This message will self-destruct in 5 seconds 😂',
      'Reminder {thing}! Brought to you by your favourite unpaid assistant haha',
    ],
  },
  decline: {
    sober: [
      'Thank you for thinking of me. Unfortunately, I will not be able to make {thing}.',
      'I appreciate the offer, but I will have to decline.',
      'Thank you for the invitation. I am not able to attend, but I hope it goes wonderfully.',
    ],
    casual: [
      "Ah, I can't make {thing}, sorry! Next time for sure.",
      "I'm gonna have to pass this time, but thanks for asking!",
    ],
    flirty: [
      "I can't make {thing}, but you're making it very hard to say no 😉",
      'I have to pass this time... but ask me again? 😏',
    ],
    confident: [
      "I'm going to pass on {thing}. Thank you for understanding.",
      "I'll pass this time. It's the right call for me.",
    ],
    bold: ['No to {thing}. Thanks for asking, though.', "I'm out this time. Thanks for thinking of me."],
    funny: [
      "I can't make {thing}. My couch and I have a prior commitment 😂",
      'Sadly I must decline. My social battery is at 2% haha',
    ],
  },
  general: {
    sober: [
      'I wanted to reach out about {thing}. Let me know your thoughts.',
      'I hope you are doing well. I wanted to get in touch.',
      'I wanted to send you a quick message. Please let me know what you think.',
    ],
    casual: ['Got a sec to chat about {thing}?', "What's up with you?", 'Just wanted to say hi!'],
    flirty: [
      'I was just thinking about {thing}... and you 😉',
      "Couldn't stop thinking about you, so here I am 😏",
    ],
    confident: [
      "Let's talk about {thing}. I have some ideas.",
      "I've got something to run by you. Let's talk.",
    ],
    bold: ['We need to talk about {thing}. Call me.', "Call me today. Let's sort this out."],
    funny: [
      'So, about {thing}... I have thoughts, and most of them are jokes 😂',
      'This message was going to be serious, but here we are haha',
    ],
  },
} satisfies Record<string, VoiceBank>
