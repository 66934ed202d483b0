import { describe, expect, it } from 'vitest';
import { initialsOf, initialsOfFullName } from './initials';

describe('initials', () => {
  it('takes the first letter of the first and last names, trimmed and in capitals', () => {
    expect(initialsOf(' josé ', 'pérez')).toBe('JP');
    expect(initialsOf('Ana', '')).toBe('A');
    expect(initialsOf('', '  ')).toBe('?');
  });

  it('takes the first letters of the first two words of a full name', () => {
    expect(initialsOfFullName('  maría   josé pérez ')).toBe('MJ');
    expect(initialsOfFullName('Úrsula')).toBe('Ú');
    expect(initialsOfFullName('')).toBe('?');
  });
});
