// The words of letters not yet saved, kept in localStorage per user (letters/draft-storage.ts),
// removed for every user of this browser. Its own small file: the portal's start-up takes it
// without the phone app's offline store.
import { LETTER_DRAFT_STORAGE_PREFIX } from '../../config/storage-keys';

export function clearLetterDrafts(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(LETTER_DRAFT_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
