import { flagHolder, publicReadRecordedWrite } from './support/roles';
import {
  describeRecordedMatrix,
  seedExisting,
  useRulesEnv,
  type CollectionTable,
} from './support/rules-env';

const contacts: CollectionTable = {
  path: 'contact',
  existing: {
    id: 'c1',
    data: { title: 'Bailiff', name: 'Dan Tench', phoneNumber: '0123', email: 'dan@pac.example' },
  },
  created: {
    title: 'Secretary',
    name: 'Sarah Fisher',
    phoneNumber: '0456',
    email: 'sarah@pac.example',
  },
  updated: { title: 'Head Bailiff' },
  allowed: publicReadRecordedWrite(),
};

// The special entry holding the contact page image.
const image: CollectionTable = {
  name: "contact 'image' entry",
  path: 'contact',
  existing: {
    id: 'image',
    data: { photoURL: 'http://127.0.0.1:9199/v0/b/demo-pac.appspot.com/o/contactImage%2Fimage' },
  },
  created: { photoURL: 'http://127.0.0.1:9199/v0/b/demo-pac.appspot.com/o/contactImage%2Fimage' },
  updated: {
    photoURL: 'http://127.0.0.1:9199/v0/b/demo-pac.appspot.com/o/contactImage%2Fimage?v=2',
  },
  allowed: publicReadRecordedWrite(),
};

useRulesEnv(async (db) => {
  await seedExisting(contacts)(db);
  await seedExisting(image)(db);
});
describeRecordedMatrix(contacts, 'manageContacts', flagHolder('manageContacts'));
describeRecordedMatrix(image, 'manageContacts', flagHolder('manageContacts'));
