/** The demo club: realistic enough that every page of docs/product-spec.md shows something real. */

export const HOME_TEXT =
  '<p>Welcome to <strong>Priory Angling Club</strong>, a friendly club fishing three waters around the Priory since 1962.</p>\\n' +
  '<p>Members fish Weston, Warrens Green and Clay End all year round, with a winter league and a summer match series.</p>\\n' +
  '<p>New members and juniors are always welcome: <a href="/join">join online</a>, or see <a href="/contact-us">Contact Us</a>.</p>';

export const RULES_TEXT =
  '<ol>\\n<li>Membership cards must be carried at all times and shown on request.</li>\\n' +
  '<li>Barbless hooks only on Weston and Clay End.</li>\\n' +
  '<li>No keepnets except in club matches.</li>\\n' +
  '<li>All litter, including line and bait tubs, must be taken home.</li>\\n' +
  '<li>Night fishing on Warrens Green by permit only.</li>\\n' +
  '<li>Unhooking mats must be used for all carp over 5 lb.</li>\\n</ol>';

export const NEWSLETTER_TEXT =
  '<h3>Autumn Newsletter</h3>\\n<p>The work party cleared the reed bed on Clay End: thank you to the twenty members who turned out.</p>\\n' +
  '<p>The winter league starts on the first Sunday of December. Draw at 8:00 at the Weston car park.</p>\\n' +
  '<p>Subscriptions for next season are due by 31 March.</p>';

/**
 * Home page articles, written in the HTML the rich-text editor makes (p, h2, h3, ul/ol/li,
 * strong, em, a), so a newcomer sees what formatted news looks like.
 */
export const ARTICLES = [
  {
    id: 'article-1',
    title: 'Winter league dates announced',
    text:
      '<p>The <strong>winter league</strong> returns with six rounds across all three waters.</p>' +
      '<h3>How it works</h3>' +
      '<ul><li>Entry is £5 per round, pools optional.</li><li>Best five of six rounds count.</li>' +
      '<li>Draw at 8:00 at the Weston car park.</li></ul>' +
      '<p>Book your peg with the <a href="/contact-us">match secretary</a>.</p>',
    daysAgo: 2,
  },
  {
    id: 'article-2',
    title: 'Record tench from Weston',
    // The record book's (the approved demo catches'): e2e records.spec checks that they agree.
    text:
      '<p><strong>Jim Lee</strong> landed an 8 lb 4 oz tench at Weston on float-fished corn, ' +
      'a new club record for the species.</p>' +
      '<p><em>See it on the <a href="/catches">Member Catches</a> page.</em></p>',
    daysAgo: 12,
  },
  {
    id: 'article-3',
    title: 'Work party at Clay End',
    text:
      '<h2>Thank you!</h2>' +
      '<p>Twenty members turned out to clear the swims on the south bank. We:</p>' +
      '<ol><li>cut back the reed bed,</li><li>rebuilt four platforms,</li>' +
      '<li>cleared two skips of litter.</li></ol>' +
      '<p>The next work party is on the first Saturday of the month.</p>',
    daysAgo: 25,
  },
  {
    id: 'article-4',
    title: 'New pegs on Weston',
    text:
      '<p>Eight new <strong>disabled-access pegs</strong> are now open along the car park bank.</p>' +
      '<ul><li>Level paths from the car park</li><li>Wide platforms with rails</li></ul>',
    daysAgo: 40,
  },
  {
    id: 'article-5',
    title: 'AGM minutes published',
    text:
      "<p>The minutes of this year's AGM are available from the secretary.</p>" +
      '<h3>Decisions</h3>' +
      '<ul><li>Subscriptions stay the same.</li><li>Barbless hooks on Clay End stay.</li></ul>' +
      '<p>Read the updated <a href="/rules">club rules</a>.</p>',
    daysAgo: 70,
  },
  {
    id: 'article-6',
    title: 'Otter fencing complete',
    text:
      '<p>The fencing around Warrens Green is finished, funded by an ' +
      '<a href="https://anglingtrust.net">Angling Trust</a> grant.</p>' +
      '<p><em>Please close the gates behind you.</em></p>',
    daysAgo: 120,
  },
];

