import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * One text of the company page in the reader's language: the English one on an English screen when the
 * company wrote it, else the Indonesian (marked as such, so a screen reader reads it right). Nothing
 * written in either: the section is left out.
 */
export function BrandText({
  id,
  title,
  text,
  textEn,
  testId,
}: {
  id: string;
  title: string;
  text: string | null;
  textEn: string | null;
  testId: string;
}) {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en' && !!textEn;
  const shown = english ? textEn : (text ?? textEn);
  if (!shown) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <Text style={{ whiteSpace: 'pre-line' }} lang={english || (!text && textEn) ? 'en' : 'id'}>
        {shown}
      </Text>
    </Card>
  );
}
