import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { QrScanner } from './QrScanner';
import { ScannerNotLoaded, startScanning } from './scanner';

// jsdom has no camera: what starting it answers is given here; the real one is e2e's.
vi.mock('./scanner', async (actual) => ({
  ...(await actual<typeof import('./scanner')>()),
  startScanning: vi.fn(),
}));

// A phone with a camera (jsdom has no mediaDevices at all, which reads as no camera).
beforeAll(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: {}, configurable: true });
});

describe('the scanner says why it cannot scan, and the bailiff can type instead', () => {
  it.each([
    [new ScannerNotLoaded('offline'), 'The scanner could not be loaded with no signal.'],
    [new DOMException('denied', 'NotAllowedError'), 'The camera is not allowed for this site.'],
    [new DOMException('none', 'NotFoundError'), 'This device has no camera the site can use.'],
    [new Error('busy'), 'The camera could not be started.'],
  ])('%s', async (error, sentence) => {
    vi.mocked(startScanning).mockRejectedValueOnce(error);
    render(<QrScanner onCode={vi.fn()} onClose={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.getByRole('alert')).toHaveTextContent(/type the code or member number below\.$/i);
    expect(screen.queryByLabelText(/Camera view/)).toBeNull();
  });
});
