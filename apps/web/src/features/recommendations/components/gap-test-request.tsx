import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompetencyTestAccess, Gap } from '@jalurkarir/shared';
import { api, isApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-errors';
import { inLang, RECOMMENDATIONS_KEY } from '../api/recommendations-api';

/**
 * A competency gap whose test the student cannot take alone (nobody assigned it to them): the action
 * with "Minta tes ini ke sekolah", which tells the school's staff once; then, and after a reload, its
 * sent state. A test assigned to the student opens the student tests like any other gap.
 */
export function GapTestRequest({ gap, test }: { gap: Gap; test: CompetencyTestAccess }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const ask = useMutation({
    mutationFn: () => api.post('/recommendation/request-test', { test_id: test.test_id }),
    onSettled: () => void client.invalidateQueries({ queryKey: RECOMMENDATIONS_KEY }),
  });
  const action = inLang(gap.action, i18n.language);
  if (test.state === 'available')
    return (
      <Anchor component={Link} to="/student-test" size="sm" data-testid="gap-link">
        {action}
      </Anchor>
    );
  // Asked before (the API says so politely on a second click) counts as sent.
  const duplicate = isApiError(ask.error) && ask.error.status === 409;
  const sent = test.state === 'asked' || ask.isSuccess || duplicate;
  return (
    <Stack gap={2}>
      <Text size="sm">{action}</Text>
      {sent ? (
        <Group gap={4} wrap="nowrap" data-testid="test-request-sent">
          <IconCheck size={14} aria-hidden />
          <Text size="xs" c="green.9" role="status">
            {duplicate
              ? apiErrorMessage(ask.error, t)
              : t('Sudah diminta ke sekolah: {{test}}', { test: inLang({ id: test.name_id, en: test.name_en }, i18n.language) })}
          </Text>
        </Group>
      ) : (
        <Group gap="xs">
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconSend size={12} aria-hidden />}
            onClick={() => ask.mutate()}
            loading={ask.isPending}
            data-testid="test-request"
          >
            {t('Minta tes ini ke sekolah')}
          </Button>
          {ask.isError && (
            <Text size="xs" c="red.8" role="alert">
              {apiErrorMessage(ask.error, t)}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
