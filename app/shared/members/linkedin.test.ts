import { describe, expect, it } from 'vitest';
import { isValidLinkedinUrl, LINKEDIN_MESSAGE } from './linkedin';

describe('LinkedIn rule', () => {
  it('refuses with the one LinkedIn message', () => {
    expect(LINKEDIN_MESSAGE).toBe('LinkedIn URL must start with https://www.linkedin.com/in/');
  });

  it('accepts a profile address and an empty value', () => {
    expect(isValidLinkedinUrl('https://www.linkedin.com/in/sam-ng')).toBe(true);
    expect(isValidLinkedinUrl('')).toBe(true);
    expect(isValidLinkedinUrl('   ')).toBe(true);
  });

  it('refuses other hosts, http, missing /in/, a bare prefix and look-alikes', () => {
    for (const url of [
      'http://www.linkedin.com/in/sam',
      'https://linkedin.com/in/sam',
      'https://www.linkedin.com/company/x',
      'https://www.linkedin.com/in/',
      'https://www.linkedin.com.evil.example/in/sam',
      'www.linkedin.com/in/sam',
      'https://www.linkedin.com/in/sam ng',
      'https://www.linkedin.com/in/sam\\..\\..\\x',
      'https://www.linkedin.com/in/sam\tng',
      'https://www.linkedin.com/in/sam\u0000',
      'https://www.linkedin.com/in/sam\u0007',
    ]) {
      expect(isValidLinkedinUrl(url), url).toBe(false);
    }
  });
});

describe('isValidLinkedinUrl for stored values', () => {
  it('accepts a missing value and refuses other LinkedIn pages or plain http', () => {
    expect(isValidLinkedinUrl(null)).toBe(true);
    expect(isValidLinkedinUrl(undefined)).toBe(true);
    expect(isValidLinkedinUrl('https://www.linkedin.com/company/x')).toBe(false);
    expect(isValidLinkedinUrl('http://www.linkedin.com/in/sam')).toBe(false);
  });
});
