import { contact, type LegalDocument, list, paragraph } from './types'

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description:
    'How Tipsy collects, uses, shares and protects your information: Google sign-in data, AI processing, payments, cookies, your rights and how long we keep data.',
  keywords: ['Tipsy privacy policy', 'data protection', 'AI message privacy'],
  revision: { date: '2026-12-07', fingerprint: '56af7f14a63bbb97' },
  intro: [
    'This policy explains what information Tipsy collects when you use our website and app, why we collect it, who we share it with and the choices you have. We keep it short on purpose: we collect only what we need to run the service.',
  ],
  sections: [
    {
      heading: 'Information We Collect',
      blocks: [
        paragraph('We collect three kinds of information:'),
        list(
          'Account information that Google shares with us when you sign in (described in the next section).',
          'Content you give us: the prompts, context and messages you type into the Message Generator, MessageIQ and Text-to-Emoji, and the results we produce for you.',
          'Usage information: which tools you use and when, counts such as messages and emoji generated, your tone and emoji preferences, and basic technical data such as browser type and page performance measurements.',
        ),
        paragraph(
          'If you subscribe to Premium we also receive your subscription status, billing details needed to show your plan (name, e-mail, billing address, country) and the dates and amounts of your payments from our payment processor. We never receive your full card number.',
        ),
      ],
    },
    {
      heading: 'Google Sign-In Data',
      blocks: [
        paragraph(
          'Tipsy uses Google sign-in, so we never handle a password. When you sign in, Google shares the following with us, and only this:',
        ),
        list('Your e-mail address', 'Your name', 'Your profile picture', 'Your Google account ID'),
        paragraph(
          'We use them to create and recognise your account, to show your name and picture in the app, and to contact you about your account or subscription. We do not get access to your Gmail, contacts, files or any other Google data.',
        ),
      ],
    },
    {
      heading: 'How We Use AI Processing',
      blocks: [
        paragraph(
          'To write, analyse and rewrite messages, the text you submit is processed by our writing engine. Depending on how the service is configured, that engine runs on our own servers or sends your text to an AI model provider that processes it on our behalf under a contract that forbids other uses.',
        ),
        list(
          'Your messages are processed securely and only to produce the results you asked for.',
          'Your messages are not used to train AI models without your consent.',
          'Results are suggestions. Please read them before you send them to anyone.',
        ),
      ],
    },
    {
      heading: 'Sharing With Our Payment Processor',
      blocks: [
        paragraph(
          'Payments for Premium are handled by a third-party payment processor on its own secure checkout page. We share with it what it needs to bill you: your e-mail address and the plan you chose. The processor collects your card and billing details directly and handles them under its own privacy policy and payment-industry security standards.',
        ),
        paragraph(
          'Apart from the payment processor and the service providers that host and run Tipsy for us, we do not sell, rent or trade your personal information. We disclose information to authorities only when the law requires it.',
        ),
      ],
    },
    {
      heading: 'Data Security',
      blocks: [
        paragraph(
          'All traffic between your browser and Tipsy is encrypted in transit. Sign-in tokens are short-lived, refresh tokens are stored only as hashes, and access to production systems is limited to the people who need it to keep the service running.',
        ),
        paragraph(
          'No system is perfectly secure. If we learn of a breach that affects your personal information, we will tell you without undue delay and explain what we are doing about it.',
        ),
      ],
    },
    {
      heading: 'Cookies and Local Storage',
      blocks: [
        paragraph('We keep cookies to the minimum needed to run the service:'),
        list(
          'A secure, HTTP-only cookie that keeps you signed in.',
          "Your browser's local storage, which remembers your profile, your emoji preference and your recent emoji history on this device.",
        ),
        paragraph(
          'We do not use advertising cookies. Sponsored links are ordinary links; clicking one takes you to another site, which has its own privacy policy.',
        ),
      ],
    },
    {
      heading: 'Your Rights',
      blocks: [
        paragraph('Depending on where you live, you may have the right to:'),
        list(
          'See the personal information we hold about you and get a copy of it.',
          'Correct information that is wrong.',
          'Delete your message, analysis and emoji history, or your whole account, from within the app at any time (your account from the "Your data" section of the Dashboard).',
          'Object to or restrict certain processing, and withdraw consent you have given.',
          'Complain to your local data protection authority.',
        ),
        paragraph('To use any of these rights, write to us at the address below. We answer within 30 days.'),
      ],
    },
    {
      heading: 'Data Retention',
      blocks: [
        paragraph(
          'We keep your account and your history while your account is open: the messages you generate, the messages you analyse in MessageIQ with their analyses, and your emoji. Each item stays until you delete it, except that on the Free plan History keeps only your latest 10 generations and your latest 10 analyses. When you delete history items they are removed from the service straight away. When you delete your account from the Dashboard, your account and everything stored with it are removed straight away, and a Premium subscription is cancelled with it. If you ask us by e-mail to delete your account instead, we delete your personal information within 30 days.',
        ),
        paragraph(
          'Copies in our encrypted backups are kept for up to 90 days and then overwritten. Our payment processor keeps payment records for as long as tax and accounting laws require.',
        ),
      ],
    },
    {
      heading: "Children's Privacy",
      blocks: [
        paragraph(
          'Tipsy is not meant for children under 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has created an account, contact us and we will delete it.',
        ),
      ],
    },
    {
      heading: 'Changes to This Policy',
      blocks: [
        paragraph(
          'We may update this policy as Tipsy changes. We will change the "Last updated" date above, and for important changes we will tell you in the app or by e-mail before they take effect.',
        ),
      ],
    },
    {
      heading: 'Contact Us',
      blocks: [contact('Questions about this policy or your data? Write to us at')],
    },
  ],
}
