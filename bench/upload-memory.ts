// `npm run upload-memory -w bench`: peak memory of the server under parallel near-limit image uploads.
// Starts the real server (bench/servers/app-server.ts, PGlite) twice in the same run: BEFORE with
// IMAGE_DECODE_CONCURRENCY=0 (sharp's defaults, every upload decoding at once, as the code did) and AFTER
// with the default gate (one decode at a time). Each run sends 20 uploads of a 10000 x 10000 JPEG at once,
// then reads the server's peak resident memory (VmHWM) and its resident memory before the uploads.
// Rewrites its own section of bench/README.md.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import sharp from 'sharp';
import { startServer, stopServer, writeReadmeSection } from './bench-support.ts';

const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 20);
const SIDE = 10_000;

interface Result {
  label: string;
  decodeConcurrency: string;
  idleMb: number;
  peakMb: number;
  seconds: number;
  statuses: Record<number, number>;
}

/** A near-limit image: 10000 x 10000 pixels (the dimension limit), small enough on disk to stay under 15 MB. */
async function nearLimitJpeg(): Promise<Buffer> {
  const seed = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
  return sharp(seed).resize(SIDE, SIDE, { kernel: 'cubic' }).jpeg({ quality: 85 }).toBuffer();
}

/** POST one multipart file with node:http (fetch gives up on an answer after 5 minutes; a queued upload may wait longer). */
function postFile(port: number, token: string, file: Buffer): Promise<number> {
  const boundary = `bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="near-limit.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const body = Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/Upload/store/image',
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const statusMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};

async function measure(label: string, decodeConcurrency: string, image: Buffer): Promise<Result> {
  const { child, ready } = await startServer('app-server.ts', { IMAGE_DECODE_CONCURRENCY: decodeConcurrency });
  try {
    const pid = child.pid ?? 0;
    const upload = () => postFile(ready.port, ready.token ?? '', image);
    await upload(); // warm: sharp loaded, first decode done, before the idle figure is read
    const idleMb = statusMb(pid, 'VmRSS');
    const started = performance.now();
    const statuses: Record<number, number> = {};
    for (const status of await Promise.all(Array.from({ length: PARALLEL }, upload))) statuses[status] = (statuses[status] ?? 0) + 1;
    const seconds = (performance.now() - started) / 1000;
    return { label, decodeConcurrency, idleMb, peakMb: statusMb(pid, 'VmHWM'), seconds, statuses };
  } finally {
    await stopServer(child);
  }
}

const image = await nearLimitJpeg();
console.log(`image: ${SIDE} x ${SIDE} JPEG, ${(image.length / 1024 / 1024).toFixed(1)} MB; ${PARALLEL} parallel uploads`);
const results: Result[] = [];
for (const [label, concurrency] of [
  ['before: no decode limit, sharp defaults', '0'],
  ['after: one decode at a time (default)', '1'],
] as const) {
  const result = await measure(label, concurrency, image);
  console.log(result);
  results.push(result);
}

const rows = results.map(
  (r) =>
    `| ${r.label} | ${r.decodeConcurrency} | ${r.idleMb} | **${r.peakMb}** | ${r.seconds.toFixed(1)} | ${Object.entries(r.statuses)
      .map(([s, n]) => `${n} x ${s}`)
      .join(', ')} |`,
);
writeReadmeSection(
  'upload-memory',
  `## Memory under parallel image uploads

**Method.** \`bench/upload-memory.ts\` starts the real server (PGlite, production settings) twice in one run and
sends ${PARALLEL} uploads at once of a ${SIDE} x ${SIDE} JPEG (${(image.length / 1024 / 1024).toFixed(1)} MB, at the
dimension limit) to \`POST /api/Upload/store/image\`, each decoded, re-encoded and thumbnailed by sharp.
Memory is the server process's resident set: "idle" after one warm-up upload, "peak" its high-water mark
(VmHWM) after the burst. Before = \`IMAGE_DECODE_CONCURRENCY=0\` (no limit, libvips cache and one thread per core,
as uploads ran before); after = the default gate of one decode at a time, libvips cache off, one thread per decode.

**Machine.** ${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}. Date: ${new Date().toISOString().slice(0, 10)}.

| run | decode limit | idle MB | peak MB | burst s | answers |
| --- | ---: | ---: | ---: | ---: | --- |
${rows.join('\n')}

`,
);
