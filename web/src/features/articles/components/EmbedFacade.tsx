// An embed's facade (@pauta/model embeds, the markup the editor's embed block writes into article
// bodies): a plain link to the content with what was recorded when it was embedded (Pauta's copy of
// the thumbnail, the title or the post's text, 'Carregar conteúdo de {serviço}'). Nothing of the
// third party loads: the page's script turns the link into a button that loads the player at the
// reader's click (lib/body/embeds.ts); without JavaScript it stays a link.
import { Fragment } from 'react';
import { BODY_EMBED, embedFacadeTexts, type EmbedData } from '@pauta/model';

export function EmbedFacade({ embed }: { embed: EmbedData }) {
  const { thumbnail } = embed;
  return (
    <figure className={BODY_EMBED.figure} data-embed={embed.service} data-embed-id={embed.id}>
      <a className={BODY_EMBED.link} href={embed.url}>
        {thumbnail && (
          <img
            className={BODY_EMBED.thumb}
            src={thumbnail.url}
            alt=""
            role="presentation"
            width={thumbnail.width}
            height={thumbnail.height}
            loading="lazy"
            decoding="async"
          />
        )}
        {embedFacadeTexts(embed).map((part, i) => (
          // Spaces between the parts, as in the body's facade: read apart without the stylesheet.
          <Fragment key={part.className}>
            {(i > 0 || thumbnail) && ' '}
            <span className={part.className}>{part.text}</span>
          </Fragment>
        ))}
      </a>
    </figure>
  );
}
