// `npm run face -w bench`: one 640 px image through face sign-in's analysis (detect, mesh, anti-spoof, liveness,
// descriptor) on TensorFlow.js's WASM backend, in this process, after the models load. Baseline in the same run:
// sharp decoding and scaling the same image to raw pixels (the step before inference). Rewrites its own section.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { analyseFaces, faceModels } from '../apps/server/src/modules/face-sign-in/face-engine.ts';
import { faceFixture } from '../apps/server/src/modules/face-sign-in/face-test-images.ts';
import { writeReadmeSection } from './bench-support.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const GOAL_MS = 1500;

const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];

async function timed(fn: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return { p50: p(times, 0.5), p95: p(times, 0.95) };
}

const image = faceFixture('group-of-three');
const meta = await sharp(image).metadata();
const t0 = performance.now();
await faceModels();
const loadMs = performance.now() - t0;
const first = performance.now();
const faces = await analyseFaces(image);
const firstMs = performance.now() - first;
const baseline = await timed(() => sharp(image).rotate().resize({ width: 640, height: 640, fit: 'inside' }).removeAlpha().raw().toBuffer());
const inference = await timed(() => analyseFaces(image));
const ratio = inference.p95 / baseline.p95;
const f = (n: number) => n.toFixed(1);

writeReadmeSection(
  'face',
  `## Face sign-in: one 640 px image

**Method.** \`bench/face.ts\` runs \`analyseFaces\` (apps/server face-engine: @vladmandic/human 3.3.6 on
@tensorflow/tfjs-backend-wasm 4.22.0, models and .wasm read from node_modules) on \`group-of-three.jpg\`
(${meta.width} x ${meta.height}, ${faces.length} faces) ${ROUNDS} times after one warm-up call, in one process. Baseline, same run:
sharp decoding the same file to raw pixels at 640 px, ${ROUNDS} times.

**Machine.** ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}. Date: ${new Date().toISOString().slice(0, 10)}.
Load average at the end: ${os.loadavg()[0].toFixed(1)}. Other work shares the machine; the ratio is the figure.

| step | p50 ms | p95 ms |
| --- | ---: | ---: |
| model load (once, lazily, on the first face request) | ${f(loadMs)} | |
| first analysis (warms the kernels) | ${f(firstMs)} | |
| baseline: sharp decode to 640 px raw | ${f(baseline.p50)} | ${f(baseline.p95)} |
| face analysis, one 640 px image | ${f(inference.p50)} | ${f(inference.p95)} |

- ratio analysis/decode (p95) = **${ratio.toFixed(1)}**
- goal p95 <= ${GOAL_MS} ms: **${inference.p95 <= GOAL_MS ? 'met' : 'NOT met'}** (${f(inference.p95)} ms)
`,
);
console.log({ loadMs, firstMs, baseline, inference, ratio });
