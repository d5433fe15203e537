/**
 * The yardstick of `bench:search`: a bare Fastify answering a small JSON object, in its own
 * process like the TIMS server, on the port given as the first argument.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app
  .listen({ port: Number(process.argv[2]), host: '127.0.0.1' })
  .then(() => process.send?.('ready'))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
