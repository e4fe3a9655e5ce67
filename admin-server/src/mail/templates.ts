/**
 * What each kind of email says, as content for the one layout (layout.ts). Dates are en-GB in
 * London's time ("31 March 2027"); every link is built on the site's configured origin.
 */
import { CLUB_TIME_ZONE } from '../../../src/config/club-time.ts';
import type { BankDetails } from '../members/settings.ts';
import type { MailContent } from './layout.ts';
import type { MailSettings } from './mail-settings.ts';

/** A junior's essential email as copied to their parent or guardian: that one's name. */
interface GuardianCopy {
  guardianCopy?: string;
}

export type MailData =
  | ({
      kind: 'paymentReceipt';
      name: string;
      memberNumber: string;
      amountPence: number;
      method: 'stripe' | 'cash' | 'bankTransfer';
      reference: string;
      seasonStart: string;
      seasonEnd: string;
      paidOn: string;
    } & GuardianCopy)
  | ({
      kind: 'applicationReceived';
      name: string;
      memberNumber: string;
      typeName: string;
      amountPence: number;
      paymentReference: string;
      waitingList: boolean;
      /** Sent to Stripe's checkout: no bank transfer to ask for (the receipt follows). */
      byCard: boolean;
      /** The treasurer's account, when clubSettings/membership names one. */
      bank: BankDetails | null;
    } & GuardianCopy)
  | { kind: 'renewalDue'; name: string; paidUntil: string }
  | { kind: 'membershipLapsed'; name: string; paidUntil: string }
  | {
      kind: 'catchDecision';
      name: string;
      approved: boolean;
      fishType: string;
      water: string;
      reason: string | null;
    }
  | { kind: 'catchesDigest'; count: number; day: string }
  | { kind: 'adminAccountCreated'; email: string; setPasswordUrl: string }
  | ({
      kind: 'applicationApproved';
      name: string;
      memberNumber: string;
      typeName: string;
      amountPence: number;
      paymentReference: string;
      /** The treasurer's account, when clubSettings/membership names one. */
      bank: BankDetails | null;
      /** The club takes cards online: the email may offer paying by card. */
      cardPayments: boolean;
    } & GuardianCopy)
  | {
      kind: 'resultsPublished';
      matchId: string;
      description: string;
      location: string;
      /** The match's day (ISO). */
      date: string;
      winner: { angler: string; weightDr: number | null } | null;
    }
  | {
      kind: 'matchAnnounced';
      matchId: string;
      description: string;
      location: string;
      date: string;
      drawTime: string;
    }
  | {
      kind: 'waterStatus';
      name: string;
      water: string;
      /** The water's page: /waters/{slug}. */
      slug: string;
      state: 'open' | 'closed' | 'restricted';
      reason: string;
      until: string | null;
    }
  /** The link itself: made by Firebase Auth for this request (auth-links.ts). */
  | { kind: 'signInLink'; link: string }
  | { kind: 'passwordReset'; link: string }
  | {
      kind: 'dayTicket';
      /** The ticket's id and the key of its link (only its hash is stored: day-tickets.ts). */
      ticketId: string;
      key: string;
      name: string;
      water: string;
      /** The day it is for (ISO). */
      date: string;
      amountPence: number;
    };

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: CLUB_TIME_ZONE,
});

