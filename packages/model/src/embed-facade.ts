// An embed facade's texts (docs/data-model.md "Embeds"), their own module: the editor's embed block
// and the reader's live entries (rendered on the server) use them; the reader's click-to-player chunk
// (embeds.ts) carries none of it.
import { BODY_EMBED, EMBED_SERVICE_NAMES, type EmbedData, type EmbedService } from './embeds.js';

/** The facade's action ('Carregar conteúdo de {serviço}'). */
export const embedLoadLabel = (service: EmbedService) => `Carregar conteúdo de ${EMBED_SERVICE_NAMES[service]}`;

/**
 * A facade's texts in their order, each in its span (the service's name, the title, a post's text,
 * the author, the action), the empty ones left out: the editor's embed block writes them into an
 * article body and a live entry renders them, so both facades are the same markup.
 */
export const embedFacadeTexts = (embed: Pick<EmbedData, 'service' | 'title' | 'text' | 'author'>) =>
  [
    { className: BODY_EMBED.service, text: EMBED_SERVICE_NAMES[embed.service] },
    { className: BODY_EMBED.title, text: embed.title },
    { className: BODY_EMBED.text, text: embed.text },
    { className: BODY_EMBED.author, text: embed.author },
    { className: BODY_EMBED.action, text: embedLoadLabel(embed.service) },
  ].filter((part) => part.text);
