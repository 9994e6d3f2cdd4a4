// Images are re-encoded (which drops EXIF and every other metadata block) after turning them upright.
import { UPLOAD_IMAGE_LIMITS } from '@salon/shared';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../http/errors.ts';
import { Semaphore } from './semaphore.ts';

export interface ProcessedImage {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes running at once in this process. A 10000 x 10000 image holds hundreds of MB while it is decoded
 * and re-encoded, so parallel uploads queue here instead of multiplying that (bench/upload-memory.ts).
 */
export const decodeGate = new Semaphore(1);

/**
 * Sets the decode limit from config (IMAGE_DECODE_CONCURRENCY). 0 is sharp's defaults without a limit,
 * kept only as the benchmark's baseline: libvips' cache and one thread per core for every decode.
 */
export function configureImageDecoding(concurrency: number) {
  const bounded = concurrency > 0;
  decodeGate.limit = bounded ? concurrency : Number.POSITIVE_INFINITY;
  // libvips' operation cache keeps recent decoded images alive between uploads; one thread per decode
  // keeps each decode's working buffers small (the gate, not threads, gives throughput).
  sharp.cache(!bounded);
  sharp.concurrency(bounded ? 1 : 0);
}
configureImageDecoding(1);

const unreadable = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This image could not be read. Please upload a valid JPG, JPEG or PNG file.');

/**
 * Re-encodes a JPEG or PNG in its own format plus a thumbnail. Refuses (415) what the decoder cannot
 * read and (422) images past the dimension limit, checked from the header before any pixel is decoded.
 */
export async function processImage(sourcePath: string, format: 'jpg' | 'png'): Promise<ProcessedImage> {
  const max = UPLOAD_IMAGE_LIMITS.maxDimension;
  let meta: Metadata;
  try {
    meta = await sharp(sourcePath).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width > max || meta.height > max) {
    throw new AppError(422, 'VALIDATION_FAILED', `Images may be at most ${max.toLocaleString('en-US')} pixels wide and tall.`, {
      file: `This image is ${meta.width} x ${meta.height} pixels; the limit is ${max} x ${max}.`,
    });
  }
  const open = () => sharp(sourcePath, { limitInputPixels: max * max, failOn: 'error' }).rotate();
  const encode = (pipeline: Sharp) =>
    format === 'jpg' ? pipeline.jpeg({ quality: 88, mozjpeg: true }) : pipeline.png({ compressionLevel: 9 });
  return decodeGate.run(async () => {
    try {
      const { data: image, info } = await encode(open()).toBuffer({ resolveWithObject: true });
      const thumbnail = await encode(open().resize({ width: UPLOAD_IMAGE_LIMITS.thumbnailWidth, withoutEnlargement: true })).toBuffer();
      return { image, thumbnail, width: info.width, height: info.height };
    } catch {
      throw unreadable();
    }
  });
}
