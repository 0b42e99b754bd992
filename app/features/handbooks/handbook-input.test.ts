import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../shared/forms/action-result';
import { handbookFormSchema } from './handbook-input';

describe('a handbook save', () => {
  it('is refused when a link hides its site behind a name and @, saying which', () => {
    const save = {
      intent: 'save',
      basedOn: '',
      body: '# Dues\n\nPay at [the bank](https://bank.example:pw@evil.example).',
    };
    expect(fieldErrors(handbookFormSchema.safeParse(save).error!)).toEqual({
      body:
        'The link “https://bank.example:pw@evil.example” puts “bank.example:pw@” before its site, which hides ' +
        'where it leads: write the address without it.',
    });
    expect(handbookFormSchema.safeParse({ ...save, body: 'Pay at [the bank](https://bank.example).' }).success).toBe(
      true,
    );
  });
});
