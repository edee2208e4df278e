'use client';

import { safeStorage } from '@/lib/browser/storage';
import { ANNOUNCEMENT_KEY } from '@/lib/browser/preferences';

/** Dismisses the announcement and remembers it under its id. */
export function AnnouncementClose() {
  const dismiss = () => {
    safeStorage.set(ANNOUNCEMENT_KEY, 'true');
    document.documentElement.setAttribute('data-announcement-dismissed', '');
  };
  return (
    <button type="button" className="announcement-close" aria-label="Dismiss announcement" onClick={dismiss}>
      ×
    </button>
  );
}
