import { describe, expect, it } from 'vitest';
import { changedAt } from './describe';
import { diffVersions, valueText } from './diff';

describe('diffVersions', () => {
  it('lists the fields whose text changed, markup dropped, bookkeeping left out', () => {
    expect(
      diffVersions(
        { title: 'Opening day', text: '<p>Come <b>along</b></p>', rev: 1, createdDate: 'x' },
        { title: 'Opening day (moved)', text: '<p>Come along</p>', rev: 2, createdDate: 'x' },
      ),
    ).toEqual([{ field: 'title', before: 'Opening day', after: 'Opening day (moved)' }]);
  });

  it('a field added or removed reads as empty on the other side', () => {
    expect(diffVersions(null, { name: 'Dan' })).toEqual([
      { field: 'name', before: '', after: 'Dan' },
    ]);
    expect(diffVersions({ email: 'a@b.c' }, {})).toEqual([
      { field: 'email', before: 'a@b.c', after: '' },
    ]);
  });

  it('leaves out updatedAt, which every write changes', () => {
    expect(
      diffVersions(
        { phone: '1', updatedAt: new Date('2026-11-28T12:44:12Z') },
        { phone: '2', updatedAt: new Date('2026-11-28T12:44:31Z') },
      ),
    ).toEqual([{ field: 'phone', before: '1', after: '2' }]);
  });

  it("writes times in the club's time, whatever the device's zone", () => {
    // Midday UTC in July is 13:00 in London (BST); a change's own time too.
    expect(valueText(new Date('2026-07-01T12:00:00Z'))).toBe('01/07/2026, 13:00:00');
    expect(changedAt(new Date('2026-07-01T12:00:00Z'))).toBe('01/07/2026, 13:00');
  });

  it('cuts long text', () => {
    expect(valueText('a'.repeat(200))).toHaveLength(120);
  });
});
