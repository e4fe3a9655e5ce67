import { describe, expect, it } from 'vitest';
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

  it('cuts long text', () => {
    expect(valueText('a'.repeat(200))).toHaveLength(120);
  });
});
