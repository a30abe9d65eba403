import '../test-results-print.css';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeResult, type TestKind, type TestResult } from '@jalurkarir/shared';
import { UntranslatedNote } from '../../../components/bilingual-text';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import { resultChart, resultHeadline } from '../result-data';
import { ResultBadges } from './result-badges';
import { ResultChart } from './result-chart';
import { ResultInterpretation } from './result-interpretation';

/** What the result page knows about the test besides the result itself. */
export interface TestResultMeta {
  name: string;
  /** The name is the Indonesian one shown to an English reader (no English was written): a note says so. */
  nameUntranslated?: boolean;
  kind?: TestKind;
  passingScore?: number | null;
  submittedAt?: string | null;
  /** Shown to school staff looking at a student's result, and on the printout. */
  studentName?: string | null;
}

/**
 * A finished test's result: the headline (score and pass/fail, Holland code, overall
 * readiness), the chart with its figures as a table, the interpretation in the UI language, and a
 * print button (print CSS keeps only the result). Phone first: everything stacks in one column.
 */
export function TestResultView({ result, test }: { result: TestResult; test: TestResultMeta }) {
  const { t } = useTranslation();
  const lang = useLang();
  const chart = useMemo(() => resultChart(result, lang, t), [result, lang, t]);
  const interpretation = useMemo(() => describeResult(result, lang), [result, lang]);
  return (
    <Stack gap="md" className="test-result-view" data-testid="test-result-view">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="result-title">
        <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h3" id="result-title" style={{ overflowWrap: 'anywhere' }}>
              {test.name}
              <UntranslatedNote shown={test.nameUntranslated} />
            </Title>
            {(test.studentName || test.submittedAt) && (
              <Text size="sm" c="dimmed">
                {[test.studentName, test.submittedAt ? t('Selesai {{date}}', { date: formatDate(test.submittedAt, lang) }) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            )}
          </Stack>
          <Button variant="light" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()} data-no-print>
            {t('Cetak')}
          </Button>
        </Group>
        <ResultBadges headline={resultHeadline(result)} lang={lang} passingScore={test.passingScore} />
        {chart.kind !== 'none' && (
          <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
            <ResultChart chart={chart} lang={lang} caption={t('Rincian skor')} />
          </div>
        )}
      </Card>
      <ResultInterpretation interpretation={interpretation} lang={lang} instrument={result.instrument} />
    </Stack>
  );
}
