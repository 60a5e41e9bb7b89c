import type { BlogArticle } from './types'

export const article: BlogArticle = {
  id: 'funny-pickup-lines',
  title: 'Funny Pickup Lines: Puns, Nerdy Jokes and Cheesy Openers That Get a Laugh',
  description:
    'Original funny pickup lines, from puns and science jokes to food and pet humor, plus how to deliver a joke line and what to do when it misses.',
  path: '/blog/funny-pickup-lines',
  date: '2025-10-26',
  category: 'Dating & Flirting',
  keywords: [
    'funny pickup lines',
    'cheesy pickup lines',
    'pun pickup lines',
    'nerdy pickup lines',
    'corny pickup lines',
    'funny opening lines',
  ],
  family: 'pickup-lines',
  intro: [
    "There's a reason funny pickup lines outlive all the smooth ones. A joke does something a compliment can't: it makes the moment a game you're both in on. When someone laughs at your opener, even if it's a groan-laugh, you've already shared something. That's a connection, and it took seven seconds.",
    "Funny lines also come with a built-in safety net. Everyone knows a pun about penguins isn't a serious proposal, so the pressure evaporates. The other person can laugh, groan, fire one back or roll their eyes, and every one of those responses keeps the conversation going. This guide is packed with original funny pickup lines grouped by type, plus the part most lists skip: how to deliver a joke line, how to pick the right kind of funny for the person, and how to recover when the punchline lands in total silence.",
  ],
  sections: [
    {
      heading: 'Why funny works better than smooth',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Smooth lines ask the other person to be impressed. Funny lines ask them to play. The second request is far easier to say yes to.',
        },
        {
          kind: 'paragraph',
          text: "Humor also signals a few attractive things at once. It shows confidence, because you're willing to risk a groan. It shows intelligence, because wordplay takes a nimble mind. And it proves you can laugh at yourself, which is exactly the quality people hope to find in someone they'll be spending time with.",
        },
        {
          kind: 'paragraph',
          text: "There's one catch. Funny works when the joke is on the situation or on you, never on them. The moment the punchline is at someone's expense, it stops being a game and starts being a test.",
        },
      ],
    },
    {
      heading: 'The four flavors of funny',
      blocks: [
        {
          kind: 'paragraph',
          text: "Not all jokes are built the same. Knowing which flavor you're reaching for helps you match it to the person.",
        },
        {
          kind: 'list',
          items: [
            'Puns: wordplay that makes people groan and grin at the same time. Best for playful people and text, where they can read it twice.',
            'Absurd: a ridiculous premise delivered with a straight face. Best for people with a slightly weird sense of humor, which is most of the good ones.',
            "Self-deprecating: you're the punchline. Best when you're nervous, because it turns nerves into charm.",
            "Meta: a joke about pickup lines themselves. Best for people who roll their eyes at cheesy lines, because you're rolling your eyes with them.",
          ],
        },
      ],
    },
    {
      heading: 'Pun pickup lines',
      blocks: [
        {
          kind: 'paragraph',
          text: "Puns thrive on commitment. Deliver them proudly, then wait for the groan like it's applause.",
        },
        {
          kind: 'list',
          items: [
            '"Are you a canceled meeting? Because you\'ve just made my whole afternoon better."',
            '"Are you a phone charger at a festival? Because everyone wants you and I\'ve been searching for you all day."',
            '"Are you a group project? Because I\'d happily do all the work just to spend more time with you."',
            '"You must be a sourdough starter, because I can\'t stop thinking about you and I\'d check on you every single day."',
            '"Are you a parking space right outside the restaurant? Because you\'re rare, you\'re perfect and I refuse to drive past you."',
            '"You must be a three-day weekend, because I\'ve been looking forward to you since Monday."',
          ],
        },
        {
          kind: 'example',
          label: 'Pun on a dating app',
          message:
            "I had a pun about bread ready, but honestly it felt half-baked. So instead: hi, how's your week going?",
          note: "A pun and a self-aware retreat in the same message. It's funny twice and still ends with a normal, easy question.",
        },
      ],
    },
    {
      heading: 'Nerdy and science pickup lines',
      blocks: [
        {
          kind: 'paragraph',
          text: "Save these for people who'll get them: engineers, scientists, gamers, the person whose bio mentions a favorite element. A nerdy line that lands is worth three generic ones.",
        },
        {
          kind: 'list',
          items: [
            '"Are you a cache? Because I keep coming back to you for everything."',
            '"Are you a spreadsheet formula? Because since you showed up, everything finally adds up."',
            '"Are you a tidy commit history? Because I didn\'t think people like you actually existed."',
            '"You must be a loading bar at 99%, because I genuinely cannot look away."',
            '"Are you a save point? Because after talking to you I feel ready to face the boss level."',
            '"My feelings for you are like a badly documented API: inconsistent, confusing and impossible to stop calling."',
            '"Are you the scientific method? Because I\'d like to run a lot of tests on whether dinner with you is as fun as I predict."',
          ],
        },
        {
          kind: 'example',
          label: "For a gamer's profile",
          message:
            "I see you play strategy games. I should warn you I'm very good at losing gracefully. Want to test that theory?",
          note: 'A gentle nerdy reference combined with self-deprecation. It invites a challenge rather than a judgment.',
        },
      ],
    },
    {
      heading: 'Food pickup lines',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Everyone eats, so food lines are the most universal funny openers. They also lead naturally to the easiest first date there is.',
        },
        {
          kind: 'list',
          items: [
            '"Are you a croissant? Because I\'d get up early and wait in line in the cold just for you."',
            '"Are you hot sauce? Because a little bit of you has made my whole week more exciting."',
            '"I\'m no barista, but I think I\'ve found my favorite blend: you and a free Saturday afternoon."',
            '"Are you soup? Because I\'d like to spend a cold evening with you."',
            '"You must be a ramen shop at midnight, because you\'re exactly what I didn\'t know I needed."',
          ],
        },
      ],
    },
    {
      heading: 'Animal and pet pickup lines',
      blocks: [
        {
          kind: 'paragraph',
          text: "Animal lines work best when there's an actual animal involved: a dog in their photos, a cat on their lap during a video call, a parrot in a party hat.",
        },
        {
          kind: 'list',
          items: [
            '"I came over to meet your dog, but I\'m very happy to meet you as well, in a close second place."',
            '"Are you a penguin? Because I\'ve been waddling around this party trying to find my person."',
            '"Your cat just gave me the most judgmental look I\'ve ever received. I think that means we\'re meant to be."',
            '"Are you a golden retriever? Because talking to you is the best part of my day and I\'d like to do it again tomorrow."',
          ],
        },
      ],
    },
    {
      heading: 'Absurd pickup lines',
      blocks: [
        {
          kind: 'paragraph',
          text: "Absurd lines work because they're delivered completely straight. The sillier the premise, the calmer your face should be.",
        },
        {
          kind: 'list',
          items: [
            '"I\'m conducting a very official survey on whether people prefer ducks or geese. Your answer will be used to decide whether I ask you out."',
            '"I\'ve been sent by the city council to inform you that you\'ve been selected for a conversation with me. Attendance is optional but strongly encouraged."',
            '"If we were both stranded on a desert island, which three snacks are you bringing? This is a compatibility test and the stakes are high."',
            '"I have a theory that you and I would make an unbeatable bar trivia team. I\'d like to test it on Tuesday."',
          ],
        },
      ],
    },
    {
      heading: 'Self-deprecating and meta lines',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These are the secret weapons. They work on people who are tired of lines, and they turn your nerves into the joke.',
        },
        {
          kind: 'list',
          items: [
            '"I had a great pickup line prepared, but I left it in my other jacket. Can we just talk instead?"',
            '"On a scale of one to ten, how bad was my opener? Be gentle, I practiced it in the mirror."',
            '"I\'m told the correct move is a clever line. I don\'t have one, but I do have an opinion about the best sandwich in town."',
            '"Fair warning: I\'m funnier in writing, braver in person and terrible at both before coffee."',
            '"I\'ve rehearsed this so many times that the bathroom mirror now has a crush on me."',
          ],
        },
        {
          kind: 'example',
          label: 'Meta opener on an app',
          message:
            "My friend bet me I couldn't open with a pickup line without cringing. I've already lost. How's your Sunday going?",
          note: 'The joke is on you, the tone is warm and it hands them an easy, genuine question. Meta lines work because they drop the act immediately.',
        },
      ],
    },
    {
      heading: 'Funny texts for someone you already know',
      blocks: [
        {
          kind: 'paragraph',
          text: "Jokes get easier once you've met. You have shared material, which means callbacks, and callbacks are the highest form of flirting humor because only the two of you get them.",
        },
        {
          kind: 'list',
          items: [
            '"Just walked past the karaoke bar from Friday. It has clearly not recovered from your performance. Neither have I."',
            '"I\'m writing a strongly worded review of the restaurant that ran out of tiramisu before we got there. Want to co-sign?"',
            '"Breaking news: I finally tried the cereal you recommended. It\'s awful. When can I see you so I can complain properly?"',
            '"My plant died and I\'m choosing to blame you for distracting me with good conversation. You owe me a replacement, or at least a coffee."',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Notice that each one ends by steering toward seeing each other again. A funny text is lovely; a funny text that turns into a plan is better.',
        },
      ],
    },
    {
      heading: 'How to deliver a joke line',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A funny line is about 30% words and 70% delivery. These habits make the difference.',
        },
        {
          kind: 'list',
          items: [
            "Commit. Half-saying a joke kills it. If you're going to use a pun, say it like you're proud of it.",
            "Don't explain it. If they didn't get it, move on cheerfully. Explaining a joke is the fastest way to make it unfunny.",
            'Leave a beat after the punchline. Give them a second to laugh, groan or fire back.',
            'Follow with something sincere. The joke opens the door; a real question walks through it.',
            "On text, one joke per message. A wall of puns reads like you're auditioning.",
          ],
        },
        {
          kind: 'tip',
          text: 'Write three versions of your joke line and send the shortest. Comedy rewards economy, and a punchline buried at the end of a long sentence rarely survives the trip.',
        },
      ],
    },
    {
      heading: 'Picking the right kind of funny',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your line should fit the person, not just your favorite joke. Read their profile or their vibe first.',
        },
        {
          kind: 'list',
          items: [
            "Dry, ironic bio: go meta or self-deprecating. They'll appreciate that you're in on it.",
            "Lots of exclamation marks and emoji: puns and food lines will land well. Add an emoji if you like; Tipsy's Text-to-Emoji can turn your punchline into a little emoji combo.",
            'Technical job or hobbies: nerdy lines, but only in the field they actually care about.',
            'Serious or reserved tone: skip the joke line and open with a sincere question. You can be funny in message three.',
          ],
        },
      ],
    },
    {
      heading: 'How tone changes a funny line',
      blocks: [
        {
          kind: 'paragraph',
          text: "In Tipsy's Message Generator, the funny slider controls how much humor goes into a message, and the sober-to-drunk dial controls how wild it gets. Here's one joke at three settings.",
        },
        {
          kind: 'example',
          label: 'Sober and a little funny',
          message: "I was going to open with a pun, but I'll save it for later. How's your week been?",
          note: 'A teaser that shows personality without committing to the bit.',
        },
        {
          kind: 'example',
          label: 'Tipsy and funny',
          message:
            "I have a pun about cheese ready to go. It's a little cheddar-ly, but I'm willing to risk it if you are.",
          note: 'Playful, consent-seeking and just confident enough.',
        },
        {
          kind: 'example',
          label: 'Drunk and very funny',
          message:
            "Brace yourself: I'm about to deploy the cheesiest line in the history of dating apps and there's nothing either of us can do to stop it.",
          note: 'Maximum silliness. Fantastic with someone already joking back, overwhelming as a cold open.',
        },
      ],
    },
    {
      heading: 'When the joke misses',
      blocks: [
        {
          kind: 'paragraph',
          text: "Some jokes land in silence. That's the price of trying to be funny, and it's cheaper than you think.",
        },
        {
          kind: 'example',
          label: 'Recovery in person',
          message:
            "Well, that joke died a peaceful death. Let's hold a brief moment of silence and then pretend it never happened.",
          note: 'Turning the flop into a second joke is the most reliable recovery in comedy.',
        },
        {
          kind: 'example',
          label: 'Recovery over text',
          message:
            "Okay, judging by the silence, that pun was a crime. I'll turn myself in. Real question: what are you up to this weekend?",
          note: 'Self-aware, light and it immediately offers something easy to answer.',
        },
        {
          kind: 'paragraph',
          text: "If they didn't laugh because they're not interested, take the hint gracefully. And if you're not sure how a joke will read, give it a quick run through MessageIQ before sending. If the tone label comes back as mocking when you meant teasing, you've saved yourself an awkward silence. Then trust your timing, commit to the bit and enjoy the groan.",
        },
      ],
    },
  ],
}
