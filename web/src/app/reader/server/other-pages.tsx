// The server's pages that are not reader routes: a preview's band, a newsletter answer's panel and
// the error page of a failed render. They sit in the reader layout like any page.
import type { ComponentType } from 'react';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { NewsletterSource } from '@pauta/model';
import './other-pages.css';

export const PREVIEW_BAND = 'Prévia — não publicada';

/** The sticky band over a draft's preview: 'Prévia — não publicada · link válido até ...'. */
export function PreviewBand({ validity }: { validity: string }) {
  return (
    <div className="preview-band" role="note" aria-label={PREVIEW_BAND}>
      {PREVIEW_BAND} <span>· {validity}</span>
    </div>
  );
}

type NewsletterForm = ComponentType<{ initialEmail?: string }>;

export interface PrivatePanelProps {
  /** Trusted markup written by the function (headings, paragraphs, links, its own forms). */
  bodyHtml: string;
  form?: { source: NewsletterSource; value: string };
  afterHtml?: string;
  forms: Record<NewsletterSource, NewsletterForm>;
}

export function PrivatePanel({ bodyHtml, form, afterHtml, forms }: PrivatePanelProps) {
  const Form = form ? forms[form.source] : null;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl" className="private-panel" data-newsletter-page>
        <Stack gap="md">
          <div dangerouslySetInnerHTML={{ __html: bodyHtml }} />
          {Form && form && <Form initialEmail={form.value} />}
          {afterHtml && <div dangerouslySetInnerHTML={{ __html: afterHtml }} />}
        </Stack>
      </Paper>
    </Container>
  );
}

export function ServerErrorPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Erro ao carregar a página</Title>
        <Text c="gray.7">Não foi possível mostrar esta página agora. Tente novamente em instantes.</Text>
        <Anchor href="/" fw={600}>
          Voltar para a página inicial
        </Anchor>
      </Stack>
    </Container>
  );
}
