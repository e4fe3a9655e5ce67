import { flagHolder, publicReadRecordedWrite } from './support/roles';
import {
  describeRecordedMatrix,
  seedExisting,
  useRulesEnv,
  type CollectionTable,
} from './support/rules-env';

const matches: CollectionTable = {
  path: 'matches',
  existing: {
    id: 'm1',
    data: {
      date: new Date('2026-05-01T08:00:00Z'),
      location: 'Weston',
      description: 'Open',
      drawTime: '8am',
    },
  },
  created: {
    date: new Date('2026-05-01T08:00:00Z'),
    location: 'Clay End',
    description: 'Pairs',
    drawTime: '7am',
  },
  updated: { drawTime: '9am' },
  allowed: publicReadRecordedWrite(),
};

useRulesEnv(async (db) => {
  await seedExisting(matches)(db);
});
describeRecordedMatrix(matches, 'manageMatches', flagHolder('manageMatches'));
