/** Caches a derived value per site object (build workers render hundreds of pages from one site). */
export function memoBySite<S extends object, T>(derive: (site: S) => T): (site: S) => T {
  const cache = new WeakMap<S, T>();
  return (site) => {
    if (!cache.has(site)) cache.set(site, derive(site));
    return cache.get(site)!;
  };
}
