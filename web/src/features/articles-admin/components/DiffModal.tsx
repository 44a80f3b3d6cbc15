// 'Ver diferenças': the saved version beside the person's, field by field (title, summary, tags and
// the body's text), with the words each side has that the other lacks highlighted.
import { Box, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { parseTags } from '@pauta/model';
import type { EditorForm } from '../lib/article-form';
import { bodyText, diffText, type DiffPart } from '../lib/text-diff';
import './diff.css';

interface Props {
  opened: boolean;
  onClose(): void;
  /** The stored version (null while it loads). */
  saved: EditorForm | null;
  savedByName: string;
  mine: EditorForm;
}

const FIELDS: { label: string; text(form: EditorForm): string }[] = [
  { label: 'Título', text: (f) => f.title },
  { label: 'Resumo', text: (f) => f.excerpt },
  { label: 'Tags', text: (f) => parseTags(f.tagsText).join(', ') },
  { label: 'Texto', text: (f) => bodyText(f.content) },
];

function Side({ parts, hide, mark }: { parts: DiffPart[]; hide: DiffPart['kind']; mark: DiffPart['kind'] }) {
  const shown = parts.filter((p) => p.kind !== hide);
  if (!shown.length)
    return (
      <Text c="gray.7" size="sm">
        (vazio)
      </Text>
    );
  return (
    <Box className="pauta-diff-text">
      {shown.map((p, i) =>
        p.kind === mark ? (
          <mark key={i} className={`pauta-diff-${mark}`}>
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </Box>
  );
}

export function DiffModal({ opened, onClose, saved, savedByName, mine }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Diferenças" size="xl">
      {!saved ? (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label="Carregando a versão salva" />
        </Group>
      ) : (
        <Stack gap="lg">
          <Text size="sm" c="gray.8">
            Em vermelho, o que só a versão salva tem; em verde, o que só a sua versão tem.
          </Text>
          {FIELDS.map((field) => {
            const parts = diffText(field.text(saved), field.text(mine));
            const same = parts.every((p) => p.kind === 'same');
            return (
              <section key={field.label} aria-label={field.label} data-testid={`diff-${field.label}`}>
                <Title order={3} size="h5" mb={6}>
                  {field.label}
                  {same ? ' · sem diferenças' : ''}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <div>
                    <Text size="xs" fw={600} c="gray.7" mb={4}>
                      {`Versão salva (${savedByName})`}
                    </Text>
                    <Side parts={parts} hide="added" mark="removed" />
                  </div>
                  <div>
                    <Text size="xs" fw={600} c="gray.7" mb={4}>
                      Sua versão
                    </Text>
                    <Side parts={parts} hide="removed" mark="added" />
                  </div>
                </SimpleGrid>
              </section>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
