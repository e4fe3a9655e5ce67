import { describe, it } from 'vitest';
import {
  expectAllowed,
  flagHolder,
  nobody,
  publicReadRecordedWrite,
  everyone,
} from './support/roles';
import {
  describeMatrix,
  describeRecordedMatrix,
  recordedChangeAs,
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

// A water's page details (WaterDetails): how to find, park at and fish it.
const waterDocs: CollectionTable = {
  path: 'waters',
  existing: { id: 'clayEnd', data: { postcode: 'ME2 4NR', parking: 'By the gate' } },
  created: { postcode: 'ME3 9DU', species: 'Carp, tench' },
  updated: { parking: 'Free car park, 20 cars' },
  allowed: publicReadRecordedWrite(),
};

// A water's status: read by everyone, written by no client (the admin server is its one writer).
const statuses: CollectionTable = {
  path: 'waterStatus',
  existing: { id: 'weston', data: { state: 'closed', reason: 'Flooding', until: null, rev: 1 } },
  createdId: 'clayEnd',
  created: { state: 'open', reason: '', until: null, rev: 1 },
  updated: { state: 'open', reason: '', rev: 2 },
  allowed: { get: everyone, list: everyone, create: nobody, update: nobody, delete: nobody },
};

useRulesEnv(async (db) => {
  await seedExisting(entries)(db);
  await seedExisting(waterDocs)(db);
  await seedExisting(statuses)(db);
});

describeRecordedMatrix(entries, 'manageWaters', flagHolder('manageWaters'));
describeRecordedMatrix(waterDocs, 'manageWaters', flagHolder('manageWaters'));
describeMatrix(statuses);

describe('a water’s details and status, recorded by a waters admin', () => {
  it.each([
    ['an unknown field', { name: 'Clay End Lake' }],
    ['a postcode too long', { postcode: 'ME2 4NR ME2 4NR' }],
    ['species not text', { species: ['Carp'] }],
  ])('refuses %s in the details', async (_name, change) => {
    await expectAllowed(
      false,
      recordedChangeAs('manageWaters', 'waters/clayEnd', 'manageWaters', 'edit', change),
    );
  });

  it('refuses a recorded change of the status, even to a waters admin and a super admin', async () => {
    for (const role of ['manageWaters', 'superAdmin'] as const) {
      await expectAllowed(
        false,
        recordedChangeAs(role, 'waterStatus/weston', 'manageWaters', 'edit', { state: 'open' }),
      );
    }
  });
});
