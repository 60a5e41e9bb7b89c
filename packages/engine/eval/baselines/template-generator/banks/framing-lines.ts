import type { VoiceBank } from './bank'

/** How each voice opens a chat message; lines with {name} are used only when a name is known. */
export const OPENERS: VoiceBank = {
  sober: ['Hi {name},', 'Hello {name},', 'Hi,', 'Hello,'],
  casual: ['Hey {name}!', 'Hey!', 'Hey you!', 'Heya {name}!'],
  flirty: ['Hey {name} 😉', 'Well hello there 😏', 'Hey gorgeous,'],
  confident: ['{name},', 'Hi {name}.', 'Hello.', 'Hi there.'],
  bold: ['{name}.', 'Listen,', 'Okay {name}, straight up:', 'Straight up:'],
  funny: ['Okay {name}, hear me out:', 'Breaking news:', 'Attention please:'],
  tipsy: ['heyyy {name}', 'hiii', 'heyyyy you'],
  drunk: ['heyyyyy {name}', 'ok so', 'hiiii ok listen'],
}

/** E-mail greetings per voice, always present on the e-mail platform. */
export const EMAIL_GREETINGS: VoiceBank = {
  sober: ['Hi {name},', 'Hello {name},', 'Dear {name},', 'Hi,', 'Hello,'],
  casual: ['Hey {name},', 'Hi {name},', 'Hey,', 'Hi there,'],
  flirty: ['Hey {name},', 'Hi there,'],
  confident: ['Hi {name},', 'Hello,'],
  bold: ['{name},', 'Hi,'],
  funny: ['Hi {name},', 'Greetings,'],
  tipsy: ['heyyy {name},', 'hiii,'],
  drunk: ['heyyyy {name},', 'hiiii,'],
}

export const EMAIL_SIGN_OFFS: VoiceBank = {
  sober: ['Best regards,', 'Kind regards,', 'Many thanks,'],
  casual: ['Cheers,', 'Thanks!', 'Talk soon,'],
  flirty: ['Warmly,', 'xo,'],
  confident: ['Best,', 'Regards,'],
  bold: ['Best,', 'Thanks,'],
  funny: ['Cheers (and snacks),', 'Yours in mild chaos,'],
  tipsy: ['cheers!!', 'byeee,'],
  drunk: ['love u,', 'ok bye,'],
}

/** Closing lines for messages that ask for something. */
export const ASKING_CLOSERS: VoiceBank = {
  sober: ['Let me know what you think.', 'I look forward to hearing from you.', 'Please let me know.'],
  casual: ['Lmk!', 'Let me know!', 'Talk soon!'],
  flirty: ["Don't keep me waiting 😉", 'Your move 😏'],
  confident: ['Looking forward to it.', "Let's make it happen."],
  bold: ['Your move.', 'Answer me today.', 'Say yes.'],
  funny: [
    'No pressure (okay, a little pressure) 😂',
    "Reply soon or I'll assume you were kidnapped by pirates haha",
  ],
  tipsy: ['text me backkk 😘', 'ok byeee'],
  drunk: ['ok goodnight i love everyone', "don't judge me tmrw ok"],
}

/** Closing lines for messages that express something. */
export const EXPRESSING_CLOSERS: VoiceBank = {
  sober: ['Take care.', 'All the best.', 'Thank you again.'],
  casual: ['Talk soon!', 'Catch you later!', 'Hugs!'],
  flirty: ['Thinking of you 😘', 'xo 😉'],
  confident: ['Talk soon.', 'Onwards.'],
  bold: ['I mean it.', "That's all."],
  funny: ["Okay, I'll go be awkward somewhere else now 😅", 'End of dramatic message haha'],
  tipsy: ['ok byeee 😘', 'mwah!!'],
  drunk: ['ok goodnight i love u', "don't judge me tmrw ok"],
}

/** Extra lines a voice adds when it is in the mix: jokes, compliments, certainty, dares, overshares. */
export const FLOURISHES: VoiceBank = {
  casual: ["Anyway, hope you're good!", 'No biggie either way!', "Hope your week's going okay!"],
  flirty: [
    'Also, your smile should be illegal 😉',
    "Not gonna lie, you've been on my mind 😘",
    "You're dangerous, you know that? 😏",
  ],
  confident: [
    'I know this is the right call.',
    'Trust me on this one.',
    "I'm sure of it.",
    "I'll definitely make it worth it.",
  ],
  bold: ["Don't overthink it.", 'Say yes.', "Let's make it happen.", 'Decide now.'],
  funny: [
    'Asking for a friend. The friend is me 😂',
    'Plot twist: I already practiced my reaction haha',
    "In my defense, it's been a very long day 😅",
    'Also, this is my third draft of this message 😂',
  ],
  tipsy: [
    "okay i'm in such a good mood rn 🥂",
    "life is short and i'm feeling brave lol",
    "ngl i'm a little tipsy 🙈",
  ],
  drunk: [
    "ok i've had a few drinks but i mean every word of this",
    "sorry i'm rambling i just really like talking to you",
    'also i think about this way more than i should honestly',
    "my friends said don't send this so here i am",
  ],
}
