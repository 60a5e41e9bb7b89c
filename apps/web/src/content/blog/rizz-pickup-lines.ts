import type { BlogArticle } from './types'

export const article: BlogArticle = {
  id: 'rizz-pickup-lines',
  title: 'Rizz Pickup Lines: Smooth, Confident Openers and How to Actually Have Rizz',
  description:
    "What rizz really means, original smooth and confident pickup lines for DMs, apps and real life, and how to keep your cool when you're left on read.",
  path: '/blog/rizz-pickup-lines',
  date: '2025-10-26',
  category: 'Dating & Flirting',
  keywords: [
    'rizz pickup lines',
    'rizz lines',
    'smooth pickup lines',
    'how to rizz',
    'confident flirting',
    'W rizz',
    'flirty texts',
  ],
  family: 'pickup-lines',
  intro: [
    "\"Rizz\" went from internet slang to dictionary word in about the time it takes to type it. Short for charisma, it describes that easy, magnetic way some people have of talking to someone they're into. People with rizz don't seem to try. They say something simple, it lands, and suddenly there's a spark in the room or in the DMs.",
    'Here\'s the secret nobody selling "unspoken rizz" courses will tell you: rizz is mostly about attention and ease, not about lines. But a good line gives you a running start, and starting well is half of feeling confident. This guide covers what rizz actually is, the ingredients behind it, original rizz pickup lines for apps, DMs and real life, how to ask for the date, how to handle dry replies and being left on read, and the habits that kill rizz instantly.',
  ],
  sections: [
    {
      heading: 'What rizz actually means',
      blocks: [
        {
          kind: 'paragraph',
          text: "Rizz isn't a script; it's an energy. Watch someone who has it and you'll notice the same things: they're relaxed, they're paying attention to the other person, and they seem fine with any outcome. They'd like the conversation to go somewhere, but they're not gripping it.",
        },
        {
          kind: 'paragraph',
          text: 'That last part is the real trick. Pressure is the enemy of charm. The moment a line feels like it needs a specific response, it gets heavy. Rizz lines are light. They offer something warm or playful and then step back to see what the other person does with it.',
        },
        {
          kind: 'paragraph',
          text: 'There are also different styles of rizz. Some people are smooth: calm, warm, a bit understated. Some are playful: teasing, fast, quick to laugh. Some are bold: direct about what they want, in a way that feels refreshing rather than pushy. Find the style that matches your real personality and lean into it.',
        },
      ],
    },
    {
      heading: 'The three ingredients of rizz',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every line in this guide is built from the same three ingredients. Mix them in different amounts and you get different styles.',
        },
        {
          kind: 'list',
          items: [
            'Confidence without pressure: say what you mean without hedging, and without demanding a reaction. "I\'d like to take you for a drink" rather than "would you maybe possibly want to, if you\'re not busy".',
            'Attention: notice something specific and real. Generic compliments have no rizz. Specific observations do.',
            'Playfulness: a small tease, a challenge or a wink in the wording. It signals that this is fun, not an interview.',
          ],
        },
        {
          kind: 'tip',
          text: 'Rizz test: would your line still sound good if they replied "haha, no thanks"? If the answer is yes, you\'ve kept the pressure low. If it would feel awkward, dial it back.',
        },
      ],
    },
    {
      heading: 'Smooth openers for DMs and dating apps',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Written rizz is about rhythm. Short sentences, confident phrasing and a clear hook.',
        },
        {
          kind: 'example',
          label: 'Replying to a story',
          message: 'Okay, that sunset photo is unfair to the rest of us. Where were you standing?',
          note: 'A compliment on their taste and eye rather than their face, plus a question that invites a story.',
        },
        {
          kind: 'example',
          label: 'After matching',
          message:
            'I had a whole clever opener planned, then I saw your smile in the third photo and forgot it. Start with your best story instead?',
          note: 'Admits being a little charmed, which is disarming, and hands the spotlight back to them.',
        },
        {
          kind: 'list',
          items: [
            '"You seem like you\'d be a problem on a karaoke night, and I mean that as the highest compliment."',
            '"I\'ll be honest, I came for the profile and stayed for the terrible pun in your bio. Got any more?"',
            '"You have the energy of someone who always knows a good late-night spot. Prove me right."',
            '"Between the bookshelf and the dog, I think your photos are flexing on purpose. It\'s working."',
            '"Quick, before we do the usual small talk: what\'s something you\'re weirdly good at?"',
            '"I don\'t usually message first, but your answer about midnight pancakes deserved a response."',
          ],
        },
      ],
    },
    {
      heading: 'Confident lines for real life',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In person, rizz lives in your body language as much as your words: an unhurried voice, a relaxed stance, a real smile. These lines work when delivered calmly.',
        },
        {
          kind: 'list',
          items: [
            '"I was going to wait for a clever excuse to come over here, but I didn\'t find one. Hi, I\'m Marco."',
            '"You\'ve got the best laugh in this room. I wanted to find out what was so funny."',
            '"I don\'t normally do this, but it felt like a waste not to say hello. What brings you here tonight?"',
            '"You look like you\'re having more fun than anyone else here. Mind if I borrow some of that energy?"',
            '"I\'ve been trying to guess your drink order from across the room. Tell me I\'m right: something with ginger?"',
          ],
        },
        {
          kind: 'example',
          label: 'At a gallery opening',
          message:
            "Everyone's staring at the big painting, but you went straight to the tiny one in the corner. What did you see in it?",
          note: "Pure attention. You've noticed how they think, not how they look, and given them the chance to explain it.",
        },
      ],
    },
    {
      heading: 'Playful teasing lines (the gentle kind)',
      blocks: [
        {
          kind: 'paragraph',
          text: "Teasing is rizz on hard mode. Done well, it feels like a private joke. Done badly, it feels like an insult. Keep it about choices, never about looks, and always make the target something they'd laugh about too.",
        },
        {
          kind: 'list',
          items: [
            '"You put pineapple in your top three pizzas? Bold. I respect it, but we\'ll need to discuss it over dinner."',
            "\"I see you're a morning runner. I've never trusted people who are cheerful before eight, but I'm willing to make an exception.\"",
            '"Your profile says you\'re competitive. I should warn you I\'ve never lost a game of cards to someone I had a crush on. Care to test that?"',
            '"You clearly have excellent taste in music, questionable taste in football teams. We can work with that."',
            '"You\'re telling me you\'ve never seen a single one of the classic heist movies? We need to fix that immediately."',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The pattern: tease, then immediately signal you\'re on their side. "We can work with that" and "we need to fix that" both put you on the same team.',
        },
      ],
    },
    {
      heading: 'Compliments with real rizz',
      blocks: [
        {
          kind: 'paragraph',
          text: "A compliment with rizz is specific, unexpected and sincere. It's not about their body; it's about something they chose, did or said.",
        },
        {
          kind: 'list',
          items: [
            '"You explain things in a way that makes people feel clever. That\'s rare."',
            '"I like how you talk about your sister. You can tell you\'d go to war for her."',
            '"You\'ve had great taste in everything I\'ve seen so far, which makes me very curious about your movie opinions."',
            '"Your photos make me think you\'re the friend everyone calls when they need a plan."',
            '"I\'ve laughed more in these ten messages than in my entire group chat this week."',
          ],
        },
        {
          kind: 'example',
          label: 'A compliment on how they think',
          message:
            'I love that you answered "what\'s your ideal weekend" with a detailed itinerary. Can I book a slot?',
          note: 'It spots something specific about their personality and turns it into a playful invitation.',
        },
      ],
    },
    {
      heading: 'Moving from chat to a date',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The smoothest rizz in the world is wasted if it never becomes a plan. Once the conversation has a rhythm, suggest meeting with the same relaxed confidence.',
        },
        {
          kind: 'list',
          items: [
            '"I\'m enjoying this too much to keep it on a screen. Drinks on Friday?"',
            '"I know a place that does the best dumplings in the city. I think you should let me prove it."',
            '"Let\'s settle this debate in person. Sunday afternoon, loser buys the coffee."',
            "\"You're fun over text; I'm guessing you're even better in person. Want to find out this week?\"",
          ],
        },
        {
          kind: 'paragraph',
          text: 'Be specific: a day, an activity and a place or a vibe. Specific plans read as confident. Vague ones read as optional.',
        },
      ],
    },
    {
      heading: 'Rizz when they leave you on read',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nothing tests rizz like silence. The temptation is to send "??", or a second message that begs for attention. Don\'t. Real confidence is comfortable waiting.',
        },
        {
          kind: 'paragraph',
          text: "If a day or two passes and you'd still like to reach out, send one light, easy message with no guilt attached.",
        },
        {
          kind: 'example',
          label: 'The relaxed follow-up',
          message:
            "Still thinking about your dumpling recommendation. No pressure, but if you're around this week, I'm buying.",
          note: "One message, no accusation, a clear and generous offer. If they're interested, this is easy to pick up.",
        },
        {
          kind: 'example',
          label: 'The dry-reply rescue',
          message:
            'Okay, "lol" and "nice" tells me I\'m boring you. Let me redeem myself: what\'s the best thing that\'s happened to you today?',
          note: 'Names the vibe with humor instead of resentment and offers a fresh, better question.',
        },
        {
          kind: 'paragraph',
          text: "If they still don't respond, that's an answer. The most rizz-filled move of all is letting it go gracefully and focusing on the people who match your energy.",
        },
      ],
    },
    {
      heading: 'When to keep the rizz in your pocket',
      blocks: [
        {
          kind: 'paragraph',
          text: "Part of having rizz is knowing when a line would make things worse. Hold back when someone is at work and can't easily leave the conversation, when they're with family or in the middle of something serious, when they've given you short answers twice, or when you're in a professional setting where flirting could make someone uncomfortable. Rizz reads the room first. If the room says \"not now\", the smoothest move is a friendly nod and nothing more.",
        },
        {
          kind: 'paragraph',
          text: 'And if you do misjudge it, a quick, good-humored "Fair enough, I\'ll stop while I\'m behind" followed by a change of subject protects the mood and your dignity at the same time.',
        },
      ],
    },
    {
      heading: 'Tuning your rizz with the tone sliders',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tipsy\'s Message Generator has eight tone sliders, and three of them are basically a rizz control panel: confident, flirty and bold. Add a little funny for playful rizz, or keep casual high for that effortless "just thought of you" feel.',
        },
        {
          kind: 'paragraph',
          text: "The sober-to-drunk dial matters too. Here's the same opener at three settings.",
        },
        {
          kind: 'example',
          label: 'Sober',
          message: "I really enjoyed talking to you. I'd love to keep it going over a coffee this week.",
          note: 'Calm, direct and sincere. Understated rizz.',
        },
        {
          kind: 'example',
          label: 'Tipsy',
          message:
            'I think we both know this conversation deserves a second round in person. Coffee, Thursday, your pick of place?',
          note: 'A confident assumption with a playful wink, still easy to decline.',
        },
        {
          kind: 'example',
          label: 'Drunk',
          message:
            "I've decided we're getting coffee. I'm also deciding you're choosing the place, because I trust your taste more than mine.",
          note: "Very bold and very charming if there's already chemistry. Too much as a cold open.",
        },
        {
          kind: 'paragraph',
          text: "Generate a few options, then paste your favorite into MessageIQ and pick the dating app use case. If it reads as pushy rather than confident, or needy rather than warm, you'll see it before they do.",
        },
      ],
    },
    {
      heading: 'Rizz killers to avoid',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some habits drain charm faster than any line can add it.',
        },
        {
          kind: 'list',
          items: [
            "Over-messaging: three texts in a row before they've replied reads as anxious, not confident.",
            "Negging: backhanded compliments designed to make someone seek approval. It isn't rizz; it's manipulation.",
            'Copy-paste openers: if your line could be sent to anyone, it has no rizz for anyone.',
            "Talking about their body: from a stranger, it's uncomfortable. Save compliments for choices, humor and personality.",
            'Ignoring their answers: asking a question and then changing the subject to yourself is the fastest way to lose someone.',
            'Trying too hard: if you\'re on your fourth rewrite of a "casual" message, step away and come back later.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Rizz, in the end, is just ease plus attention. Say the thing, mean it, stay relaxed about the result. The right people will feel the difference.',
        },
      ],
    },
  ],
}
