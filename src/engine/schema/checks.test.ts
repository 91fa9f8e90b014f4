import { describe, expect, it } from 'vitest';
import { isCreditCode } from './checks';

describe('isCreditCode', () => {
  it('accepts codes whose check character matches (GB 32100-2015)', () => {
    // Published codes of well-known companies.
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('9144030071526726XG')).toBe(true);
    expect(isCreditCode('914403001922038216')).toBe(true);
  });

  it('refuses a wrong check character, a wrong length and forbidden letters', () => {
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    expect(isCreditCode('91350100M000100I43')).toBe(false);
    expect(isCreditCode('')).toBe(false);
  });
});
