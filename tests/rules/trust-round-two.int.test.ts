/**
 * Issue 21, written as the attack was: foreign image URLs in content, committee, contacts and
 * waters, each refused; the project's own URL beside each one accepted, so a refusal is for the
 * reason named.
 */
import { doc, setDoc, setLogLevel, type DocumentData } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { expectAllowed } from './support/roles';
import { dbAs, recordedSet, useRulesEnv } from './support/rules-env';

setLogLevel('silent');
useRulesEnv();

const BUCKET = 'http://127.0.0.1:9199/v0/b/demo-pac.appspot.com/o';
const EVIL = 'https://evil.example/x.jpg';

describe('pictures only from the project bucket (issue 21 point 9)', () => {
  const cases: {
    name: string;
    role: Parameters<typeof dbAs>[0];
    path: string;
    field: string;
    own: string;
    extra?: DocumentData;
    /** A recorded collection (src/lib/history): written with its history entry of this area. */
    recordedArea?: string;
  }[] = [
    {
      name: 'the home picture (content/main homeImage)',
      role: 'manageContent',
      path: 'content/main',
      field: 'homeImage',
      own: `${BUCKET}/contentImage%2Fmain?alt=media&token=t`,
      extra: { homeText: '<p>Hi</p>' },
      recordedArea: 'manageContent',
    },
    {
      name: 'a committee photo',
      role: 'manageCommittee',
      path: 'members/m1',
      field: 'photoURL',
      own: `${BUCKET}/memberDisplayPhotos%2Fm1?alt=media`,
      extra: { name: 'Ann Lee' },
      recordedArea: 'manageCommittee',
    },
    {
      name: 'the contact picture',
      role: 'manageContacts',
      path: 'contact/image',
      field: 'photoURL',
      own: `${BUCKET}/contactImage%2Fimage?alt=media`,
      recordedArea: 'manageContacts',
    },
    {
      name: 'a water picture',
      role: 'manageWaters',
      path: 'waters/clayEnd/clayEndData/e1',
      field: 'imgUrl',
      own: `${BUCKET}/waterImages%2FclayEnd%2Fe1?alt=media`,
      extra: { pagePosition: 1, text: 'A deep lake' },
      recordedArea: 'manageWaters',
    },
  ];
  it.each(cases)(
    'refuses a foreign URL in $name',
    async ({ role, path, field, own, extra, recordedArea }) => {
      const db = dbAs(role);
      const write = (data: DocumentData) =>
        recordedArea ? recordedSet(role, path, data, recordedArea) : setDoc(doc(db, path), data);
      await expectAllowed(false, write({ ...extra, [field]: EVIL }));
      await expectAllowed(false, write({ ...extra, [field]: `${BUCKET}/catches%2Fabc?alt=media` }));
      await expectAllowed(true, write({ ...extra, [field]: own }));
    },
  );

  it("refuses another water's folder for a water picture", async () => {
    await expectAllowed(
      false,
      recordedSet(
        'manageWaters',
        'waters/clayEnd/clayEndData/e1',
        { imgUrl: `${BUCKET}/waterImages%2Fweston%2Fe1?alt=media` },
        'manageWaters',
      ),
    );
    await expectAllowed(
      true,
      recordedSet(
        'manageWaters',
        'waters/clayEnd/clayEndData/e1',
        { imgUrl: `${BUCKET}/waterImages%2FclayEnd%2Fe1?alt=media` },
        'manageWaters',
      ),
    );
  });
});
