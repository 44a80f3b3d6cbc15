// `npm run bench -w functions`: the image pipeline's time per image (median over runs) on the
// test fixtures (one carrying every metadata field the pipeline strips) and a 12 MP phone-like
// photo, the bytes it saves on the seed's 33 covers, and a whole upload job against the project's
// emulators: what revoking the original's token and recording the versions in a transaction add
// to processing and storing them.
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { processImage } from '../src/images/process-image';
import { runUploadJob } from '../src/images/process-upload-job';
import { storeVariants } from '../src/images/store-variants';
import { startTestFirestore, startTestStorage } from '../test/emulator';
import { animatedGif, jpegWithEveryMetadata, jpegWithExifAndGps, pngWithAlpha } from '../test/images/fixtures';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function photo12mp(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  // A smooth gradient with mild noise: closer to a photo than a flat colour.
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const n = ((x * 7919 + y * 104729) % 23) - 11;
      raw[i] = Math.max(0, Math.min(255, (x * 255) / width + n));
      raw[i + 1] = Math.max(0, Math.min(255, (y * 255) / height + n));
      raw[i + 2] = 128 + n;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function timeImage(name: string, input: Buffer) {
  const times: number[] = [];
  let saved = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const result = await processImage(input);
    times.push(performance.now() - started);
    saved = 1 - result.main.data.length / input.length;
  }
  console.log(
    `${name.padEnd(28)} ${String(Math.round(input.length / 1024)).padStart(6)} KB  median ${median(times).toFixed(0).padStart(5)} ms  main −${Math.round(saved * 100)}%`,
  );
  return median(times);
}

async function covers() {
  const module = '../../scripts/seed/' as string;
  const { renderCover } = (await import(`${module}cover.mjs`)) as { renderCover(o: object): Promise<Buffer> };
  const { ARTICLES } = (await import(`${module}articles/index.mjs`)) as {
    ARTICLES: { title: string; category: string }[];
  };
  const { CATEGORIES } = (await import(`${module}categories.mjs`)) as {
    CATEGORIES: Record<string, { label: string; color: string; accent: string }>;
  };
  const totals = { png: 0, fullWebp: 0, medium: 0, thumbnail: 0 };
  const times: number[] = [];
  for (const article of ARTICLES) {
    const { label, color, accent } = CATEGORIES[article.category];
    const original = await renderCover({ title: article.title, categoryLabel: label, color, accent });
    const started = performance.now();
    const processed = await processImage(original);
    times.push(performance.now() - started);
    totals.png += original.length;
    totals.fullWebp += processed.main.data.length;
    totals.medium += processed.medium?.data.length ?? processed.main.data.length;
    totals.thumbnail += processed.thumbnail.data.length;
  }
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  console.log(
    `seed covers (${ARTICLES.length}): PNG originals ${kb(totals.png)} → 1200 px WebP ${kb(totals.fullWebp)}, ` +
      `800 px ${kb(totals.medium)}, thumbnails ${kb(totals.thumbnail)}; median ${median(times).toFixed(0)} ms per cover`,
  );
  console.log(
    `a card at 800 px saves ${Math.round((1 - totals.medium / totals.fullWebp) * 100)}% over the full-size WebP, ` +
      `a 300 px thumbnail ${Math.round((1 - totals.thumbnail / totals.fullWebp) * 100)}%`,
  );
}

/** One upload end to end (download, process, store, record) against in-process emulators. */
async function uploadJob() {
  const projectId = 'demo-pauta-bench';
  const storage = await startTestStorage(projectId);
  const firestore = await startTestFirestore(projectId);
  const bucket = getStorage().bucket(storage.bucket);
  const input = await jpegWithEveryMetadata();
  const job: number[] = [];
  const bare: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const name = `article_images/bench/foto-${run}.jpg`;
    const record = getFirestore().collection('article_images').doc();
    const now = Timestamp.now();
    await record.set({
      filename: `foto-${run}.jpg`,
      storagePath: name,
      url: '',
      authorId: 'bench',
      processingStatus: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    await bucket
      .file(name)
      .save(input, { resumable: false, metadata: { contentType: 'image/jpeg', metadata: { imageId: record.id } } });
    let started = performance.now();
    await runUploadJob({ bucket: bucket.name, name, contentType: 'image/jpeg', metadata: { imageId: record.id } });
    job.push(performance.now() - started);
    // The same work without the token revocation and the recording transaction.
    started = performance.now();
    await bucket.file(name).download();
    await storeVariants(bucket, 'article_images/bench', await processImage(input));
    bare.push(performance.now() - started);
  }
  console.log(
    `upload job, JPEG 1800×900 every metadata: median ${median(job).toFixed(0)} ms ` +
      `(download + process + store alone: ${median(bare).toFixed(0)} ms)`,
  );
  await firestore.stop();
  await storage.stop();
}

async function main() {
  sharp.concurrency(1); // comparable numbers on a shared machine
  const medians = [
    await timeImage('JPEG 1800×900 EXIF+GPS', await jpegWithExifAndGps()),
    await timeImage('JPEG 1800×900 every metadata', await jpegWithEveryMetadata()),
    await timeImage('PNG 640×480 alpha', await pngWithAlpha()),
    await timeImage('GIF 400×200 3 frames', await animatedGif()),
    await timeImage('JPEG 4000×3000 (12 MP)', await photo12mp()),
  ];
  console.log(`median of the medians: ${median(medians).toFixed(0)} ms per image`);
  await covers();
  await uploadJob();
}

void main();
