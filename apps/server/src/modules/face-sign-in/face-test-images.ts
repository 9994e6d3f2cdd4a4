// Test images for face sign-in: the fixtures (see fixtures/README.md for their source and licence) and
// derived captures of them, made with sharp.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const dir = path.join(import.meta.dirname, 'fixtures');
export const FACE_FIXTURES = [
  'person-a-webcam',
  'person-a-second-photo',
  'person-b',
  'person-c',
  'person-d',
  'person-e',
  'group-of-three',
] as const;
export const faceFixture = (name: (typeof FACE_FIXTURES)[number]) => readFileSync(path.join(dir, `${name}.jpg`));
export const asDataUrl = (image: Buffer) => `data:image/jpeg;base64,${image.toString('base64')}`;

/** Other captures of the same photo: mirrored, darker, smaller, recompressed. */
export async function recaptures(image: Buffer): Promise<Buffer[]> {
  const meta = await sharp(image).metadata();
  return Promise.all([
    sharp(image).flop().jpeg({ quality: 85 }).toBuffer(),
    sharp(image).modulate({ brightness: 0.8 }).jpeg({ quality: 85 }).toBuffer(),
    sharp(image)
      .resize({ width: Math.round((meta.width ?? 360) * 0.7) })
      .jpeg({ quality: 60 })
      .toBuffer(),
  ]);
}

/**
 * A photo of a photo: the picture shown small on a phone held up to the camera: a dark bezel on a bright
 * background, a screen's line pattern, glare and blur.
 */
export async function photoOfPhoto(image: Buffer): Promise<Buffer> {
  const inner = await sharp(image).resize({ width: 230 }).toBuffer();
  const innerMeta = await sharp(inner).metadata();
  const w = innerMeta.width ?? 230;
  const h = innerMeta.height ?? 230;
  const lines = Buffer.from(
    `<svg width="${w}" height="${h}">${Array.from({ length: Math.ceil(h / 3) }, (_, i) => `<rect y="${i * 3}" width="${w}" height="1" fill="#000" fill-opacity="0.12"/>`).join('')}` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/></svg>`,
  );
  const screen = await sharp(inner)
    .composite([{ input: lines }])
    .extend({ top: 30, bottom: 40, left: 12, right: 12, background: '#111' })
    .toBuffer();
  return sharp({ create: { width: 360, height: 360, channels: 3, background: '#c9c3b8' } })
    .composite([{ input: screen, left: 53, top: 20 }])
    .blur(0.6)
    .jpeg({ quality: 80 })
    .toBuffer();
}
