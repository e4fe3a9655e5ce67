import { publicReadFlagWrite } from './support/roles';
import {
  describeMatrix,
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
  allowed: publicReadFlagWrite('manageCommittee'),
};

useRulesEnv(seedExisting(members));
describeMatrix(members);
