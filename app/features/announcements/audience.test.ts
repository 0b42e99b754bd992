import { describe, expect, it } from 'vitest';
import { audienceName, audienceValue, parseAudience } from './audience';

describe('an announcement audience', () => {
  it('reads back every value the form posts', () => {
    for (const value of ['active', 'officers', 'alumni', 'class:Alpha', 'family:Clout Fam']) {
      const audience = parseAudience(value);
      expect(audience).not.toBeNull();
      expect(audienceValue(audience as NonNullable<typeof audience>)).toBe(value);
    }
  });

  it('refuses anything else', () => {
    for (const value of ['', 'everyone', 'class:', 'family', `class:${'x'.repeat(81)}`, 'dropped']) {
      expect(parseAudience(value)).toBeNull();
    }
  });

  it('is said in words', () => {
    expect(audienceName({ kind: 'active' })).toBe('All active members');
    expect(audienceName({ kind: 'class', name: 'Alpha' })).toBe('The Alpha class');
    expect(audienceName({ kind: 'family', name: 'Engh Gang' })).toBe('The Engh Gang family');
    expect(audienceName({ kind: 'alumni' })).toBe('Alumni who have an email');
  });
});
