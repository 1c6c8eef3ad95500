/**
 * The yardstick of the load bench (bench/load.ts): a plain Fastify app, no plugins, no logging,
 * with one `POST /bare` route that parses the JSON body and returns a small JSON object. Run as
 * its own process (`node --import tsx bench/bare-server.ts`); listens on a free loopback port and
 * prints `{"port":N}` on one line once it accepts connections. Stops on SIGTERM.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });

app.post('/bare', async (req) => {
  const body = req.body as { questionId?: unknown } | undefined;
  return { ok: true, questionId: typeof body?.questionId === 'string' ? body.questionId : null };
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' ? address?.port : null })}\n`);

process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
