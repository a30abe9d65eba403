import { List, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { NEVER_SHARED_LIST, SHARED_WITH_COMPANIES } from '@jalurkarir/shared';
import { useLang } from '../../../lib/use-lang';

/**
 * What a company sees before the student applies — the company projection's fields, from the
 * shared definition (packages/shared models/privacy.ts), so the list cannot drift from the rule.
 * `lang` fixes the language (the guardian's page shows both); otherwise the UI's.
 */
export function SharedDataList({ compact, lang: fixed, never }: { compact?: boolean; lang?: 'id' | 'en'; never?: boolean }) {
  const uiLang = useLang();
  const lang = fixed ?? uiLang;
  const items = never ? NEVER_SHARED_LIST : SHARED_WITH_COMPANIES;
  return (
    <List
      size="sm"
      spacing={compact ? 2 : 'xs'}
      icon={never ? <IconX size={14} color="#a61e1e" aria-hidden /> : <IconCheck size={14} color="#1e6b34" aria-hidden />}
      data-testid={never ? 'never-shared-list' : 'shared-data-list'}
    >
      {items.map((item) => (
        <List.Item key={item.id}>
          <Text size="sm" span lang={lang}>
            {item[lang]}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
