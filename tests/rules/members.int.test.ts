import { flagHolder, publicReadRecordedWrite } from './support/roles';
import {
  describeRecordedMatrix,
  seedExisting,
  useRulesEnv,
  type CollectionTable,
} from './support/rules-env';

const members: CollectionTable = {
  path: 'members',
  existing: {
    id: 'm1',
    data: { memberName: 'Sarah Fisher', memberRole: 'Chair', positionRank: 1 },
  },
  created: { memberName: 'Colin Carpenter', memberRole: 'Treasurer', positionRank: 2 },
  updated: { memberRole: 'Secretary' },
  allowed: publicReadRecordedWrite(),
};

useRulesEnv(seedExisting(members));
describeRecordedMatrix(members, 'manageCommittee', flagHolder('manageCommittee'));
