// The face models (issue 14), run on the server: @vladmandic/human on TensorFlow.js's WASM backend, with the
// model files and the .wasm binaries read from node_modules (no network). Loaded on first use only, so the
// server starts and unrelated tests run without them. Images are decoded by sharp into a tensor.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp, { type OutputInfo } from 'sharp';

/** Longest side the image is scaled to before inference. */
export const FACE_IMAGE_SIDE = 640;

export interface FaceFound {
  /** Anti-spoof ("real") and liveness scores, permille. */
  real: number;
  live: number;
  embedding: number[];
}

interface HumanLike {
  load(): Promise<void>;
  warmup(): Promise<unknown>;
  detect(input: unknown): Promise<{ face: { real?: number; live?: number; embedding?: number[] }[] }>;
  tf: { ready(): Promise<void>; tensor4d(values: Int32Array, shape: number[], dtype: 'int32'): { dispose(): void } };
  match: { similarity(a: number[], b: number[]): number };
}

const require = createRequire(import.meta.url);
// The package's "exports" map lacks "./" keys, so its node-wasm build is reached by path.
const humanDir = path.dirname(path.dirname(require.resolve('@vladmandic/human')));
const wasmDir = `${path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist')}/`;
const modelDir = pathToFileURL(`${path.join(humanDir, 'models')}/`).href;

const config = {
  backend: 'wasm',
  wasmPath: wasmDir,
  modelBasePath: modelDir,
  debug: false,
  warmup: 'none',
  cacheSensitivity: 0,
  face: {
    enabled: true,
    detector: { rotation: false, maxDetected: 3, minConfidence: 0.5, return: false },
    mesh: { enabled: true },
    iris: { enabled: false },
    attention: { enabled: false },
    description: { enabled: true },
    emotion: { enabled: false },
    antispoof: { enabled: true },
    liveness: { enabled: true },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  filter: { enabled: false },
};

/**
 * Human fetches its model files; Node's fetch has no file: scheme, so file: URLs inside the models folder are
 * answered from disk. Any other URL (there should be none) goes to the real fetch.
 */
function serveModelFiles() {
  const realFetch = globalThis.fetch;
  if ((realFetch as { faceModels?: boolean }).faceModels) return;
  const wrapped = async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith(modelDir)) {
      const body = await readFile(fileURLToPath(url));
      return new Response(body, { status: 200, headers: { 'content-type': 'application/octet-stream' } });
    }
    return realFetch(input, init);
  };
  globalThis.fetch = Object.assign(wrapped, { faceModels: true }) as typeof fetch;
}

let loading: Promise<HumanLike> | undefined;

/** The loaded models (the first call loads them, about a second; later calls share them). */
export function faceModels(): Promise<HumanLike> {
  loading ??= (async () => {
    serveModelFiles();
    const { Human } = require(path.join(humanDir, 'dist', 'human.node-wasm.js')) as {
      Human: new (c: unknown) => HumanLike;
    };
    const human = new Human(config);
    await human.load();
    await human.tf.ready();
    return human;
  })().catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** An image the decoder cannot read: the caller answers 422. */
export class UnreadableImage extends Error {}

/** Every face in the image with its scores and embedding (the image is not kept). */
export async function analyseFaces(image: Buffer): Promise<FaceFound[]> {
  const human = await faceModels();
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(image, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: FACE_IMAGE_SIDE, height: FACE_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UnreadableImage('The image could not be read');
  }
  const { data, info } = decoded;
  const tensor = human.tf.tensor4d(Int32Array.from(data), [1, info.height, info.width, 3], 'int32');
  try {
    const result = await human.detect(tensor);
    return result.face.map((f) => ({
      real: Math.round((f.real ?? 0) * 1000),
      live: Math.round((f.live ?? 0) * 1000),
      embedding: Array.from(f.embedding ?? []),
    }));
  } finally {
    tensor.dispose();
  }
}

/** Similarity of two embeddings, permille (Human's measure: above 500 "can be considered a match"). */
export async function similarity(a: number[], b: number[]): Promise<number> {
  const human = await faceModels();
  return Math.round(human.match.similarity(a, b) * 1000);
}
