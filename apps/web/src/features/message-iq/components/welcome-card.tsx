import { type EmojiCard, EmojiCards } from '~/components/ui/emoji-cards'

const bullets: EmojiCard[] = [
  {
    emoji: '🎯',
    title: 'Tone and clarity analysis',
    text: 'See how your message sounds and how easy it is to follow.',
  },
  {
    emoji: '🚩',
    title: 'Red flag detection',
    text: 'Spot passive aggression, pressure and other phrases that backfire.',
  },
  {
    emoji: '✨',
    title: 'Smart rewrite suggestions',
    text: 'Get professional, friendly and concise versions to pick from.',
  },
]

export function WelcomeCard() {
  return (
    <section
      aria-labelledby="message-iq-welcome"
      className="rounded-3xl bg-linear-to-br from-brand-50 via-white to-pink-50 p-6 shadow-sm ring-1 ring-brand-100 sm:p-8"
    >
      <h2 id="message-iq-welcome" className="text-2xl font-extrabold tracking-tight text-slate-900">
        Welcome to MessageIQ
      </h2>
      <p className="mt-2 text-slate-700">
        Paste or type a message below, pick what it is for, then analyze it or get rewrites.
      </p>
      <div className="mt-6">
        <EmojiCards cards={bullets} columns={3} />
      </div>
    </section>
  )
}
