// Cloud Function: the image pipeline for every original uploaded under article_images/{uid}/.
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { runUploadJob } from './process-upload-job';

// Decoding a 5 MB upload (up to 40 megapixels) takes far more memory than the file itself.
export const processUploadedImage = onObjectFinalized({ memory: '1GiB', timeoutSeconds: 120 }, async (event) => {
  await runUploadJob(event.data);
});
