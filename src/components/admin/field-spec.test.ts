import { describe, expect, it } from 'vitest';
import { z } from '../../lib/zod';
import { PreparingPicture } from '../../lib/image-file';
import { formDefaults, formSchema, type FieldSpec } from './field-spec';

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));

const photo = new File(['x'], 'me.jpg', { type: 'image/jpeg' });

describe('formSchema', () => {
  it('trims text and gives the required and too-long messages', () => {
    const schema = formSchema([
      { name: 'title', label: 'Title', required: 'Enter a title.', max: 5, tooLong: 'Too long.' },
      { name: 'note', label: 'Note', kind: 'multiline' },
    ]);
    expect(schema.parse({ title: '  Pike ', note: ' x ' })).toEqual({ title: 'Pike', note: 'x' });
    expect(messages(schema.safeParse({ title: '   ', note: '' }))).toEqual({
      title: 'Enter a title.',
    });
    expect(messages(schema.safeParse({ title: 'Bream!', note: '' }))).toEqual({
      title: 'Too long.',
    });
  });

  it('reads a whole number from its text, empty when not required', () => {
    const schema = formSchema([
      { name: 'rank', label: 'Rank', kind: 'number', required: 'Whole number.', max: 999 },
      { name: 'oz', label: 'Oz', kind: 'number', invalid: 'Enter whole ounces.' },
    ]);
    expect(schema.parse({ rank: ' 7 ', oz: '' })).toEqual({ rank: 7, oz: undefined });
    expect(schema.parse({ rank: '12', oz: '15' })).toEqual({ rank: 12, oz: 15 });
    expect(messages(schema.safeParse({ rank: 'first', oz: 'ten' }))).toEqual({
      rank: 'Whole number.',
      oz: 'Enter whole ounces.',
    });
    expect(messages(schema.safeParse({ rank: '1000', oz: '' }))).toEqual({
      rank: 'Whole number.',
    });
  });

  it('needs a real day, refuses the future when asked, and gives a time as HH:mm', () => {
    const schema = formSchema([
      { name: 'day', label: 'Day', kind: 'date', required: 'Choose the day.', disableFuture: true },
      { name: 'at', label: 'At', kind: 'time', required: 'Enter the time.' },
    ]);
    const day = new Date(2026, 0, 9);
    expect(schema.parse({ day, at: new Date(2026, 0, 1, 7, 5) })).toEqual({ day, at: '07:05' });
    expect(messages(schema.safeParse({ day: null, at: new Date(Number.NaN) }))).toEqual({
      day: 'Choose the day.',
      at: 'Enter the time.',
    });
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(messages(schema.safeParse({ day: tomorrow, at: day }))).toEqual({
      day: 'The date cannot be in the future.',
    });
  });

  it('checks a picture with the image checks, optional unless required', async () => {
    const fields = (required: boolean): FieldSpec[] => [
      { name: 'photo', label: 'Photo', kind: 'image', required },
    ];
    expect(await formSchema(fields(false)).parseAsync({ photo: undefined })).toEqual({
      photo: undefined,
    });
    expect(messages(await formSchema(fields(true)).safeParseAsync({ photo: undefined }))).toEqual({
      photo: 'Choose a picture.',
    });
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    expect(messages(await formSchema(fields(false)).safeParseAsync({ photo: pdf })).photo).toMatch(
      /must be an image file/,
    );
    expect(await formSchema(fields(true)).parseAsync({ photo })).toEqual({ photo });
    // A Save pressed while the picture goes through the pipeline waits for it, and saves the
    // prepared picture; one that could not be prepared is not saved.
    for (const required of [false, true]) {
      let done: (file: File | undefined) => void = () => {};
      const ready = new Promise<File | undefined>((resolve) => (done = resolve));
      let waiting = true;
      const check = formSchema(fields(required))
        .parseAsync({ photo: new PreparingPicture(ready) })
        .finally(() => (waiting = false));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(waiting).toBe(true);
      done(photo);
      expect(await check).toEqual({ photo });
      const failed = new PreparingPicture(Promise.resolve(undefined));
      expect(
        messages(await formSchema(fields(required)).safeParseAsync({ photo: failed })).photo,
      ).toBe('Choose a picture.');
    }
  });

  it("uses a field's own schema, and the screen's check across fields", () => {
    const schema = formSchema<{ password: string; confirm: string }>(
      [
        { name: 'password', label: 'Password', schema: z.string() },
        { name: 'confirm', label: 'Confirm', schema: z.string() },
      ],
      (values, context) => {
        if (values.password !== values.confirm) {
          context.addIssue({ code: 'custom', path: ['confirm'], message: 'No match.' });
        }
      },
    );
    // Its own schema does not trim: a password keeps its spaces.
    expect(schema.parse({ password: ' a ', confirm: ' a ' })).toEqual({
      password: ' a ',
      confirm: ' a ',
    });
    expect(messages(schema.safeParse({ password: 'a', confirm: 'b' }))).toEqual({
      confirm: 'No match.',
    });
  });
});

describe('formDefaults', () => {
  const fields: FieldSpec[] = [
    { name: 'title', label: 'Title' },
    { name: 'rank', label: 'Rank', kind: 'number' },
    { name: 'day', label: 'Day', kind: 'date' },
    { name: 'shown', label: 'Shown', kind: 'checkbox' },
    { name: 'photo', label: 'Photo', kind: 'image' },
    {
      name: 'visible',
      label: 'Visible',
      kind: 'radio',
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
    },
  ];

  it('starts every field empty: no text, unticked, no day, no picture, the first choice', () => {
    expect(formDefaults(fields)).toEqual({
      title: '',
      rank: '',
      day: null,
      shown: false,
      photo: undefined,
      visible: 'yes',
    });
  });

  it("starts from the thing's values, a number as its text, ignoring what is not a field", () => {
    const day = new Date(2026, 0, 9);
    expect(
      formDefaults(fields, { id: 'x', title: 'Pike', rank: 3, day, shown: true, visible: 'no' }),
    ).toEqual({ title: 'Pike', rank: '3', day, shown: true, photo: undefined, visible: 'no' });
  });
});
