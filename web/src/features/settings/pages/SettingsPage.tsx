// /admin/settings: 'Configurações'. Today one setting: the role a new sign-up receives
// ('Usuário' by default, or 'Editor'); only admins change it, and the rules enforce it on sign-up.
import { useEffect, useState } from 'react';
import { Alert, Button, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePageMeta } from '../../../components/head';
import { SettingsTabs } from '../../../components/layout/SettingsTabs';
import { useSession } from '../../auth';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { isSignupRole, ROLE, ROLE_LABELS, type SignupRole } from '@pauta/model';
import { fetchSignupRole, saveSignupRole } from '../api/signup-role';

export function SettingsPage() {
  usePageMeta({ title: 'Configurações · Painel Admin', noindex: true });
  const session = useSession();
  const isAdmin = session.role === ROLE.admin;
  const queryClient = useQueryClient();
  const stored = useQuery({
    queryKey: queryKeys.signupRole(),
    queryFn: fetchSignupRole,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const [choice, setChoice] = useState<SignupRole | null>(null);
  useEffect(() => {
    if (stored.data && choice === null) setChoice(stored.data);
  }, [stored.data, choice]);

  const save = useMutation({
    mutationFn: saveSignupRole,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.signupRole() });
      notifySuccess('Configurações salvas', 'A função de novos cadastros foi atualizada.');
    },
    onError: (error) =>
      notifyError(
        'Erro',
        `Não foi possível salvar as configurações: ${error instanceof Error ? error.message : String(error)}`,
      ),
  });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Configurações
      </Title>
      <SettingsTabs />
      <Paper withBorder radius="md" p="lg" maw={640}>
        <Title order={2} size="h4" mb="xs">
          Cadastro de novos usuários
        </Title>
        <Text size="sm" c="gray.7" mb="md">
          A função que uma conta recebe ao se cadastrar. Administrador nunca é concedido no cadastro; promova contas em
          Usuários.
        </Text>
        {stored.isError ? (
          <Alert color="red" variant="light" title="Erro">
            Não foi possível carregar as configurações.
          </Alert>
        ) : choice === null ? (
          <Skeleton height={80} />
        ) : (
          <Stack gap="md">
            <Radio.Group
              label="Função de novos cadastros"
              value={choice}
              onChange={(v) => isSignupRole(v) && setChoice(v)}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="user" label={`${ROLE_LABELS.user} (padrão)`} disabled={!isAdmin} />
                <Radio value="editor" label={ROLE_LABELS.editor} disabled={!isAdmin} />
              </Stack>
            </Radio.Group>
            {isAdmin ? (
              <Button w="fit-content" loading={save.isPending} onClick={() => save.mutate(choice)}>
                Salvar
              </Button>
            ) : (
              <Alert color="blue" variant="light">
                Somente administradores podem alterar esta configuração.
              </Alert>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
