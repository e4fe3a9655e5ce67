import { publicReadFlagWrite } from './support/roles';
import {
  describeMatrix,
  seedExisting,
  useRulesEnv,
  type CollectionTable,
} from './support/rules-env';

const externalNav: CollectionTable = {
  path: 'externalNav',
  existing: {
    id: 's1',
    data: { socialName: 'Facebook', socialURL: 'https://facebook.com/pac', socialActive: true },
  },
  created: { socialName: 'YouTube', socialURL: 'https://youtube.com/@pac', socialActive: false },
  updated: { socialActive: false },
  allowed: publicReadFlagWrite('manageSocials'),
};

useRulesEnv(seedExisting(externalNav));
describeMatrix(externalNav);