/** "31 March 2027" for an ISO day ("2027-03-31") or an instant. */
export function ukDate(value: string | Date): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00Z`)
      : new Date(value);
  return LONG_DATE.format(date);
}

/** "22 lb 14 oz" (drams only when there are some), as the results pages give weights. */
export function weightText(drams: number): string {
  const lb = Math.floor(drams / 256);
  const oz = Math.floor((drams % 256) / 16);
  const dr = drams % 16;
  return [`${lb} lb`, `${oz} oz`, ...(dr ? [`${dr} dr`] : [])].join(' ');
}

/** The account's lines of an email's details, where the club has set one. */
const bankLines = (bank: BankDetails | null): [string, string][] =>
  bank
    ? [
        ['Account name', bank.accountName],
        ['Sort code', bank.sortCode],
        ['Account number', bank.accountNumber],
      ]
    : [];

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
const METHODS = { stripe: 'card (Stripe)', cash: 'cash', bankTransfer: 'bank transfer' } as const;

type ApplicationData = Extract<MailData, { kind: 'applicationReceived' }>;

/**
 * The reply to an application: the waiting list, or how the applicant is paying. By card they were
 * sent to Stripe's page and the receipt follows its payment, so no bank transfer is asked for; the
 * treasurer, the reference to quote as before.
 */
function applicationReceived(data: ApplicationData, club: string, site: string): MailContent {
  const base = {
    greeting: `Dear ${data.name},`,
    button: { label: 'See your membership', url: `${site}/account` },
  };
  const who: [string, string][] = [
    ['Member number', data.memberNumber],
    ['Membership', data.typeName],
  ];
  if (data.waitingList) {
    return {
      ...base,
      subject: `You are on the waiting list, ${data.name}`,
      preheader: `${data.typeName} membership is full; we will write when a place is free.`,
      paragraphs: [
        `Thank you for applying to ${club}. ${data.typeName} membership is full this season, so you are on the waiting list; we will write as soon as a place is free. You pay nothing until then.`,
      ],
      details: who,
    };
  }
  const subject = `We have your application, ${data.name}`;
  if (data.byCard) {
    return {
      ...base,
      subject,
      preheader: `${data.typeName} membership: ${pounds(data.amountPence)} by card.`,
      paragraphs: [
        `Thank you for applying to ${club}. You chose to pay by card: your membership starts as soon as the payment is confirmed, and we email your receipt then. If you did not finish paying, sign in to your membership to pay.`,
      ],
      details: [...who, ['Amount', pounds(data.amountPence)]],
    };
  }
  return {
    ...base,
    subject,
    preheader: `${data.typeName} membership: ${pounds(data.amountPence)}, reference ${data.paymentReference}.`,
    paragraphs: [
      `Thank you for applying to ${club}. Your membership starts as soon as your payment reaches us; please quote your reference when you pay by bank transfer.`,
    ],
    // The account too: a parent paying for a junior has this email, not the page that showed it.
    details: [
      ...who,
      ['Amount', pounds(data.amountPence)],
      ['Reference', data.paymentReference],
      ...bankLines(data.bank),
    ],
  };
}

/** How an approved applicant may pay: by transfer where the treasurer's account is known, by card where cards are taken. */
function approvedPayWays(bank: boolean, card: boolean): string {
  if (bank && card)
    return 'by bank transfer quoting your reference, or by card from your membership page';
  if (bank) return 'by bank transfer quoting your reference';
  if (card) return 'by card from your membership page';
  return 'to the treasurer, quoting your reference';
}

export function contentOf(data: MailData, settings: MailSettings): MailContent {
  const content = kindContent(data, settings);
  if (!('guardianCopy' in data) || !data.guardianCopy) return content;
  // The parent cannot open the member's own pages (they sign in with the member's address): no
  // button to them; the copy says where the member finds them instead.
  const { button, ...rest } = content;
  return {
    ...rest,
    greeting: `Dear ${data.guardianCopy},`,
    paragraphs: [
      `As ${data.name}'s parent or guardian, you get a copy of this email we sent to ${data.name}.`,
      ...content.paragraphs,
      ...(button
        ? [
            `${data.name} signs in at ${button.url} with their own email address to see their membership.`,
          ]
        : []),
    ],
  };
}

