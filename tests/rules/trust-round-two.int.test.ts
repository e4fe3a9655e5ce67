/**
 * Issue 21, written as the attacks were: a matches admin's malformed results, and foreign image
 * URLs in content, committee, contacts and waters, each refused; the well-formed write beside
 * each one accepted, so a refusal is for the reason named.
 */
import { doc, setDoc, setLogLevel, type DocumentData } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { expectAllowed } from './support/roles';
import { dbAs, useRulesEnv } from './support/rules-env';

setLogLevel('silent');
useRulesEnv();

const BUCKET = 'http://127.0.0.1:9199/v0/b/demo-pac.appspot.com/o';
const EVIL = 'https://evil.example/x.jpg';

describe('results entries are checked one by one (issue 21 point 4)', () => {
  const db = () => dbAs('manageMatches');
  const good = { position: 1, angler: 'Ann Lee', peg: 3, weightDr: 3204 };
  const resultsWith = (entries: DocumentData[]) => ({
    matchId: 'm1',
    date: new Date('2026-05-01T00:00:00Z'),
    entries,
  });
  const filler = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ ...good, position: i + 2, peg: i + 10 }));

  it('accepts well-formed entries (one, and 200), and a did-not-weigh (null weight)', async () => {
    await expectAllowed(true, setDoc(doc(db(), 'results', 'm1'), resultsWith([good])));
    await expectAllowed(
      true,
      setDoc(
        doc(db(), 'results', 'm1'),
        resultsWith([good, ...filler(198), { ...good, weightDr: null }]),
      ),
    );
  });

  const malformed: [string, DocumentData][] = [
    ['an object as a name', { ...good, angler: { toString: 'x' } }],
    ['a string peg', { ...good, peg: '3' }],
    ['a 1.5e300 weight', { ...good, weightDr: 1.5e300 }],
    ['a fractional weight', { ...good, weightDr: 10.5 }],
    ['a negative weight', { ...good, weightDr: -1 }],
    ['a fractional position', { ...good, position: 1.5 }],
    ['a blank name', { ...good, angler: '   ' }],
    ['a name with a bidi override', { ...good, angler: 'Ann\u202ELee' }],
    ['an extra field', { ...good, note: 'x' }],
    ['no peg', { position: 1, angler: 'Ann' }],
    ['a number as an entry', 7 as unknown as DocumentData],
  ];
  it.each(malformed)('refuses an entry with %s, first or deep in the list', async (_n, bad) => {
    await expectAllowed(false, setDoc(doc(db(), 'results', 'm1'), resultsWith([bad])));
    await expectAllowed(
      false,
      setDoc(doc(db(), 'results', 'm1'), resultsWith([good, ...filler(150), bad])),
    );
  });
});

describe('pictures only from the project bucket (issue 21 point 9)', () => {
  const cases: {
    name: string;
    role: Parameters<typeof dbAs>[0];
    path: string;
    field: string;
    own: string;
    extra?: DocumentData;
  }[] = [
    {
      name: 'the home picture (content/main homeImage)',
      role: 'manageContent',
      path: 'content/main',
      field: 'homeImage',
      own: `${BUCKET}/contentImage%2Fmain?alt=media&token=t`,
      extra: { homeText: '<p>Hi</p>' },
    },
    {
      name: 'a committee photo',
      role: 'manageCommittee',
      path: 'members/m1',
      field: 'photoURL',
      own: `${BUCKET}/memberDisplayPhotos%2Fm1?alt=media`,
      extra: { name: 'Ann Lee' },
    },
    {
      name: 'the contact picture',
      role: 'manageContacts',
      path: 'contact/image',
      field: 'photoURL',
      own: `${BUCKET}/contactImage%2Fimage?alt=media`,
    },
    {
      name: 'a water picture',
      role: 'manageWaters',
      path: 'waters/clayEnd/clayEndData/e1',
      field: 'imgUrl',
      own: `${BUCKET}/waterImages%2FclayEnd%2Fe1?alt=media`,
      extra: { pagePosition: 1, text: 'A deep lake' },
    },
  ];
  it.each(cases)('refuses a foreign URL in $name', async ({ role, path, field, own, extra }) => {
    const db = dbAs(role);
    await expectAllowed(false, setDoc(doc(db, path), { ...extra, [field]: EVIL }));
    await expectAllowed(
      false,
      setDoc(doc(db, path), { ...extra, [field]: `${BUCKET}/catches%2Fabc?alt=media` }),
    );
    await expectAllowed(true, setDoc(doc(db, path), { ...extra, [field]: own }));
  });

  it("refuses another water's folder for a water picture", async () => {
    await expectAllowed(
      false,
      setDoc(doc(dbAs('manageWaters'), 'waters/clayEnd/clayEndData/e1'), {
        imgUrl: `${BUCKET}/waterImages%2Fweston%2Fe1?alt=media`,
      }),
    );
  });
});
