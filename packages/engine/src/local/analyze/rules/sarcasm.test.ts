import { describe } from 'vitest'
import { itFindsTheAct } from './act-cases'

describe('sarcasm', () => {
  itFindsTheAct(
    'passive_aggressive',
    [
      ['Nice of you to show up an hour late.', 'text_friend'],
      ['Thanks for telling me at 10pm. Super helpful.', 'work_email'],
      ["Oh don't mind me, I only cooked for six people.", 'text_friend'],
      ['Some of us actually read the brief.', 'work_email'],
      ["It'd be so nice to get a text from you without me asking first.", 'text_friend'],
      ['would it kill you to put the bins out', 'text_friend'],
      ['maybe you could ask how my week was for once', 'text_friend'],
      ['oh great, thanks so much for telling me at the last minute', 'text_friend'],
      ['Thanks for letting us know three days after the deadline.', 'work_email'],
      ['thx for ghosting me all weekend', 'dating_app'],
      ['Great job forgetting my birthday again.', 'text_friend'],
      ['Well done on breaking the coffee machine, again.', 'work_email'],
      ['Great, just great. The whole weekend is gone.', 'text_friend'],
      ['wow, great friend move, really', 'text_friend'],
      ['Oh great, just what I needed on a Monday.', 'work_email'],
    ],
    [
      ['Thanks so much for your help today!', 'text_friend'],
      ['That was really helpful, thanks for explaining.', 'work_email'],
      ["It's nice to see you again.", 'text_friend'],
      ['It must be nice out there, enjoy the beach!', 'text_friend'],
      ['It would be nice to see you before you fly back!', 'text_friend'],
      ['Thank you for once again hosting us, you are a star.', 'text_friend'],
      ['It would be really nice if you could bring the salad, thanks!', 'text_friend'],
      ['Thanks so much for stepping in at the last minute, you saved the day.', 'work_email'],
      ['Thanks for letting me know, see you at 7!', 'text_friend'],
      ['Great job on the launch, the numbers look fantastic.', 'work_email'],
      ['Good job not missing a single training this month!', 'text_friend'],
      ['Perfect, just what I needed to hear, thank you!', 'text_friend'],
      ['Wow, great to hear from you!', 'text_friend'],
    ],
  )
})

describe('talking down', () => {
  itFindsTheAct(
    'passive_aggressive',
    [
      ['Have you even opened the spreadsheet I sent?', 'work_email'],
      ['We should not have to remind you about the fire drill again.', 'work_email'],
      ["Honestly I don't get why it is so difficult for you to reply.", 'text_friend'],
      ["Let's talk again once you've actually read the brief.", 'work_email'],
    ],
    [
      ['Did you even get a chance to eat today?', 'text_friend'],
      ['You should not have to ask twice, I will sort it now.', 'work_email'],
      ['Why is this jar so hard to open?', 'text_friend'],
      ["Once you've read the brief, shall we meet?", 'work_email'],
    ],
  )
})
