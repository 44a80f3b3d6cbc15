// Document path patterns as firebase-functions writes them in trigger definitions:
// `items/{itemId}`, `items/{itemId}/comments/{commentId}`, `logs/{rest=**}`, `*` and `**`.

export function matchDocumentPattern(pattern: string, path: string): Record<string, string> | null {
  const patternSegments = pattern.replace(/^\/+|\/+$/g, '').split('/');
  const pathSegments = path.replace(/^\/+|\/+$/g, '').split('/');
  const params: Record<string, string> = {};
  return matchFrom(patternSegments, 0, pathSegments, 0, params) ? params : null;
}

function matchFrom(pattern: string[], pi: number, path: string[], si: number, params: Record<string, string>): boolean {
  if (pi === pattern.length) return si === path.length;
  const segment = pattern[pi];
  const multi = /^\{([^=}]+)=\*\*\}$/.exec(segment);
  if (multi || segment === '**') {
    for (let end = path.length; end >= si; end--) {
      const attempt = { ...params };
      if (multi) attempt[multi[1]] = path.slice(si, end).join('/');
      if (matchFrom(pattern, pi + 1, path, end, attempt)) {
        Object.assign(params, attempt);
        return true;
      }
    }
    return false;
  }
  if (si >= path.length) return false;
  const single = /^\{([^=}]+)(?:=\*)?\}$/.exec(segment);
  if (single) params[single[1]] = path[si];
  else if (segment !== '*' && segment !== path[si]) return false;
  return matchFrom(pattern, pi + 1, path, si + 1, params);
}
