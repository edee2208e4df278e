import { bootBeforePaint, type BootConfig } from '@/lib/browser/boot';
import { THEME_KEY } from '@/lib/browser/preferences';
import { siteConfig } from '@/lib/site-config';
import { BASE_URL_BANNER_ID, baseUrlBannerEnabled } from '@/components/state/base-path-banner';

/** Local-storage key of the dismissed announcement (keyed by id so a new one shows again). */
export const announcementKey = `announcement-dismissed:${siteConfig.announcement.id}`;

const config: BootConfig = { themeKey: THEME_KEY, announcementKey, bannerId: baseUrlBannerEnabled ? BASE_URL_BANNER_ID : '' };

/**
 * Runs in <head> before first paint: applies the stored colour mode (else the system's), hides a dismissed
 * announcement and turns a .html address into the clean one, tolerating storage being unavailable.
 */
export const themeScript = `(${bootBeforePaint.toString()})(${JSON.stringify(config)});`;
