import { flagHolder, publicReadRecordedWrite } from './support/roles';
import {
  describeRecordedMatrix,
  seedExisting,
  useRulesEnv,
  type CollectionTable,
} from './support/rules-env';

const matchRules: CollectionTable = {
  path: 'matchRules',
  existing: { id: 'r1', data: { rank: 1, value: 'Barbless hooks only' } },
  created: { rank: 2, value: 'No keepnets' },
  updated: { value: 'Barbless hooks only, size 10 or smaller' },
  allowed: publicReadRecordedWrite(),
};

useRulesEnv(seedExisting(matchRules));
describeRecordedMatrix(matchRules, 'manageMatches', flagHolder('manageMatches'));
