import type { IndexUrls } from '@/lib/search/prefetch';
import { siteConfig, withBasePath } from '@/lib/site-config';
import { SearchButton } from '@/components/search/search-button';
import { VersionLink } from '@/components/state/version-link';
import { GitHubIcon } from './icons';
import { MenuButton } from './menu-button';
import { NavbarAutoHide } from './navbar-auto-hide';
import { ThemeToggle } from './theme-toggle';
import { SiteLink } from '@/components/site-link';

/** Top navigation: logo, Get Started, external portals, version and locale menus, search, colour mode. */
export function Navbar({ searchIndexUrls }: { searchIndexUrls: IndexUrls }) {
  const { logo } = siteConfig;
  return (
    <header className="navbar" id="navbar">
      <NavbarAutoHide />
      <nav className="navbar-inner" aria-label="Main">
        <MenuButton />
        <SiteLink className="navbar-brand" href="/" aria-label={`${siteConfig.title} home`}>
          <img className="logo logo-light" src={withBasePath('/img/logo-light.svg')} width={logo.width} height={logo.height} alt={logo.alt} />
          <img className="logo logo-dark" src={withBasePath('/img/logo-dark.svg')} width={logo.width} height={logo.height} alt="" aria-hidden="true" />
        </SiteLink>
        <div className="navbar-items navbar-left">
          <SiteLink className="navbar-link" href={siteConfig.quickstartRoute}>
            Get Started
          </SiteLink>
          {siteConfig.navbarLinks.map((link) => (
            <a key={link.href} className="navbar-link" href={link.href} rel="noopener noreferrer" target="_blank">
              {link.label}
            </a>
          ))}
        </div>
        <div className="navbar-items navbar-right">
          <details className="dropdown">
            <summary>
              <span className="visually-hidden">Docs version: </span>
              {siteConfig.versions[0]!.label}
            </summary>
            <ul>
              {siteConfig.versions.map((v) => (
                <li key={v.label}>
                  <VersionLink label={v.label} href={v.route} />
                </li>
              ))}
            </ul>
          </details>
          <details className="dropdown">
            <summary>
              <span className="visually-hidden">Language: </span>
              {siteConfig.locales[0]!.label}
            </summary>
            <ul>
              {siteConfig.locales.map((l) => (
                <li key={l.code} lang={l.code}>
                  <span aria-current="true">{l.label}</span>
                </li>
              ))}
            </ul>
          </details>
          <a className="navbar-icon" href={siteConfig.sourceOrgUrl} rel="noopener noreferrer" target="_blank" aria-label="Source code on GitHub">
            <GitHubIcon />
          </a>
          <ThemeToggle />
          <SearchButton indexUrls={searchIndexUrls} />
        </div>
      </nav>
    </header>
  );
}
