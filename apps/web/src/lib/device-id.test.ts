import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_ID_PATTERN } from '@portal/shared';
import { DEVICE_STORAGE_KEY } from '../config/storage-keys';
import { deviceId } from './device-id';

afterEach(() => localStorage.clear());

describe('deviceId', () => {
  it('makes a random URL-safe id once and keeps it', () => {
    const id = deviceId();
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(localStorage.getItem(DEVICE_STORAGE_KEY)).toBe(id);
    expect(deviceId()).toBe(id);
  });

  it('replaces a stored value that is not an id', () => {
    localStorage.setItem(DEVICE_STORAGE_KEY, 'not an id!');
    const id = deviceId();
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(id).not.toBe('not an id!');
  });

  it('keeps one id for the page when storage fails', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(deviceId(broken)).toBe(deviceId(broken));
    expect(deviceId(broken)).toMatch(DEVICE_ID_PATTERN);
  });
});
