import { MobileDrawer } from '@/components/doc/mobile-drawer';
import type { Site } from '@/lib/content/site';
import { siteConfig } from '@/lib/site-config';
import { HeroSearch } from '@/components/search/hero-search';
import { SiteLink } from '@/components/site-link';

/** The landing page: a hero with search and a grid of the main sections. */
export function HomePage({ site }: { site: Pick<Site, 'tree' | 'byRoute'> }) {
  const { tree, byRoute } = site;
  const sections = tree.filter((n) => n.type !== 'link' && n.route);
  return (
    <>
      <MobileDrawer tree={tree} />
      <main id="main-content" className="home" tabIndex={-1}>
      <section className="hero">
        <h1>{siteConfig.title}</h1>
        <p className="hero-tagline">{siteConfig.tagline}</p>
        <HeroSearch />
        <SiteLink className="button button-primary" href={siteConfig.quickstartRoute}>
          Get started
        </SiteLink>
      </section>
      <section aria-labelledby="sections-heading" className="home-sections">
        <h2 id="sections-heading">Explore the docs</h2>
        <ul className="card-grid">
          {sections.map((node) => {
            const route = node.type === 'link' ? node.href : node.route!;
            return (
              <li key={route}>
                <SiteLink className="card" href={route}>
                  <span className="card-title">{node.label}</span>
                  <span className="card-description">{byRoute.get(route)?.description}</span>
                </SiteLink>
              </li>
            );
          })}
        </ul>
      </section>
    </main>
    </>
  );
}
