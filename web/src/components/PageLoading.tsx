import { Spin } from 'antd';

/** A page-sized spinner with a visible, announced label. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="th-page-loading" role="status" aria-live="polite">
      <Spin size="large" />
      <span>{label}</span>
    </div>
  );
}
