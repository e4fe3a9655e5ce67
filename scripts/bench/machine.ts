/** The machine a bench ran on, and how busy it was meanwhile (other processes share the cores). */
import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  chromium: string;
  os: string;
}

export function describeMachine(chromiumVersion: string): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    chromium: chromiumVersion,
    os: `${os.type()} ${os.release()}`,
  };
}

/** Samples the 1-minute load average every 10 s; load above 1 means others used the cores too. */
export class LoadSampler {
  private samples: number[] = [];
  private timer = setInterval(() => this.samples.push(os.loadavg()[0]!), 10_000);

  constructor() {
    this.samples.push(os.loadavg()[0]!);
    this.timer.unref();
  }

  stop(): { mean: number; max: number } {
    clearInterval(this.timer);
    const mean = this.samples.reduce((a, b) => a + b, 0) / this.samples.length;
    return { mean, max: Math.max(...this.samples) };
  }
}
