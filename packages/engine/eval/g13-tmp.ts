import { evaluateGrammar } from './grammar'

const t = performance.now()
for (const r of await evaluateGrammar())
  console.log(
    `${r.area} | ${r.metric} | ${r.value.toFixed(3)} | ${r.baseline?.label}: ${r.baseline?.value.toFixed(3)} | ${r.target} | ${r.pass}`,
  )
console.log('seconds', ((performance.now() - t) / 1000).toFixed(1))
