import { readRequest } from '../src/local/generate/request/read-request.ts'

for (const r of process.argv.slice(2)) console.log(JSON.stringify(readRequest(r)))