export const MEMBERS = [
  {
    id: 'member-chair',
    positionRank: 1,
    memberName: 'Geoff Barnes',
    memberRole: 'Chairman',
    contactAddress: '12 Mill Lane, Priory Green, Kent, ME1 4AB',
    contactEmail: 'chair@pac.example',
    contactNumber: '07700 900101',
    photo: true,
  },
  {
    id: 'member-secretary',
    positionRank: 2,
    memberName: 'Linda Moss',
    memberRole: 'Secretary',
    contactAddress: '3 Church Row, Weston, Kent, ME2 5CD',
    contactEmail: 'secretary@pac.example',
    contactNumber: '07700 900102',
    photo: true,
  },
  {
    id: 'member-treasurer',
    positionRank: 3,
    memberName: 'Raj Patel',
    memberRole: 'Treasurer',
    contactAddress: 'Flat 2, 48 High Street, Priory Green, Kent, ME1 4EF',
    contactEmail: 'treasurer@pac.example',
    contactNumber: '07700 900103',
    photo: true,
  },
  {
    id: 'member-match',
    positionRank: 4,
    memberName: 'Steve Rudd',
    memberRole: 'Match Secretary',
    contactAddress: '7 Clay End Cottages, Kent, ME3 6GH',
    contactEmail: 'matches@pac.example',
    contactNumber: '07700 900104',
    photo: true,
  },
  {
    id: 'member-bailiff',
    positionRank: 5,
    memberName: 'Tom Bream',
    memberRole: 'Head Bailiff',
    contactAddress: 'Keepers Lodge, Warrens Green, Kent, ME4 7JK',
    contactEmail: 'bailiff@pac.example',
    contactNumber: '07700 900105',
    photo: true,
  },
  {
    id: 'member-juniors',
    positionRank: 6,
    memberName: 'Amy Perch',
    memberRole: 'Junior Officer',
    contactAddress: '21 Orchard Way, Weston, Kent, ME2 5LM',
    contactEmail: 'juniors@pac.example',
    contactNumber: '07700 900106',
    photo: false,
  },
];

export const WATER_ENTRIES: Record<
  'weston' | 'warrensGreen' | 'clayEnd',
  { text: string; caption: string }[]
> = {
  weston: [
    {
      caption: 'Weston Lake',
      text: '<p>Weston is a 6-acre mixed fishery with 40 pegs, well stocked with carp to 25 lb, tench, bream and roach.</p>',
    },
    {
      caption: 'Weston car park bank',
      text: '<p>The car park bank has level, disabled-access pegs. Best baits: pellet and meat in summer, maggot in winter.</p>',
    },
  ],
  warrensGreen: [
    {
      caption: 'Warrens Green',
      text: '<p>A mature estate lake of 4 acres with lilies and a famous tench population.</p>',
    },
    {
      caption: 'Warrens Green island',
      text: '<p>Night fishing by permit only. The island swims fish best at first light.</p>',
    },
    {
      caption: 'Warrens Green dam wall',
      text: '<p>The deep water by the dam wall holds bream shoals through the winter.</p>',
    },
  ],
  clayEnd: [
    {
      caption: 'Clay End pits',
      text: '<p>Two old clay pits joined by a channel: specimen pike and perch, with barbless hooks only.</p>',
    },
    {
      caption: 'Clay End south bank',
      text: '<p>The south bank platforms were rebuilt this autumn by the club work party.</p>',
    },
  ],
};

/**
 * The club's match calendar, one match a month, each named for its season (January is index 0):
 * the winter league in the cold months, the Christmas Open in December, the summer series in
 * summer.
 */
