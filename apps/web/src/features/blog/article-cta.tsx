import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { CtaBanner } from '~/components/ui/cta-banner'
import { paths } from '~/config/paths'
import type { BlogArticle } from '~/content/blog/types'

const analyze = { to: paths.appMessageIq.path, label: 'Analyze Your Messages' }
const generate = { to: paths.appMessageGenerator.path, label: 'Generate Perfect Lines' }

const copy: Record<BlogArticle['family'], { title: string; text: string }> = {
  analysis: {
    title: 'See what your messages really say',
    text: 'Paste any message into Tipsy and get its tone, sentiment, clarity and red flags in seconds, with better rewrites ready to copy.',
  },
  'pickup-lines': {
    title: 'Make your next line land',
    text: 'Check how your opener comes across, or let Tipsy write fresh lines in the tone you want, from sober and sweet to full rizz.',
  },
  bio: {
    title: 'Write a bio worth swiping right on',
    text: 'Generate a short, specific bio in your voice, then check how it reads before you put it on your profile.',
  },
}

/**
 * docs/product.md §2: analysis articles end with a call to try Tipsy (to sign-in, where trying starts);
 * pickup-line articles with "Analyze Your Messages" then "Generate Perfect Lines"; the bio
 * article with the generator first.
 */
export function ArticleCta({ family }: { family: BlogArticle['family'] }) {
  const links =
    family === 'analysis'
      ? [{ to: paths.login.path, label: 'Try Tipsy Free' }]
      : family === 'bio'
        ? [generate, analyze]
        : [analyze, generate]
  return (
    <CtaBanner id="article-cta" title={copy[family].title} text={copy[family].text} shape="card">
      {links.map((link, index) => (
        <Link
          key={link.to}
          to={link.to}
          className={buttonClasses(index === 0 ? 'secondary' : 'inverse', 'lg')}
        >
          {link.label}
        </Link>
      ))}
    </CtaBanner>
  )
}
