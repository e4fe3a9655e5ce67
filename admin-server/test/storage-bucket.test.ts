/**
 * Which bucket the admin server (catch upkeep, bin purge) works on: the project's own, without a
 * hand-set variable, since a project made since October 2024 has `<id>.firebasestorage.app`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageBucketName } from '../src/firebase';

const NEW_BUCKET = 'pac-club-live.firebasestorage.app';
const config = (value: object) => JSON.stringify(value);

describe('storageBucketName', () => {
  it('takes FIREBASE_CONFIG’s storageBucket, as a deployed function gets it', () => {
    const env = {
      FIREBASE_CONFIG: config({ projectId: 'pac-club-live', storageBucket: NEW_BUCKET }),
    };
    expect(storageBucketName('pac-club-live', env)).toBe(NEW_BUCKET);
  });

  it('reads FIREBASE_CONFIG from a file when it names one, as firebase-admin does', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'pac-bucket-')), 'config.json');
    writeFileSync(file, config({ projectId: 'pac-club-live', storageBucket: NEW_BUCKET }));
    expect(storageBucketName('pac-club-live', { FIREBASE_CONFIG: file })).toBe(NEW_BUCKET);
  });

  it('prefers STORAGE_BUCKET, set by hand on another host', () => {
    const env = {
      STORAGE_BUCKET: 'pac-other.appspot.com',
      FIREBASE_CONFIG: config({ projectId: 'pac-club-live', storageBucket: NEW_BUCKET }),
    };
    expect(storageBucketName('pac-club-live', env)).toBe('pac-other.appspot.com');
  });

  it('ignores another project’s config, and falls back to the classic name with nothing known', () => {
    const env = {
      FIREBASE_CONFIG: config({
        projectId: 'someone-else',
        storageBucket: 'x.firebasestorage.app',
      }),
    };
    expect(storageBucketName('demo-pac', env)).toBe('demo-pac.appspot.com');
    expect(storageBucketName('demo-pac', { FIREBASE_CONFIG: 'not json nor a file' })).toBe(
      'demo-pac.appspot.com',
    );
    expect(storageBucketName('demo-pac', {})).toBe('demo-pac.appspot.com');
  });
});
