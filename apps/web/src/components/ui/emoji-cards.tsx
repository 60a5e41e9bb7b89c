export interface EmojiCard {
  emoji: string
  title: string
  text: string
}

const columnClasses = { 2: '', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' }

/** A grid of short cards, each led by a decorative emoji and titled with an h3. */
export function EmojiCards({ cards, columns = 4 }: { cards: readonly EmojiCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columnClasses[columns]}`.trim()}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span aria-hidden="true" className="text-3xl">
            {card.emoji}
          </span>
          <h3 className="mt-4 text-lg font-bold text-slate-900">{card.title}</h3>
          <p className="mt-2 text-slate-700">{card.text}</p>
        </li>
      ))}
    </ul>
  )
}
