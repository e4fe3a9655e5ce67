import { describe, expect, it } from 'vitest';
import type { ClubMember } from '../types';
import {
  csvCell,
  expiryChoices,
  filterRegister,
  filterText,
  NEVER_PAID,
  NO_FILTER,
  registerCsv,
} from './register';

const DATES = { renewalOpensDays: 30, graceDays: 30 };
const TODAY = '2026-11-27';

function member(fields: Partial<ClubMember> & Pick<ClubMember, 'id' | 'name'>): ClubMember {
  return {
    memberNumber: fields.id,
    uid: null,
    email: `${fields.id}@pac.example`,
    phone: '',
    address: '',
    dateOfBirth: null,
    guardian: null,
    publishName: true,
    publishPhotos: true,
    typeId: 'adult',
    typeName: 'Adult',
    ageBand: 'adult',
    status: 'active',
    paidUntil: '2027-03-31',
    paymentReference: `PAC-${fields.id}`,
    closeRequestedAt: null,
    ...fields,
  };
}

const MEMBERS = [
  member({ id: '1001', name: 'Alan Perch' }),
  member({ id: '1002', name: 'Jamie Roach', typeId: 'junior', typeName: 'Junior' }),
  member({ id: '1004', name: 'Lisa Bream', paidUntil: '2026-03-31' }),
  member({ id: '1005', name: 'Peter Pike', status: 'awaitingPayment', paidUntil: null }),
  member({ id: '1006', name: 'Cara Carp', status: 'closed', email: 'cara@fish.example' }),
];

const names = (filter: Partial<typeof NO_FILTER>) =>
  filterRegister(MEMBERS, { ...NO_FILTER, ...filter }, DATES, TODAY).map((m) => m.name);

describe('the register filter', () => {
  it('finds members by any part of the name, number or email, every word matching', () => {
    expect(names({ search: 'pi' })).toEqual(['Peter Pike']);
    expect(names({ search: '1002' })).toEqual(['Jamie Roach']);
    expect(names({ search: 'FISH.example' })).toEqual(['Cara Carp']);
    expect(names({ search: '  lisa   bream ' })).toEqual(['Lisa Bream']);
    expect(names({ search: 'lisa roach' })).toEqual([]);
  });

  it('filters by where each member stands today, read from the dates, not the stored status', () => {
    expect(names({ standing: 'active' })).toEqual(['Alan Perch', 'Jamie Roach']);
    // Stored active, but paid only to last March and past the grace: lapsed.
    expect(names({ standing: 'lapsed' })).toEqual(['Lisa Bream']);
    expect(names({ standing: 'awaitingPayment' })).toEqual(['Peter Pike']);
    expect(names({ standing: 'closed' })).toEqual(['Cara Carp']);
  });

  it('filters by type and by the day paid until, or never paid, together', () => {
    expect(names({ typeId: 'junior' })).toEqual(['Jamie Roach']);
    expect(names({ expiry: '2026-03-31' })).toEqual(['Lisa Bream']);
    expect(names({ expiry: NEVER_PAID })).toEqual(['Peter Pike']);
    expect(names({ expiry: '2027-03-31', typeId: 'adult', standing: 'active' })).toEqual([
      'Alan Perch',
    ]);
    expect(expiryChoices(MEMBERS)).toEqual(['2027-03-31', '2026-03-31']);
  });
});

describe('the register as CSV', () => {
  it('holds a header and exactly the rows given, with their standing today', () => {
    const rows = filterRegister(MEMBERS, { ...NO_FILTER, search: 'Bream' }, DATES, TODAY);
    const lines = registerCsv(rows, DATES, TODAY).split('\r\n');
    expect(lines[0]).toBe(
      'Member number,Name,Email,Phone,Address,Type,Standing,Paid until,Payment reference,Date of birth,Guardian',
    );
    expect(lines.slice(1)).toEqual([
      '1004,Lisa Bream,1004@pac.example,,,Adult,Lapsed,2026-03-31,PAC-1004,,',
      '',
    ]);
  });

  it('quotes commas, quotes and line breaks, and keeps formulas as text', () => {
    expect(csvCell('1 High St, Weston')).toBe('"1 High St, Weston"');
    expect(csvCell('The "Pike"')).toBe('"The ""Pike"""');
    expect(csvCell('Flat 2\nMill Lane')).toBe('"Flat 2\nMill Lane"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+44 7700')).toBe("'+44 7700");
    expect(csvCell('Plain')).toBe('Plain');
  });
});

describe('filterText', () => {
  it('says which filter chose the rows, or that none did', () => {
    expect(filterText(NO_FILTER, {})).toBe('All members');
    expect(
      filterText(
        { search: ' perch ', standing: 'lapsed', typeId: 'adult', expiry: NEVER_PAID },
        { adult: 'Adult' },
      ),
    ).toBe('Search: perch; Standing: Lapsed; Type: Adult; Paid until: not paid');
  });
});
