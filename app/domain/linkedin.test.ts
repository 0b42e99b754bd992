import { describe, expect, it } from 'vitest';
import { isValidLinkedinUrl, LINKEDIN_MESSAGE } from './linkedin';

describe('LinkedIn rule (SPEC section 5)', () => {
  it('accepts an empty value and a profile link', () => {
    expect(isValidLinkedinUrl('')).toBe(true);
    expect(isValidLinkedinUrl(null)).toBe(true);
    expect(isValidLinkedinUrl('https://www.linkedin.com/in/sam-ng')).toBe(true);
  });

  it('refuses anything that is not under /in/ of the LinkedIn host', () => {
    expect(isValidLinkedinUrl('https://www.linkedin.com/company/x')).toBe(false);
    expect(isValidLinkedinUrl('http://www.linkedin.com/in/sam')).toBe(false);
    expect(isValidLinkedinUrl('linkedin.com/in/sam')).toBe(false);
  });

  it('names the required prefix in its message', () => {
    expect(LINKEDIN_MESSAGE).toBe('LinkedIn URL must start with https://www.linkedin.com/in/');
  });
});
