import type { BlogArticle } from './types'

export const article: BlogArticle = {
  id: 'dirty-pickup-lines',
  title: 'Dirty Pickup Lines: Cheeky, Flirty and Still Classy (Consent First)',
  description:
    'Cheeky, suggestive pickup lines that stay classy, with consent and reading the room first: when to use them, how to escalate and how to check in.',
  path: '/blog/dirty-pickup-lines',
  date: '2025-10-26',
  category: 'Dating & Flirting',
  keywords: [
    'dirty pickup lines',
    'cheeky pickup lines',
    'flirty lines',
    'suggestive pickup lines',
    'naughty texts for partner',
    'consent and flirting',
  ],
  family: 'pickup-lines',
  intro: [
    "Let's set expectations before anything else. This is not a list of explicit one-liners to fire at strangers. Lines like that don't work, they make people feel unsafe, and on most platforms they'll get you blocked or reported. What you'll find here is the fun end of the flirting spectrum: cheeky, suggestive, double-meaning lines that raise an eyebrow and a smile, for the moments when both people are clearly enjoying the heat.",
    'The words "both people" are doing all the work in that sentence. A cheeky line to someone who\'s been flirting back for an hour is playful. The same line to someone who hasn\'t is unwelcome. So this guide starts where every good flirt starts: with consent and reading the room. After that: the escalation ladder, original lines for different stages of a flirt, how to check in without killing the mood, and what to do if you misjudge it.',
  ],
  sections: [
    {
      heading: 'Start here: consent and reading the room',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cheeky lines are for adults who have already shown mutual interest. Before you send anything with a double meaning, you should be able to answer yes to all of these:',
        },
        {
          kind: 'list',
          items: [
            'Have they flirted back, in words, not just in your imagination?',
            'Have they matched or raised the energy of your last few messages?',
            'Is this a private conversation, not a group chat, work channel or public comment?',
            'Would you be comfortable if they screenshotted it and showed their best friend?',
          ],
        },
        {
          kind: 'paragraph',
          text: "If any answer is no, stay playful and keep it clean. There's plenty of chemistry to build with warm, funny flirting, and it'll make a cheeky line land much better later.",
        },
        {
          kind: 'paragraph',
          text: "Some situations are never right for suggestive lines: anyone at work (theirs or yours), someone who's serving you, anyone who seems uncomfortable, anyone who's said no or changed the subject, and anyone whose age you aren't sure about. And never, under any circumstances, send explicit images nobody asked for. That isn't flirting; in many places it's illegal.",
        },
      ],
    },
    {
      heading: 'The escalation ladder',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Good flirting climbs one rung at a time and waits for the other person to climb too. Think of it as four steps.',
        },
        {
          kind: 'list',
          items: [
            'Warm: friendly interest. "I really like talking to you."',
            'Playful: teasing and light compliments. "You\'re trouble, aren\'t you?"',
            'Cheeky: an obvious wink or double meaning. This is where most lines in this guide live.',
            'Suggestive: clearly romantic or flirtatious intent, still without being explicit.',
          ],
          ordered: true,
        },
        {
          kind: 'paragraph',
          text: "The rule is simple: only step up when they've stepped up. If they reply to a cheeky line with a warm one, step back down and enjoy the warm rung. Flirting is a dance, and the worst dancers are the ones who ignore their partner.",
        },
        {
          kind: 'tip',
          text: "Matching energy is the best consent signal in text. If your messages keep getting hotter and theirs keep getting shorter, you've already got your answer.",
        },
      ],
    },
    {
      heading: 'Why suggestive beats explicit every time',
      blocks: [
        {
          kind: 'paragraph',
          text: "There's a practical reason the lines in this guide stop at a wink. Suggestion invites the other person's imagination to join in; explicit lines do all the imagining for them and leave nothing to play with. A good cheeky line is half of a joke, and the other person gets to write the second half. That's what makes it feel like flirting rather than a proposal.",
        },
        {
          kind: 'paragraph',
          text: "Suggestive lines are also forgiving. If you've read the room slightly wrong, a double meaning can be laughed off or answered innocently, and the conversation survives. An explicit line that misses can't be walked back, and it can make someone feel unsafe in a way no apology fully fixes.",
        },
        {
          kind: 'paragraph',
          text: 'Finally, restraint is attractive. Someone who can be playful and still clearly respects boundaries comes across as confident and trustworthy, which is exactly the combination that makes people want to keep talking.',
        },
      ],
    },
    {
      heading: "Signs they're into it, and signs they're not",
      blocks: [
        {
          kind: 'paragraph',
          text: 'Reading the room over text is harder than in person, so pay close attention to these signals.',
        },
        {
          kind: 'subheading',
          text: 'Green lights',
        },
        {
          kind: 'list',
          items: [
            "They're sending cheeky messages of their own, not just reacting to yours.",
            'They use playful emoji, teasing replies or "oh really?" energy.',
            'Their replies are as long as yours, or longer, and they come back quickly.',
            'They pick up your double meanings and play along.',
          ],
        },
        {
          kind: 'subheading',
          text: 'Red lights',
        },
        {
          kind: 'list',
          items: [
            'Short replies, a sudden "haha" with nothing else, or a change of subject.',
            'Responding only to the clean part of your message.',
            'Longer gaps between replies after a cheeky line.',
            'Any explicit "let\'s slow down" or "not really my thing".',
          ],
        },
        {
          kind: 'paragraph',
          text: "A red light isn't a personal rejection. It's information. Adjust, and the conversation can continue happily.",
        },
      ],
    },
    {
      heading: "Cheeky lines for a flirt that's already going",
      blocks: [
        {
          kind: 'paragraph',
          text: "These are for when you've been texting for a while, the chemistry is obvious and you've both been teasing. They wink rather than shout.",
        },
        {
          kind: 'list',
          items: [
            "\"I've been trying to focus on my work for an hour and you've been no help at all. I'm holding you responsible.\"",
            "\"You're very distracting for someone who's only ever sent me words. I'm worried about what happens in person.\"",
            '"I\'d tell you what I was thinking when I read that, but I\'d rather see your face when I say it."',
            "\"Careful. Keep talking like that and I'll have to upgrade you from 'cute' to 'dangerous'.\"",
            '"You\'re the reason I\'ve been smiling at my phone in public like a lunatic. People are starting to stare."',
            '"I had a very sensible plan for tonight. Then you texted."',
          ],
        },
        {
          kind: 'example',
          label: 'Building on their tease',
          message:
            "Oh, so you're the kind of person who flirts like that and then says goodnight? Rude. Come back here.",
          note: "Playful mock outrage that matches their energy. It's cheeky without being explicit and lets them choose how far to go next.",
        },
      ],
    },
    {
      heading: 'Double-meaning lines that stay PG-13',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Innuendo is the classiest kind of cheeky, because the other person gets to decide which meaning they heard. Keep these light and wink-shaped.',
        },
        {
          kind: 'list',
          items: [
            '"I\'m a great cook, but my real specialty is dessert. Just saying."',
            '"I\'m very good at keeping people warm. It\'s a public service, really."',
            '"Fair warning: I give excellent hugs, and I have a strict no-refunds policy."',
            "\"I've been told I'm a very good kisser. I'd like an independent review.\"",
            '"You look like trouble. Luckily, I\'m very good at handling trouble."',
            '"My playlist is called \'slow dancing in the kitchen\'. It needs a second person to work properly."',
          ],
        },
        {
          kind: 'example',
          label: 'A double meaning with an exit',
          message:
            "I've got a bottle of wine that's too good to open alone. Purely a wine emergency, of course.",
          note: "The innuendo is there if they want it and invisible if they don't. Either way, it's a genuine invitation to a date.",
        },
      ],
    },
    {
      heading: 'Cheeky lines for your partner',
      blocks: [
        {
          kind: 'paragraph',
          text: "With a partner, you've got trust, history and a much better read on what they enjoy. These lines keep the spark alive between the grocery runs.",
        },
        {
          kind: 'list',
          items: [
            '"Just so you know, I\'m thinking about you in a way that\'s very inappropriate for a Tuesday morning meeting."',
            '"Come home early tonight. That\'s not a question."',
            '"I\'ve canceled my evening plans. All of them. Guess why."',
            '"You looked unreasonably good this morning and I\'ve been distracted ever since. Fix it."',
            '"Reminder: you still owe me a proper kiss from this morning. I\'ve been charging interest."',
            '"I have a plan for tonight and it involves you, a bottle of red and absolutely no phones."',
          ],
        },
        {
          kind: 'example',
          label: 'Partner text for a busy day',
          message: "Thinking about you, and not in the 'did you remember to buy milk' way.",
          note: "Affectionate, funny and suggestive at once. It reminds your partner they're wanted, which is the point of every cheeky text.",
        },
      ],
    },
    {
      heading: 'Suggestive lines for apps where intent is clear',
      blocks: [
        {
          kind: 'paragraph',
          text: "Some people are on apps looking for romance with a bit of heat, and say so in their profiles. Even there, a stranger deserves a warm opener first. These lines are for after you've matched and chatted, when both of you have made your interest clear.",
        },
        {
          kind: 'list',
          items: [
            '"You\'re making it very hard to keep this conversation polite. I\'m trying my best."',
            '"I was going to suggest coffee, but I have a feeling we\'d both rather it was cocktails."',
            '"I think you\'d be a terrible influence on me. I\'m looking forward to it."',
            "\"I'm trying to decide if you're flirting with me or if you're just like this. Either way, I'm into it.\"",
            '"We should meet before this conversation gets any more interesting."',
          ],
        },
      ],
    },
    {
      heading: 'How to check in without killing the mood',
      blocks: [
        {
          kind: 'paragraph',
          text: "Checking in isn't a buzzkill. Done with a bit of charm, it's one of the most attractive things you can do, because it shows you care about the other person's comfort as much as your own fun.",
        },
        {
          kind: 'example',
          label: 'The playful check',
          message: 'Am I being too much? Tell me to behave and I will, mostly.',
          note: 'Light, respectful and keeps the flirty tone while giving a clear way to slow down.',
        },
        {
          kind: 'example',
          label: 'The direct check',
          message:
            "I'm enjoying this a lot, but I want to make sure you are too. Happy to keep it PG if you'd rather.",
          note: 'Sincere and kind. It makes saying no as easy as saying yes.',
        },
        {
          kind: 'example',
          label: 'The in-person check',
          message: 'Is this okay?',
          note: 'Three words that matter more than every line in this guide. Ask, listen and respect the answer, whatever it is.',
        },
      ],
    },
    {
      heading: 'If a line lands wrong',
      blocks: [
        {
          kind: 'paragraph',
          text: "Sometimes you'll misjudge it, even with good intentions. The difference between awkward and disrespectful is what you do next.",
        },
        {
          kind: 'list',
          items: [
            'Apologize briefly and clearly. Don\'t explain what you "really meant" or make them reassure you.',
            'Step back down the ladder and stay there unless they climb again.',
            'If they want to end the conversation, let them. A graceful exit is the only acceptable response.',
          ],
        },
        {
          kind: 'example',
          label: 'A clean apology',
          message:
            "Sorry, that was more forward than I meant to be. I'll dial it back. Anyway, how did the interview go?",
          note: 'Owns it, promises a change and moves the conversation somewhere comfortable. No pressure, no sulking.',
        },
      ],
    },
    {
      heading: 'Sober, tipsy or drunk: tone and timing',
      blocks: [
        {
          kind: 'paragraph',
          text: "In Tipsy's Message Generator, the signature dial decides how much wine is in the writing, and the flirty, bold and confident sliders decide where it goes. For cheeky lines, tipsy is usually the sweet spot: playful and warm without the overconfidence that makes a suggestive line feel pushy. The drunk setting is great for silly, over-the-top banter with a partner who loves it, and risky with anyone else.",
        },
        {
          kind: 'example',
          label: 'Sober',
          message: "I keep thinking about our last date. I'd really like a second one, soon.",
          note: 'Sincere and warm, with the flirtation implied rather than stated.',
        },
        {
          kind: 'example',
          label: 'Tipsy',
          message:
            'I keep thinking about our last date, specifically the part at the end. Same time next week?',
          note: 'The wink arrives in one small phrase. Cheeky, but easy to answer either way.',
        },
        {
          kind: 'example',
          label: 'Drunk',
          message:
            'I have thought about that goodnight kiss roughly four hundred times today. Please come and give me a reason to stop counting.',
          note: "Loud and adoring. Lovely from a partner, a lot from someone you've met once.",
        },
        {
          kind: 'paragraph',
          text: "Speaking of drunk: real late-night, drink-fueled texting is where cheeky lines most often go wrong. If it's past midnight and you're about to send something spicy to someone you've only known a week, draft it and wait until morning. If you still want to send it after breakfast, run it past MessageIQ first. Its emotional temperature score is a handy sanity check: a cheeky line should feel warm, not scorching, and any phrase likely to make the other person uncomfortable gets flagged with a suggested fix.",
        },
        {
          kind: 'paragraph',
          text: "Cheeky flirting is fun when it's shared, and only when it's shared. Climb the ladder together, check in with charm, and let your wit do the work. The best suggestive line is the one that makes them laugh, blush and text back something even better.",
        },
      ],
    },
  ],
}
