import { BankOutlined, CreditCardOutlined, WalletOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, List, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  paymentMethodsQuery,
  useConnectPaymentMethod,
  type PaymentMethodItem,
} from '../../api/payments/queries';
import { useSignedInProfile } from '../../auth/profileContext';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';

const icons = {
  bank_account: <BankOutlined aria-hidden="true" />,
  credit_card: <CreditCardOutlined aria-hidden="true" />,
  digital_wallet: <WalletOutlined aria-hidden="true" />,
};

export function PaymentMethodsCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const profile = useSignedInProfile();
  const methods = useQuery(paymentMethodsQuery());
  const connecting = useConnectPaymentMethod();

  const connect = (method: PaymentMethodItem) =>
    connecting.mutate(method, {
      onSuccess: () => void message.success(t('payments.methods.connectedMessage', { name: method.label })),
      onError: (error) => void message.error(apiErrorMessage(error, t)),
    });

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
      {methods.isPending ? (
        <PageLoading label={t('payments.loading')} />
      ) : !methods.data ? (
        <p role="alert">
          {t('payments.methods.loadFailed')}{' '}
          <Button size="small" onClick={() => void methods.refetch()}>
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
                      loading={connecting.isPending && connecting.variables.id === method.id}
                      disabled={profile.readOnly}
                      onClick={() => connect(method)}
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
