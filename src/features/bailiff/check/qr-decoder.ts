/**
 * ZXing's QR decoder (@zxing/browser), for browsers without BarcodeDetector (Safari, Firefox):
 * its own chunk, named so the service worker leaves it out of every visitor's precache and keeps
 * it once a bailiff's phone has fetched it (vite.config.ts, `qr-decoder`).
 */
export { BrowserQRCodeReader } from '@zxing/browser';
