import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@tradehub/contract';
import { Alert, Button, Card, Descriptions, Form, Result, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCreateBillFromPaymentRequest } from '../../api/bills/queries';
import { ApiRequestError } from '../../api/client';
import {
  paymentRequestPreviewQuery,
  paymentRequestsQuery,
  type PaymentRequestPreview,
} from '../../api/payments/queries';
import { suppliersListQuery } from '../../api/suppliers/queries';
import { paths } from '../../app/paths';
import type { ScreenProps } from '../../app/routes/screenProps';
import { useAuthDialog } from '../../auth/dialog/authDialogContext';
import { useProfileContext } from '../../auth/profileContext';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import './pay-request.css';

/** Where the Bills tab of Payments is. */
const billsTabPath = `${paths.payments}?tab=bills`;

/** A visitor: the request is shown; adding it to one's bills needs an account (the public layout's dialog). */
function SignedOutActions() {
  const { t } = useTranslation();
  const dialog = useAuthDialog();
  return (
    <div className="th-pay__actions">
      <p>{t('payRequest.signInFirst')}</p>
      <Button type="primary" onClick={() => dialog.open('signIn')} data-testid="pay-request-sign-in">
        {t('payRequest.signIn')}
      </Button>
    </div>
  );
}

/** A member of an approved organisation: the request becomes a bill to one of its suppliers. */
function AddToBills({ request }: { request: PaymentRequestPreview }) {
  const { t } = useTranslation();
  const [supplierId, setSupplierId] = useState<string>();
  const suppliers = useQuery(suppliersListQuery({}));
  const ownRequests = useQuery(paymentRequestsQuery());
  const creating = useCreateBillFromPaymentRequest();

  if (ownRequests.data?.requests.some((own) => own.reference === request.reference))
    return <Alert type="info" showIcon title={t('payRequest.yours')} data-testid="pay-request-yours" />;
  if (creating.isSuccess)
    return (
      <Alert
        type="success"
        showIcon
        data-testid="pay-request-added"
        title={t('payRequest.added', { reference: creating.data.bill.reference })}
        action={
          <Link to={billsTabPath} data-testid="pay-request-open-bills">
            {t('payRequest.openBills')}
          </Link>
        }
      />
    );
  const noSuppliers = suppliers.isSuccess && suppliers.data.suppliers.length === 0;
  return (
    <Form
      layout="vertical"
      className="th-pay__form"
      onFinish={() => {
        if (supplierId) creating.mutate({ reference: request.reference, supplierId });
      }}
      data-testid="pay-request-form"
    >
      {creating.error && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(creating.error, t)}
          data-testid="pay-request-error"
        />
      )}
      <Form.Item
        label={t('payRequest.supplier')}
        htmlFor="pay-request-supplier"
        extra={
          noSuppliers ? (
            <Link to={paths.supplierVerification}>{t('payRequest.noSuppliers')}</Link>
          ) : (
            t('payRequest.supplierHint')
          )
        }
      >
        <Select
          id="pay-request-supplier"
          value={supplierId}
          onChange={setSupplierId}
          showSearch={{ optionFilterProp: 'label' }}
          loading={suppliers.isPending}
          placeholder={t('payRequest.supplierPlaceholder')}
          options={(suppliers.data?.suppliers ?? []).map((s) => ({ value: s.id, label: s.name }))}
          data-testid="pay-request-supplier"
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        disabled={!supplierId}
        loading={creating.isPending}
        data-testid="pay-request-add"
      >
        {t('payRequest.add')}
      </Button>
    </Form>
  );
}

function SignedInActions({ request, profile }: { request: PaymentRequestPreview; profile: Profile }) {
  const { t } = useTranslation();
  if (profile.status !== 'approved' || profile.readOnly)
    return (
      <Alert
        type="info"
        showIcon
        title={t('payRequest.needsApproved')}
        data-testid="pay-request-not-approved"
      />
    );
  return <AddToBills request={request} />;
}

/** /pay/:reference: a payment request's share link, as its payer sees it; a member adds it to their bills. */
export default function PayRequestPage({ params }: ScreenProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { state } = useProfileContext();
  const reference = params.reference ?? '';
  const preview = useQuery(paymentRequestPreviewQuery(reference));

  let body;
  if (!preview.data && !preview.isError) {
    body = <PageLoading label={t('payRequest.loading')} />;
  } else if (!preview.data) {
    const unknown = preview.error instanceof ApiRequestError && [400, 404].includes(preview.error.status);
    body = unknown ? (
      <Result
        status="warning"
        title={t('payRequest.unknown')}
        subTitle={t('payRequest.unknownDetail')}
        data-testid="pay-request-unknown"
      />
    ) : (
      <Result
        status="error"
        title={t('payRequest.loadFailed')}
        subTitle={apiErrorMessage(preview.error, t)}
        data-testid="pay-request-load-failed"
        extra={
          <Button type="primary" onClick={() => void preview.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else {
    const request = preview.data.request;
    const amount = format.money(request.amountMinor, request.currency);
    const open = request.status === 'open';
    body = (
      <>
        <p className="th-pay__headline" data-testid="pay-request-headline">
          {request.dueDate
            ? t('payRequest.asks', {
                business: request.businessName,
                amount,
                date: format.date(request.dueDate),
              })
            : t('payRequest.asksNow', { business: request.businessName, amount })}
        </p>
        <Descriptions column={1} bordered size="small" className="th-pay__details">
          <Descriptions.Item label={t('payRequest.reference')}>
            <span data-testid="pay-request-reference">{request.reference}</span>
          </Descriptions.Item>
          {request.note && (
            <Descriptions.Item label={t('payRequest.note')}>
              <span data-testid="pay-request-note">{request.note}</span>
            </Descriptions.Item>
          )}
        </Descriptions>
        {!open && (
          <Alert
            type="warning"
            showIcon
            data-testid={`pay-request-state-${request.status}`}
            title={t(`payRequest.status.${request.status}`)}
          />
        )}
        {open && state.status === 'signedOut' && <SignedOutActions />}
        {open && state.status === 'signedIn' && <SignedInActions request={request} profile={state.profile} />}
      </>
    );
  }

  return (
    <div className="th-pay">
      <Card className="th-pay__card">
        <h1 className="th-pay__title">{t('payRequest.title')}</h1>
        {body}
      </Card>
    </div>
  );
}
