import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_APPROVAL_TIERS } from '@tradehub/contract/constants';
import { minorDigits } from '@tradehub/contract/money';
import { Button, Card, Input, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteColleagueHint } from '../../../components/InviteColleagueHint';
import {
  approverCounts,
  canAddBand,
  nextBand,
  type ApproverCount,
  type BandDraft,
  type BandProblem,
} from './policiesLogic';

const approverWords = { 0: 'none', 1: 'one', 2: 'two' } as const;

function BandRow({
  band,
  index,
  currency,
  disabled,
  error,
  removable,
  onChange,
  onRemove,
}: {
  band: BandDraft;
  index: number;
  currency: string;
  disabled: boolean;
  error: string | undefined;
  removable: boolean;
  onChange: (band: BandDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const approversId = useId();
  const number = index + 1;
  const first = index === 0;
  return (
    <li className="th-policy-band" data-testid="policy-band" data-index={index}>
      <div className="th-policy-band__from">
        <label htmlFor={inputId} className="th-policy-band__label">
          {t('team.policies.bands.fromLabel', { number, currency })}
        </label>
        <Input
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          value={first ? '0' : band.from}
          disabled={disabled || first}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          suffix={currency}
          onChange={(event) => onChange({ ...band, from: event.target.value })}
          data-testid="policy-band-from"
        />
        {first && <span className="th-policy-band__note">{t('team.policies.bands.firstBandFixed')}</span>}
        {error && (
          <span id={errorId} className="th-policy-error" role="alert" data-testid="policy-band-error">
            {error}
          </span>
        )}
      </div>
      <div className="th-policy-band__approvers">
        <span id={approversId} className="th-policy-band__label">
          {t('team.policies.bands.approversLabel', { number })}
        </span>
        <Radio.Group
          aria-labelledby={approversId}
          optionType="button"
          value={band.approvers}
          disabled={disabled}
          onChange={(event) => onChange({ ...band, approvers: event.target.value as ApproverCount })}
          options={approverCounts.map((count) => ({
            value: count,
            label: t(`team.policies.bands.approvers.${approverWords[count]}`),
          }))}
          data-testid="policy-band-approvers"
        />
      </div>
      {removable && (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden="true" />}
          disabled={disabled}
          onClick={onRemove}
          aria-label={t('team.policies.bands.removeLabel', { number })}
          data-testid="policy-band-remove"
          className="th-policy-band__remove"
        >
          {t('team.policies.bands.remove')}
        </Button>
      )}
    </li>
  );
}

/**
 * The payment approval bands: from which base-currency amount a payment needs 0, 1 or 2 approvers. Amounts
 * are typed as decimal text and checked by the contract's money module (never a float).
 */
export function ApprovalBandsSection({
  bands,
  currency,
  approversAvailable,
  disabled,
  problems,
  serverErrors,
  onChange,
}: {
  bands: BandDraft[];
  currency: string;
  /** Members who hold Payment Approval. */
  approversAvailable: number;
  disabled: boolean;
  /** The client's own checks, shown once a save was tried or the amount was edited. */
  problems: Partial<Record<number, BandProblem>>;
  /** The gateway's 400 for a band (by index) or for the bands as a whole ('*'). */
  serverErrors: Partial<Record<number | '*', string>>;
  onChange: (bands: BandDraft[]) => void;
}) {
  const { t } = useTranslation();
  const problemText = (problem: BandProblem | undefined) =>
    problem && t(`team.policies.bands.errors.${problem}`, { currency, digits: minorDigits(currency) });
  const most = Math.max(0, ...bands.map((band) => band.approvers));
  // Whoever holds Payment Approval and makes a payment cannot approve it: a band asking for as many
  // approvers as the team has leaves that person's payments waiting for someone to be invited.
  const teamShort = most > 0 && most >= approversAvailable;
  const replace = (index: number, band: BandDraft) =>
    onChange(bands.map((existing, at) => (at === index ? band : existing)));
  return (
    <Card
      className="th-card th-policy-section"
      title={<h2 className="th-card-title">{t('team.policies.bands.title')}</h2>}
      data-testid="policy-bands"
    >
      <p className="th-policy-section__intro">{t('team.policies.bands.intro', { currency })}</p>
      <ol className="th-policy-bands">
        {bands.map((band, index) => (
          <BandRow
            key={band.key}
            band={band}
            index={index}
            currency={currency}
            disabled={disabled}
            error={serverErrors[index] ?? problemText(problems[index])}
            removable={index > 0}
            onChange={(next) => replace(index, next)}
            onRemove={() => onChange(bands.filter((_, at) => at !== index))}
          />
        ))}
      </ol>
      {serverErrors['*'] && (
        <p className="th-policy-error" role="alert" data-testid="policy-bands-error">
          {serverErrors['*']}
        </p>
      )}
      <div className="th-policy-bands__footer">
        <Button
          icon={<PlusOutlined aria-hidden="true" />}
          disabled={disabled || !canAddBand(bands)}
          onClick={() => onChange([...bands, nextBand(bands, currency)])}
          data-testid="policy-band-add"
        >
          {t('team.policies.bands.add')}
        </Button>
        <span className="th-policy-section__note">
          {canAddBand(bands)
            ? t('team.policies.bands.approversAvailable', { count: approversAvailable })
            : t('team.policies.bands.max', { max: MAX_APPROVAL_TIERS })}
        </span>
      </div>
      {teamShort && (
        <InviteColleagueHint
          i18nKey="team.policies.bands.teamShort"
          testId="policy-bands-team-short"
          type="info"
        />
      )}
    </Card>
  );
}
