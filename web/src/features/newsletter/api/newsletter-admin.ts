// The `newsletterAdmin` callable (admin area only: firebase/functions stays off reader pages). The
// function checks the caller's role: staff read the overview, admins export and send.
import { httpsCallable } from 'firebase/functions';
import type { NewsletterAdminRequest, NewsletterExport, NewsletterOverview, NewsletterSendResult } from '@pauta/model';
import { loadFunctions } from '../../../lib/firebase';

async function call<T>(request: NewsletterAdminRequest, timeout = 30_000): Promise<T> {
  const fn = httpsCallable<NewsletterAdminRequest, T>(await loadFunctions(), 'newsletterAdmin', { timeout });
  return (await fn(request)).data;
}

export const fetchNewsletterOverview = () => call<NewsletterOverview>({ action: 'overview' });
export const exportConfirmedCsv = () => call<NewsletterExport>({ action: 'export' });
/** Sending can take minutes on a large list (the function's own limit is 9 minutes). */
export const sendDigestNow = () => call<NewsletterSendResult>({ action: 'send' }, 540_000);
