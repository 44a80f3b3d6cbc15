// /admin/statistics/articles/{id}: one article's cumulative views over its first 48 hours against the
// site's median article (articles published in the last 30 days that are at least 48 hours old).
import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LineChart } from '@mantine/charts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/head';
import { FIRST_HOURS, firstHoursCurve, medianCurve } from '../api/aggregate';
import { formatCount } from '../components/charts';
import { LoadError, Panel } from '../components/Panel';
import { articleCurveOptions } from '../queries';

const HOUR = 3_600_000;
/** The median is taken over articles published in this many days (their first 48 h are in the query's 32 days). */
const PEER_DAYS = 30;

export function ArticleStatisticsPage() {
  const { articleId = '' } = useParams();
  const query = useQuery(articleCurveOptions(articleId));
  const data = query.data;
  const title = data?.article?.title;
  usePageMeta({ title: `${title ?? 'Artigo'} · Estatísticas · Painel Admin`, noindex: true });

  let chart: { hour: string; 'Este artigo': number; 'Mediana do site'?: number }[] | null = null;
  let peers = 0;
  if (data?.article?.publishedAt) {
    const own = firstHoursCurve(data.own, data.article.publishedAt);
    const now = Date.now();
    const curves = [...data.info.values()]
      .filter(
        (a) =>
          a.id !== articleId &&
          a.publishedAt &&
          a.publishedAt >= now - PEER_DAYS * 24 * HOUR &&
          a.publishedAt <= now - FIRST_HOURS * HOUR,
      )
      .map((a) =>
        firstHoursCurve(
          data.recent.filter((d) => d.articleId === a.id),
          a.publishedAt!,
        ),
      );
    peers = curves.length;
    const median = medianCurve(curves);
    const shown = Math.min(FIRST_HOURS, Math.max(1, Math.ceil((now - data.article.publishedAt) / HOUR)));
    chart = own.slice(0, shown).map((views, h) => ({
      hour: `${h + 1}h`,
      'Este artigo': views,
      ...(peers ? { 'Mediana do site': median[h] ?? 0 } : {}),
    }));
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/statistics">
        ← Estatísticas de Visualização
      </Anchor>
      <Title order={1} size="h2">
        {title ?? <Skeleton height={32} width={320} />}
      </Title>
      {query.isError && <LoadError />}
      {data && !data.article && <Text c="gray.7">Artigo não encontrado.</Text>}
      {data?.article && !data.article.publishedAt && <Text c="gray.7">Este artigo ainda não foi publicado.</Text>}
      <Panel
        title="Primeiras 48 horas"
        description={
          <>
            Visualizações acumuladas desde a publicação
            {peers
              ? `, comparadas à mediana de ${peers} artigos publicados nos últimos 30 dias.`
              : '. Ainda não há artigos suficientes para a mediana do site.'}
          </>
        }
      >
        {chart ? (
          <LineChart
            h={280}
            data={chart}
            dataKey="hour"
            series={[
              { name: 'Este artigo', color: 'blue.7' },
              ...(peers ? [{ name: 'Mediana do site', color: 'gray.6', strokeDasharray: '5 5' }] : []),
            ]}
            withLegend
            withDots={false}
            valueFormatter={formatCount}
          />
        ) : (
          !data && <Skeleton height={280} />
        )}
      </Panel>
    </Stack>
  );
}
