// 'Configurações SEO': site title, description, keywords and URL, saved to settings/site and used
// by every reader page (title suffix, default description, canonical base) and by the feeds.
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forgetSiteMeta } from '../../../components/head';
import { ROLE } from '@pauta/model';
import { useSession } from '../../auth';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { saveSeoSettings, type SeoSettings } from '../api/site-settings';
import { normalizeSeoSettings, validateSeoSettings, type SettingsErrors } from '../lib/settings-validation';
import { queryKeys } from '../../../lib/query-keys';
import { seoSettingsOptions } from '../queries';

/** Why the URL field is read-only for an editor (the rules let only an admin change it). */
export const SITE_URL_ADMIN_ONLY =
  'Somente administradores alteram a URL do site: ela é a base dos links enviados por email.';

export function SeoSettingsTab() {
  const queryClient = useQueryClient();
  const isAdmin = useSession().role === ROLE.admin;
  const settings = useQuery(seoSettingsOptions());
  const [values, setValues] = useState<SeoSettings | null>(null);
  const [errors, setErrors] = useState<SettingsErrors>({});

  useEffect(() => {
    if (settings.data && !values) setValues(settings.data);
  }, [settings.data, values]);

  const save = useMutation({
    mutationFn: saveSeoSettings,
    onSuccess: async () => {
      forgetSiteMeta();
      await queryClient.invalidateQueries({ queryKey: queryKeys.seoSettings() });
      notifySuccess('Configurações salvas', 'As configurações de SEO foram salvas e já valem para o site.');
    },
    onError: (error) =>
      notifyError(
        'Erro',
        `Não foi possível salvar as configurações: ${error instanceof Error ? error.message : String(error)}`,
      ),
  });

  if (settings.isError) {
    return (
      <Alert color="red" variant="light" title="Erro">
        Não foi possível carregar as configurações.
      </Alert>
    );
  }
  if (!values) return <Skeleton height={320} />;

  const field = (key: keyof SeoSettings) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => (v ? { ...v, [key]: value } : v));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateSeoSettings(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const { siteUrl, ...others } = normalizeSeoSettings(values);
    // An editor's save leaves the stored address exactly as it is.
    save.mutate(isAdmin ? { ...others, siteUrl } : others);
  };

  return (
    // Mantine's default error red is too light on white for WCAG AA: a darker shade for this form.
    <form onSubmit={submit} noValidate style={{ ['--mantine-color-error' as string]: 'var(--mantine-color-red-9)' }}>
      <Stack gap="md" maw={640}>
        <Text size="sm" c="gray.7">
          O título completa o título de cada página (“Página | Título do site”); a descrição é usada quando a página não
          tem a sua; a URL do site é a base dos endereços canônicos, do sitemap e dos feeds RSS.
        </Text>
        <TextInput label="Título do site" required maxLength={200} {...field('siteTitle')} />
        <Textarea label="Descrição do site" autosize minRows={3} maxLength={500} {...field('siteDescription')} />
        <TextInput
          label="Palavras-chave"
          description="Separadas por vírgula"
          maxLength={500}
          {...field('siteKeywords')}
        />
        <TextInput
          label="URL do site"
          placeholder="https://www.exemplo.com.br"
          maxLength={2048}
          readOnly={!isAdmin}
          description={isAdmin ? undefined : SITE_URL_ADMIN_ONLY}
          {...field('siteUrl')}
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          Salvar Configurações
        </Button>
      </Stack>
    </form>
  );
}
