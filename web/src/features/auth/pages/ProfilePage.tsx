// /perfil: the signed-in person's own profile; the name is editable, the email is not.
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifySuccess, notifyError } from '../../../lib/notify';
import { usePageMeta } from '../../../components/head';
import { ROLE_COLORS, ROLE_LABELS } from '@pauta/model';
import { RequireAccount } from '../components/RouteGuards';
import { useSession } from '../hooks/use-session';
import { NAME_MAX } from '../lib/load-profile-outcome';
import { updateOwnName } from '../api/profile-repository';
import { UserAvatar } from '../components/UserAvatar';

export function ProfilePage() {
  usePageMeta({ title: 'Meu perfil', noindex: true });
  const { user } = useSession();
  return (
    <RequireAccount>
      {/* Keyed by the stored name: a saved (or elsewhere edited) name resets the form. */}
      <ProfileForm key={user?.name ?? ''} />
    </RequireAccount>
  );
}

const codeOf = (error: unknown) => (typeof error === 'object' && error && 'code' in error ? String(error.code) : null);

function ProfileForm() {
  const { user, refreshProfile } = useSession();
  const [name, setName] = useState(user?.name ?? '');
  const [saving, setSaving] = useState(false);
  const [usingCache, setUsingCache] = useState(false);

  if (!user) return null;

  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (saving || !user) return;
    const trimmed = name.trim();
    if (!trimmed) {
      notifyError('Nome obrigatório', 'Por favor, informe seu nome para continuar.');
      return;
    }
    setSaving(true);
    try {
      await updateOwnName(user.id, trimmed);
      await refreshProfile();
      setUsingCache(false);
      notifySuccess('Sucesso', 'Perfil atualizado com sucesso!');
    } catch (error) {
      // The form keeps what was typed so the person can try again.
      if (codeOf(error) === 'not-found') setUsingCache(true);
      notifyError('Erro ao atualizar o perfil.', 'Não foi possível atualizar o perfil.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl">
        <form onSubmit={onSave}>
          <Stack gap="md">
            <Group gap="md">
              <UserAvatar name={user.name} src={user.avatarUrl} size="lg" />
              <div>
                <Title order={1} size="h2">
                  Meu perfil
                </Title>
                <Badge color={ROLE_COLORS[user.role]} variant="light">
                  {ROLE_LABELS[user.role]}
                </Badge>
              </div>
            </Group>
            {usingCache && (
              <Alert color="yellow" variant="light">
                Usando dados do perfil em cache.
              </Alert>
            )}
            <TextInput
              label="Nome"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={NAME_MAX}
              autoComplete="name"
              withAsterisk
            />
            <TextInput
              label="Email"
              value={user.email}
              readOnly
              variant="filled"
              description="O email não pode ser alterado."
              styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={saving || name.trim() === user.name}>
                {saving ? 'Salvando...' : 'Salvar alterações'}
              </Button>
            </Group>
            <Text size="xs" c="gray.7">
              Seu nome aparece nos artigos que você publicar.
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
