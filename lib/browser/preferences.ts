import { safeStorage } from './storage';

/** Local-storage key of a dismissed announcement (keyed by its id so a new one shows again). */
export const announcementKeyFor = (id: string): string => `announcement-dismissed:${id}`;

/** Local-storage key of the colour mode ("light" or "dark"). */
export const THEME_KEY = 'theme';
/** Local-storage key of the preferred docs version (the Docusaurus key, so choices made there carry over). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** The stored colour mode, or null when the reader has not chosen one. */
export function storedTheme(): 'light' | 'dark' | null {
  const value = safeStorage.get(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

/** Remembers the reader's docs version. */
export function rememberVersion(label: string): void {
  safeStorage.set(PREFERRED_VERSION_KEY, label);
}

/** The remembered docs version, or null. */
export function preferredVersion(): string | null {
  return safeStorage.get(PREFERRED_VERSION_KEY);
}
