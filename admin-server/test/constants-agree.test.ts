/* eslint-disable pac/import-boundaries -- this test exists to compare the admin server's copies with the site's. */
/** The admin server keeps its own copy of the site's constants; they must say the same. */
import { describe, expect, it } from 'vitest';
import * as site from '../../src/config/constants';
import { PERMISSION_FLAGS as SITE_FLAGS } from '../../src/features/auth/types';
import { MIN_ADMIN_PASSWORD_LENGTH, PERMISSION_FLAGS } from '../src/users/user-constants';
import { WATERS } from '../src/members/waters';
import { WATER_KEYS } from '../src/waters/water-status';
import { WATERS as SITE_WATERS } from '../../src/config/waters';

describe("the admin server's constants", () => {
  it('ask for the same minimum password length as the site', () => {
    expect(MIN_ADMIN_PASSWORD_LENGTH).toBe(site.MIN_ADMIN_PASSWORD_LENGTH);
  });

  it('know the same permission flags, in the same order, as the site', () => {
    expect(PERMISSION_FLAGS).toEqual(SITE_FLAGS);
  });

  it('know the same waters as the site (permits and day tickets name them)', () => {
    expect(WATERS).toEqual(site.CATCH_LOCATIONS);
  });

  it('name the waters by the same keys and slugs as the site (water status)', () => {
    expect(
      Object.entries(WATER_KEYS).map(([key, name]) => ({
        key,
        name,
        slug: name.toLowerCase().replaceAll(' ', '-'),
      })),
    ).toEqual(SITE_WATERS);
  });
});
