// 'URL externa': the server downloads, checks and optimizes an image from another site.
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { checkExternalUrl, importExternalImage, type ImageResult } from '../api/import-external';
import { callableErrorMessage } from '../../../lib/callable-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { IMAGE_TEXT } from '../lib/texts';
import { IMAGE_IMPORT_FAILURES } from '@pauta/model';

/** Runs the import with the spec's toasts; resolves null when it failed (already reported). */
export async function processExternalUrl(url: string, articleId?: string | null): Promise<ImageResult | null> {
  const problem = checkExternalUrl(url);
  if (problem === 'required') {
    notifyError(IMAGE_TEXT.urlRequiredTitle, IMAGE_TEXT.urlRequired);
    return null;
  }
  if (problem === 'invalid') {
    notifyError(IMAGE_TEXT.externalErrorTitle, IMAGE_TEXT.invalidUrl);
    return null;
  }
  try {
    const result = await importExternalImage(url.trim(), articleId);
    notifySuccess(IMAGE_TEXT.externalDoneTitle, IMAGE_TEXT.externalDone);
    return result;
  } catch (error) {
    notifyError(
      IMAGE_TEXT.externalErrorTitle,
      callableErrorMessage(error, IMAGE_TEXT.externalError, IMAGE_IMPORT_FAILURES),
    );
    return null;
  }
}

export function ExternalImageImport({
  articleId,
  onImported,
}: {
  articleId?: string | null;
  onImported?: (result: ImageResult) => void;
}) {
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    const result = await processExternalUrl(url, articleId);
    setBusy(false);
    if (result) {
      setUrl('');
      onImported?.(result);
    }
  }

  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label="URL da imagem externa"
        placeholder="https://exemplo.com/imagem.jpg"
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        style={{ flex: 1 }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void submit();
        }}
      />
      <Button onClick={() => void submit()} loading={busy}>
        Processar
      </Button>
    </Group>
  );
}
