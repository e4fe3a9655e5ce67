import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { publicReadFlagWrite } from './support/roles';
import {
  dbAs,
  describeMatrix,
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
  allowed: publicReadFlagWrite('manageSocials'),
};

useRulesEnv(seedExisting(externalNav));
describeMatrix(externalNav);

describe('externalNav: one link per network', () => {
  const admin = () => dbAs('manageSocials');
  it('refuses a link stored under any id but its network\u2019s', async () => {
    await assertFails(setDoc(doc(admin(), 'externalNav', 'facebook-2'), FACEBOOK));
    await assertFails(
      setDoc(doc(admin(), 'externalNav', 'youtube'), { ...FACEBOOK, socialName: 'Myspace' }),
    );
    await assertSucceeds(
      setDoc(doc(admin(), 'externalNav', 'reddit'), { ...FACEBOOK, socialName: 'Reddit' }),
    );
  });

  it('refuses giving a link another network in place, and allows moving it', async () => {
    const facebook = doc(admin(), 'externalNav', 'facebook');
    await assertFails(updateDoc(facebook, { socialName: 'Instagram' }));
    await assertSucceeds(updateDoc(facebook, { socialURL: 'https://facebook.com/priory' }));
    await assertSucceeds(deleteDoc(facebook));
    await assertSucceeds(
      setDoc(doc(admin(), 'externalNav', 'instagram'), { ...FACEBOOK, socialName: 'Instagram' }),
    );
  });
});
