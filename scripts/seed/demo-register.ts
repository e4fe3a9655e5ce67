import type { DemoMember } from './demo-members';

/**
 * The rest of the demo club's register: members with no account on the site (they pay the
 * treasurer and never signed in), so that the register, its filters, search and export, and the
 * Applications tab look like a small club's, not five test people. Emulator-only, like the rest of
 * the seed. Numbers from Ofcom's drama range (07700 9005xx, apart from the demo accounts' 9003xx
 * and the guardians' 9004xx) and addresses around the club's own in Kent.
 */
export interface RegisterMember extends Omit<DemoMember, 'uid' | 'password' | 'note'> {
  phone: string;
  address: string;
}

type Row = [
  name: string,
  email: string,
  band: DemoMember['ageBand'],
  standing: 'paid' | 'lapsed' | 'awaiting' | 'closed',
  publishName: boolean,
  address: string,
  dateOfBirth?: string,
  guardian?: string,
];

const PRIORY = 'Priory Green, ME1';
const WESTON = 'Weston, ME2';
const WARREN = 'Warren Street, ME3';

const ROWS: Row[] = [
  ['Steve Hollis', 'steve.hollis@example.com', 'adult', 'paid', true, `9 Mill Lane, ${PRIORY} 4AD`],
  [
    'Ray Pritchard',
    'raypritchard@example.org',
    'senior',
    'paid',
    true,
    `2 Orchard Close, ${PRIORY} 4LP`,
    '1948-09-21',
  ],
  ['Dean Walsh', 'dean.walsh@example.com', 'adult', 'paid', true, `33 Station Road, ${PRIORY} 4GH`],
  [
    'Kelly Arnott',
    'k.arnott@example.net',
    'adult',
    'paid',
    false,
    `5 Kiln Cottages, ${WESTON} 3EB`,
  ],
  ['Mick Dunstan', 'mickd@example.com', 'adult', 'paid', true, `18 The Street, ${WARREN} 5JP`],
  [
    'Harry Dunstan',
    'harry.dunstan@example.com',
    'junior',
    'paid',
    false,
    `18 The Street, ${WARREN} 5JP`,
    '2012-05-09',
    'Mick Dunstan',
  ],
  [
    'Colin Webb',
    'colin.webb@example.org',
    'senior',
    'paid',
    true,
    `Lock House, Canal Walk, ${PRIORY} 4RT`,
    '1956-01-30',
  ],
  [
    'Jo Mercer',
    'jo.mercer@example.com',
    'concession',
    'paid',
    true,
    `Flat 2, 40 High Street, ${PRIORY} 4AA`,
  ],
  ['Gary Fenn', 'garyfenn@example.com', 'adult', 'paid', true, `6 Weald View, ${WESTON} 3EH`],
  [
    'Tony Bright',
    'tony.bright@example.net',
    'adult',
    'paid',
    true,
    `27 Church Street, ${PRIORY} 4BT`,
  ],
  [
    'Sue Bright',
    'sue.bright@example.net',
    'adult',
    'paid',
    false,
    `27 Church Street, ${PRIORY} 4BT`,
  ],
  [
    'Ollie Bright',
    'ollie.bright@example.net',
    'junior',
    'paid',
    true,
    `27 Church Street, ${PRIORY} 4BT`,
    '2010-11-17',
    'Sue Bright',
  ],
  [
    'Phil Chandler',
    'p.chandler@example.org',
    'adult',
    'paid',
    true,
    `3 Hop Garden Way, ${WARREN} 5JD`,
  ],
  [
    'Les Gower',
    'les.gower@example.com',
    'senior',
    'paid',
    true,
    `11 Almshouse Row, ${PRIORY} 4HN`,
    '1944-07-02',
  ],
  [
    'Nadia Khan',
    'nadia.khan@example.com',
    'adult',
    'paid',
    true,
    `54 Maidstone Road, ${WESTON} 3EQ`,
  ],
  [
    'Ben Oakley',
    'ben.oakley@example.org',
    'concession',
    'paid',
    true,
    `Room 12, Rochester Hall, ${PRIORY} 4SU`,
  ],
  [
    'Wayne Tillett',
    'wayne.tillett@example.com',
    'adult',
    'paid',
    true,
    `1 Ferry Cottages, ${WARREN} 5LF`,
  ],
  [
    'Marcus Reid',
    'marcus.reid@example.com',
    'adult',
    'paid',
    true,
    `72 Station Road, ${PRIORY} 4GJ`,
  ],
  [
    'Ellie Reid',
    'ellie.reid@example.com',
    'junior',
    'paid',
    false,
    `72 Station Road, ${PRIORY} 4GJ`,
    '2014-02-26',
    'Marcus Reid',
  ],
  [
    'Keith Lambourne',
    'keithlambourne@example.net',
    'senior',
    'paid',
    true,
    `The Bungalow, Marsh Lane, ${WESTON} 3ER`,
    '1950-12-08',
  ],
  [
    'Andy Sherwood',
    'andy.sherwood@example.com',
    'adult',
    'paid',
    true,
    `15 Weir Road, ${WARREN} 5JW`,
  ],
  ['Lee Cartwright', 'lee.c@example.org', 'adult', 'paid', true, `8 Bramley Avenue, ${PRIORY} 4PL`],
  [
    'Terry Nash',
    'terry.nash@example.com',
    'adult',
    'paid',
    true,
    `20 Chalk Pit Lane, ${WESTON} 3EZ`,
  ],
  [
    'Pauline Nash',
    'pauline.nash@example.com',
    'senior',
    'paid',
    false,
    `20 Chalk Pit Lane, ${WESTON} 3EZ`,
    '1957-04-14',
  ],
  [
    'Shaun Doyle',
    'shaun.doyle@example.net',
    'adult',
    'lapsed',
    true,
    `41 The Green, ${WARREN} 5JK`,
  ],
  [
    'Rob Haines',
    'rob.haines@example.com',
    'adult',
    'lapsed',
    true,
    `9 Cherry Tree Close, ${PRIORY} 4QA`,
  ],
  [
    'Kyle Haines',
    'kyle.haines@example.com',
    'junior',
    'lapsed',
    false,
    `9 Cherry Tree Close, ${PRIORY} 4QA`,
    '2011-08-23',
    'Rob Haines',
  ],
  [
    'Derek Marsh',
    'derek.marsh@example.org',
    'senior',
    'closed',
    true,
    `2 Priory Mews, ${PRIORY} 4MW`,
    '1941-03-11',
  ],
  ['Tom Ashby', 'tom.ashby@example.com', 'adult', 'awaiting', true, `16 Riverside, ${WESTON} 3EW`],
  [
    'Priya Shah',
    'priya.shah@example.org',
    'concession',
    'awaiting',
    true,
    `Flat 5, Kingsmead Court, ${PRIORY} 4KC`,
  ],
];

