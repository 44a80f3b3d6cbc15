// A dropped file's stored name: the model's rule, with the file's own extension kept.
import { storedImageFileName } from '@pauta/model';

export function storedFileName(original: string, now = Date.now(), random = Math.random): string {
  const dot = original.lastIndexOf('.');
  const extension =
    dot > 0
      ? original
          .slice(dot + 1)
          .toLowerCase()
          .replace(/\W/g, '')
      : '';
  return storedImageFileName(dot > 0 ? original.slice(0, dot) : original, extension, now, random);
}
