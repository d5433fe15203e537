import { request, startCluster, START_MS, type RunningCluster } from './runningCluster';

/**
 * `WORKERS=2`: two server processes on one port, started, restarted and stopped as an operator
 * would (server/cluster/README.md). The port, the data folder and the processes are the test's.
 */
const WORKERS = 2;
/** The API's limit per address in this cluster: low enough to reach, counted across workers. */
const LIMIT = 30;

let cluster: RunningCluster;

beforeAll(async () => {
  cluster = await startCluster({ WORKERS: String(WORKERS), RATE_LIMIT_PER_MINUTE: String(LIMIT) });
}, START_MS);

afterAll(() => cluster?.stop(), 30_000);

/** The pids of the processes that logged answering a request for this path. */
function answeredBy(path: string): Set<number> {
  return new Set(
    cluster
      .lines()
      .filter(
        (line) => line.msg === 'request completed' && (line.req as { url?: string }).url === path,
      )
      .map((line) => line.pid),
  );
}

const workerPids = () => answeredBy('/tims/api/health');

it('runs WORKERS processes that take turns answering on one port', async () => {
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => request(cluster.origin, '/tims/api/health')),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  const pids = workerPids();
  expect(pids.size).toBe(WORKERS);
  expect(pids.has(cluster.primary.pid!)).toBe(false);
});

it('leaves the chores of the whole server to one worker: one drawing of the missing maps', async () => {
  const drawing = (line: { msg: string }) =>
    /^Standard maps: drawing \d+ maps in the background$/.test(line.msg);
  const first = await cluster.waitForLine(drawing);
  expect(cluster.primary.pid).not.toBe(first.pid);
  expect(cluster.lines().filter(drawing)).toHaveLength(1);
});

it("counts an address's requests across the workers: the limit holds once, not once a worker", async () => {
  // The window is the clock's minute: start well inside one.
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  const statuses: number[] = [];
  for (let sent = 0; sent < 2 * LIMIT; sent += 1) {
    statuses.push((await request(cluster.origin, '/tims/api/config')).status);
    // Paced as a browser would be; the workers trade counts every 200 ms.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const allowed = statuses.filter((status) => status === 200).length;
  // Alone, each worker would allow LIMIT: every request would pass. Together, a few past the
  // limit may slip through while the counts travel.
  expect(allowed).toBeGreaterThanOrEqual(LIMIT);
  expect(allowed).toBeLessThanOrEqual(LIMIT + 5);
  expect(statuses.filter((status) => status === 429).length).toBe(2 * LIMIT - allowed);
}, 60_000);

it('counts wrong passwords across the workers: the fourth guess in a row must wait', async () => {
  const guess = () =>
    request(cluster.origin, '/portal/sharing/rest/generateToken', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=tims.admin&password=wrong&referer=http%3A%2F%2Flocalhost&f=json',
    });
  const answers = [];
  for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await guess());
  // The three free attempts reached the password check, on both workers.
  for (const answer of answers.slice(0, 3)) {
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 400 } });
  }
  expect(answeredBy('/portal/sharing/rest/generateToken').size).toBe(WORKERS);
  expect(answers[3]!.status).toBe(429);
  expect(answers[3]!.headers['retry-after']).toBe('1');
}, 30_000);

it('restarts gracefully on SIGHUP: every request during the restart is answered', async () => {
  const before = workerPids();
  let restarting = true;
  const failures: unknown[] = [];
  const statuses: number[] = [];
  const load = (async () => {
    while (restarting) {
      try {
        statuses.push((await request(cluster.origin, '/tims/api/health')).status);
      } catch (error) {
        failures.push(error);
      }
      // A steady stream, not a flood: the new processes need the cores to start.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const done = cluster.waitForLine((line) => line.msg === 'Restart done', 170_000);
  cluster.primary.kill('SIGHUP');
  await done;
  restarting = false;
  await load;

  expect(failures).toEqual([]);
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set([200]));
  // Answers now come from new processes only.
  const answers = await Promise.all(
    Array.from({ length: 6 }, () => request(cluster.origin, '/tims/api/health')),
  );
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  const after = cluster
    .lines()
    .filter((line) => line.msg === 'Server listening at ' + cluster.origin)
    .map((line) => line.pid)
    .filter((pid) => !before.has(pid));
  expect(after).toHaveLength(WORKERS);
}, 180_000);

it('replaces a worker that dies, and keeps answering meanwhile', async () => {
  const listening = cluster
    .lines()
    .filter((line) => line.msg === `Server listening at ${cluster.origin}`);
  const victim = listening.at(-1)!.pid;
  process.kill(victim, 'SIGKILL');
  await cluster.waitForLine((line) => /exited unexpectedly; starting another/.test(line.msg));
  // The other worker answers every request while the replacement starts.
  for (let sent = 0; sent < 5; sent += 1) {
    expect((await request(cluster.origin, '/tims/api/health')).status).toBe(200);
  }
  const known = new Set(listening.map((line) => line.pid));
  await cluster.waitForLine(
    (line) => line.msg === `Server listening at ${cluster.origin}` && !known.has(line.pid),
    90_000,
  );
}, 120_000);
