import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminForm } from '../../../components/admin/AdminForm';
import type { FieldSpec } from '../../../components/admin/field-spec';
import { HistoryButton } from '../../../components/admin/HistoryDialog';
import { QueryState } from '../../../components/QueryState';
import { CATCH_LOCATIONS } from '../../../config/constants';
import type { DayRange, MembershipSettings } from '../../../config/membership';
import { z } from '../../../lib/zod';
import {
  isMonthDay,
  membershipSettingsQuery,
  membershipSettingsRef,
  saveMembershipSettings,
} from '../api/membership-settings';
import { poundsSchema, poundsText } from '../money';

const monthDay = (message: string, optional = false) =>
  z
    .string()
    .trim()
    .refine((text) => (optional && text === '') || isMonthDay(text), message);

const dayOfYear = { placeholder: 'MM-DD', helperText: 'As MM-DD: 04-01 is 1 April.' };

/** Each water's closed season as two fields, from and to, both given or both empty. */
const closedFields = CATCH_LOCATIONS.flatMap((water, index): FieldSpec[] => [
  {
    name: `closedFrom${index}`,
    label: `${water}: closed from`,
    schema: monthDay('Enter the first closed day as MM-DD, or leave both empty.', true),
    ...dayOfYear,
  },
  {
    name: `closedTo${index}`,
    label: `${water}: closed until`,
    schema: monthDay('Enter the last closed day as MM-DD, or leave both empty.', true),
    ...dayOfYear,
  },
]);

const FIELDS = [
  {
    name: 'seasonStart',
    label: 'Season starts',
    required: true,
    schema: monthDay('Enter the first day of the season as MM-DD, e.g. 04-01.'),
    ...dayOfYear,
  },
  {
    name: 'seasonEnd',
    label: 'Season ends',
    required: true,
    schema: monthDay('Enter the last day of the season as MM-DD, e.g. 03-31.'),
    ...dayOfYear,
  },
  {
    name: 'renewalOpensDays',
    label: 'Renewal opens (days before the season ends)',
    kind: 'number',
    required: 'Enter a number of days.',
    max: 365,
  },
  {
    name: 'graceDays',
    label: 'Grace (days after the season ends)',
    kind: 'number',
    required: 'Enter a number of days.',
    max: 365,
  },
  { name: 'bankAccountName', label: 'Bank account name', max: 80 },
  {
    name: 'bankSortCode',
    label: 'Sort code',
    max: 8,
    schema: z
      .string()
      .trim()
      .refine((t) => t === '' || /^\d{2}-?\d{2}-?\d{2}$/.test(t), 'Enter a sort code: 12-34-56.')
      // Stored as 12-34-56, however typed.
      .transform((t) => t.replace(/^(\d{2})-?(\d{2})-?(\d{2})$/, '$1-$2-$3')),
  },
  {
    name: 'bankAccountNumber',
    label: 'Account number',
    schema: z
      .string()
      .trim()
      .refine((t) => t === '' || /^\d{8}$/.test(t), 'Enter the 8-digit account number.'),
  },
  {
    name: 'dayTicketPricePence',
    label: 'Day ticket price (£)',
    required: true,
    schema: poundsSchema('Enter the day ticket price in pounds, e.g. 8 or 7.50.', 1000),
  },
  {
    name: 'dayTicketsPerDay',
    label: 'Day tickets per water per day (optional)',
    kind: 'number',
    max: 1000,
    invalid: 'Enter a whole number up to 1000, or leave it empty for no limit.',
  },
  {
    name: 'membersOnlyCatches',
    label: 'Only signed-in members may submit catches',
    kind: 'checkbox',
  },
  ...closedFields,
] as const satisfies readonly FieldSpec[];

type Values = Record<string, unknown>;

/** The stored settings as the form's starting values (pounds and days as text). */
function toForm(settings: MembershipSettings): Values {
  return {
    ...settings,
    dayTicketPricePence: poundsText(settings.dayTicketPricePence),
    dayTicketsPerDay: settings.dayTicketsPerDay ?? '',
    ...Object.fromEntries(
      CATCH_LOCATIONS.flatMap((water, index) => [
        [`closedFrom${index}`, settings.closedSeasons[water]?.from ?? ''],
        [`closedTo${index}`, settings.closedSeasons[water]?.to ?? ''],
      ]),
    ),
  };
}

function fromForm(values: Values): MembershipSettings {
  const closedSeasons: Record<string, DayRange> = {};
  CATCH_LOCATIONS.forEach((water, index) => {
    const from = values[`closedFrom${index}`] as string;
    const to = values[`closedTo${index}`] as string;
    if (from && to) closedSeasons[water] = { from, to };
  });
  const perDay = values.dayTicketsPerDay as number | undefined;
  return {
    seasonStart: values.seasonStart as string,
    seasonEnd: values.seasonEnd as string,
    renewalOpensDays: values.renewalOpensDays as number,
    graceDays: values.graceDays as number,
    bankAccountName: values.bankAccountName as string,
    bankSortCode: values.bankSortCode as string,
    bankAccountNumber: values.bankAccountNumber as string,
    dayTicketPricePence: values.dayTicketPricePence as number,
    dayTicketsPerDay: perDay === undefined || perDay === 0 ? null : perDay,
    membersOnlyCatches: values.membersOnlyCatches as boolean,
    closedSeasons,
  };
}

/** The season, renewals, bank details, day tickets and closed seasons: one recorded form. */
export function SettingsTab() {
  const settings = useQuery(membershipSettingsQuery);
  const queryClient = useQueryClient();
  return (
    <QueryState query={settings} what="the membership settings">
      {(data) => (
        <>
          <Typography sx={{ mb: 2 }}>
            The season members pay for, when renewal opens and how long after the season a
            membership stays in grace; the bank details /join shows; day tickets; and each water's
            closed season (day tickets refused, permits not valid there).
          </Typography>
          <AdminForm
            fields={FIELDS}
            values={toForm(data)}
            refine={(values, context) => {
              CATCH_LOCATIONS.forEach((water, index) => {
                const from = (values as Values)[`closedFrom${index}`];
                const to = (values as Values)[`closedTo${index}`];
                if (Boolean(from) !== Boolean(to)) {
                  context.addIssue({
                    code: 'custom',
                    path: [from ? `closedTo${index}` : `closedFrom${index}`],
                    message: `Give both days of ${water}'s closed season, or neither.`,
                  });
                }
              });
            }}
            submitLabel="Save Settings"
            saved="The membership settings were saved."
            warnUnsaved
            onSubmit={async (values) => {
              const result = await saveMembershipSettings(fromForm(values as Values));
              await queryClient.invalidateQueries({ queryKey: membershipSettingsQuery.queryKey });
              return result;
            }}
          >
            <Alert severity="info">
              A change to the season applies to payments from now on; seasons already paid keep
              their dates.
            </Alert>
          </AdminForm>
          <HistoryButton
            sx={{ mt: 2 }}
            area="manageMembers"
            path={membershipSettingsRef().path}
            name="the membership settings"
          />
        </>
      )}
    </QueryState>
  );
}
