import { siteConfig } from '@/lib/site-config';
import { ConsentButton } from '@/components/consent/consent-button';
import { SiteLink } from '@/components/site-link';

/** The dark footer: links, copyright line and the analytics consent button. */
export function Footer() {
  return (
    <footer className="footer">
      <ul className="footer-links">
        {siteConfig.footerLinks.map((link) => (
          <li key={link.href}>
            {link.href.startsWith('/') ? <SiteLink href={link.href}>{link.label}</SiteLink> : <a href={link.href} rel="noopener noreferrer">{link.label}</a>}
          </li>
        ))}
        <li>
          <ConsentButton />
        </li>
      </ul>
      <p className="footer-copyright">{siteConfig.copyright}</p>
    </footer>
  );
}
