'use client';

import { safeStorage } from '@/lib/browser/storage';

/** Dismisses the announcement and remembers it under its id. */
export function AnnouncementClose({ storageKey }: { storageKey: string }) {
  const dismiss = () => {
    safeStorage.set(storageKey, 'true');
    document.documentElement.setAttribute('data-announcement-dismissed', '');
  };
  return (
    <button type="button" className="announcement-close" aria-label="Dismiss announcement" onClick={dismiss}>
      ×
    </button>
  );
}
