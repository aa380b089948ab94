// The words of /en/about/volunteer in English (typed by messages/ro/volunteer.ts).
import type { VolunteerMessages } from '../ro/volunteer';

export const volunteer: VolunteerMessages = {
  eyebrow: 'Volunteering',
  title: 'Become an FTC volunteer',
  badge: 'VOLUNTEER',
  lead: 'FIRST Tech Challenge competitions in Romania exist thanks to volunteers. Be part of the team behind the arena.',
  whyTitle: 'Why volunteer',
  why: [
    'At every regional stage and at the national competition, dozens of volunteers referee matches, judge the teams, welcome the public and keep everything moving. You need no robotics experience: we give you training and an experienced colleague at your side.',
    'You gain friends, organising experience and the joy of seeing high school students go beyond their limits.',
  ],
  rolesTitle: 'Roles you can take on',
  roles: ['Referees and field staff', 'Judges and judging assistants', 'Organisation and logistics team', 'Photo, video and social media'],
  forms: {
    'alumni-form': {
      title: 'The FTC Alumni community',
      text: 'Did you compete in an FTC team? Join the alumni community: stay close to the programme as a mentor, volunteer or organiser.',
      withoutForm: 'Did you compete in an FTC team? Stay close to the programme as a mentor, volunteer or organiser in the alumni community.',
      frameTitle: 'Sign-up form for the alumni community',
    },
    'volunteer-form': {
      title: 'Volunteers (non-alumni)',
      text: 'Never been in FTC but want to help? Students, teachers, parents or professionals: fill in the form and we will contact you before the next competition.',
      withoutForm: 'Never been in FTC but want to help? Students, teachers, parents or professionals: write to us and we will contact you before the next competition.',
      frameTitle: 'Form for non-alumni volunteers',
    },
  },
  openForm: 'Open the form',
  openFormLabel: (title) => `Open the form “${title}” in a new tab`,
  writeUs: { before: 'Write to us at ', after: ' and we will send you the details.' },
};
