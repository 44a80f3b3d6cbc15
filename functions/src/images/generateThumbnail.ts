// Cloud Function: a WebP thumbnail for every image uploaded under article_images/{uid}/
// (at most 300 px wide, quality 0.7, cached for a year).
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { runThumbnailJob } from './thumbnailJob';

// Decoding a 5 MB upload can take far more memory than the file itself.
export const generateThumbnail = onObjectFinalized({ memory: '512MiB', timeoutSeconds: 120 }, async (event) => {
  await runThumbnailJob(event.data);
});
