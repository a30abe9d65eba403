import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A student's certificates as a company sees them: valid ones in teal, expired ones marked. */
export function CertificateBadges({
  certificates,
  mt,
  testId,
}: {
  certificates: readonly { name: string; issuedOn: string | null; result: string | null }[];
  mt?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (certificates.length === 0) return null;
  return (
    <Group gap={4} mt={mt} data-testid={testId}>
      {certificates.map((c) => (
        <Badge
          key={`${c.name}-${c.issuedOn}`}
          variant="outline"
          color={c.result === 'valid' ? 'teal.9' : 'gray.7'}
          size="sm"
          tt="none"
          style={{ maxWidth: '100%' }}
        >
          {c.result === 'valid' ? t('Sertifikat {{name}}', { name: c.name }) : t('Sertifikat {{name}} (kedaluwarsa)', { name: c.name })}
        </Badge>
      ))}
    </Group>
  );
}
