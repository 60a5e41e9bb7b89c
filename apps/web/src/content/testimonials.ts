/** docs/product.md §2 "Landing page" (testimonials). These are illustrative samples, and the page says so. */
export interface Testimonial {
  name: string
  role: string
  content: string
  /** Out of 5. */
  rating: number
  /** An emoji stands in for a photo: these are not real people. */
  avatar: string
}

export const sampleTestimonials: readonly Testimonial[] = [
  {
    name: 'Maya',
    role: 'Graduate student',
    content:
      'I used to stare at a match for ten minutes before typing "hi". Now I open with something about their profile and the chats actually go somewhere.',
    rating: 5,
    avatar: '🦊',
  },
  {
    name: 'Daniel',
    role: 'Project manager',
    content:
      'MessageIQ caught that my "quick reminder" sounded passive-aggressive. The friendly rewrite got the update I needed without any awkwardness.',
    rating: 5,
    avatar: '🐻',
  },
  {
    name: 'Aisha',
    role: 'Nurse on night shifts',
    content:
      'Tipsy mode is perfect for the group chat when I am too tired to be funny. It keeps my voice, just with more energy than I have at 7 am.',
    rating: 4,
    avatar: '🐼',
  },
  {
    name: 'Leo',
    role: 'Freelance designer',
    content:
      'I rewrite client e-mails with the concise style before sending. Shorter messages, faster answers, fewer follow-up calls.',
    rating: 5,
    avatar: '🦉',
  },
]
