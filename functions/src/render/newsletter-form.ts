// The newsletter forms of rendered pages: plain HTML forms posting to the newsletter function, so
// they work without any JavaScript. The app renders the same forms and sends them with fetch; with
// JavaScript, a rendered form submitted before the app took over is handed to the app's form with
// the same marker (web/src/app/rendered-page.ts), which answers in place.
import {
  escapeHtml as esc,
  NEWSLETTER_PATHS,
  NEWSLETTER_TEXTS,
  newsletterFormMarker,
  type NewsletterSource,
} from '@pauta/model';

export const NEWSLETTER_STYLE = `.ssr-newsletter{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}
.ssr-newsletter label{display:block;font-size:14px;font-weight:600;margin-bottom:4px;width:100%}
.ssr-newsletter input[type=email]{flex:1;min-width:200px;padding:8px 10px;border:1px solid #ced4da;border-radius:6px;font:inherit}
.ssr-newsletter button{padding:8px 16px;border:0;border-radius:6px;background:#5f3dc4;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.ssr-note{font-size:13px;color:#868e96}.ssr-panel{border:1px solid #e9ecef;border-radius:8px;padding:24px;max-width:640px;margin-top:32px}
.ssr-panel h1{font-size:28px}.ssr-panel h2:first-child,.ssr-panel h1:first-child{margin-top:0}
.ssr-footer h2{font-size:18px;margin:24px 0 4px}.ssr-footer .ssr-newsletter{max-width:520px}`;

const FORM = {
  home: { label: 'Email', button: 'Inscrever-se', aria: 'Newsletter' },
  rodape: { label: 'Seu email', button: 'Assinar', aria: 'Newsletter do rodapé' },
} as const;

export function newsletterForm(source: NewsletterSource, value = ''): string {
  const f = FORM[source];
  const id = `ssr-newsletter-${source}`;
  return `<form class="ssr-newsletter" method="post" action="${NEWSLETTER_PATHS.subscribe}" aria-label="${f.aria}" data-pauta-form="${newsletterFormMarker(source)}">
<input type="hidden" name="source" value="${source}"><label for="${id}">${f.label}</label>
<input id="${id}" type="email" name="email" required autocomplete="email" placeholder="seu@email.com" maxlength="254" value="${esc(value)}">
<button type="submit" data-sending="${NEWSLETTER_TEXTS.sending}">${f.button}</button></form>`;
}

/** The home page's card (the app's NewsletterCard says the same). */
export const newsletterCard = () => `<section class="ssr-panel" aria-labelledby="ssr-newsletter-titulo">
<h2 id="ssr-newsletter-titulo">Receba nossa newsletter</h2>
<p>As notícias mais importantes de tecnologia, inovação e educação, direto no seu email.</p>
${newsletterForm('home')}<p class="ssr-note">${NEWSLETTER_TEXTS.note} <a href="/privacidade">Política de Privacidade</a></p></section>`;
