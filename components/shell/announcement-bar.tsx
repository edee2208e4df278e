import Link from 'next/link';
import { announcementKeyFor } from '@/lib/browser/preferences';
import { siteConfig } from '@/lib/site-config';
import { AnnouncementClose } from './announcement-close';

/** The bar above the navbar; hidden before paint by the head script once dismissed. */
export function AnnouncementBar() {
  const { text, href, linkText } = siteConfig.announcement;
  return (
    <div className="announcement" role="region" aria-label="Announcement">
      <p>
        {text} {href && <Link href={href} prefetch={false}>{linkText}</Link>}
      </p>
      <AnnouncementClose storageKey={announcementKeyFor(siteConfig.announcement.id)} />
    </div>
  );
}
