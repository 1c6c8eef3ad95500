/**
 * A second process for `pnpm bench`: floods POST /api/auth/login with wrong credentials at
 * `concurrency` requests in flight until killed or `seconds` pass; prints how many requests it
 * sent and how they were answered. Loopback only.
 */
const [base, secondsArg, concurrencyArg] = process.argv.slice(2);
const until = Date.now() + Number(secondsArg ?? 30) * 1000;
const counts: Record<number, number> = {};
let stop = false;
process.on('SIGTERM', () => {
  stop = true;
});

async function worker(i: number) {
  while (!stop && Date.now() < until) {
    try {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `flood${i}@example.com`, password: 'not the password' }),
      });
      await res.arrayBuffer();
      counts[res.status] = (counts[res.status] ?? 0) + 1;
    } catch {
      counts[0] = (counts[0] ?? 0) + 1;
    }
  }
}

await Promise.all(Array.from({ length: Number(concurrencyArg ?? 8) }, (_, i) => worker(i)));
console.log(JSON.stringify(counts));
