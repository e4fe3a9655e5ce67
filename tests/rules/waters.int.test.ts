import { publicReadFlagWrite } from './support/roles';
import {
  describeMatrix,
  seedExisting,
  useRulesEnv,
  type CollectionTable,
} from './support/rules-env';

const entries: CollectionTable = {
  path: 'waters/clayEnd/clayEndData',
  existing: { id: 'e1', data: { pagePosition: 1, text: 'A deep lake', imgUrl: '' } },
  created: { pagePosition: 2, text: 'Carp to 30 lb' },
  updated: { text: 'A very deep lake' },
  allowed: publicReadFlagWrite('manageWaters'),
};

const waterDocs: CollectionTable = {
  path: 'waters',
  existing: { id: 'clayEnd', data: { name: 'Clay End' } },
  created: { name: 'New water' },
  updated: { name: 'Clay End Lake' },
  allowed: publicReadFlagWrite('manageWaters'),
};

useRulesEnv(async (db) => {
  await seedExisting(entries)(db);
  await seedExisting(waterDocs)(db);
});

describeMatrix(entries);
describeMatrix(waterDocs);
