import { ReloadOutlined, SafetyOutlined, SyncOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, List, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDismissScreeningHit,
  useScreenSupplier,
  type SupplierDetail,
} from '../../../api/suppliers/queries';
import { ExplainedDisabledButton } from '../../../components/ExplainedDisabledButton';
import { apiErrorMessage } from '../../../i18n/apiErrorMessage';
import { useFormat } from '../../../i18n/useFormat';
import { ReasonDialog } from '../ReasonDialog';

type ScreeningHitItem = SupplierDetail['screeningHits'][number];

interface ScreeningCardProps {
  supplier: SupplierDetail;
  readOnly: boolean;
  canDismiss: boolean;
  /** The viewer could review but added this supplier: say why Dismiss is not offered. */
  addedByYou: boolean;
}

/** 'Sanctions screening': the OFAC/UN matches with their score, Dismiss for reviewers, Screen again. */
export function ScreeningCard({ supplier, readOnly, canDismiss, addedByYou }: ScreeningCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const [dismissing, setDismissing] = useState<ScreeningHitItem | undefined>();
  const screening = useScreenSupplier(supplier.id);
  const dismissal = useDismissScreeningHit(supplier.id);
  const showError = (error: Error) => void message.error(apiErrorMessage(error, t));

  // Queued for the workers (202): the result arrives with `supplier:changed`, and the card shows it then.
  const screenAgain = () =>
    screening.mutate(undefined, {
      onSuccess: () => void message.info(t('supplierDetail.sanctions.screeningStarted')),
      onError: showError,
    });
  // 'Screen again' stays offered meanwhile: asking again recovers a screening whose job failed for good.
  const inProgress = supplier.screeningStatus === 'pending';

  // Rejected (the dialog stays open) when the gateway refuses; the message says why.
  const dismiss = async (reason: string) => {
    if (!dismissing) return;
    await dismissal.mutateAsync({ hitId: dismissing.id, reason }, { onError: showError });
    void message.success(t('supplierDetail.sanctions.dismissDone'));
    setDismissing(undefined);
  };

  const screenButton = readOnly ? (
    <ExplainedDisabledButton
      icon={<ReloadOutlined aria-hidden="true" />}
      reason={t('suppliers.readOnly')}
      data-testid="screen-again"
    >
      {t('supplierDetail.sanctions.screenAgain')}
    </ExplainedDisabledButton>
  ) : (
    <Button
      icon={<ReloadOutlined aria-hidden="true" />}
      loading={screening.isPending}
      onClick={screenAgain}
      data-testid="screen-again"
    >
      {t('supplierDetail.sanctions.screenAgain')}
    </Button>
  );
  const none = t('supplierDetail.sanctions.none');
  const anyOpen = supplier.screeningHits.some((hit) => hit.status === 'open');

  return (
    <Card
      className="th-card"
      title={
        <h3 className="th-card-title">
          <SafetyOutlined aria-hidden="true" /> {t('supplierDetail.sanctions.title')}
        </h3>
      }
      extra={screenButton}
      data-testid="sanctions-screening"
    >
      {inProgress && (
        <Alert
          type="info"
          showIcon
          icon={<SyncOutlined spin aria-hidden="true" />}
          title={t('supplierDetail.sanctions.inProgress')}
          data-testid="screening-in-progress"
        />
      )}
      {anyOpen && (
        <Alert
          type="error"
          showIcon
          className="th-screening-blocked"
          title={t('supplierDetail.sanctions.blocked')}
          description={addedByYou ? t('supplierDetail.sanctions.addedByYou') : undefined}
          data-testid="screening-blocked"
        />
      )}
      {supplier.screeningHits.length === 0 ? (
        // Nothing to say until the screening has landed ("no matches" would be premature).
        !inProgress && <p className="th-supplier-muted">{t('supplierDetail.sanctions.noHits')}</p>
      ) : (
        <List
          dataSource={supplier.screeningHits}
          renderItem={(hit) => (
            <List.Item
              key={hit.id}
              data-testid="screening-hit"
              data-status={hit.status}
              actions={
                hit.status === 'open' && canDismiss && !readOnly
                  ? [
                      <Button
                        key="dismiss"
                        size="small"
                        onClick={() => setDismissing(hit)}
                        aria-label={t('supplierDetail.sanctions.dismissLabel', { name: hit.entry.name })}
                        data-testid="screening-hit-dismiss"
                      >
                        {t('supplierDetail.sanctions.dismiss')}
                      </Button>,
                    ]
                  : []
              }
            >
              <div className="th-screening-hit">
                <div className="th-screening-hit__head">
                  <Tag color={hit.status === 'open' ? 'red' : 'default'}>
                    {t(`supplierDetail.sanctions.${hit.status}`)}
                  </Tag>
                  <strong>{t('supplierDetail.sanctions.subject', { subject: hit.subjectName })}</strong>
                </div>
                <Descriptions
                  size="small"
                  column={{ xs: 1, sm: 2 }}
                  items={[
                    {
                      key: 'list',
                      label: t('supplierDetail.sanctions.list'),
                      children: `${t(`supplierDetail.sanctions.lists.${hit.entry.list}`)} · ${hit.entry.externalId}`,
                    },
                    { key: 'name', label: t('supplierDetail.sanctions.name'), children: hit.entry.name },
                    {
                      key: 'aliases',
                      label: t('supplierDetail.sanctions.aliases'),
                      children: hit.entry.aliases.length ? hit.entry.aliases.join('; ') : none,
                    },
                    { key: 'type', label: t('supplierDetail.sanctions.type'), children: hit.entry.partyType },
                    {
                      key: 'programs',
                      label: t('supplierDetail.sanctions.programs'),
                      children: hit.entry.programs ?? none,
                    },
                    {
                      key: 'country',
                      label: t('supplierDetail.sanctions.country'),
                      children: hit.entry.country ?? none,
                    },
                    {
                      key: 'score',
                      label: t('supplierDetail.sanctions.score'),
                      children: (
                        <span data-testid="screening-hit-score">
                          {format.number(hit.score, { maximumFractionDigits: 2 })}
                        </span>
                      ),
                    },
                  ]}
                />
                {hit.dismissedReason && (
                  <p className="th-supplier-muted">
                    {t('supplierDetail.sanctions.dismissedReason', { reason: hit.dismissedReason })}
                  </p>
                )}
              </div>
            </List.Item>
          )}
        />
      )}
      <ReasonDialog
        open={dismissing !== undefined}
        title={t('supplierDetail.sanctions.dismissTitle')}
        label={t('supplierDetail.sanctions.dismissReason')}
        okText={t('supplierDetail.sanctions.dismissConfirm')}
        requiredMessage={t('supplierDetail.sanctions.reasonRequired')}
        testId="dismiss-hit-dialog"
        pending={dismissal.isPending}
        onCancel={() => setDismissing(undefined)}
        onSubmit={dismiss}
      />
    </Card>
  );
}
