import { Card, Checkbox, Image, Modal, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BilingualText, UntranslatedNote } from '../../../components/bilingual-text';
import { anyUntranslated, textIn } from '../../../lib/bilingual';
import { tk } from '../../../lib/i18n';
import { useLang } from '../../../lib/use-lang';
import type { TestFormValues } from '../test-form';

const LIKERT = [tk('Sangat tidak setuju'), tk('Tidak setuju'), tk('Netral'), tk('Setuju'), tk('Sangat setuju')];

/** The test as a student will see it in the reader's language: one question after another, without the points. */
export function TestPreview({ values, opened, onClose }: { values: TestFormValues; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Modal opened={opened} onClose={onClose} title={t('Pratinjau')} size="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          <BilingualText id={values.name_id} en={values.name_en} />
        </Title>
        <Text size="sm">{textIn(lang, values.instructions_id, values.instructions_en).text}</Text>
        {values.questions.map((q, i) => (
          <Card key={i} withBorder padding="sm" radius="sm">
            <Text fw={600} mb="xs">
              {i + 1}. <BilingualText id={q.text_id} en={q.text_en} note={false} />
              <UntranslatedNote shown={anyUntranslated(lang, [q, ...q.options])} />
            </Text>
            {q.image_url && <Image src={q.image_url} alt="" radius="sm" maw={480} mb="xs" />}
            <Stack gap={4}>
              {q.type === 'likert'
                ? LIKERT.map((l, j) => <Radio key={j} label={`${j + 1} · ${t(l)}`} readOnly checked={false} name={`p${i}`} />)
                : q.options.map((o, j) => {
                    const label = <BilingualText id={o.text_id} en={o.text_en} note={false} />;
                    return q.type === 'multiple' ? (
                      <Checkbox key={j} label={label} readOnly checked={false} />
                    ) : (
                      <Radio key={j} label={label} readOnly checked={false} name={`p${i}`} />
                    );
                  })}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Modal>
  );
}
