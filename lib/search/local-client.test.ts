import path from 'node:path';
import { loadSite } from '../content/source';
import { buildIndexFile } from './engine';
import { currentEngine, fullIndexArrival } from './local-client';
import { resetIndexFiles } from './prefetch';
import { buildRecords } from './records';

const records = buildRecords(loadSite(path.join(__dirname, '__fixtures__/site'), { includeDrafts: false }));
const files: Record<string, unknown> = { '/titles.json': buildIndexFile(records, false), '/full.json': buildIndexFile(records) };
const answer = (url: string) => new Response(JSON.stringify(files[url]), { status: 200 });

describe('the engine a query gets', () => {
  beforeEach(resetIndexFiles);

  it('is the full index as soon as its file has arrived, even for the first query after it', async () => {
    const urls = { titles: '/titles.json', full: '/full.json?arrived' };
    files[urls.full] = files['/full.json'];
    const fetcher = (async (url: string) => answer(url)) as unknown as typeof fetch;
    expect((await currentEngine(urls, fetcher)).complete).toBe(true);
  });

  it('is the titles index while the full file is still on its way', async () => {
    const urls = { titles: '/titles.json', full: '/full.json?slow' };
    let release: () => void = () => undefined;
    const fetcher = ((url: string) => (url === urls.full ? new Promise<Response>((resolve) => (release = () => resolve(answer('/full.json')))) : Promise.resolve(answer(url)))) as unknown as typeof fetch;
    expect((await currentEngine(urls, fetcher)).complete).toBe(false);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await currentEngine(urls, fetcher)).complete).toBe(true);
  });

  it('tells a screen that answered from titles when the full index is in, and nothing once it answers', async () => {
    const urls = { titles: '/titles.json', full: '/full.json?later' };
    let release: () => void = () => undefined;
    const fetcher = ((url: string) => (url === urls.full ? new Promise<Response>((resolve) => (release = () => resolve(answer('/full.json')))) : Promise.resolve(answer(url)))) as unknown as typeof fetch;
    expect((await currentEngine(urls, fetcher)).complete).toBe(false);
    const arrival = fullIndexArrival(urls, fetcher);
    expect(arrival).toBeInstanceOf(Promise);
    release();
    await arrival;
    expect((await currentEngine(urls, fetcher)).complete).toBe(true);
    expect(fullIndexArrival(urls, fetcher)).toBeUndefined();
  });
});
