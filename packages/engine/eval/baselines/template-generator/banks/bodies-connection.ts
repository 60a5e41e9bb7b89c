import type { VoiceBank } from './bank'

/** Bodies for meeting and getting closer: openers, asking out, compliments, invitations, goodbyes. */
export const CONNECTION_BODIES = {
  opener: {
    sober: [
      "I noticed you're into {interest}. How did you get into it?",
      'Your profile caught my eye. How is your week going?',
      'I would love to hear more about your love of {interest}.',
    ],
    casual: [
      '{interest} fan too? What got you into it?',
      "How's your week going so far?",
      "Okay, I have to ask: what's the story behind your profile?",
    ],
    flirty: [
      'I had to say hi. You make it very hard not to 😉',
      'You had me at {interest} 😍',
      'Is it just me, or is your smile unfair? 😉',
    ],
    confident: [
      "I don't usually message first, but your profile made it easy. What's your favourite thing about {interest}?",
      'I had to message you. Tell me the best thing that happened to you this week.',
    ],
    bold: [
      'Skip the small talk: tell me your best {interest} story.',
      "Tell me something about you that isn't on your profile.",
    ],
    funny: [
      'My opening line was going to be genius, but I forgot it. So... hi 😅',
      'Fun fact: I rehearsed this message three times 😂',
      'Quick poll: pineapple on pizza, yes or no? This decides everything haha',
    ],
  },
  ask_out: {
    sober: [
      'Would you like to get {activity} with me {when}?',
      'Would you like to get {activity} with me sometime?',
      'I have really enjoyed talking with you. Would you like to meet at {place} {when}?',
      'I would love to take you out sometime. Would you be interested?',
    ],
    casual: [
      'Wanna grab {activity} {when}?',
      "We should hang out {when}. You're free, right?",
      'Wanna grab {activity} sometime this week?',
      'Down to grab a drink sometime?',
    ],
    flirty: [
      "I can't stop thinking about that smile. {activity} {when}, just you and me? 😉",
      'Let me take you out for {activity} {when}. I promise to be charming 😏',
      'So when are you letting me take you out? 😉',
    ],
    confident: [
      "Let's get {activity} {when}. I'll handle the plans.",
      "You and me, {activity} at {place}. You'll have a great time.",
      "I'm taking you out for {activity}. You'll love it.",
    ],
    bold: [
      '{activity}. You and me. {when}. Say yes.',
      'Meet me for {activity} {when}.',
      'I want to take you out. Pick a night.',
    ],
    funny: [
      'Important question: would you like to get {activity} {when}? Asking for a friend. The friend is me 😂',
      "I've run the numbers and {activity} with me {when} is statistically your best option haha",
      "Fun fact: I'm 40% more charming over {activity}. Want to test the theory? 😂",
    ],
  },
  compliment: {
    sober: [
      'I wanted to tell you that {thing} was excellent.',
      'You did a wonderful job, and I wanted you to know it.',
    ],
    casual: ['Gotta say, {thing} was so good!', "Just saying, you're amazing."],
    flirty: ['Not gonna lie, {thing} had me blushing 😉', "You're seriously cute, you know that? 😍"],
    confident: [
      '{thing} was outstanding. Nobody else could have pulled that off.',
      "You're excellent at what you do. Own it.",
    ],
    bold: ['Let me be direct: {thing} was incredible.', 'Take the compliment: you were brilliant.'],
    funny: [
      "{thing} was so good I'm filing a complaint on behalf of everyone else haha",
      "Warning: you're making the rest of us look bad 😂",
    ],
  },
  invite: {
    sober: [
      'I would love for you to come to {thing} {when}.',
      'Would you like to join us {when}? It would be lovely to see you.',
      'I would love for you to join us. It would not be the same without you.',
    ],
    casual: [
      "You coming to {thing} {when}? It won't be the same without you!",
      'Come hang with us {when}!',
      "You should totally come. It'll be fun!",
    ],
    flirty: [
      "{thing} {when}. It'd be a lot more fun with you there 😉",
      "Come {when}. I'll save you a spot next to me 😏",
    ],
    confident: [
      "You're coming to {thing} {when}. It's going to be great.",
      "Join us. You'll have a great time.",
    ],
    bold: ['Be there {when}. No excuses.', "{thing}. {when}. You're coming."],
    funny: [
      "You're invited to {thing} {when}. Attendance is optional but strongly encouraged by my ego 😂",
      "Come {when}. I promise I'll only tell one bad joke haha",
    ],
  },
  goodbye: {
    sober: [
      'It has been a real pleasure. Thank you for everything, and take care.',
      'I wanted to say goodbye properly. Thank you for everything.',
    ],
    casual: ['Gonna miss you! Keep in touch, okay?', "This isn't goodbye, it's see you later!"],
    flirty: [
      "Leaving already? I'll be thinking about you 😘",
      "Goodbye for now, but you're not getting rid of me that easily 😉",
    ],
    confident: [
      'Thank you for everything. I know our paths will cross again.',
      'This was a great chapter. Onwards.',
    ],
    bold: ["Don't be a stranger. Call me.", 'Keep in touch. I mean it.'],
    funny: [
      "Goodbye! I'll be over here emotionally eating snacks 😂",
      'Farewell! Please remember me as taller and funnier than I am haha',
    ],
  },
} satisfies Record<string, VoiceBank>
