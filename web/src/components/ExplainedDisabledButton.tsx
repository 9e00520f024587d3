import { Button, ConfigProvider, Tooltip, type ButtonProps } from 'antd';
import { useContext, useId, type MouseEvent } from 'react';

type ExplainedDisabledButtonProps = Omit<ButtonProps, 'disabled' | 'loading' | 'onClick' | 'href'> & {
  /** Why the viewer cannot use it: the tooltip on hover and focus, and the button's description. */
  reason: string;
};

/**
 * A button the viewer may not use that still says why. A `disabled` button takes neither focus nor hover, so
 * keyboard users would never reach its tooltip; this one stays in the tab order, is announced as unavailable
 * (aria-disabled), looks disabled (antd's own disabled class) and does nothing when pressed, not even submit
 * the form it sits in.
 */
export function ExplainedDisabledButton({ reason, className, ...props }: ExplainedDisabledButtonProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const reasonId = useId();
  const ignore = (event: MouseEvent<HTMLElement>) => event.preventDefault();
  const classes = [getPrefixCls('btn-disabled'), className].filter(Boolean).join(' ');
  return (
    <>
      <Tooltip title={reason} trigger={['hover', 'focus']}>
        <Button
          {...props}
          // Overrides a surrounding <Form disabled>, which would make it unfocusable again.
          disabled={false}
          aria-disabled="true"
          aria-describedby={reasonId}
          className={classes}
          onClick={ignore}
        />
      </Tooltip>
      <span id={reasonId} className="th-visually-hidden">
        {reason}
      </span>
    </>
  );
}
