import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PermitClaims } from '../../../config/membership';
import { formatIsoDay } from '../../../lib/dates';
import { PermitQr } from './PermitQr';

/** A permit as a bailiff sees it on the phone: who, what, where, when, and the QR to scan. */
export function PermitDetails({ token, claims }: { token: string; claims: PermitClaims }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {claims.photo && (
          <Avatar src={claims.photo} alt={claims.name} sx={{ width: 72, height: 72 }} />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {claims.name}
          </Typography>
          <Typography>
            {claims.type}, {claims.kind === 'member' ? 'member' : 'ticket'} {claims.num}
          </Typography>
          <Typography>
            Valid {formatIsoDay(claims.from)} to {formatIsoDay(claims.until)}
          </Typography>
          <Typography variant="body2">Waters: {claims.waters.join(', ')}</Typography>
        </Box>
      </Stack>
      <PermitQr token={token} label={`QR code of the permit of ${claims.name}`} />
    </Stack>
  );
}
