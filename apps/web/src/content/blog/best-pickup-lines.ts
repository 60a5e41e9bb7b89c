import type { BlogArticle } from './types'

export const article: BlogArticle = {
  id: 'best-pickup-lines',
  title: 'The Best Pickup Lines, Sorted by Situation (and Why Each One Works)',
  description:
    'Our pick of the best original pickup lines for apps, cafés, parties, travel, texting and long-term partners, each with a note on why it gets replies.',
  path: '/blog/best-pickup-lines',
  date: '2025-10-26',
  category: 'Dating & Flirting',
  keywords: [
    'best pickup lines',
    'good pickup lines',
    'pickup lines that work',
    'first message ideas',
    'flirty openers',
    'dating app openers',
  ],
  family: 'pickup-lines',
  intro: [
    '"Best" is a dangerous word to put in front of "pickup lines". The internet is full of lists claiming to have the greatest openers of all time, and most of them would get you politely ignored in any room with functioning adults.',
    "So we did it differently. Every line in this list is original, and every one was judged against a simple scorecard before it made the cut. We've grouped them by where you'll actually use them, added a short note on why each one works, and included a section on the lines that look great on paper but flop in real life. Use them as written, or better, use them as templates for something that sounds even more like you.",
  ],
  sections: [
    {
      heading: 'How we decided what counts as "best"',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A line earned its place by scoring well on four questions. You can use the same scorecard on any line you come up with yourself.',
        },
        {
          kind: 'list',
          items: [
            "Reply-ability: does it give the other person something easy and fun to respond to? A line that ends a conversation isn't an opener.",
            "Risk: could it make someone uncomfortable, feel judged or feel cornered? The best lines are pleasant to hear even for someone who isn't interested.",
            'Originality: has the other person heard this a hundred times? Anything they can finish before you do is out.',
            'Fit: does it belong in the moment? A great app opener can be bizarre shouted across a bar.',
          ],
          ordered: true,
        },
        {
          kind: 'paragraph',
          text: "Notice what isn't on the list: cleverness for its own sake. Plenty of lines are witty and still score badly because they're all about the sender. The winners below are mostly about the other person, the setting or a shared moment.",
        },
      ],
    },
    {
      heading: 'Best first messages on dating apps',
      blocks: [
        {
          kind: 'paragraph',
          text: "On apps, people scan openers in a second or two. The winners reference something specific and end with a question that's fun to answer.",
        },
        {
          kind: 'example',
          label: 'For a profile full of concert photos',
          message:
            "Okay, I need the full ranking. Best gig you've ever been to, and worst venue toilet. Both matter.",
          note: 'Scores high on reply-ability: two quick questions, one of which is silly enough to make them smile.',
        },
        {
          kind: 'example',
          label: 'For someone who lists a niche hobby',
          message:
            "I've never met anyone who does competitive crosswords. How fast are we talking, and should I be intimidated?",
          note: 'Curiosity is flattering, and "should I be intimidated" lets them enjoy being impressive.',
        },
        {
          kind: 'example',
          label: 'For a photo in a ridiculous hat',
          message:
            'I need to know the story behind the hat in photo four. I have a theory, but I want yours first.',
          note: 'Pointing to a playful detail shows you looked properly, and "I have a theory" invites a back-and-forth.',
        },
        {
          kind: 'example',
          label: 'For someone who loves plants',
          message: 'How many plants is too many plants? Asking for me, with forty-one plants.',
          note: 'A shared interest plus a self-deprecating confession. Easy to answer, easy to escalate into a real chat.',
        },
        {
          kind: 'list',
          items: [
            '"Your profile says you\'re training for a half marathon. Is that brave or a cry for help? I\'m supportive either way."',
            '"You mentioned you\'re learning Portuguese. What\'s the first word you learned that made you laugh?"',
            '"I\'m scheduling the important stuff early: tea or coffee, and how strongly do you feel about it?"',
          ],
        },
      ],
    },
    {
      heading: 'Best lines for cafés, bookstores and everyday places',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These are the places where people are relaxed but busy, so the best lines are short, situational and easy to walk away from.',
        },
        {
          kind: 'list',
          items: [
            'In line at a café: "I\'ve been here five times and I\'ve never tried anything except the flat white. What should I be ordering?"',
            'At a bookstore table: "You picked that up with a lot of confidence. Is it good, or is the cover just very convincing?"',
            'At the farmers\' market: "Be honest, do you actually know how to choose a melon, or do you just knock on it like the rest of us?"',
            "At a museum: \"I've been staring at this painting for five minutes and I still can't tell if it's a horse. What are you seeing?\"",
            'At the laundromat: "Your folding technique is frankly alarming. Did you work in a clothes shop or are you just a better person than me?"',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The museum and bookstore lines score particularly well because they turn the other person into the expert. People like being asked for their opinion far more than they like being complimented.',
        },
      ],
    },
    {
      heading: 'Best lines for parties, weddings and nights out',
      blocks: [
        {
          kind: 'paragraph',
          text: "At social events, everyone's already expecting to meet new people, which lowers the stakes. The best lines here lean into the occasion.",
        },
        {
          kind: 'example',
          label: "At a friend's party",
          message:
            "How do you know the host? I'm trying to work out which group chat everyone here comes from.",
          note: "The most reliable party opener there is: it's universal, gives an instant topic and maps the room.",
        },
        {
          kind: 'example',
          label: 'At a wedding',
          message:
            "Quick, before the speeches start: bride's side or groom's side, and how many embarrassing stories do you know?",
          note: 'Fun, conspiratorial and it invites a story. Works on both sides of the aisle, and for any couple.',
        },
        {
          kind: 'example',
          label: 'At a karaoke bar',
          message:
            "That was the most committed performance of the night. Please tell me you've done that song before.",
          note: 'A sincere compliment on something they chose to do, delivered with a smile. Very hard to say no to.',
        },
        {
          kind: 'list',
          items: [
            'At a birthday dinner: "I\'m told you\'re the one who organized this. Are you always the friend who makes plans happen?"',
            'On a dance floor, during a breather: "You clearly know this song better than I do. Teach me the one move I need?"',
          ],
        },
      ],
    },
    {
      heading: 'Best lines for travel, festivals and vacations',
      blocks: [
        {
          kind: 'paragraph',
          text: 'On the road everyone is a little braver and a little more open. Shared disorientation is a wonderful icebreaker.',
        },
        {
          kind: 'list',
          items: [
            'At a hostel kitchen: "Whatever you\'re making smells like a better decision than my instant noodles. What is it?"',
            'At a festival: "I\'ve lost my friends and my sense of direction. Which stage are you heading to, and can I tag along?"',
            'On a walking tour: "You\'ve asked the only good question on this tour. What brought you here?"',
            'At a busy viewpoint: "I\'ll take your photo if you take mine. Fair warning, I\'m either very good at this or very bad."',
          ],
        },
        {
          kind: 'paragraph',
          text: "The photo swap deserves a special mention. It's practical, it's generous and it gives you a natural reason to keep chatting once the pictures are taken.",
        },
      ],
    },
    {
      heading: "Best lines for texting someone you've already met",
      blocks: [
        {
          kind: 'paragraph',
          text: "Once you've got their number, the best openers bring the shared moment back into the conversation.",
        },
        {
          kind: 'list',
          items: [
            '"I\'ve just realized I never found out how the story about your neighbor\'s parrot ended. I need closure."',
            '"Still laughing about the waiter who brought us three desserts by mistake. Same place next week, or do we try our luck somewhere new?"',
            '"I walked past that terrible mural we argued about and I have to admit it\'s grown on me. Don\'t tell anyone."',
            '"Good morning to everyone except the bus that just drove past me. How\'s your day starting?"',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The parrot line is a perfect example of a callback: it proves you were listening and gives them permission to tell the story again, which most people enjoy.',
        },
      ],
    },
    {
      heading: 'Best lines for moving from chat to a date',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Plenty of app conversations die in the pen-pal stage. After a good run of messages, one of you has to suggest meeting, and these lines make that step feel natural rather than abrupt.',
        },
        {
          kind: 'list',
          items: [
            '"I feel like we\'ve covered everything except whether you\'re as funny in person. Want to find out over a drink this week?"',
            '"This conversation deserves better lighting than my phone screen. Coffee on Saturday?"',
            '"You\'ve recommended three restaurants now. I think the only fair thing is that you come to one of them with me."',
            '"I\'m calling it: we\'ve passed the small-talk stage. Are you free for a walk along the river on Sunday?"',
          ],
        },
        {
          kind: 'tip',
          text: 'Suggest something specific with a day attached. "We should hang out sometime" is easy to agree with and even easier to forget, while "Saturday, coffee, that place by the station" is a plan someone can actually say yes to.',
        },
      ],
    },
    {
      heading: 'How tone turns a good line into the best line',
      blocks: [
        {
          kind: 'paragraph',
          text: "The same opener can be great or awkward depending on how boldly it's pitched. Here's one idea, asking a match to pick the first-date spot, at three points on Tipsy's sober-to-drunk dial.",
        },
        {
          kind: 'example',
          label: 'Sober',
          message: "I'd love to meet up. Is there a place you've been wanting to try?",
          note: "Polite and clear. Best when the chat has been friendly but hasn't yet turned flirty.",
        },
        {
          kind: 'example',
          label: 'Tipsy',
          message: "I'm handing you full control of our first date. Choose wisely; I'll be judging the menu.",
          note: "Playful confidence with a tease. Works once you've shared a few jokes.",
        },
        {
          kind: 'example',
          label: 'Drunk',
          message: "You pick the place, I'll bring the charm and an embarrassing amount of enthusiasm. Deal?",
          note: "Big energy and very forward. Perfect for a chat that's already full of banter, too much for a quiet one.",
        },
        {
          kind: 'paragraph',
          text: 'Turning up the funny slider adds wordplay, flirty adds warmth, and confident removes the hedges. Match the setting to how the conversation has gone so far, not to how brave you feel at midnight.',
        },
      ],
    },
    {
      heading: 'Best lines for your long-term partner',
      blocks: [
        {
          kind: 'paragraph',
          text: "Flirting shouldn't stop just because you share a toothbrush holder. These lines keep things playful years in.",
        },
        {
          kind: 'list',
          items: [
            '"I saw someone on the train who looked like you and got briefly excited. Then I remembered the original is better."',
            "\"I'd like to book you for dinner on Friday. I'm told you're in high demand, so I'm asking early.\"",
            '"Just so you know, I\'m still mildly obsessed with you. That\'s all. Carry on with your day."',
            '"Reminder that you\'re my favorite person to be bored with."',
          ],
        },
      ],
    },
    {
      heading: 'What the best lines have in common',
      blocks: [
        {
          kind: 'paragraph',
          text: "Look back at the winners and you'll see the same patterns repeating.",
        },
        {
          kind: 'list',
          items: [
            "They're specific. They could only be said in this place, to this person.",
            'They end with a door open, usually a question or a small playful challenge.',
            'They flatter choices and personality rather than bodies.',
            "They're short enough to say in one breath or read in one glance.",
            'They\'re low pressure. Saying "ha, no, I\'m good" in response would feel perfectly natural.',
          ],
        },
      ],
    },
    {
      heading: 'Lines that look good on paper but flop',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some kinds of lines keep appearing on "best of" lists despite working terribly. Avoid these patterns.',
        },
        {
          kind: 'list',
          items: [
            "The backhanded compliment: anything that puts someone down to make them seek your approval. It's manipulation with a grin.",
            "The body comment: remarks about someone's figure from a stranger land as creepy, however they're intended.",
            'The loaded yes-or-no: questions designed so that either answer is awkward trap the other person.',
            'The copy-paste: sending the same opener to thirty matches. People compare notes, and the line never fits anyone.',
            "The cheesy classic: if they've heard it before, they'll hear it as a script rather than as you.",
          ],
        },
        {
          kind: 'example',
          label: 'The flop',
          message: "You'd be prettier if you smiled more. Just saying.",
          note: 'Fails every test: no reply-ability, high risk, zero originality and it tells someone how to feel. Never send this.',
        },
        {
          kind: 'example',
          label: 'The fix',
          message: "You look like you've had a long day. Want me to tell you the worst joke I know?",
          note: 'Notices their mood without judging it and offers something light. They can say yes, no or "go on then".',
        },
      ],
    },
    {
      heading: 'Delivery, timing and graceful exits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Even the top-scoring line needs the right moment. A few rules of thumb:',
        },
        {
          kind: 'list',
          items: [
            "Wait for a natural pause. Interrupting a conversation or a song to deliver your opener costs you points before you've started.",
            'Say it once, warmly, then listen. The follow-up question matters more than the line.',
            'Read the reply. Open body language and questions back mean keep going; one-word answers mean wrap up kindly.',
            'Skip it entirely when someone is working, upset or clearly wants to be left alone.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If a line misses, don\'t defend it. A quick "Well, that was a swing and a miss. I\'m Dev, by the way" resets the moment and shows you don\'t take yourself too seriously. And if they aren\'t interested, a cheerful "Enjoy your night" is the best closing line there is.',
        },
      ],
    },
    {
      heading: 'Make the best line your own',
      blocks: [
        {
          kind: 'paragraph',
          text: "A list can only take you so far, because the truly best line is the one that sounds like you on a confident day. Take any line you liked above, swap in a detail from your own life, and say it out loud. If it feels like borrowing someone's jacket, adjust it until it fits.",
        },
        {
          kind: 'paragraph',
          text: "If you want a head start, describe the situation in Tipsy's Message Generator and play with the sliders. A little more funny for a playful app opener, more confident for a straightforward ask, a nudge toward tipsy when there's already some chemistry. Then let MessageIQ score your favorite: if the temperature runs high for a first message, tone it down a notch so it reads as charming rather than intense. Best is a moving target. The aim is simply to give the other person a reason to smile and a reason to reply.",
        },
      ],
    },
  ],
}
