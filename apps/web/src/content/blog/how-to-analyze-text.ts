import type { BlogArticle } from './types'

export const article: BlogArticle = {
  id: 'how-to-analyze-text',
  title: 'How to Analyze Text: A Five-Pass Method for Reading Any Message',
  description:
    'Learn to analyze any message by hand in five passes (purpose, sentiment, tone, clarity, heat) with worked examples, drills and rewrites you can copy.',
  path: '/blog/how-to-analyze-text',
  date: '2025-10-18',
  category: 'Learning Guide',
  keywords: [
    'how to analyze text',
    'text analysis method',
    'analyze message tone',
    'sentiment analysis guide',
    'clarity in writing',
    'read between the lines',
  ],
  family: 'analysis',
  intro: [
    'Most of us analyze text all day without noticing. We reread a colleague\'s email looking for the catch. We show a friend a screenshot and ask "what do you think this means?" We stare at a three-dot typing bubble like it\'s a weather forecast.',
    "The trouble is that gut-feel analysis is wildly inconsistent. The same message reads as sweet at 10 a.m. and sinister at midnight. A method fixes that. This guide teaches a five-pass way to analyze any short text, whether you wrote it or received it: purpose, sentiment, tone, clarity, and heat. Each pass takes under a minute once you've practiced. By the end you'll be able to explain why a message works, not just feel that it does, and you'll know how to fix it when it doesn't.",
  ],
  sections: [
    {
      heading: 'Why a method beats a gut feeling',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Gut feelings are quick, but they blend everything together. When a message "feels off", the cause might be the word choice, the missing greeting, the length, or simply that you\'re hungry. Without separating those, you can\'t fix the right thing.',
        },
        {
          kind: 'paragraph',
          text: 'A method forces you to look at one layer at a time. It also protects you from the two classic mistakes of reading messages: projecting your own mood onto the writer, and fixating on one word while ignoring the other forty. Professional editors, negotiators and customer-support leads all use some version of layered reading. You can borrow it for your group chat.',
        },
        {
          kind: 'paragraph',
          text: "Grab a message to practice on before you read further. A real one works best: an email you need to answer, or a text you're about to send.",
        },
      ],
    },
    {
      heading: 'Pass 1: Purpose — what is this message for?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Before judging how a message sounds, work out what it is trying to do. Every message has a job, and most problems come from a mismatch between the job and the wording.',
        },
        {
          kind: 'paragraph',
          text: 'Ask three questions:',
        },
        {
          kind: 'list',
          items: [
            'What does the writer want to happen after this is read?',
            'What does the reader need to do, decide or feel?',
            'Is that stated, implied or missing?',
          ],
          ordered: true,
        },
        {
          kind: 'paragraph',
          text: 'If you can\'t answer the first question in one sentence, neither can the reader. Write your answer down. "I want Priya to approve the budget by Friday." "I want Jo to know I\'m not angry about Saturday." That single sentence becomes your yardstick for everything that follows.',
        },
        {
          kind: 'example',
          label: 'Received message',
          message:
            "Hey! Long time. Been thinking about that trip we talked about ages ago. Anyway, how's things?",
          note: "The stated purpose is catching up. The likely real purpose is testing whether you're still interested in the trip. Noticing that gap tells you how to reply: answer the question, then pick up the trip thread yourself.",
        },
      ],
    },
    {
      heading: 'Pass 2: Sentiment — which way does it lean?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sentiment is the direction of feeling: negative, neutral or positive, and how strongly. It sounds simple until grammar gets involved. Two patterns trip up humans and machines alike.',
        },
        {
          kind: 'subheading',
          text: 'Negation flips the meaning, and softens it',
        },
        {
          kind: 'paragraph',
          text: '"Not bad" is positive, but it\'s a weaker positive than "good". "I\'m not unhappy with it" is barely positive at all. When you see a negation, rewrite the phrase in your head without it, then ask how much the negation shifted it.',
        },
        {
          kind: 'subheading',
          text: 'Contrast decides what the writer actually means',
        },
        {
          kind: 'paragraph',
          text: 'Words like "but", "however", "although" and "though" split a sentence into two halves, and readers almost always treat the second half as the real message. "The design looks great, but we need to start over" is a negative message with a positive opening. Flip the order and the same facts feel different: "We need to start over, but the design looks great" leaves the reader with the compliment.',
        },
        {
          kind: 'tip',
          text: 'Sentiment exercise: highlight every "but" in your draft and read only what comes after it. That is roughly what the recipient will remember.',
        },
        {
          kind: 'paragraph',
          text: "Once you've accounted for negation and contrast, place the message on a scale from very negative to very positive. Tools like MessageIQ express this as a number between -1 and 1; by hand, a five-step scale is plenty.",
        },
      ],
    },
    {
      heading: 'Pass 3: Tone — what attitude comes through?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sentiment tells you which way the feelings point. Tone tells you what posture the writer is taking: formal or casual, warm or cool, confident or tentative, playful or serious. A message can be positive and stiff, or negative and warm.',
        },
        {
          kind: 'paragraph',
          text: 'Look at these signals:',
        },
        {
          kind: 'list',
          items: [
            'Word choice: "Kindly advise" and "let me know" ask for the same thing in different costumes.',
            'Greeting and sign-off: no greeting at all reads as brisk; "Dear" reads as formal or frosty depending on the relationship.',
            'Punctuation: a single period at the end of a short reply often reads cooler than the writer meant. A string of exclamation marks can read as either enthusiastic or frantic.',
            'Emoji and laughter markers: "haha" and a smiley soften; a thumbs-up alone can read dismissive to some people and perfectly friendly to others.',
            "Length compared with the message it answers: a one-line reply to a heartfelt paragraph reads as indifference even if it isn't.",
          ],
        },
        {
          kind: 'paragraph',
          text: "Name the tone in one or two words. If the name doesn't fit the purpose you wrote down in Pass 1, you've found the problem.",
        },
      ],
    },
    {
      heading: 'Pass 4: Clarity — can they act on it?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Clarity is about effort. How hard does the reader have to work to understand the point and know what to do? Check four things.',
        },
        {
          kind: 'list',
          items: [
            'Sentence length: count the words in your longest sentence. Past roughly 25, split it.',
            'Hedges: circle every "just", "maybe", "kind of", "I feel like", "sort of" and "I was wondering". Keep one if you want to sound gentle; cut the rest.',
            'Passive voice: look for "was done", "has been decided", "will be sent". If the doer matters, name them.',
            'The ask: is there exactly one clear request, with a time attached? Two asks in one message means one gets ignored.',
          ],
        },
        {
          kind: 'example',
          label: 'Before (work)',
          message:
            'It has been decided that the onboarding flow will be revisited, and it would be great if feedback could be gathered at some point from anyone who maybe has thoughts.',
          note: 'Three passive constructions hide who decided and who should act. "At some point" and "maybe" remove any urgency. Nobody will reply to this.',
        },
        {
          kind: 'example',
          label: 'After (work)',
          message:
            "We're redesigning onboarding next sprint. If you've had user complaints about it, please add them to the doc by Wednesday.",
          note: "The doer is named, the ask is specific, and there's a deadline. Anyone with feedback knows exactly where it goes.",
        },
      ],
    },
    {
      heading: 'Pass 5: Heat and red flags — how intense, and how risky?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The last pass looks at intensity and danger. Emotional temperature is how heated the message feels, regardless of whether the feeling is good or bad. Score it on a rough 0 to 100 scale: a calendar invite is near 0, a furious complaint or a giddy engagement announcement is near 90.',
        },
        {
          kind: 'paragraph',
          text: 'Signals that raise the temperature include capital letters, stacked punctuation ("??", "!!!"), short choppy sentences, absolutes, and direct "you" accusations. Signals that lower it include questions, "I" statements, specifics, and offers.',
        },
        {
          kind: 'paragraph',
          text: 'Then scan for red flags, the phrases that reliably escalate:',
        },
        {
          kind: 'list',
          items: [
            'Passive-aggressive formulas: "per my last email", "as previously stated", "thanks in advance" used as pressure.',
            'Ultimatums: "if you don\'t…, then I will…".',
            'Absolutes: "you never", "you always", "every single time".',
            'Guilt trips: "after everything I\'ve done".',
            'Pressure from repetition: several follow-ups in quick succession with no new information.',
          ],
        },
        {
          kind: 'paragraph',
          text: "If you find one, ask whether you'd be comfortable reading it aloud to the person. If not, it has to go.",
        },
      ],
    },
    {
      heading: 'Putting it together: three worked analyses',
      blocks: [
        {
          kind: 'paragraph',
          text: "Here's the full method applied to messages from three corners of life.",
        },
        {
          kind: 'subheading',
          text: 'Work: declining a request',
        },
        {
          kind: 'example',
          label: 'Before',
          message:
            "I can't take this on right now, I'm totally swamped with everything and honestly nobody ever checks what's already on my plate before asking.",
          note: 'Purpose: say no. Sentiment: negative. Tone: exasperated. Clarity: fine. Heat: high, with an absolute ("nobody ever") that turns a scheduling issue into a complaint about the team.',
        },
        {
          kind: 'example',
          label: 'After',
          message:
            "I can't take this on this week without dropping the client report. If it can wait until the 14th, I'm in. Otherwise, could Sam help?",
          note: 'The no is still clear, but now it comes with a reason, a condition and an alternative. The reader has three easy ways to respond.',
        },
        {
          kind: 'subheading',
          text: 'Friends: addressing a hurt',
        },
        {
          kind: 'example',
          label: 'Before',
          message: "Whatever, it's fine, I'm used to being the last to know about everything.",
          note: 'Purpose: express hurt. Sentiment: negative disguised as neutral. Tone: sarcastic. Heat: moderate, but the "it\'s fine" denial plus an absolute makes the friend guess what\'s wrong.',
        },
        {
          kind: 'example',
          label: 'After',
          message:
            'Honestly, I was a bit hurt to hear about the trip secondhand. Can we talk about it later?',
          note: 'It names the feeling, the specific event and a next step. The friend knows what happened and has a clear way to make it right.',
        },
        {
          kind: 'subheading',
          text: 'Dating: following up after a date',
        },
        {
          kind: 'example',
          label: 'Before',
          message: 'So... did you have fun or was it just me lol',
          note: 'Purpose: find out if they want a second date. Tone: nervous. Clarity: low, because it asks them to rate the evening rather than make a plan. The "lol" is doing a lot of emotional lifting.',
        },
        {
          kind: 'example',
          label: 'After',
          message:
            'I had a really good time last night. Would you be up for round two, maybe that jazz bar on Friday?',
          note: "It states your own feeling first, so they don't have to go first, and offers a concrete plan that's easy to accept or decline.",
        },
      ],
    },
    {
      heading: 'Analyzing messages you receive',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The five passes work on incoming messages too, with one adjustment: read generously. When a message is ambiguous, people tend to fill the gap with the most threatening interpretation. Running the passes slows that reflex down.',
        },
        {
          kind: 'paragraph',
          text: 'If your analysis lands on "this might be rude", check for two innocent explanations before replying: the writer was rushed, or the writer\'s normal style is blunter than yours. If the message is truly unclear, the best reply is usually a simple, friendly question rather than a guess. "Just to check, do you mean Friday this week or next?" defuses more tension than any clever comeback.',
        },
      ],
    },
    {
      heading: 'Drills, and when to bring in a tool',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Like any skill, analysis gets faster with practice. Try these:',
        },
        {
          kind: 'list',
          items: [
            'Take five messages from your sent folder and name the tone of each in two words. Would the recipient agree?',
            "Rewrite one long email so that no sentence is over 20 words and there's only one ask.",
            'Find a message with a "but" in it and swap the two halves. Notice how the feeling changes.',
            'Read a tense message aloud in three voices: calm, annoyed and amused. Which one is the text actually closest to?',
          ],
        },
        {
          kind: 'paragraph',
          text: "After a couple of weeks you'll run the five passes in your head. For the messages where the stakes are high or you're too close to judge, let software do a first read. Paste the draft into MessageIQ, choose the use case, and compare its scores with your own. Where you disagree, you'll learn something either about the message or about the tool.",
        },
        {
          kind: 'paragraph',
          text: 'Two honest caveats. No method, human or machine, reads sarcasm reliably without context, and both struggle with languages and slang they don\'t know well. When in doubt, assume good intent and ask. Analysis is there to make you a clearer writer and a calmer reader, not to win arguments about what somebody "really" meant.',
        },
      ],
    },
  ],
}
