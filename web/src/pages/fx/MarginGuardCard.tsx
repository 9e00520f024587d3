import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, InputNumber, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fxSettingsQuery, useSetMarginTolerance } from '../../api/fx/queries';
import { useSignedInProfile } from '../../auth/profileContext';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { FxCard } from './FxCard';

/**
 * The margin guard's default tolerance: every member sees it, a Team Manager changes it (the bills are judged
 * against the new one at once, by the workers).
 */
export function MarginGuardCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const profile = useSignedInProfile();
  const settings = useQuery(fxSettingsQuery());
  const saving = useSetMarginTolerance();
  // What the member typed, until saved; the stored value otherwise.
  const [edited, setEdited] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const stored = settings.data?.marginTolerancePercent;
  const value = edited === undefined ? (stored ?? null) : edited;
  const canEdit = !profile.readOnly && settings.data?.canEdit === true;

  const save = () => {
    if (value === null) return;
    setError(undefined);
    saving.mutate(value, {
      onSuccess: () => {
        setEdited(undefined);
        void message.success(t('fxManagement.marginGuard.saved'));
      },
      onError: (failure) => setError(apiErrorMessage(failure, t)),
    });
  };

  return (
    <FxCard title={t('fxManagement.marginGuard.title')} testId="fx-margin-guard">
      <p className="th-fx__margin-guard-description">{t('fxManagement.marginGuard.description')}</p>
      {settings.isError && !settings.data ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('fxManagement.marginGuard.loadFailed')}
          description={apiErrorMessage(settings.error, t)}
        />
      ) : (
        <Form layout="vertical" onFinish={save}>
          <Form.Item
            label={t('fxManagement.marginGuard.tolerance')}
            validateStatus={error ? 'error' : undefined}
            help={error ?? (canEdit ? undefined : t('fxManagement.marginGuard.permission'))}
          >
            <Space.Compact>
              <InputNumber
                min={0.1}
                max={50}
                step={0.5}
                precision={2}
                value={value}
                onChange={setEdited}
                disabled={!canEdit || settings.isPending}
                aria-label={t('fxManagement.marginGuard.tolerance')}
                data-testid="fx-margin-tolerance"
              />
              <Tooltip title={canEdit ? undefined : t('fxManagement.marginGuard.permission')}>
                <Button
                  type="primary"
                  htmlType="submit"
                  loading={saving.isPending}
                  disabled={!canEdit || value === null || value === stored}
                  data-testid="fx-margin-tolerance-save"
                >
                  {t('fxManagement.marginGuard.save')}
                </Button>
              </Tooltip>
            </Space.Compact>
          </Form.Item>
        </Form>
      )}
    </FxCard>
  );
}
