import type { BlogArticle } from './types'

export const article: BlogArticle = {
  id: 'text-sentiment-analyzer',
  title: 'Text Sentiment Analyzer: How Software Reads Feelings in Words (and Where It Slips)',
  description:
    'How a text sentiment analyzer scores feelings from -1 to 1, why negation, contrast, emoji and sarcasm trip it up, and how to use the score to rewrite.',
  path: '/blog/text-sentiment-analyzer',
  date: '2025-10-18',
  category: 'Text Analysis',
  keywords: [
    'text sentiment analyzer',
    'sentiment analysis',
    'sentiment score',
    'positive or negative text',
    'emotion detection in text',
    'sentiment analysis tool',
  ],
  family: 'analysis',
  intro: [
    '"Thanks for the feedback." Is that grateful, neutral or seething? Humans argue about sentences like this all the time, so it\'s a little surprising that we expect software to settle the matter in a millisecond. Yet that is exactly what a text sentiment analyzer tries to do: read a piece of writing and say how it feels.',
    'Sentiment analysis started in market research, where companies wanted to know whether thousands of product reviews were happy or cross. Today the same idea sits inside messaging tools, helping people check whether their own words feel the way they intend. This guide explains how sentiment is measured, the grammar that makes it hard, the difference between sentiment and tone, and how to use a sentiment score to write better messages rather than just collect numbers.',
  ],
  sections: [
    {
      heading: 'Sentiment in one sentence: direction and strength',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Strip away the jargon and sentiment is two things. Direction: does the text lean negative, neutral or positive? Strength: how far does it lean?',
        },
        {
          kind: 'paragraph',
          text: 'Many tools squash both into one number. MessageIQ, the analysis tool inside Tipsy, uses a score from -1 (as negative as it gets) to 1 (as positive as it gets), and pairs it with a label: very negative, negative, neutral, positive or very positive. A score of -0.15 is a slight frown. A score of -0.85 is a door being slammed.',
        },
        {
          kind: 'paragraph',
          text: 'A useful way to read the number is in bands:',
        },
        {
          kind: 'list',
          items: [
            'Below -0.6: strongly negative. Complaints, anger, deep disappointment.',
            '-0.6 to -0.2: noticeably negative. Criticism, regret, concern.',
            '-0.2 to 0.2: neutral. Logistics, facts, questions, or mixed feelings that cancel out.',
            '0.2 to 0.6: noticeably positive. Thanks, approval, friendly interest.',
            'Above 0.6: strongly positive. Delight, celebration, affection.',
          ],
        },
        {
          kind: 'tip',
          text: "Before you check a score, jot down the sentiment you're aiming for. Comparing the result with a target is far more useful than reacting to a number in isolation.",
        },
        {
          kind: 'paragraph',
          text: 'Those bands are a reading aid, not a law. The useful question is never "is my score high enough?" but "is this the amount of feeling I meant to send?"',
        },
      ],
    },
    {
      heading: 'How machines learned to read mood',
      blocks: [
        {
          kind: 'paragraph',
          text: "Sentiment analysis has gone through three broad generations, and each one explains some quirks you'll still see today.",
        },
        {
          kind: 'subheading',
          text: 'Generation one: counting emotional words',
        },
        {
          kind: 'paragraph',
          text: 'The first systems used lexicons, big lists of words tagged with a feeling and a strength. Add up the positives, subtract the negatives, done. They were transparent and fast, and they were fooled by almost any sentence more complicated than "I love it".',
        },
        {
          kind: 'subheading',
          text: 'Generation two: learning from labeled examples',
        },
        {
          kind: 'paragraph',
          text: 'Next came classifiers trained on thousands of texts that people had already marked as positive or negative. These learned useful patterns, like the way "refund" tends to appear in unhappy reviews, but they were only as good as their training data. A model trained on film reviews would be confused by a text from your mum.',
        },
        {
          kind: 'subheading',
          text: 'Generation three: language models that read context',
        },
        {
          kind: 'paragraph',
          text: 'Modern analyzers use large language models that consider the whole sentence and its structure. They handle negation, contrast and intensity far better, and they can explain their reasoning in plain words. They are still not perfect, especially with irony, but they are good enough to be genuinely helpful on everyday messages.',
        },
      ],
    },
    {
      heading: 'The grammar that makes sentiment hard',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most sentiment mistakes, by people and machines alike, come from a handful of grammatical patterns. Knowing them makes you a sharper reader of your own drafts.',
        },
        {
          kind: 'subheading',
          text: 'Negation',
        },
        {
          kind: 'paragraph',
          text: '"Not bad" is mildly positive. "Not good" is mildly negative. "Never disappointed" is warmly positive, though it contains a negative word. Negation doesn\'t simply flip a feeling; it usually flips it and turns the volume down. That\'s why "I\'m not upset" often reads as slightly upset.',
        },
        {
          kind: 'subheading',
          text: 'Contrast',
        },
        {
          kind: 'paragraph',
          text: '"But", "however", "although" and "though" act like a see-saw. The clause after the contrast word carries most of the weight. "The venue was lovely but the food was cold" leans negative. "The food was cold but the venue was lovely" leans positive. Same facts, different verdict.',
        },
        {
          kind: 'subheading',
          text: 'Intensifiers and softeners',
        },
        {
          kind: 'paragraph',
          text: '"Really", "extremely" and "so" push sentiment further out. "Slightly", "a bit" and "somewhat" pull it back. Watch for softeners stacked on criticism: "a tiny bit disappointing" can read as more passive-aggressive than a plain "disappointing".',
        },
        {
          kind: 'subheading',
          text: 'Conditionals and hypotheticals',
        },
        {
          kind: 'paragraph',
          text: '"It would have been perfect if you\'d called" sounds like a compliment and lands like a complaint. Sentences built on "would have", "could have" and "if only" usually carry regret or reproach, even when the words themselves are positive.',
        },
        {
          kind: 'subheading',
          text: 'Questions',
        },
        {
          kind: 'paragraph',
          text: '"Is this the final version?" has no emotional words at all. Depending on context it\'s curiosity, doubt or accusation. Analyzers typically score questions near neutral, which is a reminder that neutral doesn\'t always mean safe.',
        },
      ],
    },
    {
      heading: 'Emoji, punctuation and capitals',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In messages, a lot of sentiment lives outside the words. A text sentiment analyzer that ignores these signals will misread most of your group chat.',
        },
        {
          kind: 'list',
          items: [
            'Emoji can flip a sentence. "I\'m going to kill you 😂" is affectionate. The same words with no emoji are a police matter.',
            "The slightly smiling face is the great shapeshifter. For some people it's a friendly smile; for others, it's polite fury.",
            'Periods on short replies lower perceived warmth. "Sure." feels cooler than "sure!" or "sure :)".',
            'Exclamation marks raise intensity in both directions. One is enthusiastic; four can be delight or panic.',
            'Capitals signal shouting or excitement. "I GOT THE JOB" and "I SAID NO" share nothing but volume.',
            'Laughter markers like "haha" and "lol" soften criticism, sometimes too much, turning a real concern into something easy to wave away.',
          ],
        },
        {
          kind: 'paragraph',
          text: "If you want to play with the emotional weight of emoji directly, Tipsy's Text-to-Emoji tool turns a phrase into an emoji combination, which is a surprisingly good way to see what mood a sentence suggests at a glance.",
        },
      ],
    },
    {
      heading: 'Mixed feelings and the trouble with averages',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A single sentiment score can hide more than it shows. "Loved the ceremony, hated the speeches" might average out to neutral, but nobody reading it feels neutral. The message contains two strong feelings pointing in opposite directions.',
        },
        {
          kind: 'paragraph',
          text: 'Researchers call the more detailed approach aspect-based sentiment: scoring each thing a text talks about separately. You can apply the same idea by hand. When a score comes back neutral on a message that felt charged to write, break it into its parts and ask how each one reads alone.',
        },
        {
          kind: 'paragraph',
          text: 'The classic work example is the feedback sandwich: praise, criticism, praise. The overall score is often positive, while the reader remembers only the middle layer. If the criticism is the point, let it be the clear point, delivered kindly, instead of hiding it between two slices of compliment.',
        },
      ],
    },
    {
      heading: 'Sentiment is not tone',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This is the distinction people most often blur. Sentiment is which way the feelings point. Tone is the attitude and manner the writer takes. They combine in ways that matter.',
        },
        {
          kind: 'example',
          label: 'Positive sentiment, passive-aggressive tone',
          message: "Great, another meeting about the meeting. Can't wait.",
          note: 'The words "great" and "can\'t wait" push the raw sentiment up, but the tone is sarcastic. This is why good analyzers report tone separately and flag sarcasm as a risk.',
        },
        {
          kind: 'example',
          label: 'Negative sentiment, warm tone',
          message:
            "I'm really sorry, but I can't make your birthday this year. I'm so bummed and I'll make it up to you.",
          note: 'The message carries bad news, so sentiment is negative, yet the tone is affectionate and accountable. This is a good negative message.',
        },
        {
          kind: 'paragraph',
          text: 'Aim for the right sentiment for the situation and a tone that protects the relationship. Declining, apologizing and giving feedback should often be mildly negative in sentiment. The tone is where you show care.',
        },
      ],
    },
    {
      heading: "Sentiment's neighbors: temperature, clarity and red flags",
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sentiment rarely travels alone in a good analyzer, and the neighbouring scores often explain a reading that surprises you.',
        },
        {
          kind: 'paragraph',
          text: 'Emotional temperature measures intensity on a 0 to 100 scale, from ice cold to boiling, whatever the direction. Two messages can both score -0.5 for sentiment while one sits at 20 (a quiet, disappointed note) and the other at 85 (three lines of capital letters). The first might deserve a thoughtful reply tomorrow; the second probably deserves a phone call today.',
        },
        {
          kind: 'paragraph',
          text: 'Clarity tells you whether the feeling is even getting through. Long sentences, stacked hedges such as "I just kind of feel like maybe", and passive constructions such as "concerns were raised" blur the sentiment, so readers guess, and anxious readers guess negative.',
        },
        {
          kind: 'paragraph',
          text: 'Red flags are the specific phrases that tend to push sentiment and temperature in the wrong direction together: "per my last email", "you never listen", "fine, do whatever you want". When you see a flag, fix that phrase before touching anything else; it is usually the source of the score you didn\'t like.',
        },
      ],
    },
    {
      heading: 'Using a sentiment score to rewrite',
      blocks: [
        {
          kind: 'paragraph',
          text: "A score is only useful if it changes what you send. Here's how to act on it, with examples from three parts of life.",
        },
        {
          kind: 'list',
          items: [
            'Check the sign. Did you mean to be positive, neutral or negative? If the sign is wrong, something in your wording is pulling against your intent.',
            'Check the size. If the strength is far beyond what the situation deserves, look for absolutes, intensifiers and capitals.',
            'Find the contrast words. Make sure the half of the sentence after "but" is the half you want remembered.',
            'Replace vague feelings with specifics. "I\'m disappointed" becomes "I was hoping we\'d have the draft by Monday".',
            'End with a next step. Messages that close with a plan read as more constructive, which lifts sentiment without faking it.',
          ],
          ordered: true,
        },
        {
          kind: 'example',
          label: 'Before (work)',
          message: 'Honestly the presentation was a mess and the numbers were all over the place.',
          note: 'Strongly negative, around -0.7, with no specifics and no way forward. The recipient hears "you failed" and learns nothing.',
        },
        {
          kind: 'example',
          label: 'After (work)',
          message:
            "The structure worked well. The revenue slide had a few figures that didn't match the appendix; can we fix those together before Thursday?",
          note: 'Mildly negative overall, which is honest. The praise is real and specific, the problem is named precisely, and the close is collaborative.',
        },
        {
          kind: 'example',
          label: 'Before (friend)',
          message: "You're always late, it's so annoying.",
          note: 'An absolute plus a judgment. Strongly negative and likely to start a defensive spiral.',
        },
        {
          kind: 'example',
          label: 'After (friend)',
          message:
            'I waited about 40 minutes on Saturday and it bugged me. Could we aim for a time that actually works for you?',
          note: 'Still clearly unhappy, but concrete and fair. It invites a solution instead of a counterattack.',
        },
        {
          kind: 'example',
          label: 'Before (dating)',
          message: 'I guess I had an ok time.',
          note: '"I guess" and "ok" pull a neutral message toward negative. If you want a second date, this won\'t get it; if you don\'t, it\'s an unkind way to say so.',
        },
        {
          kind: 'example',
          label: 'After (dating)',
          message: 'I had fun tonight, especially the part where you beat me at pinball. Rematch soon?',
          note: 'Clearly positive, specific and playful, with a light next step built in.',
        },
      ],
    },
    {
      heading: 'Where sentiment analysis still slips',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sentiment tools, including the best ones, have blind spots. Know them so you can correct for them.',
        },
        {
          kind: 'list',
          items: [
            'Sarcasm and irony: "Oh brilliant, the train\'s canceled again" will sometimes be scored positive. Context and emoji help, but dry sarcasm remains hard.',
            'Domain language: "killer", "sick" and "wicked" are compliments in some circles. "Unpredictable" is praise for a thriller and a warning for a car.',
            'Very short texts: "ok" and "fine" carry enormous meaning between people who know each other and almost none for a machine.',
            'Culture and language: analyzers are strongest in English. Other languages, regional dialects and mixed-language messages get rougher readings, and politeness norms differ from place to place.',
            'Missing history: if a message is a reply to an argument, the analyzer sees only the reply.',
          ],
        },
        {
          kind: 'paragraph',
          text: "The practical takeaway is simple. Treat a sentiment score as a well-informed first impression. If it matches what you meant, send with confidence. If it doesn't, look at the words it's reacting to. Either you'll find a phrase worth changing, or you'll have a good reason to overrule the machine. Both outcomes make you a better writer. MessageIQ pairs its scores with short insights and flagged phrases, so the final call always stays with you.",
        },
      ],
    },
  ],
}
