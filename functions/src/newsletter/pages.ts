// The newsletter's own pages, rendered on the server as complete documents with the site's
// header and footer and no script (the reader's server bundle, render/reader-server.ts): the
// subscribe result (for a form posted without JavaScript), 'Inscrição confirmada!', the unsubscribe
// question and 'Inscrição cancelada', the erase result, and the expired or invalid link pages.
// Never indexed, never cached (they answer one person's link).
import type { Firestore } from 'firebase-admin/firestore';
import { escapeHtml as esc, NEWSLETTER_PATHS, NEWSLETTER_TEXTS, type NewsletterSource } from '@pauta/model';
import { readerServer } from '../render/reader-server';
import { siteSettings } from '../render/site-settings';

export interface NewsletterPage {
  status: number;
  title: string;
  /** The panel's text (markup of our own). */
  body: string;
  /** The newsletter form to try again, with the address typed before, then `after`. */
  form?: { source: NewsletterSource; value: string };
  after?: string;
}

const HOME_LINK = '<p><a href="/">Voltar para a página inicial</a></p>';

export async function pageDocument(page: NewsletterPage, db: Firestore, origin: string): Promise<string> {
  const [server, site] = await Promise.all([readerServer(), siteSettings(db)]);
  return server.renderPrivatePage({
    origin,
    site,
    title: page.title,
    bodyHtml: page.body,
    form: page.form,
    afterHtml: page.after,
  });
}

const heading = (text: string) => `<h1>${esc(text)}</h1>`;

export function checkInboxPage(email: string): NewsletterPage {
  return {
    status: 200,
    title: NEWSLETTER_TEXTS.checkInbox,
    body: `${heading(NEWSLETTER_TEXTS.checkInbox)}<p>${esc(NEWSLETTER_TEXTS.sentTo(email))}</p>
<p class="newsletter-note">${esc(NEWSLETTER_TEXTS.checkInboxHelp)}</p>${HOME_LINK}`,
  };
}

export function subscribeErrorPage(
  status: number,
  message: string,
  source: NewsletterSource,
  value: string,
): NewsletterPage {
  return {
    status,
    title: 'Não foi possível concluir a inscrição',
    body: `${heading('Não foi possível concluir a inscrição')}<p role="alert">${esc(message)}</p>`,
    form: { source, value },
    after: HOME_LINK,
  };
}

export function confirmedPage(siteTitle: string): NewsletterPage {
  return {
    status: 200,
    title: 'Inscrição confirmada!',
    body: `${heading('Inscrição confirmada!')}<p>Pronto: a partir de agora você recebe, toda manhã, o resumo com os artigos publicados no ${esc(siteTitle)}.</p>
<p><a href="/artigos">Ler os últimos artigos</a></p>${HOME_LINK}`,
  };
}

export function expiredPage(): NewsletterPage {
  return {
    status: 410,
    title: 'Link expirado',
    body: `${heading('Link expirado')}<p>Este link de confirmação venceu: ele vale por 7 dias. Inscreva-se de novo para receber outro.</p>`,
    form: { source: 'home', value: '' },
  };
}

export function staleLinkPage(): NewsletterPage {
  return {
    status: 410,
    title: 'Link inválido',
    body: `${heading('Link inválido')}<p>Este link não vale mais: a inscrição mudou depois que ele foi enviado. Para receber a newsletter, inscreva-se de novo.</p>`,
    form: { source: 'home', value: '' },
  };
}

export function invalidLinkPage(): NewsletterPage {
  return {
    status: 400,
    title: 'Link inválido',
    body: `${heading('Link inválido')}<p>Este link não é válido. Confira se ele foi copiado inteiro do email.</p>${HOME_LINK}`,
  };
}

export function unsubscribeQuestionPage(token: string, email: string | null, siteTitle: string): NewsletterPage {
  const who = email ? ` em <strong>${esc(email)}</strong>` : '';
  return {
    status: 200,
    title: 'Cancelar inscrição',
    body: `${heading('Cancelar inscrição')}<p>Deseja parar de receber a newsletter do ${esc(siteTitle)}${who}?</p>
<form method="post" action="${NEWSLETTER_PATHS.unsubscribe}?t=${esc(encodeURIComponent(token))}" class="newsletter-page-form"><button type="submit">Cancelar inscrição</button></form>${HOME_LINK}`,
  };
}

export function unsubscribedPage(token: string, email: string | null, siteTitle: string): NewsletterPage {
  const who = email ? ` em <strong>${esc(email)}</strong>` : '';
  return {
    status: 200,
    title: 'Inscrição cancelada',
    body: `${heading('Inscrição cancelada')}<p>Você não receberá mais emails da newsletter do ${esc(siteTitle)}${who}.</p>
<p class="newsletter-note">Mudou de ideia? Inscreva-se de novo quando quiser, pelo formulário no rodapé.</p>
<h2>Excluir seus dados</h2><p>Podemos apagar também o registro da sua inscrição (o email e a data do consentimento).</p>
<form method="post" action="${NEWSLETTER_PATHS.erase}" class="newsletter-page-form"><input type="hidden" name="t" value="${esc(token)}"><button type="submit">Excluir meus dados</button></form>${HOME_LINK}`,
  };
}

export function erasedPage(): NewsletterPage {
  return {
    status: 200,
    title: 'Dados excluídos',
    body: `${heading('Dados excluídos')}<p>Apagamos o seu email e o registro da sua inscrição na newsletter.</p>${HOME_LINK}`,
  };
}

export function tooManyRequestsPage(): NewsletterPage {
  return {
    status: 429,
    title: NEWSLETTER_TEXTS.tooManyRequests,
    body: `${heading(NEWSLETTER_TEXTS.tooManyRequests)}${HOME_LINK}`,
  };
}

export function notFoundPage(): NewsletterPage {
  return {
    status: 404,
    title: 'Página não encontrada',
    body: `${heading('Página não encontrada')}<p>A página que você procura não existe.</p>${HOME_LINK}`,
  };
}
