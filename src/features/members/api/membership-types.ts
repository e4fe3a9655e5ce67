import { queryOptions } from '@tanstack/react-query';
import { collection, getDocs } from 'firebase/firestore/lite';
import { recordedCollectionApi } from '../../../components/admin/collection-api';
import { COLLECTIONS } from '../../../config/constants';
import { AGE_BANDS, type AgeBand, type MembershipType } from '../../../config/membership';
import { db } from '../../../lib/firebase';
import { numberOr, optionalNumber, text } from '../../../lib/firestore-values';
import { recordedCollection } from '../../../lib/history';
import { poundsText } from '../money';
import type { MembershipTypeRow } from '../types';

const typesRef = () => collection(db, COLLECTIONS.membershipTypes);

function ageBandOf(value: unknown): AgeBand {
  return AGE_BANDS.includes(value as AgeBand) ? (value as AgeBand) : 'adult';
}

/** Every membership type, cheapest first (a handful: sorted here, no index). */
export const membershipTypesQuery = queryOptions({
  queryKey: ['membershipTypes'],
  queryFn: async (): Promise<MembershipTypeRow[]> => {
    const snapshot = await getDocs(typesRef());
    return snapshot.docs
      .map((d) => {
        const data = d.data();
        return {
          id: d.id,
          name: text(data.name),
          pricePence: numberOr(data.pricePence, 0),
          ageBand: ageBandOf(data.ageBand),
          cap: optionalNumber(data.cap) ?? null,
          description: text(data.description),
        };
      })
      .sort((a, b) => a.pricePence - b.pricePence || a.name.localeCompare(b.name));
  },
});

// Recorded writes: History, Undo and Recently deleted as every area's (docs/admin-kit.md).
const types = recordedCollection<MembershipType>({
  area: 'manageMembers',
  collection: typesRef,
  title: (type) => type.name,
  data: ({ name, pricePence, ageBand, cap, description }) => ({
    name,
    pricePence,
    ageBand,
    cap,
    description,
  }),
});

/** The type form's values: the price in pounds as typed, the cap as text (checked by the kit). */
export interface MembershipTypeForm {
  name: string;
  pricePence: number;
  ageBand: AgeBand;
  cap: number | undefined;
  description: string;
}

/** Manage Members' types: the list, add, edit, delete to Recently deleted, History. */
export const membershipTypesCollection = recordedCollectionApi(types, {
  list: membershipTypesQuery,
  noun: 'membership type',
  name: (type: MembershipTypeRow) => type.name,
  invalidates: [['membershipTypes']],
  toForm: (type) => ({
    ...type,
    pricePence: poundsText(type.pricePence),
    cap: type.cap === null ? '' : String(type.cap),
  }),
  fromForm: ({ cap, ...values }: MembershipTypeForm) => ({ ...values, cap: cap ?? null }),
});
