// 'Gerar conteúdo': after 1.5 s the outline of the chosen headline is ready.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NewsItem } from '@pauta/model';
import { buildOutline, type NewsOutline } from '../lib/build-outline';
import { newsToasts } from '../lib/news-toasts';

export const GENERATION_DELAY_MS = 1_500;

export function useGeneratedContent() {
  const [generatingUrl, setGeneratingUrl] = useState<string | null>(null);
  const [outline, setOutline] = useState<NewsOutline | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const generate = useCallback((item: NewsItem) => {
    clearTimeout(timer.current);
    setGeneratingUrl(item.url);
    timer.current = setTimeout(() => {
      setGeneratingUrl(null);
      try {
        setOutline(buildOutline(item));
        newsToasts.generated();
      } catch {
        newsToasts.generationFailed();
      }
    }, GENERATION_DELAY_MS);
  }, []);

  return { generatingUrl, outline, generate };
}
