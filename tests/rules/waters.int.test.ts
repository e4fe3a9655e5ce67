import { flagHolder, publicReadRecordedWrite } from './support/roles';
import {
  describeRecordedMatrix,
  seedExisting,
  useRulesEnv,
  type CollectionTable,
} from './support/rules-env';

const entries: CollectionTable = {
  path: 'waters/clayEnd/clayEndData',
  existing: { id: 'e1', data: { pagePosition: 1, text: 'A deep lake', imgUrl: '' } },
  created: { pagePosition: 2, text: 'Carp to 30 lb' },
  updated: { text: 'A very deep lake' },
  allowed: publicReadRecordedWrite(),
};

const waterDocs: CollectionTable = {
  path: 'waters',
  existing: { id: 'clayEnd', data: { name: 'Clay End' } },
  created: { name: 'New water' },
  updated: { name: 'Clay End Lake' },
  allowed: publicReadRecordedWrite(),
};

useRulesEnv(async (db) => {
  await seedExisting(entries)(db);
  await seedExisting(waterDocs)(db);
});

describeRecordedMatrix(entries, 'manageWaters', flagHolder('manageWaters'));
describeRecordedMatrix(waterDocs, 'manageWaters', flagHolder('manageWaters'));
