import { PREMIUM_PRICE } from '../plan-facts'
import { contact, type LegalDocument, list, paragraph } from './types'

export const termsConditions: LegalDocument = {
  title: 'Terms & Conditions',
  description:
    'The terms for using Tipsy: accounts, acceptable use, AI-generated content, intellectual property, Premium subscriptions, liability, termination and governing law.',
  keywords: ['Tipsy terms of service', 'terms and conditions'],
  revision: { date: '2026-11-22', fingerprint: '5ab346d7a628f75f' },
  intro: [
    'These terms are the agreement between you and Tipsy for using our website, app and services. Please read them; they are written to be understood.',
  ],
  sections: [
    {
      heading: 'Acceptance of Terms',
      blocks: [
        paragraph(
          'By creating an account or using Tipsy you agree to these terms and to our Privacy Policy and Payment Policy. If you do not agree, please do not use the service. You must be at least 13 years old to use Tipsy, and if you are under the age of majority where you live, a parent or guardian must agree to these terms for you.',
        ),
      ],
    },
    {
      heading: 'Description of Service',
      blocks: [
        paragraph('Tipsy is an AI writing assistant for everyday messages. It includes:'),
        list(
          'The Message Generator, which drafts messages from your prompt with adjustable tone.',
          'MessageIQ, which analyses a message for tone, sentiment, clarity, emotional temperature and red flags, and suggests rewrites.',
          'Text-to-Emoji, which turns text into emoji combinations and emoji art.',
          'Your history, a dashboard with usage statistics, and subscription management.',
        ),
        paragraph('We may add, change or remove features as the product develops.'),
      ],
    },
    {
      heading: 'User Accounts',
      blocks: [
        paragraph(
          'You sign in with your Google account. You are responsible for keeping that account secure and for everything done through your Tipsy account. Tell us straight away if you think someone else is using it. One person, one account: do not share accounts or create accounts automatically.',
        ),
      ],
    },
    {
      heading: 'Acceptable Use',
      blocks: [
        paragraph('You agree not to use Tipsy to:'),
        list(
          'Harass, threaten, bully, stalk or deceive anyone, or write messages meant to manipulate or pressure someone.',
          "Create content that is illegal, hateful, sexually explicit involving minors, or that infringes anyone else's rights.",
          'Impersonate another person, or send spam, scams or phishing messages.',
          'Get around usage limits, probe or overload our systems, or scrape, copy or resell the service.',
          'Reverse engineer the service, except where the law allows it.',
        ),
        paragraph('We may remove content and suspend accounts that break these rules.'),
      ],
    },
    {
      heading: 'AI-Generated Content',
      blocks: [
        paragraph(
          'Tipsy produces suggestions with artificial intelligence. They can be wrong, inappropriate for your situation or similar to text generated for other people. You decide what to send, and you are responsible for the messages you send.',
        ),
        paragraph(
          'Analyses and scores describe how a message is likely to come across; they are not professional, legal, medical or psychological advice and do not predict how any particular person will react.',
        ),
      ],
    },
    {
      heading: 'Intellectual Property',
      blocks: [
        paragraph(
          'You keep the rights to the text you put into Tipsy, and to the extent the law allows, you own the messages Tipsy generates for you. You give us permission to process your content only to provide the service to you.',
        ),
        paragraph(
          'The Tipsy name, logo, website, software and blog content belong to us and are protected by law. You may not copy or reuse them without our written permission, except to share links to our pages.',
        ),
      ],
    },
    {
      heading: 'Subscription and Payment',
      blocks: [
        paragraph(
          `Tipsy is free to use with daily limits. Premium costs ${PREMIUM_PRICE} per month in US dollars, billed monthly in advance, and renews automatically on the same date each month until you cancel. Taxes may be added depending on your location. You can cancel at any time and keep Premium until the end of the period you paid for.`,
        ),
        paragraph(
          'Refunds, failed payments, price changes and disputes are covered in detail by our Payment Policy, which forms part of these terms.',
        ),
      ],
    },
    {
      heading: 'Service Availability',
      blocks: [
        paragraph(
          'We work to keep Tipsy running around the clock, but we do not promise that it will always be available, uninterrupted or error-free. We may pause the service for maintenance, and parts of it depend on providers outside our control.',
        ),
      ],
    },
    {
      heading: 'Limitation of Liability',
      blocks: [
        paragraph(
          'Tipsy is provided "as is". To the fullest extent the law allows, we are not liable for indirect or consequential losses, or for the results of messages you choose to send, and our total liability to you for any claim is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer.',
        ),
      ],
    },
    {
      heading: 'Termination',
      blocks: [
        paragraph(
          'You can stop using Tipsy and ask us to delete your account at any time. We may suspend or close accounts that break these terms or put other users or the service at risk. If we close your account without a breach on your part, we will refund any prepaid Premium time that you can no longer use.',
        ),
      ],
    },
    {
      heading: 'Changes to Terms',
      blocks: [
        paragraph(
          'We may update these terms. We will change the "Last updated" date, and for important changes we will tell you in the app or by e-mail before they apply. If you keep using Tipsy after a change takes effect, the new terms apply; if you do not agree, you can cancel and stop using the service.',
        ),
      ],
    },
    {
      heading: 'Governing Law',
      blocks: [
        paragraph(
          "These terms are governed by the laws of the country where Tipsy's operator is established, without regard to its conflict-of-law rules. If you are a consumer, you also keep the protection of the mandatory laws of the country where you live, and you may bring claims in its courts.",
        ),
      ],
    },
  ],
  closing: contact('Questions about these terms? Write to us at'),
}
