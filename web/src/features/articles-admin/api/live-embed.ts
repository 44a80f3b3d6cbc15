// A live entry's embed: the address typed in 'Atualizações ao vivo' resolved by resolveEmbed (as the
// article editor's embed blocks are), so the entry stores what the reader's facade shows. An
// address of no supported service is refused here, before any call; a failed resolution says why.
import { EMBED_TEXT, parseEmbedUrl, type EmbedData } from '@pauta/model';
import { callableErrorMessage } from '../../../lib/callable-error';
import { resolveEmbed } from './resolve-embed';

/** Its message is the panel's pt-BR error. */
export class LiveEmbedError extends Error {}

/** What the entry stores for `address`: none, the embed it already has (same content), or a new record. */
export async function liveEntryEmbed(address: string, current: EmbedData | null = null): Promise<EmbedData | null> {
  const typed = address.trim();
  if (!typed) return null;
  const parsed = parseEmbedUrl(typed);
  if (!parsed) throw new LiveEmbedError(EMBED_TEXT.notEmbed);
  if (current?.url === parsed.url) return current;
  try {
    return await resolveEmbed(typed);
  } catch (error) {
    throw new LiveEmbedError(callableErrorMessage(error, EMBED_TEXT.liveFailed));
  }
}
