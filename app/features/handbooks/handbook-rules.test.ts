import { describe, expect, it } from 'vitest';
import { ROLES } from '../../config/chapter';
import { handbookFormSchema } from './handbook-input';
import {
  asShown,
  HANDBOOK_MAX,
  handbookLinkFor,
  handbookPath,
  mayEdit,
  positionOfSlug,
  positionSlug,
  startsFromNewest,
} from './handbook-rules';
import { messages } from './messages';

describe('handbook addresses', () => {
  it('names each position in lower case with dashes, and reads every one back', () => {
    expect(positionSlug('Vice Regent')).toBe('vice-regent');
    expect(handbookPath('Professional Development Chair')).toBe('/handbooks/professional-development-chair');
    for (const role of ROLES) expect(positionOfSlug(positionSlug(role))).toBe(role);
  });

  it('names no position for an unknown or differently written address', () => {
    expect(positionOfSlug('grand-wizard')).toBeNull();
    expect(positionOfSlug('Scribe')).toBeNull();
    expect(positionOfSlug(undefined)).toBeNull();
  });

  it("links an officer's menu to their own position's handbook and a member without one to every handbook", () => {
    expect(handbookLinkFor('Vice Regent')).toEqual({ path: '/handbooks/vice-regent', label: 'Handbook' });
    expect(handbookLinkFor(null)).toEqual({ path: '/handbooks', label: 'Handbooks' });
  });
});

describe('who may edit a handbook', () => {
  it('is the position’s holder today, the Regent and the Webmaster', () => {
    expect(mayEdit('Scribe', 'Scribe')).toBe(true);
    expect(mayEdit('Regent', 'Scribe')).toBe(true);
    expect(mayEdit('Webmaster', 'Treasurer')).toBe(true);
  });

  it('is no other officer, and no member without a position today', () => {
    expect(mayEdit('Brotherhood Chair', 'Scribe')).toBe(false);
    expect(mayEdit('Vice Regent', 'Regent')).toBe(false);
    expect(mayEdit(null, 'Scribe')).toBe(false);
  });
});

describe('versions', () => {
  it('takes a save only from a page that showed the newest version, or none when there is none', () => {
    expect(startsFromNewest(7, 7)).toBe(true);
    expect(startsFromNewest(null, null)).toBe(true);
    expect(startsFromNewest(6, 7)).toBe(false);
    expect(startsFromNewest(null, 7)).toBe(false);
    expect(startsFromNewest(7, null)).toBe(false);
  });

  it('keeps the text as the editor showed it, with each line break one character', () => {
    expect(asShown('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
  });
});

describe('the handbook form', () => {
  const save = (body: string, basedOn = '3') => handbookFormSchema.safeParse({ intent: 'save', body, basedOn });

  it('takes a text up to the limit, line breaks counted as the editor counts them, and no version yet', () => {
    expect(save(`${'x'.repeat(HANDBOOK_MAX - 1)}\r\n`, '').data).toEqual({
      intent: 'save',
      body: `${'x'.repeat(HANDBOOK_MAX - 1)}\n`,
      basedOn: null,
    });
  });

  it('refuses an empty or blank text and one over the limit, saying why', () => {
    expect(save(' \r\n\t').error?.issues[0]?.message).toBe(messages.empty);
    expect(save('x'.repeat(HANDBOOK_MAX + 1)).error?.issues[0]?.message).toBe(messages.tooLong);
  });

  it('refuses a restore without a real version or a version the page showed', () => {
    expect(handbookFormSchema.safeParse({ intent: 'restore', versionId: 'abc', basedOn: '3' }).success).toBe(false);
    expect(handbookFormSchema.safeParse({ intent: 'restore', versionId: '2', basedOn: '-1' }).success).toBe(false);
    expect(handbookFormSchema.safeParse({ intent: 'publish', body: 'x', basedOn: '3' }).success).toBe(false);
  });
});
