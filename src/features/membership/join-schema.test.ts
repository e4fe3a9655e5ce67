import { describe, expect, it } from 'vitest';
import { EMPTY_JOIN, joinRequest, type JoinFields } from './join-fields';
import { joinSchemaFor } from './join-schema';

const bands = { adult: 'adult', junior: 'junior', senior: 'senior' } as const;
const today = '2026-11-27';
const schema = (fields: JoinFields) =>
  joinSchemaFor(bands[fields.typeId as keyof typeof bands], today);

const adult: JoinFields = {
  ...EMPTY_JOIN,
  typeId: 'adult',
  name: 'Ann Angler',
  email: 'Ann@Example.com ',
  phone: '07700 900123',
  address: '1 River Lane, Priory',
  publish: 'no',
  rulesAccepted: true,
};
const junior: JoinFields = {
  ...adult,
  typeId: 'junior',
  dateOfBirth: '2014-05-01',
  guardianName: 'Gail Angler',
  guardianEmail: 'gail@example.com',
  guardianPhone: '07700 900456',
  guardianConsent: true,
};

const problems = (fields: JoinFields) => {
  const result = schema(fields).safeParse(fields);
  const found: Record<string, string> = {};
  // A field's first problem, as the form shows it.
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
};

describe('joinSchemaFor', () => {
  it('accepts a complete adult and a complete junior', () => {
    expect(problems(adult)).toEqual({});
    expect(problems(junior)).toEqual({});
  });

  it('says what is missing on an empty form', () => {
    expect(problems(EMPTY_JOIN)).toMatchObject({
      typeId: 'Choose a membership type.',
      name: 'Enter your full name.',
      email: 'Enter your email address.',
      phone: 'Enter your phone number.',
      address: 'Enter your address.',
      publish: 'Choose yes or no.',
      rulesAccepted: 'Accept the club rules to join.',
    });
  });

  it('refuses a malformed email and phone with a sentence', () => {
    expect(problems({ ...adult, email: 'ann.example.com', phone: '123' })).toEqual({
      email: 'Enter your email address in the form name@example.com.',
      phone: 'Enter your phone number with its area code, for example 07700 900123.',
    });
  });

  it('asks a junior for a date of birth under 18 and a consenting guardian', () => {
    expect(
      problems({
        ...junior,
        dateOfBirth: '2000-01-01',
        guardianName: '',
        guardianEmail: 'x',
        guardianPhone: '',
        guardianConsent: false,
      }),
    ).toEqual({
      dateOfBirth: 'A junior membership is for under-18s: give a date of birth that shows it.',
      guardianName: "Enter the parent or guardian's name.",
      guardianEmail: "Enter the parent or guardian's email address in the form name@example.com.",
      guardianPhone: "Enter the parent or guardian's phone number.",
      guardianConsent: 'A parent or guardian must agree to a junior joining.',
    });
    expect(problems({ ...junior, dateOfBirth: '' })).toEqual({
      dateOfBirth: 'Enter the date of birth.',
    });
  });

  it('asks a senior to be 65 or over', () => {
    expect(problems({ ...adult, typeId: 'senior', dateOfBirth: '1990-01-01' })).toEqual({
      dateOfBirth: 'A senior membership is for members aged 65 and over.',
    });
    expect(problems({ ...adult, typeId: 'senior', dateOfBirth: '1955-01-01' })).toEqual({});
  });
});

describe('joinRequest', () => {
  it('sends a junior with the guardian, an adult without, and one publish choice for both', () => {
    expect(joinRequest(schema(junior).parse(junior), 'junior')).toMatchObject({
      email: 'ann@example.com',
      dateOfBirth: '2014-05-01',
      guardian: { name: 'Gail Angler', consent: true },
      publishName: false,
      publishPhotos: false,
    });
    const adultRequest = joinRequest(
      schema(adult).parse({ ...adult, guardianName: 'left over' }),
      'adult',
    );
    expect(adultRequest).not.toHaveProperty('guardian');
    expect(adultRequest).not.toHaveProperty('dateOfBirth');
  });
});