function kindContent(data: MailData, settings: MailSettings): MailContent {
  const site = settings.siteOrigin;
  const club = settings.clubName;
  switch (data.kind) {
    case 'paymentReceipt':
      return {
        subject: `Receipt: ${club} membership until ${ukDate(data.seasonEnd)}`,
        preheader: `We received ${pounds(data.amountPence)}. Your permit is ready.`,
        greeting: `Dear ${data.name},`,
        paragraphs: [
          `Thank you: we received your payment and your membership is active. Keep this email as your receipt.`,
        ],
        details: [
          ['Member number', data.memberNumber],
          ['Amount', pounds(data.amountPence)],
          ['Paid by', METHODS[data.method]],
          ['Reference', data.reference],
          ['Paid on', ukDate(data.paidOn)],
          ['Season', `${ukDate(data.seasonStart)} to ${ukDate(data.seasonEnd)}`],
        ],
        button: { label: 'Show your permit', url: `${site}/account/card` },
        after: [
          'Open your permit on your phone before you go: it works on the bank with no signal.',
        ],
      };
    case 'applicationReceived':
      return applicationReceived(data, club, site);
    case 'renewalDue':
      return {
        subject: `Time to renew: your membership ends on ${ukDate(data.paidUntil)}`,
        preheader: 'Renew in one tap with the same details.',
        greeting: `Dear ${data.name},`,
        paragraphs: [
          `Your ${club} membership ends on ${ukDate(data.paidUntil)}. Renew now to keep fishing without a break: one tap, the same details.`,
        ],
        button: { label: 'Renew your membership', url: `${site}/account` },
      };
    case 'membershipLapsed':
      return {
        subject: 'Your membership has lapsed',
        preheader: 'Renew to fish the club waters again.',
        greeting: `Dear ${data.name},`,
        paragraphs: [
          `Your ${club} membership ended on ${ukDate(data.paidUntil)} and was not renewed, so your permit is no longer valid on the club's waters. We would be glad to have you back.`,
        ],
        button: { label: 'Renew your membership', url: `${site}/account` },
      };
    case 'catchDecision':
      return data.approved
        ? {
            subject: `Your ${data.fishType} is on the catches page`,
            preheader: `Your catch from ${data.water} was approved.`,
            greeting: `Dear ${data.name},`,
            paragraphs: [`Your ${data.fishType} from ${data.water} was approved: well done.`],
            button: { label: 'See the catches', url: `${site}/catches` },
          }
        : {
            subject: `Your ${data.fishType} catch was not approved`,
            preheader: data.reason ?? 'See why on your account page.',
            greeting: `Dear ${data.name},`,
            paragraphs: [
              `Your ${data.fishType} from ${data.water} was not approved for the catches page.`,
              `The reason: ${data.reason ?? 'none was given'}.`,
            ],
            button: { label: 'See your catches', url: `${site}/account` },
          };
    case 'catchesDigest':
      return {
        subject: `${data.count} ${data.count === 1 ? 'catch' : 'catches'} waiting for review`,
        preheader: `On ${ukDate(data.day)}.`,
        greeting: 'Hello,',
        paragraphs: [
          `${data.count} ${data.count === 1 ? 'catch is' : 'catches are'} waiting for review on ${ukDate(data.day)}.`,
        ],
        button: { label: 'Review catches', url: `${site}/admin/manage-catches` },
      };
    case 'adminAccountCreated':
      return {
        subject: `Your admin account at ${club}`,
        preheader: 'Set your password to sign in.',
        greeting: 'Hello,',
        paragraphs: [
          `An admin account was made for ${data.email} on the ${club} website. Choose your password with the button below, then sign in at ${site}/admin/login.`,
        ],
        button: { label: 'Set your password', url: data.setPasswordUrl },
        after: [
          'If you did not expect this, ignore this email: nothing happens until you set a password.',
        ],
      };
    case 'applicationApproved':
      return {
        subject: `A place is free: welcome to ${club}, ${data.name}`,
        preheader: `${data.typeName} membership: ${pounds(data.amountPence)}, reference ${data.paymentReference}.`,
        greeting: `Dear ${data.name},`,
        paragraphs: [
          `Good news: a place is free and the membership secretary has approved your application for ${data.typeName} membership.`,
          `To take it up, pay ${pounds(data.amountPence)} ${approvedPayWays(data.bank !== null, data.cardPayments)}. Your membership starts as soon as your payment reaches us.`,
        ],
        details: [
          ['Member number', data.memberNumber],
          ['Membership', data.typeName],
          ['Amount', pounds(data.amountPence)],
          ['Reference', data.paymentReference],
          ...bankLines(data.bank),
        ],
        button: { label: 'Pay and see your membership', url: `${site}/account` },
      };
    case 'resultsPublished':
      return {
        subject: `Results: ${data.description}, ${ukDate(data.date)}`,
        preheader: data.winner
          ? `Won by ${data.winner.angler}${data.winner.weightDr === null ? '' : ` with ${weightText(data.winner.weightDr)}`}.`
          : 'The results are on the match page.',
        greeting: 'Hello,',
        paragraphs: [
          `The results of ${data.description} at ${data.location} on ${ukDate(data.date)} are published.`,
          ...(data.winner
            ? [
                `The winner: ${data.winner.angler}${data.winner.weightDr === null ? '' : `, with ${weightText(data.winner.weightDr)}`}.`,
              ]
            : []),
        ],
        button: { label: 'See the results', url: `${site}/matches/${data.matchId}` },
      };
    case 'matchAnnounced':
      return {
        subject: `New match: ${data.description}, ${ukDate(data.date)}`,
        preheader: `${data.location}, draw at ${data.drawTime}.`,
        greeting: 'Hello,',
        paragraphs: [
          `A new match is on the club's calendar: ${data.description} at ${data.location} on ${ukDate(data.date)}, the draw at ${data.drawTime}. To fish it, tell the match secretary before the day.`,
        ],
        details: [
          ['Match', data.description],
          ['Water', data.location],
          ['Date', ukDate(data.date)],
          ['Draw', data.drawTime],
        ],
        button: { label: 'See the match', url: `${site}/matches/${data.matchId}` },
      };
    case 'waterStatus': {
      const until = data.until ? ` until ${ukDate(data.until)}` : ' until further notice';
      const [subject, first] =
        data.state === 'open'
          ? [`${data.water} is open again`, `${data.water} is open again: tight lines.`]
          : data.state === 'closed'
            ? [
                `${data.water} is closed${until}`,
                `${data.water} is closed${until}: please do not fish it. The reason: ${data.reason}.`,
              ]
            : [
                `${data.water}: fishing restricted${until}`,
                `Fishing on ${data.water} is restricted${until}. The reason: ${data.reason}.`,
              ];
      return {
        subject,
        preheader: data.state === 'open' ? 'Fish it as usual.' : data.reason,
        greeting: `Dear ${data.name},`,
        paragraphs: [
          first,
          'Check the water’s page before you set off: it always shows the latest.',
        ],
        button: { label: `See ${data.water}`, url: `${site}/waters/${data.slug}` },
      };
    }
    case 'signInLink':
      return {
        subject: `Sign in to ${club}`,
        preheader: 'Your sign-in link: open it on the phone where you asked for it.',
        greeting: 'Hello,',
        paragraphs: [
          `You asked to sign in to the ${club} website. Open the link below on the same phone or computer, and you are in: no password needed.`,
        ],
        button: { label: 'Sign in', url: data.link },
        after: [
          'The link works once, and not for long: if it has expired, ask for a new one on the sign-in page.',
          'If you did not ask to sign in, ignore this email: nobody can sign in without the link.',
        ],
      };
    case 'passwordReset':
      return {
        subject: `Reset your password for ${club}`,
        preheader: 'Choose a new password with the link inside.',
        greeting: 'Hello,',
        paragraphs: [
          `Someone (we hope you) asked to reset the password of this address's account on the ${club} website. Choose a new one with the button below.`,
        ],
        button: { label: 'Choose a new password', url: data.link },
        after: [
          'The link works once, and not for long: if it has expired, ask for a new one.',
          'If you did not ask, ignore this email: your password stays as it is.',
        ],
      };
    case 'dayTicket':
      return {
        subject: `Your day ticket: ${data.water}, ${ukDate(data.date)}`,
        preheader: `Paid ${pounds(data.amountPence)}. Show its QR code to the bailiff.`,
        greeting: `Dear ${data.name},`,
        paragraphs: [
          `Thank you: your day ticket for ${data.water} on ${ukDate(data.date)} is paid. Keep this email as your receipt.`,
        ],
        details: [
          ['Water', data.water],
          ['Day', ukDate(data.date)],
          ['Name', data.name],
          ['Amount paid', pounds(data.amountPence)],
        ],
        button: {
          label: 'Show your ticket',
          url: `${site}/day-tickets/${encodeURIComponent(data.ticketId)}?key=${encodeURIComponent(data.key)}`,
        },
        after: [
          'On the bank, open the ticket with the button above and show its QR code to the bailiff.',
          'Anyone with this link can show the ticket: keep it to yourself.',
        ],
      };
  }
}
