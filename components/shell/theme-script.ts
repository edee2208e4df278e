import fs from 'node:fs';
import path from 'node:path';
import { announcementKeyFor, THEME_KEY } from '@/lib/browser/preferences';
import { siteConfig } from '@/lib/site-config';
import { BASE_URL_BANNER_ID, baseUrlBannerEnabled } from '@/components/state/base-path-banner';

/** Settings the head script reads, serialised into the page. */
export interface BootConfig {
  themeKey: string;
  announcementKey: string;
  /** Id of the base-URL banner to reveal (empty: no banner). */
  bannerId: string;
  basePath: string;
}

const file = fs.readFileSync(path.join(process.cwd(), 'lib/browser/boot-script.js'), 'utf8').trim();

/**
 * The boot script's source, read as text so the page, the CSP hash and the tests use identical bytes. The file's
 * leading comments stay in the file: every page carries the script twice (in its head and in its payload).
 */
export const bootScriptSource = file.slice(Math.max(0, file.indexOf('(function')));

/** The inline <head> script for a configuration. */
export const bootScript = (config: BootConfig): string => `${bootScriptSource}(${JSON.stringify(config)});`;

/** The site's inline head script: colour mode, announcement, clean .html paths and the base-URL banner. */
export const themeScript = bootScript({
  themeKey: THEME_KEY,
  announcementKey: announcementKeyFor(siteConfig.announcement.id),
  bannerId: baseUrlBannerEnabled ? BASE_URL_BANNER_ID : '',
  basePath: siteConfig.basePath,
});
