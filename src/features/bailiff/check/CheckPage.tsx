import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { CATCH_LOCATIONS } from '../../../config/constants';
import { formatShortDateTime } from '../../../lib/dates';
import { statusOn } from '../../../config/water-status';
import { errorMessage } from '../../../lib/error-message';
import { clubToday } from '../../../config/club-time';
import { rememberedWater, rememberWater } from '../api/check-store';
import { lookUpNumber } from '../api/lookup-number';
import { QrScanner } from './QrScanner';
import { prepareScanner } from './scanner';
import { useCheckData } from './use-check-data';
import { Verdict } from './Verdict';
import { checkToken, type CheckResult } from './verify-permit';
import { STATUS_STALE_MS, type KeptWaterStatus } from './kept-water-status';

/**
 * The bailiff's check on the bank (issue 33): choose the water, then scan a permit's QR code,
 * paste its code or type a member number. The signature is verified on the phone and the permit
 * judged against the revocation list kept there, so it works with no signal.
 */
export function CheckPage() {
  const { data, loaded, online, syncing, problem, sync } = useCheckData();
  const [water, setWater] = useState(() => {
    const kept = rememberedWater();
    return kept && (CATCH_LOCATIONS as readonly string[]).includes(kept) ? kept : '';
  });
  const [scanning, setScanning] = useState(false);
  const [code, setCode] = useState('');
  const [number, setNumber] = useState('');
  const [result, setResult] = useState<{
    check: CheckResult;
    offlineNote?: string | undefined;
    waterStatus?: KeptWaterStatus | undefined;
  }>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The latest check or look-up: an answer that comes after a newer one was asked for is dropped
  // (a look-up failing as the signal goes must not wipe the code checked since).
  const latest = useRef(0);
  useEffect(() => {
    // A scan must work with no signal later: the decoder is fetched (and kept) while there is.
    if (online) prepareScanner().catch(() => undefined);
  }, [online]);

  const today = clubToday();
  const context = data && {
    jwks: data.jwks,
    revoked: new Set(data.revoked),
    closedSeasons: data.closedSeasons,
    waterStatuses: data.waterStatuses,
    water,
    today,
  };
  const offlineNote =
    !online && data
      ? `Checked with no signal, list from ${formatShortDateTime(data.syncedAt)}.`
      : undefined;
  // Taken at each check, beside its verdict: what the phone knew of the water then.
  const keptStatus = (): KeptWaterStatus | undefined =>
    data && {
      status: data.waterStatuses ? statusOn(data.waterStatuses[water], today) : null,
      asOf: data.syncedAt,
      stale: Date.now() - data.syncedAt > STATUS_STALE_MS,
    };
  const ready = Boolean(context && water);

  async function check(text: string) {
    if (!context || !water) return;
    const asked = ++latest.current;
    setFailure(undefined);
    const checked = await checkToken(text, context);
    if (asked !== latest.current) return;
    setResult({ check: checked, offlineNote, waterStatus: keptStatus() });
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setFailure('Paste or type the permit code first.');
    await check(code);
  }

  async function submitNumber(event: FormEvent) {
    event.preventDefault();
    if (!context) return;
    if (!/^\d{1,8}$/.test(number.trim())) return setFailure('Enter the member number, e.g. 1042.');
    const asked = ++latest.current;
    setBusy(true);
    setFailure(undefined);
    // The last verdict goes while this one is asked: it is not this member's.
    setResult(undefined);
    try {
      const { verdict, ...holder } = await lookUpNumber(number.trim(), water);
      if (asked !== latest.current) return;
      setResult({
        check: {
          kind: 'judged',
          claims: holder,
          // No current permit (never paid, or closed): nothing valid to show.
          verdict: verdict ?? { valid: false, reason: 'expired' },
        },
        waterStatus: keptStatus(),
      });
    } catch (error) {
      if (asked !== latest.current) return;
      setFailure(errorMessage(error, 'look up that member number'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminPage title="Check a Permit">
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <TextField
          select
          label="Water"
          value={water}
          onChange={(event) => {
            setWater(event.target.value);
            rememberWater(event.target.value);
            setResult(undefined);
          }}
          helperText={water ? undefined : 'Choose the water you are checking on.'}
        >
          {CATCH_LOCATIONS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>

        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ flex: '1 1 200px' }} data-testid="sync-state">
            {!loaded
              ? 'Reading the permit list…'
              : data
                ? `${online ? 'Permit list' : 'No signal: using the permit list'} from ${formatShortDateTime(data.syncedAt)}.`
                : online
                  ? 'Fetching the permit list…'
                  : 'No signal, and this phone has no permit list yet: checks need signal once first.'}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            disabled={!online || syncing}
            onClick={() => void sync()}
          >
            {syncing ? 'Syncing…' : 'Sync now'}
          </Button>
        </Stack>
        {problem && <Alert severity="warning">{problem}</Alert>}

        {scanning ? (
          <QrScanner
            onCode={(text) => {
              setScanning(false);
              void check(text);
            }}
            onClose={() => setScanning(false)}
          />
        ) : (
          <Button
            variant="contained"
            size="large"
            disabled={!ready}
            onClick={() => {
              setResult(undefined);
              setScanning(true);
            }}
          >
            Scan QR code
          </Button>
        )}

        {failure && <Alert severity="error">{failure}</Alert>}
        {result && (
          <Verdict
            result={result.check}
            water={water}
            offlineNote={result.offlineNote}
            waterStatus={result.waterStatus}
          />
        )}

        <Stack component="form" spacing={1} onSubmit={(event) => void submitCode(event)} noValidate>
          <TextField
            label="Permit code"
            placeholder="Paste the code under the QR"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            multiline
            minRows={2}
            slotProps={{
              htmlInput: { autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false },
            }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={!ready}
            sx={{ alignSelf: 'flex-start' }}
          >
            Check code
          </Button>
        </Stack>

        <Stack
          component="form"
          spacing={1}
          onSubmit={(event) => void submitNumber(event)}
          noValidate
        >
          <TextField
            label="Member number"
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            helperText={
              online
                ? undefined
                : 'Looking up a member number needs signal: scan or paste their permit instead.'
            }
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={!ready || !online || busy}
            sx={{ alignSelf: 'flex-start' }}
          >
            {busy ? 'Looking up…' : 'Look up'}
          </Button>
        </Stack>
      </Stack>
    </AdminPage>
  );
}
