import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore } from '../../../../tests/support/emulators';
import { getArticles } from './get-articles';

describe('getArticles against the Firestore emulator', () => {
  beforeAll(async () => {
    await clearFirestore();
    for (const day of [4, 1, 5, 3, 2]) {
      await adminDb()
        .doc(`content/main/homeArticles/day-${day}`)
        .set({
          title: `Day ${day}`,
          text: `Text ${day}`,
          createdDate: Timestamp.fromDate(new Date(Date.UTC(2026, 0, day))),
        });
    }
  });

  it('reads every article, newest first, with Dates', async () => {
    const articles = await getArticles();
    expect(articles.map((a) => a.id)).toEqual(['day-5', 'day-4', 'day-3', 'day-2', 'day-1']);
    expect(articles[0]).toEqual({
      id: 'day-5',
      title: 'Day 5',
      text: 'Text 5',
      createdDate: new Date(Date.UTC(2026, 0, 5)),
    });
  });
});
