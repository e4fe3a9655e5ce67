import { CollectionFormDialog } from '../../../components/admin/CollectionFormDialog';
import type { FieldSpec } from '../../../components/admin/field-spec';
import { CATCH_LOCATIONS } from '../../../config/constants';
import { titleCase } from '../../../lib/title-case';
import { matchesCollection } from '../api/matches-collection';
import type { MatchWithResult } from '../types';

// Every field is required; description and location are title-cased as typed (docs/product-spec.md §5). One
// declaration for Add Match and Edit Match.
const MATCH_FIELDS = [
  {
    name: 'description',
    label: 'Description',
    required: 'Enter a description.',
    max: 120,
    transform: titleCase,
  },
  {
    name: 'location',
    label: 'Location',
    required: 'Enter the location.',
    max: 80,
    transform: titleCase,
    // The club's waters as it is typed (the water's status is shown on its matches); any other
    // text is an away venue.
    suggestions: CATCH_LOCATIONS,
    helperText: 'One of the club’s waters, or the away venue’s name.',
  },
  {
    name: 'drawTime',
    label: 'Draw Time',
    kind: 'time',
    required: 'Enter the draw time, e.g. 07:30.',
  },
  { name: 'date', label: 'Date', kind: 'date', required: 'Choose the date.' },
] as const satisfies readonly FieldSpec[];

/** Adds a match (each opening starts empty) or, given `match`, edits it. */
export function MatchDialog({ match, onClose }: { match?: MatchWithResult; onClose: () => void }) {
  return (
    <CollectionFormDialog
      api={matchesCollection}
      row={match}
      title={match ? 'Edit Match' : 'Add Match'}
      fields={MATCH_FIELDS}
      {...(match && { submitLabel: 'Save Match' })}
      saved={(values) =>
        match
          ? `${values.description} was saved.`
          : `${values.description} was added to the match list.`
      }
      disableUntilValid
      onClose={onClose}
    />
  );
}
