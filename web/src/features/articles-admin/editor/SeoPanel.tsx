// SEO panel: 'Configurações SEO' (meta title and description with the §5 counters and advice) and
// 'Preview' (search-result mock-up and a social-card preview).
import { Box, Image, Paper, Stack, Tabs, Text, TextInput, Textarea, Title } from '@mantine/core';
import { SEO_LIMITS } from '@pauta/model';
import { descriptionAdvice, previewDescription, titleAdvice, type SeoAdvice } from '../lib/seo';

interface Props {
  metaTitle: string;
  metaDescription: string;
  /** Fallbacks the reader uses when the SEO fields are empty. */
  title: string;
  excerpt: string;
  slug: string;
  imageUrl: string;
  onChange(patch: { metaTitle?: string; metaDescription?: string }): void;
}

function Advice({ advice }: { advice: SeoAdvice }) {
  const color = advice.color === 'gray' ? 'gray.7' : advice.color === 'orange' ? 'orange.9' : 'green.9';
  return (
    <Text size="xs" c={color} data-seo-color={advice.color}>
      {advice.counter}
      {advice.message ? ` · ${advice.message}` : ''}
    </Text>
  );
}

export function SeoPanel(props: Props) {
  const title = props.metaTitle || props.title;
  const description = props.metaDescription || props.excerpt;
  const address = `/artigo/${props.slug || 'exemplo-url'}`;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        SEO
      </Title>
      <Tabs defaultValue="settings">
        <Tabs.List>
          <Tabs.Tab value="settings">Configurações SEO</Tabs.Tab>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings" pt="md">
          <Stack gap="sm">
            <div>
              <TextInput
                label="Meta título"
                value={props.metaTitle}
                onChange={(e) => props.onChange({ metaTitle: e.currentTarget.value })}
                maxLength={SEO_LIMITS.storedTitleMax}
              />
              <Advice advice={titleAdvice(props.metaTitle)} />
            </div>
            <div>
              <Textarea
                label="Meta descrição"
                value={props.metaDescription}
                onChange={(e) => props.onChange({ metaDescription: e.currentTarget.value })}
                autosize
                minRows={3}
                maxLength={SEO_LIMITS.storedDescriptionMax}
              />
              <Advice advice={descriptionAdvice(props.metaDescription)} />
            </div>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          <Stack gap="lg">
            <Box aria-label="Prévia no resultado de busca" role="group">
              <Text c="#1a0dab" fz={18} lh={1.3}>
                {title || 'Título do artigo'}
              </Text>
              <Text c="#006621" fz={14}>
                {address}
              </Text>
              <Text c="gray.8" fz={14} data-testid="seo-preview-description">
                {previewDescription(description)}
              </Text>
            </Box>
            <Paper
              withBorder
              radius="md"
              maw={420}
              style={{ overflow: 'hidden' }}
              aria-label="Prévia do cartão social"
              role="group"
            >
              {props.imageUrl ? <Image src={props.imageUrl} alt="" h={220} fit="cover" /> : <Box h={220} bg="gray.2" />}
              <Box p="sm">
                <Text size="xs" c="gray.7" tt="uppercase">
                  {typeof window !== 'undefined' ? window.location.host : ''}
                </Text>
                <Text fw={700} lineClamp={2}>
                  {title || 'Título do artigo'}
                </Text>
                <Text size="sm" c="gray.7" lineClamp={2}>
                  {description}
                </Text>
              </Box>
            </Paper>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
