// Probe of issue 14 §2 against a running platform: a read-only user uploads spreadsheet bombs (one cell at
// XFD1048576; 200,000 and 1,000,000 mostly empty rows) and asks the tree preview to read each, while other requests
// (GET /healthz and the signed-in user's info) are timed every 100 ms. Passes when every bomb is refused with 400,
// every other request answers within 1 s and the server still answers at the end.
//
//   npx tsx scripts/probe-spreadsheet-bombs.ts [http://localhost:8080]
//
// It signs in as the demo's read-only wangfang; QIS_PROBE_USER and QIS_PROBE_PASSWORD name another user.
// Loopback addresses only; every loop is bounded.
import { emptyRowsBomb, lastCellBomb } from '../apps/server/test/spreadsheet-bombs';

const base = new URL(process.argv[2] ?? process.env.QIS_URL ?? 'http://localhost:8080');
if (!['localhost', '127.0.0.1', '[::1]'].includes(base.hostname)) {
  console.error(`refusing ${base.origin}: the probe only talks to this machine (localhost, 127.0.0.1, [::1])`);
  process.exit(2);
}
const origin = base.origin;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PROBE_EVERY_MS = 100;
/** A bomb request answered later than this counts as a failure; the probes stop there too. */
const BOMB_TIMEOUT_MS = 120_000;
const OTHER_LIMIT_MS = 1000;
const PROBE_USER = process.env.QIS_PROBE_USER ?? 'wangfang';
const PROBE_PASSWORD = process.env.QIS_PROBE_PASSWORD ?? 'Viewer@123';

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value?: T; error?: string }> {
  const started = performance.now();
  try {
    const value = await work();
    return { ms: performance.now() - started, value };
  } catch (error) {
    return { ms: performance.now() - started, error: error instanceof Error ? error.message : String(error) };
  }
}

async function signIn(): Promise<string> {
  const res = await fetch(`${origin}/identity/api/Account/LocalLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: PROBE_USER, password: PROBE_PASSWORD }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json()) as { code: number; message: string; data?: { accessToken: string } };
  if (body.code !== 0 || !body.data) throw new Error(`sign-in as ${PROBE_USER} failed: ${body.message}`);
  return body.data.accessToken;
}

async function upload(token: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('fileType', '1');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: XLSX_MIME }), 'bomb.xlsx');
  const res = await fetch(`${origin}/qis/api/app/Common/UploadFile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json()) as { code: number; message: string; data?: { filePath: string } };
  if (body.code !== 0 || !body.data) throw new Error(`upload refused: ${body.message}`);
  return body.data.filePath;
}

/** Other requests, one every PROBE_EVERY_MS until `done` settles: the slowest answer and any failure. */
async function probeWhile(token: string, done: Promise<unknown>) {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  let slowest = 0;
  let count = 0;
  const failures: string[] = [];
  const maxProbes = Math.ceil(BOMB_TIMEOUT_MS / PROBE_EVERY_MS);
  while (!finished && count < maxProbes) {
    const [health, user] = await Promise.all([
      timed(() => fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5000) }).then((r) => r.status)),
      timed(() =>
        fetch(`${origin}/qis/api/app/user/currentUserInfo`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(5000),
        }).then((r) => r.status),
      ),
    ]);
    count++;
    for (const [name, r] of [
      ['healthz', health],
      ['currentUserInfo', user],
    ] as const) {
      slowest = Math.max(slowest, r.ms);
      if (r.error || r.value !== 200) failures.push(`${name}: ${r.error ?? r.value}`);
    }
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return { slowest, count, failures };
}

async function main() {
  const token = await signIn();
  const bombs: Array<[string, () => Promise<Buffer>]> = [
    ['one cell at XFD1048576', lastCellBomb],
    ['200,000 mostly empty rows', () => emptyRowsBomb(200_000)],
    ['1,000,000 mostly empty rows', () => emptyRowsBomb(1_000_000)],
  ];
  let passed = true;
  for (const [name, make] of bombs) {
    const bytes = await make();
    const filePath = await upload(token, bytes);
    const bomb = timed(async () => {
      const res = await fetch(`${origin}/qis/api/app/newToolsChart/obtainTreeDiagramJson`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ filePath }),
        signal: AbortSignal.timeout(BOMB_TIMEOUT_MS),
      });
      return { status: res.status, message: ((await res.json()) as { message: string }).message };
    });
    const others = await probeWhile(token, bomb);
    const answer = await bomb;
    const ok = answer.value?.status === 400 && others.slowest < OTHER_LIMIT_MS && others.failures.length === 0;
    passed &&= ok;
    console.log(
      [
        `${ok ? 'PASS' : 'FAIL'} ${name} (${(bytes.length / 1024).toFixed(1)} KB)`,
        `  bomb answered in ${answer.ms.toFixed(0)} ms: ${answer.value ? `${answer.value.status} ${answer.value.message}` : answer.error}`,
        `  other requests: ${others.count * 2}, slowest ${others.slowest.toFixed(0)} ms, failures ${others.failures.length}${others.failures.length ? ` (${others.failures.slice(0, 3).join('; ')})` : ''}`,
      ].join('\n'),
    );
  }
  const alive = await timed(() =>
    fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5000) }).then((r) => r.status),
  );
  const up = alive.value === 200;
  passed &&= up;
  console.log(
    `${up ? 'PASS' : 'FAIL'} server still up: /healthz ${alive.value ?? alive.error} in ${alive.ms.toFixed(0)} ms`,
  );
  process.exit(passed ? 0 : 1);
}

await main();