const FIRST_NUMBER = 1006;
const ID_PREFIX = 'demo-register-';

/** What each row's standing means on the record: its status, and the season it last paid for. */
const STANDING = {
  paid: { status: 'active', season: 'current' },
  lapsed: { status: 'active', season: 'previous' },
  awaiting: { status: 'awaitingPayment', season: null },
  closed: { status: 'closed', season: 'previous' },
} as const;

export const DEMO_REGISTER: RegisterMember[] = ROWS.map(
  ([name, email, ageBand, standing, publishName, address, dateOfBirth, guardianName], index) => {
    const guardian = guardianName ? ROWS.find(([adult]) => adult === guardianName) : undefined;
    return {
      id: `${ID_PREFIX}${FIRST_NUMBER + index}`,
      memberNumber: String(FIRST_NUMBER + index),
      email,
      name,
      ageBand,
      ...STANDING[standing],
      ...(dateOfBirth ? { dateOfBirth } : {}),
      ...(guardian
        ? {
            guardian: {
              name: guardian[0],
              email: guardian[1],
              phone: `07700 9005${String(ROWS.indexOf(guardian)).padStart(2, '0')}`,
            },
          }
        : {}),
      publishName,
      phone: `07700 9005${String(index).padStart(2, '0')}`,
      address,
    };
  },
);
