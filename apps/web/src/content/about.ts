import type { EmojiCard } from '~/components/ui/emoji-cards'

export interface AboutSection {
  id: string
  title: string
  paragraphs: readonly string[]
}

/** The About page's copy (docs/product.md §2 "About"); Key Features follow What We Do. */
export const aboutSections: readonly AboutSection[] = [
  {
    id: 'our-mission',
    title: 'Our Mission',
    paragraphs: [
      'Most of the messages that go wrong are not wrong in what they say but in how they sound. A reminder reads as nagging, a joke reads as a jab, a careful apology reads as an excuse. Our mission is to help everyone send messages that sound the way they meant them.',
    ],
  },
  {
    id: 'what-we-do',
    title: 'What We Do',
    paragraphs: [
      'Tipsy is an AI writing assistant for the everyday messages people actually send: to a match, a friend, a group chat, a client or a boss. You describe what you want to say and choose a tone, and Tipsy drafts it. You paste a message and Tipsy tells you how it is likely to land and how to make it better.',
      'The signature tone dial runs from sober, which is clear and polite, through tipsy, which is warm and playful, to drunk, which is loud, loose and full of emoji. You stay in charge: Tipsy suggests, you decide what to send.',
    ],
  },
  {
    id: 'technology',
    title: 'Technology',
    paragraphs: [
      "Tipsy's writing engine combines language models with measurable text analysis. Sentiment comes from a lexicon that understands negation and intensifiers, clarity from readability measures, and red flags from a documented set of rules that point at the exact words that triggered them, so every score can be explained.",
      'Your messages are processed securely and are not used to train AI models without your consent. Only you can see your history, and you can delete it at any time.',
    ],
  },
  {
    id: 'our-vision',
    title: 'Our Vision',
    paragraphs: [
      'We want a world with fewer awkward silences and misread texts. Next we are working on more tones, more languages and smarter suggestions that learn your personal style, always with you in control of what gets sent.',
    ],
  },
]

export const keyFeatures: readonly EmojiCard[] = [
  {
    emoji: '✉️',
    title: 'Message Generator',
    text: 'Drafts messages from a prompt with eight tone sliders, optional context and the platform you are writing for.',
  },
  {
    emoji: '🧠',
    title: 'MessageIQ',
    text: 'Scores tone, sentiment, clarity and emotional temperature, flags red flags and offers rewrites.',
  },
  {
    emoji: '😎',
    title: 'Text-to-Emoji',
    text: 'Turns text into an emoji combination, or spells it out in emoji-art letters.',
  },
  {
    emoji: '📊',
    title: 'History and dashboard',
    text: 'Keeps what you created and shows your usage, most used tone and account age at a glance.',
  },
]
