// The words of /en/about/contact-us in English (typed by messages/ro/contact.ts). "Judge Advisor" is FIRST's name
// for the role, the same in both languages.
import type { ContactMessages } from '../ro/contact';

export const contact: ContactMessages = {
  eyebrow: 'Contact',
  title: 'Let’s talk',
  lead: 'Have a question about the programme, want to start a team or become a partner? We are here to help.',
  form: {
    title: 'Send us a message',
    intro: { before: 'Fields marked with ', after: ' are required. The button opens your email app with the message filled in; nothing is stored on the site.' },
    labels: { firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone', message: 'Message' },
    optional: ' (optional)',
    submit: 'Send the message',
    checkFields: 'Check the marked fields before sending.',
    sent: { opened: 'We opened your email app with the message filled in. It did not open? ', retry: 'Try again', orWrite: ' or write to us at ', end: '.' },
  },
  errors: {
    firstName: 'Your first name is required.',
    lastName: 'Your last name is required.',
    email: 'Your email address is required.',
    emailInvalid: 'Enter a valid email address, such as name@example.com.',
    message: 'The message is required.',
  },
  topicsTitle: 'Write to us directly',
  topicsLead: 'Choose the topic, so your message quickly reaches the right person.',
  topics: {
    promotion: 'Promotion and communication',
    partnerships: 'Partnerships and events',
    general: 'Certificates and other questions',
    judging: 'Judging',
  },
  directoryTitle: 'Our team',
  directoryLead: 'The people who run the programme, each with their role’s email address.',
  roles: {
    president: { role: 'President', text: 'Leads the association and its strategic partnerships.' },
    programme: { role: 'Programme Director', text: 'The FTC season: registration, calendar and competitions.' },
    alumni: { role: 'Alumni Advisor', text: 'The community of former participants and alumni volunteering.' },
    marketing: { role: 'Marketing', text: 'Campaigns, press and social media.' },
    graphics: { role: 'Graphics', text: 'Visual identity, printed and digital materials.' },
    judging: { role: 'Judge Advisor', text: 'Coordinates judging and the awards at competitions.' },
  },
  writeToRole: (role, address) => `Write to the ${role}: ${address}`,
};
