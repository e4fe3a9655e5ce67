import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { STANDING_LABELS } from '../../../config/membership';
import { formatIsoDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { clubMembersCollection } from '../api/club-members-collection';
import { membershipSettingsQuery } from '../api/membership-settings';
import { membershipTypesQuery } from '../api/membership-types';
import { recordRegisterExport, registerExportsQuery } from '../api/register-exports';
import { MemberList } from './MemberList';
import { memberForm } from './member-form';
import {
  expiryChoices,
  filterRegister,
  filterText,
  NEVER_PAID,
  NO_FILTER,
  registerCsv,
  type RegisterFilter,
} from './register';
import { useStanding } from './use-standing';

/** Saves text as a file the phone or computer downloads. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The register: search by name, number or email; filter by standing, type and expiry; CSV. */
export function RegisterTab() {
  const settings = useQuery(membershipSettingsQuery).data;
  const typesData = useQuery(membershipTypesQuery).data;
  const types = useMemo(() => typesData ?? [], [typesData]);
  const members = useQuery(clubMembersCollection.list).data ?? [];
  const { today, dates, standing } = useStanding(settings);
  const [filter, setFilter] = useState<RegisterFilter>(NO_FILTER);
  const form = useMemo(() => memberForm(types), [types]);
  const shown = filterRegister(members, filter, dates, today);
  const shownIds = new Set(shown.map((m) => m.id));
  const set = (key: keyof RegisterFilter) => (event: { target: { value: string } }) =>
    setFilter((current) => ({ ...current, [key]: event.target.value }));
  const queryClient = useQueryClient();
  const exports = useQuery(registerExportsQuery).data ?? [];
  const [exportProblem, setExportProblem] = useState<string>();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExportProblem(undefined);
    setExporting(true);
    try {
      const names = Object.fromEntries(types.map((type) => [type.id, type.name]));
      await recordRegisterExport(shown.length, filterText(filter, names));
      download(`members-${today}.csv`, registerCsv(shown, dates, today));
      void queryClient.invalidateQueries({ queryKey: registerExportsQuery.queryKey });
    } catch (error) {
      setExportProblem(
        `${errorMessage(error, 'record the export')} Nothing was exported: every export is recorded first.`,
      );
    } finally {
      setExporting(false);
    }
  };
  const select = { select: true, size: 'small', sx: { minWidth: 160, flex: '1 1 160px' } } as const;
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <TextField
          label="Search"
          placeholder="Name, number or email"
          type="search"
          size="small"
          value={filter.search}
          onChange={set('search')}
          sx={{ flex: '1 1 100%' }}
        />
        <TextField label="Standing" value={filter.standing} onChange={set('standing')} {...select}>
          <MenuItem value="">Any</MenuItem>
          {Object.entries(STANDING_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Type" value={filter.typeId} onChange={set('typeId')} {...select}>
          <MenuItem value="">Any</MenuItem>
          {types.map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Paid until" value={filter.expiry} onChange={set('expiry')} {...select}>
          <MenuItem value="">Any</MenuItem>
          {expiryChoices(members).map((day) => (
            <MenuItem key={day} value={day}>
              {formatIsoDay(day)}
            </MenuItem>
          ))}
          <MenuItem value={NEVER_PAID}>Not paid</MenuItem>
        </TextField>
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}
      >
        <Typography role="status" sx={{ flex: '1 1 auto' }}>
          {shown.length} of {members.length} members
        </Typography>
        <Button
          variant="outlined"
          disabled={shown.length === 0 || exporting}
          onClick={() => void exportCsv()}
        >
          Export CSV
        </Button>
      </Stack>
      {exportProblem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exportProblem}
        </Alert>
      )}
      {exports[0] && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          Last exported{' '}
          {exports[0].at?.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })} by{' '}
          {exports[0].email ?? 'an admin'}: {exports[0].rows} members ({exports[0].filter}).
        </Typography>
      )}
      <MemberList
        label="Members"
        standing={standing}
        filter={(member) => shownIds.has(member.id)}
        emptyText={
          members.length > 0 ? 'No members match the search and filters.' : 'No members yet.'
        }
        form={form}
      />
    </>
  );
}
