import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A secret shown once (an API key, a signing secret), with a copy button and the warning that it is gone after. */
export function SecretOnce({ secret, testId }: { secret: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      className="th-developers__secret"
      title={t('developers.secretOnce')}
      description={
        <Typography.Paragraph
          copyable={{ text: secret }}
          className="th-developers__secret-text"
          data-testid={testId}
        >
          <code>{secret}</code>
        </Typography.Paragraph>
      }
    />
  );
}
