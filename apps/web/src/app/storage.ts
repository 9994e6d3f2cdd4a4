import { STORAGE_KEYS } from '@salon/shared';

/** The product's local storage keys (spec section 3), read and written only through here. */
export type StorageKey = keyof typeof STORAGE_KEYS;

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS[key]);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS[key], value);
  } catch {
    // storage full or blocked (private mode): the app keeps working without persistence
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS[key]);
  } catch {
    // see writeStorage
  }
}

/** Clears local storage, keeping the named keys (the 401 flow keeps unauthorizedErrorMessage). */
export function clearStorageExcept(keep: StorageKey[]): void {
  try {
    const kept = keep.map((key) => [key, readStorage(key)] as const);
    window.localStorage.clear();
    for (const [key, value] of kept) if (value !== null) writeStorage(key, value);
  } catch {
    // see writeStorage
  }
}
