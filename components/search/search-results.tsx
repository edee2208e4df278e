'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { getMultiSearch, searchIndexName } from '@/lib/search/client';
import type { IndexUrls } from '@/lib/search/local-client';
import { HITS_PER_PAGE, MAX_QUERY_LENGTH, type SearchHit, type SearchResponse } from '@/lib/search/types';
import { missingResultsUrl, resultsPageHref, snippetWordsForViewport } from './search-shared';
import './search.css';
import { env } from '@/lib/env';
import { SiteLink } from '@/components/site-link';

type Status = { kind: 'idle' } | { kind: 'loading'; stalled: boolean } | { kind: 'error' } | { kind: 'done'; response: SearchResponse };

const STALL_MS = 300;
const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Hits of one results page grouped by the page they belong to, in rank order. */
function groupByPage(hits: SearchHit[]): SearchHit[][] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) groups.set(hit.url_without_anchor, [...(groups.get(hit.url_without_anchor) ?? []), hit]);
  return [...groups.values()];
}

const html = (value: string | undefined, fallback: string) => ({ __html: value ?? fallback });

/** The /search page body: query in the URL, 20 hits per page grouped by page, same engine as the modal. */
export function SearchResults({ indexUrls }: { indexUrls: IndexUrls }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const urlQuery = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const page = Math.max(0, (Number(params.get('page')) || 1) - 1);
  const [input, setInput] = useState(urlQuery);
  const [seen, setSeen] = useState(urlQuery);
  const [pushed, setPushed] = useState(urlQuery);
  if (seen !== urlQuery) {
    // The URL changed under us (suggestion, pagination, back button): show its query unless we just wrote it.
    setSeen(urlQuery);
    if (urlQuery !== pushed) setInput(urlQuery);
  }
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; status: Status }>({ key: '', status: { kind: 'idle' } });
  const [stalledKey, setStalledKey] = useState('');
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const key = `${urlQuery}\u0000${page}\u0000${attempt}`;
  const status: Status = !urlQuery.trim() ? { kind: 'idle' } : settled.key === key ? settled.status : { kind: 'loading', stalled: stalledKey === key };

  useEffect(() => {
    if (!urlQuery.trim()) return;
    let live = true;
    const stall = setTimeout(() => live && setStalledKey(key), STALL_MS);
    getMultiSearch(indexUrls, { complete: true })({
      requests: [{ indexName: searchIndexName(), query: urlQuery, page, hitsPerPage: HITS_PER_PAGE, attributesToSnippet: [`content:${snippetWordsForViewport()}`], highlightPreTag: '<mark>', highlightPostTag: '</mark>', snippetEllipsisText: '…' }],
    })
      .then(({ results }) => live && setSettled({ key, status: { kind: 'done', response: results[0]! } }))
      .catch(() => live && setSettled({ key, status: { kind: 'error' } }))
      .finally(() => clearTimeout(stall));
    return () => {
      live = false;
      clearTimeout(stall);
    };
  }, [indexUrls, urlQuery, page, key]);

  const onType = (value: string) => {
    setInput(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => {
      setPushed(value.slice(0, MAX_QUERY_LENGTH));
      router.replace(value ? `${pathname}?q=${encodeURIComponent(value)}` : pathname, { scroll: false });
    }, 150);
  };

  return (
    <>
      <form role="search" action={`${env.basePath}/search`} method="get" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">Search docs</label>
        <input id="search-page-input" name="q" type="search" placeholder="Search docs" maxLength={MAX_QUERY_LENGTH} autoComplete="off" value={input} onChange={(e) => onType(e.target.value)} />
      </form>
      <div className="search-status" role="status" aria-live="polite">
        {status.kind === 'loading' && status.stalled && 'Loading results…'}
        {status.kind === 'done' && status.response.nbHits > 0 && `${status.response.nbHits} results for "${urlQuery}"`}
      </div>
      {status.kind === 'error' && (
        <div className="search-error">
          <p><strong>Unable to fetch results</strong></p>
          <p>You might want to check your network connection.</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>Retry</button>
        </div>
      )}
      {status.kind === 'done' && status.response.nbHits === 0 && <NoResults query={urlQuery} suggestions={status.response.suggestions ?? []} />}
      {status.kind === 'done' && status.response.nbHits > 0 && (
        <>
          {groupByPage(status.response.hits).map((group) => (
            <section key={group[0]!.url_without_anchor} className="search-group" aria-label={group[0]!.hierarchy.lvl1}>
              <h2 className="search-group-title">
                <SiteLink href={group[0]!.url_without_anchor} dangerouslySetInnerHTML={html(group[0]!._highlightResult.hierarchy.lvl1?.value, '')} />
              </h2>
              <ul className="search-hits">
                {group.map((hit) => (
                  <li key={hit.objectID} className="search-hit">
                    <SiteLink className="search-hit-trail" href={hit.url}>
                      {[hit.hierarchy.lvl0, hit.hierarchy.lvl1, ...LEVELS.map((l) => hit.hierarchy[l])].filter(Boolean).join(' › ')}
                    </SiteLink>
                    {hit._snippetResult.content?.value && <p className="search-hit-snippet" dangerouslySetInnerHTML={html(hit._snippetResult.content.value, '')} />}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <Pagination query={urlQuery} page={page} pages={status.response.nbPages} />
        </>
      )}
    </>
  );
}

function NoResults({ query, suggestions }: { query: string; suggestions: string[] }) {
  return (
    <div className="search-no-results">
      <p>No results for &quot;<strong>{query}</strong>&quot;</p>
      {suggestions.length > 0 && (
        <>
          <p>Try searching for:</p>
          <ul>
            {suggestions.slice(0, 3).map((s) => (
              <li key={s}><SiteLink href={resultsPageHref(s)}>{s}</SiteLink></li>
            ))}
          </ul>
        </>
      )}
      <p>
        Believe this query should return results?{' '}
        <a href={missingResultsUrl({ query })} target="_blank" rel="noopener noreferrer">Let us know.</a>
      </p>
    </div>
  );
}

function Pagination({ query, page, pages }: { query: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Search results pages">
      <ul className="search-pagination">
        {page > 0 && <li><SiteLink href={resultsPageHref(query, page - 1)} rel="prev">Previous</SiteLink></li>}
        {Array.from({ length: pages }, (_, i) => (
          <li key={i}>
            {i === page ? <span aria-current="page">{i + 1}</span> : <SiteLink href={resultsPageHref(query, i)} aria-label={`Page ${i + 1}`}>{i + 1}</SiteLink>}
          </li>
        ))}
        {page < pages - 1 && <li><SiteLink href={resultsPageHref(query, page + 1)} rel="next">Next</SiteLink></li>}
      </ul>
    </nav>
  );
}
