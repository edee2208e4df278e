'use client';

import { safeStorage } from '@/lib/browser/storage';
import { announcementKey } from './theme-script';

/** Dismisses the announcement and remembers it under its id. */
export function AnnouncementClose() {
  const dismiss = () => {
    safeStorage.set(announcementKey, 'true');
    document.documentElement.setAttribute('data-announcement-dismissed', '');
  };
  return (
    <button type="button" className="announcement-close" aria-label="Dismiss announcement" onClick={dismiss}>
      ×
    </button>
  );
}
