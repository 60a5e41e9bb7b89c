import { evaluateReaderRedFlags } from './reader-red-flags'
for (const row of await evaluateReaderRedFlags(Number(process.argv[2] ?? 0))) console.log(JSON.stringify(row))
