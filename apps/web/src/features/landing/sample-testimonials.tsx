import { sampleTestimonials } from '~/content/testimonials'

function Stars({ rating }: { rating: number }) {
  return (
    <p className="text-amber-600">
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        {'☆'.repeat(5 - rating)}
      </span>
      <span className="sr-only">Rated {rating} out of 5</span>
    </p>
  )
}

/** Four testimonials, labelled as the illustrative samples they are. */
export function SampleTestimonials() {
  return (
    <>
      <p className="mx-auto mb-8 w-fit rounded-full bg-amber-50 px-4 py-1 text-center text-sm font-medium text-amber-900 ring-1 ring-amber-200">
        Sample testimonials: illustrative stories, not reviews from real customers.
      </p>
      <ul className="grid gap-6 sm:grid-cols-2">
        {sampleTestimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Stars rating={testimonial.rating} />
              <blockquote className="mt-3 flex-1 text-slate-800">“{testimonial.content}”</blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-2xl ring-1 ring-brand-100"
                >
                  {testimonial.avatar}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="block text-sm text-slate-600">{testimonial.role} (sample)</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  )
}
