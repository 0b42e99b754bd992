import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, refusalMessage } from './action-result';

const errorOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected the schema to refuse');
  return parsed.error;
};

describe('fieldErrors', () => {
  it('keeps the first message of each field, nested fields named by their path', () => {
    const schema = z.object({
      name: z
        .string()
        .min(3, 'Too short.')
        .regex(/^[A-Z]/, 'Start with a capital.'),
      links: z.array(z.object({ url: z.url('Enter a web address.') })),
    });
    expect(fieldErrors(errorOf(schema, { name: 'ab', links: [{ url: 'https://a.org' }, { url: 'nope' }] }))).toEqual({
      name: 'Too short.',
      'links.1.url': 'Enter a web address.',
    });
  });

  it('files a problem of the whole form under `form`', () => {
    const schema = z
      .object({ from: z.number(), to: z.number() })
      .refine((range) => range.from <= range.to, 'The end comes before the start.');
    expect(fieldErrors(errorOf(schema, { from: 5, to: 1 }))).toEqual({ form: 'The end comes before the start.' });
  });
});

describe('refusalMessage', () => {
  it('says the only problem itself', () => {
    expect(refusalMessage({ name: 'Enter a name.' })).toBe('Enter a name.');
  });

  it('points to the marked fields when there are several, or none', () => {
    const pointer = 'Nothing was saved: please correct the marked fields.';
    expect(refusalMessage({ name: 'Enter a name.', year: 'Enter a year.' })).toBe(pointer);
    expect(refusalMessage({})).toBe(pointer);
    expect(refusalMessage({ name: undefined, year: 'Enter a year.' })).toBe('Enter a year.');
  });
});
