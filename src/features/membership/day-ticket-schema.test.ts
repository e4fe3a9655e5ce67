import { describe, expect, it } from 'vitest';
import { EMPTY_DAY_TICKET } from './day-ticket-fields';
import { dayTicketSchema } from './day-ticket-schema';

const schema = dayTicketSchema('2026-11-27');
const problems = (fields: typeof EMPTY_DAY_TICKET) => {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(fields).error?.issues ?? []) {
    found[String(issue.path[0])] ??= issue.message;
  }
  return found;
};

describe('dayTicketSchema', () => {
  it('accepts a water, a day from today on, a name and an email', () => {
    expect(
      problems({ water: 'Weston', date: '2026-11-27', name: 'Vic Visitor', email: 'v@x.co' }),
    ).toEqual({});
  });

  it('says what is missing', () => {
    expect(problems(EMPTY_DAY_TICKET)).toEqual({
      water: 'Choose the water you will fish.',
      date: 'Choose the day you will fish.',
      name: 'Enter your full name.',
      email: 'Enter your email address: the ticket is sent there.',
    });
  });

  it('refuses a past day, an unknown water and a malformed email', () => {
    expect(problems({ water: 'The Sea', date: '2026-11-26', name: 'Vic', email: 'vic' })).toEqual({
      water: 'Choose the water you will fish.',
      date: 'Choose today or a later day.',
      email: 'Enter your email address in the form name@example.com.',
    });
  });
});
