import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

/** The browser's own QR reader (Chromium on Android, not Safari): not yet in TypeScript's DOM. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const BACK_CAMERA: MediaStreamConstraints = { video: { facingMode: 'environment' }, audio: false };

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats = await Detector.getSupportedFormats().catch((): string[] => []);
  return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
}

/** Reads QR codes from the back camera until one is found; returns how to stop. */
async function startScanning(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<() => void> {
  const detector = await nativeDetector();
  if (!detector) {
    // No BarcodeDetector (Safari, Firefox): ZXing's decoder, loaded only now, on this screen.
    const { BrowserQRCodeReader } = await import('@zxing/browser');
    const controls = await new BrowserQRCodeReader().decodeFromConstraints(
      BACK_CAMERA,
      video,
      (result, _error, scanning) => {
        if (!result) return;
        scanning.stop();
        onCode(result.getText());
      },
    );
    return () => controls.stop();
  }
  const stream = await navigator.mediaDevices.getUserMedia(BACK_CAMERA);
  video.srcObject = stream;
  await video.play();
  let timer: number | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    window.clearTimeout(timer);
    stream.getTracks().forEach((track) => track.stop());
  };
  const look = async () => {
    if (stopped) return;
    const codes = await detector.detect(video).catch(() => []);
    const code = codes[0]?.rawValue;
    if (code) {
      stop();
      onCode(code);
    } else timer = window.setTimeout(() => void look(), 150);
  };
  void look();
  return stop;
}

function cameraProblem(error: unknown): string {
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
