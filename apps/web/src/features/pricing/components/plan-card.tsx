import type { ReactNode } from 'react'
import type { Plan } from '~/content/pricing'

export interface PlanCardProps {
  plan: Plan
  highlighted?: boolean
  /** A label over the card: "Most popular", or the user's current plan. */
  badge?: string | undefined
  /** The plan's call to action. */
  action: ReactNode
}

export function PlanCard({ plan, highlighted = false, badge, action }: PlanCardProps) {
  const headingId = `plan-${plan.name.toLowerCase().replaceAll(' ', '-')}`
  return (
    <section
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-3xl bg-white p-8 ${
        highlighted ? 'shadow-xl ring-2 ring-brand-600' : 'shadow-sm ring-1 ring-slate-200'
      }`}
    >
      {badge ? (
        <p
          data-testid="plan-badge"
          className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-linear-to-r from-brand-700 to-accent-700 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white"
        >
          {badge}
        </p>
      ) : null}
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-2 text-slate-700">{plan.summary}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-5xl font-extrabold tracking-tight text-slate-900">{plan.price}</span>
        <span className="text-slate-600">{plan.period}</span>
      </p>
      <ul className="mt-8 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-800">
            <span aria-hidden="true" className="font-bold text-brand-700">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8">{action}</div>
    </section>
  )
}
