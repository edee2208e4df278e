import { announcementKeyFor } from '@/lib/browser/preferences';
import { siteConfig } from '@/lib/site-config';
import { AnnouncementClose } from './announcement-close';
import { SiteLink } from '@/components/site-link';

/** The bar above the navbar; hidden before paint by the head script once dismissed. */
export function AnnouncementBar() {
  const { text, href, linkText } = siteConfig.announcement;
  return (
    <div className="announcement" role="region" aria-label="Announcement">
      <p>
        {text} {href && <SiteLink href={href}>{linkText}</SiteLink>}
      </p>
      <AnnouncementClose storageKey={announcementKeyFor(siteConfig.announcement.id)} />
    </div>
  );
}
