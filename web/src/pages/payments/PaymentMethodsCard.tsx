import { BankOutlined, CreditCardOutlined, WalletOutlined } from '@ant-design/icons';
import { App, Button, Card, List, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import type { PaymentMethodItem } from '../../api/types';
import { useSignedInProfile } from '../../auth/profileContext';
import { PageLoading } from '../../components/PageLoading';
import { useRefreshableGet } from '../../hooks/useRefreshableGet';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';

const icons = {
  bank_account: <BankOutlined />,
  credit_card: <CreditCardOutlined />,
  digital_wallet: <WalletOutlined />,
};

export function PaymentMethodsCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const profile = useSignedInProfile();
  const methods = useRefreshableGet<{ methods: PaymentMethodItem[] }>('/api/payment-methods');
  const [busy, setBusy] = useState<string | undefined>(undefined);

  const connect = async (method: PaymentMethodItem) => {
    setBusy(method.id);
    try {
      await api.post(`/api/payment-methods/${encodeURIComponent(method.id)}/connect`);
      methods.setData((data) =>
        data
          ? { methods: data.methods.map((m) => (m.id === method.id ? { ...m, connected: true } : m)) }
          : data,
      );
      void message.success(t('payments.methods.connectedMessage', { name: method.label }));
      void methods.reload();
    } catch (error) {
      void message.error(apiErrorMessage(error, t));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Card
      className="th-card"
      title={<h2 className="th-card-title">{t('payments.methods.title')}</h2>}
      extra={
        <Tag color="purple" data-testid="sandbox-tag">
          {t('payments.methods.sandbox')}
        </Tag>
      }
      data-testid="payment-methods"
    >
      <p className="th-payments__text" data-testid="sandbox-note">
        {t('payments.methods.sandboxNote')}
      </p>
      {methods.loading ? (
        <PageLoading label={t('payments.loading')} />
      ) : !methods.data ? (
        <p role="alert">
          {t('payments.methods.loadFailed')}{' '}
          <Button size="small" onClick={() => void methods.reload()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : (
        <List
          dataSource={methods.data.methods}
          rowKey="id"
          renderItem={(method) => (
            <List.Item
              data-testid="payment-method"
              data-kind={method.kind}
              data-connected={method.connected ? 'true' : 'false'}
              actions={[
                method.connected ? (
                  <Tag color="green" key="state">
                    {t('payments.methods.connected')}
                  </Tag>
                ) : (
                  <Tooltip key="connect" title={profile.readOnly ? t('fxManagement.readOnly') : undefined}>
                    <Button
                      size="small"
                      loading={busy === method.id}
                      disabled={profile.readOnly}
                      onClick={() => void connect(method)}
                      aria-label={t('payments.methods.connectLabel', { name: method.label })}
                      data-testid="payment-method-connect"
                    >
                      {t('payments.methods.connect')}
                    </Button>
                  </Tooltip>
                ),
              ]}
            >
              <List.Item.Meta
                avatar={icons[method.kind]}
                title={method.label}
                description={
                  method.connected ? t('payments.methods.connected') : t('payments.methods.notConnected')
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
