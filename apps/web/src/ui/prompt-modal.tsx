import { Modal } from 'antd-mobile';
import { type ReactNode, useId, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MODAL_CANCEL_TEXT, MODAL_CONFIRM_TEXT, modalSizeStyle } from './modal';
import './theme.css';

export type PromptValidation = { valid: boolean; message?: string };

export type PromptModalOptions = {
  title?: ReactNode;
  placeholder?: string;
  defaultValue?: string;
  /** checked on 确定; while invalid its message shows under the input and the dialog stays open */
  validator?: (value: string) => PromptValidation;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  inputType?: 'text' | 'tel' | 'number' | 'password';
  maxLength?: number;
};

const DEFAULT_INVALID_MESSAGE = '输入有误，请重新输入';

type PromptDialogProps = PromptModalOptions & {
  onDone: (value: string | null) => void;
  onClosed: () => void;
};

function PromptDialog(props: PromptDialogProps) {
  const [visible, setVisible] = useState(true);
  const [value, setValue] = useState(props.defaultValue ?? '');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const finish = (result: string | null) => {
    setVisible(false);
    props.onDone(result);
  };

  const confirm = () => {
    const verdict = props.validator?.(value) ?? { valid: true };
    if (!verdict.valid) {
      setError(verdict.message || DEFAULT_INVALID_MESSAGE);
      return;
    }
    finish(value);
  };

  return (
    <Modal
      visible={visible}
      title={props.title}
      style={modalSizeStyle}
      bodyClassName="app-modal app-prompt"
      closeOnAction={false}
      closeOnMaskClick={false}
      afterClose={props.onClosed}
      content={
        <div className="app-prompt-body">
          <input
            className={error ? 'app-prompt-input app-prompt-input-invalid' : 'app-prompt-input'}
            value={value}
            placeholder={props.placeholder}
            type={props.inputType ?? 'text'}
            inputMode={props.inputType === 'tel' || props.inputType === 'number' ? 'numeric' : undefined}
            maxLength={props.maxLength}
            // biome-ignore lint/a11y/noAutofocus: the dialog exists to take this one input
            autoFocus
            aria-label={typeof props.title === 'string' ? props.title : props.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') confirm();
            }}
          />
          {error ? (
            <div id={errorId} className="app-prompt-error" role="alert" data-testid="prompt-error">
              {error}
            </div>
          ) : null}
        </div>
      }
      actions={[
        { key: 'confirm', text: props.confirmText ?? MODAL_CONFIRM_TEXT, primary: true, onClick: confirm },
        { key: 'cancel', text: props.cancelText ?? MODAL_CANCEL_TEXT, onClick: () => finish(null) },
      ]}
    />
  );
}

/**
 * Asks for one line of text. Resolves the text on 确定 once the validator accepts it, null on 取消.
 * While the validator rejects, its message is shown under the input and the dialog stays open.
 */
export function promptModal(opts: PromptModalOptions = {}): Promise<string | null> {
  return new Promise((resolve) => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    let settled = false;
    let removed = false;
    const remove = () => {
      if (removed) return;
      removed = true;
      // unmount outside React's commit that called afterClose
      setTimeout(() => {
        root.unmount();
        container.remove();
      }, 0);
    };
    root.render(
      <PromptDialog
        {...opts}
        onDone={(value) => {
          if (settled) return;
          settled = true;
          resolve(value);
        }}
        onClosed={remove}
      />,
    );
  });
}
