import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screeningText, type TScreeningAnswer } from '@jalurkarir/shared';
import { useLang } from '../../../lib/use-lang';

/**
 * The opening's screening questions as the student was asked them, with the answers (the company
 * reads them on the applicant's page, the student on their own). Nothing when none were asked.
 */
export function ScreeningAnswersCard({ answers, side }: { answers: readonly TScreeningAnswer[]; side: 'student' | 'company' }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (answers.length === 0) return null;
  const answerText = (a: TScreeningAnswer) => {
    if (a.answer === null) return t('Tidak dijawab');
    if (typeof a.answer === 'boolean') return a.answer ? t('Ya') : t('Tidak');
    return a.answer;
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="screening-title" data-testid="screening-answers">
      <Title order={2} size="h4" id="screening-title" mb="md">
        {side === 'company' ? t('Jawaban pertanyaan seleksi') : t('Jawaban Anda atas pertanyaan seleksi')}
      </Title>
      <Stack gap="sm" component="dl" m={0}>
        {answers.map((a) => (
          <div key={a.id} data-testid="screening-answer">
            <Text component="dt" size="sm" c="dimmed" fw={500}>
              {screeningText(a, lang)}
            </Text>
            <Text component="dd" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} fs={a.answer === null ? 'italic' : undefined}>
              {answerText(a)}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
