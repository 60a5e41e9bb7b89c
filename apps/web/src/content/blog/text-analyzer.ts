import type { BlogArticle } from './types'

export const article: BlogArticle = {
  id: 'text-analyzer',
  title: 'Text Analyzer: How AI Reads the Mood, Clarity and Risk in Your Words',
  description:
    'A plain-English tour of how an AI text analyzer scores tone, sentiment, clarity and emotional temperature, spots red flags, and where it still gets it wrong.',
  path: '/blog/text-analyzer',
  date: '2025-10-18',
  category: 'AI Tools',
  keywords: [
    'text analyzer',
    'AI text analyzer',
    'tone analyzer',
    'writing clarity checker',
    'sentiment and tone analysis',
    'message analysis tool',
  ],
  family: 'analysis',
  intro: [
    'Spell checkers tell you that "recieve" is wrong. Grammar checkers tell you that a comma is lonely. Neither one tells you that your cheerful update to the team sounds like a resignation letter. That job belongs to a different kind of tool: the text analyzer.',
    'A good text analyzer reads your message the way a thoughtful stranger would and reports back on how it is likely to land. It is less interested in whether your sentences are correct and more interested in whether they are kind, clear and safe to send. This article opens the hood: what a text analyzer looks at, how it turns words into scores, how to read a report, where it is genuinely useful, and where you should trust your own judgment instead.',
  ],
  sections: [
    {
      heading: "What a text analyzer is (and what it isn't)",
      blocks: [
        {
          kind: 'paragraph',
          text: "The name covers a lot of software, so let's narrow it down. In this article a text analyzer means a tool that takes a short piece of writing, usually a message, post or email, and describes its emotional and practical effect on a reader.",
        },
        {
          kind: 'paragraph',
          text: 'It is not a proofreader, although it may notice a sentence that is hard to parse. It is not a plagiarism checker. It is definitely not a lie detector, and any tool that claims to tell you whether the sender "really" likes you is selling horoscopes with extra steps.',
        },
        {
          kind: 'paragraph',
          text: 'What it can do well is make the invisible parts of writing visible. Tone, mood and pressure are things we all sense when we read, but rarely name. A text analyzer names them, gives them a rough size, and points at the exact words responsible. That last part is what makes it useful: a vague sense that a message feels off becomes a specific phrase you can change.',
        },
      ],
    },
    {
      heading: 'Under the hood: from words to scores',
      blocks: [
        {
          kind: 'paragraph',
          text: "You don't need a degree in linguistics to use a text analyzer, but knowing roughly how it works helps you decide when to believe it.",
        },
        {
          kind: 'subheading',
          text: 'The old way: word lists',
        },
        {
          kind: 'paragraph',
          text: 'Early tools worked from dictionaries of emotional words. "Excellent" scored plus three, "terrible" scored minus three, and the message\'s mood was roughly the sum. That approach is fast and transparent, but it stumbles constantly. It sees "not terrible" and counts a negative word. It reads "this new phone is sick" as a health complaint.',
        },
        {
          kind: 'subheading',
          text: 'The modern way: reading in context',
        },
        {
          kind: 'paragraph',
          text: 'Current analyzers are built on language models that read whole sentences at once. Instead of scoring words in isolation, they learn how words behave next to each other: that "not" flips what follows, that "but" usually signals the part the writer actually cares about, that "fine." with a period is colder than "fine!". They pick up formality from word choice, urgency from sentence rhythm, and annoyance from patterns like repeated questions.',
        },
        {
          kind: 'subheading',
          text: 'Why the use case matters',
        },
        {
          kind: 'paragraph',
          text: "The same sentence deserves different feedback in different places. \"Let's discuss this on Monday\" is perfectly normal in a work email and a little ominous from someone you've been on two dates with. That is why good analyzers ask what kind of message you're writing. In Tipsy's MessageIQ you choose a use case, such as work email, texting a friend, dating app, apology, negotiation or general, and the analysis is calibrated to it.",
        },
      ],
    },
    {
      heading: 'The five readings, one at a time',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most useful analyzers report some version of the same five measurements. Here is what each one means in practice.',
        },
        {
          kind: 'subheading',
          text: 'Tone',
        },
        {
          kind: 'paragraph',
          text: "Tone is the attitude behind the words: warm, formal, playful, apologetic, defensive, curt. It is usually given as a label with a short description, because attitude doesn't fit neatly on a number line. If the label surprises you, that surprise is the point of the exercise.",
        },
        {
          kind: 'subheading',
          text: 'Sentiment',
        },
        {
          kind: 'paragraph',
          text: 'Sentiment is the direction and strength of feeling, from very negative through neutral to very positive. MessageIQ shows both a label and a score between -1 and 1, so you can see whether "negative" means a sigh or a slammed door.',
        },
        {
          kind: 'subheading',
          text: 'Clarity',
        },
        {
          kind: 'paragraph',
          text: "Clarity estimates how easily a reader can understand what you mean and what you want. It is shown as a percentage. High clarity doesn't require short messages; it requires messages where every sentence is doing a job.",
        },
        {
          kind: 'subheading',
          text: 'Emotional temperature',
        },
        {
          kind: 'paragraph',
          text: 'Temperature measures intensity, from 0 (ice cold) to 100 (boiling). It is independent of sentiment. An ecstatic wedding toast runs hot, and so does a furious complaint. A calm no runs cool, and so does a polite yes. Temperature tells you how loudly the message speaks, not what it says.',
        },
        {
          kind: 'subheading',
          text: 'Red flags',
        },
        {
          kind: 'paragraph',
          text: 'Red flags are specific phrases or habits that often cause trouble: passive-aggressive formulas, threats, sweeping accusations, guilt trips, anxious follow-ups. Each comes with a severity and, in MessageIQ, a suggested fix, so you\'re never just told "this is bad" without a way forward.',
        },
      ],
    },
    {
      heading: 'Clarity in detail: what drags a message down',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Clarity is the score people underestimate most, and the easiest to improve, so it deserves a closer look. These are the usual culprits.',
        },
        {
          kind: 'list',
          items: [
            'Long sentences. Once a sentence passes about 25 words, readers start to lose the thread. Two sentences of 12 are almost always clearer than one of 24.',
            'Hedges. "Just", "maybe", "sort of", "I was wondering if", "I might be wrong but". One hedge is polite. Four in a row make the reader do the work of figuring out whether you mean it.',
            'Passive voice. "The invoice was not approved" hides who didn\'t approve it. "Mistakes were made" is famous for a reason. Active voice tells the reader who does what.',
            'A buried ask. If the request sits in the last line of a long paragraph, many readers will never reach it.',
            'Vague time and quantity. "Soon", "a bit", "some point next week". Replace them with a day, a number or a range.',
          ],
        },
        {
          kind: 'tip',
          text: 'Read your draft aloud before you analyze it. If you run out of breath halfway through a sentence, a clarity score will almost certainly catch it too.',
        },
        {
          kind: 'example',
          label: 'Before',
          message:
            'Hi all, I just wanted to flag that the report was maybe not fully finished when it was sent over, so there might be a few small issues, sorry about that, and it would be good to get feedback at some point if possible.',
          note: 'One 45-word sentence, four hedges, a passive construction ("was sent over") and no deadline. The reader cannot tell how big the problem is or what to do.',
        },
        {
          kind: 'example',
          label: 'After',
          message:
            "Hi all, I sent the report before it was finished, sorry. Pages 4 and 7 have placeholder numbers. I'll send a corrected version tomorrow by noon; please hold off on sharing it until then.",
          note: 'Three short sentences, the writer owns the mistake, the problem is located precisely, and the reader knows exactly what to do.',
        },
      ],
    },
    {
      heading: 'Walking through one report',
      blocks: [
        {
          kind: 'paragraph',
          text: "Let's run a single message through an analyzer and read the report like a pro. The message is a text to a roommate.",
        },
        {
          kind: 'example',
          label: 'The message',
          message:
            "Hey, the kitchen is a disaster AGAIN. I'm not your cleaner. Sort it out tonight or I'm telling the landlord.",
        },
        {
          kind: 'paragraph',
          text: 'A typical analysis would come back roughly like this: tone defensive and accusatory; sentiment very negative, around -0.8; clarity fairly high, since the ask is obvious; temperature high, somewhere in the 80s; and three red flags. The capitalized "AGAIN" reads as shouting. "I\'m not your cleaner" is a sarcastic jab. "Or I\'m telling the landlord" is an ultimatum, probably flagged as high severity.',
        },
        {
          kind: 'paragraph',
          text: "Notice that clarity is good. The problem isn't that the roommate won't understand; it's that they'll understand perfectly and get defensive. The rewrite should keep the clear ask and lower the heat.",
        },
        {
          kind: 'example',
          label: 'Rewrite',
          message:
            "Hey, can we sort the kitchen tonight? It's been piling up this week and it's stressing me out. Happy to take out the trash if you take the dishes.",
          note: 'Sentiment moves to mildly negative, which is honest: the writer is unhappy. Temperature drops to the 30s. The ask stays clear, and the offer to share the work makes a yes easy.',
        },
        {
          kind: 'paragraph',
          text: "That is the general pattern for reading any report: find the score that's out of line with what you wanted, look at the flagged words, and change those words rather than the whole message.",
        },
      ],
    },
    {
      heading: 'Where a text analyzer earns its keep',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You don\'t need to analyze every "on my way". These are the moments when a second reader is worth the thirty seconds.',
        },
        {
          kind: 'subheading',
          text: 'Work messages that go up the chain',
        },
        {
          kind: 'paragraph',
          text: 'Asking for a raise, pushing back on a deadline, reporting a mistake. Analyzers are good at spotting over-apology, which makes you sound less capable, and over-confidence, which can sound dismissive.',
        },
        {
          kind: 'subheading',
          text: 'Friend messages with history',
        },
        {
          kind: 'paragraph',
          text: "Reconnecting after a long silence, turning down a wedding role, telling a friend that a joke hurt. The analyzer can't know the history, but it can tell you whether your words sound warm or guarded.",
        },
        {
          kind: 'subheading',
          text: 'Dating messages',
        },
        {
          kind: 'paragraph',
          text: 'First messages, follow-ups and "I don\'t think this is working" messages. These are short, high-stakes and easy to over-engineer; an analyzer helps you stop at good instead of sliding into weird.',
        },
        {
          kind: 'example',
          label: 'Before (dating)',
          message: "I don't think we're a match, no offense, you're just not really my type I guess.",
          note: '"No offense" nearly always precedes offense, and "I guess" makes the rejection sound careless. Temperature is low but sentiment reads sharper than the writer intended.',
        },
        {
          kind: 'example',
          label: 'After (dating)',
          message:
            "I've enjoyed chatting, but I don't feel a romantic spark and I'd rather be upfront. Wishing you luck out there.",
          note: 'Kind, clear and final. It ends the conversation without leaving a bruise.',
        },
        {
          kind: 'subheading',
          text: 'Apologies and negotiations',
        },
        {
          kind: 'paragraph',
          text: 'These are the two use cases where tone matters most and where people are most likely to sabotage themselves, either by apologizing so much it becomes about them, or by negotiating so softly that the number disappears.',
        },
      ],
    },
    {
      heading: 'Choosing a text analyzer',
      blocks: [
        {
          kind: 'paragraph',
          text: "If you're comparing tools, these are the questions worth asking.",
        },
        {
          kind: 'list',
          items: [
            "Does it explain its scores? A number without a reason can't teach you anything.",
            'Does it point at the exact words? Highlighting the phrase behind a red flag saves you from rewriting the whole message.',
            'Does it suggest rewrites in more than one style? Sometimes you want friendlier, sometimes shorter, sometimes firmer.',
            'Does it ask about context? A tool that treats a love letter and a complaint to the city council identically will be wrong about both.',
            'What happens to your text? Messages are personal. Tipsy processes messages securely and does not use them to train models without your consent; look for a clear statement like that from any tool you use.',
            "Is it fast enough to use before you send? If analysis takes longer than writing, you'll stop using it.",
          ],
          ordered: true,
        },
      ],
    },
    {
      heading: 'The honest limits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Text analyzers are impressive, but they are readers of text, not mind readers. Keep these limits in view.',
        },
        {
          kind: 'list',
          items: [
            'Sarcasm still fools them, especially dry sarcasm with no obvious markers. "Wonderful, another Monday" will often be read as positive.',
            "They don't know your relationships. Bluntness between siblings is affection; between strangers it's rudeness. The analyzer only sees the words.",
            'Context outside the message is invisible. A reply that makes sense only in light of the previous ten messages will be judged on its own.',
            'Non-English and mixed-language text is handled less reliably. Slang, dialect and code-switching can throw the scores off.',
            'Short messages are noisy. Three words give a model very little to work with, so treat scores on tiny texts as a hint, not a measurement.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The right mental model is a smart friend who is reading over your shoulder with no background. When that friend says "this sounds a bit harsh", it\'s worth a look. When you know something they don\'t, you win.',
        },
      ],
    },
    {
      heading: "Start with the message you're nervous about",
      blocks: [
        {
          kind: 'paragraph',
          text: "The best way to understand a text analyzer is to give it something real. Take the message sitting in your drafts, the one you've rewritten three times, and paste it into MessageIQ. Read the tone first, then the red flags, then try a rewrite or two. Even if you end up sending your own version, you'll know exactly why it works, and that knowledge sticks with you for the next message.",
        },
      ],
    },
  ],
}
