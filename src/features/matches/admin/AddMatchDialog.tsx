import { FormDialog } from '../../../components/admin/AdminForm';
import { titleCase } from '../../../lib/title-case';
import { useAddMatch } from '../api/add-match';

/** Adds a match; each opening starts empty. */
export function AddMatchDialog({ onClose }: { onClose: () => void }) {
  const addMatch = useAddMatch();
  return (
    <FormDialog
      title="Add Match"
      // Every field is required; description and location are title-cased as typed (spec 5).
      fields={[
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
      ]}
      saved={(values) => `${values.description} was added to the match list.`}
      disableUntilValid
      onClose={onClose}
      onSubmit={({ date, ...match }) =>
        // A calendar day is stored as that day's UTC midnight: the match list shows dates in UTC.
        addMatch.mutateAsync({
          ...match,
          date: new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())),
        })
      }
    />
  );
}
