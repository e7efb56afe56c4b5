# Makes a training-step graph from a regal-graph: the forward nodes, then one backward node per
# forward node with inputs, which reads that node's inputs (the saved activations) and the
# gradients of its successors, writes a gradient the size of its inputs and holds its params' size
# as temp (the weight gradient). Usage: make-training-step.py IN.json OUT.json
import json,sys
g=json.load(open(sys.argv[1]))
nodes=g['nodes']
succ={n['name']:[] for n in nodes}
outbytes={}
for n in nodes:
    for p,o in enumerate(n.get('outputs',[])):
        outbytes[f"{n['name']}:{p}"]=o.get('bytes',0)
def ref(r):
    return r if ':' in r else r+':0'
for n in nodes:
    for r in n.get('inputs',[]):
        s=succ[ref(r).rsplit(':',1)[0]]
        if n['name'] not in s: s.append(n['name'])
grad=[]
has=set(n['name'] for n in nodes if n.get('inputs'))
for n in reversed(nodes):
    if n['name'] not in has: continue
    ins=[ref(r) for r in n['inputs']]
    ins+= [f"grad/{s}:0" for s in succ[n['name']] if s in has]
    b=max(1,sum(outbytes.get(ref(r),0) for r in n['inputs']))
    m={'name':'grad/'+n['name'],'op':'Grad'+n.get('op',''),'inputs':ins,'outputs':[{'bytes':b}],'temp_bytes':n.get('param_bytes',0)}
    for k in ('cost','flops','bytes_accessed'):
        if k in n: m[k]=2*n[k]
    grad.append(m)
g['nodes']=nodes+grad
g['name']=g.get('name','graph')+'-train'
json.dump(g,open(sys.argv[2],'w'))
print(sys.argv[2], len(g['nodes']))
