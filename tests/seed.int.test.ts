import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../scripts/seed/demo-accounts';
import { DEMO_MEMBERS } from '../scripts/seed/demo-members';
import { DEMO_REGISTER } from '../scripts/seed/demo-register';
import { DEMO_MEMBERSHIP_SETTINGS, DEMO_REVOKED_PERMIT_ID } from '../scripts/seed/members';
import { clubToday } from '../src/config/club-time';
import { canRenew, standingOn } from '../src/config/membership';
import { seedDemoData } from '../scripts/seed/seed-demo-data';
import { adminAuth, adminBucket, adminDb, clearAuth, clearFirestore } from './support/emulators';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

async function countDocs(path: string): Promise<number> {
  return (await adminDb().collection(path).count().get()).data().count;
}

describe('the demo seed', () => {
  beforeAll(async () => {
    await clearFirestore();
    await clearAuth();
    // Twice: the second run must overwrite, not duplicate.
    await seedDemoData();
    await seedDemoData();
  }, 120_000);

  it('does not duplicate anything when run twice', async () => {
    expect(await countDocs('content')).toBe(1);
    expect(await countDocs('content/main/homeArticles')).toBe(6);
    expect(await countDocs('members')).toBe(6);
    expect(await countDocs('matches')).toBe(25);
    expect(await countDocs('matchRules')).toBe(6);
    expect(await countDocs('catches')).toBe(40);
    expect(await countDocs('externalNav')).toBe(6);
    expect(await countDocs('summaries')).toBe(1);
    const memberAccounts = DEMO_MEMBERS.filter((member) => member.uid).length;
    expect((await adminAuth().listUsers()).users).toHaveLength(
      DEMO_ACCOUNTS.length + memberAccounts,
    );
    expect(await countDocs('clubMembers')).toBe(DEMO_MEMBERS.length + DEMO_REGISTER.length);
    expect(await countDocs('membershipTypes')).toBe(4);
    expect(await countDocs('dayTickets')).toBe(3);
  });

  it('gives the home page text with \\n sequences, an image, rules with a date and a newsletter', async () => {
    const content = (await adminDb().doc('content/main').get()).data()!;
    expect(content.homeText).toContain('\\n');
    expect(content.homeImage).toMatch(/contentImage%2Fmain/);
    expect(content.rulesUpdated).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(content.newsletterText).not.toBe('');
    const articles = await adminDb().collection('content/main/homeArticles').get();
    const dates = new Set(articles.docs.map((d) => d.data().createdDate.toMillis()));
    expect(dates.size).toBe(articles.size);
  });

  it('has a little history: an edited article (rev 1) and a deleted one in the bin', async () => {
    const history = (await adminDb().collection('history').get()).docs.map((d) => d.data());
    const edit = history.find((entry) => entry.kind === 'edit')!;
    expect((await adminDb().doc(edit.path).get()).get('rev')).toBe(edit.rev);
    const deleted = history.find((entry) => entry.kind === 'delete')!;
    expect((await adminDb().doc(deleted.path).get()).exists).toBe(false);
    expect(deleted.before.title).toBe('Summer barbecue');
  });

  it('has a committee with one member without a photo and addresses with commas', async () => {
    const members = (await adminDb().collection('members').get()).docs.map((d) => d.data());
    expect(members.filter((m) => !m.photoURL)).toHaveLength(1);
    expect(members.every((m) => String(m.contactAddress).includes(','))).toBe(true);
  });

  it('has entries with images and pagePosition for all three waters', async () => {
    for (const key of ['weston', 'warrensGreen', 'clayEnd']) {
      const entries = (await adminDb().collection(`waters/${key}/${key}Data`).get()).docs.map((d) =>
        d.data(),
      );
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((e) => typeof e.pagePosition === 'number' && e.imgUrl)).toBe(true);
    }
  });

  it('has a season of matches from a year ago to a year ahead, named for their dates', async () => {
    const matches = (await adminDb().collection('matches').get()).docs.map((d) => ({
      name: d.data().description as string,
      date: d.data().date.toDate() as Date,
    }));
    const now = Date.now();
    const times = matches.map((m) => m.date.getTime());
    expect(times.some((t) => t < now - 300 * DAY)).toBe(true);
    expect(times.some((t) => t > now + 300 * DAY)).toBe(true);
    // No "Christmas Open" in July: each season's names only in that season's months (1 = Jan).
    const seasons: [RegExp, number[]][] = [
      [/Christmas/, [12]],
      [/Winter/, [11, 12, 1, 2]],
      [/Spring/, [3, 4, 5]],
      [/Summer|Tench/, [6, 7, 8]],
      [/Autumn/, [9, 10, 11]],
    ];
    for (const { name, date } of matches) {
      for (const [pattern, months] of seasons) {
        if (pattern.test(name)) expect(months, name).toContain(date.getUTCMonth() + 1);
      }
    }
    expect(matches.some((m) => /Christmas/.test(m.name))).toBe(true);
  });

  it('writes the articles in the HTML the editor makes: headings, lists, links, emphasis', async () => {
    const texts = (await adminDb().collection('content/main/homeArticles').get()).docs.map(
      (d) => d.data().text as string,
    );
    const tags = new Set(texts.flatMap((t) => [...t.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1])));
    expect([...tags].sort()).toEqual(['a', 'em', 'h2', 'h3', 'li', 'ol', 'p', 'strong', 'ul']);
    expect(texts.some((t) => t.includes('\\n'))).toBe(false);
  });

  it('has catches with photos and thumbnails, some unapproved and some without weight', async () => {
    const catches = (await adminDb().collection('catches').get()).docs.map((d) => d.data());
    expect(catches.some((c) => c.isPublic === false)).toBe(true);
    expect(catches.some((c) => c.fishLbs === undefined)).toBe(true);
    expect(catches.every((c) => c.imgURL && c.thumbURL && c.searchKeywords.length > 0)).toBe(true);
    // Each says when it was sent (the review list's "Sent"): hours to days before the seed, the
    // higher its rank the later, as on the site.
    const sent = catches
      .sort((a, b) => a.orderRank - b.orderRank)
      .map((c) => (c.submittedAt as Timestamp).toMillis());
    expect(sent.at(-1)).toBeLessThan(Date.now() - HOUR);
    expect(sent[0]).toBeGreaterThan(Date.now() - 7 * DAY);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    const [photo] = await adminBucket().file('catches/catch-001').download();
    expect(photo.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    // The photo's WebP variants for the catch page, as a member's browser makes them (issue 35).
    const first = (await adminDb().doc('catches/catch-001').get()).get('imgURL') as string;
    expect(first).toMatch(/&variants=webp_480_960_1200$/);
    const [variant] = await adminBucket().file('catchPhotoVariants/catch-001/2').getMetadata();
    expect(variant.contentType).toBe('image/webp');
  });

  it('has contacts plus the special image contact, and all six socials with some inactive', async () => {
    const contacts = await adminDb().collection('contact').get();
    expect(contacts.docs.find((d) => d.id === 'image')?.data().photoURL).toMatch(
      /contactImage%2Fimage/,
    );
    expect(contacts.size).toBeGreaterThan(1);
    const socials = (await adminDb().collection('externalNav').get()).docs.map((d) => d.data());
    expect(socials.some((s) => s.socialActive === false)).toBe(true);
  });

  it('has a club with members: each standing as demo-members.ts and demo-register.ts say, paid, signed in', async () => {
    const today = clubToday();
    const everyone = [
      ...DEMO_MEMBERS,
      ...DEMO_REGISTER.map((member) => ({ ...member, uid: null })),
    ];
    for (const member of everyone) {
      const record = (await adminDb().doc(`clubMembers/${member.id}`).get()).data()!;
      expect(record).toMatchObject({ memberNumber: member.memberNumber, uid: member.uid });
      const standing = standingOn(
        { status: record.status, paidUntil: record.paidUntil },
        DEMO_MEMBERSHIP_SETTINGS,
        today,
      );
      if (member.status === 'closed') {
        expect(standing).toBe('closed');
        expect((await adminDb().doc(`permitRevocations/${record.permitId}`).get()).exists).toBe(
          true,
        );
      } else if (member.season === 'previous') expect(standing, member.name).toBe('lapsed');
      if (member.season === 'current') expect(['active', 'renewalDue']).toContain(standing);
      if (member.season === null) expect(standing).toBe('awaitingPayment');
      expect(canRenew(standing)).toBe(
        (member.season === 'previous' && member.status !== 'closed') || standing === 'renewalDue',
      );
      const payments = await adminDb()
        .collection(`clubMembers/${member.id}/payments`)
        .count()
        .get();
      expect(payments.data().count).toBe(member.season === null ? 0 : 1);
      if (member.uid) {
        const user = await adminAuth().getUser(member.uid);
        expect(user).toMatchObject({ email: member.email, emailVerified: true });
      }
    }
    const junior = DEMO_MEMBERS.find((member) => member.ageBand === 'junior')!;
    const record = (await adminDb().doc(`clubMembers/${junior.id}`).get()).data()!;
    expect(record.guardian).toMatchObject({ name: junior.guardian!.name });
    expect((await adminDb().doc(`permitRevocations/${DEMO_REVOKED_PERMIT_ID}`).get()).exists).toBe(
      true,
    );
    expect((await adminDb().doc('memberCounters/next').get()).get('value')).toBe(
      1001 + everyone.length,
    );
  });

  it('gives the navbar a summary that mirrors the social links exactly, inactive ones included', async () => {
    const socials = await adminDb().collection('externalNav').get();
    expect((await adminDb().doc('summaries/socialLinks').get()).data()).toEqual({
      links: Object.fromEntries(socials.docs.map((d) => [d.id, d.data()])),
    });
  });

  it('creates the three demo admins with their permission documents', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await adminAuth().getUser(account.uid);
      expect(user).toMatchObject({ email: account.email, disabled: account.disabled });
      expect((await adminDb().doc(`userPermissions/${account.uid}`).get()).data()).toEqual(
        account.permissions,
      );
    }
  });
});
