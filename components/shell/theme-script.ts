import { siteConfig } from '@/lib/site-config';

/** Local-storage key of the dismissed announcement (keyed by id so a new one shows again). */
export const announcementKey = `announcement-dismissed:${siteConfig.announcement.id}`;

/**
 * Runs in <head> before first paint: applies the stored colour mode (else the system's) and hides a
 * dismissed announcement, tolerating storage being unavailable. Tiny because every page inlines it.
 */
export const themeScript = `(function(){var d=document.documentElement,s=null;try{s=window.localStorage}catch(e){}function g(k){try{return s&&s.getItem(k)}catch(e){return null}}var t=g('theme');if(t!=='light'&&t!=='dark'){t=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}d.setAttribute('data-theme',t);if(g(${JSON.stringify(announcementKey)})==='true')d.setAttribute('data-announcement-dismissed','')})();`;
