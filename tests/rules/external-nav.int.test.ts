import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { flagHolder, publicReadRecordedWrite } from './support/roles';
import {
  dbAs,
  describeRecordedMatrix,
  recordedDelete,
  recordedSet,
  seedExisting,
  useRulesEnv,
  type CollectionTable,
} from './support/rules-env';

const FACEBOOK = {
  socialName: 'Facebook',
  socialURL: 'https://facebook.com/pac',
  socialActive: true,
};
const externalNav: CollectionTable = {
  path: 'externalNav',
  existing: { id: 'facebook', data: FACEBOOK },
  created: { socialName: 'YouTube', socialURL: 'https://youtube.com/@pac', socialActive: false },
  // One link per network: its document id is the network's.
  createdId: 'youtube',
  updated: { socialActive: false },
  allowed: publicReadRecordedWrite(),
};

useRulesEnv(seedExisting(externalNav));
describeRecordedMatrix(externalNav, 'manageSocials', flagHolder('manageSocials'));

describe('externalNav: one link per network', () => {
  const write = (id: string, data: typeof FACEBOOK) =>
    recordedSet('manageSocials', `externalNav/${id}`, data, 'manageSocials');
  it('refuses a link stored under any id but its network\u2019s', async () => {
    await assertFails(write('facebook-2', FACEBOOK));
    await assertFails(write('youtube', { ...FACEBOOK, socialName: 'Myspace' }));
    await assertSucceeds(write('reddit', { ...FACEBOOK, socialName: 'Reddit' }));
  });

  it('refuses giving a link another network in place, and allows moving it', async () => {
    await assertFails(write('facebook', { ...FACEBOOK, socialName: 'Instagram' }));
    await assertSucceeds(write('facebook', { ...FACEBOOK, socialURL: 'https://facebook.com/p' }));
    await assertSucceeds(recordedDelete('manageSocials', 'externalNav/facebook', 'manageSocials'));
    await assertSucceeds(write('instagram', { ...FACEBOOK, socialName: 'Instagram' }));
  });

  it('refuses a change without its history entry, even a correct one', async () => {
    const admin = dbAs('manageSocials');
    await assertFails(updateDoc(doc(admin, 'externalNav', 'facebook'), { socialActive: false }));
    await assertFails(
      setDoc(doc(admin, 'externalNav', 'reddit'), { ...FACEBOOK, socialName: 'Reddit' }),
    );
  });
});
