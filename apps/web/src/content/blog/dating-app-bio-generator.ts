import type { BlogArticle } from './types'

export const article: BlogArticle = {
  id: 'dating-app-bio-generator',
  title: 'Dating App Bio Generator: Formulas and Examples for a Bio That Gets Matches',
  description:
    'Write a dating app bio that gets matches: proven formulas, 50–100 character examples by personality, emoji rules, common mistakes and how a generator helps.',
  path: '/blog/dating-app-bio-generator',
  date: '2025-10-27',
  category: 'Dating & Flirting',
  keywords: [
    'dating app bio generator',
    'dating bio examples',
    'dating profile bio',
    'Tinder bio ideas',
    'Hinge bio',
    'Bumble bio',
    'funny dating bio',
  ],
  family: 'bio',
  intro: [
    'Your photos get someone to stop scrolling. Your bio decides whether they swipe right, and, just as important, what they say when they message you. Yet most people write their bio in a hurry, on a bus, at the end of a long day, and then never touch it again. It shows.',
    "We built Tipsy's writing tools around a simple belief: a good bio can raise your match rate by up to 40%. Not because a clever sentence makes you more attractive, but because a good bio does two jobs a photo can't. It shows a slice of your personality, and it hands the right people an easy first message. This guide covers the rules that make a bio work, six formulas you can fill in tonight, dozens of examples by personality, how to use emoji without overdoing it, the mistakes that quietly cost you matches, and how a dating app bio generator can do the heavy lifting while you keep the final say.",
  ],
  sections: [
    {
      heading: 'What a great bio actually does',
      blocks: [
        {
          kind: 'paragraph',
          text: "A dating bio isn't a résumé and it isn't an autobiography. It's a trailer. In a few seconds, it should help the reader answer three questions:",
        },
        {
          kind: 'list',
          items: [
            "What's this person like to be around?",
            'Do we have anything in common?',
            'What would I say to them first?',
          ],
        },
        {
          kind: 'paragraph',
          text: "That third question is the one most bios ignore, and it's the reason so many matches end in silence. If your bio gives people something to react to, such as a strong opinion, a specific hobby or a playful challenge, it writes their opener for them. That's less pressure for both of you and better first conversations.",
        },
      ],
    },
    {
      heading: 'The rules: short, specific, a little bit of you',
      blocks: [
        {
          kind: 'paragraph',
          text: 'After looking at a lot of bios, our advice comes down to a few simple rules.',
        },
        {
          kind: 'list',
          items: [
            "Aim for 50 to 100 characters. That's long enough for a personality and a hook, short enough to be read in a single glance. Many apps allow far more, and you can use the extra space for prompts, but your headline bio should be tight.",
            'Use at most two or three emojis. Emoji add color and save space, but a row of them reads like a password.',
            'Include one specific detail. "I like travel" describes everyone. "Still chasing the perfect pastel de nata" describes you.',
            'Include one hook. A question, a challenge, a this-or-that, or a claim people will want to argue with.',
            'Sound like yourself on a good day. If a friend read your bio aloud, they should recognize your voice.',
          ],
        },
        {
          kind: 'tip',
          text: 'Count your characters. If your bio runs past 100, cut adjectives first, then any sentence that starts with "I\'m looking for". Those are almost always the weakest words.',
        },
      ],
    },
    {
      heading: 'Six bio formulas you can fill in tonight',
      blocks: [
        {
          kind: 'paragraph',
          text: "Formulas aren't cheating. They're scaffolding. Fill one in with real details from your life and nobody will ever guess you started from a template.",
        },
        {
          kind: 'subheading',
          text: '1. Two truths and a lie',
        },
        {
          kind: 'paragraph',
          text: "List three short facts, one false, and let people guess. It's a built-in opener.",
        },
        {
          kind: 'example',
          label: 'Example',
          message: "Met a penguin, ran a marathon, can't whistle. One is a lie. Guess over coffee? ☕",
          note: 'Three specific details, a playful game and an invitation, in well under 100 characters.',
        },
        {
          kind: 'subheading',
          text: '2. The specific brag',
        },
        {
          kind: 'paragraph',
          text: "One thing you're genuinely proud of, delivered with a wink.",
        },
        {
          kind: 'example',
          label: 'Example',
          message: 'Makes a ragù that has ended family feuds. Looking for someone to share leftovers with 🍝',
          note: 'Confident without bragging about money or looks, and it hints at what a date could be.',
        },
        {
          kind: 'subheading',
          text: '3. This or that',
        },
        {
          kind: 'paragraph',
          text: 'Give two options and ask people to choose. Replies become effortless.',
        },
        {
          kind: 'example',
          label: 'Example',
          message: "Sunrise hikes or sunset cocktails? Pick wrong and I'll still let you win at cards.",
          note: 'A simple question that reveals compatibility, plus a cheeky twist.',
        },
        {
          kind: 'subheading',
          text: '4. The mini-story',
        },
        {
          kind: 'paragraph',
          text: 'One sentence that suggests a bigger story people will want to hear.',
        },
        {
          kind: 'example',
          label: 'Example',
          message: "Once got lost in Tokyo and ended up at a stranger's karaoke birthday. Ask me how 🎤",
          note: 'Instantly intriguing, and "ask me how" works here because the story earns it.',
        },
        {
          kind: 'subheading',
          text: '5. The playful dealbreaker',
        },
        {
          kind: 'paragraph',
          text: 'A light-hearted non-negotiable that shows personality.',
        },
        {
          kind: 'example',
          label: 'Example',
          message: "Dealbreaker: you don't share fries. Bonus points if you know a good taco spot 🌮",
          note: 'Funny, low-stakes and full of easy replies: a counter-dealbreaker, a taco recommendation or a protest.',
        },
        {
          kind: 'subheading',
          text: '6. The future first date',
        },
        {
          kind: 'paragraph',
          text: "Describe the first date you'd love, so the right person can picture it.",
        },
        {
          kind: 'example',
          label: 'Example',
          message: 'Ideal first date: bookstore, ramen, arguing about the ending of a novel we both read.',
          note: 'Specific and inviting. The right person reads it and thinks "yes, that".',
        },
      ],
    },
    {
      heading: 'Bio examples by personality',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Steal the structure, swap in your own details. Every example below sits between 50 and 100 characters.',
        },
        {
          kind: 'subheading',
          text: 'The adventurer',
        },
        {
          kind: 'list',
          items: [
            'Will climb it, camp on it or jump off it. Looking for a co-pilot with good snacks 🏔️',
            "Passport nearly full, fridge nearly empty. Tell me the best place you've ever been.",
          ],
        },
        {
          kind: 'subheading',
          text: 'The homebody',
        },
        {
          kind: 'list',
          items: [
            'Expert in blanket forts and slow Sundays. Convince me your plan beats my sofa 🛋️',
            'Happiest with a pot of soup, a long film and someone to argue about the plot with.',
          ],
        },
        {
          kind: 'subheading',
          text: 'The foodie',
        },
        {
          kind: 'list',
          items: [
            'Will judge a city by its bakeries. Currently ranking croissants; help me finish the list 🥐',
            'I cook, you pick the wine, we both pretend we know what tannins are 🍷',
          ],
        },
        {
          kind: 'subheading',
          text: 'The bookworm',
        },
        {
          kind: 'list',
          items: [
            'Reading three books at once and finishing none. Tell me the one I should finish first 📚',
            'Looking for someone to swap book recommendations with, and possibly a bookshelf.',
          ],
        },
        {
          kind: 'subheading',
          text: 'The fitness fan',
        },
        {
          kind: 'list',
          items: [
            'Morning runner, evening stretcher, full-time pizza believer. Race you to brunch 🏃',
            'Will spot you at the gym and on the dance floor. Tell me your go-to post-workout meal.',
          ],
        },
        {
          kind: 'subheading',
          text: 'The creative',
        },
        {
          kind: 'list',
          items: [
            'I paint, I play bass badly, I make very good playlists. Send me a song you love 🎨',
            "Part-time potter, full-time mess. I'll make you a mug if the first date goes well.",
          ],
        },
        {
          kind: 'subheading',
          text: 'The funny one',
        },
        {
          kind: 'list',
          items: [
            'Professionally sarcastic, personally a big softie. Tell me your worst joke 😂',
            "My mom thinks I'm a catch. Looking for a second opinion.",
          ],
        },
        {
          kind: 'subheading',
          text: 'The nerd',
        },
        {
          kind: 'list',
          items: [
            'Board game strategist, sci-fi rewatcher, unbeaten at trivia. Come and challenge me 🎲',
            'Can explain black holes but not my own sleep schedule. Tell me what you nerd out about.',
          ],
        },
        {
          kind: 'subheading',
          text: 'The parent',
        },
        {
          kind: 'list',
          items: [
            "Dad of one great kid and one terrible dog. Free most weekends he's at his mom's 🐶",
            'Mom, nurse and pancake champion. Looking for someone kind who likes busy Sundays.',
          ],
        },
        {
          kind: 'subheading',
          text: 'The introvert',
        },
        {
          kind: 'list',
          items: [
            'Quiet at parties, loud about books and dogs. Ask me about either and watch 📖',
            'Not a big-group person, but brilliant one on one. Coffee and a long walk?',
          ],
        },
      ],
    },
    {
      heading: 'Beyond the headline: prompts and answers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many apps pair a short bio with prompts such as "my most irrational fear" or "the way to win me over". The same rules apply, just with a little more room. Answer with a specific, not a category. "Pigeons. They know what they did" is better than "spiders, I guess". "Send me a voice note of your best impression" beats "be kind".',
        },
        {
          kind: 'paragraph',
          text: 'Use your prompts to show different sides of you than your headline bio does. If the bio is funny, let one prompt be sincere. If the bio is about food, let a prompt be about your friends or your work. Together they should feel like a quick, honest tour of your personality, not three versions of the same joke.',
        },
      ],
    },
    {
      heading: 'Emoji: how to use two or three well',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Emoji can do a lot in a short bio. One well-placed emoji can replace four words, add warmth and catch the eye in a crowded feed. Too many and your bio starts to look like a ransom note.',
        },
        {
          kind: 'list',
          items: [
            'Use emoji to add meaning, not decoration. A 🍝 after a pasta brag adds flavor; ✨✨✨ adds nothing.',
            'Put them at the end of a sentence, not in the middle of one.',
            'Don\'t replace key words with emoji. "Love 🎾" is harder to read than "Love tennis".',
            'Stop at two or three. Beyond that, the words get drowned out.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If you\'re not sure which emoji fits your line, try Tipsy\'s Text-to-Emoji tool. Type a phrase like "weekend hikes and pasta" and it turns it into an emoji combination you can borrow from, so you can pick the one that says the most.',
        },
      ],
    },
    {
      heading: 'Mistakes that cost you matches',
      blocks: [
        {
          kind: 'paragraph',
          text: "Most bad bios aren't terrible; they're forgettable. These habits are the usual reasons.",
        },
        {
          kind: 'list',
          items: [
            'The list of nouns: "Travel. Food. Music. Gym." Everyone likes those things. Give one detail instead of four categories.',
            'The negativity: "No drama, no time-wasters, no players." It reads as bitter, and it puts people on the defensive before they\'ve said hello.',
            'The empty "ask me": "Ask me anything" gives nobody a reason to ask anything.',
            'The cliché: "Partner in crime", "love to laugh", "work hard play hard". Readers skim straight past them.',
            'The essay: three paragraphs in the headline bio. Save details for prompts and conversations.',
            "The copy of a friend's: if it doesn't sound like you, the first date will be confusing for everyone.",
            'The outdated one: a bio that still mentions a job you left or a city you moved away from.',
          ],
        },
        {
          kind: 'example',
          label: 'Before',
          message:
            'I love to travel, eat good food and have fun. Looking for my partner in crime. No drama please!',
          note: 'Three clichés, a negative ending and nothing specific to reply to. It could belong to anyone.',
        },
        {
          kind: 'example',
          label: 'After',
          message: "Planning a trip to Oaxaca purely for the mole. Recommend me a dish and you're hired ✈️",
          note: 'One specific plan, one personality note and a hook that makes messaging easy.',
        },
      ],
    },
    {
      heading: 'How a dating app bio generator helps',
      blocks: [
        {
          kind: 'paragraph',
          text: "Writing about yourself is weirdly hard. You either sound like a job application or like you're trying too hard. A generator gets you past the blank page by giving you several drafts to react to, and reacting is much easier than creating.",
        },
        {
          kind: 'paragraph',
          text: "Here's how to use Tipsy's Message Generator for your bio:",
        },
        {
          kind: 'list',
          items: [
            'In the prompt, ask for what you need: "A dating app bio, under 100 characters, with one question at the end."',
            "In the context box, list real details: your job, two hobbies, a favorite food, a place you love, something you're oddly proud of. The more specific the input, the more specific the output.",
            "Leave the platform picker empty for the bio itself. Pick a platform later, when you're drafting the first messages to your new matches.",
            "Set the tone sliders. Sober keeps things clear and grounded. A little tipsy adds playfulness. Funny brings in jokes, flirty adds warmth, and confident cuts the hedging. Avoid maxing out drunk for a headline bio; it's fun but can read chaotic to strangers.",
            'Generate a few options, copy the ones you like, then edit them into your own voice. Change a word, add a detail only you would know.',
          ],
          ordered: true,
        },
        {
          kind: 'paragraph',
          text: 'Once you\'ve got a draft, let MessageIQ give it a once-over. Set the use case to dating app and read the tone label: you want warm or funny, not accidentally arrogant. Any red flags, like a bitter "no drama" clause, will show up with a suggested fix. Two minutes of checking is worth it for a sentence that thousands of people might read.',
        },
      ],
    },
    {
      heading: 'Test, tweak and refresh',
      blocks: [
        {
          kind: 'paragraph',
          text: "A bio isn't permanent. Treat it like an experiment.",
        },
        {
          kind: 'list',
          items: [
            'Change one thing at a time, such as the hook or the emoji, and give it a week before you judge.',
            'Notice what people message you about. If everyone mentions the same detail, build on it.',
            'Refresh with the seasons. A line about summer festivals looks a bit sad in February.',
            "Keep it true. The goal is to attract people who'll like the real you on a real Tuesday.",
          ],
        },
        {
          kind: 'paragraph',
          text: 'The best dating bio makes the right person smile and gives them something to say. Start with a formula, fill it with real details, keep it between 50 and 100 characters, add no more than two or three emoji, and let a generator help you find the words when your own run dry.',
        },
      ],
    },
  ],
}
