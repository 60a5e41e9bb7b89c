import type { VoiceBank } from './bank'

/** Bodies for looking after people: apologies, thanks, congratulations, checking in. */
export const CARE_BODIES = {
  apology: {
    sober: [
      'I am truly sorry for {thing}. It was not fair to you.',
      'I apologise for {thing}. I will do better.',
      'I am sorry. You deserved better from me, and I will make it right.',
    ],
    casual: [
      "I'm really sorry about {thing}. My bad.",
      "I'm so sorry, that was on me.",
      "I'm sorry. I feel awful about it.",
    ],
    flirty: [
      "I'm sorry about {thing}. Let me make it up to you? 😘",
      'I messed up. Can I make it up to you over dinner? 😉',
    ],
    confident: [
      "I'm sorry for {thing}. I own it, and it won't happen again.",
      "That was my mistake. I'll make it right.",
    ],
    bold: ["I was wrong about {thing}. I'm sorry. Let me fix it.", "I messed up. No excuses. I'm sorry."],
    funny: [
      "I'm sorry for {thing}. In my defense, I have no defense 😅",
      'Official apology, signed by me and my guilty conscience 😅',
    ],
  },
  thanks: {
    sober: [
      'Thank you so much for {thing}. I really appreciate it.',
      'Thank you for {thing}. It meant a lot to me.',
      'I wanted to thank you. Your help made a real difference.',
    ],
    casual: [
      "Thanks a ton for {thing}! You're the best.",
      'Seriously, thank you! You saved me.',
      "Thanks so much! You're a legend.",
    ],
    flirty: [
      "Thanks for {thing}. You're amazing, you know that? 😉",
      "Thank you! I owe you one, and I'm happy to pay up 😘",
    ],
    confident: [
      "Thank you for {thing}. I won't forget it.",
      "Thanks for having my back. I've got yours anytime.",
    ],
    bold: [
      'Thank you for {thing}. Drinks are on me, no arguments.',
      "You came through. Thank you. Next one's on me.",
    ],
    funny: [
      "Thank you for {thing}! I'd name my firstborn after you, but I'm not sure you'd want that 😂",
      "Thanks! You're officially my favourite human this week haha",
    ],
  },
  congratulate: {
    sober: ['Congratulations on {thing}! You truly deserve it.', 'Congratulations! I am so happy for you.'],
    casual: ['Congrats on {thing}! So happy for you!', 'Congrats! So proud of you!'],
    flirty: [
      "Congrats on {thing}! Smart and gorgeous, that's not fair 😉",
      'Congratulations! We should celebrate, just the two of us 😏',
    ],
    confident: [
      "Congratulations on {thing}. I knew you'd get there.",
      'Congrats! This is just the beginning for you.',
    ],
    bold: [
      'You did it. Congratulations on {thing}. Now go celebrate!',
      "Congrats! Now let's celebrate properly.",
    ],
    funny: [
      "Congrats on {thing}! Please remember me when you're rich and famous 😂",
      "Congratulations! I'm telling everyone I knew you before you were cool haha",
    ],
  },
  check_in: {
    sober: [
      'I wanted to check in and see how you are doing after {thing}.',
      'How are you doing? I have been thinking about you.',
      'I hope you are well. How have things been?',
    ],
    casual: [
      "How'd {thing} go? Thinking of you!",
      'How are you holding up?',
      "Just checking in! How's everything?",
    ],
    flirty: [
      'Just checking on my favourite person 😉 How are you?',
      "Been thinking about you. How's your day going? 😘",
    ],
    confident: ['Checking in. How did {thing} go?', 'Checking in on you. Tell me how things are going.'],
    bold: ['Call me when you can. I want to hear how you are.', "Tell me how you're really doing."],
    funny: [
      'Checking in! Are you alive, or should I send a search party? 😂',
      'Hello, this is your scheduled wellness check haha. How are you?',
    ],
  },
} satisfies Record<string, VoiceBank>
