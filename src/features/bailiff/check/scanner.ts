/** Reading a QR code from the camera: the browser's BarcodeDetector, else jsQR (qr-decoder.ts). */

/** The browser's own QR reader (Chromium on Android, not Safari): not yet in TypeScript's DOM. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** Finds a QR code in the video's current frame. */
type FindCode = (video: HTMLVideoElement) => Promise<string | undefined>;

const BACK_CAMERA: MediaStreamConstraints = { video: { facingMode: 'environment' }, audio: false };
/** How long between two looks at the camera's picture. */
const LOOK_EVERY_MS = 150;

/** The decoder's code could not be fetched (no signal, and the phone had not kept it). */
export class ScannerNotLoaded extends Error {
  override name = 'ScannerNotLoaded';
}

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

/** This browser's way of finding a code: its own detector, else jsQR on a copy of the frame. */
async function codeFinder(): Promise<FindCode> {
  const detector = await nativeDetector();
  if (detector) {
    return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue;
  }
  const { findQrCode } = await import('./qr-decoder').catch((error: unknown) => {
    throw new ScannerNotLoaded('The QR decoder could not be fetched', { cause: error });
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    // No frame yet (the camera is starting): look again at the next turn.
    if (!context || !width || !height) return undefined;
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    context.drawImage(video, 0, 0, width, height);
    return findQrCode(context.getImageData(0, 0, width, height));
  };
}

/** Reads QR codes from the back camera until one is found; returns how to stop. */
export async function startScanning(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<() => void> {
  const findCode = await codeFinder();
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
    const code = await findCode(video).catch(() => undefined);
    if (stopped) return;
    if (code) {
      stop();
      onCode(code);
    } else timer = window.setTimeout(() => void look(), LOOK_EVERY_MS);
  };
  void look();
  return stop;
}
