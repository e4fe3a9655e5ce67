/** Reading a QR code from the camera: the browser's BarcodeDetector, else ZXing's decoder. */

/** The browser's own QR reader (Chromium on Android, not Safari): not yet in TypeScript's DOM. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const BACK_CAMERA: MediaStreamConstraints = { video: { facingMode: 'environment' }, audio: false };

/**
 * On a phone without BarcodeDetector, fetches the decoder while there is signal, so the service
 * worker has it for a scan with none.
 */
export async function prepareScanner(): Promise<void> {
  if (!(await nativeDetector())) await import('./qr-decoder');
}

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats = await Detector.getSupportedFormats().catch((): string[] => []);
  return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
}

/** Reads QR codes from the back camera until one is found; returns how to stop. */
export async function startScanning(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<() => void> {
  const detector = await nativeDetector();
  if (!detector) {
    // No BarcodeDetector (Safari, Firefox): ZXing's decoder, loaded only now, on this screen.
    const { BrowserQRCodeReader } = await import('./qr-decoder');
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