export const MATCH_ROWS = [
  { description: 'Winter League Round 3', location: 'Clay End', drawTime: '08:00' },
  { description: 'Winter League Round 4', location: 'Weston', drawTime: '08:00' },
  { description: 'Spring Silverfish', location: 'Weston', drawTime: '09:00' },
  { description: 'Spring Series Round 1', location: 'Warrens Green', drawTime: '08:00' },
  { description: 'Spring Series Round 2', location: 'Clay End', drawTime: '08:00' },
  { description: 'Tench Trophy', location: 'Warrens Green', drawTime: '06:30' },
  { description: 'Summer Series Round 1', location: 'Weston', drawTime: '07:00' },
  { description: 'Junior Summer Match', location: 'Warrens Green', drawTime: '10:00' },
  { description: 'Autumn Carp Cup', location: 'Weston', drawTime: '08:00' },
  { description: 'Autumn Presidents Cup', location: 'Clay End', drawTime: '08:30' },
  { description: 'Pike Pairs', location: 'Clay End', drawTime: '07:30' },
  { description: 'Christmas Open', location: 'Warrens Green', drawTime: '08:30' },
];

/** The match held in the month of `date` (UTC). */
export function matchForDate(date: Date) {
  return MATCH_ROWS[date.getUTCMonth()]!;
}

/**
 * A season of matches from a year ago to a year ahead: the first Sunday of each month, as UTC
 * midnight (the match list shows dates in UTC), each named for its month.
 */
export function demoMatches(today = new Date()) {
  return Array.from({ length: 25 }, (_, index) => {
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + index - 12, 1));
    const firstSunday = (7 - month.getUTCDay()) % 7;
    const date = new Date(month.getTime() + firstSunday * 24 * 3600 * 1000);
    return { id: `match-${index + 1}`, ...matchForDate(date), date };
  });
}

export const MATCH_RULES = [
  'Pools are optional and paid at the draw.',
  'Fishing starts and ends on the whistle.',
  'Keepnets must be fully extended and pegged out.',
  'No groundbait before the all-in.',
  'Weigh-in is by the steward; anglers must stay with their net.',
  'The result is final once the scales are signed.',
];

export const SOCIALS = [
  {
    id: 'facebook',
    socialName: 'Facebook',
    socialURL: 'https://www.facebook.com/prioryanglingclub',
    socialActive: true,
  },
  {
    id: 'x',
    socialName: 'X (Formerly Twitter)',
    socialURL: 'https://x.com/prioryangling',
    socialActive: true,
  },
  {
    id: 'instagram',
    socialName: 'Instagram',
    socialURL: 'https://www.instagram.com/prioryanglingclub',
    socialActive: true,
  },
  {
    id: 'youtube',
    socialName: 'YouTube',
    socialURL: 'https://www.youtube.com/@prioryanglingclub',
    socialActive: true,
  },
  {
    id: 'linkedin',
    socialName: 'LinkedIn',
    socialURL: 'https://www.linkedin.com/company/priory-angling-club',
    socialActive: false,
  },
  {
    id: 'reddit',
    socialName: 'Reddit',
    socialURL: 'https://www.reddit.com/r/prioryangling',
    socialActive: false,
  },
];

export const CONTACTS = [
  { id: 'contact-membership', title: 'Membership', memberId: 'member-secretary' },
  { id: 'contact-matches', title: 'Match Bookings', memberId: 'member-match' },
  { id: 'contact-bailiff', title: 'Bailiff (emergencies)', memberId: 'member-bailiff' },
];

const FIRST = ['Dave', 'Sue', 'Mick', 'Ellie', 'Paul', 'Karen', 'Jim', 'Olly', 'Priya', 'Ben'];
const LAST = ['Carter', 'Marsh', 'Hooper', 'Waters', 'Lee', 'Sharp', 'Reed', 'Gale'];
const FISH = [
  'Common Carp',
  'Mirror Carp',
  'Tench',
  'Bream',
  'Roach',
  'Pike',
  'Perch',
  'Rudd',
  'Crucian Carp',
  'Chub',
];
const LOCATIONS = ['Weston', 'Warrens Green', 'Clay End'];
/** About the heaviest of each species a club water gives (lb), so the demo records look real. */
const FISH_MAX_LBS: Record<string, number> = {
  'Common Carp': 32,
  'Mirror Carp': 28,
  Tench: 9,
  Bream: 12,
  Roach: 2,
  Pike: 24,
  Perch: 3,
  Rudd: 2,
  'Crucian Carp': 3,
  Chub: 6,
};

