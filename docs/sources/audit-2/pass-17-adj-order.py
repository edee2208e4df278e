M=(1<<64)-1
def bswap(w): return int.from_bytes(w.to_bytes(8,'little'),'big')
def mulfold(x,y):
    p=x*y; return ((p>>64)^(p&M))&M
def sxm(n,k,w): return ((w^(w>>n))*k)&M
def aval(z):
    z=sxm(33,0xff51afd7ed558ccd,z); z=sxm(33,0xc4ceb9fe1a85ec53,z); return z^(z>>33)
def mixhash(hi,lo): return aval((bswap(lo)+hi+mulfold(hi,lo))&M)
SALT=(-3750763034362895579)&M   # defaultSalt' (64-bit), random-initial-seed off
def h(cid): return mixhash(SALT, cid)   # hash (ChainId w) = hashInt defaultSalt (fromIntegral w)
def key(cid):
    x=h(cid); return [ (x>>s)&31 for s in range(0,64,5) ]
# twenty chain graph (digraph-0.3.2)
adj={i:set() for i in range(20)}
def e(a,b): adj[a].add(b); adj[b].add(a)
p2p={0:0,1:3,2:1,3:4,4:2}
for a in range(5): e(p2p[a]+5, p2p[(a+1)%5]+5)
for a in range(10): e(a+10, (a+1)%10+10)
for i in range(5):
    for x in (i+5,i+10,i+15): e(i,x)
for c in range(20):
    ks=sorted(adj[c], key=key)
    print(c, sorted(adj[c]), 'hashmap order:', ks, 'text-sorted:', sorted(adj[c], key=str), [hex(h(k)&31) for k in ks])
print([ (c, h(c)&31) for c in range(20)])
