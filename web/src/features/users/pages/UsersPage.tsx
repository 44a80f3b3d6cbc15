// /admin/users: 'Gerenciamento de Usuários', paged, with a search by the
// start of the name or email. Only admins change roles; editors see the list read-only.
import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { usePageMeta } from '../../../components/head';
import { useSession } from '../../auth';
import { ADMIN_DATE_FORMAT, dayjs } from '../../../lib/dayjs';
import type { UserRow } from '../api/users';
import { canChangeRoles, roleCellMode, usersLoadErrorMessage } from '../lib/role-access';
import { usersPageOptions, usersSearchOptions } from '../queries';
import { RoleCell } from '../components/RoleCell';
import { useRoleChange } from '../hooks/use-role-change';

const SKELETON_ROWS = 5;

export function UsersPage() {
  usePageMeta({ title: 'Usuários · Painel Admin', noindex: true });
  const session = useSession();
  const viewer = { id: session.user?.id ?? '', role: session.role };
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  // cursors[i] starts page i; page 0 has none.
  const [cursors, setCursors] = useState<(QueryDocumentSnapshot | null)[]>([null]);
  const [pageIndex, setPageIndex] = useState(0);

  const pageQuery = useQuery({ ...usersPageOptions(pageIndex, cursors[pageIndex] ?? null), enabled: !term });
  const searchQuery = useQuery({ ...usersSearchOptions(term), enabled: !!term });
  const active = term ? searchQuery : pageQuery;
  const rows: UserRow[] | undefined = term ? searchQuery.data : pageQuery.data?.rows;
  const next = term ? null : (pageQuery.data?.next ?? null);
  const { change, pendingUid } = useRoleChange();

  const goNext = () => {
    if (!next) return;
    setCursors((c) => [...c.slice(0, pageIndex + 1), next]);
    setPageIndex((i) => i + 1);
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Gerenciamento de Usuários
      </Title>
      {!canChangeRoles(session.role) && (
        <Alert color="blue" variant="light">
          Somente administradores podem alterar funções. Você vê a lista em modo de leitura.
        </Alert>
      )}
      <Paper withBorder radius="md" p="lg">
        <TextInput
          label="Buscar usuários"
          description="Pelo início do nome ou do email"
          placeholder="Ex.: maria ou maria@"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          mb="md"
          maw={420}
        />
        {active.isError ? (
          <Alert color="red" variant="light" title="Erro">
            {usersLoadErrorMessage(active.error)}
          </Alert>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label="Usuários">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Função</Table.Th>
                  <Table.Th>Data de Criação</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {!rows
                  ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                      <Table.Tr key={i} data-testid="user-skeleton">
                        {Array.from({ length: 4 }, (_, j) => (
                          <Table.Td key={j}>
                            <Skeleton height={20} />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))
                  : rows.map((u) => (
                      <Table.Tr key={u.id}>
                        <Table.Td>{u.name ?? 'N/A'}</Table.Td>
                        <Table.Td>{u.email}</Table.Td>
                        <Table.Td>
                          <RoleCell
                            mode={roleCellMode(viewer, u.id)}
                            role={u.role}
                            who={u.name ?? u.email}
                            busy={pendingUid === u.id}
                            onChange={(role) => change(u.id, role)}
                          />
                        </Table.Td>
                        <Table.Td>{u.createdAt ? dayjs(u.createdAt).format(ADMIN_DATE_FORMAT) : 'N/A'}</Table.Td>
                      </Table.Tr>
                    ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {rows && rows.length === 0 && (
          <Text c="gray.7" mt="sm">
            Nenhum usuário encontrado
          </Text>
        )}
        {!term && (
          <Group justify="space-between" mt="md">
            <Button variant="default" disabled={pageIndex === 0} onClick={() => setPageIndex((i) => i - 1)}>
              Anterior
            </Button>
            <Text size="sm">Página {pageIndex + 1}</Text>
            <Button variant="default" disabled={!next} onClick={goNext}>
              Próxima
            </Button>
          </Group>
        )}
      </Paper>
    </Stack>
  );
}
