import { Button } from 'antd';

/** A section's submit button; absent while the account may not change its settings (the demo footer says why). */
export function SaveRow({
  disabled,
  loading,
  testId,
  label,
}: {
  disabled: boolean;
  loading: boolean;
  testId: string;
  label: string;
}) {
  if (disabled) return null;
  return (
    <Button type="primary" htmlType="submit" loading={loading} data-testid={testId}>
      {label}
    </Button>
  );
}
