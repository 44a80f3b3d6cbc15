// The news search state machine (spec §4): every fetch on this screen counts an attempt and the
// count never goes back (a success does not reset it); a failure of the first attempt shows the error
// and 'Tentar novamente', any later failure the demo-data notice instead.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NewsResponse } from '@pauta/model';
import { newsSearchOptions, type NewsSearchParams } from '../queries';
import { newsToasts } from '../lib/news-toasts';

export interface NewsFailure {
  kind: 'error' | 'demo';
  message: string;
}

export type NewsSearchState =
  /** `failure`: the failure being retried ('Tentar novamente' reads 'Tentando...'). */
  | { status: 'loading'; params: NewsSearchParams; failure: NewsFailure | null }
  | { status: 'success'; params: NewsSearchParams; result: NewsResponse }
  | { status: 'error'; params: NewsSearchParams; message: string }
  | { status: 'demo'; params: NewsSearchParams; message: string };

export function useNewsSearch(initial: NewsSearchParams) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<NewsSearchState>({ status: 'loading', params: initial, failure: null });
  /** Fetches since the screen opened (sent to the function as fetchAttempt). */
  const attempts = useRef(0);
  const latest = useRef(0);

  const search = useCallback(
    async (params: NewsSearchParams, failure: NewsFailure | null = null) => {
      const id = ++latest.current;
      attempts.current += 1;
      const attempt = attempts.current;
      setState({ status: 'loading', params, failure });
      try {
        const result = await queryClient.fetchQuery(newsSearchOptions(params, attempt));
        if (id !== latest.current) return;
        setState({ status: 'success', params, result });
        if (result.news.length) newsToasts.found(result.pagination.totalItems);
        else newsToasts.none();
      } catch (error) {
        if (id !== latest.current) return;
        const message = error instanceof Error ? error.message : String(error);
        if (attempt > 1) {
          setState({ status: 'demo', params, message });
          newsToasts.demo();
        } else {
          setState({ status: 'error', params, message });
          newsToasts.failed(message);
        }
      }
    },
    [queryClient],
  );

  // Initial fetch on open, once (StrictMode runs effects twice in development).
  const initialRef = useRef<NewsSearchParams | null>(initial);
  useEffect(() => {
    if (!initialRef.current) return;
    void search(initialRef.current);
    initialRef.current = null;
  }, [search]);

  const retry = useCallback(() => {
    if (state.status === 'error' || state.status === 'demo') {
      void search(state.params, { kind: state.status, message: state.message });
    }
  }, [search, state]);
  return { state, search, retry };
}
