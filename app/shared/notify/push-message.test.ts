import { describe, expect, it } from 'vitest';
import { PUSH_BODY_LENGTH, pushBody } from './push-message';

describe('pushBody', () => {
  it('is the first paragraph as plain text', () => {
    expect(pushBody('**Chapter meeting** moved to [Room 204](https://example.org).\n\nBring dues.')).toBe(
      'Chapter meeting moved to Room 204.',
    );
  });

  it('drops heading, list and quote markers and code marks', () => {
    expect(pushBody('# Rush week\n- `Monday` info night')).toBe('Rush week Monday info night');
    expect(pushBody('> _Quoted_ words')).toBe('Quoted words');
  });

  it('cuts a long paragraph at a word, with an ellipsis', () => {
    const long = 'word '.repeat(100);
    const body = pushBody(long);
    expect(body.length).toBeLessThanOrEqual(PUSH_BODY_LENGTH);
    expect(body.endsWith('word…')).toBe(true);
  });

  it('cuts one very long word where it must', () => {
    const body = pushBody('x'.repeat(500));
    expect(body).toBe(`${'x'.repeat(PUSH_BODY_LENGTH - 1)}…`);
  });

  it('is empty for an empty message', () => {
    expect(pushBody('  \n ')).toBe('');
  });
});
