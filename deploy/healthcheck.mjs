// Container healthcheck: exits 0 when the server answers GET /healthz with 200 "ok" within 3 s, 1 otherwise.
//   node deploy/healthcheck.mjs [url]      (default http://127.0.0.1:$PORT/healthz, PORT 8080)
const url = process.argv[2] ?? `http://127.0.0.1:${process.env.PORT ?? 8080}/healthz`;
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
  const body = await res.text();
  if (res.status !== 200 || body !== 'ok') throw new Error(`${res.status} ${body.slice(0, 80)}`);
  process.exit(0);
} catch (error) {
  console.error(`unhealthy: ${url}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
