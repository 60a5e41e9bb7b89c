import type { BlogArticle } from './types'

export const article: BlogArticle = {
  id: 'pickup-lines',
  title: 'Pickup Lines That Actually Work: The Complete Guide to Opening Lines',
  description:
    'Original pickup lines for dating apps, real life and texting, plus how to deliver them, tune the tone from sober to drunk, and recover from a flop.',
  path: '/blog/pickup-lines',
  date: '2025-10-26',
  category: 'Dating & Flirting',
  keywords: [
    'pickup lines',
    'opening lines',
    'dating app openers',
    'flirty lines',
    'conversation starters',
    'how to start a conversation with a crush',
  ],
  family: 'pickup-lines',
  intro: [
    "Pickup lines have a reputation problem. Say the phrase and most people picture a man in a shiny shirt asking whether it hurt when you fell from heaven. Fair enough. But strip away the cheese and a pickup line is simply the first thing you say to someone you'd like to know better, and everyone needs one of those eventually.",
    "The good news is that a great opening line has very little to do with being clever. It has to do with being specific, being light, and making it easy for the other person to say something back. This guide covers the anatomy of a line that lands, a stack of original lines sorted by situation, how to tune your tone from sober to tipsy to drunk, how to deliver a line without sounding rehearsed, when to keep it in your pocket, and what to do when it falls flat. Because sometimes it will, and that's fine.",
  ],
  sections: [
    {
      heading: 'What a pickup line is really for',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A pickup line is not a password that unlocks a date. Think of it as a small, friendly door you hold open. Its job is to do three things in a few seconds:',
        },
        {
          kind: 'list',
          items: [
            "Signal interest: you noticed this person, specifically, and you're choosing to talk to them.",
            'Show a slice of personality: funny, warm, curious, a bit daring, whatever you actually are.',
            'Make replying easy: give them something to react to, answer or laugh at.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Lines fail when they try to do a fourth job: impress. The moment a line is more about how clever you are than about the person in front of you, it starts to feel like a performance, and nobody wants to be an audience on a first meeting.',
        },
      ],
    },
    {
      heading: 'The anatomy of a line that lands',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most lines that work follow the same simple shape: an observation, a twist and a question.',
        },
        {
          kind: 'list',
          items: [
            "Observation: something real about the moment or the person that isn't about their body. Their book, their dog, their profile prompt, the terrible music at this party.",
            "Twist: a small bit of humor, honesty or playfulness that shows you're not reading from a script.",
            'Question: an easy hook for them to grab. Not a quiz, just an invitation.',
          ],
          ordered: true,
        },
        {
          kind: 'paragraph',
          text: "Keep it short. If a line needs a breath in the middle, it's too long. And keep the stakes low: the best openers are just as pleasant to hear whether or not the other person is interested. That's what makes them safe to say.",
        },
        {
          kind: 'tip',
          text: 'Compliments on choices beat compliments on looks. "Great jacket, where\'s it from?" praises taste, which people chose. "You\'re gorgeous" praises genetics, which they didn\'t, and which they\'ve heard before.',
        },
      ],
    },
    {
      heading: 'Pickup lines for dating apps',
      blocks: [
        {
          kind: 'paragraph',
          text: 'On apps, your line arrives next to dozens of "hey"s. Specific beats clever every time, so build your opener from something in their profile.',
        },
        {
          kind: 'example',
          label: 'Travel photo',
          message:
            'Your photo on that rope bridge has me both impressed and slightly nauseous. Where was it, and did you look down?',
          note: 'It references a real detail, admits a small weakness and ends with two easy questions.',
        },
        {
          kind: 'example',
          label: 'Profile prompt about cooking',
          message:
            'You say you make a "life-changing" risotto. That\'s a bold claim and I\'m prepared to be the independent reviewer.',
          note: 'Playful, confident and it hints at a date without asking for one.',
        },
        {
          kind: 'example',
          label: 'Dog in every photo',
          message:
            "I'm going to be honest, I swiped right for the beagle. Please tell me you're a package deal.",
          note: 'Self-aware humor that compliments something they clearly love.',
        },
        {
          kind: 'example',
          label: 'Music in the bio',
          message:
            "Anyone who lists a 1970s Ethiopian jazz album in their bio deserves a proper question. What's the track I should start with?",
          note: 'Shows you actually read their profile and gives them a chance to be the expert.',
        },
        {
          kind: 'list',
          items: [
            '"Serious question before we go any further: what\'s your position on breakfast for dinner?"',
            '"Your profile says you hate small talk, so I\'ll skip it: what\'s the most interesting thing that happened to you this week?"',
            '"I\'ve been staring at your garden photo for a while trying to work out if those are tomatoes or very ambitious cherries."',
            '"Settle a debate my roommate and I are having: is a hot dog a sandwich? I need an expert outside opinion."',
          ],
        },
      ],
    },
    {
      heading: 'Pickup lines for real life',
      blocks: [
        {
          kind: 'paragraph',
          text: "In person, your delivery matters more than your words, and the setting does half the work. Use what's around you.",
        },
        {
          kind: 'example',
          label: 'Bookstore',
          message:
            "I can't decide between these two and the staff are busy. You look like someone who has strong opinions about novels.",
          note: 'Gives them a role, invites a recommendation and is easy to walk away from.',
        },
        {
          kind: 'example',
          label: 'Dog park',
          message: 'Your dog has just adopted my shoelaces. I feel like that makes us practically related.',
          note: 'Uses the situation the dogs created, which is the most natural opener in the world.',
        },
        {
          kind: 'example',
          label: 'House party',
          message:
            'I know exactly two people here and one of them is the cat. Mind if I hang out on this side of the room?',
          note: 'Honest and a little vulnerable. People like being the friendly face at a party.',
        },
        {
          kind: 'example',
          label: 'Trivia night',
          message:
            "Your team has beaten mine three weeks in a row. I'm here to negotiate the terms of our surrender.",
          note: 'Playful rivalry is a brilliant opener because it gives you an instant running joke.',
        },
        {
          kind: 'list',
          items: [
            'At a café counter: "Be honest: is the lavender latte a good idea or a cry for help?"',
            'At a gig, between sets: "Is this your first time seeing them live? I need to know if that last song is always that good."',
            "At a wedding: \"You've laughed at every one of the best man's jokes. You're either very kind or related to him.\"",
          ],
        },
      ],
    },
    {
      heading: "Pickup lines for texting after you've met",
      blocks: [
        {
          kind: 'paragraph',
          text: "Once you've swapped numbers, the first text sets the mood. Refer back to something you shared so the conversation picks up where it left off.",
        },
        {
          kind: 'list',
          items: [
            '"Update: I tried the noodle place you swore by. I\'m now ruined for all other noodles. I owe you one. Thursday?"',
            '"I was going to wait a respectable amount of time before texting you. Turns out that amount is about four minutes."',
            '"Quick question that reveals everything about a person: what\'s your go-to diner order?"',
            "\"I've been thinking about your take on that movie all day, and I'm afraid you're wrong. Coffee so I can explain?\"",
            '"Just passed a shop selling only socks with ducks on them and thought of you. I\'ll let you decide how to feel about that."',
          ],
        },
      ],
    },
    {
      heading: 'Nerdy and food pickup lines',
      blocks: [
        {
          kind: 'paragraph',
          text: "Themed lines work best when the theme is genuinely shared. If their profile says they're a programmer or a home baker, these will land; otherwise, keep looking.",
        },
        {
          kind: 'list',
          items: [
            '"I made a spreadsheet of reasons to message you. It has one row, and the row just says \'obviously\'."',
            '"My love language is sending articles about octopuses at midnight. Is that a dealbreaker?"',
            '"Are you a well-commented piece of code? Because you\'re rare and I\'d like to understand you better."',
            '"I make a lasagna that has ended two arguments and started one friendship. It\'s looking for a new challenge."',
            '"I have a controversial opinion about pineapple on pizza and I\'m looking for someone to argue with over dinner."',
            '"I was only here for the guacamole, but I think I\'m staying for the company."',
          ],
        },
      ],
    },
    {
      heading: 'The tone dial: sober, tipsy or drunk',
      blocks: [
        {
          kind: 'paragraph',
          text: "The same idea can be delivered at very different intensities. Tipsy's Message Generator has a signature dial that runs from sober through tipsy to drunk, plus sliders for flirty, confident, funny, casual and bold. Here's one invitation at three settings.",
        },
        {
          kind: 'example',
          label: 'Sober',
          message: "I've really enjoyed talking to you. Would you like to get a drink on Thursday?",
          note: "Clear, respectful and impossible to misread. Great when you don't know how they feel yet.",
        },
        {
          kind: 'example',
          label: 'Tipsy',
          message: "I've decided this conversation needs a sequel. Thursday, one drink, you pick the place?",
          note: 'More playful and a touch bolder, but still easy to decline. This is the sweet spot for most app chats.',
        },
        {
          kind: 'example',
          label: 'Drunk',
          message:
            "Okay, I'm just going to say it: you, me, Thursday, and the fanciest olives this city can offer. Yes?",
          note: "Loud, funny and very confident. It works brilliantly when you've already got rapport and terribly when you haven't.",
        },
        {
          kind: 'paragraph',
          text: "The other sliders change flavor rather than volume. Push funny up and you'll get more wordplay. Push flirty up and you'll get more warmth and compliments. Push confident or bold up and the line stops hedging. A good rule: the less you know someone, the closer to sober you should stay.",
        },
      ],
    },
    {
      heading: 'How to deliver a line without sounding rehearsed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Even a great line can die in the delivery. A few habits make everything land better.',
        },
        {
          kind: 'list',
          items: [
            "Say it like you're sharing a thought, not performing a joke. Slight smile, normal volume.",
            "Make eye contact for the first sentence, then look at whatever you're talking about. It keeps things relaxed.",
            'Have a follow-up ready. A line is one move; the conversation is the game. Think of a genuine question about whatever you just referenced.',
            'On apps, reply to what they say, not to the plan in your head. If they answer your question, ask about their answer.',
            "Don't stack lines. One opener, then be a normal human. Three pickup lines in a row is a stand-up set.",
          ],
        },
      ],
    },
    {
      heading: 'When not to use a pickup line',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Knowing when to stay quiet is part of the skill. Skip the line when:',
        },
        {
          kind: 'list',
          items: [
            'Someone is wearing headphones, reading intently, or clearly in a hurry.',
            "They're at work, especially serving you. A barista is paid to be friendly; it isn't an invitation.",
            "You're in a professional setting such as a conference, a meeting or a job interview.",
            "They're upset, grieving or dealing with something difficult.",
            "They've already signaled no, with words or body language. Turning away, short answers and reaching for their phone all count.",
          ],
        },
        {
          kind: 'paragraph',
          text: "Flirting is only fun when both people want to be doing it. If you're not sure, you're probably not there yet.",
        },
      ],
    },
    {
      heading: 'How to recover when a line flops',
      blocks: [
        {
          kind: 'paragraph',
          text: 'It will happen. A line lands with a blank look, a polite "ha" or an unread message. The recovery matters more than the miss.',
        },
        {
          kind: 'list',
          items: [
            'Own it with a smile. Trying to explain the joke makes it worse.',
            'Drop the act and be normal. Sincerity after a flop is oddly charming.',
            "If they're clearly not interested, wish them a good evening and leave. Gracefully walking away is attractive too.",
          ],
        },
        {
          kind: 'example',
          label: 'Recovery in person',
          message: "Okay, that sounded much smoother in my head. Let me start again: hi, I'm Ren.",
          note: 'Acknowledges the miss, laughs at yourself and gives them a fresh, simple way in.',
        },
        {
          kind: 'example',
          label: 'Recovery on an app',
          message:
            'In hindsight, leading with a pun about your cat was ambitious. Real question: how did you end up living in Lisbon?',
          note: 'Shows self-awareness and immediately offers a sincere, easy question.',
        },
      ],
    },
    {
      heading: 'Let Tipsy help you find your line',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you\'re stuck, describe the situation in the Message Generator ("replying to someone whose profile is all hiking photos"), pick the platform, and set the sliders: a little tipsy and funny for a playful opener, sober and confident for something straightforward. Generate a few, pick the one that sounds most like you, and tweak it.',
        },
        {
          kind: 'paragraph',
          text: "Before you send anything you're unsure about, paste it into MessageIQ and choose the dating app use case. It will tell you whether the tone reads playful or pushy and flag anything that might come across the wrong way. Then take a breath and press send. The worst outcome is a story; the best is a conversation.",
        },
      ],
    },
  ],
}
