// Builds the article_images fields the pipeline writes (docs/data-model.md, article_images).
import type { ProcessedImage } from './process-image';
import { compressionRatio } from './process-image';
import type { StoredVariants } from './store-variants';

export function completedFields(processed: ProcessedImage, stored: StoredVariants) {
  return {
    url: stored.url,
    thumbnailUrl: stored.thumbnailUrl,
    thumbnailPath: stored.thumbnailPath,
    width: processed.main.width,
    height: processed.main.height,
    format: 'webp',
    sizeBytes: processed.original.sizeBytes,
    compressedSizeBytes: processed.main.data.length,
    compressionRatio: compressionRatio(processed.original.sizeBytes, processed.main.data.length),
    processingStatus: 'completed' as const,
    processingError: null,
    variants: stored.variants,
    variantPaths: stored.paths,
  };
}

export function failedFields(reason: string) {
  return { processingStatus: 'failed' as const, processingError: reason };
}
