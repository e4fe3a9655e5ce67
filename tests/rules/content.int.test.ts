import { everyone, nobody, publicReadFlagWrite } from './support/roles';
import {
  describeMatrix,
  seedExisting,
  useRulesEnv,
  type CollectionTable,
} from './support/rules-env';

const content: CollectionTable = {
  path: 'content',
  existing: {
    id: 'main',
    data: { homeText: 'Welcome', rulesText: 'No litter', newsletterText: 'News' },
  },
  created: { homeText: 'Another' },
  updated: { homeText: 'Welcome back' },
  allowed: publicReadFlagWrite('manageContent'),
};

const articles: CollectionTable = {
  path: 'content/main/homeArticles',
  existing: {
    id: 'a1',
    data: {
      title: 'Opening day',
      text: 'Come along',
      createdDate: new Date('2026-05-01T08:00:00Z'),
    },
  },
  created: {
    title: 'Match report',
    text: 'Well done',
    createdDate: new Date('2026-05-01T08:00:00Z'),
  },
  updated: { title: 'Opening day (moved)' },
  // Every change needs its history entry in the same write (history.int.test.ts): alone, refused.
  allowed: { get: everyone, list: everyone, create: nobody, update: nobody, delete: nobody },
};

useRulesEnv(async (db) => {
  await seedExisting(content)(db);
  await seedExisting(articles)(db);
});

describeMatrix(content);
describeMatrix(articles);
