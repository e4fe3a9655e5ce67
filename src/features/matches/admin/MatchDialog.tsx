import { FormDialog } from '../../../components/admin/AdminForm';
import type { FieldSpec } from '../../../components/admin/field-spec';
import { titleCase } from '../../../lib/title-case';
import { useAddMatch, useUpdateMatch } from '../api/add-match';
import type { Match } from '../types';

// Every field is required; description and location are title-cased as typed (spec 5). One
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
  },
  {
    name: 'drawTime',
    label: 'Draw Time',
    kind: 'time',
    required: 'Enter the draw time, e.g. 07:30.',
  },
  { name: 'date', label: 'Date', kind: 'date', required: 'Choose the date.' },
] as const satisfies readonly FieldSpec[];

/** "HH:mm" as the time field's value: that time of today. */
function timeOfDay(text: string): Date | null {
  const [hours, minutes] = text.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours + minutes)) return null;
  const time = new Date();
  time.setHours(hours, minutes, 0, 0);
  return time;
}

/** The stored UTC day as the date field's local day. */
const localDay = (date: Date) =>
  new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/** Adds a match (each opening starts empty) or, given `match`, edits it. */
export function MatchDialog({ match, onClose }: { match?: Match; onClose: () => void }) {
  const addMatch = useAddMatch();
  const updateMatch = useUpdateMatch();
  return (
    <FormDialog
      title={match ? 'Edit Match' : 'Add Match'}
      fields={MATCH_FIELDS}
      {...(match && {
        values: {
          description: match.description,
          location: match.location,
          drawTime: timeOfDay(match.drawTime),
          date: localDay(match.date),
        },
        submitLabel: 'Save Match',
      })}
      saved={(values) =>
        match
          ? `${values.description} was saved.`
          : `${values.description} was added to the match list.`
      }
      disableUntilValid
      onClose={onClose}
      onSubmit={({ date, ...fields }) => {
        // A calendar day is stored as that day's UTC midnight: the match list shows dates in UTC.
        const day = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
        return match
          ? updateMatch.mutateAsync({ id: match.id, ...fields, date: day })
          : addMatch.mutateAsync({ ...fields, date: day });
      }}
    />
  );
}
