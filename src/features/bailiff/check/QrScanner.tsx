import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { ScannerNotLoaded, startScanning } from './scanner';

function cameraProblem(error: unknown): string {
  if (error instanceof ScannerNotLoaded) {
    return 'The scanner could not be loaded with no signal. Type the code or member number below.';
  }
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError') {
    return 'The camera is not allowed for this site. Allow it in the browser settings, or type the code or member number below.';
  }
  if (name === 'NotFoundError' || !navigator.mediaDevices) {
    return 'This device has no camera the site can use. Type the code or member number below.';
  }
  return 'The camera could not be started. Type the code or member number below.';
}

/** The camera's view while scanning a permit's QR code; hands the code over and stops. */
export function QrScanner({
  onCode,
  onClose,
}: {
  onCode: (text: string) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string>();
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    startScanning(video.current!, (code) => handler.current(code)).then(
      (stopScanning) => {
        if (unmounted) stopScanning();
        else stop = stopScanning;
      },
      (error: unknown) => !unmounted && setProblem(cameraProblem(error)),
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
  return (
    <Box sx={{ mb: 2 }}>
      {problem ? (
        <Alert severity="warning">{problem}</Alert>
      ) : (
        <>
          <Box
            component="video"
            ref={video}
            muted
            playsInline
            aria-label="Camera view: hold the permit's QR code in the frame"
            sx={{ width: '100%', maxHeight: '60vh', bgcolor: 'black', borderRadius: 1 }}
          />
          <Typography variant="body2" color="text.secondary">
            Hold the QR code in the frame.
          </Typography>
        </>
      )}
      <Button onClick={onClose} sx={{ mt: 1 }}>
        Stop scanning
      </Button>
    </Box>
  );
}
