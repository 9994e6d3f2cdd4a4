import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeGate, processImage } from './image-processing.ts';
import { Semaphore } from './semaphore.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Semaphore', () => {
  it.each([1, 2, 3])('never runs more than %i tasks at once, and runs them all', async (limit) => {
    const gate = new Semaphore(limit);
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        gate.run(async () => {
          running += 1;
          peak = Math.max(peak, running);
          await tick(Math.random() * 5);
          running -= 1;
          done.push(i);
        }),
      ),
    );
    expect(peak).toBe(limit);
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(gate.active).toBe(0);
  });

  it('frees its place when a task fails, and a raised limit starts waiting tasks', async () => {
    const gate = new Semaphore(1);
    await expect(gate.run(() => Promise.reject(new Error('decode failed')))).rejects.toThrow('decode failed');
    let release: () => void = () => {};
    const first = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    let secondStarted = false;
    const second = gate.run(async () => {
      secondStarted = true;
    });
    await tick();
    expect([gate.active, gate.queued, secondStarted]).toEqual([1, 1, false]);
    gate.limit = 2;
    await second;
    expect(secondStarted).toBe(true);
    release();
    await first;
  });
});

describe('image decoding goes through the gate', () => {
  it('waits while the gate is full and never decodes two images at once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'salon-gate-'));
    const file = path.join(dir, 'a.png');
    writeFileSync(
      file,
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#884422' } })
        .png()
        .toBuffer(),
    );

    let release: () => void = () => {};
    const holder = decodeGate.run(() => new Promise<void>((resolve) => (release = resolve)));
    let finished = false;
    const waiting = processImage(file, 'png').then(() => {
      finished = true;
    });
    await tick(200);
    expect(finished).toBe(false);
    release();
    await holder;
    await waiting;
    expect(finished).toBe(true);

    let peak = 0;
    const sample = setInterval(() => (peak = Math.max(peak, decodeGate.active)), 1);
    const results = await Promise.all(Array.from({ length: 6 }, () => processImage(file, 'png')));
    clearInterval(sample);
    expect(results.map((r) => [r.width, r.height])).toEqual(Array.from({ length: 6 }, () => [400, 300]));
    expect(peak).toBe(1);
  });
});
