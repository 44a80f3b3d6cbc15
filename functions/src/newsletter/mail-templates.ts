// The newsletter's mails, in pt-BR, as HTML (inline styles: mail clients drop stylesheets) and
// plain text, named and linked from the site's settings. Every mail carries the one-click
// unsubscribe headers (RFC 8058) and a visible link to the same page.
import { categoryLabel, escapeHtml as esc, NEWSLETTER_UTM_SOURCE, type DigestArticle } from '@pauta/model';
import { formatLongDate } from '../render/site';
import type { OutgoingMail } from './mail-sender';
import type { MailSite } from './site';

const PURPLE = '#5f3dc4';

/** A link to a site page, tagged with the newsletter's utm_source so the reader statistics count
 * the visit under 'Newsletter' (mail clients send no referrer, or their webmail's host). */
export function siteLink(site: MailSite, path: string): string {
  return `${site.baseUrl}${path}?utm_source=${NEWSLETTER_UTM_SOURCE}`;
}

interface Frame {
  site: MailSite;
  /** The hidden line inbox lists show after the subject. */
  preheader: string;
  bodyHtml: string;
  to: string;
  unsubscribeUrl: string;
  reason: string;
}

function layout(f: Frame): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(f.site.title)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#1a1b1e">
<div style="display:none;max-height:0;overflow:hidden">${esc(f.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e9ecef"><a href="${esc(siteLink(f.site, '/'))}" style="color:${PURPLE};font-size:24px;font-weight:bold;text-decoration:none">${esc(f.site.title)}</a></td></tr>
<tr><td style="padding:24px 28px;font-size:16px;line-height:1.55">${f.bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e9ecef;font-size:13px;line-height:1.5;color:#868e96">
${esc(f.reason)}<br><a href="${esc(f.unsubscribeUrl)}" style="color:#868e96">Cancelar inscrição</a></td></tr>
</table></td></tr></table></body></html>`;
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${esc(href)}" style="display:inline-block;background:${PURPLE};color:#ffffff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:bold">${esc(label)}</a></p>`;

/** RFC 8058: a POST to this URL with 'List-Unsubscribe=One-Click' unsubscribes, no sign-in. */
export function unsubscribeHeaders(site: MailSite, unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `${site.title} <newsletter.${new URL(site.baseUrl).hostname}>`,
  };
}

const textFooter = (reason: string, unsubscribeUrl: string) => `--\n${reason}\nCancelar inscrição: ${unsubscribeUrl}\n`;

export interface LinkMailInput {
  site: MailSite;
  to: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}

export function confirmationMail({ site, to, confirmUrl, unsubscribeUrl }: LinkMailInput): OutgoingMail {
  const subject = `Confirme sua inscrição na newsletter do ${site.title}`;
  const reason = `Você recebeu este email porque alguém pediu para inscrever ${to} na newsletter do ${site.title}. Se não foi você, ignore-o: sem a confirmação, nada mais será enviado.`;
  const bodyHtml = `<h1 style="font-size:22px;margin:0 0 12px">Confirme sua inscrição</h1>
<p>Recebemos um pedido para inscrever <strong>${esc(to)}</strong> na newsletter do ${esc(site.title)}: um resumo diário com os artigos publicados.</p>
<p>Para começar a receber, confirme o seu email:</p>${button(confirmUrl, 'Confirmar inscrição')}
<p style="font-size:14px;color:#495057">O link vale por 7 dias. Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${esc(confirmUrl)}" style="color:${PURPLE};word-break:break-all">${esc(confirmUrl)}</a></p>`;
  return {
    to,
    subject,
    html: layout({ site, preheader: 'Falta só um passo: confirme o seu email.', bodyHtml, to, unsubscribeUrl, reason }),
    text: `Confirme sua inscrição\n\nRecebemos um pedido para inscrever ${to} na newsletter do ${site.title}: um resumo diário com os artigos publicados.\n\nPara começar a receber, abra este link (vale por 7 dias):\n${confirmUrl}\n\n${textFooter(reason, unsubscribeUrl)}`,
    headers: unsubscribeHeaders(site, unsubscribeUrl),
  };
}

export function alreadySubscribedMail({ site, to, unsubscribeUrl }: Omit<LinkMailInput, 'confirmUrl'>): OutgoingMail {
  const subject = `Você já está inscrito na newsletter do ${site.title}`;
  const reason = `Você recebe este email porque ${to} está inscrito na newsletter do ${site.title}.`;
  const bodyHtml = `<h1 style="font-size:22px;margin:0 0 12px">Você já está inscrito</h1>
<p>Recebemos um novo pedido de inscrição para <strong>${esc(to)}</strong>, que já está confirmado. Nada muda: você continua recebendo o resumo diário.</p>
<p>Se não quiser mais recebê-lo, use o link abaixo.</p>`;
  return {
    to,
    subject,
    html: layout({ site, preheader: 'Sua inscrição continua ativa.', bodyHtml, to, unsubscribeUrl, reason }),
    text: `Você já está inscrito\n\nRecebemos um novo pedido de inscrição para ${to}, que já está confirmado. Nada muda: você continua recebendo o resumo diário.\n\n${textFooter(reason, unsubscribeUrl)}`,
    headers: unsubscribeHeaders(site, unsubscribeUrl),
  };
}

/** The part of a digest every subscriber shares (built once per digest). */
export interface DigestContent {
  subject: string;
  preheader: string;
  /** 'the last 24 hours', or 'since the last digest' when an on-demand one came in between. */
  intro: string;
  articlesHtml: string;
  articlesText: string;
}

export function digestSubject(site: MailSite, windowEnd: Date): string {
  return `Resumo ${site.title} — ${formatLongDate(windowEnd)}`;
}

export function digestContent(
  site: MailSite,
  subject: string,
  articles: readonly DigestArticle[],
  fullDay: boolean,
): DigestContent {
  const link = (a: DigestArticle) => siteLink(site, a.path);
  const articlesHtml = articles
    .map(
      (a) => `<tr><td style="padding:14px 0;border-bottom:1px solid #f1f3f5">
<div style="font-size:12px;font-weight:bold;text-transform:uppercase;color:${PURPLE}">${esc(categoryLabel(a.category))}</div>
<a href="${esc(link(a))}" style="display:block;margin:4px 0;font-size:18px;font-weight:bold;color:#1a1b1e;text-decoration:none">${esc(a.title)}</a>
${a.excerpt ? `<div style="color:#495057">${esc(a.excerpt)}</div>` : ''}
<a href="${esc(link(a))}" style="font-size:14px;color:${PURPLE}">Ler artigo</a></td></tr>`,
    )
    .join('\n');
  const articlesText = articles
    .map(
      (a) => `${categoryLabel(a.category).toUpperCase()}\n${a.title}\n${a.excerpt ? `${a.excerpt}\n` : ''}${link(a)}\n`,
    )
    .join('\n');
  const count = articles.length === 1 ? '1 artigo novo' : `${articles.length} artigos novos`;
  const intro = fullDay
    ? 'Os artigos publicados nas últimas 24 horas.'
    : 'Os artigos publicados desde o último resumo.';
  return { subject, preheader: `${count}: ${articles[0]?.title ?? ''}`, intro, articlesHtml, articlesText };
}

export function digestMail(site: MailSite, content: DigestContent, to: string, unsubscribeUrl: string): OutgoingMail {
  const reason = `Você recebe este email porque inscreveu ${to} na newsletter do ${site.title}.`;
  const bodyHtml = `<h1 style="font-size:22px;margin:0 0 4px">Resumo ${esc(site.title)}</h1>
<p style="margin:0 0 8px;color:#495057">${esc(content.intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${content.articlesHtml}</table>
<p style="margin:20px 0 0"><a href="${esc(siteLink(site, '/artigos'))}" style="color:${PURPLE}">Ver todos os artigos</a></p>`;
  return {
    to,
    subject: content.subject,
    html: layout({ site, preheader: content.preheader, bodyHtml, to, unsubscribeUrl, reason }),
    text: `Resumo ${site.title}\n${content.intro}\n\n${content.articlesText}\nVer todos os artigos: ${siteLink(site, '/artigos')}\n\n${textFooter(reason, unsubscribeUrl)}`,
    headers: { ...unsubscribeHeaders(site, unsubscribeUrl), Precedence: 'bulk' },
  };
}