export interface DemoCatch {
  id: string;
  memberName: string;
  fishType: string;
  catchLocation: string;
  fishLbs?: number;
  fishOz?: number;
  isPublic: boolean;
  orderRank: number;
  /** When it was sent (the review list's "Sent"), in the order of its rank as on the site. */
  submittedAt: Date;
}

const HOUR = 3_600_000;

/**
 * 40 catches: every fifth unapproved, every seventh without a weight. Sent four hours apart
 * before `now`, the newest 3 hours ago: of 40, the oldest waiting one about 6 days ago.
 */
export function demoCatches(count = 40, now = Date.now()): DemoCatch[] {
  return Array.from({ length: count }, (_, i) => {
    const rank = i + 1;
    const noWeight = rank % 7 === 0;
    const fishType = FISH[(i * 7) % FISH.length]!;
    return {
      id: `catch-${String(rank).padStart(3, '0')}`,
      memberName: `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`,
      fishType,
      catchLocation: LOCATIONS[i % LOCATIONS.length]!,
      ...(noWeight
        ? {}
        : { fishLbs: (i * 13) % (FISH_MAX_LBS[fishType]! + 1), fishOz: (i * 5) % 16 }),
      isPublic: rank % 5 !== 0,
      orderRank: rank,
      submittedAt: new Date(now - (3 + 4 * (count - rank)) * HOUR),
    };
  });
}

/** How to find, park at and fish each water (waters/{key}; src/features/waters/types.ts). */
export const WATER_DETAILS = {
  weston: {
    postcode: 'ME3 8LQ',
    directions:
      'From the A228 turn onto Weston Lane and follow it for a mile; the gate is on the left just past Lower Farm shop. The padlock code is printed on your permit.',
    parking:
      'Club car park inside the gate for about 30 cars; the car park bank pegs are 20 metres away.',
    facilities:
      'Composting toilet by the car park, level disabled-access pegs 1 to 6, and a shelter where the match draws are held.',
    species: 'Carp to 25 lb, tench, bream, roach, rudd and perch',
    rules:
      'Barbless hooks only.\nNo keepnets before 1 June.\nNo nut baits of any kind.\nDawn to dusk: no night fishing.',
  },
  warrensGreen: {
    postcode: 'ME2 4NR',
    directions:
      'Through Warrens Green village and past St Mary’s church; the lake is signed down the estate track on the right. Drive at walking pace: the estate’s horses use the track.',
    parking: 'Estate car park behind the dam for 15 cars. Please park nose in.',
    facilities:
      'No toilet on site. Grass pegs; the island swims are a short walk over the footbridge.',
    species: 'Tench, bream, crucian carp, roach and pike',
    rules:
      'Night fishing by permit only: ask the secretary.\nNo fishing from the dam wall.\nPike anglers use wire traces and an unhooking mat.\nTake all litter home, including line.',
  },
  clayEnd: {
    postcode: 'ME3 9DU',
    directions:
      'Leave the A289 at the Clay End roundabout towards the old brickworks; the pits are behind the green gate at the end of Kiln Road.',
    parking: 'Hard-standing car park for 20 cars at the end of Kiln Road, locked at dusk.',
    facilities:
      'Portable toilet in the car park. The south bank has new wooden platforms; the north bank is natural and steep in places.',
    species: 'Pike to 28 lb, perch, roach, bream and eels',
    rules:
      'Barbless hooks only.\nNo live baiting.\nPike anglers carry long forceps, wire traces and an unhooking mat.\nNo fishing in the channel between the pits.',
  },
} as const;

/** Clay End's south bank works: restricted for the next fortnight (waterStatus/clayEnd, rev 1). */
export const DEMO_WATER_STATUS = {
  key: 'clayEnd',
  state: 'restricted',
  reason: 'Works on the banks: the south bank platforms are being rebuilt, fish the north bank',
  days: 12,
} as const;
