import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';

/**
 * A permit token as a QR code, drawn by `qrcode` (loaded with this component only: the card and
 * the day ticket's page), as an SVG image, crisp at any size and readable with no signal. Low error
 * correction: a signed token is long, and on a lit screen (not a worn label) fewer, larger modules
 * scan more easily.
 */
export function PermitQr({ token, label }: { token: string; label: string }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let stopped = false;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toString(token, { type: 'svg', errorCorrectionLevel: 'L', margin: 2 }),
      )
      .then((text) => !stopped && setSvg(text));
    return () => {
      stopped = true;
    };
  }, [token]);
  return (
    <Box
      sx={{ width: '100%', maxWidth: 320, aspectRatio: '1', mx: 'auto', bgcolor: '#fff' }}
      data-testid="permit-qr"
    >
      {svg && (
        <Box
          component="img"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={label}
          sx={{ width: '100%', height: '100%', display: 'block' }}
        />
      )}
    </Box>
  );
}
