import { flagHolder, publicReadRecordedWrite } from './support/roles';
import {
  describeRecordedMatrix,
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
  allowed: publicReadRecordedWrite(),
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
  allowed: publicReadRecordedWrite(),
};

useRulesEnv(async (db) => {
  await seedExisting(content)(db);
  await seedExisting(articles)(db);
});

describeRecordedMatrix(content, 'manageContent', flagHolder('manageContent'));
describeRecordedMatrix(articles, 'manageContent', flagHolder('manageContent'));
