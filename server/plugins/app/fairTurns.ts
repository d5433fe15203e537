import fp from 'fastify-plugin';

/**
 * How much request work one turn of the event loop does before it lets the loop go round: the
 * longest a new connection waits to be accepted, and a waiting one to be read, under a load
 * the server cannot keep up with.
 */
export const TURN_BUDGET_MS = 5;

/**
 * Requests take turns, so a busy server still accepts new connections. Since Node 20 (libuv
 * 1.45, libuv#3696) a server accepts one new connection per turn of the event loop, and a turn
 * handles every request that arrived on the open ones: under 200 busy connections a turn took
 * hundreds of milliseconds, and the last connections to open waited seconds for their first
 * answer (10 s timeouts in the load test, nodejs/node#57364). Here each request goes on after
 * a setImmediate; once a turn has spent TURN_BUDGET_MS on requests, the rest go on in the next
 * turn, in the order they came, after the loop has polled (accepted a connection, read more).
 * The total work is the same; a turn is short.
 */
export const fairTurns = fp(
  async (app) => {
    let turnStart = -1;
    // Queued from inside a turn's setImmediate callbacks, so it runs first in the next turn.
    const nextTurn = () => {
      turnStart = -1;
    };
    const goOn = (done: () => void) => {
      const now = performance.now();
      if (turnStart < 0) {
        turnStart = now;
        setImmediate(nextTurn);
      }
      if (now - turnStart < TURN_BUDGET_MS) done();
      else setImmediate(goOn, done);
    };
    app.addHook('onRequest', (_request, _reply, done) => {
      setImmediate(goOn, done);
    });
  },
  { name: 'tims-fair-turns' },
);
