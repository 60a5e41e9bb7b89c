import { describe } from 'vitest'
import { itFindsTheAct } from './act-cases'

describe('scams', () => {
  itFindsTheAct(
    'scam',
    [
      'Your Amazon account is suspended. Verify your payment information at amzn-verify.co within 24 hours.',
      "Hi, it's IT. We need your login details to fix an issue with your mailbox today.",
      'PayPal: unusual activity on your account. Confirm your card details within 24 hours to avoid suspension.',
      'Your parcel could not be delivered. Pay the £2.50 handling fee today at parcel-redeliver.net',
      "Hi Dad, it's me, new number. Can you send £400 to this account today? I'll explain later",
      'I need you to send £850 for a bill today, I cannot call, please hurry',
      'Fraud team here. Please read me the code we just texted you so we can stop the payment.',
      ['I am in a meeting, please buy three Google Play gift cards and send me the codes.', 'work_email'],
    ],
    [
      'Remember the bank will never ask for your PIN, so never share it.',
      'Can you send me your account number? I owe you for the tickets and want to pay you back today.',
      ['Please send me the agenda by Friday.', 'work_email'],
      'Can you send the booking details when you get a sec?',
      'please send £20 for the pizza tonight lol',
    ],
  )
})
