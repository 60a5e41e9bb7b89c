import type { BlogArticle } from './types'

export const article: BlogArticle = {
  id: 'text-message-analyzer',
  title: 'Text Message Analyzer: Check Your Texts Before You Hit Send',
  description:
    'What a text message analyzer checks, how to read tone, sentiment and red-flag scores, and before-and-after rewrites for work, friends and dating.',
  path: '/blog/text-message-analyzer',
  date: '2025-10-18',
  category: 'Text Analysis',
  keywords: [
    'text message analyzer',
    'text analyzer app',
    'tone checker',
    'message tone analysis',
    'red flags in texts',
    'rewrite text messages',
    'MessageIQ',
  ],
  family: 'analysis',
  intro: [
    'You typed it in eleven seconds. They will read it in three. And somewhere in those three seconds, your perfectly reasonable "ok, see you then" turns into evidence that you are furious, bored or quietly planning to leave the group chat forever.',
    'Texting is the most common way most of us talk to the people who matter, and it is also the format most likely to go sideways. A text message analyzer exists for that gap between what you meant and what they will feel. This guide explains what one actually checks, how to read the numbers without spiraling, which red flags are worth fixing, and how to rewrite a message so it sounds like you on a good day.',
  ],
  sections: [
    {
      heading: 'Why texts misfire more than conversations',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Face to face, your words travel with a support crew: a raised eyebrow, a laugh halfway through the sentence, a pause that says "I\'m joking". On a phone screen all of that is stripped away, and the reader rebuilds it from whatever is lying around, usually their own mood. If they are anxious, your short reply reads as cold. If they are busy, your long one reads as a lecture.',
        },
        {
          kind: 'paragraph',
          text: 'Three things make the problem worse in texting specifically:',
        },
        {
          kind: 'list',
          items: [
            'Short messages carry more weight per word. In a four-word reply, a single period or a missing emoji is a quarter of the signal.',
            "Texts arrive without warning, in the middle of someone's day, so they get read fast and judged on the first impression.",
            'The thread is permanent. A snippy line can be scrolled back to, screenshotted and quoted at you next Tuesday.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'None of this means you should agonize over every "lol". It means that for the messages that matter, a second reader helps. That is the whole job of a text message analyzer: be the second reader who is never tired, never offended and always honest.',
        },
      ],
    },
    {
      heading: 'What a text message analyzer actually measures',
      blocks: [
        {
          kind: 'paragraph',
          text: "Different tools use different labels, but a useful analyzer looks at five things. Tipsy's MessageIQ reports all five in one pass.",
        },
        {
          kind: 'list',
          items: [
            'Tone: the overall attitude of the message, described in plain words such as warm, curt, apologetic, playful or formal.',
            'Sentiment: whether the message leans negative or positive and by how much. MessageIQ gives a label from very negative to very positive and a score from -1 to 1.',
            'Clarity: how easy the message is to understand and act on, as a percentage. Long tangled sentences, vague asks and piles of qualifiers pull it down.',
            'Emotional temperature: how heated the message feels, from ice cold at 0 to boiling at 100. This is intensity, not direction; joy can run hot too.',
            'Red flags: specific phrases or patterns that tend to start trouble, each with a severity (high, medium or low) and a suggestion for fixing it.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The real insight comes from reading them together. A message can be positive and still unclear. It can be polite in tone while its temperature sits at 80 because every sentence ends in an exclamation mark. The scores are five angles on the same few lines.',
        },
      ],
    },
    {
      heading: 'How to read the scores without overthinking them',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Numbers invite obsession, so here is a calmer way to use them.',
        },
        {
          kind: 'subheading',
          text: 'Sentiment: aim for the right sign, not the highest number',
        },
        {
          kind: 'paragraph',
          text: 'You do not need every message to be very positive. A message declining a job offer should probably sit a little below zero; forcing it to +0.9 makes it sound fake. Check two things instead: is the sign what you intended, and is the size proportionate to the situation? If you meant mild disappointment and the analyzer reads strong negativity, something in your wording is louder than you thought.',
        },
        {
          kind: 'subheading',
          text: 'Clarity: under 60 usually means the ask is buried',
        },
        {
          kind: 'paragraph',
          text: 'When clarity dips, the reader will probably have to reply with a question before they can act. Look for the single thing you want from them and move it to the first or second sentence. Cut any sentence that starts with a long run-up like "I just wanted to reach out to see whether perhaps".',
        },
        {
          kind: 'subheading',
          text: 'Emotional temperature: match the room',
        },
        {
          kind: 'paragraph',
          text: "A birthday message at 75 is lovely. A reply to your manager's budget question at 75 is alarming. Decide what temperature the conversation deserves before you look at the number, then compare. Most work messages feel right between roughly 20 and 45; close friends and good news can comfortably run higher.",
        },
        {
          kind: 'subheading',
          text: 'Red flags: read the severity first',
        },
        {
          kind: 'paragraph',
          text: 'A low-severity flag is a nudge, such as a slightly passive phrase you might keep on purpose. A high-severity flag usually means the message could escalate a conflict or hurt someone. Fix the high ones, consider the medium ones, and use your judgment on the rest. You know your friend finds "per my last text" hilarious; the analyzer does not.',
        },
        {
          kind: 'tip',
          text: 'A quick combined reading: positive sentiment with high temperature is excitement. Negative sentiment with high temperature is a fight. Negative sentiment with low temperature is often the most dangerous of all, because that is what cold disappointment looks like.',
        },
      ],
    },
    {
      heading: 'The red flags worth catching',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some patterns cause trouble so reliably that they deserve their own list. If your message contains one of these, pause before sending.',
        },
        {
          kind: 'subheading',
          text: 'Passive aggression',
        },
        {
          kind: 'paragraph',
          text: 'Phrases like "per my last email", "as I already mentioned", "going forward" and "no worries if not!" (when there are, in fact, worries) carry a sting the writer can deny later. Readers feel the sting anyway.',
        },
        {
          kind: 'example',
          label: 'Before (work)',
          message: 'Per my last message, the deck is due Friday. Not sure how else to say it.',
          note: 'The first three words accuse the reader of not reading. The second sentence removes any doubt. Expect a defensive reply or silence.',
        },
        {
          kind: 'example',
          label: 'After (work)',
          message:
            'Quick reminder that the deck is due Friday. Is anything blocking you? Happy to help untangle it.',
          note: 'Same deadline, no blame, and a question that opens a door instead of closing one.',
        },
        {
          kind: 'subheading',
          text: 'Ultimatums',
        },
        {
          kind: 'paragraph',
          text: "\"If you can't make it this time, don't bother asking me again.\" Ultimatums feel powerful to write and almost always backfire to read, because they force the other person to choose between giving in and walking away. Say what you need and what you'll do instead.",
        },
        {
          kind: 'subheading',
          text: 'Absolutes',
        },
        {
          kind: 'paragraph',
          text: '"You never reply." "You always cancel." Absolutes turn a pattern you want to talk about into a character verdict, and they invite the reader to find the one counterexample that proves you wrong. Swap them for the specific instances: "You\'ve canceled the last two Fridays and I miss hanging out."',
        },
        {
          kind: 'subheading',
          text: 'Double and triple texting under pressure',
        },
        {
          kind: 'paragraph',
          text: 'Sending a second message after silence is not a crime. Sending "hello?", then "??", then "ok cool" inside twenty minutes is a red flag for the sender\'s nerves, and it reads as pressure. If you need a follow-up, make it a complete, easy-to-answer message and then wait.',
        },
        {
          kind: 'subheading',
          text: 'The one-letter reply',
        },
        {
          kind: 'paragraph',
          text: '"k." is the famous one, but "fine." and "sure." with periods do the same damage. They tell the reader you had feelings and chose not to share them. If you really are fine, add two more words.',
        },
      ],
    },
    {
      heading: 'Before and after: work messages',
      blocks: [
        {
          kind: 'paragraph',
          text: "Work chats are where tone errors cost the most, because you can't take a colleague out for a drink to smooth things over every time.",
        },
        {
          kind: 'example',
          label: 'Before (Slack)',
          message:
            "I think maybe we should possibly consider pushing the launch, if that's ok with everyone, just because of some stuff with QA that's kind of been happening.",
          note: 'Clarity suffers from five hedges in one sentence ("I think", "maybe", "possibly", "if that\'s ok", "kind of") and the actual reason is hidden in "some stuff". Readers will ask follow-up questions or ignore it.',
        },
        {
          kind: 'example',
          label: 'After (Slack)',
          message:
            "I'd like to push the launch by one week. QA found two checkout bugs we can't fix by Thursday. Any objections before 3 pm?",
          note: 'One proposal, one reason, one deadline for replies. Confident without being pushy, and it gives people a clear way to disagree.',
        },
        {
          kind: 'paragraph',
          text: 'The fix in both work examples is the same move: say the decision or ask first, give the reason second, and end with a question that has an obvious answer.',
        },
      ],
    },
    {
      heading: 'Before and after: friends and group chats',
      blocks: [
        {
          kind: 'paragraph',
          text: "With friends, the risk is rarely rudeness. It is accidental coldness, or a joke that lands on someone's sore spot.",
        },
        {
          kind: 'example',
          label: 'Before (friend)',
          message: "Can't come tonight. Sorry.",
          note: "Sentiment reads mildly negative and temperature is very low. From a close friend, two flat sentences can feel like a brush-off, even if you're just exhausted.",
        },
        {
          kind: 'example',
          label: 'After (friend)',
          message:
            "I'm wiped out and going to have to bail tonight, sorry! Can I steal you for breakfast on Sunday instead? My treat.",
          note: "It explains without over-explaining, keeps the warmth, and offers a real alternative so the friend doesn't have to chase you.",
        },
        {
          kind: 'paragraph',
          text: 'Group chats add one more trap: replying to one person in a way the whole group reads. If a message would embarrass someone in front of others, move it to a private chat before you hit send.',
        },
      ],
    },
    {
      heading: 'Before and after: dating messages',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dating texts are where people over-analyze most, and where a calm second opinion helps most.',
        },
        {
          kind: 'example',
          label: 'Before (dating)',
          message:
            "Hey, so I noticed you didn't reply yesterday, which is fine obviously, I just wondered if I said something weird or if you're not interested, either is fine!!",
          note: 'Temperature is high, the word "fine" appears twice while clearly not meaning it, and the question puts the other person on trial. It is honest, but it reads anxious.',
        },
        {
          kind: 'example',
          label: 'After (dating)',
          message:
            "Hope your week's going well! I'm still thinking about that taco place you mentioned. Want to check it out Saturday?",
          note: "It ignores the silence without pretending, gives them something easy to say yes to, and keeps the tone light. If they're interested, this is the easiest reply they'll get all week.",
        },
        {
          kind: 'paragraph',
          text: "If someone goes quiet after a clear, friendly invitation, the kindest thing for both of you is usually to let it rest. No rewrite can make someone interested, but a good one makes sure your side of the thread is something you're proud of.",
        },
      ],
    },
    {
      heading: 'A five-minute workflow with MessageIQ',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Here is how to use an analyzer without letting it write your personality for you.',
        },
        {
          kind: 'list',
          items: [
            "Write the message the way you'd naturally say it. Don't pre-polish; the first draft is the most honest one.",
            'Paste it into MessageIQ and pick the use case that fits, from a work email or a text to a friend to a dating app message, an apology or a negotiation. The same words are judged differently in a salary negotiation than in a birthday text.',
            'Press Analyze and read the red flags first, then the temperature, then the rest.',
            'Press Rewrite to see versions in different styles, such as professional, friendly, concise, assertive or empathetic. Flip through them with the arrows.',
            'Steal the best parts, not the whole thing. Keep your own phrases and your own jokes, and borrow the structure or the softer opening line.',
            'Send it. Then put your phone face down for a while; that part is not analyzable.',
          ],
          ordered: true,
        },
        {
          kind: 'paragraph',
          text: 'MessageIQ accepts up to 2,000 characters, which is plenty for a text or a tense email. If your message is longer than that, the length itself is probably your first clarity problem.',
        },
      ],
    },
    {
      heading: 'What no analyzer can know',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A text message analyzer is a very good reader of words and a very poor reader of history. Be clear-eyed about where it stops.',
        },
        {
          kind: 'list',
          items: [
            'Sarcasm and in-jokes: "Oh great, love that for us" may be affectionate teasing between old friends. Without the backstory, a tool will usually read it literally or flag it.',
            'Context you didn\'t include: "Is this the final version?" means something different after three rounds of edits than after one. If the tone depends on what happened yesterday, factor that in yourself.',
            'Relationships: your sister and your landlord will read the same sentence very differently, and only you know both of them.',
            'Languages and dialects: analysis is strongest in English. Mixed-language texts, regional slang and very new internet phrases can be misread, so treat those scores as rough.',
            'Emoji drift: the same emoji can mean polite, passive-aggressive or ironic depending on the generation and the group. A smiley face at the end of a complaint is a famous example.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Use the analysis as a second opinion, never as a verdict. If the analyzer says "curt" and you know the recipient loves curt, send it anyway. The point is to make tone a choice rather than an accident.',
        },
      ],
    },
    {
      heading: 'Your pre-send checklist',
      blocks: [
        {
          kind: 'paragraph',
          text: "When you don't have time for a full analysis, run through these five questions. They catch most of what an analyzer would flag.",
        },
        {
          kind: 'list',
          items: [
            'Is my main point or ask in the first two sentences?',
            'Would I say this exact sentence out loud, to their face, in this tone?',
            'Did I use "always", "never", "per my last" or an "or else"?',
            'Is the emotional temperature right for this person and this moment?',
            'If they read it in the worst possible mood, what would they hear?',
          ],
        },
        {
          kind: 'paragraph',
          text: "Get into the habit of asking those questions and you'll find you need the tool less over time, which is exactly how a good tool should work. For the messages that really count, paste them into MessageIQ, take the second opinion, and then press send knowing the words say what you mean.",
        },
      ],
    },
  ],
}
