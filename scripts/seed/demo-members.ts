import type { AgeBand, MemberStatus } from '../../src/config/membership';

/**
 * The demo club's members (issue 33): who `npm run dev` prints and the end-to-end tests sign in
 * as. Emulator-only. `season` says which season they last paid for, relative to the seeding day:
 * 'current', 'previous' (lapsed past the grace) or null (never paid).
 */
export interface DemoMember {
  id: string;
  /** Their Auth account (email-link or password sign-in), or null: not yet signed in. */
  uid: string | null;
  memberNumber: string;
  email: string;
  password: string;
  name: string;
  ageBand: AgeBand;
  status: MemberStatus;
  season: 'current' | 'previous' | null;
  dateOfBirth?: string;
  guardian?: { name: string; email: string; phone: string };
  publishName: boolean;
  note: string;
}

export const DEMO_MEMBERS: DemoMember[] = [
  {
    id: 'demo-member-adult',
    uid: 'demo-member-adult',
    memberNumber: '1001',
    email: 'alan.perch@pac.example',
    password: 'pac-member-123',
    name: 'Alan Perch',
    ageBand: 'adult',
    status: 'active',
    season: 'current',
    publishName: true,
    note: 'adult member, paid this season',
  },
  {
    id: 'demo-member-junior',
    uid: 'demo-member-junior',
    memberNumber: '1002',
    email: 'jamie.roach@pac.example',
    password: 'pac-junior-123',
    name: 'Jamie Roach',
    ageBand: 'junior',
    status: 'active',
    season: 'current',
    dateOfBirth: '2013-06-14',
    guardian: { name: 'Karen Roach', email: 'karen.roach@pac.example', phone: '07700 900412' },
    publishName: false,
    note: 'junior with a guardian; name not published (initials)',
  },
  {
    id: 'demo-member-senior',
    uid: 'demo-member-senior',
    memberNumber: '1003',
    email: 'graham.barbel@pac.example',
    password: 'pac-senior-123',
    name: 'Graham Barbel',
    ageBand: 'senior',
    status: 'active',
    season: 'current',
    dateOfBirth: '1952-02-03',
    publishName: true,
    note: 'senior member, paid this season',
  },
  {
    id: 'demo-member-lapsed',
    uid: 'demo-member-lapsed',
    memberNumber: '1004',
    email: 'lisa.bream@pac.example',
    password: 'pac-lapsed-123',
    name: 'Lisa Bream',
    ageBand: 'adult',
    status: 'active',
    season: 'previous',
    publishName: true,
    note: 'lapsed: paid last season only',
  },
  {
    id: 'demo-member-pending',
    uid: null,
    memberNumber: '1005',
    email: 'peter.pike@pac.example',
    password: 'pac-pending-123',
    name: 'Peter Pike',
    ageBand: 'adult',
    status: 'awaitingPayment',
    season: null,
    publishName: true,
    note: 'joined online, awaiting payment to the treasurer',
  },
];
