import type { EmojiCard } from '~/components/ui/emoji-cards'

/** The landing page's copy and the live demo's fixed samples (docs/product.md §2 "Landing page"). */

export type DemoTone = 'sober' | 'tipsy' | 'drunk'

export interface DemoAnalysis {
  tone: string
  sentiment: 'Neutral' | 'Positive' | 'Very Positive'
  impact: 'Low' | 'High' | 'Very High'
}

export interface DemoPreset {
  tone: DemoTone
  label: string
  emoji: string
  /** What the setting does, in a few words. */
  summary: string
  /** Three fixed samples: a date, a work reply and a birthday wish in this tone. */
  samples: readonly [string, string, string]
  analysis: DemoAnalysis
}

export const demoPresets: readonly DemoPreset[] = [
  {
    tone: 'sober',
    label: 'Sober',
    emoji: '🧊',
    summary: 'Clear, polite and to the point.',
    samples: [
      'Hi Sam, I really enjoyed talking with you last night. Would you like to get coffee on Saturday?',
      "Thanks for the update. I'll review the draft this afternoon and send you my notes by 5 pm.",
      'Happy birthday, Jordan! I hope the year ahead brings you plenty of good news.',
    ],
    analysis: { tone: 'Calm and courteous', sentiment: 'Neutral', impact: 'Low' },
  },
  {
    tone: 'tipsy',
    label: 'Tipsy',
    emoji: '🍹',
    summary: 'Warm and playful, with a little sparkle.',
    samples: [
      'Okay, last night was way more fun than I expected 😄 Coffee on Saturday? You can even pick the place.',
      "Draft looks great! Give me until 5 and I'll send notes back (mostly compliments, promise) ✨",
      'Happy birthday, Jordan!! 🎉 Another year of being annoyingly good at everything.',
    ],
    analysis: { tone: 'Friendly and flirty', sentiment: 'Positive', impact: 'High' },
  },
  {
    tone: 'drunk',
    label: 'Drunk',
    emoji: '🥴',
    summary: 'Loud, loose and full of feelings.',
    samples: [
      "soooo i can't stop thinking about last night 🥴 coffee saturday?? say yes say yes 🙏☕",
      'ok this draft is AMAZING?? who wrote this, a genius?? notes at 5 (or 5:30 lol) 🚀🔥',
      "HAPPY BIRTHDAY JORDANNN 🎂🥳🎉 you're my favourite human and i will fight anyone who disagrees",
    ],
    analysis: { tone: 'Excited and unfiltered', sentiment: 'Very Positive', impact: 'Very High' },
  },
]

export const DEFAULT_DEMO_TONE: DemoTone = 'sober'

export interface BeforeAfter {
  context: string
  before: string
  after: string
  why: string
}

export const beforeAfterExamples: readonly BeforeAfter[] = [
  {
    context: 'Dating app opener',
    before: 'hey',
    after: 'Hey Priya! Your photo from the lake trail looks unreal. Is the climb as steep as it looks?',
    why: 'A specific detail and an easy question give them something to answer.',
  },
  {
    context: 'Chasing a colleague',
    before: "Why isn't this done yet?",
    after:
      'Hi Marco, checking in on the report. Is anything blocking you? If it helps, we can move the deadline to Thursday.',
    why: 'Same request, but it offers help instead of blame, so you get an answer rather than an excuse.',
  },
  {
    context: 'Apologising to a friend',
    before: 'sorry you got upset',
    after:
      "I'm sorry I cancelled so late. That wasn't fair to you, and next time I'll tell you as soon as plans change.",
    why: 'It owns the mistake and says what will change, which is what makes an apology land.',
  },
]

export const useCases: readonly EmojiCard[] = [
  {
    emoji: '💘',
    title: 'Dating apps',
    text: 'Openers that get past "hey", replies that keep the chat going, and a second opinion before you double text.',
  },
  {
    emoji: '💬',
    title: 'Friends and group chats',
    text: 'Birthday wishes, plans, apologies and inside jokes, in the voice your friends actually know.',
  },
  {
    emoji: '💼',
    title: 'Work messages',
    text: 'E-mails, Slack and Teams replies that sound confident without sounding cold, even when you are annoyed.',
  },
  {
    emoji: '📱',
    title: 'Social posts and DMs',
    text: 'Captions, comments and direct messages for Instagram, X, LinkedIn and Facebook that fit the platform.',
  },
]

export const productFeatures: readonly EmojiCard[] = [
  {
    emoji: '🎚️',
    title: 'The tone dial',
    text: 'Slide from sober to tipsy to drunk, then add flirty, confident, funny, casual or bold until the draft sounds like you.',
  },
  {
    emoji: '🧠',
    title: 'MessageIQ analysis',
    text: 'See the tone, sentiment, clarity and emotional temperature of any message, with red flags pointed out word by word.',
  },
  {
    emoji: '✍️',
    title: 'Smart rewrites',
    text: 'Get professional, friendly and concise versions of your message side by side, and copy the one that fits.',
  },
  {
    emoji: '😎',
    title: 'Text-to-Emoji',
    text: 'Turn any phrase into the perfect emoji combination, or spell it out in big emoji-art letters.',
  },
]

export interface Step {
  title: string
  text: string
}

export const howItWorks: readonly Step[] = [
  {
    title: 'Say what you mean',
    text: 'Describe the message you need, or paste one you wrote or received.',
  },
  {
    title: 'Set the tone',
    text: 'Pick sober, tipsy or drunk, choose the platform and add any context.',
  },
  {
    title: 'Get drafts and insights',
    text: 'Tipsy writes options, scores how they come across and flags anything risky.',
  },
  {
    title: 'Copy and send',
    text: 'Copy the version you like, tweak it if you want, and hit send with confidence.',
  },
]

export interface Figure {
  value: string
  label: string
}

/** docs/product.md §1 marketing claims. */
export const marketingFigures: readonly Figure[] = [
  { value: 'Free', label: 'to use' },
  { value: '1000+', label: 'active users' },
  { value: '50K+', label: 'messages generated' },
  { value: '94%', label: 'success rate' },
]
